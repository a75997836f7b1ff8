/**
 * Two sections of `npm run bench` (scripts/bench/index.ts), both on the bench's own server
 * (TRUST_PROXY=1, so X-Forwarded-For stands for many visitors):
 *
 *   pressure  cached `/news` (10 connections) at rest, and while BENCH_PRESSURE_RATE (40)
 *             renders a second that the cache cannot answer (`/news?page=N`, N never asked
 *             before) arrive, each from an address of its own; rounds alternate; medians, and
 *             p99 under pressure / at rest (target ≤ 2×).
 *   soak      BENCH_SOAK_SECONDS (600) of mixed load at 20 connections: pages and the API,
 *             and half the requests a search, from many addresses: 400 phrases people repeat
 *             (drawn as people ask, a few often, most rarely: Zipf), 1 search in 10 a phrase
 *             never asked before. The resident memory of `npm start`'s processes every 10 s;
 *             its level after the first 2 minutes (target: within 50 MB), and the share of
 *             repeated searches the cache answered (HIT or STALE) after the first 2 minutes.
 */
import { load, median, ms, processTree, type Load, type MakeRequest, type Server } from './lib'

type Report = { out: (line?: string) => void; progress: (message: string) => void }

const GZIP = { 'accept-encoding': 'gzip' }
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`

/** A fresh address for each call: 10.x.y.z, from a counter of its own per section. */
function addresses(first: number) {
  let k = 0
  return () => {
    k++
    return `${first}.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`
  }
}

export async function pressure(ours: Server, { out, progress }: Report, { seconds, rounds }: { seconds: number; rounds: number }) {
  const rate = Number(process.env.BENCH_PRESSURE_RATE ?? 40)
  const cached = `${ours.base}/news`
  for (let i = 0; i < 20; i++) await (await fetch(cached, { headers: GZIP })).arrayBuffer()
  const address = addresses(11)
  let page = 1000 + Math.floor(Math.random() * 100_000)
  const uncached: MakeRequest = () => ({ path: `/news?page=${page++}`, headers: { 'x-forwarded-for': address() } })
  const rest: Load[] = []
  const under: Load[] = []
  const renders: Load[] = []
  for (let i = 0; i < rounds; i++) {
    rest.push(await load(cached, { seconds, connections: 10, headers: GZIP }))
    const [readers, misses] = await Promise.all([
      load(cached, { seconds, connections: 10, headers: GZIP }),
      // Connections enough for the rate though each request may wait its 2 s in the budget's queue.
      load(`${ours.base}/news`, { seconds, connections: Math.ceil(rate * 3), headers: GZIP, next: uncached, rate }),
    ])
    under.push(readers)
    renders.push(misses)
    progress(
      `pressure round ${i + 1}/${rounds}: /news p99 at rest ${ms(rest.at(-1)!.p99)} ms, under ${misses.rps.toFixed(0)} renders/s ${ms(readers.p99)} ms; the renders' answers ${JSON.stringify(misses.statuses)}`,
    )
  }
  const p99Rest = median(rest.map((r) => r.p99))
  const p99Under = median(under.map((r) => r.p99))
  out(`PRESSURE  cached /news (10 connections, gzip) at rest and while ~${rate} uncached renders a second arrive from as many addresses; ${seconds} s a run, median of ${rounds}`)
  out(`  at rest           ${median(rest.map((r) => r.rps)).toFixed(0)} req/s  p50 ${ms(median(rest.map((r) => r.p50)))} ms  p99 ${ms(p99Rest)} ms`)
  out(`  under pressure    ${median(under.map((r) => r.rps)).toFixed(0)} req/s  p50 ${ms(median(under.map((r) => r.p50)))} ms  p99 ${ms(p99Under)} ms`)
  const statuses: Record<string, number> = {}
  for (const r of renders) for (const [s, n] of Object.entries(r.statuses)) statuses[s] = (statuses[s] ?? 0) + n
  out(`  the uncached requests: ${median(renders.map((r) => r.rps)).toFixed(1)} a second, answered ${JSON.stringify(statuses)}`)
  out(`  p99 under pressure / at rest: ${(p99Under / p99Rest).toFixed(2)}× (target ≤ 2×)`)
}

/** 400 phrases a school's visitors search for. */
const PHRASES = (() => {
  const what = ['admission', 'fee', 'uniform', 'timings', 'holiday', 'exam', 'result', 'transport', 'syllabus', 'circular', 'sports', 'library', 'hostel', 'canteen', 'library card', 'tc', 'toppers', 'events', 'principal', 'scholarship']
  const which = ['class 1', 'class 5', 'class 6', 'class 9', 'class 10', 'class 11', 'class 12', 'nursery', '2025', '2026', 'form', 'date', 'list', 'notice', 'pdf', 'online', 'last date', 'schedule', 'hindi', 'science']
  return what.flatMap((a) => which.map((b) => `${a} ${b}`))
})()

/** A phrase as visitors ask them: rank r with weight 1/r (Zipf). */
function zipf(n: number) {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1))
  const total = weights.reduce((a, b) => a + b, 0)
  const cumulative: number[] = []
  let sum = 0
  for (const w of weights) cumulative.push((sum += w / total))
  return () => {
    const x = Math.random()
    let lo = 0
    let hi = n - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid]! < x) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}

export async function soak(ours: Server, { out, progress }: Report, { seconds }: { seconds: number }) {
  const warmUp = Math.min(120, seconds / 5)
  const pages = ['/', '/news', '/api/news/KSR', '/events', '/gallery', '/about-school']
  const pick = zipf(PHRASES.length)
  const address = addresses(12)
  let n = 0
  let oneOff = 0
  const next: MakeRequest = () => {
    n++
    const headers = { 'x-forwarded-for': address() }
    if (n % 2) return { path: pages[n % pages.length]!, headers }
    if (n % 20 === 0) return { path: `/search?q=${encodeURIComponent(`once ${process.pid} ${oneOff++}`)}`, headers }
    return { path: `/search?q=${encodeURIComponent(PHRASES[pick()]!)}`, headers }
  }
  const started = Date.now()
  const searches = { answered: 0, hits: 0 }
  const answered = (path: string, _status: number, headers: Record<string, string>) => {
    if (!path.startsWith('/search?') || path.includes('once%20') || Date.now() - started < warmUp * 1000) return
    searches.answered++
    if (headers['x-cache'] === 'HIT' || headers['x-cache'] === 'STALE') searches.hits++
  }
  const samples: { at: number; kb: number }[] = []
  const sample = () => samples.push({ at: (Date.now() - started) / 1000, kb: processTree(ours.pid).reduce((a, p) => a + p.rssKb, 0) })
  sample()
  const timer = setInterval(sample, 10_000)
  progress(`soak: ${seconds} s of pages, the API and searches from many addresses`)
  let run: Load
  try {
    run = await load(`${ours.base}/`, { seconds, connections: 20, headers: GZIP, next, answered })
  } finally {
    clearInterval(timer)
  }
  sample()
  const settled = samples.filter((s) => s.at >= warmUp)
  const kbs = settled.map((s) => s.kb)
  const level = Math.max(...kbs) - Math.min(...kbs)
  const atWarm = settled[0]!
  const last = samples.at(-1)!
  out(`SOAK  ${seconds} s, 20 connections, ${run.rps.toFixed(0)} req/s (half searches: 400 repeated phrases, Zipf, and 1 in 10 never asked before), errors ${run.errors} ${JSON.stringify(run.statuses)}`)
  const perMinute = samples.filter((s, i) => i === 0 || Math.floor(s.at / 60) !== Math.floor(samples[i - 1]!.at / 60) || s === last)
  out(`  RSS of npm start's processes: ${perMinute.map((s) => `${Math.round(s.at)} s ${mb(s.kb)}`).join(', ')}`)
  out(`  after ${warmUp} s: ${mb(atWarm.kb)}; at the end ${mb(last.kb)}; highest minus lowest since ${warmUp} s: ${mb(level)} (target ≤ 50 MB)`)
  out(
    `  repeated searches answered from the cache after ${warmUp} s: ${searches.answered ? ((100 * searches.hits) / searches.answered).toFixed(1) : '-'}% of ${searches.answered}`,
  )
}
