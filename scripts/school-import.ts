/**
 * `npm run school:import -- DIR`: the school exported into DIR (npm run school:export), with
 * everything of it, into this deployment (src/features/schools/move.ts). Every running instance
 * serves it within 2 s (src/server/changes.ts).
 */
import path from 'node:path'

import { getPayload } from 'payload'

const args = process.argv.slice(2).filter((a) => a !== '--')
if (args.length !== 1 || args[0]!.startsWith('-')) {
  console.error('Usage: npm run school:import -- DIR')
  process.exit(2)
}
const dir = path.resolve(args[0]!)
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
const { env } = await import('../src/env')
const { default: config } = await import('../src/payload.config')
const { importSchool, ImportRefused } = await import('../src/features/schools/move')
const { announceChange } = await import('../src/server/changes')
const { mailHandedOver, watchMail } = await import('../src/email/smtp')
const mailed = watchMail()
const payload = await getPayload({ config })
const started = Date.now()
let code = 0
try {
  const done = await importSchool(payload, dir, { mail: Boolean(env().SMTP_URL), progress: (line) => console.log(`  ${line}`) })
  const { school, staff } = done
  console.log(
    `Imported ${school.name} (${school.code}): ${done.documents} documents and ${done.files} files in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      `${done.renamed ? ` (${done.renamed} files renamed: their names were taken here)` : ''}.`,
  )
  if (done.kept) console.log(`  ${done.kept.school} (${done.kept.code}) keeps answering where it did: ${done.kept.hosts.join(', ')} now among its domains.`)
  if (staff.joined.length) console.log(`  Accounts here that now work for it too: ${staff.joined.join(', ')}.`)
  if (staff.invited.length) {
    await mailHandedOver()
    const sent = staff.invited.filter((i) => mailed.get(i.email)?.sent)
    const unsent = staff.invited.filter((i) => !mailed.get(i.email)?.sent)
    if (sent.length) console.log(`  Staff e-mailed a link to choose a password (it works once, for 7 days): ${sent.map((i) => i.email).join(', ')}.`)
    if (unsent.length) {
      console.log('  Staff who could NOT be e-mailed: pass each their link yourself; with it they choose a password (it works once, for 7 days):')
      for (const i of unsent) console.log(`    ${i.email}   ${i.link}   (${mailed.get(i.email)?.error ?? 'the mail server did not take the e-mail'})`)
    }
  }
  if (staff.made.length) {
    console.log('  Staff accounts made. These passwords are shown only once (no mail is set up: SMTP_URL); each is asked for a new one at the first sign-in:')
    for (const m of staff.made) console.log(`    ${m.email}   ${m.password}`)
  }
  console.log(await announceChange(payload, 'school:import'))
} catch (err) {
  console.error(err instanceof ImportRefused ? `Nothing was imported: ${err.message}` : `Nothing was imported (the import was rolled back): ${(err as Error).message}`)
  code = 1
}
await payload.destroy()
process.exit(code)
