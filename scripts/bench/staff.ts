/**
 * The `staff` section of `npm run bench` (scripts/bench/index.ts): what the admin costs the
 * server's memory. A server of its own ($BENCH_PORT+8, fresh data with the demo content and an
 * administrator the bench names), so no other section's load is in its figures:
 *
 *   1. BENCH_STAFF_PUBLIC_SECONDS (60) of public traffic (pages and the API, 20 connections);
 *   2. the administrator signs in and views BENCH_ADMIN_VIEWS (200) admin pages, one after
 *      another as a member of staff does: the list of every collection and global the admin's
 *      navigation offers and the edit page of one document of each (the school's pages, kept
 *      as one document per school, open it from their entry), round and round;
 *   3. BENCH_IDLE_SECONDS (600) of nothing, the memory read every 30 s.
 *
 * Memory is the resident set of the serving process (`node scripts/start.mjs`: its anonymous
 * part, the heap and malloc's, apart) and of all of `npm start`'s tree. Targets (issue #60): at
 * most 450 MB after the admin views, no growth over the idle period.
 *
 * A page view is a plain GET of the admin's address with the session's cookie: the admin is
 * rendered on the server, and that render (the page's server components, its HTML and the
 * React payload inside it) is what a view costs the server. A browser would also load the
 * admin's scripts (static files) and call a server function now and then as the form changes;
 * opening the same pages in Chromium would add its time and its own memory to the machine's
 * and vary from run to run, for the same server-side work.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'

import { load, median, ms, processTree, startServer, type MakeRequest, type Proc, type Server } from './lib'

type Report = { out: (line?: string) => void; progress: (message: string) => void }

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback)
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`)
  return v
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The serving process's resident memory, whole and its anonymous part (kB), from /proc/PID/status. */
function residentOf(pid: number): { rssKb: number; anonKb: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0)
    return { rssKb: field('VmRSS'), anonKb: field('RssAnon') }
  } catch {
    return { rssKb: 0, anonKb: 0 }
  }
}

type Reading = { at: number; serverKb: number; anonKb: number; treeKb: number }

/** The memory now: the serving process (the Node process running scripts/start.mjs) and the whole tree. */
function reading(tree: number, started: number): Reading {
  const procs: Proc[] = processTree(tree)
  const server = procs.find((p) => /^node\b.*\bscripts\/start\.mjs\b/.test(p.command))
  if (!server) throw new Error(`no scripts/start.mjs among npm start's processes: ${procs.map((p) => p.command).join('; ')}`)
  const own = residentOf(server.pid)
  return { at: (Date.now() - started) / 1000, serverKb: own.rssKb, anonKb: own.anonKb, treeKb: procs.reduce((n, p) => n + p.rssKb, 0) }
}

/** The admin's addresses its navigation links to: every collection and global a member of staff can open. */
function navEntries(html: string): string[] {
  const found = new Set<string>()
  for (const m of html.matchAll(/\/admin\/(collections|globals)\/([a-z0-9][a-z0-9-]*)(?=["\\/?])/g)) found.add(`/admin/${m[1]}/${m[2]}`)
  return [...found].sort()
}

type View = { path: string; status: number; ms: number; bytes: number }

async function view(base: string, path: string, cookie: string): Promise<View> {
  const started = performance.now()
  const res = await fetch(`${base}${path}`, { headers: { cookie, accept: 'text/html' }, signal: AbortSignal.timeout(120_000) })
  const bytes = (await res.arrayBuffer()).byteLength
  return { path, status: res.status, ms: performance.now() - started, bytes }
}

export async function staff(port: number, servers: Server[], { out, progress }: Report) {
  const publicSeconds = num('BENCH_STAFF_PUBLIC_SECONDS', 60)
  const views = num('BENCH_ADMIN_VIEWS', 200)
  const idleSeconds = num('BENCH_IDLE_SECONDS', 600)
  const admin = { email: 'bench-staff@example.com', password: randomBytes(12).toString('base64url') }
  progress(`staff: starting a server of its own on port ${port} (fresh data, the demo content, an administrator)`)
  const server = await startServer(port, {
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: '1',
      // The views come one after another from one address, faster than a clerk clicks: under the
      // default RENDER_LIMIT (120 a minute) half of them were 429s, not views.
      RENDER_LIMIT: '100000',
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    },
  })
  servers.push(server)
  const started = Date.now()
  const atStart = reading(server.pid, started)

  // 1. Public traffic, from many addresses.
  const pages = ['/', '/news', '/api/news/KSR', '/events', '/gallery', '/about-school', '/notices', '/search?q=admission']
  let n = 0
  const next: MakeRequest = () => {
    n++
    return { path: pages[n % pages.length]!, headers: { 'x-forwarded-for': `13.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } }
  }
  progress(`staff: ${publicSeconds} s of public traffic`)
  const traffic = await load(`${server.base}/`, { seconds: publicSeconds, connections: 20, headers: { 'accept-encoding': 'gzip' }, next })
  const afterPublic = reading(server.pid, started)

  // 2. The administrator's page views.
  const login = await fetch(`${server.base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (!login.ok) throw new Error(`the administrator's sign-in answered ${login.status}: ${await login.text()}`)
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const dashboard = await fetch(`${server.base}/admin`, { headers: { cookie, accept: 'text/html' } })
  if (dashboard.status !== 200) throw new Error(`/admin answered ${dashboard.status}`)
  const entries = navEntries(await dashboard.text())
  const access = (await (await fetch(`${server.base}/cms-api/access`, { headers: { cookie } })).json()) as {
    collections?: Record<string, unknown>
    globals?: Record<string, unknown>
  }
  const collections = entries.filter((e) => e.startsWith('/admin/collections/')).map((e) => e.slice('/admin/collections/'.length))
  const globals = entries.filter((e) => e.startsWith('/admin/globals/'))
  if (!collections.length) throw new Error("the admin's navigation links to no collection")
  const targets: string[] = [...globals]
  for (const slug of collections) {
    targets.push(`/admin/collections/${slug}`)
    const res = await fetch(`${server.base}/cms-api/${slug}?limit=1&depth=0`, { headers: { cookie } })
    const doc = res.ok ? ((await res.json()) as { docs?: { id?: unknown }[] }).docs?.[0] : undefined
    if (doc?.id !== undefined) targets.push(`/admin/collections/${slug}/${String(doc.id)}`)
  }
  progress(`staff: ${views} admin page views over ${targets.length} addresses (${collections.length} collections, ${globals.length} globals)`)
  const done: View[] = []
  for (let i = 0; i < views; i++) done.push(await view(server.base, targets[i % targets.length]!, cookie))
  const afterViews = reading(server.pid, started)

  // 3. Idle.
  progress(`staff: ${idleSeconds} s idle, the memory every 30 s`)
  const idle: Reading[] = [afterViews]
  const idleStarted = Date.now()
  while (Date.now() - idleStarted < idleSeconds * 1000) {
    await sleep(Math.min(30_000, idleSeconds * 1000 - (Date.now() - idleStarted)))
    idle.push(reading(server.pid, started))
  }
  const idleEnd = idle.at(-1)!
  await server.stop()

  const statuses: Record<string, number> = {}
  for (const v of done) statuses[v.status] = (statuses[v.status] ?? 0) + 1
  const times = done.map((v) => v.ms).sort((a, b) => a - b)
  const slowest = [...done].sort((a, b) => b.ms - a.ms)[0]!
  const hidden = [
    ...Object.keys(access.collections ?? {}).filter((s) => !collections.includes(s)),
    ...Object.keys(access.globals ?? {})
      .filter((s) => !globals.includes(`/admin/globals/${s}`))
      .map((s) => `${s} (global)`),
  ]
  const widths = [32, 14, 12, 12]
  const line = (label: string, r: Reading) =>
    out([label.padEnd(widths[0]!), mb(r.serverKb).padStart(widths[1]!), mb(r.anonKb).padStart(widths[2]!), mb(r.treeKb).padStart(widths[3]!)].join('  '))
  out(
    `STAFF  memory of a server of its own: ${publicSeconds} s of public traffic (${traffic.rps.toFixed(0)} req/s, errors ${traffic.errors}), then ${views} admin page views as the administrator, then ${idleSeconds} s idle`,
  )
  out(
    `  the views: ${targets.length} addresses in turn, the admin's navigation (${collections.length} collections' lists, an edit page of a document of each that has one, ${globals.length} globals); answers ${JSON.stringify(statuses)}; median ${ms(median(times))} ms, p90 ${ms(times[Math.floor(times.length * 0.9)]!)} ms, slowest ${ms(slowest.ms)} ms (${slowest.path}); median page ${(median(done.map((v) => v.bytes)) / 1024).toFixed(0)} KB`,
  )
  out(`  (in the access list but not in the navigation, so not viewed: ${hidden.length ? hidden.join(', ') : 'none'})`)
  out(['', 'serving process', 'its anon', 'npm start tree'].map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[0]!))).join('  '))
  line('ready', atStart)
  line('after public traffic', afterPublic)
  line(`after ${views} admin views (idle start)`, afterViews)
  line(`after ${idleSeconds} s idle (idle end)`, idleEnd)
  out(`  idle, every 30 s, serving process: ${idle.map((r) => mb(r.serverKb).replace(' MB', '')).join(', ')} MB`)
  const growth = idleEnd.serverKb - afterViews.serverKb
  const treeGrowth = idleEnd.treeKb - afterViews.treeKb
  const lowest = Math.min(...idle.map((r) => r.serverKb))
  out(
    `  growth over the idle period: serving process ${growth >= 0 ? '+' : ''}${mb(growth)} (end minus its lowest ${mb(idleEnd.serverKb - lowest)}), tree ${treeGrowth >= 0 ? '+' : ''}${mb(treeGrowth)}`,
  )
  out(
    `  targets: ≤ 450 MB after the admin views: serving process ${mb(afterViews.serverKb)} ${afterViews.serverKb <= 450 * 1024 ? 'met' : 'NOT MET'}, tree ${mb(afterViews.treeKb)} ${afterViews.treeKb <= 450 * 1024 ? 'met' : 'NOT MET'}; no growth over the idle period: ${growth <= 0 ? 'met' : 'NOT MET'}`,
  )
}
