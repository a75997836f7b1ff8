/** `npm run content:export -- DIR [--school CODE]`: see src/content/export.ts. */
import path from 'node:path'

import { getPayload } from 'payload'

const args = process.argv.slice(2).filter((a) => a !== '--')
// The school to export, by its code: needed where the deployment serves several.
const at = args.indexOf('--school')
const school = at >= 0 ? args[at + 1] : undefined
const dir = args.find((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1))
if (!dir || (at >= 0 && !school)) {
  console.error('Usage: npm run content:export -- DIR [--school CODE]')
  process.exit(2)
}
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
const { env } = await import('../src/env')
const { default: config } = await import('../src/payload.config')
const { exportContent } = await import('../src/content/export')
const payload = await getPayload({ config })
const started = Date.now()
let exported: Awaited<ReturnType<typeof exportContent>>
try {
  exported = await exportContent(payload, path.resolve(dir), env().uploadDir, (m) => console.log(m), school)
} catch (err) {
  console.error((err as Error).message)
  await payload.destroy()
  process.exit(1)
}
const { counts, files } = exported
const records = Object.values(counts).reduce((a, b) => a + b, 0)
console.log(`Exported ${records} records and ${files} files to ${path.resolve(dir)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
await payload.destroy()
process.exit(0)
