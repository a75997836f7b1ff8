import { words } from '@/data/i18n'
import { calendarSubscriptions, FEED_LINKS } from '@/lib/feeds'
import { requestOrigin } from '@/tenancy/request.server'

/**
 * One tap to keep the school's events in a calendar (the events feed, /feeds/events.ics):
 * subscribe in the phone's or computer's calendar app (webcal), in Google Calendar, or take
 * the plain file for another app. Plain links: they work without JavaScript. At the top of
 * /events and beside the home page's calendar.
 */
export async function CalendarSubscribe() {
  const { t } = await words()
  const links = calendarSubscriptions((await requestOrigin()))
  return (
    <div className="calendar-subscribe">
      <p id="calendar-subscribe">{t.calendarSubscribe}</p>
      <ul aria-labelledby="calendar-subscribe">
        <li>
          <a href={links.webcal}>{t.subscribeOnPhone}</a>
        </li>
        <li>
          <a href={links.google}>{t.addToGoogleCalendar}</a>
        </li>
        <li>
          <a href={links.file} type={FEED_LINKS.events.type}>
            {t.calendarFile}
          </a>
        </li>
      </ul>
    </div>
  )
}
