/** Events: the home page's recent events and calendar, and /events. */
import type { Event } from '@/payload-types'
import { classNames, classNamesOf, date, defineResource, fileRefs, idOf, ids, legacy, optionalText, published, record, refs, text } from '@/content/kit'

export const events = defineResource<Event>()({
  name: 'events',
  schemaName: 'Event',
  collection: 'events',
  sort: ['-date', '-id'],
  key: '_id',
  record: record({ date, time: optionalText, title: text, description: optionalText, venue: optionalText, images: fileRefs, classes: classNames }),
  unmapped: ['classes'],
  files: [{ key: 'images', kind: 'images' }],
  endpoints: [
    { path: '/api/events/{school}', summary: 'Recent events (as on the home page)' },
    { path: '/api/events/All/{school}', summary: 'All events' },
  ],
  toRecord: (d) => ({
    _id: idOf(d),
    date: d.date,
    time: d.time ?? null,
    title: d.title,
    description: d.description ?? null,
    venue: d.venue ?? null,
    images: refs(d.images),
    classes: classNamesOf(d.classes),
  }),
  toData: (r, f) => ({
    ...legacy(r),
    date: r.date,
    time: r.time,
    title: r.title,
    description: r.description,
    venue: r.venue,
    images: ids(f.images),
    ...published,
  }),
})
