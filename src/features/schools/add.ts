/**
 * Adding a school (`npm run school:add`, scripts/school-add.ts): the school, and its first
 * administrator, who works for it alone: invited by e-mail when the deployment sends mail, else
 * with a generated password (unless one is given) that the admin asks its owner to change at the
 * first sign-in, as for the deployment's first account.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { passwordProblem } from '@/lib/password'
import { addSchoolWith, forSchool } from '@/tenancy'
import { domainOf, isSchoolCode } from '@/tenancy/rules'

export type NewSchool = { code: string; name: string; domains: string[]; adminEmail?: string; adminPassword?: string }

/** What is wrong with the request, field by field (empty when nothing is). */
export function problemsOf(s: Partial<NewSchool>): string[] {
  const problems: string[] = []
  if (!isSchoolCode(s.code)) problems.push('--code: 2 to 12 letters and digits, as the old API spelled it (e.g. KSR).')
  if (!s.name?.trim()) problems.push('--name: the school’s name.')
  for (const d of s.domains ?? []) if (!domainOf(d)) problems.push(`--domain ${d}: a host name such as www.school.example.`)
  if (s.adminEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s.adminEmail)) problems.push('--admin-email: an e-mail address.')
  if (s.adminPassword !== undefined && s.adminPassword.length < 10) problems.push('--admin-password: at least 10 characters.')
  if (s.adminPassword !== undefined && s.adminEmail === undefined) problems.push('--admin-password needs --admin-email.')
  return problems
}

/**
 * The school and its first administrator. With mail (`mail`: SMTP_URL is set) and no password
 * given, the administrator is invited: e-mailed a one-time link to choose a password, as from
 * the admin, and no password exists anywhere else. Without mail, a generated password is
 * returned to be shown once. `kept`: the hosts the first school keeps as its domains.
 */
export async function addSchool(payload: Payload, s: NewSchool, { mail = false }: { mail?: boolean } = {}) {
  // A weak password is refused before anything is added (users' hooks would refuse it after the school).
  const weak = s.adminPassword === undefined ? null : await passwordProblem(s.adminPassword, [s.adminEmail ?? ''])
  if (weak) throw new Error(`--admin-password: ${weak}`)
  const invite = s.adminEmail !== undefined && s.adminPassword === undefined && mail ? s.adminEmail.trim().toLowerCase() : undefined
  const { school, kept } = await addSchoolWith(payload, s, { invite })
  if (!s.adminEmail) return { school, kept, admin: null }
  if (invite) return { school, kept, admin: { email: invite, password: null, invited: true } }
  const generated = !s.adminPassword
  const password = s.adminPassword ?? randomBytes(12).toString('base64url')
  const admin = await forSchool(payload, school).create({
    collection: 'users',
    data: { email: s.adminEmail, password, name: 'Administrator', role: 'admin', mustChangePassword: generated, schools: [{ school: school.id }] },
  })
  return { school, kept, admin: { email: admin.email, password: generated ? password : null, invited: false } }
}
