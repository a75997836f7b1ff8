/**
 * `npm run school:add -- --code ABC --name "…" [--domain abc.example …] [--admin-email … [--admin-password …]]`:
 * a new school and its first administrator (src/features/schools/add.ts). A running site
 * serves it at once.
 */
import { parseArgs } from 'node:util'

import { getPayload } from 'payload'

const usage = 'Usage: npm run school:add -- --code ABC --name "School name" [--domain abc.example …] [--admin-email a@b.c [--admin-password …]]'
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
}
const problems = problemsOf(request)
if (problems.length) {
  console.error(`Nothing was added:\n  ${problems.join('\n  ')}\n${usage}`)
  process.exit(2)
}
const { env } = await import('../src/env')
const { default: config } = await import('../src/payload.config')
const { clearPageCaches } = await import('../src/data/clearCache')
const payload = await getPayload({ config })
try {
  const { school, admin } = await addSchool(payload, request)
  console.log(`Added ${school.name} (${school.code})${school.domains.length ? ` on ${school.domains.join(', ')}` : ''}.`)
  if (admin?.password) {
    console.log('  Its first administrator. This password is shown only once; the admin asks for a new one at the first sign-in:')
    console.log(`    e-mail:   ${admin.email}`)
    console.log(`    password: ${admin.password}`)
  } else if (admin) console.log(`  Its first administrator: ${admin.email}.`)
} catch (err) {
  const details = (err as { data?: { errors?: { message: string }[] } }).data?.errors?.map((e) => e.message) ?? [(err as Error).message]
  console.error(`Nothing was added: ${details.join(' ')}`)
  await payload.destroy()
  process.exit(1)
}
await clearPageCaches(env().SERVER_URL ?? `http://127.0.0.1:${env().PORT}`)
await payload.destroy()
process.exit(0)
