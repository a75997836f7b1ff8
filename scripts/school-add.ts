/**
 * `npm run school:add -- --code ABC --name "…" [--domain abc.example …] [--admin-email … [--admin-password …]] [--from CODE]`:
 * a new school and its first administrator (src/features/schools/add.ts), invited by e-mail when
 * SMTP_URL is set; with `--from`, the outlines of another school's pages and its category lists,
 * never its content (src/features/schools/outline.ts). Every running instance serves it within
 * 2 s (src/server/changes.ts).
 */
import { parseArgs } from 'node:util'

import { getPayload } from 'payload'

const usage = 'Usage: npm run school:add -- --code ABC --name "School name" [--domain abc.example …] [--admin-email a@b.c [--admin-password …]] [--from CODE]'
let values
try {
  ;({ values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      code: { type: 'string' },
      name: { type: 'string' },
      domain: { type: 'string', multiple: true },
      'admin-email': { type: 'string' },
      'admin-password': { type: 'string' },
      from: { type: 'string' },
    },
  }))
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`)
  process.exit(2)
}
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
const { addSchool, problemsOf } = await import('../src/features/schools/add')
const request = {
  code: values.code ?? '',
  name: values.name ?? '',
  domains: values.domain ?? [],
  adminEmail: values['admin-email'],
  adminPassword: values['admin-password'],
  from: values.from,
}
const problems = problemsOf(request)
if (problems.length) {
  console.error(`Nothing was added:\n  ${problems.join('\n  ')}\n${usage}`)
  process.exit(2)
}
const { env } = await import('../src/env')
const { default: config } = await import('../src/payload.config')
const { announceChange } = await import('../src/server/changes')
const { mailHandedOver, watchMail } = await import('../src/email/smtp')
const mailed = watchMail()
const payload = await getPayload({ config })
try {
  const { school, admin, kept, copied } = await addSchool(payload, request, { mail: Boolean(env().SMTP_URL) })
  console.log(`Added ${school.name} (${school.code})${school.domains.length ? ` on ${school.domains.join(', ')}` : ''}.`)
  if (copied)
    console.log(
      `  From ${request.from}: the outlines of ${copied.pages.length} pages (${copied.pages.join(', ') || 'none had lists'}), not on the site until its staff fill them in and save them, ` +
        `and ${copied.categories} categories. Nothing else of ${request.from}'s was copied.`,
    )
  if (kept)
    console.log(
      `  ${kept.school} (${kept.code}) keeps answering where it did: ${kept.hosts.join(', ')} ${kept.hosts.length === 1 ? 'is' : 'are'} now among its domains ` +
        '(Vendor → Schools in the admin; remove any that is not its own).',
    )
  if (admin?.invited) {
    await mailHandedOver()
    const outcome = mailed.get(admin.email)
    if (outcome?.sent) console.log(`  Its first administrator, ${admin.email}, has been e-mailed a link to choose a password (it works once, for 7 days).`)
    else {
      console.log(`  Its first administrator, ${admin.email}, could NOT be e-mailed (${outcome?.error ?? 'the mail server did not take the e-mail'}).`)
      console.log('  Pass this link on to them yourself; with it they choose their password (it works once, for 7 days):')
      console.log(`    ${admin.link ?? '(no link was made: ask them to use "Forgot password?" on the sign-in page)'}`)
    }
  } else if (admin?.password) {
    console.log('  Its first administrator. This password is shown only once (no mail is set up: SMTP_URL); the admin asks for a new one at the first sign-in:')
    console.log(`    e-mail:   ${admin.email}`)
    console.log(`    password: ${admin.password}`)
  } else if (admin) console.log(`  Its first administrator: ${admin.email}.`)
} catch (err) {
  const details = (err as { data?: { errors?: { message: string }[] } }).data?.errors?.map((e) => e.message) ?? [(err as Error).message]
  console.error(`Nothing was added: ${details.join(' ')}`)
  await payload.destroy()
  process.exit(1)
}
console.log(await announceChange(payload, 'school:add'))
await payload.destroy()
process.exit(0)
