/** The Message Corner's testimonials (principal, parents, alumni). */
import type { Testimonial } from '@/payload-types'
import { defineResource, firstId, idOf, legacy, oneRef, optionalFileRef, record, text } from '@/content/kit'

export const principalMessage = defineResource<Testimonial>()({
  name: 'principalMessage',
  schemaName: 'Testimonial',
  collection: 'testimonials',
  sort: ['createdAt', 'id'],
  key: '_id',
  record: record({ name: text, category: text, message: text, attachments: optionalFileRef }),
  files: [{ key: 'attachments', kind: 'images' }],
  endpoints: [{ path: '/api/principalMessage/{school}', summary: 'Message Corner testimonials' }],
  toRecord: (d) => ({ _id: idOf(d), name: d.name, category: d.category, message: d.message, attachments: oneRef(d.photo) }),
  toData: (r, f) => ({ ...legacy(r), name: r.name, category: r.category, message: r.message, photo: firstId(f.attachments) }),
})
