/** Notifications: the home page's notice pop-up. */
import type { Notification } from '@/payload-types'
import { defineResource, fileRefs, idOf, ids, legacy, optionalDate, optionalText, poly, published, record, refs, text } from '@/content/kit'

export const notification = defineResource<Notification>()({
  name: 'notification',
  schemaName: 'Notification',
  collection: 'notifications',
  sort: ['-createdAt', '-id'],
  key: '_id',
  record: record({
    title: text,
    description: optionalText,
    image: fileRefs,
    attachments: fileRefs,
    url: optionalText,
    showUntil: optionalDate.describe('Shown until this time; none means until it is removed.'),
  }),
  files: [
    { key: 'image', kind: 'images' },
    { key: 'attachments', kind: 'any' },
  ],
  endpoints: [{ path: '/api/notification/{school}', summary: 'Current notifications (expired ones left out)' }],
  toRecord: (d) => ({
    _id: idOf(d),
    title: d.title,
    description: d.description ?? null,
    image: refs(d.image),
    attachments: refs(d.attachments),
    url: d.url ?? null,
    showUntil: d.showUntil ?? null,
  }),
  toData: (r, f) => ({
    ...legacy(r),
    title: r.title,
    description: r.description,
    image: ids(f.image),
    attachments: poly(f.attachments),
    url: r.url || null,
    showUntil: r.showUntil,
    ...published,
  }),
})
