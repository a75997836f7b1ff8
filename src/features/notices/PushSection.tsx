/**
 * "On this phone" on the Get notices page: notices as the browser's notifications (Web Push).
 * Rendered hidden; the page's script (./browser.ts) shows it only where the browser can
 * subscribe, so without JavaScript the page offers e-mail alone.
 */
import { wordsIn } from '@/lib/i18n/catalogue'
import type { Locale } from '@/lib/i18n/locales'
import type { TopicChoice } from './topics'
import type { ClassChoice } from '@/features/classes/reads'
import { ClassChoices } from './ClassChoices'
import { NOTICE_WORDS } from './words'

type Props = { publicKey: string; locale: Locale; school: string; topics: TopicChoice[]; classes: ClassChoice[] }

export function PushSection({ publicKey, locale, school, topics, classes }: Props) {
  const w = wordsIn(NOTICE_WORDS, locale)
  return (
    <section
      data-push
      data-vapid-key={publicKey}
      data-is-on={w.pushIsOn}
      data-is-off={w.pushIsOff}
      data-denied={w.pushDenied}
      data-failed={w.pushFailed}
      aria-labelledby="push-title"
      hidden
    >
      <h2 id="push-title">{w.pushTitle}</h2>
      <p>{w.pushIntro}</p>
      <fieldset className="form-field">
        <legend>{w.pushTopics}</legend>
        {topics.map(({ name, label }) => (
          <div key={name} className="form-choice">
            <input id={`np-topic-${name}`} type="checkbox" name="push-topics" value={name} defaultChecked={name === 'alerts' || name === 'circulars'} />
            <label htmlFor={`np-topic-${name}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      <ClassChoices idPrefix="np" name="push-classes" classes={classes} checked={[]} legend={w.classes} hint={w.classesHint} />
      <p className="form-hint">{w.pushConsent(school)}</p>
      <p>
        <button type="button" className="button" data-push-on>
          {w.pushOn}
        </button>{' '}
        <button type="button" className="button" data-push-off hidden>
          {w.pushOff}
        </button>
      </p>
      <p role="status" data-push-status></p>
    </section>
  )
}
