/**
 * Adding a school (`npm run school:add`, scripts/school-add.ts): the school, and its first
 * administrator, who works for it alone: invited by e-mail when the deployment sends mail, else
 * with a generated password (unless one is given) that the admin asks its owner to change at the
 * first sign-in, as for the deployment's first account. With `from`, another school's structure
 * comes with it (./outline.ts).
 */
import { randomBytes } from 'node:crypto'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { passwordProblem } from '@/lib/password'
import { addSchoolWith, forSchool, schoolForCommand } from '@/tenancy'
import { domainOf, isSchoolCode } from '@/tenancy/rules'
import { copyStructure, type Copied } from './outline'

export type NewSchool = { code: string; name: string; domains: string[]; adminEmail?: string; adminPassword?: string; from?: string }

/** What is wrong with the request, field by field (empty when nothing is). */
export function problemsOf(s: Partial<NewSchool>): string[] {
  const problems: string[] = []
  if (!isSchoolCode(s.code)) problems.push('--code: 2 to 12 letters and digits, as the old API spelled it (e.g. KSR).')
  if (!s.name?.trim()) problems.push('--name: the school’s name.')
  for (const d of s.domains ?? []) if (!domainOf(d)) problems.push(`--domain ${d}: a host name such as www.school.example.`)
  if (s.adminEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s.adminEmail)) problems.push('--admin-email: an e-mail address.')
  if (s.adminPassword !== undefined && s.adminPassword.length < 10) problems.push('--admin-password: at least 10 characters.')
  if (s.adminPassword !== undefined && s.adminEmail === undefined) problems.push('--admin-password needs --admin-email.')
  if (s.from !== undefined && !isSchoolCode(s.from)) problems.push('--from: the code of the school whose structure to copy (e.g. KSR).')
  return problems
}

/**
 * The school and its first administrator. With mail (`mail`: SMTP_URL is set) and no password
 * given, the administrator is invited: e-mailed a one-time link to choose a password, as from
 * the admin, and no password exists anywhere else (`admin.link`: that link, for the command to
 * print should the mail not reach the mail server). Without mail, a generated password is
 * returned to be shown once. `kept`: the hosts the first school keeps as its domains. `copied`:
 * what came from the `from` school (the school and its structure are added together or not at all).
 */
export async function addSchool(payload: Payload, s: NewSchool, { mail = false }: { mail?: boolean } = {}) {
  // A weak password is refused before anything is added (users' hooks would refuse it after the school).
  const weak = s.adminPassword === undefined ? null : await passwordProblem(s.adminPassword, [s.adminEmail ?? ''])
  if (weak) throw new Error(`--admin-password: ${weak}`)
  const from = s.from === undefined ? null : await schoolForCommand(payload, s.from)
  if (typeof from === 'string') throw new Error(`--from: ${from}`)
  const invite = s.adminEmail !== undefined && s.adminPassword === undefined && mail ? s.adminEmail.trim().toLowerCase() : undefined
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let added: Awaited<ReturnType<typeof addSchoolWith>>
  let copied: Copied | null = null
  try {
    added = await addSchoolWith(payload, s, { invite, req })
    if (from) copied = await copyStructure(payload, from, added.school, req)
    await commitTransaction(req)
  } catch (err) {
    await killTransaction(req)
    throw err
  }
  const { school, kept, invitation } = added
  if (!s.adminEmail) return { school, kept, copied, admin: null }
  if (invite) return { school, kept, copied, admin: { email: invite, password: null, invited: true, link: invitation } }
  const generated = !s.adminPassword
  const password = s.adminPassword ?? randomBytes(12).toString('base64url')
  const admin = await forSchool(payload, school).create({
    collection: 'users',
    data: { email: s.adminEmail, password, name: 'Administrator', role: 'admin', mustChangePassword: generated, schools: [{ school: school.id }] },
  })
  return { school, kept, copied, admin: { email: admin.email, password: generated ? password : null, invited: false, link: null } }
}
