/**
 * `npm run bench:notices`: sending one notice to many subscribers (issue #30), a benchmark
 * that prints figures, never a test.
 *
 * 1. `npm start` on a fresh SQLite folder with the demo content (the default deployment: one
 *    instance), sending e-mail to an SMTP server and push to an HTTPS push receiver, both in
 *    a child process on loopback. They only count what arrives (no parsing, no decryption:
 *    the tests check content).
 * 2. BENCH_SUBSCRIBERS (10,000) e-mail and as many push subscribers, written into the
 *    database (push keys are real P-256 keys, so each message is really encrypted).
 * 3. Each of BENCH_RUNS (3) runs: `/news` at BENCH_NEWS_RATE (50) requests a second, as
 *    parents reading, for BENCH_SECONDS (30) at rest; then a circular is published with
 *    "Notify subscribers" and `/news` is read at the same rate until every subscriber's message
 *    has arrived; its first request after publishing renders it anew (the publish changed it),
 *    a figure of its own. Alongside the site,
 *    nginx serves the same /news HTML saved and is read the same way: the reference.
 *    Printed: the time from publishing to the last arrival, that one render, and `/news` p99
 *    while sending (from the end of that render) as a ratio to its p99 at rest (target ≤ 1.2),
 *    the site's and nginx's, and the site's counted from publishing; medians of the runs.
 * 4. The resident memory of every process of `npm start`, summed, and of its Node processes
 *    alone (the server and any sender): before the first notice, as the last message arrives,
 *    and after sending (at the end of the next BENCH_SECONDS at rest; after the last run, one
 *    more such period). Read only between the timed periods (reading /proc takes a few ms).
 *
 * 5. Notices by class over many schools (issue #45), on the same server afterwards:
 *    BENCH_CLASS_SCHOOLS (200) schools more, added as `school:add` adds them, each with
 *    BENCH_PARENTS (3,000) parents subscribed by e-mail and by push, a tenth of them in each of
 *    its ten classes. In each of BENCH_RUNS runs, one school publishes a news item for one class
 *    (a tenth of its parents, by e-mail and push) and then one for the whole school (all of them,
 *    by e-mail and push), each sent to the last message; meanwhile another school's `/news` is
 *    read at BENCH_NEWS_RATE, with nginx serving its saved HTML as the reference. Printed:
 *    each notice's time to the last arrival, and the other school's `/news` p99 while sending
 *    as a ratio to its p99 at rest (target ≤ 1.2). BENCH_PARTS=single or =classes runs one part.
 *
 * Progress goes to stderr, the table to stdout at the end.
 */
import { execFileSync, spawn } from 'node:child_process'
import { createECDH, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

import { createClient } from '@libsql/client'
import { SMTPServer } from 'smtp-server'

import { median, processTree, serverEnv, startNginx, startServer, tempDir, type Nginx } from './lib'
import { lastOfSeveralCpus } from '../../src/server/cpus'
import { routes } from '../../src/lib/routes'

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const RATE = Number(process.env.BENCH_NEWS_RATE ?? 50)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const PORT = Number(process.env.BENCH_PORT ?? 3400)
const CLASS_SCHOOLS = Number(process.env.BENCH_CLASS_SCHOOLS ?? 200)
const PARENTS = Number(process.env.BENCH_PARENTS ?? 3000)
const CLASSES_EACH = 10
const PARTS = process.env.BENCH_PARTS ?? 'single,classes'
/** Part 5's school number i, by the host it is served on. */
const hostOf = (i: number) => `c${i}.bench.example`
const say = (s: string) => process.stderr.write(`${s}\n`)

// 1. The receivers, in a process of their own (`--receivers`): counting 500 messages a second
// in this one would hold up its own timing of /news.
type Counts = { mails: number; pushes: number }
type Ready = { smtpPort: number; pushBase: string; cert: string }

if (process.argv.includes('--receivers')) {
  const counts: Counts = { mails: 0, pushes: 0 }
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, done) {
      stream.resume()
      stream.on('end', () => {
        counts.mails++
        done()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const dir = tempDir('notices')
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'pipe' })
  const receiver = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert), keepAliveTimeout: 60_000 }, (req, res) => {
    req.resume()
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.startsWith('/notify/')) counts.pushes++
      res.writeHead(201)
      res.end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const ready: Ready = { smtpPort: (smtp.server.address() as AddressInfo).port, pushBase: `https://127.0.0.1:${(receiver.address() as AddressInfo).port}/notify/`, cert }
  process.send!({ ready })
  setInterval(() => process.send!({ counts }), 100)
  process.on('disconnect', () => process.exit(0))
} else if (process.argv.includes('--add-schools')) {
  // Part 5's schools, added in a process of their own (byClass, below).
  process.send!(await addClassSchools(JSON.parse(process.env.BENCH_ADD_SCHOOLS ?? '{}') as AddSchools))
  process.exit(0)
} else {
  await main()
}

async function main() {
  // They stand for other machines (the mail server, the push services): they get only the CPU
  // the site and this process leave (Linux's idle scheduling class, by `chrt`), on the CPU the
  // site's sender is kept on (the last), away from the one its pages are served on.
  const lastCpu = lastOfSeveralCpus()
  const argv = [...(lastCpu === null ? [] : ['taskset', '-c', String(lastCpu)]), 'chrt', '--idle', '0', process.execPath, ...process.execArgv, fileURLToPath(import.meta.url), '--receivers']
  const receivers = spawn(argv[0]!, argv.slice(1), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  let counts: Counts = { mails: 0, pushes: 0 }
  const { smtpPort, pushBase, cert } = await new Promise<Ready>((resolve) =>
    receivers.on('message', (m: { ready?: Ready; counts?: Counts }) => {
      if (m.ready) resolve(m.ready)
      if (m.counts) counts = m.counts
    }),
  )

  // 2. The site and its subscribers.
  const admin = { email: 'bench-admin@example.com', password: randomBytes(12).toString('base64url') }
  const secret = randomBytes(24).toString('hex')
  say('Starting the site on a fresh SQLite folder with the demo content…')
  const server = await startServer(PORT, {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NODE_EXTRA_CA_CERTS: cert,
      NOTICES_PUSH_HOSTS: '127.0.0.1',
      NOTICES_EMAIL_PER_MINUTE: '100000',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PAYLOAD_SECRET: secret,
    },
  })
  let nginx: Nginx | undefined
  try {
    const single = PARTS.includes('single')
    say(single ? `Writing ${SUBSCRIBERS} e-mail and ${SUBSCRIBERS} push subscribers…` : 'Only the notices by class (BENCH_PARTS)…')
    const db = createClient({ url: `file:${path.join(server.dataDir, 'ksr.db')}` })
    // The server writes too (its search index, its sender's sweep): wait for it rather than fail.
    await db.execute('PRAGMA busy_timeout = 30000')
    const school = Number((await db.execute("SELECT id FROM schools WHERE code = 'KSR'")).rows[0]?.id)
    const now = new Date().toISOString()
    const rows = []
    for (let i = 0; single && i < SUBSCRIBERS; i++) {
      rows.push({ sql: `INSERT INTO notice_subscriptions (school_id, channel, email, topics_circulars, frequency, locale, confirmed, consent_wording, consent_given_at, consent_locale) VALUES (?, 'email', ?, 1, 'immediate', 'en', 1, 'I agree.', ?, 'en')`, args: [school, `parent${i}@example.com`, now] })
      const p256dh = createECDH('prime256v1').generateKeys().toString('base64url')
      rows.push({ sql: `INSERT INTO notice_subscriptions (school_id, channel, endpoint, p256dh, auth, topics_circulars, frequency, locale, confirmed, consent_wording, consent_given_at, consent_locale) VALUES (?, 'push', ?, ?, ?, 1, 'immediate', 'en', 1, 'I agree.', ?, 'en')`, args: [school, `${pushBase}${i}`, p256dh, randomBytes(16).toString('base64url'), now] })
    }
    await db.batch(rows, 'write')

    const login = await fetch(`${server.base}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const documents = (await (await fetch(`${server.base}/cms-api/documents?limit=1&depth=0`, { headers: { cookie } })).json()) as { docs: { id: number }[] }

    // The reference (DEVELOPERS.md: a speed as a ratio against one measured in the same run):
    // nginx, one worker, serving the same /news HTML saved, read alongside the site. What the
    // machine itself does to a server's p99 while the sender and receivers work shows in it.
    process.env.BENCH_NGINX_WORKERS ??= '1'
    const saved = await (await fetch(`${server.base}${routes.news}`)).text()
    nginx = await startNginx(PORT + 1, { '': saved, news: saved })
    const referenceUrl = `${nginx.base}${routes.news}/`

    type Figures = { p50: number; p90: number; p99: number; count: number; errors: number }
    /** One request: when it started, and how long it took. */
    type Sample = { at: number; ms: number }
    const figures = (samples: Sample[], errors: number, from = -Infinity): Figures => {
      const times = samples.filter((t) => t.at >= from).map((t) => t.ms)
      times.sort((x, y) => x - y)
      const at = (q: number) => times[Math.floor(times.length * q)] ?? 0
      return { p50: at(0.5), p90: at(0.9), p99: at(0.99), count: times.length, errors }
    }
    /**
     * `/news` from the site and from nginx, each at RATE requests a second, spread evenly (one
     * of each every 1000/RATE ms, each on a kept-alive connection of its own when the last is
     * still out), for `seconds` or until stopped: parents arriving one by one, not in bursts.
     */
    const reading = (seconds: number, { host, siteUrl = `${server.base}${routes.news}`, refUrl = referenceUrl }: { host?: string; siteUrl?: string; refUrl?: string } = {}) => {
      let stopped = false
      const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })
      const one = (url: string, samples: Sample[], failed: () => void, headers: Record<string, string> = {}) =>
        new Promise<void>((resolve) => {
          const started = performance.now()
          http
            .get(url, { agent, headers }, (res) => {
              res.resume()
              res.on('end', () => {
                if (res.statusCode === 200) samples.push({ at: started, ms: performance.now() - started })
                else failed()
                resolve()
              })
            })
            .on('error', () => {
              failed()
              resolve()
            })
        })
      const done = (async () => {
        const site: Sample[] = []
        const reference: Sample[] = []
        let siteErrors = 0
        let referenceErrors = 0
        const pending: Promise<void>[] = []
        const end = performance.now() + seconds * 1000
        const gap = 1000 / RATE
        for (let next = performance.now(), i = 0; !stopped && next < end; next += gap, i++) {
          const wait = next - performance.now()
          if (wait > 0) await new Promise((r) => setTimeout(r, wait))
          // Which goes first alternates, so neither is always the one that waits.
          const pair = [() => one(siteUrl, site, () => siteErrors++, host ? { host } : {}), () => one(refUrl, reference, () => referenceErrors++)]
          if (i % 2) pair.reverse()
          pending.push(...pair.map((f) => f()))
        }
        await Promise.all(pending)
        agent.destroy()
        site.sort((x, y) => x.at - y.at)
        return { site, siteErrors, reference, referenceErrors }
      })()
      return { done, stop: () => void (stopped = true) }
    }
    const news = (seconds: number, at: Parameters<typeof reading>[1] = {}) => reading(seconds, at).done
    type Run = { seconds: number; perSecond: number; render: number; rest: Figures; busy: Figures; withRender: Figures; restRef: Figures; busyRef: Figures }
    const results: Run[] = []
    /**
     * The resident memory of `npm start` and every process under it, in MB: all of them (`npm`
     * and its `sh` included), and its Node processes alone (the server and any sender: what a
     * deployment runs, `node scripts/start.mjs` without npm).
     */
    const treeMb = () => {
      const tree = processTree(server.pid)
      const mb = (ps: typeof tree) => ps.reduce((n, p) => n + p.rssKb, 0) / 1024
      return { all: mb(tree), node: mb(tree.filter((p) => p.command.startsWith('node '))) }
    }
    type Memory = ReturnType<typeof treeMb>
    const memory = { fresh: { all: 0, node: 0 } as Memory, sending: [] as Memory[], after: [] as Memory[] }
    if (single) {
      await news(5) // warm the page cache
      for (let run = 1; run <= RUNS; run++) {
        const still = await news(SECONDS)
        if (run === 1) memory.fresh = treeMb()
        else memory.after.push(treeMb())
        const rest = { site: figures(still.site, still.siteErrors), reference: figures(still.reference, still.referenceErrors) }
        const [mailsBefore, pushesBefore] = [counts.mails, counts.pushes]
        const target = 2 * SUBSCRIBERS
        const started = Date.now()
        const created = await fetch(`${server.base}/cms-api/circulars`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ title: `Benchmark circular ${run}`, category: 'News Letter', date: new Date().toISOString(), attachments: [{ relationTo: 'documents', value: documents.docs[0]!.id }], notifySubscribers: true, notifyConfirmed: true, _status: 'published' }),
        })
        if (created.status !== 201) throw new Error(`Publishing failed: ${created.status} ${await created.text()}`)
        const busyRun = reading(3600)
        while (counts.mails - mailsBefore + counts.pushes - pushesBefore < target) {
          await new Promise((r) => setTimeout(r, 100))
          if (Date.now() - started > 15 * 60_000) throw new Error(`Not sent within 15 minutes: ${counts.mails - mailsBefore} e-mails, ${counts.pushes - pushesBefore} pushes`)
        }
        const finished = Date.now()
        busyRun.stop()
        const read = await busyRun.done
        memory.sending.push(treeMb())
        const seconds = (finished - started) / 1000
        // Publishing changed what /news shows, so its first request renders it anew: once, shared
        // by every request that comes meanwhile (about a quarter of a second here), notice or
        // not, and mostly before the first message leaves (the sender looks every 2 s). Printed
        // on its own; "while sending" counts from when it is done, "with the render" from publishing.
        const first = read.site[0]!
        const render = first.ms
        const busy = { site: figures(read.site, read.siteErrors, first.at + first.ms), reference: figures(read.reference, read.referenceErrors, first.at + first.ms) }
        const withRender = figures(read.site, read.siteErrors)
        results.push({ seconds, perSecond: target / seconds, render, withRender, rest: rest.site, busy: busy.site, restRef: rest.reference, busyRef: busy.reference })
        const line = (f: Figures) => `${[f.p50, f.p90, f.p99].map((t) => t.toFixed(1)).join('/')} ms`
        say(`run ${run}: ${target} messages in ${seconds.toFixed(1)} s; /news rendered after publishing in ${render.toFixed(0)} ms (p99 with it ${withRender.p99.toFixed(1)} ms); p50/p90/p99 at rest ${line(rest.site)} (nginx ${line(rest.reference)}; ${rest.site.count} requests each), while sending ${line(busy.site)} (nginx ${line(busy.reference)}; ${busy.site.count})`)
      }
      await news(SECONDS)
      memory.after.push(treeMb())
      say(`npm start's processes after the last run: ${processTree(server.pid).map((p) => `${p.command} ${(p.rssKb / 1024).toFixed(0)} MB`).join('; ')}`)
      say(`RSS of npm start's processes after each run's sending: ${memory.after.map((m) => `${m.all.toFixed(0)} (Node's ${m.node.toFixed(0)})`).join(', ')} MB`)
      const m = (f: (r: Run) => number) => median(results.map(f))
      const ratio = m((r) => r.busy.p99 / r.rest.p99)
      const refRatio = m((r) => r.busyRef.p99 / r.restRef.p99)
      console.log(`\nOne notice to ${SUBSCRIBERS.toLocaleString('en')} e-mail and ${SUBSCRIBERS.toLocaleString('en')} push subscribers (one instance, SQLite, loopback receivers), medians of ${RUNS} runs:\n`)
      console.log('| Figure | Site | nginx, the same HTML saved (reference) |')
      console.log('| --- | --- | --- |')
      console.log(`| Time from publishing to the last message received | ${m((r) => r.seconds).toFixed(1)} s (${Math.round(m((r) => r.perSecond))} messages a second) | |`)
      console.log(`| The first /news after publishing (rendered anew) | ${m((r) => r.render).toFixed(0)} ms | |`)
      console.log(`| /news p99 at rest (${RATE} requests a second each, evenly spread) | ${m((r) => r.rest.p99).toFixed(1)} ms | ${m((r) => r.restRef.p99).toFixed(1)} ms |`)
      console.log(`| /news p99 while sending | ${m((r) => r.busy.p99).toFixed(1)} ms | ${m((r) => r.busyRef.p99).toFixed(1)} ms |`)
      console.log(`| Ratio, while sending / at rest (target ≤ 1.2) | ${ratio.toFixed(2)}× | ${refRatio.toFixed(2)}× |`)
      console.log(`| The same, counted from publishing (the render included) | ${m((r) => r.withRender.p99 / r.rest.p99).toFixed(2)}× (p99 ${m((r) => r.withRender.p99).toFixed(1)} ms) | |`)
      console.log(`| The site's ratio over nginx's (what the site adds to what the machine does) | ${m((r) => r.busy.p99 / r.rest.p99 / (r.busyRef.p99 / r.restRef.p99)).toFixed(2)}× | |`)
      const rss = (ms: Memory[]) => `${median(ms.map((m) => m.all)).toFixed(0)} MB (the server and any sender: ${median(ms.map((m) => m.node)).toFixed(0)} MB)`
      console.log(`| RSS of \`npm start\`'s processes, before the first notice | ${rss([memory.fresh])} | |`)
      console.log(`| The same as the last message arrives | ${rss(memory.sending)} | |`)
      console.log(`| The same after sending (${SECONDS} s at rest after the last message) | ${rss(memory.after)} | |`)
      console.log(`| Failed requests | ${results.reduce((n, r) => n + r.rest.errors + r.busy.errors, 0)} | ${results.reduce((n, r) => n + r.restRef.errors + r.busyRef.errors, 0)} |`)
    }
    if (PARTS.includes('classes')) await byClass({ db, server, cookie, pushBase, counts: () => counts, news, reading, figures, secret })
    else db.close()
  } finally {
    await nginx?.stop()
    await server.stop()
    receivers.kill()
  }
}

type Figures = { p50: number; p90: number; p99: number; count: number; errors: number }
type Sample = { at: number; ms: number }
type Reading = { site: Sample[]; siteErrors: number; reference: Sample[]; referenceErrors: number }
/** Whose /news a reading reads: the site's address and Host, and nginx's copy. */
type At = { host?: string; siteUrl?: string; refUrl?: string }

/**
 * Part 5 (above): notices by class over many schools. Adds the schools in this process (as
 * `school:add` does), writes their subscribers straight into the database, then publishes
 * through the server's REST API as the bench's operator.
 */
async function byClass({
  db,
  server,
  cookie,
  pushBase,
  counts,
  news,
  reading,
  figures,
  secret,
}: {
  db: ReturnType<typeof createClient>
  server: { base: string; dataDir: string; port: number }
  cookie: string
  pushBase: string
  counts: () => Counts
  news: (seconds: number, at?: At) => Promise<Reading>
  reading: (seconds: number, at?: At) => { done: Promise<Reading>; stop: () => void }
  figures: (samples: Sample[], errors: number, from?: number) => Figures
  secret: string
}) {
  // Added by a child process: Payload, loaded here, would leave this process (which times the
  // reads) a heap of a few hundred MB whose collections paused it, and with it both readings.
  db.close()
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--add-schools'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_ADD_SCHOOLS: JSON.stringify({ port: server.port, dataDir: server.dataDir, pushBase, secret } satisfies AddSchools) },
  })
  const added = await new Promise<Added>((resolve, reject) => {
    let got: Added | undefined
    child.on('message', (m: Added) => (got = m))
    child.on('exit', (code) => (got && code === 0 ? resolve(got) : reject(new Error(`Adding the schools failed (exit ${code})`))))
  })
  const ids = added.ids
  const classesOf = new Map(added.classesOf)
  const sender = ids[0]!
  const reader = hostOf(2)
  const sixA = classesOf.get(sender)![0]!
  const readerNews = `${server.base}${routes.news}`
  const saved = await (await fetch(readerNews, { headers: { host: reader } })).text()
  const nginx = await startNginx(server.port + 2, { '': saved, news: saved })
  const refUrl = `${nginx.base}${routes.news}/`
  const at = { host: reader, siteUrl: readerNews, refUrl }
  type Part = { seconds: number; ratio: number; refRatio: number; busyP99: number; restP99: number; errors: number }
  const parts: Record<'class' | 'school', Part[]> = { class: [], school: [] }
  try {
    await news(5, at) // the other school's /news rendered and cached
    for (let run = 1; run <= RUNS; run++) {
      for (const kind of ['class', 'school'] as const) {
        const rest = await news(SECONDS, at)
        const target = kind === 'class' ? 2 * (PARENTS / CLASSES_EACH) : 2 * PARENTS
        const before = counts()
        const started = Date.now()
        const created = await fetch(`${server.base}/cms-api/news`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', host: hostOf(1) },
          body: JSON.stringify({
            title: kind === 'class' ? `VI-A picnic ${run}` : `Whole-school notice ${run}`,
            description: 'A benchmark notice.',
            fromDate: new Date().toISOString(),
            school: sender,
            classes: kind === 'class' ? [sixA] : [],
            notifySubscribers: true,
            notifyConfirmed: true,
            _status: 'published',
          }),
        })
        if (created.status !== 201) throw new Error(`Publishing failed: ${created.status} ${await created.text()}`)
        const busyRun = reading(3600, at)
        const arrived = () => counts().mails - before.mails + counts().pushes - before.pushes
        while (arrived() < target) {
          await new Promise((r) => setTimeout(r, 100))
          if (Date.now() - started > 15 * 60_000) throw new Error(`Not sent within 15 minutes: ${arrived()} of ${target}`)
        }
        const seconds = (Date.now() - started) / 1000
        busyRun.stop()
        const busy = await busyRun.done
        const [r, b] = [figures(rest.site, rest.siteErrors), figures(busy.site, busy.siteErrors)]
        const [rr, br] = [figures(rest.reference, rest.referenceErrors), figures(busy.reference, busy.referenceErrors)]
        parts[kind].push({ seconds, ratio: b.p99 / r.p99, refRatio: br.p99 / rr.p99, busyP99: b.p99, restP99: r.p99, errors: r.errors + b.errors })
        say(`run ${run}, ${kind} notice: ${target} messages in ${seconds.toFixed(1)} s; the other school's /news p99 ${r.p99.toFixed(1)} ms at rest, ${b.p99.toFixed(1)} ms while sending (nginx ${rr.p99.toFixed(1)} → ${br.p99.toFixed(1)} ms)`)
        if (arrived() > target) say(`  (${arrived() - target} messages more than the notice's audience arrived)`)
      }
    }
  } finally {
    await nginx.stop()
  }
  const m = (kind: 'class' | 'school', f: (p: Part) => number) => median(parts[kind].map(f))
  console.log(`\nNotices by class: ${CLASS_SCHOOLS} schools more, each with ${PARENTS.toLocaleString('en')} parents by e-mail and push in ${CLASSES_EACH} classes (one instance, SQLite), medians of ${RUNS} runs:\n`)
  console.log('| Notice | Messages | Publishing to the last arrival | Another school’s /news p99 at rest → while sending | Ratio (target ≤ 1.2) | nginx’s ratio (reference) |')
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const kind of ['class', 'school'] as const) {
    const messages = kind === 'class' ? `${PARENTS / CLASSES_EACH} e-mail + ${PARENTS / CLASSES_EACH} push (one class)` : `${PARENTS} e-mail + ${PARENTS} push (whole school)`
    console.log(`| ${kind === 'class' ? 'VI-A only' : 'Whole school'} | ${messages} | ${m(kind, (p) => p.seconds).toFixed(1)} s | ${m(kind, (p) => p.restP99).toFixed(1)} → ${m(kind, (p) => p.busyP99).toFixed(1)} ms | ${m(kind, (p) => p.ratio).toFixed(2)}× | ${m(kind, (p) => p.refRatio).toFixed(2)}× |`)
  }
  console.log(`| Failed requests | | | ${[...parts.class, ...parts.school].reduce((n, p) => n + p.errors, 0)} | | |`)
}

type AddSchools = { port: number; dataDir: string; pushBase: string; secret: string }
type Added = { ids: number[]; classesOf: [number, number[]][] }

/** Part 5's schools and their subscribers, added as `school:add` adds them (run in a child process: byClass). */
async function addClassSchools({ port, dataDir, pushBase, secret }: AddSchools): Promise<Added> {
  say(`Adding ${CLASS_SCHOOLS} schools, with ${PARENTS} parents each subscribed by e-mail and push…`)
  Object.assign(process.env, serverEnv(port, dataDir), { PAYLOAD_SECRET: secret })
  const db = createClient({ url: `file:${path.join(dataDir, 'ksr.db')}` })
  await db.execute('PRAGMA busy_timeout = 30000')
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../src/payload.config')
  const { addSchool } = await import('../../src/features/schools/add')
  const { announceChange, CHANGE_LOOK_MS } = await import('../../src/server/changes')
  const { forSchool } = await import('../../src/tenancy')
  const payload = await getPayload({ config })
  const ids: number[] = []
  const classesOf = new Map<number, number[]>()
  const now = new Date().toISOString()
  // One valid push key for the schools that send nothing here; the sending school's are each its own.
  const someKey = createECDH('prime256v1').generateKeys().toString('base64url')
  const someAuth = randomBytes(16).toString('base64url')
  for (let i = 1; i <= CLASS_SCHOOLS; i++) {
    const { school } = await addSchool(payload, { code: `C${i}`, name: `Class Bench School ${i}`, domains: [hostOf(i)] })
    ids.push(school.id)
    const within = forSchool(payload, school)
    const classes: number[] = []
    for (let k = 0; k < CLASSES_EACH; k++) classes.push((await within.create({ collection: 'classes', data: { name: `${['VI', 'VII', 'VIII', 'IX', 'X'][k >> 1]}-${'AB'[k & 1]}`, order: k } })).id)
    classesOf.set(school.id, classes)
    // Parent n is in class n mod 10, by e-mail and by push.
    const keyOf = `'|' || CASE i % ${CLASSES_EACH} ${classes.map((id, k) => `WHEN ${k} THEN '${id}'`).join(' ')} END || '|'`
    await db.execute({
      sql: `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${PARENTS - 1})
        INSERT INTO notice_subscriptions (school_id, channel, email, topics_alerts, topics_circulars, topics_news, topics_events, class_key, frequency, locale, confirmed, consent_wording, consent_given_at, consent_locale)
        SELECT ?, 'email', 'parent' || i || '@c${i}.bench.example', 1, 1, 1, 1, ${keyOf}, 'immediate', 'en', 1, 'I agree.', ?, 'en' FROM n`,
      args: [school.id, now],
    })
    if (i === 1) {
      const rows = []
      for (let n = 0; n < PARENTS; n++) {
        const p256dh = createECDH('prime256v1').generateKeys().toString('base64url')
        rows.push({
          sql: `INSERT INTO notice_subscriptions (school_id, channel, endpoint, p256dh, auth, topics_alerts, topics_circulars, topics_news, topics_events, class_key, frequency, locale, confirmed, consent_wording, consent_given_at, consent_locale) VALUES (?, 'push', ?, ?, ?, 1, 1, 1, 1, ?, 'immediate', 'en', 1, 'I agree.', ?, 'en')`,
          args: [school.id, `${pushBase}c1-${n}`, p256dh, randomBytes(16).toString('base64url'), `|${classes[n % CLASSES_EACH]}|`, now],
        })
      }
      await db.batch(rows, 'write')
    } else {
      await db.execute({
        sql: `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${PARENTS - 1})
          INSERT INTO notice_subscriptions (school_id, channel, endpoint, p256dh, auth, topics_alerts, topics_circulars, topics_news, topics_events, class_key, frequency, locale, confirmed, consent_wording, consent_given_at, consent_locale)
          SELECT ?, 'push', '${pushBase}c${i}-' || i, ?, ?, 1, 1, 1, 1, ${keyOf}, 'immediate', 'en', 1, 'I agree.', ?, 'en' FROM n`,
        args: [school.id, someKey, someAuth, now],
      })
    }
    if (i % 20 === 0) say(`${i}/${CLASS_SCHOOLS} schools`)
  }
  // The server hears of the new schools through the database within two looks.
  await announceChange(payload, 'bench:notices')
  await new Promise((r) => setTimeout(r, 2 * CHANGE_LOOK_MS + 500))
  await payload.destroy()
  db.close()
  return { ids, classesOf: [...classesOf] }
}
