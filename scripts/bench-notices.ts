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
 *    parents reading, for BENCH_SECONDS (15) at rest; then a circular is published with
 *    "Notify subscribers" and `/news` is read at the same rate until every subscriber's
 *    message has arrived. Printed: the time from publishing to the last arrival, and `/news`
 *    p99 while sending as a ratio to its p99 at rest (target ≤ 1.2); medians of the runs.
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

import { median, startServer, tempDir } from './bench-lib'
import { lastOfSeveralCpus } from './cpus'

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const RATE = Number(process.env.BENCH_NEWS_RATE ?? 50)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const PORT = Number(process.env.BENCH_PORT ?? 3400)
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
  say('Starting the site on a fresh SQLite folder with the demo content…')
  const server = await startServer(PORT, {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NODE_EXTRA_CA_CERTS: cert,
      NOTICES_PUSH_HOSTS: '127.0.0.1',
      NOTICES_EMAIL_PER_MINUTE: '100000',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  })
  try {
    say(`Writing ${SUBSCRIBERS} e-mail and ${SUBSCRIBERS} push subscribers…`)
    const db = createClient({ url: `file:${path.join(server.dataDir, 'ksr.db')}` })
    const school = Number((await db.execute("SELECT id FROM schools WHERE code = 'KSR'")).rows[0]?.id)
    const now = new Date().toISOString()
    const rows = []
    for (let i = 0; i < SUBSCRIBERS; i++) {
      rows.push({ sql: `INSERT INTO notice_subscriptions (school_id, channel, email, topics_circulars, frequency, locale, confirmed, consent_wording, consent_given_at, consent_locale) VALUES (?, 'email', ?, 1, 'immediate', 'en', 1, 'I agree.', ?, 'en')`, args: [school, `parent${i}@example.com`, now] })
      const p256dh = createECDH('prime256v1').generateKeys().toString('base64url')
      rows.push({ sql: `INSERT INTO notice_subscriptions (school_id, channel, endpoint, p256dh, auth, topics_circulars, frequency, locale, confirmed, consent_wording, consent_given_at, consent_locale) VALUES (?, 'push', ?, ?, ?, 1, 'immediate', 'en', 1, 'I agree.', ?, 'en')`, args: [school, `${pushBase}${i}`, p256dh, randomBytes(16).toString('base64url'), now] })
    }
    await db.batch(rows, 'write')
    db.close()

    const login = await fetch(`${server.base}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const documents = (await (await fetch(`${server.base}/cms-api/documents?limit=1&depth=0`, { headers: { cookie } })).json()) as { docs: { id: number }[] }

    /**
     * `/news` at RATE requests a second, spread evenly (a request every 1000/RATE ms, each on a
     * kept-alive connection of its own when the last is still out), for `seconds` or until
     * stopped: parents arriving one by one, not in bursts. Resolves with each request's time.
     */
    const reading = (seconds: number) => {
      let stopped = false
      const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })
      const times: number[] = []
      let errors = 0
      const one = () =>
        new Promise<void>((resolve) => {
          const started = performance.now()
          http
            .get(`${server.base}/news`, { agent }, (res) => {
              res.resume()
              res.on('end', () => {
                if (res.statusCode === 200) times.push(performance.now() - started)
                else errors++
                resolve()
              })
            })
            .on('error', () => {
              errors++
              resolve()
            })
        })
      const done = (async () => {
        const pending: Promise<void>[] = []
        const end = performance.now() + seconds * 1000
        const gap = 1000 / RATE
        for (let next = performance.now(); !stopped && next < end; next += gap) {
          const wait = next - performance.now()
          if (wait > 0) await new Promise((r) => setTimeout(r, wait))
          pending.push(one())
        }
        await Promise.all(pending)
        agent.destroy()
        times.sort((x, y) => x - y)
        return { p99: times[Math.floor(times.length * 0.99)] ?? 0, count: times.length, errors }
      })()
      return { done, stop: () => void (stopped = true) }
    }
    const news = (seconds: number) => reading(seconds).done
    const results: { seconds: number; perSecond: number; rest: number; busy: number; ratio: number; errors: number }[] = []
    await news(5) // warm the page cache
    for (let run = 1; run <= RUNS; run++) {
      const rest = await news(SECONDS)
      const [mailsBefore, pushesBefore] = [counts.mails, counts.pushes]
      const target = 2 * SUBSCRIBERS
      const started = Date.now()
      const created = await fetch(`${server.base}/cms-api/circulars`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Benchmark circular ${run}`, category: 'News Letter', date: new Date().toISOString(), attachments: [{ relationTo: 'documents', value: documents.docs[0]!.id }], notifySubscribers: true, _status: 'published' }),
      })
      if (created.status !== 201) throw new Error(`Publishing failed: ${created.status} ${await created.text()}`)
      const busyRun = reading(3600)
      let finished = 0
      while (counts.mails - mailsBefore + counts.pushes - pushesBefore < target) {
        await new Promise((r) => setTimeout(r, 100))
        if (Date.now() - started > 15 * 60_000) throw new Error(`Not sent within 15 minutes: ${counts.mails - mailsBefore} e-mails, ${counts.pushes - pushesBefore} pushes`)
      }
      finished = Date.now()
      busyRun.stop()
      const busy = await busyRun.done
      const seconds = (finished - started) / 1000
      results.push({ seconds, perSecond: target / seconds, rest: rest.p99, busy: busy.p99, ratio: busy.p99 / rest.p99, errors: rest.errors + busy.errors })
      say(`run ${run}: ${target} messages in ${seconds.toFixed(1)} s; /news p99 ${rest.p99.toFixed(1)} ms at rest (${rest.count} requests), ${busy.p99.toFixed(1)} ms while sending (${busy.count})`)
    }
    const m = (f: (r: (typeof results)[number]) => number) => median(results.map(f))
    console.log(`\nOne notice to ${SUBSCRIBERS.toLocaleString('en')} e-mail and ${SUBSCRIBERS.toLocaleString('en')} push subscribers (one instance, SQLite, loopback receivers), medians of ${RUNS} runs:\n`)
    console.log('| Figure | Value |')
    console.log('| --- | --- |')
    console.log(`| Time from publishing to the last message received | ${m((r) => r.seconds).toFixed(1)} s (${Math.round(m((r) => r.perSecond))} messages a second) |`)
    console.log(`| /news p99 at rest (${RATE} requests a second, evenly spread) | ${m((r) => r.rest).toFixed(1)} ms |`)
    console.log(`| /news p99 while sending | ${m((r) => r.busy).toFixed(1)} ms |`)
    console.log(`| Ratio, while sending / at rest (target ≤ 1.2) | ${m((r) => r.ratio).toFixed(2)}× |`)
    console.log(`| Failed /news requests | ${results.reduce((n, r) => n + r.errors, 0)} |`)
  } finally {
    await server.stop()
    receivers.kill()
  }
}
