/**
 * `npm run compliance`: runs the compliance monitor's checks now and prints what they find,
 * red first. `npm run compliance -- --record` also records the result for the dashboard and
 * e-mails the administrators about new red findings, as the daily job does.
 * Exits with 1 when there is a red finding, so a scheduler or CI can act on it.
 */
import { getPayload } from 'payload'

const record = process.argv.includes('--record')
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
const { default: config } = await import('../src/payload.config')
const { runChecks } = await import('../src/compliance/checks')
const { runComplianceMonitor } = await import('../src/compliance/monitor')
const { bySeverity } = await import('../src/lib/compliance')
const payload = await getPayload({ config })
const run = record ? await runComplianceMonitor(payload) : { findings: await runChecks(payload), emailed: [] as string[] }
const { red, amber } = bySeverity(run.findings)
for (const [title, list] of [
  ['Fix now', red],
  ['To review', amber],
] as const) {
  if (!list.length) continue
  console.log(`\n${title} (${list.length}):`)
  for (const f of list) console.log(`- ${f.message}${f.href ? `\n  ${f.href}` : ''}`)
}
if (!red.length && !amber.length) console.log('All clear: nothing to fix or review.')
if (record) console.log(`\nRecorded for the dashboard.${run.emailed.length ? ` E-mailed ${run.emailed.length} administrator(s).` : ''}`)
await payload.destroy()
process.exit(red.length ? 1 : 0)
