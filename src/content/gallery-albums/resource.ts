/** Gallery albums: /gallery, /sub-gallery?id=… and the home page's recent albums. */
import type { GalleryAlbum } from '@/payload-types'
import { date, defineResource, idOf, ids, imagePath, legacy, optionalText, published, record, someFileRefs, text } from '@/content/kit'

export const gallery = defineResource<GalleryAlbum>()({
  name: 'gallery',
  schemaName: 'Album',
  collection: 'gallery-albums',
  sort: ['-date', '-id'],
  key: '_id',
  record: record({ date, title: text, description: optionalText, attachments: someFileRefs(1, 'needs at least one photo') }),
  files: [{ key: 'attachments', kind: 'images' }],
  endpoints: [
    { path: '/api/gallery/{school}', summary: 'Recent gallery albums (as on the home page)' },
    { path: '/api/gallery/All/{school}', summary: 'All gallery albums' },
  ],
  toRecord: (d, school) => ({
    _id: idOf(d),
    date: d.date,
    title: d.title,
    description: d.description ?? null,
    attachments: (d.photos ?? []).flatMap((p) => imagePath(school, p) ?? []),
  }),
  toData: (r, f) => ({ ...legacy(r), date: r.date, title: r.title, description: r.description, photos: ids(f.attachments), ...published }),
})
