/**
 * RSS 2.0 feeds (https://www.rssboard.org/rss-specification) of the news and of the
 * circulars and newsletters. Pure text building: the documents, the school's name and the
 * site's address come from the caller, so every school fact comes from the CMS.
 */
import type { Circular, EmergencyAlert, News } from '@/payload-types'
import { alertKey, severityLabel } from '@/features/alerts/rules'
import { firstFile } from '@/lib/media'
import { formatDate } from '@/lib/dates'
import { calendarDayOf, IST_OFFSET, pad, type CalendarDay } from './days'
import { FEEDS, RSS_ITEM_LIMIT } from './index'
import { xmlEscape } from '../xml'
import { routes } from '@/lib/routes'

export type RssItem = {
  title: string
  description?: string | null
  link: string
  /** A permanent, unique id; a permalink when it is the item's own address. */
  guid: { value: string; isPermaLink: boolean }
  /** RFC 822 date-time, or none when the item has no date. */
  pubDate?: string | null
  category?: string | null
}

export type RssChannel = {
  title: string
  description: string
  /** The page the feed stands for. */
  link: string
  /** The feed's own address (atom:link rel="self"). */
  self: string
  language?: string
  /** RFC 822 date-time of the last change to the feed's content. */
  lastBuildDate?: string | null
  items: RssItem[]
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** An instant as RFC 822 (with a four-digit year, as RSS 2.0 asks), in GMT. */
export function rfc822(date: Date): string {
  const d = date
  return `${DAYS[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} GMT`
}

/** The start of a calendar day in India, as RFC 822: `Thu, 14 Aug 2025 00:00:00 +0530`. */
export function rfc822Day({ year, month, day }: CalendarDay): string {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return `${DAYS[weekday]}, ${pad(day)} ${MONTHS[month - 1]} ${year} 00:00:00 ${IST_OFFSET}`
}

export function rssXml(channel: RssChannel): string {
  const el = (name: string, value: string | null | undefined) => (value ? `<${name}>${xmlEscape(value)}</${name}>` : '')
  const items = channel.items.map((item) =>
    [
      '<item>',
      el('title', item.title),
      el('link', item.link),
      el('description', item.description),
      el('category', item.category),
      `<guid isPermaLink="${item.guid.isPermaLink}">${xmlEscape(item.guid.value)}</guid>`,
      el('pubDate', item.pubDate),
      '</item>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    el('title', channel.title),
    el('link', channel.link),
    el('description', channel.description),
    `<atom:link href="${xmlEscape(channel.self)}" rel="self" type="application/rss+xml"/>`,
    el('language', channel.language ?? 'en-IN'),
    el('lastBuildDate', channel.lastBuildDate),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n')
}

/** The newest of some documents' last changes, as RFC 822; none for no documents. */
function lastChange(docs: { updatedAt: string }[]): string | null {
  const times = docs.map((d) => Date.parse(d.updatedAt)).filter((t) => !Number.isNaN(t))
  return times.length ? rfc822(new Date(Math.max(...times))) : null
}

/** An address on this site, absolute; an absolute address stays as it is. */
const absolute = (origin: string, path: string) => new URL(path, `${origin}/`).href

type School = { name: string }
/** `category`: the item's category label, when news items have categories (src/features/categories). */
export type NewsForFeed = Pick<News, 'id' | 'title' | 'description' | 'fromDate' | 'updatedAt'> & {
  category?: string | null
  /** Its page, for an item of another type the news feed carries (src/content/listing); a news item's own page when absent. */
  path?: string
}
export type CircularForFeed = Pick<Circular, 'id' | 'title' | 'category' | 'date' | 'attachments' | 'updatedAt'>

/**
 * Two lists that each run newest first, as one: the news in its own order, each item of the
 * other types it carries (src/content/listing) placed before the first news item of an earlier day.
 */
export function mergeNewestFirst(news: NewsForFeed[], others: NewsForFeed[]): NewsForFeed[] {
  const dayOf = (n: NewsForFeed) => Date.parse(n.fromDate) || 0
  const out: NewsForFeed[] = []
  let o = 0
  for (const n of news) {
    while (o < others.length && dayOf(others[o]!) > dayOf(n)) out.push(others[o++]!)
    out.push(n)
  }
  return [...out, ...others.slice(o)]
}

/** The news feed: each item links to its own page. `news` comes newest first. */
export function newsFeed(school: School, origin: string, news: NewsForFeed[]): string {
  const items = news.slice(0, RSS_ITEM_LIMIT)
  return rssXml({
    title: `${school.name}: News`,
    description: `News from ${school.name}.`,
    link: absolute(origin, routes.news),
    self: absolute(origin, FEEDS.news),
    lastBuildDate: lastChange(items),
    items: items.map((n) => {
      const link = absolute(origin, n.path ?? routes.newsItem(n.id))
      const day = calendarDayOf(n.fromDate)
      return { title: n.title, description: n.description, link, category: n.category, guid: { value: link, isPermaLink: true }, pubDate: day && rfc822Day(day) }
    }),
  })
}

/**
 * The circulars and newsletters feed: each item links to its file (the first attachment),
 * else to the newsletters page. The id is not the file's address, which changes when the
 * file is replaced. `circulars` comes newest first.
 */
export function circularsFeed(school: School, origin: string, circulars: CircularForFeed[]): string {
  const host = new URL(origin).hostname
  const items = circulars.slice(0, RSS_ITEM_LIMIT)
  return rssXml({
    title: `${school.name}: Circulars and newsletters`,
    description: `Circulars, newsletters and the school magazine of ${school.name}.`,
    link: absolute(origin, routes.newsletters),
    self: absolute(origin, FEEDS.circulars),
    lastBuildDate: lastChange(items),
    items: items.map((c) => {
      const file = firstFile(c.attachments)
      const day = calendarDayOf(c.date)
      return {
        title: c.title,
        description: [c.category, c.date ? formatDate(c.date) : null].filter(Boolean).join(', '),
        link: absolute(origin, file?.url ?? routes.newsletters),
        category: c.category,
        guid: { value: `circular-${c.id}@${host}`, isPermaLink: false },
        pubDate: day && rfc822Day(day),
      }
    }),
  })
}

export type AlertForFeed = Pick<EmergencyAlert, 'id' | 'title' | 'message' | 'severity' | 'link' | 'startsAt' | 'updatedAt'>

/**
 * The emergency alerts feed: the alerts showing now (`alerts`, the most severe first), each
 * titled with its severity in words, linking to its own link or else the home page. An
 * edited alert is a new item (its id names the version), so readers show the change.
 */
export function alertsFeed(school: School, origin: string, alerts: AlertForFeed[]): string {
  const host = new URL(origin).hostname
  return rssXml({
    title: `${school.name}: Emergency alerts`,
    description: `Closures, postponements and other urgent notices from ${school.name}, while they last.`,
    link: absolute(origin, '/'),
    self: absolute(origin, FEEDS.alerts),
    lastBuildDate: lastChange(alerts),
    items: alerts.map((a) => {
      const start = new Date(a.startsAt)
      const severity = severityLabel(a.severity)
      return {
        title: `${severity}: ${a.title}`,
        description: a.message,
        link: absolute(origin, a.link || '/'),
        category: severity,
        guid: { value: `alert-${alertKey(a)}@${host}`, isPermaLink: false },
        pubDate: Number.isNaN(start.getTime()) ? null : rfc822(start),
      }
    }),
  })
}
