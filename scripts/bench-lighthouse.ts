/**
 * `npm run bench:lighthouse [-- /path]`: Lighthouse in mobile mode (its default
 * throttling) against the production server, using Debian's Chromium. Prints figures; it
 * is a benchmark, not a test. Set BENCH_URL to measure a server that is already running;
 * otherwise `npm start`'s server is started on port 3400 with the configured data.
 * BENCH_JSON=file also writes Lighthouse's full report there.
 */
import { spawn } from 'node:child_process'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'

import { root } from './lib'

const path = process.argv[2] ?? '/'
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const ownServer = !process.env.BENCH_URL
const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3400'

async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`)
}

const server = ownServer
  ? spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '3400', NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    })
  : null

try {
  await waitFor(`${base}${path}`, 15 * 60_000)
  for (let i = 0; i < 3; i++) await fetch(`${base}${path}`) // warm the caches
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...(process.env.BENCH_FLAGS ? process.env.BENCH_FLAGS.split(' ') : []), '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    // This machine is noisy (two cores shared with the server): run several times and
    // report the run with the median performance score.
    const runs: Result[] = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (!result) throw new Error('Lighthouse returned no result')
      runs.push(result.lhr)
    }
    const perf = (r: Result) => r.categories.performance?.score ?? 0
    const lhr = [...runs].sort((a, b) => perf(a) - perf(b))[Math.floor(runs.length / 2)]!
    const { categories, audits } = lhr
    if (process.env.BENCH_JSON) (await import('node:fs')).writeFileSync(process.env.BENCH_JSON, JSON.stringify(lhr))
    console.log(`Performance of the ${RUNS} runs: ${runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join(', ')}; the median run:`)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    type Req = { resourceType?: string; transferSize?: number }
    const requests = ((audits['network-requests']?.details as { items?: Req[] } | undefined)?.items ?? []) as Req[]
    const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0)
    const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`
    console.log(`Lighthouse (mobile) ${base}${path}`)
    console.log(`  performance     ${score('performance')}`)
    console.log(`  accessibility   ${score('accessibility')}`)
    console.log(`  best-practices  ${score('best-practices')}`)
    console.log(`  seo             ${score('seo')}`)
    console.log(`  LCP             ${((audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} s`)
    console.log(`  FCP             ${((audits['first-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} s`)
    console.log(`  TBT             ${(audits['total-blocking-time']?.numericValue ?? 0).toFixed(0)} ms`)
    console.log(`  CLS             ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}`)
    console.log(`  total transfer  ${kb(audits['total-byte-weight']?.numericValue ?? 0)}`)
    console.log(`  JS transfer     ${kb(jsBytes)}`)
    for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
      const failing = categories[id]?.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => ref.id)
      if (failing?.length) console.log(`  ${id} below 0.9: ${failing.join(', ')}`)
    }
  } finally {
    chrome.kill()
  }
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
}
