/** Highlights: the home page's marquee. */
import type { Highlight } from '@/payload-types'
import { defineResource, fileRefs, idOf, legacy, poly, published, record, refs, text } from '@/content/kit'

export const highlight = defineResource<Highlight>()({
  name: 'highlight',
  schemaName: 'Highlight',
  collection: 'highlights',
  sort: ['-createdAt', '-id'],
  key: '_id',
  record: record({ description: text, attachments: fileRefs }),
  files: [{ key: 'attachments', kind: 'any' }],
  endpoints: [{ path: '/api/highlight/{school}', summary: 'Highlights (the home-page marquee)' }],
  toRecord: (d) => ({ _id: idOf(d), description: d.description, attachments: refs(d.attachments) }),
  toData: (r, f) => ({ ...legacy(r), description: r.description, attachments: poly(f.attachments), ...published }),
})
