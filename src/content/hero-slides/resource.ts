/** The home page's hero slides. */
import { z } from 'zod'

import type { HeroSlide } from '@/payload-types'
import { defineResource, firstId, idOf, legacy, oneFileRef, oneRef, record, text } from '@/content/kit'

export const slider = defineResource<HeroSlide>()({
  name: 'slider',
  schemaName: 'Slide',
  collection: 'hero-slides',
  sort: ['order', 'id'],
  key: '_id',
  record: record({ title: text, attachments: oneFileRef, order: z.preprocess((v) => v ?? 0, z.number().int()) }),
  files: [{ key: 'attachments', kind: 'images' }],
  endpoints: [{ path: '/api/slider/{school}', summary: 'Home-page hero slides' }],
  toRecord: (d) => ({ _id: idOf(d), title: d.title, attachments: oneRef(d.image), order: d.order }),
  toData: (r, f) => ({ ...legacy(r), title: r.title, image: firstId(f.attachments), order: r.order }),
})
