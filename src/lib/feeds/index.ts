/**
 * The site's feeds (issue #14): where they are, for the pages and the document's `<head>` to
 * link to. The builders are ./rss (RSS 2.0) and ./ical (iCalendar, RFC 5545).
 */
export const FEEDS = {
  /** Published news, newest first (RSS 2.0). */
  news: '/feeds/news.xml',
  /** Published circulars and newsletters, newest first (RSS 2.0). */
  circulars: '/feeds/circulars.xml',
  /** Published events (iCalendar), for a calendar app to subscribe to. */
  events: '/feeds/events.ics',
  /** The emergency alerts showing now, the most severe first (RSS 2.0). */
  alerts: '/feeds/alerts.xml',
} as const

/** A feed as pages announce it (`<link rel="alternate">`) and link to it. */
export type Feed = { type: 'application/rss+xml' | 'text/calendar'; url: string; title: string; label: string }

export const FEED_LINKS = {
  news: { type: 'application/rss+xml', url: FEEDS.news, title: 'News', label: 'News feed (RSS)' },
  circulars: {
    type: 'application/rss+xml',
    url: FEEDS.circulars,
    title: 'Circulars and newsletters',
    label: 'Newsletters feed (RSS)',
  },
  events: {
    type: 'text/calendar',
    url: FEEDS.events,
    title: 'Events calendar',
    label: 'Calendar file (.ics) for other apps',
  },
  alerts: { type: 'application/rss+xml', url: FEEDS.alerts, title: 'Emergency alerts', label: 'Emergency alerts feed (RSS)' },
} as const satisfies Record<string, Feed>

/**
 * The ways to keep the school's events in a calendar with one tap, all the same feed:
 * - `webcal`: the feed's address with the webcal scheme, which the calendar app of a phone
 *   or computer (Apple Calendar, Outlook, most Android calendar apps) subscribes to, where a
 *   plain https link would only download the file once;
 * - `google`: Google Calendar asking the signed-in user to subscribe to that address. The
 *   `cid` parameter is what Google's own share links of a calendar use; for another site's
 *   feed it is in wide use but not documented by Google, whose help describes the same
 *   subscription by hand (Other calendars, +, From URL) with the feed's address;
 * - `file`: the plain file, for any other app.
 * `origin` is the site's public address (env().publicOrigin): an app fetches the feed from it.
 */
export function calendarSubscriptions(origin: string, feed: string = FEEDS.events): { webcal: string; google: string; file: string } {
  const url = new URL(feed, origin)
  const webcal = `webcal://${url.host}${url.pathname}`
  return { webcal, google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`, file: feed }
}

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8'
export const ICAL_CONTENT_TYPE = 'text/calendar; charset=utf-8'

/** How many items an RSS feed carries: readers want what is new, not the archive. */
export const RSS_ITEM_LIMIT = 50
/** How many events the calendar carries, newest (latest date) first: every upcoming one and the recent past. */
export const ICAL_EVENT_LIMIT = 200
