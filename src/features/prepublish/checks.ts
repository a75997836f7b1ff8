/**
 * Checks before publishing, the server side: reads what a document uses (its images and PDFs,
 * wherever it holds them: src/lib/fileUses) and the consent records of its photos through the
 * school's gate, and judges them with ./rules.ts. Used by the editor's panel (the endpoint in
 * ./collection.ts) and by the publish hook that refuses a child's photo without consent.
 */
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import type { ConsentRecordLike } from '@/features/consent/rules'
import { CONSENT_RECORDS } from '@/features/consent/access'
import { factsOf } from '@/content/facts'
import { TRANSLATION_STAMPS } from '@/fields/localized'
import { collectFileIds, type BlockLookup, type FieldLike, type FileIds } from '@/lib/fileUses'
import { routes } from '@/lib/routes'
import { forSchoolOf } from '@/tenancy'
import { prepublishProblems, type DocumentLike, type ImageLike, type Problem } from '@/features/prepublish/rules'

const TARGETS: ReadonlySet<string> = new Set(['images', 'documents'])

type Doc = Record<string, unknown>
type Req = Partial<PayloadRequest> & Pick<PayloadRequest, 'payload'>

const blocksOf =
  (payload: Payload): BlockLookup =>
  (slug) =>
    payload.config.blocks?.find((b) => b.slug === slug) as never

const fieldsOf = (payload: Payload, slug: string) => payload.collections[slug as CollectionSlug].config.fields as unknown as FieldLike[]

/** The images and PDFs a document uses: `localized` when it was read with every language. */
export function filesOf(payload: Payload, slug: string, doc: unknown, localized: boolean, into: FileIds = new Map()): FileIds {
  return collectFileIds(fieldsOf(payload, slug), doc, { targets: TARGETS, blocks: blocksOf(payload), localized: localized && Boolean(payload.config.localization), into })
}

/** Only a collection's translated fields: what another language's stored values add to a save in one language. */
export function translatedFilesOf(payload: Payload, slug: string, doc: unknown, into: FileIds): FileIds {
  const fields = fieldsOf(payload, slug).filter((f) => f.localized)
  return collectFileIds(fields, doc, { targets: TARGETS, blocks: blocksOf(payload), localized: true, into })
}

/** A document read with every language, without the values of its translated fields in `locale` (the ones being saved). */
function otherLanguages(payload: Payload, slug: string, stored: Doc, locale: string | undefined): Doc {
  const copy: Doc = { ...stored }
  for (const field of fieldsOf(payload, slug)) {
    const value = field.localized && field.name ? copy[field.name] : undefined
    if (locale && value && typeof value === 'object' && !Array.isArray(value)) copy[field.name!] = Object.fromEntries(Object.entries(value).filter(([l]) => l !== locale))
  }
  return copy
}

/** Everything the rules need of a document's files and its school's consent, read through the school's gate. */
async function filesAndConsent(req: Req, doc: Doc, files: FileIds) {
  const school = await forSchoolOf(req, doc)
  const imageIds = [...(files.get('images') ?? [])]
  const documentIds = [...(files.get('documents') ?? [])]
  if (!school) return { images: [], documents: [], consentRecords: new Map<number, ConsentRecordLike>(), consentRequired: false }
  const [images, documents, profile] = await Promise.all([
    imageIds.length
      ? school.find({
          collection: 'images',
          where: { id: { in: imageIds } },
          select: { alt: true, filename: true, showsChildren: true, consent: true },
          depth: 0,
          limit: 0,
          pagination: false,
        })
      : { docs: [] },
    documentIds.length
      ? school.find({
          collection: 'documents',
          where: { id: { in: documentIds } },
          select: { title: true, filename: true, accessibilityWarning: true },
          depth: 0,
          limit: 0,
          pagination: false,
        })
      : { docs: [] },
    school.page('school-profile', { depth: 0, select: { requireConsent: true } }),
  ])
  const consentIds = [...new Set((images.docs as ImageLike[]).map((i) => i.consent).filter((c): c is number => typeof c === 'number'))]
  const records = consentIds.length
    ? await school.find({
        collection: CONSENT_RECORDS,
        where: { id: { in: consentIds } },
        select: { scope: true, withdrawn: true, childName: true },
        depth: 0,
        limit: 0,
        pagination: false,
      })
    : { docs: [] }
  return {
    images: images.docs as ImageLike[],
    documents: documents.docs as DocumentLike[],
    consentRecords: new Map((records.docs as (ConsentRecordLike & { id: number })[]).map((r) => [r.id, r])),
    consentRequired: Boolean((profile as { requireConsent?: boolean | null }).requireConsent),
  }
}

/**
 * Every problem of a document's latest version (its draft, if it has one), read as the staff
 * member asking may read it (another school's is not found), in every language.
 */
export async function problemsOfDocument(req: PayloadRequest, slug: string, id: number | string): Promise<Problem[]> {
  const doc = (await req.payload.findByID({
    collection: slug as CollectionSlug,
    id,
    draft: true,
    locale: 'all',
    depth: 0,
    overrideAccess: false,
    user: req.user,
    // A copy: the Local API sets the locale it is given ('all') on the request.
    req: { ...req },
  })) as unknown as Doc
  const config = req.payload.collections[slug as CollectionSlug].config
  const files = filesOf(req.payload, slug, doc, true)
  const read = await filesAndConsent(req, doc, files)
  const translated = factsOf(config).translated
  return prepublishProblems({
    doc,
    ...read,
    translation: translated ? { stamps: doc[TRANSLATION_STAMPS], adminHref: routes.admin(slug, String(doc.id)) } : undefined,
  })
}

/**
 * The problems that stop publishing, for a document about to be saved as published: `data`
 * (merged with what is stored, in the language being saved) and, for a translated field, its
 * other languages' stored values, which are published with it.
 */
export async function blockingProblems(req: Req, slug: string, data: Doc, stored: Doc | null, locale: string | undefined): Promise<Problem[]> {
  const files = filesOf(req.payload, slug, data, false)
  if (stored) translatedFilesOf(req.payload, slug, otherLanguages(req.payload, slug, stored, locale), files)
  if (!files.get('images')?.size) return []
  const read = await filesAndConsent(req, data, new Map([['images', files.get('images')!]]))
  return prepublishProblems({ doc: {}, ...read }).filter((p) => p.blocks)
}
