/** News items. */
import type { News } from '@/payload-types'
import { apiId, date, defineResource, fileRefs, idOf, legacy, optionalDate, poly, published, record, refs, text } from './kit'

export const news = defineResource<News>()({
  name: 'news',
  schemaName: 'News',
  collection: 'news',
  sort: ['-fromDate', '-id'],
  key: '_id',
  record: record({
    id: apiId.optional().describe('The same as `_id` (the old API sent both).'),
    title: text,
    description: text,
    fromDate: date,
    date: optionalDate.describe('The end date of an item that runs over several days.'),
    attachments: fileRefs,
  }),
  files: [{ key: 'attachments', kind: 'any' }],
  endpoints: [{ path: '/api/news/{school}', summary: 'News, newest first' }],
  toRecord: (d) => ({
    _id: idOf(d),
    id: idOf(d),
    title: d.title,
    description: d.description,
    fromDate: d.fromDate,
    date: d.date ?? null,
    attachments: refs(d.attachments),
  }),
  toData: (r, f) => ({
    ...legacy(r),
    title: r.title,
    description: r.description,
    fromDate: r.fromDate,
    date: r.date,
    attachments: poly(f.attachments),
    ...published,
  }),
})
