/**
 * `npm run school:delete -- --code ABC --confirm "School name"`: deletes a school and everything
 * of it, its files included (src/features/schools/remove.ts). The confirmation must repeat the
 * school's name exactly; without it, nothing is deleted and the command says what to type.
 */
import { parseArgs } from 'node:util'

import { getPayload } from 'payload'

const usage = 'Usage: npm run school:delete -- --code ABC --confirm "School name"'
let values
try {
  ;({ values } = parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options: { code: { type: 'string' }, confirm: { type: 'string' } } }))
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`)
  process.exit(2)
}
if (!values.code) {
  console.error(usage)
  process.exit(2)
}
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
const { default: config } = await import('../src/payload.config')
const { DeletionRefused, removeSchool } = await import('../src/features/schools/remove')
const { announceChange } = await import('../src/server/changes')
const payload = await getPayload({ config })
let code = 0
try {
  const removed = await removeSchool(payload, values.code, values.confirm)
  console.log(`Deleted ${removed.school}: ${removed.documents} documents and their files, ${removed.accounts} staff accounts changed or removed.`)
  console.log(await announceChange(payload, 'school:delete'))
} catch (err) {
  // Refused: nothing was touched. Stopped later: what was deleted stays deleted, and the same
  // command deletes the rest (the school is the last thing to go).
  console.error(
    err instanceof DeletionRefused
      ? `Nothing was deleted: ${err.message}`
      : `The deletion stopped part-way: ${(err as Error).message}\nRun the same command again to delete the rest.`,
  )
  code = 1
}
await payload.destroy()
process.exit(code)
