import { requestLocale } from '@/data/locale'
import { getCalendarEvents, getRecentEvents } from '@/content/events/reads'
import { section } from '@/data/section'
import type { Month } from '@/lib/calendar'
import { formatDate } from '@/lib/dates'
import { imageOf } from '@/lib/media'
import { CalendarSubscribe } from '../page/CalendarSubscribe'
import { ResponsiveImage } from '../ResponsiveImage'
import { SectionError } from '../SectionError'
import { Carousel } from './Carousel'
import { EventsCalendar } from './EventsCalendar'
import { SectionHeading } from './SectionHeading'
import { routes } from '@/lib/routes'
import { ClassesLabel } from '@/features/classes/ClassesLabel'

/** The events calendar, showing `month`, with the links to subscribe to it, and the School Bulletin carousel (events, newest first). */
export async function HomeEvents({ month }: { month: Month }) {
  const locale = await requestLocale()
  const [calendar, recent] = await Promise.all([section('calendar', () => getCalendarEvents(month)), section('events', getRecentEvents)])
  return (
    <div className="home-events">
      <section aria-labelledby="events-calendar">
        <SectionHeading id="events-calendar" title="Events Calendar" />
        {calendar.ok ? (
          <EventsCalendar events={calendar.data} month={month} locale={locale} />
        ) : (
          <SectionError what="The events calendar" />
        )}
        <CalendarSubscribe />
      </section>
      <section aria-labelledby="school-bulletin">
        <SectionHeading id="school-bulletin" title="School Bulletin" href={routes.events} linkLabel="All events" />
        {!recent.ok ? (
          <SectionError what="The school bulletin" />
        ) : (
          <Carousel label="School bulletin">
            {recent.data.map((e) => {
              const img = imageOf(e.images)
              return (
                <article key={e.id} className="card">
                  {img ? <ResponsiveImage image={img} sizes="(min-width: 1024px) 22vw, (min-width: 768px) 45vw, 90vw" /> : null}
                  <h3>{e.title}</h3>
                  <p className="card__meta">
                    <time dateTime={e.date.slice(0, 10)}>{formatDate(e.date, locale)}</time>
                    {e.venue ? ` · ${e.venue}` : ''}
                  </p>
                  <ClassesLabel doc={e} className="card__meta" />
                </article>
              )
            })}
          </Carousel>
        )}
      </section>
    </div>
  )
}
