'use client'

import { useActionState } from 'react'

import type { TcRecord } from './lookup.server'
import { MAX_ADMISSION, type TcField } from './rules'

export type TcFormState = {
  status: 'idle' | 'invalid' | 'limited' | 'not-found' | 'found'
  values: { admission: string; name: string }
  errors?: Partial<Record<TcField, string>>
  message?: string
  /** The verified record as the lookup gives it, its date of issue written for the page's language. */
  record?: TcRecord
}

/** The form's words; the server page passes the page's language's (English by default). */
export type TcWords = typeof TC_WORDS_EN

export const TC_WORDS_EN = {
  formLabel: 'Transfer certificate lookup',
  admission: 'Admission No.',
  name: 'Student Full Name',
  admissionHint: 'As on the certificate: letters, digits, / and -, for example 12345 or KSR/2026/0042.',
  nameHint: 'The full name as written on the certificate; capitals and extra spaces do not matter.',
  checking: 'Checking…',
  submit: 'Submit',
  found: 'Transfer certificate found',
  studentName: 'Student name',
  classLastStudied: 'Class last studied',
  dateOfIssue: 'Date of issue',
  tcNumber: 'TC No.',
  viewCertificate: 'View the certificate',
  opensInNewTab: '(opens in a new tab)',
}

type Props = { action: (state: TcFormState, form: FormData) => Promise<TcFormState>; words?: TcWords }

const initial: TcFormState = { status: 'idle', values: { admission: '', name: '' } }

const FIELDS: { name: TcField; extra: React.InputHTMLAttributes<HTMLInputElement> }[] = [
  // No `pattern`: the browser's "Please match the requested format" says nothing useful; the
  // hint says what is expected and the server (or the site script) names what is wrong.
  { name: 'admission', extra: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: MAX_ADMISSION } },
  { name: 'name', extra: { autoComplete: 'off', maxLength: 200 } },
]

/**
 * The TC lookup form. A client component only for `useActionState`, which makes the form a
 * plain post to the server action and renders the answer on the page: it is rendered on the
 * server only and carries no data-island, so /tc ships no React (docs/decisions/0007). The
 * browser's own `required` check stops empty fields; with the site script
 * (src/features/tc/browser.ts), empty fields are marked inline instead.
 */
export function TcForm({ action, words = TC_WORDS_EN }: Props) {
  const [state, formAction, pending] = useActionState(action, initial)
  const errors = state.errors ?? {}
  return (
    <div className="tc-lookup">
      <form action={formAction} aria-label={words.formLabel} data-tc-form="">
        {FIELDS.map(({ name, extra }) => {
          const error = errors[name]
          return (
            <div className="form-field" key={name}>
              <label htmlFor={`tc-${name}`}>{words[name]}</label>
              <p className="form-hint" id={`tc-${name}-hint`}>
                {words[`${name}Hint`]}
              </p>
              <input
                id={`tc-${name}`}
                name={name}
                required
                defaultValue={state.values[name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={`tc-${name}-hint tc-${name}-error`}
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
          {pending ? words.checking : words.submit}
        </button>
      </form>
      <div aria-live="polite" className="tc-result">
        {state.status === 'found' && state.record ? <TcRecordView record={state.record} words={words} /> : null}
        {state.status === 'not-found' || state.status === 'limited' ? (
          <p className="tc-message" role={state.status === 'limited' ? 'alert' : undefined}>
            {state.message}
          </p>
        ) : null}
      </div>
    </div>
  )
}

function TcRecordView({ record, words }: { record: NonNullable<TcFormState['record']>; words: TcWords }) {
  return (
    <section aria-labelledby="tc-found" className="tc-record">
      <h2 id="tc-found">{words.found}</h2>
      <dl>
        <dt>{words.admission}</dt>
        <dd>{record.admissionNumber}</dd>
        <dt>{words.studentName}</dt>
        <dd>{record.studentName}</dd>
        {record.classLastStudied ? (
          <>
            <dt>{words.classLastStudied}</dt>
            <dd>{record.classLastStudied}</dd>
          </>
        ) : null}
        {record.dateOfIssue ? (
          <>
            <dt>{words.dateOfIssue}</dt>
            <dd>{record.dateOfIssue}</dd>
          </>
        ) : null}
        <dt>{words.tcNumber}</dt>
        <dd>{record.tcNumber}</dd>
      </dl>
      {record.certificateUrl ? (
        <p>
          <a href={record.certificateUrl} target="_blank" rel="noopener">
            {words.viewCertificate}
            <span className="visually-hidden"> {words.opensInNewTab}</span>
          </a>
        </p>
      ) : null}
    </section>
  )
}
