/**
 * `npm run bench:api`: autocannon against the public JSON API on 127.0.0.1, 10 s and 50
 * connections per endpoint (BENCH_SECONDS, BENCH_CONNECTIONS): news, all albums, and one
 * gallery photo. Prints requests/s and latency; a benchmark, not a test. Set BENCH_URL to
 * measure a running server; otherwise `npm start`'s server is started on port 3401.
 */
import autocannon from 'autocannon'

import { startBenchServer, waitFor } from '../lib'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3401'
if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(base)) throw new Error('Load tests run against 127.0.0.1 only.')
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)

const server = process.env.BENCH_URL ? null : startBenchServer(3401)
try {
  await waitFor(`${base}/api/news/KSR`, 15 * 60_000)
  const profile = (await (await fetch(`${base}/api/openapi.json`)).json()) as { info: { title: string } }
  const albums = (await (await fetch(`${base}/api/gallery/All/KSR`)).json()) as { attachments: string[] }[]
  const photo = albums.find((a) => a.attachments.length)?.attachments[0]
  if (!photo) throw new Error('No gallery photo to fetch')
  const targets = ['/api/news/KSR', '/api/gallery/All/KSR', `/api/image/${photo}`]
  console.log(`${profile.info.title}: ${duration} s, ${connections} connections each, ${base}`)
  for (const path of targets) {
    for (let i = 0; i < 5; i++) await fetch(`${base}${path}`) // warm the caches
    const r = await autocannon({ url: `${base}${path}`, duration, connections })
    const errors = r.errors + r.timeouts + r.non2xx
    console.log(
      `${path.padEnd(56)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   ${(r.throughput.average / 1024 / 1024).toFixed(1)} MB/s   errors ${errors}`,
    )
  }
} finally {
  server?.stop()
}
