import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentPage } from '@/components/page/ContentPage'
import { RichText } from '@/components/page/RichText'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { requestLocale } from '@/data/locale'
import { emptyPages } from '@/data/emptyPages'
import { getYouthSummit } from '@/data/queries'
import { PAGES } from '@/lib/navigation'
import { formatDate } from '@/lib/dates'
import { dictionary, translateLabel } from '@/lib/i18n/dictionary'
import { imageOf } from '@/lib/media'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const summit = await getYouthSummit()
  return { title: summit.title, description: `${summit.title}: details, messages and committees.` }
}

export default async function YouthSummitPage() {
  const s = await getYouthSummit()
  // A school that has not published this page does not have it (src/data/emptyPages).
  if ((await emptyPages()).has(PAGES.summit.href)) notFound()
  const locale = await requestLocale()
  const t = dictionary(locale)
  const details = [
    ['Date', formatDate(s.date, locale)],
    ['Time', t.timeRange(String(s.startTime), String(s.endTime))],
    ['Grades', s.grades],
    ['Fee', s.fee !== null && s.fee !== undefined ? t.rupees(String(s.fee)) : null],
    ['Venue', s.venue],
  ].filter(([, v]) => v)
  return (
    <ContentPage title={s.title} updatedAt={s.updatedAt} translation={[s.translationStamps]}>
      <dl className="figures">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{translateLabel(label!, locale)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <RichText data={s.about} />
      {s.messages?.length ? (
        <section aria-labelledby="messages">
          <h2 id="messages">{translateLabel('Messages', locale)}</h2>
          {s.messages.map((m) => {
            const photo = imageOf(m.photo)
            return (
              <figure key={m.id ?? m.author} className="card message-card">
                {photo ? <ResponsiveImage image={{ ...photo, alt: t.photoOf(m.author) }} sizes="96px" /> : null}
                <blockquote>
                  <p>{m.message}</p>
                </blockquote>
                <figcaption>
                  <strong>{m.author}</strong>, {m.role}
                </figcaption>
              </figure>
            )
          })}
        </section>
      ) : null}
      {s.committees?.length ? (
        <section aria-labelledby="committees">
          <h2 id="committees">{translateLabel('Committees', locale)}</h2>
          {s.committees.map((c) => (
            <section key={c.id ?? c.name} aria-label={c.name}>
              <h3>{c.name}</h3>
              <ul>
                {c.agenda?.map((a) => (
                  <li key={a.id ?? a.text}>{a.text}</li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ) : null}
    </ContentPage>
  )
}
