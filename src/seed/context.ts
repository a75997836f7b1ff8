/**
 * The seed's toolbox: find-or-create helpers keyed by a natural key, so running the seed
 * twice never duplicates a file, a document or a page.
 */
import type { CollectionSlug, Payload, Where } from 'payload'

import { makePdf, makePicture, type PictureKind } from './files'
import { findPage, updatePage } from '@/features/schools/pages'

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)

export type SeedContext = ReturnType<typeof createSeedContext>

/**
 * `school`: the school whose content this is (src/features/schools), found and made within it;
 * none for the deployment's only school.
 */
export function createSeedContext(payload: Payload, schoolName: string, school?: number) {
  const ids = new Map<string, number>()
  let created = 0
  const own = (data: Record<string, unknown>) => (school === undefined ? data : { ...data, school })
  const within = (where: Where): Where => (school === undefined ? where : { and: [where, { school: { equals: school } }] })

  async function findId(collection: CollectionSlug, where: Where): Promise<number | undefined> {
    const found = await payload.find({ collection, where: within(where), limit: 1, depth: 0, draft: true, pagination: false })
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
      const doc = await payload.create({
        collection,
        data: own(data),
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
    payload,
    get created() {
      return created
    },
    /** A generated JPEG in the images collection, made once per key. */
    image(key: string, alt: string, kind: PictureKind = 'photo', caption = alt): Promise<number> {
      return upload('images', `demo-${slugify(key)}.jpg`, () => makePicture(key, caption.slice(0, 40), kind), { alt }, 'image/jpeg')
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
      const doc = await payload.create({ collection, data: own(data), depth: 0, draft: false } as Parameters<Payload['create']>[0])
      created++
      return doc.id as number
    },
    /** Fills one of the school's pages once; a page that already has content is left as staff left it. */
    async ensureGlobal(slug: CollectionSlug, isFilled: (doc: Record<string, unknown>) => boolean, data: Record<string, unknown>) {
      const doc = (await findPage(payload, { slug, school, depth: 0 })) as unknown as Record<string, unknown>
      if (isFilled(doc)) return
      await updatePage(payload, { slug, school, data, depth: 0 })
      created++
    },
  }
}
