/**
 * The page a notice's preferences link opens (/notices/preferences?s=…&t=…, ./preferences.server.ts):
 * the school's name, whose subscription it is, and a plain form (no script) with the kinds of
 * notice, the school's classes and, for e-mail, how often; Save posts it to
 * /subscriptions/preferences, which comes back here saying it is saved. For one subscriber
 * only: never cached. A link that is not right (removed, cut short, of another school) gets a
 * page saying so, with a way back to Get notices, and shows nothing of any subscription.
 */
import { ContentPage } from '@/components/page/ContentPage'
import { words } from '@/data/i18n'
import { FieldError } from '@/features/feedback/FormParts'
import { wordsIn } from '@/lib/i18n/catalogue'
import { firstParam } from '@/lib/params'
import { routes } from '@/lib/routes'
import { markPersonal } from '@/server/renderContext'
import { ClassChoices } from './ClassChoices'
import { preferencesFor } from './preferences.server'
import { FREQUENCIES, isLinkToken, subscriptionIdOf, type SubscribeProblem } from './rules'
import { NOTICE_WORDS } from './words'

export async function PreferencesPage({ params }: { params: Record<string, string | string[] | undefined> }) {
  markPersonal()
  const { href, locale } = await words()
  const w = wordsIn(NOTICE_WORDS, locale)
  const id = subscriptionIdOf(firstParam(params.s))
  const token = firstParam(params.t)
  const prefs = id !== null && isLinkToken(token) ? await preferencesFor(id, token) : null
  if (id === null || !isLinkToken(token) || !prefs) {
    // As confirm and unsubscribe do: a page saying so (not Next's notFound(), whose document on a
    // page never cached is empty without JavaScript), kept out of search engines by the metadata.
    return (
      <ContentPage title={w.preferencesDeadTitle} updatedAt={null}>
        <p role="alert">{w.preferencesDead}</p>
        <p>
          <a href={href(routes.notices)}>{w.title}</a>
        </p>
      </ContentPage>
    )
  }
  const saved = firstParam(params.saved) === '1'
  const problem = firstParam(params.e)
  const topicsError = problem === 'topicsMissing' || problem === 'topicUnknown' ? w.problems[problem as SubscribeProblem] : undefined
  const { choices } = prefs
  return (
    <ContentPage title={w.preferencesTitle} updatedAt={null}>
      {saved ? <p role="status">{w.saved}</p> : null}
      {topicsError ? (
        <p className="form-notice" role="alert">
          {w.correct}
        </p>
      ) : null}
      <p>{w.preferencesIntro(prefs.school)}</p>
      <p>
        {w.preferencesFor}: <strong>{prefs.email ?? w.pushAddress}</strong>
      </p>
      <form method="post" action={routes.savePreferences} aria-label={w.preferencesTitle} className="feedback-form">
        <input type="hidden" name="s" value={String(id)} />
        <input type="hidden" name="t" value={token} />
        <input type="hidden" name="lang" value={locale} />
        <fieldset className="form-field" aria-describedby="np-topics-error" aria-invalid={topicsError ? true : undefined}>
          <legend>{w.topics}</legend>
          {choices.topics.map(({ name, label }) => (
            <div key={name} className="form-choice">
              <input id={`np-topic-${name}`} type="checkbox" name="topics" value={name} defaultChecked={prefs.topics.includes(name)} />
              <label htmlFor={`np-topic-${name}`}>{label[locale]}</label>
            </div>
          ))}
          <FieldError id="np-topics-error" message={topicsError} />
        </fieldset>
        <ClassChoices idPrefix="np" classes={choices.classes} checked={prefs.classes} legend={w.classes} hint={w.classesHint} />
        {prefs.channel === 'email' ? (
          <fieldset className="form-field">
            <legend>{w.frequency}</legend>
            {FREQUENCIES.map((f) => (
              <div key={f} className="form-choice">
                <input id={`np-frequency-${f}`} type="radio" name="frequency" value={f} defaultChecked={prefs.frequency === f} />
                <label htmlFor={`np-frequency-${f}`}>{w.frequencies[f]}</label>
              </div>
            ))}
          </fieldset>
        ) : (
          <p className="form-hint">{w.smsFrequency}</p>
        )}
        <button type="submit" className="button">
          {w.save}
        </button>
      </form>
    </ContentPage>
  )
}
