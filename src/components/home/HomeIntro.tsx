import { getHomePageTexts, getSchoolProfile } from '@/data/queries'
import { section } from '@/data/section'
import { SectionError } from '../SectionError'

/** About teaser with Get Started and a phone link, then the feature cards. */
export async function HomeIntro() {
  const [texts, school] = await Promise.all([section('home texts', getHomePageTexts), section('school profile', getSchoolProfile)])
  if (!texts.ok) return <SectionError what="The introduction" />
  const phone = school.ok ? school.data.phones?.[0]?.number : undefined
  const { aboutTeaser, featureCards } = texts.data
  return (
    <>
      <section className="about-teaser" aria-labelledby="about-teaser">
        <h2 id="about-teaser">{aboutTeaser.heading}</h2>
        <p>{aboutTeaser.text}</p>
        <p className="about-teaser__actions">
          <a className="button" href="/about-school">
            Get Started
          </a>
          {phone ? (
            <a className="about-teaser__phone" href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
              Call us: {phone}
            </a>
          ) : null}
        </p>
      </section>
      {featureCards?.length ? (
        <ul className="feature-cards" aria-label="About the school">
          {featureCards.map((c) => (
            <li key={c.id ?? c.title}>
              <h3>
                <a href={c.link}>{c.title}</a>
              </h3>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
