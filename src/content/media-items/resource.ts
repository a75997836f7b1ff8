/** The media gallery: press cuttings and the like, one image each. */
import { z } from 'zod'

import type { MediaItem } from '@/payload-types'
import { date, defineResource, firstId, idOf, imagePath, legacy, record, text } from '@/content/kit'

export const media = defineResource<MediaItem>()({
  name: 'media',
  schemaName: 'MediaItem',
  collection: 'media-items',
  sort: ['-date', '-id'],
  key: '_id',
  record: record({
    title: text,
    date,
    attachments: z
      .preprocess((v) => (Array.isArray(v) && v.length === 1 ? v[0] : v), z.string().min(1, 'needs exactly one image').nullable())
      .refine((v) => v !== null, 'needs exactly one image')
      .describe('An image path, served at /api/image/{v}.'),
  }),
  files: [{ key: 'attachments', kind: 'images' }],
  endpoints: [{ path: '/api/media/{school}', summary: 'Media gallery items' }],
  toRecord: (d, school) => ({ _id: idOf(d), title: d.title, date: d.date, attachments: imagePath(school, d.image) }),
  toData: (r, f) => ({ ...legacy(r), title: r.title, date: r.date, image: firstId(f.attachments) }),
})
