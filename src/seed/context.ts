/**
 * The seed's toolbox: find-or-create helpers keyed by a natural key, so running the seed
 * twice never duplicates a file, a document or a page.
 */
import type { CollectionSlug, Where } from 'payload'

import type { SchoolGate } from '@/tenancy'
import { demoPicture, makePdf, type PictureKind } from './files'

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)

export type SeedContext = ReturnType<typeof createSeedContext>

/** `school`: the school whose content this is (src/tenancy), found and made within it. */
export function createSeedContext(school: SchoolGate, schoolName: string) {
  const ids = new Map<string, number>()
  let created = 0

  async function findId(collection: CollectionSlug, where: Where): Promise<number | undefined> {
    const found = await school.find({ collection, where, limit: 1, depth: 0, draft: true, pagination: false })
    const id = found.docs[0]?.id
    return typeof id === 'number' ? id : undefined
  }

  async function upload(
    collection: 'images' | 'documents' | 'certificates',
    filename: string,
    make: () => Promise<Buffer>,
    data: Record<string, unknown>,
    mimetype: string,
  ): Promise<number> {
    const cacheKey = `${collection}:${filename}`
    const cached = ids.get(cacheKey)
    if (cached) return cached
    let id = await findId(collection, { filename: { equals: filename } })
    if (id === undefined) {
      const buf = await make()
      const doc = await school.create({
        collection,
        data,
        file: { data: buf, mimetype, name: filename, size: buf.length },
        depth: 0,
      })
      id = doc.id as number
      created++
    }
    ids.set(cacheKey, id)
    return id
  }

  return {
    school,
    get created() {
      return created
    },
    /** A generated JPEG in the images collection, made once per key. */
    image(key: string, alt: string, kind: PictureKind = 'photo', caption = alt): Promise<number> {
      return upload('images', `demo-${slugify(key)}.jpg`, () => demoPicture(key, caption.slice(0, 40), kind), { alt }, 'image/jpeg')
    },
    /** A generated PDF in the documents collection, made once per key. */
    pdf(key: string, title: string, lines: string[] = []): Promise<number> {
      return upload(
        'documents',
        `demo-${slugify(key)}.pdf`,
        () => makePdf(title, lines.length ? lines : [`${title}.`, 'This document is part of the demo content.'], schoolName),
        { title },
        'application/pdf',
      )
    },
    /** A generated scanned-certificate PDF, readable only by admins. */
    certificate(key: string, lines: string[]): Promise<number> {
      return upload(
        'certificates',
        `tc-${slugify(key)}.pdf`,
        () => makePdf('Transfer Certificate', lines, schoolName),
        {},
        'application/pdf',
      )
    },
    /** Creates the document unless one matching `where` already exists. */
    async ensure(collection: CollectionSlug, where: Where, data: Record<string, unknown>): Promise<number> {
      const existing = await findId(collection, where)
      if (existing !== undefined) return existing
      const doc = await school.create({ collection, data, depth: 0, draft: false } as Parameters<SchoolGate['create']>[0])
      created++
      return doc.id as number
    },
    /** Fills one of the school's pages once; a page that already has content is left as staff left it. */
    async ensureGlobal(slug: CollectionSlug, isFilled: (doc: Record<string, unknown>) => boolean, data: Record<string, unknown>) {
      const doc = (await school.page(slug, { depth: 0 })) as unknown as Record<string, unknown>
      if (isFilled(doc)) return
      await school.savePage(slug, data, { depth: 0 })
      created++
    },
  }
}
