'use client'
/**
 * "Checks before publishing", at the top of the sidebar of every document with drafts: what the
 * saved draft would publish that some visitors cannot use (an image without a description, a
 * heading out of order, a link named "click here", a scanned PDF, Hindi behind the English) and
 * what stops publishing (a child's photo without consent), each with how to fix it. Asked of the
 * server (src/features/prepublish) when the form opens, after each save, and on "Check again".
 */
import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { Problem } from '@/features/prepublish/rules'

type State = { status: 'idle' | 'done' | 'failed'; problems: Problem[]; key: string }

const COLOURS = { blocks: 'var(--theme-error-500, #c0392b)', warning: 'var(--theme-warning-500, #b7791f)' }

function ProblemList({ title, problems, tone }: { title: string; problems: Problem[]; tone: 'blocks' | 'warning' }) {
  if (!problems.length) return null
  const id = `prepublish-${tone}`
  return (
    <section aria-labelledby={id} style={{ borderLeft: `4px solid ${COLOURS[tone]}`, paddingLeft: '0.6rem', marginTop: '0.75rem' }}>
      <h4 id={id} style={{ margin: '0 0 0.4rem' }}>
        {title} ({problems.length})
      </h4>
      <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
        {problems.map((p, i) => (
          <li key={`${p.check}-${i}`} data-check={p.check} style={{ marginBottom: '0.5rem' }}>
            {p.message}
            {p.fixes.map((fix, j) =>
              fix.href ? (
                <div key={j}>
                  <a href={fix.href} target="_blank" rel="noopener">
                    {fix.label}
                  </a>
                </div>
              ) : (
                <div key={j}>{fix.label}</div>
              ),
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Asks the server for the saved draft's problems. */
async function fetchProblems(url: string): Promise<State> {
  try {
    const res = await fetch(url, { credentials: 'include', cache: 'no-store' })
    if (!res.ok) throw new Error(String(res.status))
    const body = (await res.json()) as { problems: Problem[] }
    return { status: 'done', problems: body.problems, key: '' }
  } catch {
    return { status: 'failed', problems: [], key: '' }
  }
}

export function PrepublishPanel() {
  const { id, collectionSlug, savedDocumentData, versionCount } = useDocumentInfo()
  const { config } = useConfig()
  const [round, setRound] = useState(0)
  const [state, setState] = useState<State>({ status: 'idle', problems: [], key: '' })
  const saved = typeof savedDocumentData?.updatedAt === 'string' ? savedDocumentData.updatedAt : ''
  const url = id === undefined || id === null || !collectionSlug ? null : `${config.serverURL}${config.routes.api}/${collectionSlug}/${id}/prepublish`
  // Checked again on opening, after each save (a new draft or a publish changes the saved document) and on "Check again".
  const key = `${url}|${saved}|${versionCount}|${round}`

  useEffect(() => {
    if (!url) return
    let current = true
    void fetchProblems(url).then((result) => {
      if (current) setState({ ...result, key })
    })
    return () => {
      current = false
    }
  }, [url, key])

  const loading = Boolean(url) && state.key !== key
  const blocking = state.problems.filter((p) => p.blocks)
  const warnings = state.problems.filter((p) => !p.blocks)
  return (
    <section className="prepublish-panel" aria-labelledby="prepublish-heading" aria-busy={loading} style={{ marginBottom: '1.5rem' }}>
      <h3 id="prepublish-heading" style={{ margin: '0 0 0.25rem' }}>
        Checks before publishing
      </h3>
      {id === undefined || id === null ? (
        <p style={{ margin: 0 }}>Save a draft to check it before publishing.</p>
      ) : (
        <>
          <p role="status" style={{ margin: 0 }}>
            {loading
              ? 'Checking the saved draft…'
              : state.status === 'failed'
                ? 'The check could not run. Try again.'
                : state.status === 'done' && !state.problems.length
                  ? 'Nothing to fix: the saved draft passes every check.'
                  : state.status === 'done'
                    ? `The saved draft: ${blocking.length ? `${blocking.length} to fix before publishing` : 'nothing stops publishing'}${warnings.length ? `, ${warnings.length} to improve` : ''}.`
                    : null}
          </p>
          <ProblemList title="Stops publishing" problems={blocking} tone="blocks" />
          <ProblemList title="To improve (publishing is allowed)" problems={warnings} tone="warning" />
          <button type="button" className="btn btn--style-secondary btn--size-small" style={{ marginTop: '0.75rem' }} onClick={() => setRound((r) => r + 1)}>
            Check again
          </button>
        </>
      )}
    </section>
  )
}
