/**
 * "By SMS" and "On WhatsApp" on the Get notices page (each shown only where the school set
 * the channel up): a form to subscribe a mobile number, and one to stop it, the code sent by
 * that channel (./channels/phoneCode.server.ts). WhatsApp's form also asks for the parent's
 * explicit opt-in (a box to tick, its words recorded with the subscription). Plain
 * server-rendered forms posting to server actions, so they work without JavaScript; a problem
 * comes back in the page's address (`?sms=phone`, `?whatsapp=optin`) and shows under its field,
 * named by aria-describedby (the number, the kinds of notice, the opt-in), or above the form as an alert.
 */
import { FieldError, Honeypot } from '@/features/feedback/FormParts'
import { TOKEN_FIELD } from '@/features/feedback/rules'
import { WAIT, wordsIn } from '@/lib/i18n/catalogue'
import type { Locale } from '@/lib/i18n/locales'
import { phoneRequestAction } from './actions'
import type { TopicChoice } from './topics'
import type { ClassChoice } from '@/features/classes/reads'
import { ClassChoices } from './ClassChoices'
import type { CodeProblem } from './channels/phoneCode'
import { NOTICE_WORDS } from './words'

type Props = { via: 'sms' | 'whatsapp'; locale: Locale; school: string; token: string; topics: TopicChoice[]; classes: ClassChoice[]; problem?: string; intent?: string; waitSeconds?: number }

/** The problems shown under a field of their own; any other (not sent, too fast, limited) above the form. */
const FIELD_PROBLEMS = new Set(['phone', 'topics', 'optin'])

export function PhoneSection({ via, locale, school, token, topics, classes, problem, intent, waitSeconds }: Props) {
  const w = wordsIn(NOTICE_WORDS, locale)
  const c = w.byPhone[via]
  const optin = via === 'whatsapp' ? w.byPhone.whatsapp.optin(school) : null
  const message = (forIntent: 'subscribe' | 'stop') => {
    if ((intent === 'stop' ? 'stop' : 'subscribe') !== forIntent || !problem) return undefined
    if (problem === 'limited') return w.limited(wordsIn(WAIT, locale)(waitSeconds ?? 60))
    if (problem === 'unavailable') return c.unavailable
    return (w.phoneProblems as Record<string, string>)[problem as CodeProblem] ?? undefined
  }
  const form = (forIntent: 'subscribe' | 'stop') => {
    const id = via === 'sms' ? `ns-${forIntent}` : `nw-${forIntent}`
    const said = message(forIntent)
    const error = problem === 'phone' ? said : undefined
    const topicsError = problem === 'topics' ? said : undefined
    const optinError = problem === 'optin' ? said : undefined
    const general = !FIELD_PROBLEMS.has(problem ?? '') ? said : undefined
    return (
      <form action={phoneRequestAction} aria-label={forIntent === 'stop' ? c.stopTitle : c.form} className="feedback-form">
        {general ? (
          <p role="alert" className="form-error">
            {general}
          </p>
        ) : null}
        <input type="hidden" name={TOKEN_FIELD} value={token} />
        <input type="hidden" name="intent" value={forIntent} />
        <input type="hidden" name="via" value={via} />
        <div className="form-field">
          <label htmlFor={`${id}-phone`}>{w.phone}</label>
          <p className="form-hint" id={`${id}-phone-hint`}>
            {w.phoneHint}
          </p>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="numeric"
            required
            autoComplete="tel-national"
            maxLength={20}
            autoFocus={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-phone-hint ${id}-error`}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
        {forIntent === 'subscribe' ? (
          <>
            <fieldset className="form-field" aria-describedby={`${id}-topics-error`} aria-invalid={topicsError ? true : undefined}>
              <legend>{w.topics}</legend>
              {topics.map(({ name, label }) => (
                <div key={name} className="form-choice">
                  <input id={`${id}-topic-${name}`} type="checkbox" name="topics" value={name} defaultChecked={name === 'alerts'} />
                  <label htmlFor={`${id}-topic-${name}`}>{label}</label>
                </div>
              ))}
              <FieldError id={`${id}-topics-error`} message={topicsError} />
            </fieldset>
            <ClassChoices idPrefix={id} classes={classes} checked={[]} legend={w.classes} hint={w.classesHint} />
            {optin ? (
              // The parent's explicit opt-in, never ticked for them (WhatsApp's rules ask for it).
              <div className="form-field form-choice">
                <input
                  id={`${id}-optin`}
                  type="checkbox"
                  name="optin"
                  value="yes"
                  required
                  autoFocus={Boolean(optinError)}
                  aria-invalid={optinError ? true : undefined}
                  aria-describedby={`${id}-optin-error`}
                />
                <label htmlFor={`${id}-optin`}>{optin}</label>
                <FieldError id={`${id}-optin-error`} message={optinError} />
              </div>
            ) : null}
            <p className="form-hint">{c.consent(school)}</p>
          </>
        ) : null}
        <Honeypot id={`${id}-website`} />
        <button type="submit" className="button">
          {forIntent === 'stop' ? c.stop : c.subscribe}
        </button>
      </form>
    )
  }
  return (
    <section aria-labelledby={`${via}-title`}>
      <h2 id={`${via}-title`}>{c.title}</h2>
      <p>{c.intro}</p>
      <div id={`${via}-subscribe`}>{form('subscribe')}</div>
      <h3 id={`${via}-stop`}>{c.stopTitle}</h3>
      <p>{c.stopIntro}</p>
      {form('stop')}
    </section>
  )
}
