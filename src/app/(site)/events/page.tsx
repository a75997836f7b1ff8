import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CalendarSubscribe } from '@/components/page/CalendarSubscribe'
import { ContentPage } from '@/components/page/ContentPage'
import { Pager, pagedMetadata } from '@/components/page/Pager'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { words } from '@/data/i18n'
import { getEventsPage } from '@/content/events/reads'
import { formatDate } from '@/lib/dates'
import { FEED_LINKS } from '@/lib/feeds'
import { newestChange } from '@/lib/lastUpdated'
import { imageOf } from '@/lib/media'
import { parsePage, pastTheEnd } from '@/lib/paging'
import type { Event as EventDoc } from '@/payload-types'
import { routes } from '@/lib/routes'
import { ClassesLabel } from '@/features/classes/ClassesLabel'

export const dynamic = 'force-dynamic'

/** Twelve a page: four rows of the three-column grid. */
const PER_PAGE = 12

type Props = { searchParams: Promise<{ page?: string | string[] }> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = parsePage((await searchParams).page)
  return pagedMetadata({
    title: 'Events',
    description: 'Events at the school: upcoming ones first, then past ones.',
    path: routes.events,
    query: {},
    page,
    sharing: { feeds: [FEED_LINKS.events] },
  })
}

/**
 * The events: the links to keep them in a calendar first, then the upcoming events (today
 * and later in India), the soonest first, then the past ones, the newest first, each under
 * its heading, a page at a time (a page may hold the end of one and the start of the other).
 */
export default async function EventsPage({ searchParams }: Props) {
  const page = parsePage((await searchParams).page)
  if (page === null) notFound()
  const [list, { t }] = await Promise.all([getEventsPage(page, PER_PAGE), words()])
  if (pastTheEnd(page, list.totalPages)) notFound()
  // Page 1 says so when nothing is coming up; a later page has its upcoming events, if any, at its start.
  const noneUpcoming = page === 1 && list.upcoming.length === 0
  return (
    <ContentPage title="Events" updatedAt={newestChange([...list.upcoming, ...list.past])}>
      <CalendarSubscribe />
      {list.upcoming.length || noneUpcoming ? (
        <section className="event-run" aria-labelledby="upcoming-events">
          <h2 id="upcoming-events">{t.upcomingEvents}</h2>
          {noneUpcoming ? <p>{t.noUpcomingEvents}</p> : <EventCards events={list.upcoming} label={t.upcomingEvents} />}
        </section>
      ) : null}
      {list.past.length ? (
        <section className="event-run" aria-labelledby="past-events">
          <h2 id="past-events">{t.pastEvents}</h2>
          <EventCards events={list.past} label={t.pastEvents} />
        </section>
      ) : null}
      <Pager path={routes.events} query={{}} page={page} totalPages={list.totalPages} />
    </ContentPage>
  )
}

async function EventCards({ events, label }: { events: EventDoc[]; label: string }) {
  const { locale, href } = await words()
  return (
    <ul className="card-grid" aria-label={label}>
      {events.map((e) => {
        const img = imageOf(e.images)
        return (
          <li key={e.id} className="card">
            {img ? <ResponsiveImage image={img} sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 90vw" /> : null}
            <h3>
              <a href={href(routes.event(e.id))}>{e.title}</a>
            </h3>
            <p className="card__meta">
              <time dateTime={e.date.slice(0, 10)}>{formatDate(e.date, locale)}</time>
              {e.time ? ` · ${e.time}` : ''}
              {e.venue ? ` · ${e.venue}` : ''}
            </p>
            <ClassesLabel doc={e} className="card__meta" />
            {e.description ? <p>{e.description}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}
