/**
 * Requests too malformed for the app: bytes that are not HTTP (a method Node does not know, a
 * body sent with no length that reads as the next request, headers past 16 KB), and a server
 * action's post whose body no browser sends. Each gets a 4xx that says what was wrong, never a
 * reset connection or a 500 from deep inside Next.
 */
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'

import Busboy from 'busboy'

import { ALLOWED_METHODS } from '@/lib/rawRequest'

/** How long a refused request or unreadable bytes may go on arriving (read and dropped) after the answer, before the connection is cut. */
export const LINGER_MS = 5_000

/** Reads and drops what still arrives on `socket`, so that its client reads the answer rather than a reset, for at most LINGER_MS. */
function linger(socket: Duplex) {
  socket.on('data', () => {})
  socket.resume()
  setTimeout(() => socket.destroy(), LINGER_MS).unref()
}

/** The connections that have carried a request (the server's 'request' event, noteRequest). */
const carried = new WeakSet<Duplex>()

/** Notes that `socket` carried a request: bytes it cannot read later are no first request of its own. */
export const noteRequest = (socket: Duplex) => void carried.add(socket)

const ANSWERS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request line and headers are larger than the 16 KB this site reads.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive. Please send it again.'],
  HPE_HEADERS_TIMEOUT: [408, 'The request took too long to arrive. Please send it again.'],
  HPE_INVALID_METHOD: [405, `The method is not one this site answers: ${ALLOWED_METHODS.join(', ')}.`],
}

/**
 * The server's 'clientError': a JSON answer (the path is not known, so one shape for all)
 * naming what could not be read, then the connection is closed. When an answer to an earlier
 * request on the connection was sent or is under way (a body sent without a length, read as
 * the next request), nothing more is written: that answer goes, and then the connection closes.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy()
  if (carried.has(socket)) {
    // Not the connection's first request: the unreadable bytes most likely are an earlier
    // request's body sent with no length. Its answer is the client's; the connection closes after it.
    const pending = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage
    if (pending && !pending.writableEnded) {
      if (!pending.headersSent) pending.setHeader('connection', 'close')
      // Read and dropped meanwhile; the clock starts once that answer is out.
      socket.on('data', () => {})
      socket.resume()
      pending.once('finish', () => {
        socket.end()
        linger(socket)
      })
    } else {
      socket.end()
      linger(socket)
    }
    return
  }
  const [status, message] = ANSWERS[err.code ?? ''] ?? [400, 'The request could not be read as HTTP.']
  const body = JSON.stringify({ error: STATUS_CODES[status], message })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `${status === 405 ? `Allow: ${ALLOWED_METHODS.join(', ')}\r\n` : ''}Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  )
  linger(socket)
}

/** What bodies an action of the build is called with: multipart only, or also one call as text (the admin's server function). */
export type ActionBodies = 'multipart' | 'call'

/**
 * The build's server actions (Next's server-reference-manifest, by id), and what bodies each
 * is called with: the forms' actions take the form's data, which only a multipart body carries;
 * Payload's own (its language switch, a closure whose bound arguments are a reference) are
 * called as multipart too; the admin's server function in this project's sources (used by the
 * admin's pages) takes one call `{ name, args }` as text. An id not here is Next's to refuse.
 */
export function actionsOfBuild(manifestFile: string): Map<string, ActionBodies> {
  const actions = new Map<string, ActionBodies>()
  let manifest: { node?: Record<string, { filename?: string; workers?: Record<string, unknown> }> }
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as typeof manifest
  } catch {
    return actions
  }
  for (const [id, action] of Object.entries(manifest.node ?? {})) {
    const admins = Object.keys(action.workers ?? {}).some((worker) => worker.startsWith('app/(payload)/'))
    actions.set(id, admins && action.filename?.startsWith('src/') ? 'call' : 'multipart')
  }
  return actions
}

/** Next's own limit for a server action's body (serverActions.bodySizeLimit, 1 MB): past it Next throws its 413, answered 500. */
export const ACTION_BODY_BYTES = 1024 * 1024

/**
 * A reference to another part of a multipart body (`$K1` form data, `$@1` a promise, `$Q` a
 * Map, `$B` a blob, `$F` a server reference, `$1` an outlined value, streams): React sends one
 * only inside a multipart body, and Next throws on one in a text body.
 */
const PART_REFERENCE = /^\$[0-9a-fKQWB@FRrXxil]/

/** The arguments React sends: a JSON array (for the admin's server function as text, one call `{ name, args }` referring to no other part). */
function areArguments(text: string, call: boolean): boolean {
  let args: unknown
  try {
    args = JSON.parse(text)
  } catch {
    return false
  }
  if (!Array.isArray(args)) return false
  if (!call) return true
  // The admin's only text calls are to its server function, with one { name, args } (src/app/(payload)/layout.tsx).
  const first = args[0] as { name?: unknown } | null | undefined
  if (args.length !== 1 || !first || typeof first !== 'object' || typeof first.name !== 'string') return false
  const open: unknown[] = [args]
  while (open.length) {
    const value = open.pop()
    if (typeof value === 'string') {
      if (PART_REFERENCE.test(value)) return false
    } else if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) open.push(inner)
    }
  }
  return true
}

/** The root part ("0", the arguments) of a multipart action body, or null when it has none or cannot be read. */
function rootPart(body: Buffer, headers: IncomingMessage['headers']): Promise<string | null> {
  return new Promise((resolve) => {
    let root: string | null = null
    let parser: Busboy.Busboy
    try {
      parser = Busboy({ headers, limits: { fieldSize: ACTION_BODY_BYTES } })
    } catch {
      return resolve(null)
    }
    parser.on('field', (name: string, value: string) => {
      if (name === '0') root = value
    })
    parser.on('file', (_name: string, file: NodeJS.ReadableStream) => file.resume())
    parser.on('error', () => resolve(null))
    parser.on('close', () => resolve(root))
    parser.end(body)
  })
}

export type ActionBody = 'readable' | 'unreadable' | 'too large'

/**
 * Whether a server action's post (a Next-Action header naming an action of the build) has a
 * body no browser sends: React sends an action's arguments as a JSON array, as text (the
 * admin's server function: one call, `takes` 'call') or as the root part "0" of a multipart
 * body (everything else; a form's data only a multipart body carries). Anything else (empty, a
 * JSON string, text, a multipart body without its root, a reference to a part there is none of)
 * makes Next throw deep inside the action call and answer 500; so does one over Next's 1 MB.
 * The body (at most 1 MB; its length is known, src/lib/rawRequest refuses one without) is read
 * whole, then given back to the request for Next to read.
 */
export function actionBody(req: IncomingMessage, takes: ActionBodies): Promise<ActionBody> {
  const multipart = /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')
  const length = Number(req.headers['content-length'] ?? 0)
  if (length > ACTION_BODY_BYTES) return Promise.resolve('too large')
  if (!(length > 0) || (!multipart && takes === 'multipart')) return Promise.resolve('unreadable')
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let got = 0
    const done = (answer: ActionBody | Promise<ActionBody>) => {
      req.off('readable', onReadable)
      req.off('end', onEnd)
      req.off('error', onEnd)
      resolve(answer)
    }
    const onReadable = () => {
      let chunk: Buffer | null
      while (got < length && (chunk = req.read() as Buffer | null) !== null) {
        chunks.push(chunk)
        got += chunk.length
      }
      if (got < length) return
      const body = Buffer.concat(chunks)
      req.unshift(body)
      const verdict = (ok: boolean): ActionBody => (ok ? 'readable' : 'unreadable')
      done(multipart ? rootPart(body, req.headers).then((root) => verdict(root !== null && areArguments(root, false))) : verdict(areArguments(body.toString('utf8'), true)))
    }
    // Shorter than its length, or the client went away: nothing to answer; Next finds the request as it is.
    const onEnd = () => done('readable')
    req.on('readable', onReadable)
    req.once('end', onEnd)
    req.once('error', onEnd)
  })
}
