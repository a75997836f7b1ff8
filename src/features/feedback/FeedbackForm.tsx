'use client'

import { useActionState } from 'react'

import { FieldError, FormNotices, Honeypot } from '@/features/feedback/FormParts'
import {
  FEEDBACK_TOPICS,
  MAX_CONTACT,
  MAX_MESSAGE,
  MAX_NAME,
  TOKEN_FIELD,
  type FeedbackErrors,
  type FeedbackField,
} from '@/features/feedback/rules'

export type FeedbackFormState = {
  status: 'idle' | 'invalid' | 'rejected' | 'limited'
  values: Record<FeedbackField, string>
  errors?: FeedbackErrors
  message?: string
}

/** The form's words; the server page passes the page's language's (English by default). */
export type FeedbackWords = {
  correct: string
  form: string
  name: string
  contact: string
  contactHint: string
  topic: string
  message: string
  /** Plain strings only: a client component's props cannot carry functions. */
  messageHint: string
  send: string
  sending: string
  /** Topic names by value; a topic not listed keeps its English name. */
  topics?: Record<string, string>
}


type Props = {
  words: FeedbackWords
  action: (state: FeedbackFormState, form: FormData) => Promise<FeedbackFormState>
  /** The signed timestamp this copy of the form carries (src/features/feedback/rules.ts). */
  token: string
  /** The topic to start with (e.g. `accessibility` from the accessibility statement's link). */
  topic?: string
}

const empty = { name: '', contact: '', topic: 'general', message: '' }

/**
 * The feedback form. A client component only for `useActionState`, which makes the form a
 * plain post to the server action and renders the answer on the page (as the TC form,
 * src/features/tc/TcForm.tsx): it is rendered on the server only and carries no
 * data-island, so /feedback ships no React. Errors show under their fields, named by
 * aria-describedby.
 */
export function FeedbackForm({ action, token, topic, words }: Props) {
  const [state, formAction, pending] = useActionState(action, {
    status: 'idle',
    values: { ...empty, topic: FEEDBACK_TOPICS.some((t) => t.value === topic) ? (topic as string) : 'general' },
  })
  const errors = state.errors ?? {}
  const describedBy = (field: FeedbackField, hint = false) =>
    [hint ? `fb-${field}-hint` : '', `fb-${field}-error`].filter(Boolean).join(' ')
  const error = (field: FeedbackField) => <FieldError id={`fb-${field}-error`} message={errors[field]} />
  return (
    <div className="feedback">
      <FormNotices state={state} correct={words.correct} />
      <form action={formAction} aria-label={words.form} className="feedback-form">
        <input type="hidden" name={TOKEN_FIELD} value={token} />
        <div className="form-field">
          <label htmlFor="fb-name">{words.name}</label>
          <input
            id="fb-name"
            name="name"
            autoComplete="name"
            maxLength={MAX_NAME}
            defaultValue={state.values.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
          />
          {error('name')}
        </div>
        <div className="form-field">
          <label htmlFor="fb-contact">{words.contact}</label>
          <p className="form-hint" id="fb-contact-hint">
            {words.contactHint}
          </p>
          <input
            id="fb-contact"
            name="contact"
            autoComplete="email"
            maxLength={MAX_CONTACT}
            defaultValue={state.values.contact}
            aria-invalid={errors.contact ? true : undefined}
            aria-describedby={describedBy('contact', true)}
          />
          {error('contact')}
        </div>
        <div className="form-field">
          <label htmlFor="fb-topic">{words.topic}</label>
          <select
            id="fb-topic"
            name="topic"
            defaultValue={state.values.topic}
            aria-invalid={errors.topic ? true : undefined}
            aria-describedby={describedBy('topic')}
          >
            {FEEDBACK_TOPICS.map((t) => (
              <option key={t.value} value={t.value}>
                {words.topics?.[t.value] ?? t.label}
              </option>
            ))}
          </select>
          {error('topic')}
        </div>
        <div className="form-field">
          <label htmlFor="fb-message">{words.message}</label>
          <p className="form-hint" id="fb-message-hint">
            {words.messageHint}
          </p>
          <textarea
            id="fb-message"
            name="message"
            required
            rows={8}
            maxLength={MAX_MESSAGE}
            defaultValue={state.values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message', true)}
          />
          {error('message')}
        </div>
        <Honeypot id="fb-website" />
        <button type="submit" className="button" disabled={pending}>
          {pending ? words.sending : words.send}
        </button>
      </form>
    </div>
  )
}
