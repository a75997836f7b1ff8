/**
 * `npm run compliance`: runs the compliance monitor's checks now for every school served (or
 * one: `-- --school CODE`) and prints what they find, school by school, red first.
 * `npm run compliance -- --record` also records each school's result for its dashboard and
 * e-mails its administrators about new red findings, as the daily job does.
 * Exits with 1 when there is a red finding, so a scheduler or CI can act on it.
 */
import { getPayload } from 'payload'

const record = process.argv.includes('--record')
const at = process.argv.indexOf('--school')
const code = at >= 0 ? process.argv[at + 1] : undefined
if (at >= 0 && (!code || code.startsWith('--'))) {
  console.error('Usage: npm run compliance -- [--school CODE] [--record]')
  process.exit(2)
}
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
const { default: config } = await import('../src/payload.config')
const { runChecks } = await import('../src/features/compliance/checks')
const { runComplianceMonitor } = await import('../src/features/compliance/monitor')
const { schoolsList } = await import('../src/tenancy')
const { bySeverity } = await import('../src/features/compliance/rules')
const payload = await getPayload({ config })

const schools = (await schoolsList(payload)).filter((s) => (code ? s.code === code : s.status === 'active'))
if (code && !schools.length) {
  console.error(`No school has the code ${code} (the list: Vendor → Schools in the admin).`)
  await payload.destroy()
  process.exit(2)
}
if (!schools.length) console.log('No school is served here yet.')

let anyRed = false
// One school after the other: one school's content in memory at a time.
for (const school of schools) {
  const run = record ? await runComplianceMonitor(payload, school) : { findings: await runChecks(payload, { school: school.id }), emailed: [] as string[] }
  const { red, amber } = bySeverity(run.findings)
  anyRed ||= red.length > 0
  console.log(`\n${school.name} (${school.code})`)
  for (const [title, list] of [
    ['Fix now', red],
    ['To review', amber],
  ] as const) {
    if (!list.length) continue
    console.log(`\n${title} (${list.length}):`)
    for (const f of list) console.log(`- ${f.message}${f.href ? `\n  ${f.href}` : ''}`)
  }
  if (!red.length && !amber.length) console.log('All clear: nothing to fix or review.')
  if (record) console.log(`Recorded for the dashboard.${run.emailed.length ? ` E-mailed ${run.emailed.length} administrator(s).` : ''}`)
}
await payload.destroy()
process.exit(anyRed ? 1 : 0)
