/**
 * `npm run bench`: one run, one table of figures (a benchmark, not a test). Starts
 * `npm start` on 127.0.0.1:$BENCH_PORT (default 3480) with a fresh data folder (demo
 * content), then, section by section (BENCH_ONLY=throughput,api,gate,rss,lighthouse,growth,instances,junk,search,pressure,soak,graphql,staff,admissions):
 *
 *   throughput  `/` and `/news` from the response cache: our server against nginx
 *               (127.0.0.1:$BENCH_PORT+1, BENCH_NGINX_WORKERS workers, default one a CPU)
 *               serving the same answers saved from ours, with ours' headers, each beside
 *               its gzip (`gzip_static`: nginx compresses nothing while serving, as ours
 *               does not); autocannon, 50 connections, accept-encoding: gzip to both;
 *               BENCH_ROUNDS (3) rounds, each BENCH_SECONDS (15) of each server taken in
 *               BENCH_SLICES (5) turns, nginx and ours alternating, so that the machine's
 *               other work falls on both alike; medians of the rounds, and ours/nginx for
 *               requests/s and p99 (over every response of a round).
 *   api         `/api/news/KSR` the same way (target: p99 ≤ 10 ms).
 *   gate        what the tenancy gate costs a read: `npm run bench:gate` (scripts/bench/gate.ts)
 *               in a process of its own, its medians printed here.
 *   rss         the resident memory of every process of `npm start`'s tree after
 *               BENCH_SOAK_SECONDS (600) of mixed load on `/`, `/news`, `/api/news/KSR`.
 *   lighthouse  Lighthouse mobile on every public route (src/app/(site)), median of
 *               BENCH_LH_RUNS (3); BENCH_LH_ROUTES=/,/news limits the routes.
 *   growth      a second server ($BENCH_PORT+2, fresh data) with 10,000 news and 1,000
 *               albums imported through `npm run content:import` (BENCH_GROWTH_NEWS,
 *               BENCH_GROWTH_ALBUMS): `/news`, `/gallery`, `/` time and weight against
 *               the demo-content server: median of BENCH_GROWTH_REQUESTS (100) sequential
 *               cached requests and of BENCH_GROWTH_RENDERS (40) that miss the cache
 *               (rendered from the database), after 10 unmeasured renders on each server
 *               so neither is timed while its code is still cold; target within 1.2×.
 *   instances   two instances (ports $BENCH_PORT+4, +5) on a private PostgreSQL and Redis,
 *               as deploy/ runs them, and nginx proxying to one of them ($BENCH_PORT+6)
 *               and to both ($BENCH_PORT+7): req/s direct, through nginx to one instance
 *               and to two, for `/` from the response cache and for `/news` rendered
 *               (each request a query string of its own); median of BENCH_ROUNDS.
 *   junk        `/news` with 1 request in 5 carrying a query parameter of its own
 *               (`?utm_source=…`, as link trackers and scanners add) against `/news` plain,
 *               rounds alternating; medians, and the ratio (target ≥ 0.9).
 *   search      `/search?q=admission` at 20 connections: from many addresses (a new
 *               X-Forwarded-For on every request; the server runs with TRUST_PROXY=1), the
 *               search path's own throughput; the same with a query never asked before on
 *               every request (what a render costs); and from one address (a new one each round),
 *               where the per-address search limit answers most requests 429; medians and
 *               the share of 429 answers.
 *   pressure    cached `/news` p99 at rest and under 40 uncached renders a second from many
 *               addresses (scripts/bench/soak.ts).
 *   soak        BENCH_SOAK_SECONDS of pages, API and repeated searches from many addresses:
 *               memory every 10 s, its level after 2 minutes, the searches the cache answered
 *               (scripts/bench/soak.ts).
 *   graphql     another school's cached `/news` p99 while one client floods `/cms-api/graphql`
 *               with 10 MB and 100 KB documents, its rise against nginx's in the same windows
 *               (scripts/bench/graphql.ts).
 *   staff       a server of its own ($BENCH_PORT+8): its memory after public traffic, after
 *               BENCH_ADMIN_VIEWS (200) admin page views of every collection and global, and
 *               over BENCH_IDLE_SECONDS (600) idle (scripts/bench/staff.ts).
 *   admissions  a server of its own ($BENCH_PORT+24, nginx on +25): an admissions opening day,
 *               BENCH_APPLICATIONS (2,000) applications with their documents and fees over
 *               BENCH_MINUTES (10) while its cached `/` and `/news` are read; their p99 rise
 *               against nginx's, applications and payments lost, 5xx answers
 *               (`npm run bench:admissions`, scripts/bench/admissions.ts).
 *
 * Progress goes to stderr, the table to stdout at the end.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { PostgresCluster } from '../../tests/servers/postgres'
import { RedisServer } from '../../tests/servers/redis'
import { routes as paths } from '../../src/lib/routes'

import {
  figures,
  inTurn,
  kb,
  launchChrome,
  lighthouseRuns,
  load,
  median,
  ms,
  processTree,
  root,
  serverEnv,
  siteRoutes,
  startNginx,
  startProxy,
  startServer,
  tempDir,
  timedGet,
  type Load,
  type MakeRequest,
  type Nginx,
  type Proc,
  type Server,
  type Timed,
} from './lib'
import { admissions } from './admissions'
import { graphqlFlood } from './graphql'
import { pressure, soak } from './soak'
import { staff } from './staff'

const SECTIONS = ['throughput', 'api', 'gate', 'rss', 'lighthouse', 'growth', 'instances', 'junk', 'search', 'pressure', 'soak', 'graphql', 'staff', 'admissions'] as const
type Section = (typeof SECTIONS)[number]
const only = new Set(
  (process.env.BENCH_ONLY ?? SECTIONS.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)
for (const s of only)
  if (!SECTIONS.includes(s as Section)) throw new Error(`BENCH_ONLY: unknown section ${s}; the sections are ${SECTIONS.join(', ')}`)

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback)
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`)
  return v
}
const SECONDS = num('BENCH_SECONDS', 15)
const ROUNDS = num('BENCH_ROUNDS', 3)
const SOAK_SECONDS = num('BENCH_SOAK_SECONDS', 600)
const LH_RUNS = num('BENCH_LH_RUNS', 3)
const GROWTH_NEWS = num('BENCH_GROWTH_NEWS', 10_000)
const GROWTH_ALBUMS = num('BENCH_GROWTH_ALBUMS', 1_000)
const GROWTH_REQUESTS = num('BENCH_GROWTH_REQUESTS', 100)
const GROWTH_RENDERS = num('BENCH_GROWTH_RENDERS', 40)
const PORT = num('BENCH_PORT', 3480)
/** Each throughput and API round: nginx and ours in turn, this many times each (SECONDS/SLICES s at a time). */
const SLICES = num('BENCH_SLICES', 5)
const CONNECTIONS = 50
const GZIP = { 'accept-encoding': 'gzip' }

const progress = (msg: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`)
const table: string[] = []
const out = (line = '') => table.push(line)

/** A table row: the first `left` cells aligned left, the others right. */
const row = (cells: (string | number)[], widths: number[], left = 1) =>
  cells.map((c, i) => (i < left ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ')

async function warm(url: string, times = 20) {
  for (let i = 0; i < times; i++) {
    const res = await fetch(url, { headers: GZIP })
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
  }
}

type Medians = { rps: number; p50: number; p99: number; bytes: number; errors: number }
const medians = (runs: Load[]): Medians => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  bytes: median(runs.map((r) => r.bytesPerResponse)),
  errors: runs.reduce((n, r) => n + r.errors, 0),
})
const loadWidths = [20, 8, 9, 9, 9, 7, 9]
const loadHeader = () => out(row(['', 'req/s', 'p50 ms', 'p99 ms', 'B/resp', 'errors', ''], loadWidths))
const loadRow = (label: string, m: Medians, extra = '') =>
  out(row([label, m.rps.toFixed(0), ms(m.p50), ms(m.p99), m.bytes.toFixed(0), m.errors, extra], loadWidths))

// --- Sections.

/**
 * What nginx serves for `routes`: ours' answers saved whole (the body as ours sends it to a
 * client without gzip, which is the HTML ours compresses) and its headers, so that both send
 * the same bytes.
 */
async function saved(ours: Server, routes: string[]) {
  const pages: Record<string, string> = {}
  const headers: Record<string, Record<string, string>> = {}
  for (const route of routes) {
    const res = await fetch(`${ours.base}${route}`, { headers: { 'accept-encoding': 'identity' } })
    if (!res.ok) throw new Error(`${route} answered ${res.status}`)
    pages[route] = await res.text()
    headers[route] = Object.fromEntries(res.headers)
  }
  return { pages, headers }
}

const nginxWorkers = () => process.env.BENCH_NGINX_WORKERS ?? `auto (${os.cpus().length})`

/**
 * Ours against nginx on `routes`: each round BENCH_SLICES turns of each (inTurn), so that
 * neither is measured alone while the machine is busier; the rows of the medians of the
 * rounds, ours/nginx for requests/s and for p99.
 */
async function againstNginx(ours: Server, routes: string[]) {
  const { pages, headers } = await saved(ours, routes)
  const nginx: Nginx = await startNginx(PORT + 1, pages, headers)
  progress(`nginx serves the saved answers at ${nginx.base}`)
  try {
    for (const route of routes) {
      await warm(`${nginx.base}${route}`)
      await warm(`${ours.base}${route}`)
      const n: Load[] = []
      const o: Load[] = []
      for (let i = 0; i < ROUNDS; i++) {
        progress(`${route}, round ${i + 1}/${ROUNDS}`)
        const [a, b] = (await inTurn([`${nginx.base}${route}`, `${ours.base}${route}`], {
          seconds: SECONDS,
          slices: SLICES,
          connections: CONNECTIONS,
          headers: GZIP,
        })) as [Load, Load]
        n.push(a)
        o.push(b)
        progress(`  nginx ${a.rps.toFixed(0)} req/s p99 ${ms(a.p99)} ms, ours ${b.rps.toFixed(0)} req/s p99 ${ms(b.p99)} ms (${(b.rps / a.rps).toFixed(2)}×)`)
      }
      const mn = medians(n)
      const mo = medians(o)
      loadRow(`${route} nginx`, mn)
      loadRow(`${route} ours`, mo, `ours/nginx ${(mo.rps / mn.rps).toFixed(2)}× req/s, ${(mo.p99 / mn.p99).toFixed(2)}× p99`)
      progress(`  ${route} ours/nginx by round: ${o.map((r, i) => `${(r.rps / n[i]!.rps).toFixed(2)}×`).join(', ')}`)
    }
  } finally {
    await nginx.stop()
  }
  return pages
}

async function throughput(ours: Server) {
  out(
    `THROUGHPUT  from the response cache; ${CONNECTIONS} connections, accept-encoding: gzip; ${ROUNDS} round(s), each ${SECONDS} s of nginx and ${SECONDS} s of ours in ${SLICES} turns; medians of the rounds`,
  )
  out(
    `  reference: nginx (${nginxWorkers()} workers) serving ours' saved answers with gzip_static (the .gz beside each page, level 6 as ours) and ours' headers`,
  )
  loadHeader()
  const routes = [paths.home, paths.news]
  const pages = await againstNginx(ours, routes)
  out(
    `  (HTML saved from ours: ${routes.map((r) => `${r} ${kb(Buffer.byteLength(pages[r]!))}`).join(', ')}; B/resp = bytes per response on the wire, headers included)`,
  )
}

async function api(ours: Server) {
  const route = '/api/news/KSR'
  out(`API  ${CONNECTIONS} connections, accept-encoding: gzip; ${ROUNDS} round(s), each ${SECONDS} s of nginx and ${SECONDS} s of ours in ${SLICES} turns; medians of the rounds; target: p99 ≤ 10 ms`)
  out(`  reference: nginx (${nginxWorkers()} workers) serving ours' saved answer the same way`)
  loadHeader()
  await againstNginx(ours, [route])
}

async function gate() {
  progress('gate: npm run bench:gate (its own process and data folder)')
  const text = await new Promise<string>((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'scripts', 'bench', 'gate.ts')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`bench:gate exited ${code}`))))
  })
  out('GATE  the same read of 10 news items three ways, taking turns (scripts/bench/gate.ts)')
  for (const line of text.slice(text.indexOf('Median of')).trimEnd().split('\n')) out(`  ${line.trim()}`)
}

async function rss(ours: Server) {
  const targets = [paths.home, paths.news, '/api/news/KSR']
  for (const p of targets) await warm(`${ours.base}${p}`, 3)
  const before = processTree(ours.pid)
  let peak = before.reduce((n, p) => n + p.rssKb, 0)
  progress(`rss: ${SOAK_SECONDS} s of mixed load on ${targets.join(', ')}`)
  const sampler = setInterval(() => {
    peak = Math.max(
      peak,
      processTree(ours.pid).reduce((n, p) => n + p.rssKb, 0),
    )
  }, 2000)
  let soak: Load
  try {
    soak = await load(ours.base, { seconds: SOAK_SECONDS, connections: CONNECTIONS, headers: GZIP, paths: targets })
  } finally {
    clearInterval(sampler)
  }
  const after = processTree(ours.pid)
  const total = (ps: Proc[]) => ps.reduce((n, p) => n + p.rssKb, 0)
  peak = Math.max(peak, total(after))
  const mb = (k: number) => `${(k / 1024).toFixed(1)} MB`
  const widths = [8, 60, 11, 11]
  out(
    `RSS  every process of \`npm start\` (pid ${ours.pid} and descendants), after ${SOAK_SECONDS} s of mixed load (${CONNECTIONS} connections, ${soak.rps.toFixed(0)} req/s, errors ${soak.errors})`,
  )
  out(row(['pid', 'command', 'idle', 'after load'], widths))
  for (const p of after) {
    const was = before.find((b) => b.pid === p.pid)
    out(row([p.pid, p.command.padEnd(widths[1]!), was ? mb(was.rssKb) : '-', mb(p.rssKb)], widths))
  }
  for (const b of before)
    if (!after.some((p) => p.pid === b.pid)) out(row([b.pid, `${b.command} (gone)`.padEnd(widths[1]!), mb(b.rssKb), '-'], widths))
  out(row(['total', `${after.length} processes`.padEnd(widths[1]!), mb(total(before)), mb(total(after))], widths))
  out(`  peak total during the load ${mb(peak)}`)
}

/** A real album's id, through the API. */
async function albumId(base: string): Promise<string | null> {
  const res = await fetch(`${base}/api/gallery/All/KSR`)
  if (!res.ok) return null
  const albums = (await res.json()) as { _id?: string }[]
  return albums.find((a) => a._id)?._id ?? null
}

async function lighthouseSection(ours: Server) {
  const id = await albumId(ours.base)
  let routes = siteRoutes().map((r) => (r === paths.subGallery && id ? paths.album(id) : r))
  if (process.env.BENCH_LH_ROUTES) {
    const wanted = process.env.BENCH_LH_ROUTES.split(',').map((s) => s.trim())
    routes = routes.filter((r) => wanted.includes(r) || wanted.includes(r.split('?')[0]!))
  }
  out(`LIGHTHOUSE  mobile (default throttling), Debian Chromium, median of ${LH_RUNS} run(s) per route, each figure its own median`)
  const widths = [28, 6, 8, 8, 8, 10, 16]
  out(row(['route', 'score', 'LCP s', 'TBT ms', 'JS KB', 'total KB', 'scores of runs'], widths))
  const chrome = await launchChrome()
  try {
    for (const route of routes) {
      progress(`lighthouse ${route} (${LH_RUNS} run(s))`)
      try {
        const all = (await lighthouseRuns(chrome.port, `${ours.base}${route}`, LH_RUNS)).map(figures)
        const runs = all.filter((r) => !r.error)
        for (const r of all) if (r.error) progress(`  ${route}: Lighthouse error ${r.error}`)
        if (!runs.length) throw new Error(`Lighthouse error in every run: ${all[0]!.error}`)
        const m = (f: (x: (typeof runs)[number]) => number) => median(runs.map(f))
        out(
          row(
            [
              route,
              m((r) => r.performance).toFixed(0),
              (m((r) => r.lcpMs) / 1000).toFixed(2),
              m((r) => r.tbtMs).toFixed(0),
              (m((r) => r.jsBytes) / 1024).toFixed(0),
              (m((r) => r.totalBytes) / 1024).toFixed(0),
              all.map((r) => (r.error ? 'err' : r.performance)).join(','),
            ],
            widths,
          ),
        )
      } catch (err) {
        out(`${route.padEnd(widths[0]!)}  failed: ${(err as Error).message}`)
      }
    }
  } finally {
    chrome.kill()
  }
}

/** An import directory in `npm run content:import`'s format: news.json, gallery.json and one small photo per album. */
async function writeGrowthImport(dir: string) {
  fs.mkdirSync(path.join(dir, 'photos'), { recursive: true })
  const day = 86_400_000
  const now = Date.UTC(2026, 0, 1)
  const words =
    'students teachers parents school annual sports science music art library exhibition competition assembly class house prize trip'.split(
      ' ',
    )
  const sentence = (i: number, n: number) => Array.from({ length: n }, (_, k) => words[(i * 7 + k * 3) % words.length]).join(' ')
  const news = Array.from({ length: GROWTH_NEWS }, (_, i) => ({
    _id: `bench-news-${i}`,
    title: `Bench news ${i}: ${sentence(i, 6)}`,
    description: `${sentence(i, 20)}. ${sentence(i + 1, 16)}.`,
    fromDate: new Date(now - Math.floor(i / 3) * day).toISOString(),
    attachments: [],
  }))
  fs.writeFileSync(path.join(dir, 'news.json'), JSON.stringify(news))
  const albums = []
  for (let i = 0; i < GROWTH_ALBUMS; i++) {
    const file = `photos/album-${i}.jpg`
    const background = { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 }
    await sharp({ create: { width: 320, height: 240, channels: 3, background } })
      .jpeg({ quality: 70 })
      .toFile(path.join(dir, file))
    albums.push({
      _id: `bench-album-${i}`,
      date: new Date(now - i * 3 * day).toISOString(),
      title: `Bench album ${i}: ${sentence(i, 4)}`,
      description: sentence(i, 12),
      attachments: [file],
    })
  }
  fs.writeFileSync(path.join(dir, 'gallery.json'), JSON.stringify(albums))
}

function runImport(dir: string, server: Server): Promise<{ seconds: number; summary: string; log: string }> {
  const log = path.join(path.dirname(server.log), 'import.log')
  const fd = fs.openSync(log, 'w')
  const started = Date.now()
  const child = spawn('npm', ['run', 'content:import', '--', dir], {
    cwd: root,
    env: serverEnv(server.port, server.dataDir),
    stdio: ['ignore', fd, fd],
  })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) => {
      fs.closeSync(fd)
      const text = fs.readFileSync(log, 'utf8')
      if (code !== 0) return reject(new Error(`content:import exited ${code}:\n${text.split('\n').slice(-30).join('\n')}`))
      resolve({ seconds: (Date.now() - started) / 1000, summary: /Imported in [^\n]*/.exec(text)?.[0] ?? '', log })
    })
  })
}

async function growth(demo: Server, servers: Server[]) {
  const dir = tempDir('growth-import')
  progress(`growth: writing ${GROWTH_NEWS} news and ${GROWTH_ALBUMS} albums to ${dir}`)
  await writeGrowthImport(dir)
  progress(`growth: starting a second server on port ${PORT + 2}`)
  const grown = await startServer(PORT + 2)
  servers.push(grown)
  progress('growth: importing (npm run content:import)…')
  const imported = await runImport(dir, grown)
  progress(`growth: ${imported.summary}`)
  fs.rmSync(dir, { recursive: true, force: true })

  out(`GROWTH  demo content vs demo + ${GROWTH_NEWS} news + ${GROWTH_ALBUMS} albums (import took ${imported.seconds.toFixed(0)} s)`)
  out(`  cached: median of ${GROWTH_REQUESTS} sequential requests answered from the response cache; render: median of ${GROWTH_RENDERS}`)
  out('  requests that miss it (a query string of their own), so the page is read from the database and rendered;')
  out('  accept-encoding: gzip, demo and grown alternating; target: grown/demo within 1.2×')
  const widths = [18, 11, 11, 10, 10, 22]
  out(row(['', 'cached ms', 'render ms', 'HTML KB', 'gzip KB', ''], widths))
  for (const route of [paths.news, paths.gallery, paths.home]) {
    progress(`growth ${route}`)
    await warm(`${demo.base}${route}`, 3)
    await warm(`${grown.base}${route}`, 3)
    const d: Timed[] = []
    const g: Timed[] = []
    for (let i = 0; i < GROWTH_REQUESTS; i++) {
      d.push(await timedGet(`${demo.base}${route}`))
      g.push(await timedGet(`${grown.base}${route}`))
    }
    // The demo server has served the earlier sections' load and the grown one almost nothing:
    // unmeasured renders first, so both are timed with their rendering code warm.
    for (let i = 0; i < 10; i++) {
      await timedGet(`${demo.base}${route}?bench-warm=${Date.now()}-${i}`)
      await timedGet(`${grown.base}${route}?bench-warm=${Date.now()}-${i}`)
    }
    const dr: Timed[] = []
    const gr: Timed[] = []
    for (let i = 0; i < GROWTH_RENDERS; i++) {
      const miss = `${route}?bench-render=${Date.now()}-${i}`
      dr.push(await timedGet(`${demo.base}${miss}`))
      gr.push(await timedGet(`${grown.base}${miss}`))
    }
    for (const r of [...d, ...g, ...dr, ...gr]) if (r.status !== 200) throw new Error(`${route} answered ${r.status}`)
    const sum = (cached: Timed[], rendered: Timed[]) => ({
      cached: median(cached.map((r) => r.totalMs)),
      render: median(rendered.map((r) => r.totalMs)),
      html: median(cached.map((r) => r.htmlBytes)),
      wire: median(cached.map((r) => r.wireBytes)),
    })
    const a = sum(d, dr)
    const b = sum(g, gr)
    const k = (v: number) => (v / 1024).toFixed(1)
    out(row([`${route} demo`, ms(a.cached), ms(a.render), k(a.html), k(a.wire), ''], widths))
    out(row([`${route} grown`, ms(b.cached), ms(b.render), k(b.html), k(b.wire), ''], widths))
    const ratios = [b.cached / a.cached, b.render / a.render, b.html / a.html, b.wire / a.wire]
    const verdict = ratios.every((x) => x <= 1.2) ? 'within 1.2×' : 'OVER 1.2×'
    out(row([`${route} grown/demo`, ...ratios.map((x) => `${x.toFixed(2)}×`), verdict], widths))
  }
}

async function instances(servers: Server[]) {
  progress('instances: a private PostgreSQL and Redis')
  const cluster = new PostgresCluster(tempDir('postgres'), ['site'])
  const redis = new RedisServer()
  const uploads = tempDir('uploads')
  // Also on Ctrl-C: the database and Redis are not in a process group of the bench's.
  const cleanUp = () => {
    void redis.stop()
    cluster.stop()
    for (const dir of [cluster.dir, uploads]) fs.rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', cleanUp)
  const started: Server[] = []
  let proxy: Nginx | null = null
  try {
    await cluster.start()
    await redis.start()
    const shared: Record<string, string> = {
      DATABASE_URL: cluster.url('site'),
      REDIS_URL: redis.url(),
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      UPLOAD_DIR: uploads,
      TRUST_PROXY: '1',
      SEED_DEMO: 'always',
    }
    for (const port of [PORT + 4, PORT + 5]) {
      progress(`instances: \`npm start\` on port ${port} (PostgreSQL, Redis)`)
      const s = await startServer(port, { env: shared })
      started.push(s)
      servers.push(s)
    }
    const [a, b] = started as [Server, Server]
    proxy = await startProxy({ [PORT + 6]: [a.port], [PORT + 7]: [a.port, b.port] })
    const one = `http://127.0.0.1:${PORT + 6}`
    const two = `http://127.0.0.1:${PORT + 7}`
    for (const base of [a.base, b.base, one, two]) await warm(`${base}/`)
    out(
      `INSTANCES  PostgreSQL + Redis, nginx proxying as deploy/nginx.conf does; ${CONNECTIONS} connections, ${SECONDS} s per run, gzip, median of ${ROUNDS} round(s), rounds alternating`,
    )
    out('  `/` cached: answered from the response cache; `/news` render: each request a query string of its own, so each is rendered')
    loadHeader()
    for (const [route, misses, label] of [
      [paths.home, false, '/ cached'],
      [paths.news, true, '/news render'],
    ] as const) {
      const targets = [
        ['direct', a.base],
        ['nginx → 1', one],
        ['nginx → 2', two],
      ] as const
      const runs = targets.map((): Load[] => [])
      for (let i = 0; i < ROUNDS; i++) {
        for (const [k, [name, base]] of targets.entries()) {
          const r = await load(`${base}${route}`, { seconds: SECONDS, connections: CONNECTIONS, headers: GZIP, misses })
          runs[k]!.push(r)
          progress(`instances ${label} ${name}, round ${i + 1}/${ROUNDS}: ${r.rps.toFixed(0)} req/s`)
        }
      }
      const [direct, viaOne, viaTwo] = runs.map(medians) as [Medians, Medians, Medians]
      loadRow(`${label}, direct`, direct)
      loadRow(`  nginx → 1`, viaOne)
      loadRow(`  nginx → 2`, viaTwo, `2/1 ${(viaTwo.rps / viaOne.rps).toFixed(2)}×`)
    }
    out(`  (${(await import('node:os')).cpus().length} CPU(s) shared by nginx, both instances, PostgreSQL, Redis and the load generator)`)
  } finally {
    await proxy?.stop()
    for (const s of started) await s.stop()
    process.off('exit', cleanUp)
    cleanUp()
  }
}

async function junk(ours: Server) {
  const route = paths.news
  await warm(`${ours.base}${route}`)
  let n = 0
  // Every fifth request with a parameter no other request has: the response cache cannot answer it.
  const oneInFive: MakeRequest = () => {
    n++
    return { path: n % 5 === 0 ? `${route}?utm_source=bench-${process.pid}-${n}` : route }
  }
  const plain: Load[] = []
  const mixed: Load[] = []
  for (let i = 0; i < ROUNDS; i++) {
    plain.push(await load(`${ours.base}${route}`, { seconds: SECONDS, connections: CONNECTIONS, headers: GZIP }))
    mixed.push(await load(`${ours.base}${route}`, { seconds: SECONDS, connections: CONNECTIONS, headers: GZIP, next: oneInFive }))
    progress(`junk round ${i + 1}/${ROUNDS}: plain ${plain.at(-1)!.rps.toFixed(0)} req/s, 1 in 5 junk ${mixed.at(-1)!.rps.toFixed(0)} req/s`)
  }
  const mp = medians(plain)
  const mm = medians(mixed)
  out(
    `JUNK QUERIES  /news with 1 request in 5 carrying a query parameter of its own (?utm_source=…), against /news plain; ${CONNECTIONS} connections, ${SECONDS} s per run, gzip, median of ${ROUNDS} round(s), alternating`,
  )
  loadHeader()
  loadRow('/news plain', mp)
  loadRow('/news 1 in 5 junk', mm, `junk/plain ${(mm.rps / mp.rps).toFixed(3)} (target ≥ 0.9)`)
}

const SEARCH_CONNECTIONS = 20

async function search(ours: Server) {
  const route = '/search?q=admission'
  await warm(`${ours.base}${route}`, 3)
  let k = 0
  // 10.0.0.1, 10.0.0.2, …: one address per request, so a per-address limit never applies.
  const everyAddress: MakeRequest = () => {
    k++
    return { path: route, headers: { 'x-forwarded-for': `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}` } }
  }
  // A query no one asked before on every request (from many addresses): what a search costs when the cache cannot answer it.
  let q = 0
  const newQuery: MakeRequest = () => {
    q++
    return {
      path: `/search?q=admission+${process.pid}x${q}`,
      headers: { 'x-forwarded-for': `10.${128 + ((q >> 16) & 127)}.${(q >> 8) & 255}.${q & 255}` },
    }
  }
  const many: Load[] = []
  const fresh: Load[] = []
  const one: Load[] = []
  for (let i = 0; i < ROUNDS; i++) {
    many.push(await load(`${ours.base}${route}`, { seconds: SECONDS, connections: SEARCH_CONNECTIONS, headers: GZIP, next: everyAddress }))
    fresh.push(await load(`${ours.base}${route}`, { seconds: SECONDS, connections: SEARCH_CONNECTIONS, headers: GZIP, next: newQuery }))
    // A documentation address of its own each round, so each round starts under the limit.
    const address = { ...GZIP, 'x-forwarded-for': `198.51.100.${i + 1}` }
    one.push(await load(`${ours.base}${route}`, { seconds: SECONDS, connections: SEARCH_CONNECTIONS, headers: address }))
    progress(
      `search round ${i + 1}/${ROUNDS}: many addresses ${many.at(-1)!.rps.toFixed(0)} req/s, a new query each ${fresh.at(-1)!.rps.toFixed(0)} req/s, one address ${one.at(-1)!.rps.toFixed(0)} req/s`,
    )
  }
  const answered = (r: Load) => Object.values(r.statuses).reduce((a, b) => a + b, 0)
  const limited = (r: Load) => r.statuses['429'] ?? 0
  const share = (runs: Load[]) => median(runs.map((r) => (answered(r) ? limited(r) / answered(r) : 0)))
  // Errors here: anything but 2xx and 429.
  const withoutLimited = (runs: Load[]) => ({ ...medians(runs), errors: runs.reduce((n, r) => n + r.errors - limited(r), 0) })
  out(
    `SEARCH  ${route}, ${SEARCH_CONNECTIONS} connections, ${SECONDS} s per run, gzip, median of ${ROUNDS} round(s); errors: answers other than 2xx and 429`,
  )
  loadHeader()
  loadRow('many addresses', withoutLimited(many), `429: ${(share(many) * 100).toFixed(1)}%`)
  loadRow('many, new query each', withoutLimited(fresh), `429: ${(share(fresh) * 100).toFixed(1)}%`)
  loadRow('one address', withoutLimited(one), `429: ${(share(one) * 100).toFixed(1)}%`)
}

// --- The run.

const servers: Server[] = []
let failed = false
const started = Date.now()
try {
  progress(`starting \`npm start\` on port ${PORT} with a fresh data folder (builds first if the build is stale)`)
  // TRUST_PROXY=1: the search section stands for many visitors by X-Forwarded-For, as a proxy
  // in front would send it; nothing else sends that header, so nothing else changes.
  // BENCH_SERVER_NODE_OPTIONS: Node's options for the server alone (e.g. --trace-gc to see what memory does under the soak).
  const serverOptions: Record<string, string> = { TRUST_PROXY: '1' }
  if (process.env.BENCH_SERVER_NODE_OPTIONS) serverOptions.NODE_OPTIONS = process.env.BENCH_SERVER_NODE_OPTIONS
  const ours = await startServer(PORT, { env: serverOptions })
  servers.push(ours)
  progress(`ready: ${ours.base} (log ${ours.log})`)
  out(
    `npm run bench: ${new Date().toISOString()}, ${(await import('node:os')).cpus().length} CPU(s), node ${process.version}, server ${ours.base}`,
  )
  const steps: [Section, (s: Server) => Promise<void>][] = [
    ['throughput', throughput],
    ['api', api],
    ['gate', gate],
    ['rss', rss],
    ['lighthouse', lighthouseSection],
    ['growth', (s) => growth(s, servers)],
    ['instances', () => instances(servers)],
    ['junk', junk],
    ['search', search],
    ['pressure', (s) => pressure(s, { out, progress }, { seconds: SECONDS, rounds: ROUNDS })],
    ['soak', (s) => soak(s, { out, progress }, { seconds: SOAK_SECONDS })],
    ['graphql', () => graphqlFlood(servers, PORT + 20, { out, progress }, { rounds: ROUNDS })],
    ['staff', () => staff(PORT + 8, servers, { out, progress })],
    ['admissions', () => admissions(PORT + 24, servers, { out, progress }).then(() => undefined)],
  ]
  for (const [name, step] of steps) {
    if (!only.has(name)) continue
    out()
    try {
      await step(ours)
    } catch (err) {
      failed = true
      out(`${name.toUpperCase()}  failed: ${(err as Error).message}`)
      progress(`${name} failed: ${(err as Error).stack}`)
    }
  }
} catch (err) {
  failed = true
  out(`failed: ${(err as Error).message}`)
} finally {
  for (const s of servers) await s.stop()
  if (!process.env.BENCH_KEEP) for (const s of servers) fs.rmSync(path.dirname(s.log), { recursive: true, force: true })
}
out()
out(`(${((Date.now() - started) / 1000).toFixed(0)} s in all)`)
console.log(table.join('\n'))
process.exit(failed ? 1 : 0)
