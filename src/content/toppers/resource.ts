/** Toppers of Std X and XII, by session. */
import { z } from 'zod'

import { isSessionYear } from '@/lib/sessionYear'
import type { Topper } from '@/payload-types'
import { defineResource, firstId, idOf, legacy, oneRef, optionalFileRef, optionalText, published, record, text } from '@/content/kit'

const sessionYear = z.string().regex(/^\d{4}-\d{2}$/, 'must be a session like 2024-25')

export const topper = defineResource<Topper>()({
  name: 'topper',
  schemaName: 'Topper',
  collection: 'toppers',
  sort: ['-sessionYear', '-percentage', 'name', '-id'],
  key: '_id',
  record: record({
    name: text,
    class: z.enum(['X', 'XII']),
    division: z.coerce.number().min(0).max(100).describe('The percentage.'),
    stream: optionalText,
    attachments: optionalFileRef,
    'sessionYear ': sessionYear.optional().describe('The old field name, with its trailing space.'),
    sessionYear: sessionYear.optional(),
  }).refine((r) => isSessionYear(r.sessionYear ?? r['sessionYear ']), {
    message: 'must be a session like 2024-25',
    path: ['sessionYear'],
    // Reported alongside the other fields' problems, not only once they are fixed.
    when: () => true,
  }),
  // The record of the parents' consent to show the child stays with the school, never in the old API.
  unmapped: ['consent'],
  files: [{ key: 'attachments', kind: 'images' }],
  endpoints: [{ path: '/api/topper/{school}', summary: 'Toppers of Std X and XII' }],
  toRecord: (d) => ({
    _id: idOf(d),
    name: d.name,
    class: d.class,
    division: d.percentage,
    stream: d.stream ?? null,
    attachments: oneRef(d.photo),
    'sessionYear ': d.sessionYear,
    sessionYear: d.sessionYear,
  }),
  toData: (r, f) => ({
    ...legacy(r),
    name: r.name,
    class: r.class,
    percentage: r.division,
    stream: r.stream,
    sessionYear: r.sessionYear ?? r['sessionYear '],
    photo: firstId(f.attachments),
    ...published,
  }),
})
