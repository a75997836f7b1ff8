/**
 * The `graphql` section of `npm run bench`: does a stranger's flood of large GraphQL documents
 * slow another school? A server of its own with two demo schools (SEED_DEMO=two-schools); the
 * second school's cached `/news` (riverside.localhost) read by 5 connections, and nginx serving
 * the same saved HTML read by 5 more, at the same time, in two windows of BENCH_GRAPHQL_SECONDS
 * (10) each: at rest, and while one client (a process of its own, BENCH_GRAPHQL_CONNECTIONS (4)
 * connections, as fast as it can) posts to the first school's `/cms-api/graphql` a 10 MB
 * document (`{ meUser { __typename … } }`, 413) and one just under 100 KB of 3,000 aliases
 * (400) in turn. The CMS's per-address limit is lifted so the budget itself is measured. Each
 * p99's rise (while sending / at rest), and ours' rise over nginx's (target ≤ 1.2×); medians of
 * BENCH_ROUNDS rounds.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import autocannon from 'autocannon'

import { median, ms, root, startNginx, startServer, tempDir, type Server } from './lib'

type Report = { out: (line?: string) => void; progress: (message: string) => void }

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

/** A GET with these headers (fetch cannot send its own Host): status, headers and body. */
const get = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) =>
    http
      .get(url, { headers }, (res) => {
        let body = ''
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body }))
      })
      .on('error', reject),
  )

/** Readers of one URL for `seconds`: requests/s and p99 of every 2xx answer (to the 1/100 ms), the other answers counted. */
function readers(url: string, headers: Record<string, string>, seconds: number) {
  const latencies: number[] = []
  let other = 0
  return new Promise<{ rps: number; p99: number; other: number }>((resolve, reject) => {
    const run = autocannon({ url, duration: seconds, connections: 5, headers }, (err, r) =>
      err ? reject(err) : resolve({ rps: r.requests.average, p99: latencies.sort((a, b) => a - b)[Math.floor(latencies.length * 0.99)] ?? NaN, other }),
    )
    run.on('response', (_client, status, _bytes, time) => (status >= 200 && status < 300 ? latencies.push(time) : other++))
  })
}

/** The flooding client, in a process of its own (its writes of 10 MB do not slow the readers' measuring). */
const FLOOD = `
const autocannon = require('autocannon'), fs = require('fs')
const [url, seconds, connections, big, aliases] = process.argv.slice(1)
const post = (file) => ({ method: 'POST', path: '/cms-api/graphql', headers: { 'content-type': 'application/json' }, body: fs.readFileSync(file) })
autocannon({ url, duration: Number(seconds), connections: Number(connections), requests: [post(big), post(aliases)] }, (err, r) => {
  if (err) throw err
  process.stdout.write(JSON.stringify({ requests: r.requests.total, statuses: Object.fromEntries(Object.entries(r.statusCodeStats || {}).map(([s, v]) => [s, v.count])), errors: r.errors, timeouts: r.timeouts }))
})`

function flood(base: string, seconds: number, connections: number, files: { big: string; aliases: string }) {
  const child = spawn(process.execPath, ['-e', FLOOD, `${base}/cms-api/graphql`, String(seconds), String(connections), files.big, files.aliases], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ requests: number; statuses: Record<string, number> }>((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(output) as { requests: number; statuses: Record<string, number> }) : reject(new Error(`the flooding client exited ${code}`)))),
  )
}

export async function graphqlFlood(servers: Server[], port: number, { out, progress }: Report, { rounds }: { rounds: number }) {
  const seconds = num('BENCH_GRAPHQL_SECONDS', 10)
  const connections = num('BENCH_GRAPHQL_CONNECTIONS', 4)
  progress(`graphql: starting a server with two demo schools on port ${port}`)
  const ours = await startServer(port, { env: { SEED_DEMO: 'two-schools', TRUST_PROXY: '1', CMS_API_LIMIT: '100000000' } })
  servers.push(ours)
  const other = { host: `riverside.localhost:${port}`, 'accept-encoding': 'gzip' }
  const news = `${ours.base}/news`
  for (let i = 0; i < 20; i++) {
    const res = await get(news, other)
    if (res.status !== 200) throw new Error(`riverside's /news answered ${res.status}`)
  }
  const page = await get(news, { ...other, 'accept-encoding': 'identity' })
  if (!page.body.includes('Riverside')) throw new Error('riverside.localhost did not answer with Riverside’s /news')
  const nginx = await startNginx(port + 1, { '/news': page.body }, { '/news': page.headers })
  const dir = tempDir('graphql')
  const files = { big: path.join(dir, 'big.json'), aliases: path.join(dir, 'aliases.json') }
  fs.writeFileSync(files.big, JSON.stringify({ query: `{ meUser { ${'__typename '.repeat(1_000_000)} } }` }))
  const aliases = `{ meUser { ${Array.from({ length: 3_000 }, (_, i) => `a${i}: __typename`).join(' ')} } }`
  fs.writeFileSync(files.aliases, JSON.stringify({ query: `${aliases}\n#${'x'.repeat(99 * 1024 - aliases.length - 2)}` }))
  const sizes = `${(fs.statSync(files.big).size / 1024 / 1024).toFixed(1)} MB and ${(fs.statSync(files.aliases).size / 1024).toFixed(0)} KB`
  const rest = { ours: [] as number[], nginx: [] as number[] }
  const under = { ours: [] as number[], nginx: [] as number[] }
  const sent: Record<string, number>[] = []
  try {
    for (let i = 0; i < rounds; i++) {
      const [o, n] = await Promise.all([readers(news, other, seconds), readers(`${nginx.base}/news`, { 'accept-encoding': 'gzip' }, seconds)])
      rest.ours.push(o.p99)
      rest.nginx.push(n.p99)
      const [f, fo, fn] = await Promise.all([
        flood(ours.base, seconds, connections, files),
        readers(news, other, seconds),
        readers(`${nginx.base}/news`, { 'accept-encoding': 'gzip' }, seconds),
      ])
      under.ours.push(fo.p99)
      under.nginx.push(fn.p99)
      sent.push(f.statuses)
      progress(
        `graphql round ${i + 1}/${rounds}: p99 at rest ours ${ms(o.p99)} ms nginx ${ms(n.p99)} ms; while sending ${f.requests} documents ${JSON.stringify(f.statuses)} ours ${ms(fo.p99)} ms (${fo.rps.toFixed(0)} req/s, ${fo.other} not 2xx) nginx ${ms(fn.p99)} ms`,
      )
    }
  } finally {
    await nginx.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const oursRise = median(under.ours) / median(rest.ours)
  const nginxRise = median(under.nginx) / median(rest.nginx)
  const statuses: Record<string, number> = {}
  for (const s of sent) for (const [code, count] of Object.entries(s)) statuses[code] = (statuses[code] ?? 0) + count
  out(
    `GRAPHQL  riverside's cached /news (5 connections, gzip) and nginx serving its saved HTML (5 more), at rest and while one client (${connections} connections) posts GraphQL documents of ${sizes} in turn to the other school's /cms-api/graphql as fast as it can; ${seconds} s a window, median of ${rounds}`,
  )
  out(`  the documents sent: ${JSON.stringify(statuses)} (413: the 10 MB one, 400: the aliases)`)
  out(`  ours   p99 at rest ${ms(median(rest.ours))} ms, while sending ${ms(median(under.ours))} ms: ${oursRise.toFixed(2)}×`)
  out(`  nginx  p99 at rest ${ms(median(rest.nginx))} ms, while sending ${ms(median(under.nginx))} ms: ${nginxRise.toFixed(2)}×`)
  out(`  ours' rise / nginx's rise: ${(oursRise / nginxRise).toFixed(2)}× (target ≤ 1.2×)`)
}
