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
} as const

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8'
export const ICAL_CONTENT_TYPE = 'text/calendar; charset=utf-8'

/** How many items an RSS feed carries: readers want what is new, not the archive. */
export const RSS_ITEM_LIMIT = 50
/** How many events the calendar carries, newest (latest date) first: every upcoming one and the recent past. */
export const ICAL_EVENT_LIMIT = 200
