import { words } from '@/data/i18n'
import { getHomePageTexts, getSchoolProfile } from '@/data/queries'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { translationState } from '@/lib/i18n/translation'
import { TranslationNotice } from '../page/TranslationNotice'
import { section } from '@/data/section'
import { SectionError } from '../SectionError'

/** About teaser with Get Started and a phone link, then the feature cards. */
export async function HomeIntro() {
  const [texts, school, { locale, t, href }] = await Promise.all([
    section('home texts', getHomePageTexts),
    section('school profile', getSchoolProfile),
    words(),
  ])
  if (!texts.ok) return <SectionError what="The introduction" />
  const phone = school.ok ? school.data.phones?.[0]?.number : undefined
  const { aboutTeaser, featureCards } = texts.data
  // On the Hindi home page, the texts not yet translated are the English ones, and say so.
  const state = translationState(locale, texts.data.translationStamps)
  const lang = state === 'missing' ? 'en' : undefined
  return (
    <>
      <TranslationNotice state={state} />
      <section className="about-teaser" aria-labelledby="about-teaser" lang={lang}>
        <h2 id="about-teaser">{aboutTeaser.heading}</h2>
        <p>{aboutTeaser.text}</p>
        <p className="about-teaser__actions">
          <a className="button" href={href('/about-school')} lang={locale === DEFAULT_LOCALE ? undefined : locale}>
            {t.getStarted}
          </a>
          {phone ? (
            <a className="about-teaser__phone" href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
              {t.callUs}: {phone}
            </a>
          ) : null}
        </p>
      </section>
      {featureCards?.length ? (
        <ul className="feature-cards" aria-label={t.aboutTheSchool} lang={lang}>
          {featureCards.map((c) => (
            <li key={c.id ?? c.title}>
              <h3>
                <a href={href(c.link)}>{c.title}</a>
              </h3>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
