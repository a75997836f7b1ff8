import { getSchoolProfile, PUBLISHED } from '@/data/queries'
import { getEventsForFeed } from '@/content/events/reads'
import { ICAL_CONTENT_TYPE } from '@/lib/feeds'
import { eventsCalendar } from '@/lib/feeds/ical'
import { requestOrigin } from '@/tenancy/request.server'

export const dynamic = 'force-dynamic'

/** The published events as an iCalendar feed, for calendar apps to subscribe to. */
export async function GET() {
  const [school, events] = await Promise.all([getSchoolProfile(PUBLISHED), getEventsForFeed(PUBLISHED)])
  return new Response(eventsCalendar(school, (await requestOrigin()), events, new Date()), {
    headers: { 'content-type': ICAL_CONTENT_TYPE, 'content-disposition': 'inline; filename="events.ics"' },
  })
}
