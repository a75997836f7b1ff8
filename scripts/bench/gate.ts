/**
 * `npm run bench:gate` (prints figures; not a test): what the tenancy layer costs a read
 * (src/tenancy). On a fresh SQLite file with the demo school and a second one, the same read of
 * one school's latest 10 news items (depth 0) is timed three ways, interleaved, in the same
 * process:
 *
 * - the adapter's own read (`payload.db.find`): the reference, with no hooks and no access;
 * - a visitor's read, as the site makes it (`overrideAccess: false`, the page's school named);
 * - a privileged read through the gate (`forSchool(payload, school).find`).
 *
 * The three take turns read by read. Prints the median time per read of each over BENCH_ROUNDS
 * rounds (3) of BENCH_READS reads (2000), and each as a ratio to the reference.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { median } from './lib'

const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const reads = Number(process.env.BENCH_READS ?? 2000)

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-bench-gate-'))
Object.assign(process.env, { NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'error' })
delete process.env.DATABASE_URL

const { getPayload } = await import('payload')
const { default: config } = await import('../../src/payload.config')
const { seed } = await import('../../src/seed')
const { seedSecondSchool } = await import('../../src/seed/second')
const { forSchool, readFor, schoolForCommand } = await import('../../src/tenancy')

const payload = await getPayload({ config })
try {
  process.stdout.write('Seeding two schools… ')
  await seed(payload)
  await seedSecondSchool(payload)
  console.log('done.')
  const school = await schoolForCommand(payload, 'KSR')
  if (typeof school === 'string') throw new Error(school)
  const gate = forSchool(payload, school)
  const query = { collection: 'news' as const, sort: '-fromDate', limit: 10, depth: 0 }

  const ways: Record<string, () => Promise<unknown>> = {
    // The reference: the database adapter itself, as the gate and the access rules end in it.
    // eslint-disable-next-line tenancy/privileged-through-gate -- the bench's reference read, past every rule on purpose
    adapter: () => payload.db.find({ collection: 'news', where: { school: { equals: school.id } }, sort: '-fromDate', limit: 10 }),
    visitor: () => payload.find({ ...query, overrideAccess: false, draft: false, context: readFor(school) }),
    gate: () => gate.find(query),
  }
  const perRead: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((k) => [k, []]))
  for (const read of Object.values(ways)) for (let i = 0; i < 200; i++) await read() // warm up
  // The three take turns read by read, so that whatever else the machine does falls on each alike.
  for (let round = 1; round <= rounds; round++) {
    const spent: Record<string, number> = Object.fromEntries(Object.keys(ways).map((k) => [k, 0]))
    for (let i = 0; i < reads; i++) {
      for (const [name, read] of Object.entries(ways)) {
        const started = performance.now()
        await read()
        spent[name]! += performance.now() - started
      }
    }
    for (const name of Object.keys(ways)) perRead[name]!.push((spent[name]! * 1000) / reads)
    console.log(`round ${round}: ${Object.entries(perRead).map(([k, v]) => `${k} ${v.at(-1)!.toFixed(0)} µs`).join(', ')}`)
  }
  const reference = median(perRead.adapter!)
  console.log(`\nMedian of ${rounds} rounds of ${reads} reads (10 news items, depth 0):`)
  for (const [name, times] of Object.entries(perRead)) {
    console.log(`  ${name.padEnd(8)} ${median(times).toFixed(0).padStart(6)} µs per read   ${(median(times) / reference).toFixed(2)}× the adapter's`)
  }
  console.log(`  the gate against a visitor's read: ${(median(perRead.gate!) / median(perRead.visitor!)).toFixed(2)}×`)
} finally {
  await payload.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(0)
