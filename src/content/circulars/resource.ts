/** Circulars and newsletters (the /newsletters page). */
import { z } from 'zod'

import type { Circular } from '@/payload-types'
import { classNames, classNamesOf, defineResource, idOf, legacy, optionalDate, poly, published, record, refs, someFileRefs, text } from '@/content/kit'

export const circular = defineResource<Circular>()({
  name: 'circular',
  schemaName: 'Circular',
  collection: 'circulars',
  sort: ['-date', '-id'],
  key: '_id',
  record: record({
    category: z.enum(['News Letter', 'Loquacity']),
    date: optionalDate.describe('Some old items have none; they are listed under "All".'),
    title: text,
    attachments: someFileRefs(1, 'needs at least one file'),
    classes: classNames,
  }),
  unmapped: ['classes'],
  files: [{ key: 'attachments', kind: 'any' }],
  endpoints: [{ path: '/api/circular/all/{school}', summary: 'Circulars and newsletters' }],
  toRecord: (d) => ({ _id: idOf(d), category: d.category, date: d.date ?? null, title: d.title, attachments: refs(d.attachments), classes: classNamesOf(d.classes) }),
  toData: (r, f) => ({ ...legacy(r), category: r.category, date: r.date, title: r.title, attachments: poly(f.attachments), ...published }),
})
