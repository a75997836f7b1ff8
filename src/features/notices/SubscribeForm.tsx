'use client'

import { useActionState } from 'react'

import { FieldError, FormNotices, Honeypot } from '@/features/feedback/FormParts'
import { TOKEN_FIELD } from '@/features/feedback/rules'
import { FREQUENCIES, MAX_EMAIL, type SubscribeField } from './rules'
import type { TopicChoice } from './topics'
import type { ClassChoice } from '@/features/classes/reads'
import { ClassChoices } from './ClassChoices'

export type SubscribeFormState = {
  status: 'idle' | 'invalid' | 'rejected' | 'limited'
  values: { email: string; topics: string[]; frequency: string; classes?: number[] }
  errors?: Partial<Record<SubscribeField, string>>
  message?: string
}

/** The form's words in the page's language (plain strings: a client component's props carry no functions). */
export type SubscribeWords = {
  form: string
  email: string
  emailHint: string
  topics: string
  classes: string
  classesHint: string
  frequency: string
  frequencies: Record<string, string>
  subscribe: string
  sending: string
  correct: string
  consent: string
}

type Props = {
  words: SubscribeWords
  /** The kinds of notice to choose from (the config's topics: a client component cannot read the config). */
  topics: TopicChoice[]
  /** The school's classes (none: no choice offered). */
  classes: ClassChoice[]
  action: (state: SubscribeFormState, form: FormData) => Promise<SubscribeFormState>
  token: string
}

/**
 * The "Get notices" e-mail form: a plain post to the server action, as the feedback form. A
 * client component only for `useActionState`: it is rendered on the server only and carries no
 * data island, so /notices ships no React. Errors show under their
 * fields, named by aria-describedby; the choices are fieldsets with legends.
 */
export function SubscribeForm({ action, token, words, topics, classes }: Props) {
  const [state, formAction, pending] = useActionState(action, {
    status: 'idle',
    values: { email: '', topics: ['alerts', 'circulars'], frequency: 'immediate' },
  })
  const errors = state.errors ?? {}
  const error = (field: SubscribeField) => <FieldError id={`nt-${field}-error`} message={errors[field]} />
  return (
    <div className="feedback">
      <FormNotices state={state} correct={words.correct} />
      <form action={formAction} aria-label={words.form} className="feedback-form">
        <input type="hidden" name={TOKEN_FIELD} value={token} />
        <div className="form-field">
          <label htmlFor="nt-email">{words.email}</label>
          <p className="form-hint" id="nt-email-hint">
            {words.emailHint}
          </p>
          <input
            id="nt-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={MAX_EMAIL}
            defaultValue={state.values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby="nt-email-hint nt-email-error"
          />
          {error('email')}
        </div>
        <fieldset className="form-field" aria-describedby="nt-topics-error" aria-invalid={errors.topics ? true : undefined}>
          <legend>{words.topics}</legend>
          {topics.map(({ name, label }) => (
            <div key={name} className="form-choice">
              <input id={`nt-topic-${name}`} type="checkbox" name="topics" value={name} defaultChecked={state.values.topics.includes(name)} />
              <label htmlFor={`nt-topic-${name}`}>{label}</label>
            </div>
          ))}
          {error('topics')}
        </fieldset>
        <ClassChoices idPrefix="nt" classes={classes} checked={state.values.classes ?? []} legend={words.classes} hint={words.classesHint} />
        <fieldset className="form-field" aria-describedby="nt-frequency-error">
          <legend>{words.frequency}</legend>
          {FREQUENCIES.map((f) => (
            <div key={f} className="form-choice">
              <input id={`nt-frequency-${f}`} type="radio" name="frequency" value={f} defaultChecked={state.values.frequency === f} />
              <label htmlFor={`nt-frequency-${f}`}>{words.frequencies[f]}</label>
            </div>
          ))}
          {error('frequency')}
        </fieldset>
        <p className="form-hint">{words.consent}</p>
        <Honeypot id="nt-website" />
        <button type="submit" className="button" disabled={pending}>
          {pending ? words.sending : words.subscribe}
        </button>
      </form>
    </div>
  )
}
