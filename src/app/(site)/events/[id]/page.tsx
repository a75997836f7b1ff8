import { requestLocale } from '@/data/locale'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/JsonLd'
import { Attachments } from '@/components/page/Attachments'
import { ContentPage } from '@/components/page/ContentPage'
import { ShareOnWhatsApp } from '@/features/notices/ShareOnWhatsApp'
import { Paragraphs } from '@/components/page/Paragraphs'
import { PhotoGrid } from '@/components/gallery/PhotoGrid'
import { getSchoolProfile } from '@/data/queries'
import { getEvent } from '@/content/events/reads'
import { shareImagePath } from '@/data/shareImages'
import { withSharing } from '@/data/seo'
import { formatDate } from '@/lib/dates'
import { dictionary, translateLabel } from '@/lib/i18n/dictionary'
import { localizedHref } from '@/lib/i18n/locales'
import { eventTimes } from '@/lib/eventTime'
import { gridPhotosOf, imageOf, splitAttachments } from '@/lib/media'
import { parseRecordId } from '@/lib/params'
import { eventJsonLd } from '@/lib/structuredData'
import { requestOrigin } from '@/tenancy/request.server'
import { routes } from '@/lib/routes'
import { ClassesLabel } from '@/features/classes/ClassesLabel'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

async function eventFor(params: Props['params']) {
  const id = parseRecordId((await params).id)
  return id === null ? null : getEvent(id)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await requestLocale()
  const event = await eventFor(params)
  if (!event) return { title: 'Page not found', robots: { index: false } }
  const photo = splitAttachments(event.images).photos[0]
  const when = [formatDate(event.date, locale), event.time, event.venue].filter(Boolean).join(' · ')
  return withSharing(
    { title: event.title, description: (event.description || when).slice(0, 300), alternates: { canonical: routes.event(event.id) } },
    { image: photo ? { id: photo.id, alt: photo.alt } : null },
  )
}

/** One event: when and where, what it is, its photos and documents. */
export default async function EventPage({ params }: Props) {
  const locale = await requestLocale()
  const event = await eventFor(params)
  if (!event) notFound()
  const school = await getSchoolProfile()
  const origin = await requestOrigin()
  const { photos, documents } = splitAttachments(event.images)
  const times = eventTimes(event.date, event.time)
  const logo = imageOf(school.logo)
  return (
    <ContentPage
      title={event.title}
      updatedAt={event.updatedAt}
      translation={[event.translationStamps]}
      trail={[{ label: 'Events', href: routes.events }]}
    >
      <JsonLd
        data={eventJsonLd(
          {
            url: `${origin}${routes.event(event.id)}`,
            name: event.title,
            description: event.description,
            start: times.start,
            end: times.end,
            venue: event.venue,
            images: photos.length ? photos.map((p) => origin + shareImagePath(p.id)) : [origin + shareImagePath()],
          },
          { name: school.name, url: `${origin}/`, logo: logo?.url ? origin + logo.url : null, address: school.address },
        )}
      />
      <dl className="figures">
        <div>
          <dt>{translateLabel('Date', locale)}</dt>
          <dd>
            <time dateTime={event.date.slice(0, 10)}>{formatDate(event.date, locale)}</time>
          </dd>
        </div>
        {event.time ? (
          <div>
            <dt>{translateLabel('Time', locale)}</dt>
            <dd>{event.time}</dd>
          </div>
        ) : null}
        {event.venue ? (
          <div>
            <dt>{translateLabel('Venue', locale)}</dt>
            <dd>{event.venue}</dd>
          </div>
        ) : null}
      </dl>
      <ClassesLabel doc={event} className="card__meta" />
      <Paragraphs text={event.description} />
      {photos.length ? (
        <PhotoGrid
          photos={gridPhotosOf(photos.map((p, i) => ({ image: p, key: `${i}` })))}
          label={dictionary(locale).photosColon(event.title)}
        />
      ) : null}
      <Attachments documents={documents} />
      <ShareOnWhatsApp title={event.title} url={`${origin}${localizedHref(routes.event(event.id), locale)}`} label={dictionary(locale).shareOnWhatsApp} />
      <p>
        <a href={localizedHref(routes.events, locale)}>← {translateLabel('All events', locale)}</a>
      </p>
    </ContentPage>
  )
}
