/** Achievements in the public API (`/api/achievement/{school}`), export and import. */
import { z } from 'zod'

import type { Achievement } from '@/payload-types'
import { date, defineResource, firstId, idOf, legacy, oneRef, optionalFileRef, published, record, text } from '@/content/kit'

export const achievement = defineResource<Achievement>()({
  name: 'achievement',
  schemaName: 'Achievement',
  collection: 'achievements',
  sort: ['-date', '-id'],
  key: '_id',
  record: record({
    title: text,
    date,
    level: z.enum(['district', 'state', 'national']).describe('Where the award was won: district, state or national level.'),
    photo: optionalFileRef,
    description: text,
  }),
  files: [{ key: 'photo', kind: 'images' }],
  endpoints: [{ path: '/api/achievement/{school}', summary: 'Achievements (awards the school won), newest first' }],
  toRecord: (d) => ({ _id: idOf(d), title: d.title, date: d.date, level: d.level, photo: oneRef(d.photo), description: d.description }),
  toData: (r, f) => ({ ...legacy(r), title: r.title, date: r.date, level: r.level, photo: firstId(f.photo), description: r.description, ...published }),
})
