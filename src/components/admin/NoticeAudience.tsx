'use client'
/**
 * Beside "Notify subscribers" while it is ticked: which school's parents the notice goes to and
 * how many on each channel, for the classes chosen in the form (src/features/notices/confirm.ts
 * answers; src/features/notices/audience.ts words it). Asked again when the classes change,
 * which also clears "I have checked the school and the numbers": the numbers confirmed are no
 * longer the numbers.
 */
import { useConfig, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

import { audienceSentence, CONFIRM_FIELD, countText, type Audience } from '@/features/notices/audience'

type State = { status: 'loading' | 'done' | 'failed'; audience?: Audience; message?: string; key: string }

const idOf = (v: unknown): number | null => (typeof v === 'number' ? v : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number' ? (v as { id: number }).id : null)

/** The form's classes as the query gives them (`3,7`), sorted, so that the same choice is the same key. */
const classesKey = (value: unknown) =>
  (Array.isArray(value) ? value : [])
    .map((v) => idOf(typeof v === 'object' && v && 'value' in v ? (v as { value: unknown }).value : v))
    .filter((n): n is number => n !== null)
    .sort((a, b) => a - b)
    .join(',')

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' })

export function NoticeAudience() {
  const { id, collectionSlug } = useDocumentInfo()
  const { config } = useConfig()
  const classes = useFormFields(([fields]) => classesKey(fields.classes?.value))
  const school = useFormFields(([fields]) => idOf(fields.school?.value))
  const { setValue: setConfirmed } = useField<boolean>({ path: CONFIRM_FIELD })
  const [state, setState] = useState<State>({ status: 'loading', key: '' })

  const query = new URLSearchParams({ ...(classes ? { classes } : {}), ...(school !== null ? { school: String(school) } : {}), ...(id != null ? { id: String(id) } : {}) })
  const url = collectionSlug ? `${config.serverURL}${config.routes.api}/${collectionSlug}/notice-audience?${query}` : null

  // A change of classes after the form opened clears the confirmation.
  const seen = useRef(classes)
  useEffect(() => {
    if (seen.current === classes) return
    seen.current = classes
    setConfirmed(false)
  }, [classes, setConfirmed])

  useEffect(() => {
    if (!url) return
    let current = true
    fetch(url, { credentials: 'include', cache: 'no-store' })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as Audience & { errors?: { message?: string }[] }
        if (!current) return
        if (!res.ok) setState({ status: 'failed', message: body.errors?.[0]?.message, key: url })
        else setState({ status: 'done', audience: body, key: url })
      })
      .catch(() => current && setState({ status: 'failed', key: url }))
    return () => {
      current = false
    }
  }, [url])

  const loading = state.key !== url
  const audience = state.audience
  return (
    <section className="notice-audience" aria-labelledby="notice-audience-heading" aria-busy={loading} style={{ margin: '0 0 1rem', borderLeft: '4px solid var(--theme-warning-500, #b7791f)', paddingLeft: '0.6rem' }}>
      <h4 id="notice-audience-heading" style={{ margin: '0 0 0.25rem' }}>
        Who the notice goes to
      </h4>
      <p role="status" style={{ margin: 0 }}>
        {loading
          ? 'Counting the parents it goes to…'
          : state.status === 'failed' || !audience
            ? (state.message ?? 'The numbers could not be counted. Reload the page to try again.')
            : audience.sent
              ? `Its notice was sent on ${when(audience.sent.at)}${audience.sent.subscribers === null ? '' : ` to ${countText(audience.sent.subscribers)} subscribers`}: saving again sends nothing more.`
              : `${audienceSentence(audience)}.`}
      </p>
    </section>
  )
}
