/**
 * Checks before publishing, the pure parts: what the editor's panel lists for a draft, each in
 * plain words with a way to fix it, and the one problem that stops publishing (a child's photo
 * without consent, judged by the consent rule itself: src/features/consent/rules.ts).
 *
 * - Images without a text alternative: a description that is empty, a file name, or a word that
 *   says nothing ("image", "photo").
 * - Headings out of order in rich text. The page's own title is its one main heading (h1), so
 *   the text's headings start at Heading 2: an h1 in the text is a second main heading, a first
 *   heading below h2 starts below the page's level, and a heading may go down only one level at a
 *   time (h2 then h4 skips h3). Going back up any number of levels is fine.
 * - Links named by words that say nothing out of context ("click here", "यहाँ क्लिक करें") or by a
 *   bare address: a screen reader lists the links of a page by their words alone.
 * - PDFs with no text layer (scans): the upload's own check stores its warning on the document
 *   (src/hooks/uploadChecks.ts flagScannedPdf); here it is only read.
 * - English changed but Hindi not: the translation stamps (src/fields/localized.ts), as the
 *   public pages judge them (src/lib/i18n/translation.ts).
 *
 * No Payload, no React: the server side (./checks.ts) reads the documents and calls these.
 */
import { consentIdOf, consentProblem, type ConsentRecordLike } from '@/features/consent/rules'
import { translationState } from '@/lib/i18n/translation'
import { LOCALE_NAMES, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'

export type CheckName = 'image-alt' | 'heading-order' | 'vague-link' | 'pdf-no-text' | 'child-consent' | 'hindi'

/** One thing to put right before publishing. */
export type Problem = {
  check: CheckName
  /** Stops publishing (a child's photo without consent); every other problem is a warning. */
  blocks: boolean
  /** What is wrong, in plain words. */
  message: string
  /** How to put it right, and where (an admin address), when it is fixed elsewhere than in this form. */
  fixes: { label: string; href?: string }[]
}

type Rec = Record<string, unknown>
const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v)
const clean = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim()

// ---------------------------------------------------------------------------------------------
// Images

/** An image as the checks read it. */
export type ImageLike = { id: number; alt?: string | null; filename?: string | null; showsChildren?: boolean | null; consent?: unknown }

/** Descriptions that say nothing of the picture. */
const EMPTY_WORDS = new Set(['image', 'img', 'photo', 'photograph', 'picture', 'pic', 'untitled', 'screenshot', 'banner', 'logo', 'फोटो', 'फ़ोटो', 'चित्र', 'तस्वीर', 'छवि'])

/** A camera's or a phone's own file name ("IMG_2031", "DSC00412", "WhatsApp Image 2025-…"), or any name ending in an image type. */
const FILE_NAME = /^(whatsapp image \d.*|(img|dsc|dscn|dcim|pxl|photo|image|screenshot)[\s_-]*\d[\d\s_.:-]*)$|\.(jpe?g|png|webp|avif|gif|heic|tiff?)$/i

/** Why an image's description does not describe it, or null when it does. */
export function altProblem(image: Pick<ImageLike, 'alt' | 'filename'>): string | null {
  const alt = clean(typeof image.alt === 'string' ? image.alt : '')
  if (!alt) return 'has no description for screen readers'
  const bare = alt.toLowerCase().replace(/[.!?:।]+$/u, '')
  const file = clean(image.filename ?? '').toLowerCase()
  if (EMPTY_WORDS.has(bare)) return `is described only as “${alt}”, which does not say what it shows`
  if (FILE_NAME.test(bare) || (file && (bare === file || bare === file.replace(/\.[a-z0-9]+$/, ''))))
    return `is described by its file name (“${alt}”), which does not say what it shows`
  return null
}

const imageName = (image: ImageLike) => (image.filename ? `“${image.filename}”` : `#${image.id}`)

/** Warnings: images the document uses whose description is missing or says nothing. */
export function imageAltProblems(images: readonly ImageLike[]): Problem[] {
  return images.flatMap((image) => {
    const why = altProblem(image)
    if (!why) return []
    return [
      {
        check: 'image-alt' as const,
        blocks: false,
        message: `The image ${imageName(image)} ${why}.`,
        fixes: [{ label: `Add a description of what the image shows (“Description for screen readers”)`, href: routes.admin('images', image.id) }],
      },
    ]
  })
}

/**
 * Blocking: photos of children the document uses that may not be published, by the consent
 * rule (consentProblem: a withdrawn or narrowed consent, or none while the school requires one).
 * `records` are the consent records the images name, by id.
 */
export function childConsentProblems(images: readonly ImageLike[], records: ReadonlyMap<number, ConsentRecordLike>, required: boolean): Problem[] {
  return images.flatMap((image) => {
    const consent = consentIdOf(image.consent as number | null)
    const record = consent === null ? null : (records.get(consent) ?? null)
    const problem = consentProblem('image', { consent, showsChildren: image.showsChildren ?? null }, record, required)
    if (!problem) return []
    const who = record?.childName ? ` (${record.childName})` : ''
    return [
      {
        check: 'child-consent' as const,
        blocks: true,
        message: `The photo ${imageName(image)} shows children${who} without a parent’s consent that allows it. ${problem}`,
        fixes: [
          { label: 'Open the photo and choose its consent record', href: routes.admin('images', image.id) },
          record && consent !== null
            ? { label: 'Open its consent form', href: routes.admin('consent-records', consent) }
            : { label: 'Add the parent’s consent form', href: `${routes.admin('consent-records')}/create` },
        ],
      },
    ]
  })
}

// ---------------------------------------------------------------------------------------------
// PDFs

export type DocumentLike = { id: number; title?: string | null; filename?: string | null; accessibilityWarning?: string | null }

/** Warnings: PDFs the document uses that are scans, as their upload found (no text layer). */
export function scannedPdfProblems(documents: readonly DocumentLike[]): Problem[] {
  return documents
    .filter((d) => Boolean(d.accessibilityWarning))
    .map((d) => ({
      check: 'pdf-no-text' as const,
      blocks: false,
      message: `The PDF “${clean(d.title ?? '') || d.filename || `#${d.id}`}” has no text layer: it is a scan, which screen readers cannot read.`,
      fixes: [{ label: 'Upload a PDF with text (saved from the original document, or a scan run through text recognition)', href: routes.admin('documents', d.id) }],
    }))
}

// ---------------------------------------------------------------------------------------------
// Rich text (Lexical JSON)

/** A rich text value found in a document: the field's name and, for a translated field, its language. */
export type FoundRichText = { field: string; locale: Locale | null; root: Rec }

const LOCALE_KEYS = new Set<string>(Object.keys(LOCALE_NAMES))

/**
 * Every Lexical rich text value in a document (any object with a `root` node), at any depth;
 * read with every language (`locale: 'all'`), a translated field's values sit under `en` / `hi`.
 */
export function richTextsOf(doc: unknown): FoundRichText[] {
  const found: FoundRichText[] = []
  const walk = (v: unknown, field: string, locale: Locale | null, depth: number) => {
    if (depth > 30) return
    if (Array.isArray(v)) return v.forEach((item) => walk(item, field, locale, depth + 1))
    if (!isObject(v)) return
    if (isObject(v.root) && v.root.type === 'root') {
      found.push({ field, locale, root: v.root })
      return
    }
    for (const [key, child] of Object.entries(v)) {
      if (LOCALE_KEYS.has(key)) walk(child, field, key as Locale, depth + 1)
      else walk(child, /^\d+$/.test(key) ? field : key, locale, depth + 1)
    }
  }
  walk(doc, '', null, 0)
  return found
}

/** The words of a node and its children. */
export function textOf(node: unknown): string {
  if (!isObject(node)) return ''
  if (node.type === 'linebreak') return ' '
  const own = typeof node.text === 'string' ? node.text : ''
  const children = Array.isArray(node.children) ? node.children.map(textOf).join('') : ''
  return own + children
}

/** Every node of a rich text, in reading order. */
function nodesOf(root: Rec): Rec[] {
  const out: Rec[] = []
  const walk = (node: unknown, depth: number) => {
    if (!isObject(node) || depth > 60) return
    out.push(node)
    if (Array.isArray(node.children)) for (const child of node.children) walk(child, depth + 1)
  }
  walk(root, 0)
  return out
}

const where = (rt: FoundRichText) => (rt.locale && rt.locale !== 'en' ? ` (in ${LOCALE_NAMES[rt.locale]})` : '')

/** The level of a heading node (h1 → 1), or null for any other node. */
const levelOf = (node: Rec): number | null => {
  if (node.type !== 'heading' || typeof node.tag !== 'string') return null
  const m = /^h([1-6])$/.exec(node.tag)
  return m ? Number(m[1]) : null
}

/** The level the text's headings start at: the page's own title is its h1. */
export const FIRST_HEADING_LEVEL = 2

/** Warnings: headings out of order in one rich text (see the header). */
export function headingProblems(rt: FoundRichText): Problem[] {
  const problems: Problem[] = []
  let previous: number | null = null
  for (const node of nodesOf(rt.root)) {
    const level = levelOf(node)
    if (level === null) continue
    const text = clean(textOf(node)) || '(empty heading)'
    const add = (message: string, fix: string) => problems.push({ check: 'heading-order', blocks: false, message, fixes: [{ label: fix }] })
    if (level < FIRST_HEADING_LEVEL) {
      add(
        `The heading “${text}”${where(rt)} is a main heading (Heading ${level}), but the page’s title is already its main heading.`,
        `Make “${text}” a Heading ${FIRST_HEADING_LEVEL}.`,
      )
    } else if (previous === null && level > FIRST_HEADING_LEVEL) {
      add(
        `The text${where(rt)} starts with the heading “${text}” at Heading ${level}, below the page’s first level of headings (Heading ${FIRST_HEADING_LEVEL}).`,
        `Make “${text}” a Heading ${FIRST_HEADING_LEVEL}.`,
      )
    } else if (previous !== null && level > previous + 1) {
      add(
        `The heading “${text}”${where(rt)} is a Heading ${level} right after a Heading ${previous}: it skips a level, so screen reader users think part of the text is missing.`,
        `Make “${text}” a Heading ${previous + 1}.`,
      )
    }
    previous = Math.max(level, FIRST_HEADING_LEVEL)
  }
  return problems
}

/** Link words that say nothing of where the link leads, in English and Hindi (compared without case and end punctuation). */
export const VAGUE_LINK_WORDS = [
  'click here',
  'click',
  'here',
  'click this',
  'read more',
  'more',
  'learn more',
  'more info',
  'details',
  'link',
  'this link',
  'this',
  'this page',
  'यहाँ क्लिक करें',
  'यहां क्लिक करें',
  'यहाँ क्लिक करे',
  'यहां क्लिक करे',
  'क्लिक करें',
  'यहाँ',
  'यहां',
  'इधर',
  'और पढ़ें',
  'अधिक पढ़ें',
  'आगे पढ़ें',
  'और जानें',
  'अधिक जानकारी',
  'लिंक',
  'इस लिंक',
  'यह लिंक',
].map((w) => w.normalize('NFC'))

const VAGUE = new Set(VAGUE_LINK_WORDS)

/** Whether a link's words say nothing out of context: vague words, or an address written out. */
export function isVagueLinkText(words: string): 'vague' | 'address' | null {
  const text = clean(words)
    .toLowerCase()
    .replace(/^[\s"'“‘«(]+|[\s"'”’».!?:;,…>)।]+$/gu, '')
  if (!text) return 'vague'
  if (VAGUE.has(text)) return 'vague'
  if (/^(https?:\/\/|www\.)\S+$/i.test(text) || /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(text)) return 'address'
  return null
}

/** Warnings: links in one rich text named by vague words or a bare address. */
export function vagueLinkProblems(rt: FoundRichText): Problem[] {
  const problems: Problem[] = []
  for (const node of nodesOf(rt.root)) {
    if (node.type !== 'link' && node.type !== 'autolink') continue
    const words = clean(textOf(node))
    const kind = isVagueLinkText(words)
    if (!kind) continue
    const url = isObject(node.fields) && typeof node.fields.url === 'string' ? node.fields.url : ''
    const to = url ? ` (to ${url})` : ''
    problems.push({
      check: 'vague-link',
      blocks: false,
      message:
        kind === 'address'
          ? `A link${where(rt)} is named by its address, “${words}”: a screen reader reads it out letter by letter.`
          : `A link${where(rt)}${to} is named “${words || '(no words)'}”, which does not say where it leads when read on its own.`,
      fixes: [{ label: `Change the words of the link “${words || url}” to say what it opens, e.g. “Fee structure 2026-27 (PDF)”.` }],
    })
  }
  return problems
}

// ---------------------------------------------------------------------------------------------
// Hindi

/**
 * A warning when the document's Hindi is missing or older than its English (the stamps of
 * when each language was last saved), with the Hindi tab of the document to fix it.
 */
export function hindiProblem(stamps: unknown, adminHref: string): Problem | null {
  const state = translationState('hi', stamps)
  if (state === 'translated') return null
  const fixes = [{ label: 'Open the Hindi (हिन्दी) version and update it', href: `${adminHref}?locale=hi` }]
  return state === 'missing'
    ? { check: 'hindi', blocks: false, message: 'This has no Hindi yet: the Hindi site will show the English.', fixes }
    : { check: 'hindi', blocks: false, message: 'The English was changed after the Hindi was last saved: the Hindi may be out of date.', fixes }
}

// ---------------------------------------------------------------------------------------------
// All together

/** What the checks need of one document, read by the server side. */
export type PrepublishInput = {
  /** The document with every language (`locale: 'all'`), for its rich text. */
  doc: unknown
  /** The images it uses (upload fields, attachments, rich text). */
  images: readonly ImageLike[]
  /** The PDFs it uses. */
  documents: readonly DocumentLike[]
  /** The consent records its images name, by id. */
  consentRecords: ReadonlyMap<number, ConsentRecordLike>
  /** The school's "Require consent" switch. */
  consentRequired: boolean
  /** Its translation stamps, when its type is translated (else undefined: no Hindi check). */
  translation?: { stamps: unknown; adminHref: string }
}

/** Every problem of a document, those that stop publishing first. */
export function prepublishProblems(input: PrepublishInput): Problem[] {
  const texts = richTextsOf(input.doc)
  const problems = [
    ...childConsentProblems(input.images, input.consentRecords, input.consentRequired),
    ...imageAltProblems(input.images),
    ...texts.flatMap(headingProblems),
    ...texts.flatMap(vagueLinkProblems),
    ...scannedPdfProblems(input.documents),
  ]
  const hindi = input.translation ? hindiProblem(input.translation.stamps, input.translation.adminHref) : null
  return hindi ? [...problems, hindi] : problems
}

/**
 * The message a refused publish answers with (400): every blocking problem, with its fix in words.
 * The admin shows it in a toast that splits a message at its first colon, then at every comma
 * (as a list of invalid fields), so nothing after the first colon has a comma.
 */
export function refusalMessage(problems: readonly Problem[]): string | null {
  const blocking = problems.filter((p) => p.blocks)
  if (!blocking.length) return null
  const sentence = (p: Problem) => `${p.message} To fix it: ${p.fixes.map((f) => f.label.charAt(0).toLowerCase() + f.label.slice(1)).join(' or ')}.`
  return `This cannot be published: ${blocking.map(sentence).join(' ').replace(/\s*,\s*/g, ' ')}`
}
