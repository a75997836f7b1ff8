/**
 * The production HTTP server (compiled by scripts/build.mjs; `npm start` runs it): Next's
 * request handler behind a plain Node server, so that X-Forwarded-For can be rewritten from
 * the socket before the app sees it (per-address rate limits must not trust what a client
 * writes there; src/lib/clientAddress), and public responses are answered from the response
 * cache (src/server/responseCache, docs/decisions/0006).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import http, { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import type { Duplex } from 'node:stream'

import next from 'next'
import type { NextConfig } from 'next'

import type { AddressInfo } from 'node:net'

import { env } from '../env'
import { clientAddress, limitKey, trustedForwardedFor } from '../lib/clientAddress'
import { sharedLimiter, waitPhrase } from './rateLimit'
import { ALLOWED_METHODS, bodyRefusal, hostRefusal, MAX_HEADER_BYTES, refusalFor, type Refusal } from '../lib/rawRequest'
import { isAdminPath, isApiPath, isBuildPath, isCmsApiPath, isPagePath, isStaffPath, isUnusedPath } from '../lib/routes'
import { NOTICES_SWEEP, noticesSenderHooks } from './noticesSender'
import { SERVES_JOBS } from './sharedRedis'
import { lastOfSeveralCpus } from './cpus'
import { sendPlain } from './plainPages'
import { createResponseCaching, takeRender } from './responseCache'
import { connectSharedState, type SharedState } from './sharedState'
import { servesChanges } from './changes'
import { createBoundedProxy } from './boundedProxy'
import { withAnswerStatus } from './answerStatus'
import { jsonErrors } from './jsonErrors'
import { ACTION_BODY_BYTES, actionBody, actionsOfBuild, answerClientError, LINGER_MS, noteRequest } from './malformed'
import { nextTakesActionFrom } from '../lib/origin'
import { setDatabaseDeadline } from './timeouts'

const settings = env()
const port = settings.PORT
const hostname = process.env.HOSTNAME ?? '0.0.0.0'
const trustedProxies = settings.TRUST_PROXY
/**
 * How long a request may wait for the app (a page's render, a file, a share card, an API
 * answer) before it is answered 503 with Retry-After, and how long a database query or a wait
 * for a connection may take in this process (src/db/boundedPostgres.ts): one budget for all
 * (docs/operations.md, "Timeouts"). The database's is set before the app loads its configuration.
 */
const renderTimeoutMs = settings.RENDER_TIMEOUT_SECONDS * 1000
setDatabaseDeadline(renderTimeoutMs)

/** One JSON object per line on stdout, in the shape of the CMS's own (pino) log lines: what a log collector reads. */
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const
const logFrom = LEVELS[settings.LOG_LEVEL]
const line = (level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown>) =>
  JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, name: 'server', msg, ...fields }) + '\n'
const log = (level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}) => {
  if (LEVELS[level] < logFrom) return
  flushRequestLines()
  process.stdout.write(line(level, msg, fields))
}
/**
 * The requests' lines, written together once the event loop has answered what it had: a write
 * to stdout (a pipe or a file) waits for the disk or the reader, so one write per request cost
 * every cached answer a system call. At most REQUEST_LINES_BYTES wait; written before any other
 * line, and at exit.
 */
const REQUEST_LINES_BYTES = 64 * 1024
let requestLines = ''
function flushRequestLines() {
  if (!requestLines) return
  const text = requestLines
  requestLines = ''
  process.stdout.write(text)
}
/** A request's line, as `line` would write it (the same keys in the same order), without building an object for it. */
const requestLine = (id: string, method: string | undefined, path: string | undefined, status: number, ms: number, cache: unknown) =>
  `{"level":${LEVELS.info},"time":${Date.now()},"pid":${process.pid},"name":"server","msg":"request","reqId":${JSON.stringify(id)}` +
  `${method === undefined ? '' : `,"method":${JSON.stringify(method)}`}${path === undefined ? '' : `,"path":${JSON.stringify(path)}`}` +
  `,"status":${status},"ms":${ms}${typeof cache === 'string' ? `,"cache":${JSON.stringify(cache)}` : ''}}\n`
const logRequest = (...fields: Parameters<typeof requestLine>) => {
  if (!requestLines) setImmediate(flushRequestLines)
  requestLines += requestLine(...fields)
  if (requestLines.length >= REQUEST_LINES_BYTES) flushRequestLines()
}
process.on('exit', flushRequestLines)

// This process may run the CMS's scheduled jobs (scheduled publishing; one instance per tick
// when several share Redis). RUN_JOBS=0 keeps an instance out of it.
if (settings.RUN_JOBS === '1') process.env[SERVES_JOBS] = '1'

// The notices sender runs beside this process, never in it (scripts/notices-worker.ts): a
// notice to thousands of parents must not slow the pages. It runs only while there is
// something to send (docs/decisions/0015-notices-sender-on-demand.md): started when a notice
// is queued here (`wake`), when a look at the queue finds something due (every
// NOTICES_LOOK_MS: another instance's notice, a retry, the daily digest), and once an hour to
// sweep; it ends by itself once idle, and its memory goes back.
const NOTICES_WORKER = path.join(process.cwd(), '.next', 'app-server', 'notices-worker.mjs')
const TASKSET = '/usr/bin/taskset'
/** How often this process asks the queue whether its sender should run (when none is running). */
const NOTICES_LOOK_MS = 2_000
/** How often a sender runs to sweep, with or without anything to send; the first a minute after start. */
const NOTICES_SWEEP_MS = 3_600_000
let noticesWorker: ChildProcess | null = null
let workerRestarts = 0
/** After a sender failed, none is started before this (1, 2, 4 … at most 60 s after). */
let workerNotBefore = 0
let lastSweep = Date.now() - NOTICES_SWEEP_MS + 60_000
/** Cleared when `taskset` cannot run the sender here (not allowed, or not the util-linux one): it then runs unpinned. */
let pinWorker = true
function startNoticesWorker() {
  if (stopping || noticesWorker || Date.now() < workerNotBefore) return
  const env = { ...process.env }
  delete env[SERVES_JOBS]
  const started = Date.now()
  const sweeps = started - lastSweep >= NOTICES_SWEEP_MS
  if (sweeps) {
    env[NOTICES_SWEEP] = '1'
    lastSweep = started
  }
  // Background work, kept off the pages' way: on the machine's last CPU (when it has several,
  // by `taskset`), so a page never waits for a CPU busy with messages, and at the lowest
  // priority, so that CPU too goes to pages first (docs/operations.md, "Notices").
  const command = [process.execPath, '--conditions=production', NOTICES_WORKER]
  const cpu = pinWorker ? lastOfSeveralCpus() : null
  const pinned = cpu !== null && fs.existsSync(TASKSET)
  const argv = pinned ? [TASKSET, '-c', String(cpu), ...command] : command
  const child = spawn(argv[0]!, argv.slice(1), { cwd: process.cwd(), env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  noticesWorker = child
  try {
    if (child.pid) os.setPriority(child.pid, 19)
  } catch {
    // Not allowed here: it runs at the server's own priority.
  }
  let ended = false
  const ends = (code: number | null, details: Record<string, unknown>) => {
    if (ended) return
    ended = true
    noticesWorker = null
    // Idle (nothing more to send): started again when there is.
    if (stopping || code === 0) {
      workerRestarts = 0
      return
    }
    // The sweep it was to do is the next one's.
    if (sweeps) lastSweep = -Infinity
    // A pinned sender that fails at once: taskset is not allowed here; from now on, unpinned.
    if (pinned && Date.now() - started < 5_000) {
      pinWorker = false
      log('error', 'The notices sender could not be kept on one CPU (taskset); it runs on any CPU', details)
    }
    if (Date.now() - started > 60_000) workerRestarts = 0
    const wait = Math.min(60_000, 1000 * 2 ** workerRestarts++)
    workerNotBefore = Date.now() + wait
    log('error', 'The notices sender stopped; starting it again when there is something to send', { ...details, inSeconds: wait / 1000 })
  }
  child.on('error', (err) => ends(null, { error: err.message }))
  child.on('exit', (code, signal) => ends(code, { code, signal }))
}

/** Whether the sender should run now: the hourly sweep, or something in the queue (asked through the app's Payload, once it has started). */
let looking = false
let lookFailed = false
async function lookForNotices() {
  if (looking || noticesWorker || stopping || Date.now() < workerNotBefore) return
  looking = true
  try {
    if (Date.now() - lastSweep >= NOTICES_SWEEP_MS || (await noticesSenderHooks().due?.())) startNoticesWorker()
    lookFailed = false
  } catch (err) {
    // The database is away, most likely: the next look asks again. Logged once until a look works.
    if (!lookFailed) log('error', 'Could not ask the queue whether notices are due; asking again', { error: (err as Error).message })
    lookFailed = true
  } finally {
    looking = false
  }
}

// Several instances share cache invalidations, rate limits and the jobs' turn through Redis.
let shared: SharedState | null = null
if (settings.REDIS_URL) {
  try {
    shared = await connectSharedState({
      url: settings.REDIS_URL,
      prefix: settings.REDIS_PREFIX,
      subscribe: true,
      log: (message) => log('error', message),
    })
  } catch (err) {
    log('error', (err as Error).message)
    process.exit(1)
  }
}

// The operator's commands reach this instance through Redis or the database (src/server/changes), never by its port.
servesChanges()

// The configuration the build resolved, handed over as Next's own standalone server.js does:
// Next then neither reads next.config.ts nor loads its compiler (about 100 MB) to transpile it.
const built = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next', 'required-server-files.json'), 'utf8')) as { config: NextConfig }
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(built.config)
const app = next({ dev: false, dir: process.cwd(), port, hostname, conf: built.config })
const handle = app.getRequestHandler()
await app.prepare()

/** A request that cannot be served: JSON under /api/ and /cms-api/, a small page elsewhere (src/server/plainPages). */

function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal) {
  const bodyRefused = refusal.status === 413 || refusal.status === 411
  // A body of more than DRAIN_BYTES is not read even to be dropped: reading a stranger's 10 MB
  // documents as fast as they are sent held a core (another school's p99 from 4 to 81 ms). The
  // answer says the connection closes (the rest of the body is never read, so no request can
  // follow on it: a client that heeds it sends its next request on a new connection). Node would
  // then read the rest to drop it, and destroy the socket as soon as the answer is written (a
  // reset can reach the client before it read the answer). So this one socket stops reading and
  // stays open: the sender reads the answer, and its unsent bytes wait on TCP until the
  // connection is cut after LINGER_MS. A sender that starts again at once on a new connection,
  // each time sending megabytes the kernel takes in for us, is slowed down instead: past
  // REFUSED_BODIES a minute from one address, its answer waits REFUSED_BODY_WAIT_MS (ours' p99
  // rise was 15.6× nginx's under the bench's flood without it).
  const unread = bodyRefused && !(Number(req.headers['content-length']) <= DRAIN_BYTES)
  if (unread) {
    const socket = req.socket
    socket.pause()
    socket.destroySoon = () => socket.pause()
    const answer = () => {
      if (socket.destroyed) return
      sendPlain(req, res, refusal, { connection: 'close' })
      setTimeout(() => socket.destroy(), LINGER_MS).unref()
    }
    // Refused before `route` rewrites X-Forwarded-For: the address is worked out here as it does, so a sender cannot choose its own.
    void refusedBodies
      .consume(limitKeyOf(trustedForwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress ?? '', trustedProxies)))
      .then((limit) => (limit.allowed ? answer() : setTimeout(answer, REFUSED_BODY_WAIT_MS).unref()))
      .catch(answer)
    return
  }
  sendPlain(req, res, refusal)
  if (!bodyRefused) return
  // The answer goes at once; a smaller body still on its way is read and dropped (Node does that
  // for a request its answer did not read; nothing is kept), so the client reads the answer
  // rather than a reset. A client that keeps sending is cut off after LINGER_MS.
  const cut = setTimeout(() => req.socket.destroy(), LINGER_MS).unref()
  req.once('end', () => clearTimeout(cut))
}

/** The most of a refused body read and dropped (so its client reads the answer before the connection closes). */
const DRAIN_BYTES = 1024 * 1024
/** Refusals of a body over DRAIN_BYTES answered at once, per address a minute; past them each answer waits REFUSED_BODY_WAIT_MS. */
const REFUSED_BODIES = 30
const REFUSED_BODY_WAIT_MS = 2_000
const refusedBodies = sharedLimiter('refused-bodies', REFUSED_BODIES, 60)

/** What a per-address limit counts for a request, from its X-Forwarded-For as this server trusts it (`trustedForwardedFor`). */
const limitKeyOf = (forwardedFor: string) => limitKey(clientAddress(new Headers({ 'x-forwarded-for': forwardedFor })))

/**
 * A failure in the app on a public address (the database or the upload store away) is
 * answered 503 with Retry-After, never a bare 500: Next's route handlers write an empty 500 on
 * a throw. Pages are answered whole by the server itself (servePage below, and the response
 * cache), and everything else public through serveBounded, which answers failures itself; what
 * is left here is Next's own (`/_next/…`). The admin and the CMS API keep their own errors.
 */
function unavailableOnFailure(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? ''
  if (!url.startsWith('/') || isStaffPath(url)) return
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status < 500 || status === 503) return writeHead(status, ...rest)
    log('warn', 'Answered 503 for a failure in the app', { reqId: req.headers['x-request-id'], path: req.url, status })
    res.setHeader('retry-after', '30')
    res.setHeader('cache-control', 'no-store')
    return writeHead(503, ...rest)
  }) as typeof res.writeHead
}

/** The server's own "try again" page in both languages (src/server/plainPages): needs nothing from the app. */
const TRY_AGAIN = {
  status: 503,
  message: 'This page cannot be shown just now: the site is busy or being looked after. Please try again in a minute.',
  hindi: 'यह पृष्ठ अभी नहीं दिखाया जा सकता: साइट व्यस्त है या उसका रखरखाव हो रहा है। कृपया एक मिनट बाद फिर प्रयास करें।',
  retryAfterSeconds: 30,
} as const

/**
 * Pages rendered for one visitor (a staff preview, the feedback page, a form's post) reach
 * Next through this server again over loopback, marked by a secret of this process, and the
 * answer is read whole before it is sent: a page that fails (the database away) gets the
 * try-again page with 503 and Retry-After. Next's own error document for a failed layout is
 * blank without JavaScript (src/app/global-error.tsx renders only in the browser), and its
 * error is known only once it has begun to answer.
 */
const FORM_UNREADABLE = {
  status: 400,
  message: 'This form could not be read. Please go back to its page, reload it and send the form again.',
  hindi: 'यह फ़ॉर्म पढ़ा नहीं जा सका। कृपया उसके पृष्ठ पर वापस जाएँ, पृष्ठ फिर से खोलें और फ़ॉर्म दोबारा भेजें।',
  field: 'form',
} as const

/** Whether this instance's database answers (its own /healthz, asked over loopback, at most 3 s). */
async function siteIsWell(): Promise<boolean> {
  const { port, family } = server.address() as AddressInfo
  try {
    const answer = await fetch(`http://${family === 'IPv6' ? '[::1]' : '127.0.0.1'}:${port}/healthz`, { signal: AbortSignal.timeout(3000) })
    return answer.ok
  } catch {
    return false
  }
}

const DIRECT = randomUUID()
const DIRECT_HEADER = 'x-direct-render'
const directAgent = new http.Agent({ keepAlive: true, maxSockets: 16 })

function servePage(req: IncomingMessage, res: ServerResponse, id: string) {
  const { port, family } = server.address() as AddressInfo
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers[name] = value
  headers[DIRECT_HEADER] = DIRECT
  let over = false
  const failed = (why: string) => {
    clearTimeout(deadline)
    if (over) return
    over = true
    // A form's post that Next could not take while the site is well (its action fields
    // malformed: a `$ACTION_…` that is not JSON, a Next-Action header on a plain form's body)
    // is the request's fault: 400, saying to send the form again from its page. The site unwell: 503.
    if (req.method === 'POST' && why.startsWith('answered'))
      return void siteIsWell().then((well) => {
        log('warn', `Answered ${well ? 400 : 503} for a form post that could not be taken`, { reqId: id, path: req.url, why })
        sendPlain(req, res, well ? FORM_UNREADABLE : TRY_AGAIN)
      })
    log('warn', 'Answered 503 for a page that could not be made', { reqId: id, path: req.url, why })
    sendPlain(req, res, TRY_AGAIN)
  }
  const inner = http.request(
    { host: family === 'IPv6' ? '::1' : '127.0.0.1', port, method: req.method, path: req.url, headers, agent: directAgent },
    (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (c: Buffer) => chunks.push(c))
      answer.on('error', () => failed('the answer broke off'))
      answer.on('end', () => {
        const status = answer.statusCode ?? 500
        if (status >= 500) return failed(`answered ${status}`)
        clearTimeout(deadline)
        if (over) return
        over = true
        const body = Buffer.concat(chunks)
        const out: Record<string, string | string[]> = {}
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !['connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) out[name] = value
        }
        out['content-length'] = String(body.length)
        res.writeHead(status, out)
        res.end(req.method === 'HEAD' ? undefined : body)
      })
    },
  )
  // The whole answer within the render timeout, counted from now: waiting for a free connection
  // to Next (at most 16 renders at once) counts too.
  const deadline = setTimeout(() => inner.destroy(new Error(`no answer within ${renderTimeoutMs} ms`)), renderTimeoutMs)
  inner.on('error', (err) => (res.headersSent ? res.destroy() : failed(err.message)))
  res.on('close', () => {
    clearTimeout(deadline)
    if (!over) inner.destroy()
  })
  req.pipe(inner)
}

/** Every other public request the app answers (files, share cards, TC lookups, the API outside the cache …): bounded the same way (src/server/boundedProxy). */
const serveBounded = createBoundedProxy({
  address: () => server.address() as AddressInfo,
  mark: [DIRECT_HEADER, DIRECT],
  timeoutMs: renderTimeoutMs,
  unavailable: (req, res) => sendPlain(req, res, TRY_AGAIN),
  log: (req, why) => log('warn', 'Answered 503 for a request the app did not answer in time', { reqId: req.headers['x-request-id'], path: req.url, why }),
})

/** A request for the app outside the response cache: a page (servePage), or anything else public (serveBounded). */
const serveFresh = (req: IncomingMessage, res: ServerResponse) =>
  isPagePath(req.url ?? '') ? servePage(req, res, String(req.headers['x-request-id'])) : serveBounded(req, res)

/** Renders a visitor's requests cause, for the cache or outside it (`rendered` below). */
const renderLimiter = sharedLimiter('renders', settings.RENDER_LIMIT, settings.RENDER_WINDOW_SECONDS)

const caching =
  settings.CACHE_TTL_SECONDS > 0 && settings.RESPONSE_CACHE_MB > 0
    ? createResponseCaching({
        handle,
        address: () => server.address() as AddressInfo,
        ttlMs: settings.CACHE_TTL_SECONDS * 1000,
        maxBytes: settings.RESPONSE_CACHE_MB * 1024 * 1024,
        renderTimeoutMs,
        passOn: serveFresh,
        limits: {
          renders: renderLimiter,
          searches: sharedLimiter('searches', settings.SEARCH_LIMIT, settings.SEARCH_WINDOW_SECONDS),
        },
        previewId: previewModeId(),
        budget: { concurrent: settings.RENDERS_AT_ONCE, queued: settings.RENDERS_WAITING, waitMs: 2_000, share: settings.RENDER_TIME_SHARE },
        log: (message) => log('error', message),
      })
    : null

/** The value of Next's draft-mode cookie in this build (a secret of the build): only that one bypasses the cache. */
function previewModeId(): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8')) as {
      preview?: { previewModeId?: string }
    }
    return manifest.preview?.previewModeId
  } catch {
    return undefined
  }
}

/** A request id from the proxy in front (nginx's $request_id), or a new one; echoed in the response. */
const requestId = (given: string | string[] | undefined) =>
  typeof given === 'string' && /^[\w.-]{8,64}$/.test(given) ? given : randomUUID()

let stopping = false

/** The build's server actions, and what bodies each is called with (src/server/malformed). */
const actions = actionsOfBuild(path.join(process.cwd(), '.next', 'server', 'server-reference-manifest.json'))
/** What Next reads of a request to decide whether it takes a server action from there (src/lib/origin). */
const actionHeaders = (req: IncomingMessage) => {
  const headers = new Headers()
  for (const name of ['origin', 'host', 'x-forwarded-host']) {
    const value = req.headers[name]
    try {
      if (typeof value === 'string') headers.set(name, value)
    } catch {
      // A value fetch's Headers will not hold: Next reads it no better; left out.
    }
  }
  return headers
}

const cmsApiLimiter = sharedLimiter('cms-api', settings.CMS_API_LIMIT, settings.CMS_API_WINDOW_SECONDS)


const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
  const started = performance.now()
  // A page this server asked for itself (servePage): straight to Next, already checked and logged.
  if (req.headers[DIRECT_HEADER] !== undefined) {
    if (req.headers[DIRECT_HEADER] === DIRECT && isLoopback(req.socket.remoteAddress)) {
      delete req.headers[DIRECT_HEADER]
      // A form's post refused by a limit answers its page 429 (src/server/answerStatus.ts).
      return void withAnswerStatus(res, () => handle(req, res)).catch(() => (res.headersSent ? res.end() : (res.writeHead(500), res.end())))
    }
    delete req.headers[DIRECT_HEADER]
  }
  const own = caching?.isOwnRender(req) ?? false
  // The id nginx gave the request, or a new one; the server's own renders keep theirs quietly.
  // Every answer carries it: an answer from the response cache in its own list of headers
  // (src/server/responseCache), every other one from here on.
  const id = requestId(req.headers['x-request-id'])
  req.headers['x-request-id'] = id
  if (stopping) res.setHeader('connection', 'close')
  // One line per request from outside: everything but this server's own renders, which carry
  // a secret id (src/server/responseCache); a visitor sending that header is logged like any other.
  if (logFrom <= LEVELS.info && !own)
    res.on('finish', () => {
      logRequest(id, req.method, req.url, res.statusCode, Math.round((performance.now() - started) * 1000) / 1000, caching?.stateOf(res) ?? res.getHeader('x-cache'))
    })
  if (req.url === '*' && req.method === 'OPTIONS') {
    res.writeHead(204, { allow: ALLOWED_METHODS.join(', '), 'x-request-id': id })
    res.end()
    return
  }
  const refusal =
    refusalFor(req.method, req.url) ?? hostRefusal(req.headers.host) ?? bodyRefusal(req.headers, req.url ?? '/')
  if (refusal) {
    res.setHeader('x-request-id', id)
    return refuse(req, res, refusal)
  }
  if (isUnusedPath(req.url ?? '')) {
    res.setHeader('x-request-id', id)
    return refuse(req, res, { status: 404, message: 'There is nothing at this address.', field: 'path' })
  }
  // A server action's post (a page's form, the admin's calls) whose body no browser sends: 400, before Next throws on it.
  // (From an origin Next does not take actions from, src/proxy.ts refuses it 403 first; an id of no action, Next answers.)
  const takes = req.method === 'POST' ? actions.get(String(req.headers['next-action'])) : undefined
  if (takes && (isPagePath(req.url ?? '') || isAdminPath(req.url ?? '')) && nextTakesActionFrom(actionHeaders(req)))
    return void actionBody(req, isAdminPath(req.url ?? '') ? takes : 'multipart').then((body) => {
      if (body === 'readable') return route(req, res, id, own)
      res.setHeader('x-request-id', id)
      log('warn', `Answered ${body === 'too large' ? 413 : 400} for a server action whose body no browser sends`, { reqId: id, path: req.url })
      if (body === 'unreadable') return sendPlain(req, res, FORM_UNREADABLE)
      refuse(req, res, { status: 413, message: `A form's data may be at most ${ACTION_BODY_BYTES / 1024 / 1024} MB.`, field: 'body' })
    })
  route(req, res, id, own)
})

/** A request that passed the server's own checks: from the response cache, or to the app (a page, the CMS, the admin, the rest). */
function route(req: IncomingMessage, res: ServerResponse, id: string, own: boolean) {
  if (!own) req.headers['x-forwarded-for'] = trustedForwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress ?? '', trustedProxies)
  if (caching?.serve(req, res)) return
  res.setHeader('x-request-id', id)
  unavailableOnFailure(req, res)
  jsonErrors(req, res)
  // The CMS's API reads the database on every request: each address gets CMS_API_LIMIT a minute.
  if (isCmsApiPath(req.url ?? '')) {
    void cmsApiLimiter.consume(limitKeyOf(String(req.headers['x-forwarded-for']))).then((limit) =>
      limit.allowed
        ? serveByNext(req, res, id)
        : sendPlain(req, res, {
            status: 429,
            message: `Too many requests from your network. Please wait ${waitPhrase(limit.retryAfterSeconds)} and try again.`,
            retryAfterSeconds: limit.retryAfterSeconds,
          }),
    )
    return
  }
  // A page rendered for this request alone counts toward the visitor's render limit (`rendered`, below).
  if (isPagePath(req.url ?? '')) return void rendered(req, res, () => servePage(req, res, id))
  if (isAdminPath(req.url ?? '') && (req.method === 'GET' || req.method === 'HEAD'))
    return void rendered(req, res, () => serveByNext(req, res, id))
  // Staff's own (the admin's saves, kept with their own errors; its database calls are bounded)
  // and the build's files (read from this machine's disk): to Next as they are.
  if (isStaffPath(req.url ?? '') || isBuildPath(req.url ?? '')) return serveByNext(req, res, id)
  serveBounded(req, res)
}
// Bytes that are not HTTP get a JSON 4xx naming what could not be read (src/server/malformed), not Node's bare 400 and a reset.
server.on('clientError', answerClientError)
server.on('request', (req: IncomingMessage) => noteRequest(req.socket))

/**
 * Pages rendered for one request, outside the response cache: the pages with forms and their
 * confirm and unsubscribe pages (each copy of a form carries its own signed time stamp), the
 * "try again" page, a staff member's draft preview, a form's POST, and the admin's pages (a
 * GET: its saves are the CMS's). Each takes a point of the visitor's render limit
 * (RENDER_LIMIT per RENDER_WINDOW_SECONDS), as a render for the cache does: one address cannot
 * keep the server rendering whatever the cache does not hold. Within the limit, `serve`.
 */
const rendered = (req: IncomingMessage, res: ServerResponse, serve: () => void) =>
  takeRender(renderLimiter, req, res).then(
    (allowed) => (allowed ? serve() : undefined),
    (err: unknown) => {
      log('error', 'The render limit could not be read', { reqId: req.headers['x-request-id'], error: (err as Error).message })
      sendPlain(req, res, TRY_AGAIN)
    },
  )

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'

function serveByNext(req: IncomingMessage, res: ServerResponse, id: string) {
  // A 5xx of the admin or the CMS API is the server's own fault (bad input gets 4xx): logged with the request's id, whatever answered it.
  if (isStaffPath(req.url ?? ''))
    res.once('finish', () => {
      if (res.statusCode >= 500) log('error', `Answered ${res.statusCode} for a request to the admin or the CMS API`, { reqId: id, method: req.method, path: req.url, status: res.statusCode })
    })
  handle(req, res).catch((err: unknown) => {
    log('error', 'Request failed', { reqId: id, error: err instanceof Error ? err.stack : String(err) })
    if (res.headersSent) return res.end()
    const api = isApiPath(req.url ?? '')
    res.writeHead(500, { 'content-type': api ? 'application/json' : 'text/plain' })
    res.end(
      api
        ? JSON.stringify({ error: 'Internal Server Error', message: 'The request could not be completed. Please try again later.' })
        : 'Internal Server Error',
    )
  })
}
// Nothing here upgrades a connection (no WebSocket, no h2c). Next adds an 'upgrade' listener to
// the server on its first request (for WebSocket rewrites, which this site has none of), and a
// request with an Upgrade header then got no answer at all: that listener is not added, and such
// a request is answered 400 with a sentence.
const UPGRADE_REFUSED = 'This site does not upgrade connections (no WebSocket). Send the request without an Upgrade header.\n'
const listen = server.on.bind(server)
const addListener = server.addListener.bind(server)
server.on = ((event: string, listener: (...args: unknown[]) => void) => (event === 'upgrade' ? server : listen(event, listener))) as typeof server.on
server.addListener = ((event: string, listener: (...args: unknown[]) => void) =>
  event === 'upgrade' ? server : addListener(event, listener)) as typeof server.addListener
listen('upgrade', (_req: IncomingMessage, socket: Duplex) => {
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(UPGRADE_REFUSED)}\r\nConnection: close\r\n\r\n${UPGRADE_REFUSED}`,
  )
})
// CONNECT (a proxy tunnel) is no method of this site's either.
server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)
})
// An idle kept-alive connection stays open longer than nginx keeps its end (deploy/nginx.conf,
// `keepalive_timeout 60s` for the upstream): with Node's 5 s, a request nginx (or any client
// that keeps connections) sends on a connection just as this server closes it was lost as a
// reset connection. An idle connection costs a socket and no work; a stranger can already hold
// one as long by sending headers slowly (headersTimeout), so this grows no budget.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, hostname, () => {
  log('info', `Ready on http://localhost:${port}`, { port, redis: Boolean(shared) })
  if (settings.RUN_JOBS === '1') {
    noticesSenderHooks().wake = startNoticesWorker
    setInterval(() => void lookForNotices(), NOTICES_LOOK_MS).unref()
  }
})

// A stopping instance (a deploy, a restart) takes no new connections, lets the requests under
// way finish (at most SHUTDOWN_TIMEOUT_SECONDS), then closes its connections and exits.
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    stopping = true
    log('info', `${sig}: finishing the requests under way, then stopping`)
    // The notices sender finishes the message under way and stops.
    const worker = noticesWorker
    const workerDone = worker
      ? new Promise<void>((resolve) => {
          worker.once('exit', () => resolve())
          worker.kill('SIGTERM')
          setTimeout(resolve, 10_000).unref()
        })
      : Promise.resolve()
    const done = async (code: number) => {
      await workerDone
      await shared?.close()
      process.exit(code)
    }
    server.close(() => void done(0))
    server.closeIdleConnections()
    setTimeout(() => {
      log('warn', 'Requests still under way at the shutdown timeout; closing them')
      server.closeAllConnections()
      void done(0)
    }, settings.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref()
  })
}
