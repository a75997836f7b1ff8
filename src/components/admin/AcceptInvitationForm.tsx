'use client'
/** The invited person's answer (components/admin/Invitation): a password for a new account, or "Accept". */
import { Button } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

type Answer = { message?: string; errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }

export function AcceptInvitationForm({ token, email, needsPassword, api, login }: { token: string; email: string; needsPassword: boolean; api: string; login: string }) {
  const [told, setTold] = useState<{ ok: boolean; message: string } | null>(null)
  const [sending, setSending] = useState(false)

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const fields = new FormData(event.currentTarget)
    const password = fields.get('password')
    if (needsPassword && password !== fields.get('confirm')) {
      setTold({ ok: false, message: 'The two passwords are not the same: type it again in both boxes.' })
      return
    }
    setSending(true)
    try {
      const res = await fetch(`${api}/users/accept-invitation`, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(needsPassword ? { token, password } : { token }),
      })
      const answer = (await res.json().catch(() => ({}))) as Answer
      const error = answer.errors?.[0]
      setTold({ ok: res.ok, message: (res.ok ? answer.message : (error?.data?.errors?.[0]?.message ?? error?.message)) ?? 'That did not work. Please try again.' })
    } catch {
      setTold({ ok: false, message: 'That did not work: check the connection and try again.' })
    } finally {
      setSending(false)
    }
  }

  if (told?.ok) {
    return (
      <>
        <p role="status">{told.message}</p>
        <a href={login}>Sign in</a>
      </>
    )
  }
  return (
    <form onSubmit={accept} className="staff-invitation">
      {/* For password managers: the account the password belongs to. */}
      <input type="hidden" name="username" value={email} autoComplete="username" />
      {needsPassword ? (
        <>
          <label>
            New password
            <input name="password" type="password" required minLength={10} maxLength={1024} autoComplete="new-password" />
          </label>
          <label>
            The same password again
            <input name="confirm" type="password" required minLength={10} maxLength={1024} autoComplete="new-password" />
          </label>
        </>
      ) : null}
      {told ? (
        <p role="alert" className="staff-invitation__error">
          {told.message}
        </p>
      ) : null}
      <Button type="submit" disabled={sending}>
        {needsPassword ? 'Make my account' : 'Accept the invitation'}
      </Button>
    </form>
  )
}
