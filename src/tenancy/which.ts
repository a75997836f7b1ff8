/**
 * Which school a request, a job or a command is for: decided here once, with how it was known
 * (./school.ts). Pages and API routes ask ./request.server.ts, which reads Next's request and
 * comes here; Payload's access rules and hooks ask `schoolOfRead` / `schoolOfStaff`; jobs ask
 * `schoolOfRecord`; commands `schoolForCommand`. Nothing falls back to a made-up school: no
 * school means nothing is read and nothing written.
 */
import type { Payload, PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'

import { isOperator, type Role } from '@/access/roles'
import { env } from '@/env'
import { ACCOUNT_SCHOOLS, allSchools, forSchool, SCHOOL_FIELD, type SchoolGate } from './gate'
import { schoolsList, toEntry } from './list'
import { hostName, schoolForCode, schoolForHost, schoolIdOf, schoolServedAt, type HostMatch, type SchoolEntry } from './rules'
import { decided, type School } from './school'
import { scopedSchool } from './scope'

type Account = { id?: unknown; role?: Role | null; [ACCOUNT_SCHOOLS]?: { [SCHOOL_FIELD]?: unknown }[] | null } | null | undefined

/** The schools an account lists. */
export const schoolsOf = (user: Account): number[] =>
  (user?.[ACCOUNT_SCHOOLS] ?? []).flatMap((row) => {
    const id = schoolIdOf({ school: row[SCHOOL_FIELD] })
    return id === null ? [] : [id]
  })

/** What a host is among the schools: one school's, the shared API host, or unknown (./rules.ts). */
export async function hostMatch(payload: Payload, host: string | null): Promise<HostMatch<SchoolEntry>> {
  return schoolForHost(host, await schoolsList(payload), env().API_HOST)
}

/** The school whose site a host serves (its own domain, the only school, or the shared API host's only school). */
export async function schoolAtHost(payload: Payload, host: string | null): Promise<School | null> {
  const entry = schoolServedAt(await hostMatch(payload, host), await schoolsList(payload))
  return entry ? decided(entry, 'host') : null
}

/** The school an `/api/…/{code}` path names, when the host answers for that code. */
export async function schoolForApiCode(payload: Payload, host: string | null, code: string | undefined): Promise<School | null> {
  const entry = schoolForCode(await hostMatch(payload, host), code, await schoolsList(payload))
  return entry ? decided(entry, 'api-code') : null
}

/** The school a stored document names (a job or hook working on it); null when it names none served or unserved. */
export async function schoolOfRecord(payload: Payload, doc: { school?: unknown } | number | null | undefined): Promise<School | null> {
  const id = typeof doc === 'number' ? doc : schoolIdOf(doc)
  if (id === null) return null
  const listed = (await schoolsList(payload)).find((s) => s.id === id)
  if (listed) return decided(listed, 'record')
  // A school added a moment ago (its list is read again once the change is committed).
  const record = await allSchools(payload, 'the list of schools').findByID({ collection: 'schools', id, depth: 0, disableErrors: true })
  return record ? decided(toEntry(record), 'record') : null
}

/** Every school (served or not), each as its own record: what the deployment's jobs work through one by one. */
export async function everySchool(payload: Payload): Promise<School[]> {
  return (await schoolsList(payload)).map((s) => decided(s, 'record'))
}

/**
 * The school a command works on (`--school CODE`): the one with that code, else the
 * deployment's only school. Otherwise, a sentence saying what to do.
 */
export async function schoolForCommand(payload: Payload, code?: string): Promise<School | string> {
  const schools = await schoolsList(payload)
  if (code) {
    const named = schools.find((s) => s.code === code)
    return named ? decided(named, 'command') : `No school has the code ${code} (the list: Vendor → Schools in the admin).`
  }
  if (schools.length === 0) return 'No school yet: add it first (npm run school:add -- --code … --name …).'
  if (schools.length > 1) return 'This deployment serves several schools: name one with --school CODE.'
  return decided(schools[0]!, 'command')
}

/** The plugin's cookie for the school chosen in the admin's switch. */
const SWITCH_COOKIE = 'payload-tenant'

/**
 * The school a staff member works in: the one chosen in the admin's switch when they may work
 * in it, else their account's only school, else the deployment's only school (for an operator).
 * Null when none can be told (an account of several schools with none chosen).
 */
export async function schoolOfStaff(req: Pick<PayloadRequest, 'payload' | 'user' | 'headers'>): Promise<School | null> {
  const user = req.user as Account
  if (!user) return null
  const schools = await schoolsList(req.payload)
  const own = schoolsOf(user)
  const raw = req.headers ? parseCookies(req.headers).get(SWITCH_COOKIE) : undefined
  if (raw && /^\d{1,12}$/.test(raw)) {
    const id = Number(raw)
    const chosen = (isOperator(user) || own.includes(id)) && schools.find((s) => s.id === id)
    if (chosen) return decided(chosen, 'operator-choice')
  }
  if (own.length === 1) {
    const entry = schools.find((s) => s.id === own[0])
    if (entry) return decided(entry, 'staff')
  }
  if (isOperator(user) && schools.length === 1) return decided(schools[0]!, 'staff')
  return null
}

/** Where a request's decision is kept, so it is made once per request. */
const READ_SCHOOL = 'tenancy:readSchool'

/** The school a read names itself (src/data/queries puts the page's school in `context.school`). */
export const namedSchool = (req: Pick<PayloadRequest, 'context'>): School | null => {
  const named = (req.context as { school?: unknown } | undefined)?.school
  return named && typeof named === 'object' && typeof (named as { id?: unknown }).id === 'number' && 'how' in named ? (named as School) : null
}

/** The context a read for `school` carries (`namedSchool` finds it). */
export const readFor = (school: School): { school: School } => ({ school })

/**
 * The school a visitor's read is for: the one the read names (`context.school`, set by
 * src/data/queries for the page's school), else the one an API path named (./scope.ts), else
 * the one the request's host is (its own domain, or the only school). Null: none (so nothing is
 * shown). Decided once per request.
 */
export async function schoolOfRead(req: Pick<PayloadRequest, 'payload' | 'context' | 'headers'>): Promise<School | null> {
  const named = namedSchool(req)
  if (named) return named
  const context = req.context as Record<string, unknown> | undefined
  const known = context?.[READ_SCHOOL] as Promise<School | null> | undefined
  if (known) return known
  const deciding = (async () => {
    const scoped = scopedSchool()
    if (scoped) return scoped
    const match = await hostMatch(req.payload, hostName(req.headers?.get('host')))
    return match.kind === 'school' ? decided(match.school, 'host') : null
  })()
  if (context) context[READ_SCHOOL] = deciding
  return deciding
}


/** The gate (./gate.ts) of the school a stored document names, joined to the request's transaction; null when it names none. */
export async function forSchoolOf(req: Partial<PayloadRequest> & Pick<PayloadRequest, 'payload'>, doc: { school?: unknown } | null | undefined): Promise<SchoolGate | null> {
  const school = await schoolOfRecord(req.payload, doc)
  return school ? forSchool(req.payload, school, req) : null
}
