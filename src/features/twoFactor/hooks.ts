import type { CollectionAfterReadHook } from 'payload'

import { twoFactorState } from './requirement'
import { usableSessions } from './rules'

/**
 * The account's sessions as Payload's session check sees them (auth strategy `local-jwt` reads
 * the account with this hook and looks for the token's `sid` among them): when the account needs
 * a second factor, only the sessions that completed one. A session still waiting is thereby
 * signed out everywhere: the admin, REST, GraphQL and the Local API with its headers alike.
 * Reads without the sessions (another person's account) are left alone; a read that has them
 * without the completed list counts none complete (never more open than stored).
 */
export const hideWaitingSessions: CollectionAfterReadHook = async ({ doc, req }) => {
  if (!doc || !Array.isArray(doc.sessions) || doc.sessions.length === 0) return doc
  const { needed } = await twoFactorState(req.payload, doc, req)
  const completed = Array.isArray(doc.secondFactorSessions) ? (doc.secondFactorSessions as string[]) : []
  return { ...doc, sessions: usableSessions(doc.sessions, completed, needed) }
}
