'use client'

import { useActionState } from 'react'

import type { TcField, TcInputErrors } from '@/lib/tc'

export type TcFormState = {
  status: 'idle' | 'invalid' | 'limited' | 'not-found' | 'found'
  values: { admission: string; name: string }
  errors?: TcInputErrors
  message?: string
  record?: {
    admissionNumber: string
    studentName: string
    /** Null unless the school shows it (TC lookup settings). */
    classLastStudied: string | null
    /** Null unless the school shows it (TC lookup settings). */
    dateOfIssue: string | null
    tcNumber: string
    certificateUrl: string | null
  }
}

type Props = { action: (state: TcFormState, form: FormData) => Promise<TcFormState> }

const initial: TcFormState = { status: 'idle', values: { admission: '', name: '' } }

const FIELDS: { name: TcField; label: string; extra: React.InputHTMLAttributes<HTMLInputElement> }[] = [
  { name: 'admission', label: 'Admission No.', extra: { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off', maxLength: 12 } },
  { name: 'name', label: 'Student Full Name', extra: { autoComplete: 'off', maxLength: 200 } },
]

/**
 * The TC lookup form. A client component only for `useActionState`, which makes the form a
 * plain post to the server action and renders the answer on the page: it is rendered on the
 * server only and carries no data-island, so /tc ships no React (docs/decisions/0007). The
 * browser's own `required` check stops empty fields; with the site script
 * (src/client/tcForm.ts), empty fields are marked inline instead.
 */
export function TcForm({ action }: Props) {
  const [state, formAction, pending] = useActionState(action, initial)
  const errors = state.errors ?? {}
  return (
    <div className="tc-lookup">
      <form action={formAction} aria-label="Transfer certificate lookup" data-tc-form="">
        {FIELDS.map(({ name, label, extra }) => {
          const error = errors[name]
          return (
            <div className="form-field" key={name}>
              <label htmlFor={`tc-${name}`}>{label}</label>
              <input
                id={`tc-${name}`}
                name={name}
                required
                defaultValue={state.values[name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={`tc-${name}-error`}
                {...extra}
              />
              {/* Always present, so the script can fill it without changing the page's structure. */}
              <p className="form-error" id={`tc-${name}-error`} hidden={!error}>
                {error}
              </p>
            </div>
          )
        })}
        <button type="submit" className="button" disabled={pending}>
          {pending ? 'Checking…' : 'Submit'}
        </button>
      </form>
      <div aria-live="polite" className="tc-result">
        {state.status === 'found' && state.record ? <TcRecordView record={state.record} /> : null}
        {state.status === 'not-found' || state.status === 'limited' ? (
          <p className="tc-message" role={state.status === 'limited' ? 'alert' : undefined}>
            {state.message}
          </p>
        ) : null}
      </div>
    </div>
  )
}

function TcRecordView({ record }: { record: NonNullable<TcFormState['record']> }) {
  return (
    <section aria-labelledby="tc-found" className="tc-record">
      <h2 id="tc-found">Transfer certificate found</h2>
      <dl>
        <dt>Admission No.</dt>
        <dd>{record.admissionNumber}</dd>
        <dt>Student name</dt>
        <dd>{record.studentName}</dd>
        {record.classLastStudied ? (
          <>
            <dt>Class last studied</dt>
            <dd>{record.classLastStudied}</dd>
          </>
        ) : null}
        {record.dateOfIssue ? (
          <>
            <dt>Date of issue</dt>
            <dd>{record.dateOfIssue}</dd>
          </>
        ) : null}
        <dt>TC No.</dt>
        <dd>{record.tcNumber}</dd>
      </dl>
      {record.certificateUrl ? (
        <p>
          <a href={record.certificateUrl} target="_blank" rel="noopener">
            View the certificate<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </section>
  )
}
