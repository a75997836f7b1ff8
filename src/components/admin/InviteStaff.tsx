'use client'
/**
 * Above the list of staff accounts, for administrators: invite a person to the school chosen in
 * the school switch (users' invitations). The answer is the same whether or not the address has
 * an account at another school: "Invitation sent to <address>."
 */
import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { Button, useAuth, useConfig } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

type Answer = { message?: string; errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }

export function InviteStaff() {
  const { user } = useAuth<{ role?: string }>()
  const { config } = useConfig()
  const { selectedTenantID } = useTenantSelection()
  const [told, setTold] = useState<{ ok: boolean; message: string } | null>(null)
  const [sending, setSending] = useState(false)
  if (user?.role !== 'admin' && user?.role !== 'operator') return null

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const fields = new FormData(form)
    setSending(true)
    try {
      const res = await fetch(`${config.serverURL}${config.routes.api}/users/invite`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: fields.get('email'),
          name: fields.get('name'),
          role: fields.get('role'),
          ...(selectedTenantID ? { school: selectedTenantID } : {}),
        }),
      })
      const answer = (await res.json().catch(() => ({}))) as Answer
      const error = answer.errors?.[0]
      const message = res.ok ? answer.message : (error?.data?.errors?.[0]?.message ?? error?.message)
      setTold({ ok: res.ok, message: message ?? 'The invitation could not be sent. Please try again.' })
      if (res.ok) form.reset()
    } catch {
      setTold({ ok: false, message: 'The invitation could not be sent: check the connection and try again.' })
    } finally {
      setSending(false)
    }
  }

  return (
    <section className="invite-staff" aria-labelledby="invite-staff-title">
      <h2 id="invite-staff-title">Invite staff</h2>
      <p>They get an e-mail with a link: to choose their password, or, if they already work for another school on this website, to accept working for this one too.</p>
      <form onSubmit={invite}>
        <label>
          E-mail address
          <input name="email" type="email" required maxLength={254} autoComplete="off" />
        </label>
        <label>
          Name
          <input name="name" type="text" required maxLength={200} autoComplete="off" />
        </label>
        <label>
          Role
          <select name="role" defaultValue="editor">
            <option value="editor">Editor</option>
            <option value="admin">Administrator</option>
          </select>
        </label>
        <Button type="submit" size="small" disabled={sending}>
          Send invitation
        </Button>
      </form>
      {told ? (
        <p role={told.ok ? 'status' : 'alert'} className={told.ok ? 'invite-staff__sent' : 'invite-staff__error'}>
          {told.message}
        </p>
      ) : null}
    </section>
  )
}
