'use client'
/**
 * The class roster's form and result (./RosterImport): the file is sent as it is (text/csv) to
 * the import's endpoint, which answers with the counts and the lines it could not use.
 */
import { Button, useConfig } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

import type { RosterResult } from '@/features/notices/rosterImport'

type Answer = RosterResult & { errors?: { message?: string }[] }

export function RosterImportForm() {
  const { config } = useConfig()
  const [result, setResult] = useState<RosterResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const fields = new FormData(event.currentTarget)
    const file = fields.get('roster')
    if (!(file instanceof File) || !file.size) {
      setError('Choose the CSV file to import.')
      return
    }
    setSending(true)
    setError(null)
    setResult(null)
    try {
      const query = fields.get('createClasses') ? '?createClasses=1' : ''
      const res = await fetch(`${config.serverURL}${config.routes.api}/notice-subscriptions/import-roster${query}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'text/csv' },
        body: file,
      })
      const answer = (await res.json().catch(() => ({}))) as Answer
      if (res.ok) setResult(answer)
      else setError(answer.errors?.[0]?.message ?? 'The roster could not be imported. Please try again.')
    } catch {
      setError('The roster could not be sent: check the connection and try again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <form onSubmit={upload} className="roster-import">
        <p>
          <label>
            Roster file (CSV){' '}
            <input name="roster" type="file" accept=".csv,text/csv" required />
          </label>
        </p>
        <p>
          <label>
            <input name="createClasses" type="checkbox" /> Create the classes the file names that the school does not have yet (otherwise their lines are skipped and listed below)
          </label>
        </p>
        <Button type="submit" size="small" disabled={sending}>
          {sending ? 'Importing…' : 'Import'}
        </Button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {result ? (
        <section aria-labelledby="roster-result" role="status">
          <h2 id="roster-result">Imported into {result.school}</h2>
          <ul>
            <li>Added, waiting for the parent’s confirmation: {result.created}</li>
            <li>Already subscribed (left as they are): {result.alreadySubscribed}</li>
            <li>Already waiting for their confirmation (the class added): {result.alreadyWaiting}</li>
            <li>Lines skipped: {result.skipped}</li>
            <li>
              Confirmation e-mails sent: {result.mailsSent}
              {result.mailsHeld ? ` (${result.mailsHeld} not sent now: the address had several in the last hour, or the website cannot send e-mail)` : ''}
            </li>
            {result.phonesWaiting ? (
              <li>
                Mobile numbers waiting: {result.phonesWaiting}. No SMS was sent: a parent confirms by entering the number on the school’s Get notices page and typing the
                code it gets.
              </li>
            ) : null}
            {result.classesCreated.length ? <li>Classes created: {result.classesCreated.join(', ')}</li> : null}
          </ul>
          {result.problems.length ? (
            <>
              <h3>Lines not imported as they are ({result.problems.length})</h3>
              <ul className="roster-import__problems">
                {result.problems.map((p, i) => (
                  <li key={`${p.line}-${i}`}>
                    Line {p.line}: {p.message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  )
}
