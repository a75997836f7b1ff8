/**
 * The schools this deployment serves (docs/decisions/0012-many-schools.md). Vendor operators
 * keep the list; other staff read only the schools their account lists (the multi-tenant
 * plugin narrows the read: ./plugin.ts), which the admin's school switch shows; visitors
 * read none through the CMS (the site finds a request's school through ./request.server.ts).
 * A save reaches every page at once (the routing reads the list through the page cache, under
 * its own tag).
 */
import { randomBytes } from 'node:crypto'

import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type EmailFieldValidation,
  type TextFieldSingleValidation,
} from 'payload'

import { operators, staff } from '@/access'
import { afterCommit } from '@/db/afterCommit'
import { invitationEmail, resetLink } from '@/email/reset'
import { mailFrom } from '@/email/smtp'
import { schoolSender } from '@/lib/mailSender'
import { isOperator } from '@/access/roles'
import { revalidates } from '@/content/shared'
import { allSchools, forSchool } from './gate'
import { toEntry } from './list'
import { domainOf, isSchoolCode, SCHOOL_STATUSES } from './rules'
import { decided } from './school'
import { forgetHostsServed, hostsServed, MAX_REMEMBERED_HOSTS } from './servedHosts'
import { contentType } from '@/content/facts'

/** Domains as host names (pasted addresses lose their scheme and slash); each listed once. */
const tidyDomains: CollectionBeforeValidateHook = ({ data }) => {
  if (!data || !Array.isArray(data.domains)) return data
  const seen = new Set<string>()
  const domains = (data.domains as { domain?: unknown }[]).flatMap((row) => {
    const typed = typeof row?.domain === 'string' ? row.domain : ''
    const domain = domainOf(typed) ?? typed
    if (seen.has(domain)) return []
    seen.add(domain)
    return [{ ...row, domain }]
  })
  return { ...data, domains }
}

const domainIsFree: TextFieldSingleValidation = async (value, { req, id }) => {
  if (typeof value !== 'string' || !domainOf(value)) return 'Enter a host name such as www.school.example (no https://, path or port).'
  const { docs } = await allSchools(req.payload, 'the list of schools', req).find({
    collection: 'schools',
    where: { and: [{ 'domains.domain': { equals: domainOf(value) } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
    limit: 1,
    depth: 0,
  })
  const other = docs[0]
  return other ? `${value} is already a domain of ${other.name}.` : true
}

/** Where the hosts kept for the first school are told to the command that added the second: a holder `{ kept }` in the context. */
export const KEPT_HOSTS = 'schools:keptHosts'
export type KeptHosts = { school: string; code: string; hosts: string[] }

/**
 * Going from one school to two: a deployment's only school is served on any host; with two, each
 * on its own domains. The first school keeps the hosts it answered on (./servedHosts.ts) as its
 * domains, so it does not go dark on 127.0.0.1 or a domain nobody entered; the new school's own
 * domains stay the new school's. Past the budget of remembered hosts, nothing is added and the
 * operator is told what to do.
 */
const keepFirstSchoolsHosts: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const gate = allSchools(req.payload, 'the list of schools', req)
  const { docs } = await gate.find({ collection: 'schools', limit: 2, depth: 0, pagination: false })
  const first = docs.length === 1 ? docs[0] : undefined
  if (!first) return data
  const own = (first.domains ?? []).map((d) => d.domain)
  const claimed = new Set(((data.domains ?? []) as { domain?: unknown }[]).map((d) => d.domain))
  const { hosts, overflow } = await hostsServed(req.payload, first.id)
  if (overflow)
    throw new APIError(
      `${first.name} (${first.code}) has answered on more than ${MAX_REMEMBERED_HOSTS} host names that are not among its domains (${hosts.join(', ')} …), and ` +
        `would answer on none of them once a second school is added. List the ones that are its own as its domains first (Vendor → Schools → ${first.name} → Domains), then add this school again.`,
      400,
      undefined,
      true,
    )
  const kept = hosts.filter((h) => !own.includes(h) && !claimed.has(h))
  if (kept.length) {
    await gate.update({ collection: 'schools', id: first.id, data: { domains: [...(first.domains ?? []), ...kept.map((domain) => ({ domain }))] } })
    // Told to the command that asked (a holder it put in the context: the gate copies the context itself).
    const told = req.context[KEPT_HOSTS] as { kept?: KeptHosts } | undefined
    if (told) told.kept = { school: first.name, code: first.code, hosts: kept }
  }
  await afterCommit(req, () => void forgetHostsServed(req.payload).catch(() => {}))
  return data
}

/** The field an operator adding a school names its first administrator in (not stored with the school). */
export const FIRST_ADMIN = 'firstAdministratorEmail'
const FIRST_ADMIN_CONTEXT = 'schools:firstAdministrator'
/** Where a command that adds a school with a first administrator is told the link they were e-mailed (a holder it puts in the context), to print it should the mail fail. */
export const FIRST_ADMIN_LINK = 'schools:firstAdministratorLink'

const firstAdminIsNew: EmailFieldValidation = async (value, { req, operation }) => {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (operation !== 'create' || !email) return true
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return 'Enter an e-mail address, e.g. principal@school.example.'
  const { totalDocs } = await allSchools(req.payload, 'staff accounts', req).count({ collection: 'users', where: { email: { equals: email } } })
  return totalDocs ? 'An account with this e-mail address exists already: add the school to it under Users instead.' : true
}

/** Keeps the first administrator's address for after the school is saved. */
const noteFirstAdministrator: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  const email = data[FIRST_ADMIN]
  req.context[FIRST_ADMIN_CONTEXT] = operation === 'create' && typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined
  return data
}

/** How long the first administrator's link to choose a password works. */
const INVITATION_DAYS = 7

/**
 * A school added in the admin with a first administrator: their account works for this school
 * alone, with a password nobody knows, and once the school is saved they are e-mailed a link to
 * choose their own (the password reset's page; the link works once, for a week). The command
 * (`school:add`) prints a password instead.
 */
const makeFirstAdministrator: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const email = req.context[FIRST_ADMIN_CONTEXT]
  if (operation !== 'create' || typeof email !== 'string') return doc
  req.context[FIRST_ADMIN_CONTEXT] = undefined
  const accounts = forSchool(req.payload, decided(toEntry(doc), 'record'), req)
  const account = await accounts.create({
    collection: 'users',
    data: { email, password: randomBytes(24).toString('base64url'), name: 'Administrator', role: 'admin', schools: [{ school: doc.id }] },
  })
  const token = randomBytes(20).toString('hex')
  const expires = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000).toISOString()
  await accounts.db.updateOne({ collection: 'users', id: account.id, data: { resetPasswordToken: token, resetPasswordExpiration: expires } })
  const link = resetLink(token)
  const told = req.context[FIRST_ADMIN_LINK] as { link?: string } | undefined
  if (told) told.link = link
  const mail = invitationEmail({ schoolName: doc.name, link, days: INVITATION_DAYS })
  const from = schoolSender(doc.name, mailFrom(req.payload))
  // Sent once the school and the account are saved: never for a school that was not.
  await afterCommit(req, () => void req.payload.sendEmail({ to: email, from, ...mail }))
  return doc
}

export const Schools: CollectionConfig = contentType(
  {
    slug: 'schools',
    labels: { singular: 'School', plural: 'Schools' },
    // No deleting yet: a school's rows and files go with it by the coming command, not by a
    // database cascade that would leave them (docs/decisions/0012-many-schools.md).
    access: { read: staff, create: operators, update: operators, delete: () => false },
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'code', 'status'],
      group: 'Vendor',
      hidden: ({ user }) => !isOperator(user as { role?: 'operator' } | null),
      description: 'The schools this deployment serves, each on its own domains. Only vendor operators see and change this list.',
      components: { beforeListTable: ['@/components/admin/SchoolsOverviewLink#SchoolsOverviewLink'] },
    },
    defaultSort: 'name',
    hooks: { ...revalidates, beforeValidate: [tidyDomains], beforeChange: [keepFirstSchoolsHosts, noteFirstAdministrator], afterChange: [...(revalidates.afterChange ?? []), makeFirstAdministrator] },
    fields: [
      { name: 'name', type: 'text', required: true, maxLength: 200 },
      {
        name: 'code',
        label: 'School code',
        type: 'text',
        required: true,
        unique: true,
        index: true,
        validate: (v: unknown) => isSchoolCode(v) || 'Use 2 to 12 letters and digits, e.g. KSR.',
        admin: {
          description:
            'The code in the school’s API addresses (/api/news/KSR), as its apps and ERP already use it. Changing it breaks them.',
        },
      },
      {
        name: 'domains',
        type: 'array',
        labels: { singular: 'Domain', plural: 'Domains' },
        admin: {
          description:
            'The host names the school’s site is served on, e.g. www.school.example. A deployment with only one school serves it on any host; when a second school is added, the hosts the first one answered on are added here.',
        },
        fields: [{ name: 'domain', type: 'text', required: true, maxLength: 253, validate: domainIsFree }],
      },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'active',
        options: SCHOOL_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Served' : 'Suspended (its domains show nothing)' })),
        admin: { position: 'sidebar' },
      },
      {
        name: FIRST_ADMIN,
        label: 'First administrator’s e-mail',
        type: 'email',
        virtual: true,
        validate: firstAdminIsNew,
        admin: {
          // Payload makes a virtual field read-only unless told otherwise.
          readOnly: false,
          // Only when adding a school: later, accounts are kept under Users.
          condition: (data) => !data?.id,
          description: 'Optional. An administrator account for this school is made with this address, and sent a link to choose its password.',
        },
      },
    ],
  },
  // The deployment's list, not one school's; never shown as such.
  { shared: true, private: true },
)
