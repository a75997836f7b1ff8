'use client'

import { useActionState } from 'react'

import { FieldError, FormNotices } from '@/features/feedback/FormParts'
import type { FormState } from './formState'

export type ApplicationWords = {
  form: string
  correct: string
  childSection: string
  familySection: string
  childName: string
  childDob: string
  dobHint: string
  parentName: string
  email: string
  phone: string
  contactHint: string
  address: string
  distanceKm: string
  distanceHint: string
  answers: string
  consent: string
  consentText: string
  save: string
  submit: string
}

type Props = {
  action: (state: FormState, form: FormData) => Promise<FormState>
  words: ApplicationWords
  token: string
  values: Record<string, string>
  /** The session's yes-or-no questions (labels in the page's language); `distance` when a criterion asks it. */
  questions: { key: string; label: string }[]
  asksDistance: boolean
  /** Errors found on the page's load (documents still missing on a submit shown again). */
  errors?: Record<string, string>
}

/**
 * The application (its link's page): saved as it is, or submitted once complete. A client
 * component only for `useActionState`, which makes the form a plain post to the server action:
 * it is rendered on the server only and carries no data-island, so the page ships no React; the
 * answer (each field's error under it, everything typed kept) renders on the server.
 */
export function ApplicationForm({ action, words, token, values, questions, asksDistance }: Props) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle', values })
  const errors = state.errors ?? {}
  const v = state.values
  const described = (name: string, hint?: boolean) => [hint ? `app-${name}-hint` : '', `app-${name}-error`].filter(Boolean).join(' ')
  const input = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <div className="form-field">
      <label htmlFor={`app-${name}`}>{label}</label>
      {hint ? <p className="form-hint" id={`app-${name}-hint`}>{hint}</p> : null}
      <input id={`app-${name}`} name={name} defaultValue={v[name] ?? ''} aria-invalid={errors[name] ? true : undefined} aria-describedby={described(name, Boolean(hint))} {...props} />
      <FieldError id={`app-${name}-error`} message={errors[name]} />
    </div>
  )
  return (
    <div className="feedback">
      {state.status === 'saved' ? (
        <p className="form-notice" role="status">
          {state.message}
        </p>
      ) : null}
      <FormNotices state={{ status: state.status === 'saved' ? 'idle' : state.status, message: state.message }} correct={words.correct} />
      {errors.classCode ? (
        <p className="form-notice" role="alert">
          {errors.classCode}
        </p>
      ) : null}
      <form action={formAction} aria-label={words.form} className="feedback-form">
        <input type="hidden" name="token" value={token} />
        <fieldset className="form-field">
          <legend>{words.childSection}</legend>
          {input('childName', words.childName, { maxLength: 120, autoComplete: 'off' })}
          {input('childDob', words.childDob, { type: 'date', min: '2000-01-01', max: '2100-12-31' }, words.dobHint)}
        </fieldset>
        <fieldset className="form-field">
          <legend>{words.familySection}</legend>
          {input('parentName', words.parentName, { maxLength: 120, autoComplete: 'name' })}
          {input('email', words.email, { type: 'email', maxLength: 254, autoComplete: 'email' }, words.contactHint)}
          {input('phone', words.phone, { type: 'tel', inputMode: 'tel', maxLength: 20, autoComplete: 'tel' })}
          <div className="form-field">
            <label htmlFor="app-address">{words.address}</label>
            <textarea id="app-address" name="address" rows={3} maxLength={500} defaultValue={v.address ?? ''} autoComplete="street-address" aria-invalid={errors.address ? true : undefined} aria-describedby="app-address-error" />
            <FieldError id="app-address-error" message={errors.address} />
          </div>
          {asksDistance ? input('distanceKm', words.distanceKm, { inputMode: 'decimal', maxLength: 6 }, words.distanceHint) : null}
        </fieldset>
        {questions.length ? (
          <fieldset className="form-field">
            <legend>{words.answers}</legend>
            {questions.map((q) => (
              <div className="form-choice" key={q.key}>
                <input type="checkbox" id={`app-a-${q.key}`} name={`a_${q.key}`} value="yes" defaultChecked={v[`a_${q.key}`] === 'yes'} />
                <label htmlFor={`app-a-${q.key}`}>{q.label}</label>
              </div>
            ))}
          </fieldset>
        ) : null}
        <fieldset className="form-field">
          <legend>{words.consent}</legend>
          <div className="form-choice">
            <input type="checkbox" id="app-consent" name="consent" value="yes" aria-invalid={errors.consent ? true : undefined} aria-describedby="app-consent-error" />
            <label htmlFor="app-consent">{words.consentText}</label>
          </div>
          <FieldError id="app-consent-error" message={errors.consent} />
        </fieldset>
        {Object.entries(errors)
          .filter(([k]) => k.startsWith('doc_'))
          .map(([k, message]) => (
            <p className="form-error" key={k} id={`app-${k}-error`}>
              {message}
            </p>
          ))}
        <div className="form-actions">
          <button type="submit" name="intent" value="save" className="button" disabled={pending}>
            {words.save}
          </button>
          <button type="submit" name="intent" value="submit" className="button" disabled={pending}>
            {words.submit}
          </button>
        </div>
      </form>
    </div>
  )
}
