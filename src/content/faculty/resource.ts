/** Faculty and staff, in display order. */
import { z } from 'zod'

import type { Faculty } from '@/payload-types'
import { defineResource, idOf, legacy, record, text } from '@/content/kit'

export const faculty = defineResource<Faculty>()({
  name: 'faculty',
  schemaName: 'Faculty',
  collection: 'faculty',
  sort: ['order', 'name', 'id'],
  key: '_id',
  record: record({
    name: text,
    designation: text,
    category: text,
    order: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().regex(/^-?\d+$/, 'must be a whole number')),
  }),
  files: [],
  endpoints: [{ path: '/api/faculty/all/{school}', summary: 'Faculty, in display order' }],
  toRecord: (d) => ({ _id: idOf(d), name: d.name, designation: d.designation, category: d.category, order: String(d.order) }),
  toData: (r) => ({ ...legacy(r), name: r.name, designation: r.designation, category: r.category, order: Number(r.order) }),
})
