/**
 * `npm run school:export -- --code ABC DIR`: everything of one school into DIR, to move it to
 * another deployment or to give it its data when it leaves (src/features/schools/move.ts).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { getPayload } from 'payload'

const usage = 'Usage: npm run school:export -- --code ABC DIR'
let parsed
try {
  parsed = parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options: { code: { type: 'string' } }, allowPositionals: true })
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`)
  process.exit(2)
}
const { values, positionals } = parsed
if (!values.code || positionals.length !== 1) {
  console.error(usage)
  process.exit(2)
}
const dir = path.resolve(positionals[0]!)
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
const { default: config } = await import('../src/payload.config')
const { exportSchool } = await import('../src/features/schools/move')
const payload = await getPayload({ config })
const started = Date.now()
let code = 0
try {
  const manifest = await exportSchool(payload, values.code, dir, (line) => console.log(`  ${line}`))
  const documents = Object.values(manifest.collections).reduce((a, b) => a + b, 0)
  console.log(`Exported ${manifest.school.name} (${manifest.school.code}): ${documents} documents and ${manifest.files} files to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
} catch (err) {
  console.error(`Nothing was exported: ${(err as Error).message}`)
  code = 1
}
await payload.destroy()
process.exit(code)
