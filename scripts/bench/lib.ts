/**
 * The pieces of the benchmarks (scripts/bench/index.ts, scripts/bench/lighthouse.ts): the
 * production server under test (`npm start` with a port and a data folder of its own;
 * nothing of how `npm start` works inside), the memory of its process tree, nginx as a
 * yardstick, autocannon and timed requests, Lighthouse. Benchmarks print figures; none
 * of this is a test.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'

export const root = path.resolve(import.meta.dirname, '..', '..')

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export const median = (xs: number[]): number => {
  if (!xs.length) return NaN
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `ksr-bench-${prefix}-`))

/** Everything started here, stopped on the way out whatever happens (Ctrl-C included). */
const groups = new Set<number>()
let exiting = false
process.on('exit', () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
})
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (exiting) return
    exiting = true
    console.error(`\n${sig}: stopping the servers…`)
    for (const pid of groups) stopGroup(pid).catch(() => {})
    setTimeout(() => process.exit(130), 3000).unref()
  })
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/** SIGTERM to a process group, SIGKILL after 10 s, and waits until every member is gone. */
async function stopGroup(pid: number): Promise<void> {
  try {
    process.kill(-pid, 'SIGTERM')
  } catch {
    groups.delete(pid)
    return
  }
  for (let i = 0; i < 100 && groupAlive(pid); i++) await sleep(100)
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL')
  for (let i = 0; i < 50 && groupAlive(pid); i++) await sleep(100)
  groups.delete(pid)
}

/** Whether anything answers HTTP on a loopback port. */
export async function portAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) })
    return true
  } catch {
    return false
  }
}

/** Waits until a URL answers 2xx, or the process exits, or the time is up. */
async function answering(url: string, child: ChildProcess, ms: number, what: string, logTail: () => string): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before answering:\n${logTail()}`)
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(30_000) })).ok) return
    } catch {
      // not up yet
    }
    await sleep(500)
  }
  throw new Error(`${what} did not answer ${url} within ${ms / 1000} s:\n${logTail()}`)
}

const tail = (file: string, lines = 30) => {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

/** The environment of `npm start` and of the import on one data folder: nothing from the caller's own configuration. */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', HOSTNAME: '127.0.0.1' }
  for (const name of ['DATABASE_URL', 'UPLOAD_DIR', 'SERVER_URL', 'PAYLOAD_SECRET', 'SEED_DEMO', 'REDIS_URL']) delete env[name]
  return env
}

export type Server = { base: string; port: number; dataDir: string; log: string; pid: number; stop: () => Promise<void> }

/**
 * `npm start` on a port, with a fresh data folder (an empty SQLite database that gets the
 * demo content) unless one is given; in a process group of its own. Resolves once it has
 * printed its `Ready on` line and `/` answers.
 */
export async function startServer(
  port: number,
  { dataDir, timeoutMs = 15 * 60_000, env = {} }: { dataDir?: string; timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<Server> {
  if (await portAnswers(port)) throw new Error(`Something already answers on 127.0.0.1:${port}; set BENCH_PORT to another base port.`)
  const dir = tempDir(`server-${port}`)
  const data = dataDir ?? path.join(dir, 'data')
  const log = path.join(dir, 'server.log')
  // The server writes its log (a line a request) straight to the file: through a pipe, this
  // process, which also runs the load, would spend its own time copying it.
  const fd = fs.openSync(log, 'w')
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...serverEnv(port, data), ...env },
    detached: true,
    stdio: ['ignore', fd, fd],
  })
  fs.closeSync(fd)
  groups.add(child.pid!)
  const base = `http://127.0.0.1:${port}`
  const end = Date.now() + timeoutMs
  const ready = () => /Ready on http:\/\/\S+/.test(tail(log, 200))
  while (!ready() && Date.now() < end && child.exitCode === null && child.signalCode === null) await sleep(250)
  await answering(`${base}/`, child, Math.max(end - Date.now(), 60_000), '`npm start`', () => tail(log))
  return { base, port, dataDir: data, log, pid: child.pid!, stop: () => stopGroup(child.pid!) }
}

// --- Memory of a process tree.

export type Proc = { pid: number; ppid: number; command: string; rssKb: number }

function readProc(pid: number, parents: Map<number, number>): void {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // pid (comm) state ppid …; comm may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    parents.set(pid, Number(fields[1]))
  } catch {
    // gone meanwhile
  }
}

const shortCommand = (pid: number): string => {
  try {
    const args = fs
      .readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter(Boolean)
      // node's loader flags (tsx's): long, and the same for every process
      .filter((a, i, all) => !/^--(require|import|loader)$/.test(a) && !/^--(require|import|loader)$/.test(all[i - 1] ?? ''))
    const text = args
      .map((a, i) => (i === 0 ? path.basename(a) : a.replaceAll(`${root}/`, '').replace(/^.*\/node_modules\//, '')))
      .join(' ')
    return text.length > 60 ? `${text.slice(0, 59)}…` : text
  } catch {
    return '?'
  }
}

const rssOf = (pid: number): number => {
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  } catch {
    return 0
  }
}

/** The process and all its descendants (through /proc/PID/stat's parent links), with their resident memory. */
export function processTree(rootPid: number): Proc[] {
  const parents = new Map<number, number>()
  for (const name of fs.readdirSync('/proc')) if (/^\d+$/.test(name)) readProc(Number(name), parents)
  const children = new Map<number, number[]>()
  for (const [pid, ppid] of parents) children.set(ppid, [...(children.get(ppid) ?? []), pid])
  const out: Proc[] = []
  const queue = parents.has(rootPid) ? [rootPid] : []
  while (queue.length) {
    const pid = queue.shift()!
    out.push({ pid, ppid: parents.get(pid)!, command: shortCommand(pid), rssKb: rssOf(pid) })
    queue.push(...(children.get(pid) ?? []).sort((a, b) => a - b))
  }
  return out
}

// --- nginx: the saved pages, and a proxy in front of instances.

export type Nginx = { base: string; dir: string; stop: () => Promise<void> }

/** Response headers nginx sets itself, or that belong to one response. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'content-type',
  'etag',
  'last-modified',
  'x-cache',
  'x-request-id',
])

/**
 * Debian's nginx on a loopback port with a private configuration, serving `pages` (path →
 * HTML) as index.html files, each beside its gzip (level 6, as the site's response cache
 * compresses) served by `gzip_static` to a client that accepts it: nothing is compressed
 * while serving, as nothing is in the site's cache. `headers` (path → the site's response
 * headers for it) are sent with that page, per-response ones aside (date, length, etag, …),
 * and a request id as nginx makes one: the same bytes on the wire as the site sends. Runs as
 * the current user; pid, logs and temp files live in a temp dir.
 */
export async function startNginx(
  port: number,
  pages: Record<string, string>,
  headers: Record<string, Record<string, string>> = {},
): Promise<Nginx> {
  await portFree(port)
  const dir = tempDir('nginx')
  const html = path.join(dir, 'html')
  for (const [route, body] of Object.entries(pages)) {
    const folder = path.join(html, route)
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(path.join(folder, 'index.html'), body)
    fs.writeFileSync(path.join(folder, 'index.html.gz'), zlib.gzipSync(body, { level: 6 }))
  }
  // Readable by nginx's workers should it run as root (they switch to `nobody` then).
  for (const p of [dir, html, ...Object.keys(pages).map((r) => path.join(html, r))]) fs.chmodSync(p, 0o755)
  const quoted = (v: string) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`
  const locations = Object.entries(headers).map(([route, set]) => {
    const lines = Object.entries(set)
      // nginx would read a `$` as a variable.
      .filter(([name, value]) => !OWN_HEADERS.has(name.toLowerCase()) && !value.includes('$'))
      .map(([name, value]) => `      add_header ${name} ${quoted(value)} always;`)
    // The site's own content type (its charset included) for this page, whatever its file's name.
    const type = Object.entries(set).find(([name]) => name.toLowerCase() === 'content-type')?.[1]
    return `    location = ${route} {
${type ? `      types { }\n      default_type ${quoted(type)};\n` : ''}      gzip_vary off;
${lines.join('\n')}
      add_header x-request-id $request_id always;
      try_files $uri/index.html $uri =404;
    }`
  })
  const first = `/${Object.keys(pages)[0] ?? ''}`.replace(/^\/\//, '/')
  return runNginx(
    dir,
    port,
    `  types { text/html html; text/css css; application/javascript js; }
  default_type application/octet-stream;
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  gzip off;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${html};
${locations.join('\n')}
    location / { try_files $uri/index.html $uri =404; }
  }`,
    first,
  )
}

/**
 * Debian's nginx in front of running instances of the site, proxying as deploy/nginx.conf
 * does (upstream keepalive, HTTP/1.1, X-Forwarded-For, X-Request-Id): one loopback port per
 * set of instances, `listeners` mapping a port to the ports of the instances behind it.
 */
export async function startProxy(listeners: Record<number, number[]>): Promise<Nginx> {
  const ports = Object.keys(listeners).map(Number)
  for (const port of ports) await portFree(port)
  const servers = Object.entries(listeners).map(
    ([port, backends]) => `  upstream site_${port} {
${backends.map((b) => `    server 127.0.0.1:${b} max_fails=3 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass http://site_${port}; }
  }`,
  )
  return runNginx(
    tempDir('proxy'),
    ports[0]!,
    `  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_set_header X-Request-Id $request_id;
  proxy_next_upstream error timeout http_502 http_503;
${servers.join('\n')}`,
  )
}

async function portFree(port: number) {
  if (await portAnswers(port)) throw new Error(`Something already answers on 127.0.0.1:${port}; set BENCH_PORT to another base port.`)
}

/**
 * nginx with a private configuration (`http` the inside of its http block) in `dir`: runs
 * as the current user; pid, logs and temp files live in `dir`, removed when it stops. Ready
 * once `probe` answers.
 */
async function runNginx(dir: string, port: number, http: string, probe = '/'): Promise<Nginx> {
  const bin = process.env.NGINX ?? '/usr/sbin/nginx'
  if (!fs.existsSync(bin)) throw new Error(`${bin} is missing: apt-get install -y nginx (or set NGINX=/path/to/nginx)`)
  fs.mkdirSync(path.join(dir, 'temp'))
  const conf = path.join(dir, 'nginx.conf')
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`
  fs.writeFileSync(
    conf,
    `worker_processes ${process.env.BENCH_NGINX_WORKERS ?? 'auto'};
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  keepalive_timeout 65;
  keepalive_requests 1000000;
${http}
}
`,
  )
  const child = spawn(bin, ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  groups.add(child.pid!)
  let stderr = ''
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()))
  const base = `http://127.0.0.1:${port}`
  await answering(`${base}${probe}`, child, 15_000, 'nginx', () => `${stderr}${tail(path.join(dir, 'error.log'))}`)
  return {
    base,
    dir,
    stop: async () => {
      await stopGroup(child.pid!)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

// --- Load.

export type Load = {
  rps: number
  p50: number
  p99: number
  bytesPerResponse: number
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number
  /** Answers by status code. */
  statuses: Record<string, number>
}

/** One request of a load run: its path, and headers besides the run's own. */
export type MakeRequest = () => { path: string; headers?: Record<string, string> }

/** autocannon against one URL (or a cycle of paths on its host) on 127.0.0.1. */
/** Numbers the cache-missing requests of all load runs, so no run repeats another's. */
let missed = 0
const fresh = (p: string) => `${p}${p.includes('?') ? '&' : '?'}bench-miss=${process.pid}-${missed++}`

export async function load(
  url: string,
  {
    seconds,
    connections = 50,
    headers = {},
    paths,
    misses = false,
    next,
    answered,
    rate,
  }: {
    seconds: number
    connections?: number
    headers?: Record<string, string>
    paths?: string[]
    /** Every request with a query string of its own, so none is answered from the response cache. */
    misses?: boolean
    /** Each request as this makes it (a path and headers of its own). */
    next?: MakeRequest
    /** Told of each answer to a request `next` made: its path, status and headers. */
    answered?: (path: string, status: number, headers: Record<string, string>) => void
    /** At most this many requests a second over all connections (autocannon's overallRate). */
    rate?: number
  },
): Promise<Load> {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) throw new Error(`Load tests run against 127.0.0.1 only, not ${url}`)
  const r = await autocannon({
    url,
    duration: seconds,
    connections,
    headers,
    ...(rate ? { overallRate: rate } : {}),
    ...(paths ? { requests: paths.map((p) => ({ method: 'GET' as const, path: p })) } : {}),
    ...(misses ? { requests: [{ method: 'GET' as const, setupRequest: (req) => ({ ...req, path: fresh(new URL(url).pathname) }) }] } : {}),
    ...(next
      ? {
          requests: [
            {
              method: 'GET' as const,
              setupRequest: (req, context: object) => {
                const made = next()
                ;(context as { path?: string }).path = made.path
                return { ...req, path: made.path, headers: { ...req.headers, ...made.headers } }
              },
              ...(answered
                ? {
                    onResponse: (status: number, _body: string, context: object, headers: import('node:http').IncomingHttpHeaders | undefined) =>
                      answered(String((context as { path?: string }).path), status, (headers ?? {}) as Record<string, string>),
                  }
                : {}),
            },
          ],
        }
      : {}),
  })
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytesPerResponse: r.requests.total ? r.throughput.total / r.requests.total : 0,
    errors: r.errors + r.timeouts + r.non2xx,
    statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0])),
  }
}

/** The value below which `q` of the sorted `xs` lie. */
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN

/**
 * Load on several URLs in turn: `slices` short runs of each (seconds/slices s, `connections`,
 * `headers`), the URLs alternating, so that whatever else the machine does meanwhile falls on
 * all of them alike rather than on whichever ran while it did. Each URL's figures are over all
 * its slices: requests/s over their time, latencies of every response (to the 1/100 ms).
 */
export async function inTurn(
  urls: string[],
  { seconds, slices, connections = 50, headers = {} }: { seconds: number; slices: number; connections?: number; headers?: Record<string, string> },
): Promise<Load[]> {
  for (const url of urls) if (!/^http:\/\/127\.0\.0\.1[:/]/.test(url)) throw new Error(`Load tests run against 127.0.0.1 only, not ${url}`)
  const totals = urls.map(() => ({ requests: 0, seconds: 0, bytes: 0, errors: 0, statuses: {} as Record<string, number>, latencies: [] as number[] }))
  for (let slice = 0; slice < slices; slice++) {
    for (const [i, url] of urls.entries()) {
      const t = totals[i]!
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const run = autocannon({ url, duration: seconds / slices, connections, headers }, (err, r) => (err ? reject(err) : resolve(r)))
        run.on('response', (_client, status, bytes, ms) => {
          t.statuses[status] = (t.statuses[status] ?? 0) + 1
          if (status >= 200 && status < 300) t.latencies.push(ms)
          t.bytes += bytes
        })
      })
      t.requests += result.requests.total
      t.seconds += result.duration
      t.errors += result.errors + result.timeouts + result.non2xx
    }
  }
  return totals.map((t) => {
    const sorted = t.latencies.sort((a, b) => a - b)
    const answered = Object.values(t.statuses).reduce((a, b) => a + b, 0)
    return {
      rps: t.seconds ? t.requests / t.seconds : 0,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      bytesPerResponse: answered ? t.bytes / answered : 0,
      errors: t.errors,
      statuses: t.statuses,
    }
  })
}

export type Timed = { status: number; ttfbMs: number; totalMs: number; wireBytes: number; htmlBytes: number }

/** One GET with `accept-encoding: gzip` (and `headers`): time to the response's head, time to its end, bytes on the wire and unpacked. */
export function timedGet(url: string, headers: Record<string, string> = {}): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = http.get(url, { headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
      const ttfbMs = performance.now() - started
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        const totalMs = performance.now() - started
        const body = Buffer.concat(chunks)
        const html = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body
        resolve({ status: res.statusCode ?? 0, ttfbMs, totalMs, wireBytes: body.length, htmlBytes: html.length })
      })
    })
    req.on('error', reject)
    req.setTimeout(120_000, () => req.destroy(new Error(`${url}: no answer within 120 s`)))
  })
}

// --- Lighthouse.

/** Debian's Chromium, headless, for Lighthouse. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      ...(process.env.BENCH_FLAGS ? process.env.BENCH_FLAGS.split(' ') : []),
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

/** Lighthouse (mobile, its default throttling) `runs` times on one URL, after warming the server's caches. */
export async function lighthouseRuns(chromePort: number, url: string, runs: number): Promise<Result[]> {
  for (let i = 0; i < 3; i++) await fetch(url) // warm the caches
  const results: Result[] = []
  for (let i = 0; i < runs; i++) {
    // A run whose trace Lighthouse could not record (NO_NAVSTART, now and then on this
    // machine) is run again, up to twice, so that the median is of `runs` real runs.
    let lhr: Result | undefined
    for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt++) {
      const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' })
      if (!result) throw new Error('Lighthouse returned no result')
      lhr = result.lhr
    }
    results.push(lhr!)
  }
  return results
}

const performanceScore = (r: Result) => r.categories.performance?.score ?? 0

/** The run with the median performance score. */
export const medianRun = (runs: Result[]): Result =>
  [...runs].sort((a, b) => performanceScore(a) - performanceScore(b))[Math.floor(runs.length / 2)]!

export type Figures = {
  error?: string
  performance: number
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  totalBytes: number
  jsBytes: number
}

/** One run's headline figures. */
export function figures({ categories, audits, runtimeError }: Result): Figures {
  type Req = { resourceType?: string; transferSize?: number }
  const requests = ((audits['network-requests']?.details as { items?: Req[] } | undefined)?.items ?? []) as Req[]
  return {
    ...(runtimeError ? { error: `${runtimeError.code}: ${runtimeError.message}` } : {}),
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    totalBytes: audits['total-byte-weight']?.numericValue ?? 0,
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0),
  }
}

export const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`

/** Prints one run's report in full; returns its one-line summary. */
export function report(url: string, path: string, lhr: Result): string {
  const { categories, audits } = lhr
  const f = figures(lhr)
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const lcp = `${(f.lcpMs / 1000).toFixed(2)} s`
  const tbt = `${f.tbtMs.toFixed(0)} ms`
  const cls = f.cls.toFixed(3)
  console.log(`Lighthouse (mobile) ${url}`)
  console.log(`  performance     ${score('performance')}`)
  console.log(`  accessibility   ${score('accessibility')}`)
  console.log(`  best-practices  ${score('best-practices')}`)
  console.log(`  seo             ${score('seo')}`)
  console.log(`  LCP             ${lcp}`)
  console.log(`  FCP             ${(f.fcpMs / 1000).toFixed(2)} s`)
  console.log(`  TBT             ${tbt}`)
  console.log(`  CLS             ${cls}`)
  console.log(`  total transfer  ${kb(f.totalBytes)}`)
  console.log(`  JS transfer     ${kb(f.jsBytes)}`)
  for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
    const failing = categories[id]?.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9).map((ref) => ref.id)
    if (failing?.length) console.log(`  ${id} below 0.9: ${failing.join(', ')}`)
  }
  return `${path.padEnd(24)} ${score('performance')} ${score('accessibility')} ${score('best-practices')} ${score('seo')} | ${lcp} ${tbt} ${cls} | ${kb(f.totalBytes)} ${kb(f.jsBytes)}`
}

/** The public site's routes: the folders under src/app/(site) with a page, without dynamic segments. */
export function siteRoutes(): string[] {
  const site = path.join(root, 'src', 'app', '(site)')
  const routes: string[] = []
  const walk = (dir: string, segments: string[]) => {
    if (fs.existsSync(path.join(dir, 'page.tsx')) || fs.existsSync(path.join(dir, 'page.ts'))) routes.push(`/${segments.join('/')}`)
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('[') || entry.name.startsWith('_') || entry.name.startsWith('@')) continue
      // A route group, (name), is no segment of the address.
      walk(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name])
    }
  }
  walk(site, [])
  return routes.sort()
}

/** A latency in milliseconds as the tables print it: whole from 100 ms, else to a tenth. */
export const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1))
