import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { passwordProblem } from '@/lib/password'
import { allSchools } from '@/tenancy'

/**
 * Every new password, however it is set (an account made or changed by REST, GraphQL, the admin
 * or the Local API; a reset or invitation link; start-up's first account; `school:add`), is at
 * least 10 characters and not a common one (lib/password `passwordProblem`): else a 400 naming
 * `password`, before anything is saved.
 *
 * Only where the password could be saved is it estimated (up to about 50 ms of one core): a
 * request from nobody signed in is refused by the access rules anyway (unless the server itself
 * asks, overriding them: start-up, commands, an invitation accepted), and a reset only with a
 * token that is still valid (Payload answers any other with its own 403).
 */
export const requireStrongPassword: CollectionBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = (args as { data?: { password?: unknown; email?: unknown; name?: unknown; token?: unknown } }).data
  if (typeof data?.password !== 'string' || data.password.length === 0) return args
  if (!req.user && !overrideAccess && operation !== 'resetPassword') return args
  const related = [data.email, data.name].filter((v): v is string => typeof v === 'string')
  if (operation === 'resetPassword') {
    if (typeof data.token !== 'string') return args
    const account = await allSchools(req.payload, 'staff accounts', req).db.findOne<{ id: number; email?: string; name?: string }>({
      collection: 'users',
      where: { and: [{ resetPasswordToken: { equals: data.token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }] },
    })
    if (!account) return args
    related.push(...[account.email, account.name].filter((v): v is string => typeof v === 'string'))
  }
  const problem = await passwordProblem(data.password, related)
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: problem }], req }, req.t)
  return args
}
