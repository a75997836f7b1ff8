/** Online-registration banners. */
import type { OnlineRegistration } from '@/payload-types'
import { defineResource, fileRefs, idOf, legacy, poly, record, refs, text } from '@/content/kit'

export const onlineRegistration = defineResource<OnlineRegistration>()({
  name: 'onlineRegistration',
  schemaName: 'OnlineRegistration',
  collection: 'online-registrations',
  sort: ['-createdAt', '-id'],
  key: '_id',
  record: record({ title: text, attachments: fileRefs }),
  files: [{ key: 'attachments', kind: 'any' }],
  endpoints: [{ path: '/api/onlineRegistration/{school}', summary: 'Online-registration banners' }],
  toRecord: (d) => ({ _id: idOf(d), title: d.title, attachments: refs(d.attachments) }),
  toData: (r, f) => ({ ...legacy(r), title: r.title, attachments: poly(f.attachments) }),
})
