/** The public reads of events (the kit: src/data/queries). */
import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import { addressesOf, ALL, cachedRead, read, readList, readOne, type ListPage, type ReadMode } from '@/data/queries'
import { payloadClient } from '@/data/payload'
import type { Month } from '@/lib/calendar'
import { monthsAround } from '@/lib/calendar'
import { ICAL_EVENT_LIMIT } from '@/lib/feeds'
import { pageOfTwoRuns, type Run } from '@/lib/paging'
import { nextMidnightInIndia, upcomingFrom } from '@/lib/upcoming'
import type { Event as EventDoc } from '@/payload-types'
import { noteExpiry } from '@/server/renderContext'
import { events } from './resource'

export const getRecentEvents = readList('events', { sort: events.sort, limit: 6 })
export const getAllEvents = readList('events', { sort: events.sort, limit: ALL })
export const getEvent = readOne('events')

/** The sitemap's events: ids and last changes. */
export const getEventAddresses = addressesOf('events', events.sort)

/** The events of the calendar feed: the latest-dated first, upcoming ones and the recent past. */
export const getEventsForFeed = cachedRead('feed:events', ['events'], async (as) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    select: { title: true, date: true, time: true, venue: true, description: true, updatedAt: true },
    sort: events.sort,
    depth: 0,
    limit: ICAL_EVENT_LIMIT,
    pagination: false,
    ...as,
    overrideAccess: false,
  })
  return docs
})

/** One page of /events: the upcoming events on it (soonest first), then the past ones (newest first). */
export type EventsPage = Omit<ListPage<EventDoc>, 'docs'> & { upcoming: EventDoc[]; past: EventDoc[] }

/**
 * One page of the events: upcoming ones (dated today or later in India, lib/upcoming) first,
 * the soonest first; then past ones, the newest first. The line between them moves at
 * midnight in India with no save in the CMS: the response this goes into is kept until then
 * at most, and the read is cached under the day it was made for.
 */
export const getEventsPage = cache((page: number, perPage: number, mode: ReadMode = 'page'): Promise<EventsPage> => {
  const now = new Date()
  noteExpiry(nextMidnightInIndia(now))
  const from = upcomingFrom(now).toISOString()
  return read(
    `page:events:${JSON.stringify({ page, perPage, from })}`,
    ['events'],
    async (as) => {
      const payload = await payloadClient()
      const run =
        (where: Where, sort: string[]): Run<EventDoc> =>
        (p, limit) =>
          payload.find({ collection: 'events', where, sort, limit, page: p, depth: 1, pagination: true, ...as, overrideAccess: false })
      const upcoming = run({ date: { greater_than_equal: from } }, ['date', 'id'])
      const past = run({ date: { less_than: from } }, events.sort)
      const r = await pageOfTwoRuns(upcoming, past, page, perPage)
      return { upcoming: r.first, past: r.second, page, perPage, totalDocs: r.totalDocs, totalPages: r.totalPages }
    },
    mode,
  )
})

/** The events of the one month the home calendar shows, oldest first (its other months are pages of their own). */
export const getCalendarEvents = cache((month: Month, mode: ReadMode = 'page') => {
  const span = monthsAround(month, 0)
  return read(
    `calendar:${span.from}:${span.to}`,
    ['events'],
    async (as) => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'events',
        select: { title: true, date: true },
        where: { and: [{ date: { greater_than_equal: span.from } }, { date: { less_than: span.to } }] },
        sort: ['date', 'id'],
        depth: 0,
        // A safety cap: a school has nowhere near this many events in a month.
        limit: 500,
        pagination: false,
        ...as,
        overrideAccess: false,
      })
      return docs.map((e) => ({ date: e.date, title: e.title }))
    },
    mode,
  )
})
