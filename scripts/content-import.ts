/** `npm run content:import -- DIR [--replace] [--school CODE]`: see src/content/import.ts. */
import path from 'node:path'

import { getPayload } from 'payload'

const args = process.argv.slice(2).filter((a) => a !== '--')
const replace = args.includes('--replace')
// The school it is for, by its code: needed where the deployment serves several.
const at = args.indexOf('--school')
const school = at >= 0 ? args[at + 1] : undefined
const dir = args.find((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1))
if (!dir || (at >= 0 && !school)) {
  console.error('Usage: npm run content:import -- DIR [--replace] [--school CODE]')
  process.exit(2)
}
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
const { default: config } = await import('../src/payload.config')
const { importContent, formatProblem } = await import('../src/content/import')
const { announceChange } = await import('../src/server/changes')
const payload = await getPayload({ config })
const started = Date.now()
const result = await importContent(payload, path.resolve(dir), { replace, school, progress: (m) => console.log(m) })
if (!result.ok) {
  console.error(`Nothing was imported: ${result.problems.length} problem(s) in ${path.resolve(dir)}:`)
  for (const p of result.problems) console.error(`  ${formatProblem(p)}`)
  await payload.destroy()
  process.exit(1)
}
console.log(
  `Imported in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.created} created, ${result.updated} updated, ${result.deleted} removed, ${result.uploaded} files.`,
)
console.log(await announceChange(payload, 'content:import'))
await payload.destroy()
process.exit(0)
