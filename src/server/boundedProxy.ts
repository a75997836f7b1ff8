/**
 * Requests answered by the app's route handlers (uploaded files, share cards, icons, TC lookups,
 * /healthz, and the API, feeds and sitemaps whenever the response cache does not answer them)
 * reach Next through this server again over loopback, as pages do (src/server/serve.ts), so that
 * each is bounded in time (issue #43): a handler waiting on a database or an upload store that
 * does not answer cannot be interrupted, but the visitor need not wait with it.
 *
 * - No answer begun within `timeoutMs`: the request to Next is dropped and the visitor gets
 *   `unavailable` (503 with Retry-After).
 * - An answer that failed (5xx other than 503): `unavailable` too, never a bare 500. A 503 the
 *   app made itself (/healthz naming what is away) goes through as it is.
 * - Once begun, the answer streams through as it comes (a PDF in byte ranges, with the
 *   visitor's pace: no cap on connections, as a slow download holds its own). If it then gives
 *   no bytes for `timeoutMs` while the visitor is ready for more (the store stalled in the
 *   middle of a file), both connections are closed: the visitor sees an answer cut short, the
 *   only truthful thing once its status has been sent.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Headers of one connection, not of the request or the answer: never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'])

export type BoundedProxyOptions = {
  /** Where this server listens. */
  address: () => AddressInfo
  /** The header (name, value) that sends a request of this server's own straight to Next. */
  mark: readonly [string, string]
  timeoutMs: number
  /** Answers the visitor when no answer came within `timeoutMs`, or the app's failed (503 with Retry-After). */
  unavailable: (req: IncomingMessage, res: ServerResponse) => void
  /** Why a request was answered `unavailable`, or cut short. */
  log: (req: IncomingMessage, why: string) => void
}

export function createBoundedProxy({ address, mark, timeoutMs, unavailable, log }: BoundedProxyOptions) {
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 32 })

  return function serveBounded(req: IncomingMessage, res: ServerResponse) {
    const { port, family } = address()
    const headers: OutgoingHttpHeaders = { ...passable(req.headers), [mark[0]]: mark[1] }
    const inner = http.request({ host: family === 'IPv6' ? '::1' : '127.0.0.1', port, method: req.method, path: req.url, headers, agent })
    /** Whether the visitor's answer is decided: the app's, or `unavailable`. */
    let decided = false
    const fail = (why: string) => {
      clearTimeout(deadline)
      // Once the app's answer is under way, what goes wrong with it is relay's to handle.
      if (decided) return
      decided = true
      inner.destroy()
      log(req, why)
      if (res.headersSent) res.destroy()
      else unavailable(req, res)
    }
    const deadline = setTimeout(() => fail(`no answer within ${timeoutMs} ms`), timeoutMs)
    inner.on('response', (answer) => {
      clearTimeout(deadline)
      if (decided) return void answer.resume()
      const status = answer.statusCode ?? 500
      if (status >= 500 && status !== 503) {
        answer.resume()
        return fail(`answered ${status}`)
      }
      decided = true
      res.writeHead(status, passable(answer.headers))
      relay(answer, res, timeoutMs, () => log(req, `the answer gave nothing for ${timeoutMs} ms; cut short`))
    })
    inner.on('error', (err) => fail(err.message))
    // The visitor went away: so does the request to Next, and there is no one to answer (nor a 503 to log).
    res.on('close', () => {
      clearTimeout(deadline)
      if (res.writableFinished) return
      decided = true
      inner.destroy()
    })
    req.pipe(inner)
  }
}

/** Streams `answer` to `res` with backpressure; closes both when it stalls `stallMs` while `res` wants more. */
function relay(answer: IncomingMessage, res: ServerResponse, stallMs: number, onStall: () => void) {
  let stall: NodeJS.Timeout | undefined
  const waitForData = () => {
    clearTimeout(stall)
    stall = setTimeout(() => {
      onStall()
      answer.destroy()
      res.destroy()
    }, stallMs)
  }
  const stop = () => clearTimeout(stall)
  answer.on('data', (chunk: Buffer) => {
    if (res.write(chunk)) return waitForData()
    // The visitor reads slower than the app writes: no clock while waiting for them.
    stop()
    answer.pause()
    res.once('drain', () => {
      answer.resume()
      waitForData()
    })
  })
  answer.on('end', () => {
    stop()
    res.end()
  })
  answer.on('error', () => {
    stop()
    res.destroy()
  })
  answer.on('close', () => {
    stop()
    if (!answer.complete) res.destroy()
  })
  res.on('close', () => {
    stop()
    answer.destroy()
  })
  waitForData()
}

/** The headers without those of one connection. */
function passable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value
  return out
}
