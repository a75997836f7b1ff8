import { describe, expect, it } from 'vitest'

import { collectFileIds, usesFiles, type BlockLike, type FieldLike } from '@/lib/fileUses'

const targets = new Set(['images', 'documents'])
const shared: BlockLike[] = [{ slug: 'gallery', fields: [{ name: 'pictures', type: 'upload', relationTo: 'images' }] }]
const blocks = (slug: string) => shared.find((b) => b.slug === slug)

/** The ids a document (read with every language) uses, by collection. */
const used = (fields: FieldLike[], doc: unknown) => {
  const into = collectFileIds(fields, doc, { targets, blocks, localized: true, into: new Map() })
  return Object.fromEntries([...into].map(([k, v]) => [k, [...v].sort((a, b) => a - b)]))
}

// The shapes of a content type nobody has written yet: found from its fields alone.
const fields: FieldLike[] = [
  { name: 'title', type: 'text' },
  { name: 'cover', type: 'upload', relationTo: 'images' },
  { name: 'attachments', type: 'upload', relationTo: ['documents', 'images'] },
  { name: 'author', type: 'relationship', relationTo: 'users' },
  { type: 'row', fields: [{ name: 'leaflet', type: 'upload', relationTo: 'documents' }] },
  { name: 'details', type: 'group', fields: [{ name: 'map', type: 'upload', relationTo: 'images' }] },
  { type: 'collapsible', fields: [{ name: 'rules', type: 'array', fields: [{ name: 'file', type: 'relationship', relationTo: 'documents', hasMany: true } as FieldLike] }] },
  {
    type: 'tabs',
    tabs: [
      { name: 'fees', fields: [{ name: 'schedule', type: 'upload', relationTo: 'documents' }] },
      { fields: [{ name: 'banner', type: 'upload', relationTo: 'images' }] },
    ],
  },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [{ slug: 'pdf', fields: [{ name: 'pdf', type: 'upload', relationTo: 'documents' }] }],
    blockReferences: ['gallery', { slug: 'pdf', fields: [{ name: 'pdf', type: 'upload', relationTo: 'documents' }] }],
  },
  { name: 'body', type: 'richText', localized: true },
  { name: 'captioned', type: 'array', localized: true, fields: [{ name: 'photo', type: 'upload', relationTo: 'images', localized: true }] },
]

describe('which files a document uses', () => {
  it('finds every upload and relationship at any depth, polymorphic or not, and references in rich text in every language', () => {
    const text = (...children: unknown[]) => ({ root: { type: 'root', children } })
    const doc = {
      title: 'Admissions 2027',
      cover: 1,
      attachments: [
        { relationTo: 'documents', value: 10 },
        { relationTo: 'images', value: { id: 2, filename: 'populated.jpg' } },
      ],
      author: 99,
      leaflet: 11,
      details: { map: 3 },
      rules: [{ file: [12, 13] }, { file: null }],
      fees: { schedule: 14 },
      banner: 4,
      layout: [
        { blockType: 'gallery', pictures: 5 },
        { blockType: 'pdf', pdf: 15 },
      ],
      body: {
        en: text({ type: 'paragraph', children: [{ type: 'upload', relationTo: 'images', value: 6 }] }),
        hi: text({ type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'documents', value: 16 } } }, { type: 'relationship', relationTo: 'news', value: 98 }),
      },
      captioned: { en: [{ photo: 7 }], hi: [{ photo: 8 }] },
    }
    expect(used(fields, doc)).toEqual({ images: [1, 2, 3, 4, 5, 6, 7, 8], documents: [10, 11, 12, 13, 14, 15, 16] })
  })

  it('tells which collections may use files at all', () => {
    expect(usesFiles(fields, targets, blocks)).toBe(true)
    expect(usesFiles([{ name: 'author', type: 'relationship', relationTo: 'users' }, { name: 'title', type: 'text' }], targets, blocks)).toBe(false)
    expect(usesFiles([{ name: 'school', type: 'relationship', relationTo: 'images', virtual: 'school.logo' }], targets, blocks)).toBe(false)
    expect(usesFiles([{ type: 'tabs', tabs: [{ name: 'more', fields: [{ name: 'body', type: 'richText' }] }] }], targets, blocks)).toBe(true)
  })

  it('ignores what is not a reference: empty values, made-up shapes, other collections', () => {
    expect(used(fields, { cover: null, attachments: [{ relationTo: 'certificates', value: 1 }, 5], details: 'x', layout: [{ blockType: 'unknown', pdf: 3 }], body: null })).toEqual({})
  })
})
