import { newestChange } from '@/lib/lastUpdated'
import { requestLocale } from '@/data/locale'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentPage } from '@/components/page/ContentPage'
import { FeedLink } from '@/components/page/FeedLink'
import { Pager, pagedMetadata } from '@/components/page/Pager'
import { FEED_LINKS } from '@/lib/feeds'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { getEventsPage } from '@/data/queries'
import { formatDate } from '@/lib/dates'
import { localizedHref } from '@/lib/i18n/locales'
import { translateLabel } from '@/lib/i18n/dictionary'
import { imageOf } from '@/lib/media'
import { parsePage, pastTheEnd } from '@/lib/paging'

export const dynamic = 'force-dynamic'

/** Twelve a page: four rows of the three-column grid. */
const PER_PAGE = 12

type Props = { searchParams: Promise<{ page?: string | string[] }> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = parsePage((await searchParams).page)
  return pagedMetadata({
    title: 'Events',
    description: 'Events at the school, newest first.',
    path: '/events',
    query: {},
    page,
    sharing: { feeds: [FEED_LINKS.events] },
  })
}

export default async function EventsPage({ searchParams }: Props) {
  const page = parsePage((await searchParams).page)
  if (page === null) notFound()
  const list = await getEventsPage(page, PER_PAGE)
  const locale = await requestLocale()
  if (pastTheEnd(page, list.totalPages)) notFound()
  return (
    <ContentPage title="Events" updatedAt={newestChange(list.docs)}>
      <ul className="card-grid" aria-label={translateLabel('Events', locale)}>
        {list.docs.map((e) => {
          const img = imageOf(e.images)
          return (
            <li key={e.id} className="card">
              {img ? <ResponsiveImage image={img} sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 90vw" /> : null}
              <h2>
                <a href={localizedHref(`/events/${e.id}`, locale)}>{e.title}</a>
              </h2>
              <p className="card__meta">
                <time dateTime={e.date.slice(0, 10)}>{formatDate(e.date, locale)}</time>
                {e.time ? ` · ${e.time}` : ''}
                {e.venue ? ` · ${e.venue}` : ''}
              </p>
              {e.description ? <p>{e.description}</p> : null}
            </li>
          )
        })}
      </ul>
      <Pager path="/events" query={{}} page={page} totalPages={list.totalPages} />
      <FeedLink feed={FEED_LINKS.events} />
    </ContentPage>
  )
}
