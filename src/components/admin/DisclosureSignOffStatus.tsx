'use client'
/**
 * At the top of the mandatory disclosure in the admin: the head's sign-off (src/features/disclosure/signOff.ts)
 * as the public page shows it, or that the disclosure has changed since and needs a new one,
 * with the link an administrator signs off by.
 */
import { useAuth, useConfig, useFormModified } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useEffect, useState, type ReactElement } from 'react'

type Attestation = { name: string; designation: string; signedAt: string; current: boolean }

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })

export function DisclosureSignOffStatus(): ReactElement | null {
  const { user } = useAuth<{ role?: string }>()
  const modified = useFormModified()
  const {
    config: {
      routes: { api: apiRoute, admin: adminRoute },
    },
  } = useConfig()
  const [state, setState] = useState<{ attestation: Attestation | null } | null>(null)
  useEffect(() => {
    let current = true
    fetch(formatAdminURL({ apiRoute, path: '/disclosure-sign-offs/status' }), { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<{ attestation: Attestation | null }>) : null))
      .then((s) => current && setState(s))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [apiRoute, modified])
  if (!state) return null
  const a = state.attestation
  const head = user?.role === 'admin' || user?.role === 'operator'
  const signOff = formatAdminURL({ adminRoute, path: '/collections/disclosure-sign-offs/create' })
  return (
    <div className="disclosure-sign-off" role="status" style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem', margin: '0 0 1.5rem' }}>
      <strong>Head’s sign-off: </strong>
      {!a
        ? 'not yet signed off. The head of school attests the disclosure as it stands; the page then shows who attested it and when.'
        : a.current
          ? `Attested by ${a.name}, ${a.designation}, on ${day.format(new Date(a.signedAt))}. Visitors see this line; any change to the disclosure takes it off until the head signs off again.`
          : `changed since ${a.name} (${a.designation}) signed it off on ${day.format(new Date(a.signedAt))}: the page no longer shows the attestation. The head must sign it off again.`}{' '}
      {head ? (
        modified ? (
          <em>Save your changes first, then sign off.</em>
        ) : (
          <a href={signOff}>Sign off the disclosure as it stands</a>
        )
      ) : null}
    </div>
  )
}
