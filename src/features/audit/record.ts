/**
 * `recordAudit(req, event)`: the one way an event enters the audit log (./collection.ts). Other
 * features call it with one of the kinds in ./rules.ts; it fills in who (the signed-in account,
 * its id and e-mail address as text, so the line outlives the account), when, and from which
 * address and browser, and writes one line in the log of each school the event is about,
 * through the gate (src/tenancy). An event of no school (a vendor operator's sign-in, a failed
 * sign-in for an address no account has) is the deployment's: only operators read it.
 *
 * Inside a request's transaction the line is part of it: an action that fails and is rolled
 * back leaves no line claiming it happened.
 */
import type { Payload, PayloadRequest } from 'payload'

import { clientAddress } from '@/lib/clientAddress'
import { allSchools, forSchool, schoolOfRecord, schoolsOf } from '@/tenancy'
import { browserOf, type AuditKind, type SignInMethod } from './rules'

export { AUDIT_KINDS, SIGN_IN_METHODS, type AuditKind, type SignInMethod } from './rules'

export const AUDIT_EVENTS = 'audit-events' as const

/** What an event is about: a document (its collection, id and title), or an account. */
export type AuditTarget = { collection: string; id?: string | number | null; title?: string | null }

export type AuditEvent = {
  kind: AuditKind
  /** A short sentence staff read ("Published News “Sports day”"). */
  summary: string
  target?: AuditTarget
  /** How a sign-in was made. */
  method?: SignInMethod
  /** The sign-in session the event made or ended (Payload's session id). */
  session?: string
  /** Who did it, when not the request's account (a failed sign-in names the address typed). */
  actor?: { id?: unknown; email?: unknown } | null
  /** The schools whose logs get the line: by default the account's (the actor's) schools; none, the deployment's. */
  schools?: readonly (number | null)[]
}

/** A request, or a command's Payload alone (`{ payload }`: no person, no address). */
export type AuditRequest = Pick<PayloadRequest, 'payload'> & Partial<Pick<PayloadRequest, 'user' | 'headers' | 'transactionID'>>

const text = (v: unknown, max: number): string | null => (v === null || v === undefined || v === '' ? null : String(v).slice(0, max))

/** Writes `event` to the logs it belongs in. */
export async function recordAudit(req: AuditRequest, event: AuditEvent): Promise<void> {
  const payload: Payload = req.payload
  const user = req.user as { id?: unknown; email?: unknown; schools?: unknown } | null | undefined
  const actor = event.actor === undefined ? user : event.actor
  const headers = req.headers
  const data = {
    at: new Date().toISOString(),
    kind: event.kind,
    actorId: text(actor?.id, 40),
    actorEmail: text(actor?.email, 254) ?? (headers ? null : 'a command on the server'),
    targetCollection: text(event.target?.collection, 100),
    targetId: text(event.target?.id, 100),
    targetTitle: text(event.target?.title, 300),
    address: headers ? clientAddress(headers).slice(0, 100) : null,
    browser: headers ? browserOf(headers.get('user-agent')) : null,
    method: event.method ?? null,
    session: text(event.session, 100),
    summary: event.summary.slice(0, 500),
  }
  const own = event.schools ?? schoolsOf((actor ?? null) as Parameters<typeof schoolsOf>[0])
  const schools = [...new Set(own.length ? own : [null])]
  // Within the request's transaction when it has one; else a write of its own.
  const joined = req.transactionID ? (req as Partial<PayloadRequest>) : undefined
  for (const id of schools) {
    if (id === null) {
      await allSchools(payload, 'audit log', joined).db.create({ collection: AUDIT_EVENTS, data })
      continue
    }
    const school = await schoolOfRecord(payload, id)
    if (school) await forSchool(payload, school, joined).db.create({ collection: AUDIT_EVENTS, data })
  }
}

/** `recordAudit`, never failing its caller: for events recorded beside an answer already decided (a refused sign-in). */
export async function recordAuditQuietly(req: AuditRequest, event: AuditEvent): Promise<void> {
  try {
    await recordAudit(req, event)
  } catch (err) {
    req.payload.logger.error({ err }, 'Could not record an audit event')
  }
}
