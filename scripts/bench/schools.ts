/**
 * `npm run bench:schools`: many schools in one deployment (docs/decisions/0012, 0013), a
 * benchmark that prints figures, never a test.
 *
 * 1. A demo server on a fresh SQLite folder gives the demo school's content in the old API's
 *    shapes (`content:export`): what one school of demo size holds.
 * 2. A server on PostgreSQL (BENCH_DB=postgres, the default; a private cluster on loopback) or
 *    SQLite (BENCH_DB=sqlite) with the demo school, then BENCH_SCHOOLS (default 200 on
 *    PostgreSQL, 20 on SQLite) schools in all: each added and given that content, in this
 *    process (`addSchool` + `importContent --school`), timed one by one.
 * 3. Cached pages (`/`, `/news`) at 50 connections for BENCH_SECONDS (15): at one school's
 *    host, then spread over every school's host (each request a school of its own); medians of
 *    BENCH_ROUNDS (3), and all/one (target ≥ 0.8).
 * 4. The resident memory of `npm start`'s process tree after BENCH_SOAK_SECONDS (300) of the
 *    spread load (target ≤ 600 MB), and what a process per school would need: the tree's
 *    memory with one school, times the number of schools.
 *
 * Progress goes to stderr, the table to stdout at the end.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { PostgresCluster } from '../../tests/servers/postgres'
import { commandArgs } from '../lib'
import { load, median, processTree, root, serverEnv, startServer, tempDir, timedGet, type Server } from './lib'
import { routes } from '../../src/lib/routes'

const DB = process.env.BENCH_DB === 'sqlite' ? 'sqlite' : 'postgres'
const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? (DB === 'sqlite' ? 20 : 200))
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300)
const PORT = Number(process.env.BENCH_PORT ?? 3490)
const progress = (m: string) => console.error(`[bench:schools] ${m}`)
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`
const treeKb = (s: Server) => processTree(s.pid).reduce((n, p) => n + p.rssKb, 0)

/** A project command against a server's data folder and database; resolves with its output. */
function command(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...commandArgs(path.basename(script, '.ts')), ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d))
    child.stderr.on('data', (d: Buffer) => (out += d))
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} exited with ${code}:\n${out}`))))
  })
}

const hostOf = (i: number) => (i === 0 ? '127.0.0.1' : `s${i}.bench.example`)
const PATHS = [routes.home, routes.news]

async function main() {
  const secret = randomBytes(24).toString('hex')
  // 1. One demo school's content, in the old API's shapes.
  const exported = tempDir('schools-export')
  {
    const demo = await startServer(PORT, { env: { PAYLOAD_SECRET: secret } })
    progress('exporting the demo school')
    await command('scripts/content-export.ts', [exported], { ...serverEnv(PORT, demo.dataDir), PAYLOAD_SECRET: secret })
    await demo.stop()
  }

  // 2. The deployment: the demo school, and the others added and imported here.
  const cluster = DB === 'postgres' ? new PostgresCluster(tempDir('schools-pg'), ['site']) : null
  await cluster?.start()
  const env: Record<string, string> = {
    PAYLOAD_SECRET: secret,
    SEED_DEMO: 'always',
    // Every request here comes from 127.0.0.1: its renders are not limited.
    RENDER_LIMIT: '100000000',
    RESPONSE_CACHE_MB: String(Math.max(64, Math.ceil((SCHOOLS * PATHS.length * 150) / 1024))),
    ...(cluster ? { DATABASE_URL: cluster.url('site') } : {}),
  }
  const server = await startServer(PORT + 1, { env })
  Object.assign(process.env, serverEnv(PORT + 1, server.dataDir), env)
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../src/payload.config')
  const { addSchool } = await import('../../src/features/schools/add')
  const { importContent } = await import('../../src/content/import')
  const { announceChange, CHANGE_LOOK_MS } = await import('../../src/server/changes')
  const payload = await getPayload({ config })
  const { allSchools } = await import('../../src/tenancy')
  await allSchools(payload, 'adding and removing schools').update({ collection: 'schools', where: { code: { equals: 'KSR' } }, data: { domains: [{ domain: hostOf(0) }, { domain: 'localhost' }] } })
  const times: number[] = []
  for (let i = 1; i < SCHOOLS; i++) {
    const started = Date.now()
    await addSchool(payload, { code: `S${i}`, name: `Bench School ${i}`, domains: [hostOf(i)] })
    const result = await importContent(payload, exported, { school: `S${i}` })
    if (!result.ok) throw new Error(`Import into S${i} failed: ${JSON.stringify(result.problems[0])}`)
    times.push(Date.now() - started)
    if (i % 10 === 0 || i === SCHOOLS - 1) progress(`${i + 1}/${SCHOOLS} schools, median ${(median(times) / 1000).toFixed(1)} s each`)
  }
  // The server hears of the new schools through the database within two looks.
  await announceChange(payload, 'bench:schools')
  await new Promise((r) => setTimeout(r, 2 * CHANGE_LOOK_MS + 500))
  await payload.destroy()

  // 3. Cached pages at one school, then over all of them (each page rendered once first).
  const firstAnswers: Record<string, number> = {}
  for (let i = 0; i < SCHOOLS; i++) {
    for (const p of PATHS) {
      const { status } = await timedGet(`${server.base}${p}`, { host: hostOf(i) })
      firstAnswers[status] = (firstAnswers[status] ?? 0) + 1
    }
  }
  progress(`first answers by status: ${JSON.stringify(firstAnswers)}`)
  let n = 0
  const one = () => ({ path: PATHS[n++ % PATHS.length]!, headers: { host: hostOf(0) } })
  const all = () => {
    const k = n++
    return { path: PATHS[k % PATHS.length]!, headers: { host: hostOf(Math.floor(k / PATHS.length) % SCHOOLS) } }
  }
  const single: number[] = []
  const spread: number[] = []
  const statuses: Record<string, number> = {}
  for (let r = 0; r < ROUNDS; r++) {
    progress(`round ${r + 1}/${ROUNDS}: one school, then all ${SCHOOLS}`)
    single.push((await load(`${server.base}/`, { seconds: SECONDS, next: one })).rps)
    const run = await load(`${server.base}/`, { seconds: SECONDS, next: all })
    spread.push(run.rps)
    for (const [code, count] of Object.entries(run.statuses)) statuses[code] = (statuses[code] ?? 0) + count
  }
  progress(`answers over all schools by status: ${JSON.stringify(statuses)}`)

  // 4. Memory after a soak spread over every school.
  progress(`soak: ${SOAK_SECONDS} s over all schools`)
  await load(`${server.base}/`, { seconds: SOAK_SECONDS, next: all })
  const rss = treeKb(server)
  await server.stop()
  cluster?.stop()

  // A process per school: one school's server tree, after the same kind of load.
  const alone = await startServer(PORT + 2, { env: { PAYLOAD_SECRET: secret, RENDER_LIMIT: '100000000' } })
  await load(`${alone.base}/`, { seconds: Math.min(SOAK_SECONDS, 60), paths: PATHS })
  const perSchool = treeKb(alone)
  await alone.stop()
  fs.rmSync(exported, { recursive: true, force: true })

  const rows: [string, string, string][] = [
    ['schools (database)', `${SCHOOLS} (${DB})`, ''],
    ['add + import one school (median, in the running deployment)', `${(median(times) / 1000).toFixed(1)} s`, 'target ≤ 10 s'],
    ['cached pages, one school (req/s, median)', median(single).toFixed(0), ''],
    [`cached pages over all ${SCHOOLS} schools (req/s, median)`, median(spread).toFixed(0), ''],
    ['all / one', (median(spread) / median(single)).toFixed(2), 'target ≥ 0.8'],
    [`RSS of the npm start tree after ${SOAK_SECONDS} s over all schools`, mb(rss), 'target ≤ 600 MB'],
    ['a process per school instead (one school’s tree × schools)', mb(perSchool * SCHOOLS), `${mb(perSchool)} each`],
  ]
  console.log(rows.map((r) => `| ${r.join(' | ')} |`).join('\n'))
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
