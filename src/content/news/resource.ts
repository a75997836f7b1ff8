/** News items. */
import type { News } from '@/payload-types'
import { categoryOf } from '@/features/categories/rules'
import { apiId, classNames, classNamesOf, date, defineResource, fileRefs, idOf, legacy, optionalDate, optionalText, poly, published, record, refs, text } from '@/content/kit'

export const news = defineResource<News>()({
  name: 'news',
  schemaName: 'News',
  collection: 'news',
  sort: ['-fromDate', '-id'],
  key: '_id',
  // Staff keep the list under Content; visitors filter /news by it (src/features/categories).
  category: 'news-categories',
  record: record({
    id: apiId.optional().describe('The same as `_id` (the old API sent both).'),
    title: text,
    description: text,
    fromDate: date,
    date: optionalDate.describe('The end date of an item that runs over several days.'),
    attachments: fileRefs,
    category: optionalText.describe('The category label (in English), from the list the school keeps; an import adds a label the list lacks.'),
    classes: classNames,
  }),
  unmapped: ['classes'],
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
    category: categoryOf(d)?.label ?? null,
    classes: classNamesOf(d.classes),
  }),
  toData: (r, f) => ({
    ...legacy(r),
    title: r.title,
    description: r.description,
    fromDate: r.fromDate,
    date: r.date,
    attachments: poly(f.attachments),
    category: r.category,
    ...published,
  }),
})
