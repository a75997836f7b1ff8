/** `npm run content:export -- DIR`: see src/content/export.ts. */
import path from 'node:path'

import { getPayload } from 'payload'

const dir = process.argv.slice(2).find((a) => a !== '--')
if (!dir) {
  console.error('Usage: npm run content:export -- DIR')
  process.exit(2)
}
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
const { env } = await import('../src/env')
const { default: config } = await import('../src/payload.config')
const { exportContent } = await import('../src/content/export')
const payload = await getPayload({ config })
const started = Date.now()
const { counts, files } = await exportContent(payload, path.resolve(dir), env().uploadDir, (m) => console.log(m))
const records = Object.values(counts).reduce((a, b) => a + b, 0)
console.log(`Exported ${records} records and ${files} files to ${path.resolve(dir)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
await payload.destroy()
process.exit(0)
