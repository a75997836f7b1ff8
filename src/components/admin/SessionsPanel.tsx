'use client'
/**
 * On an account's page: where it is signed in (when each session began, from which address and
 * browser), with "Sign out other sessions" on one's own and "Sign out everywhere" on a staff
 * member's, for their administrator or an operator (src/features/audit/sessions.ts decides who
 * may; others see nothing here).
 */
import { Button, useAuth, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type Session = { id: string; startedAt: string | null; expiresAt: string; address: string | null; browser: string | null; current: boolean }

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : 'unknown')

export function SessionsPanel() {
  const { user } = useAuth<{ id: number }>()
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const [sessions, setSessions] = useState<Session[] | null>(null)
  const [told, setTold] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const base = `${config.serverURL}${config.routes.api}/users/${String(id)}/sessions`
  const own = user && String(user.id) === String(id)

  // Read again after each sign-out (`version`).
  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!id) return
    let current = true
    fetch(base, { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<{ sessions: Session[] }>) : null))
      .then((answer) => current && setSessions(answer?.sessions ?? null))
      .catch(() => current && setSessions(null))
    return () => {
      current = false
    }
  }, [id, base, version])

  if (!id || sessions === null) return null

  async function signOut() {
    setBusy(true)
    try {
      const res = await fetch(`${base}/sign-out`, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{}' })
      const answer = (await res.json().catch(() => ({}))) as { message?: string; errors?: { message?: string }[] }
      setTold(res.ok ? (answer.message ?? 'Signed out.') : (answer.errors?.[0]?.message ?? 'That did not work. Please try again.'))
      setVersion((v) => v + 1)
    } finally {
      setBusy(false)
    }
  }

  const others = sessions.filter((s) => !s.current)
  return (
    <section className="sessions-panel" aria-labelledby="sessions-panel-title" style={{ margin: '1.5rem 0' }}>
      <h3 id="sessions-panel-title">{own ? 'Where you are signed in' : 'Where this person is signed in'}</h3>
      {sessions.length === 0 ? (
        <p>Not signed in anywhere.</p>
      ) : (
        <table className="sessions-panel__list">
          <thead>
            <tr>
              <th scope="col">Signed in</th>
              <th scope="col">From address</th>
              <th scope="col">Browser</th>
              <th scope="col">Ends</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id}>
                <td>
                  {when(s.startedAt)}
                  {s.current ? ' (this session)' : ''}
                </td>
                <td>{s.address ?? 'unknown'}</td>
                <td>{s.browser ?? 'unknown'}</td>
                <td>{when(s.expiresAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(own ? others.length > 0 : sessions.length > 0) && (
        <Button buttonStyle="secondary" disabled={busy} onClick={() => void signOut()}>
          {own ? 'Sign out all other sessions' : 'Sign out everywhere'}
        </Button>
      )}
      {told && <p role="status">{told}</p>}
    </section>
  )
}
