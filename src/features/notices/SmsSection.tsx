/**
 * "By SMS" on the Get notices page (shown only where the school set SMS up: ./smsFor.ts): a
 * form to subscribe a mobile number, and one to stop it. Plain server-rendered forms posting
 * to server actions, so they work without JavaScript; a problem comes back in the page's
 * address (`?sms=phone`) and shows under its field, named by aria-describedby (the number, the
 * kinds of notice), or above the form as an alert.
 */
import { FieldError, Honeypot } from '@/features/feedback/FormParts'
import { TOKEN_FIELD } from '@/features/feedback/rules'
import { WAIT, wordsIn } from '@/lib/i18n/catalogue'
import type { Locale } from '@/lib/i18n/locales'
import { smsRequestAction } from './actions'
import type { TopicChoice } from './topics'
import type { ClassChoice } from '@/features/classes/reads'
import { ClassChoices } from './ClassChoices'
import type { SmsProblem } from './channels/sms/sms'
import { NOTICE_WORDS } from './words'

type Props = { locale: Locale; school: string; token: string; topics: TopicChoice[]; classes: ClassChoice[]; problem?: string; intent?: string; waitSeconds?: number }

export function SmsSection({ locale, school, token, topics, classes, problem, intent, waitSeconds }: Props) {
  const w = wordsIn(NOTICE_WORDS, locale)
  const message = (forIntent: 'subscribe' | 'stop') => {
    if ((intent === 'stop' ? 'stop' : 'subscribe') !== forIntent || !problem) return undefined
    if (problem === 'limited') return w.limited(wordsIn(WAIT, locale)(waitSeconds ?? 60))
    return (w.smsProblems as Record<string, string>)[problem as SmsProblem] ?? undefined
  }
  const form = (forIntent: 'subscribe' | 'stop') => {
    const id = `ns-${forIntent}`
    const said = message(forIntent)
    // A problem with a field shows under it; any other (not sent, too fast, limited) above the form.
    const error = problem === 'phone' ? said : undefined
    const topicsError = problem === 'topics' ? said : undefined
    const general = problem !== 'phone' && problem !== 'topics' ? said : undefined
    return (
      <form action={smsRequestAction} aria-label={forIntent === 'stop' ? w.smsStopTitle : w.smsForm} className="feedback-form">
        {general ? (
          <p role="alert" className="form-error">
            {general}
          </p>
        ) : null}
        <input type="hidden" name={TOKEN_FIELD} value={token} />
        <input type="hidden" name="intent" value={forIntent} />
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
            <p className="form-hint">{w.smsConsent(school)}</p>
          </>
        ) : null}
        <Honeypot id={`${id}-website`} />
        <button type="submit" className="button">
          {forIntent === 'stop' ? w.smsStop : w.smsSubscribe}
        </button>
      </form>
    )
  }
  return (
    <section aria-labelledby="sms-title">
      <h2 id="sms-title">{w.smsTitle}</h2>
      <p>{w.smsIntro}</p>
      <div id="sms-subscribe">{form('subscribe')}</div>
      <h3 id="sms-stop">{w.smsStopTitle}</h3>
      <p>{w.smsStopIntro}</p>
      {form('stop')}
    </section>
  )
}
