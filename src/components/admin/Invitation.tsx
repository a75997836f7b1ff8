/**
 * The page an invited person opens from their e-mail (`/admin/invitation/<token>`, open without
 * signing in; users' invitations): with no account yet, a form to choose a password; with one,
 * a button to accept working for the school too. A link that is not valid, or has expired, says so.
 */
import { MinimalTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'

import { invitationFor } from '@/features/accounts/invitations'
import { AcceptInvitationForm } from './AcceptInvitationForm'

export async function InvitationView({ initPageResult, params }: AdminViewServerProps) {
  const { payload } = initPageResult.req
  const segments = (params?.segments as string[] | undefined) ?? []
  const found = await invitationFor(payload, segments[1] ? decodeURIComponent(segments[1]) : null)
  const api = `${payload.config.serverURL ?? ''}${payload.config.routes.api}`
  const login = `${payload.config.routes.admin}/login`
  return (
    <MinimalTemplate>
      <div className="staff-invitation">
        {found ? (
          <>
            <h1>{found.schoolName}</h1>
            <p>
              {found.hasAccount
                ? `${found.schoolName} invites ${found.email} to keep its website too, with the account it has here. Your password stays as it is.`
                : `${found.schoolName} invites ${found.email} to keep its website. Choose a password of at least 10 characters: a few words that do not belong together are easy to remember and hard to guess.`}
            </p>
            <AcceptInvitationForm token={segments[1] ? decodeURIComponent(segments[1]) : ''} email={found.email} needsPassword={!found.hasAccount} api={api} login={login} />
          </>
        ) : (
          <>
            <h1>Invitation</h1>
            <p role="alert">This invitation link is not valid, or has expired: ask the school for a new one.</p>
            <a href={login}>Sign in</a>
          </>
        )}
      </div>
    </MinimalTemplate>
  )
}
