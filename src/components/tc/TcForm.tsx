'use client'

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import { parseTcQuery, type TcField, type TcInputErrors } from '@/lib/tc'

export type TcFormState = {
  status: 'idle' | 'invalid' | 'limited' | 'not-found' | 'found'
  values: { admission: string; name: string }
  errors?: TcInputErrors
  message?: string
  record?: {
    admissionNumber: string
    studentName: string
    classLastStudied: string
    dateOfIssue: string
    tcNumber: string
    certificateUrl: string | null
  }
}

type Props = { action: (state: TcFormState, form: FormData) => Promise<TcFormState> }

const initial: TcFormState = { status: 'idle', values: { admission: '', name: '' } }

/**
 * The TC lookup form. Without JavaScript it posts to the server and the browser's own
 * `required` check stops empty fields; with it, empty fields are marked inline instead.
 */
export function TcForm({ action }: Props) {
  const [state, formAction, pending] = useActionState(action, initial)
  const [clientErrors, setClientErrors] = useState<TcInputErrors | null>(null)
  const fields = useRef<Record<TcField, HTMLInputElement | null>>({ admission: null, name: null })
  const errors = clientErrors ?? state.errors ?? {}
  // Once the page is interactive, this component marks empty fields itself.
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (form.current) form.current.noValidate = true
  }, [])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget)
    const parsed = parseTcQuery({ admission: data.get('admission'), name: data.get('name') })
    if (parsed.ok) {
      setClientErrors(null)
      return
    }
    event.preventDefault()
    setClientErrors(parsed.errors)
    const first = (['admission', 'name'] as const).find((f) => parsed.errors[f])
    if (first) fields.current[first]?.focus()
  }

  const field = (name: TcField, label: string, extra: React.InputHTMLAttributes<HTMLInputElement>) => {
    const error = errors[name]
    return (
      <div className="form-field">
        <label htmlFor={`tc-${name}`}>{label}</label>
        <input
          ref={(el) => {
            fields.current[name] = el
          }}
          id={`tc-${name}`}
          name={name}
          required
          defaultValue={state.values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `tc-${name}-error` : undefined}
          onInput={() => setClientErrors((e) => (e?.[name] ? { ...e, [name]: undefined } : e))}
          {...extra}
        />
        {error ? (
          <p className="form-error" id={`tc-${name}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <div className="tc-lookup" data-island="">
      <form action={formAction} onSubmit={onSubmit} ref={form} aria-label="Transfer certificate lookup">
        {field('admission', 'Admission No.', { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off', maxLength: 12 })}
        {field('name', 'Student Full Name', { autoComplete: 'off', maxLength: 200 })}
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
        <dt>Class last studied</dt>
        <dd>{record.classLastStudied}</dd>
        <dt>Date of issue</dt>
        <dd>{record.dateOfIssue}</dd>
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
