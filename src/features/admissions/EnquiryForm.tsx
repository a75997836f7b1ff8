'use client'

import { useActionState } from 'react'

import { FieldError, FormNotices, Honeypot } from '@/features/feedback/FormParts'
import type { FormState } from './formState'

export type EnquiryWords = { correct: string; childName: string; className: string; parentName: string; email: string; phone: string; contactHint: string; start: string; form: string }

type Props = {
  action: (state: FormState, form: FormData) => Promise<FormState>
  words: EnquiryWords
  /** The classes open now: code and name (in the page's language). */
  classes: { code: string; name: string }[]
  classCode?: string
}

/**
 * The enquiry (/admission/apply): a client component only for `useActionState`, which makes the
 * form a plain post to the server action: it is rendered on the server only and carries no
 * data-island, so the page ships no React; its answer (errors under their fields, what was typed
 * kept) renders on the server.
 */
export function EnquiryForm({ action, words, classes, classCode }: Props) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle', values: { classCode: classCode ?? classes[0]?.code ?? '' } })
  const errors = state.errors ?? {}
  const input = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <div className="form-field">
      <label htmlFor={`enq-${name}`}>{label}</label>
      {hint ? <p className="form-hint" id={`enq-${name}-hint`}>{hint}</p> : null}
      <input
        id={`enq-${name}`}
        name={name}
        defaultValue={state.values[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={[hint ? `enq-${name}-hint` : '', `enq-${name}-error`].filter(Boolean).join(' ')}
        {...props}
      />
      <FieldError id={`enq-${name}-error`} message={errors[name]} />
    </div>
  )
  return (
    <div className="feedback">
      <FormNotices state={{ status: state.status === 'saved' ? 'idle' : state.status, message: state.message }} correct={words.correct} />
      <form action={formAction} aria-label={words.form} className="feedback-form">
        {input('childName', words.childName, { autoComplete: 'off', maxLength: 120, required: true })}
        <div className="form-field">
          <label htmlFor="enq-classCode">{words.className}</label>
          <select id="enq-classCode" name="classCode" defaultValue={state.values.classCode} aria-invalid={errors.classCode ? true : undefined} aria-describedby="enq-classCode-error">
            {classes.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError id="enq-classCode-error" message={errors.classCode} />
        </div>
        {input('parentName', words.parentName, { autoComplete: 'name', maxLength: 120, required: true })}
        {input('email', words.email, { type: 'email', autoComplete: 'email', maxLength: 254 }, words.contactHint)}
        {input('phone', words.phone, { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 })}
        <Honeypot id="enq-website" />
        <button type="submit" className="button" disabled={pending}>
          {words.start}
        </button>
      </form>
    </div>
  )
}
