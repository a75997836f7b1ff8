/**
 * Where a person is signed in, and signing sessions out (docs/security.md, "Sessions").
 *
 * Payload keeps each account's sign-in sessions on the account (`sessions`: an id, when it
 * started, when it ends) and names the session in every token it signs; a token whose session is
 * no longer on the account opens nothing (the admin, REST, GraphQL). A password change keeps
 * only the session that made it (Payload's own update; a reset, none). Here: each session's
 * address and browser (from its sign-in line in the audit log), signing out one's other
 * sessions, an administrator signing out a staff member of their school, an operator anyone,
 * and `signOutEverywhere` for other features (a two-factor change).
 */
import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { apiError } from '@/lib/apiError'
import { allSchools, schoolsOf } from '@/tenancy'
import { AUDIT_EVENTS, recordAudit } from './record'
import { maySignOut } from './rules'

type Session = { id: string; createdAt?: string | Date | null; expiresAt: string | Date }
type Account = { id: number; email?: string; role?: string | null; schools?: { school?: unknown }[] | null; sessions?: Session[] | null }

/** What the account page lists for one session. */
export type SessionInfo = { id: string; startedAt: string | null; expiresAt: string; address: string | null; browser: string | null; current: boolean }

const iso = (d: string | Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null)

async function accountWithSessions(payload: Payload, id: number | string, req?: Partial<PayloadRequest>): Promise<Account | null> {
  return allSchools(payload, 'staff accounts', req).db.findOne<Account>({ collection: 'users', where: { id: { equals: id } } })
}

const live = (sessions: Session[] | null | undefined, now = Date.now()): Session[] => (sessions ?? []).filter((s) => new Date(s.expiresAt).getTime() > now)

/** Keeps only the sessions `keep` says; returns how many were signed out. */
async function keepSessions(payload: Payload, userId: number | string, keep: (s: Session) => boolean, req?: Partial<PayloadRequest>): Promise<number> {
  const account = await accountWithSessions(payload, userId, req)
  if (!account) return 0
  const sessions = live(account.sessions)
  const kept = sessions.filter(keep)
  // The whole account written back with its sessions changed, as Payload's own sign-out does: the
  // adapter rewrites the lists (`schools`) it is given, and a list left out would be emptied.
  // `updatedAt: null` keeps the account's own time of change (Payload's way).
  await allSchools(payload, 'staff accounts', req).db.updateOne({
    collection: 'users',
    id: account.id,
    data: { ...account, sessions: kept, updatedAt: null },
    returning: false,
  })
  return sessions.length - kept.length
}

/** Ends one session of the account (a sign-out): its token opens nothing from the next request on. */
export const endSession = (payload: Payload, userId: number | string, sid: string, req?: Partial<PayloadRequest>): Promise<number> =>
  keepSessions(payload, userId, (s) => s.id !== sid, req)

/**
 * Signs the account out of every session but `except` (the one that made a change, when it is
 * its own): its tokens open nothing from the next request on. Returns how many were ended.
 */
export function signOutEverywhere(payload: Payload, userId: number | string, { except, req }: { except?: string; req?: Partial<PayloadRequest> } = {}): Promise<number> {
  return keepSessions(payload, userId, (s) => except !== undefined && s.id === except, req)
}

/** The account's live sessions, each with where and in which browser it began, newest first. */
export async function listSessions(payload: Payload, userId: number | string, current?: string, req?: Partial<PayloadRequest>): Promise<SessionInfo[]> {
  const account = await accountWithSessions(payload, userId, req)
  const sessions = live(account?.sessions)
  if (!sessions.length) return []
  const { docs } = await allSchools(payload, 'audit log', req).find({
    collection: AUDIT_EVENTS,
    where: { and: [{ kind: { equals: 'sign-in' } }, { session: { in: sessions.map((s) => s.id) } }] },
    depth: 0,
    limit: sessions.length * 4,
    pagination: false,
  })
  const signIns = new Map(docs.map((d) => [d.session, d]))
  return sessions
    .map((s) => ({
      id: s.id,
      startedAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt)!,
      address: signIns.get(s.id)?.address ?? null,
      browser: signIns.get(s.id)?.browser ?? null,
      current: s.id === current,
    }))
    .sort((a, b) => String(b.startedAt).localeCompare(String(a.startedAt)))
}

type Me = { id: number; role?: string | null; schools?: { school?: unknown }[] | null; _sid?: string }


/** The account `:id` when the signed-in person may see and end its sessions; else the refusal to answer. */
async function reachable(req: PayloadRequest): Promise<{ me: Me; account: Account } | Response> {
  const me = req.user as unknown as Me | null
  if (!me) return apiError(401, 'Sign in first.')
  const id = String(req.routeParams?.id ?? '')
  if (!/^\d{1,12}$/.test(id)) return apiError(404, 'No such account.')
  const account = await accountWithSessions(req.payload, Number(id), req)
  const rule = (a: Me | Account) => ({ id: a.id, role: a.role ?? null, schools: schoolsOf(a as Parameters<typeof schoolsOf>[0]) })
  // Not found and not yours are told alike: an administrator learns nothing of other schools' accounts.
  if (!account || !maySignOut(rule(me), rule(account))) return apiError(404, 'No such account.')
  return { me, account }
}

/** `GET /cms-api/users/:id/sessions`: where the account is signed in (its owner, its school's administrator, an operator). */
export const sessionsEndpoint: Endpoint = {
  path: '/:id/sessions',
  method: 'get',
  handler: async (req) => {
    const found = await reachable(req)
    if (found instanceof Response) return found
    const own = found.me.id === found.account.id
    const sessions = await listSessions(req.payload, found.account.id, own ? found.me._sid : undefined, req)
    return Response.json({ sessions }, { headers: { 'cache-control': 'no-store' } })
  },
}

/**
 * `POST /cms-api/users/:id/sessions/sign-out`: one's own account, every session but this one;
 * another's (an administrator for their school's staff, an operator for anyone), every session.
 * `{ "session": "<id>" }` ends that one only.
 */
export const signOutEndpoint: Endpoint = {
  path: '/:id/sessions/sign-out',
  method: 'post',
  handler: async (req) => {
    const found = await reachable(req)
    if (found instanceof Response) return found
    const { me, account } = found
    const body = (await req.json?.().catch(() => ({}))) as { session?: unknown } | undefined
    const one = typeof body?.session === 'string' ? body.session : undefined
    const own = me.id === account.id
    const ended = one
      ? await keepSessions(req.payload, account.id, (s) => s.id !== one || (own && s.id === me._sid), req)
      : await signOutEverywhere(req.payload, account.id, { except: own ? me._sid : undefined, req })
    const summary = own
      ? `Signed out ${ended} other session${ended === 1 ? '' : 's'}`
      : `Signed ${String(account.email)} out of ${ended} session${ended === 1 ? '' : 's'}`
    await recordAudit(req, {
      kind: 'sessions-revoked',
      target: { collection: 'users', id: account.id, title: account.email ?? null },
      schools: own ? undefined : schoolsOf(account as Parameters<typeof schoolsOf>[0]),
      summary,
    })
    return Response.json({ ended, message: summary }, { headers: { 'cache-control': 'no-store' } })
  },
}
