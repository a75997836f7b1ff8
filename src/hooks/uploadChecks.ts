/**
 * Checks on every upload, before anything is stored:
 * - the bytes must be one of the collection's types (a renamed HTML file or an SVG is
 *   refused, whatever its name or declared type), and within its size cap;
 * - images must not exceed a pixel count (decompression bombs), and are stored with their
 *   EXIF/XMP metadata removed (children's photos must not publish a GPS position), with
 *   the orientation applied first;
 * - PDFs are checked for a text layer: scanned-only PDFs are not accessible (RPwD Rules
 *   2017, rule 15), so the admin shows a warning on them.
 */
import { PDFDocument, PDFDict, PDFName } from 'pdf-lib'
import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook } from 'payload'
import sharp, { type Metadata } from 'sharp'

import { MIME, sniffBytes, type SniffedType } from '@/lib/fileType'

const MB = 1024 * 1024

/** Largest file the server reads at all (Payload's multipart limit). */
export const MAX_UPLOAD_BYTES = 25 * MB
/** About 40 megapixels: a large phone or DSLR photo, far below what would exhaust memory. */
export const MAX_PIXELS = 40_000_000

export type UploadRule = { types: SniffedType[]; maxBytes: number; describe: string }

export const IMAGE_RULE: UploadRule = { types: ['jpeg', 'png', 'webp', 'avif'], maxBytes: 15 * MB, describe: 'a JPEG, PNG, WebP or AVIF image' }
export const PDF_RULE: UploadRule = { types: ['pdf'], maxBytes: 25 * MB, describe: 'a PDF' }
export const SCAN_RULE: UploadRule = { types: ['pdf', 'jpeg', 'png', 'webp'], maxBytes: 25 * MB, describe: 'a PDF or an image' }

const refuse = (message: string, status = 400) => new APIError(message, status, undefined, true)

const toMb = (bytes: number) => (bytes / MB).toFixed(1)

/** Refuses files that are not what the collection holds; cleans images. */
export function checkUpload(rule: UploadRule): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file) return args
    const size = Math.max(file.size ?? 0, file.data.length)
    if (size > rule.maxBytes) {
      throw refuse(`This file is ${toMb(size)} MB. The most this site accepts here is ${toMb(rule.maxBytes)} MB; please make it smaller.`, 413)
    }
    const type = sniffBytes(file.data)
    if (!type || !rule.types.includes(type)) {
      throw refuse(`This file is not ${rule.describe} (checked by its content, not its name). Please choose ${rule.describe}.`)
    }
    file.mimetype = MIME[type]
    if (type !== 'pdf') {
      const cleaned = await cleanImage(file.data, type)
      file.data = cleaned
      file.size = cleaned.length
    }
    return args
  }
}

/** Re-encodes an image with its orientation applied and no metadata; refuses bombs. */
export async function cleanImage(data: Buffer, type: Exclude<SniffedType, 'pdf'>): Promise<Buffer> {
  let meta: Metadata
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata()
  } catch {
    throw refuse('This image could not be read. It may be damaged; please export it again and retry.')
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0)
  if (!pixels || pixels > MAX_PIXELS) {
    throw refuse(`This image is ${meta.width}×${meta.height} pixels. The most this site accepts is ${MAX_PIXELS / 1_000_000} megapixels; please resize it.`)
  }
  // Already clean (no metadata, upright): stored as it is, without another generation of compression.
  if (!meta.exif && !meta.xmp && !meta.iptc && !meta.icc && (meta.orientation ?? 1) === 1) return data
  // sharp drops EXIF, XMP and IPTC unless asked to keep them; rotate() applies the EXIF orientation first.
  const image = sharp(data, { limitInputPixels: MAX_PIXELS }).rotate()
  const encoded =
    type === 'jpeg'
      ? image.jpeg({ quality: 90 })
      : type === 'png'
        ? image.png()
        : type === 'webp'
          ? image.webp({ quality: 90 })
          : image.avif({ quality: 70 })
  return encoded.toBuffer()
}

export const NO_TEXT_LAYER_WARNING =
  'This PDF has no text layer: it looks like a scan. Screen readers cannot read it and it cannot be searched (RPwD Rules 2017, rule 15). Please upload a PDF saved from the original document, or run text recognition (OCR) on the scan.'

/** Whether any page of a PDF uses a font, i.e. has text a screen reader can read. */
export async function pdfHasText(data: Uint8Array): Promise<boolean> {
  try {
    const pdf = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false })
    return pdf.getPages().some((page) => {
      const fonts = page.node.Resources()?.lookup(PDFName.of('Font'))
      return fonts instanceof PDFDict && fonts.keys().length > 0
    })
  } catch {
    return false
  }
}

/** The most of a PDF's text kept for search: its first pages' words, enough to find it by. */
export const PDF_TEXT_LIMIT = 20_000
const PDF_TEXT_PAGES = 30

/**
 * The words of a PDF's text layer (pdf.js through unpdf), spaces collapsed: of its first
 * PDF_TEXT_PAGES pages, at most PDF_TEXT_LIMIT characters, so a large upload costs a bounded
 * amount of work and index. Empty for a scan or a file pdf.js cannot read.
 */
export async function pdfText(data: Uint8Array): Promise<string> {
  try {
    const { getDocumentProxy } = await import('unpdf')
    const pdf = await getDocumentProxy(new Uint8Array(data))
    try {
      let text = ''
      for (let n = 1; n <= Math.min(pdf.numPages, PDF_TEXT_PAGES) && text.length < PDF_TEXT_LIMIT; n++) {
        const { items } = await (await pdf.getPage(n)).getTextContent()
        text += ` ${items.map((item) => ('str' in item ? item.str : '')).join(' ')}`
      }
      return text.replace(/\s+/g, ' ').trim().slice(0, PDF_TEXT_LIMIT)
    } finally {
      await pdf.destroy()
    }
  } catch {
    return ''
  }
}

/**
 * Records on the document whether its PDF lacks a text layer (the admin shows the warning),
 * and the PDF's text, which the site's search reads (src/features/search/rules.ts plainText).
 */
export const flagScannedPdf: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file || sniffBytes(file.data) !== 'pdf') return data
  const hasText = await pdfHasText(file.data)
  return { ...data, accessibilityWarning: hasText ? null : NO_TEXT_LAYER_WARNING, textContent: hasText ? await pdfText(file.data) : '' }
}

/** The PDF's text for the site's search: kept out of the admin's form and of visitors' reads (the PDF itself is public). */
export const textContentField = {
  name: 'textContent',
  label: 'Text (for search)',
  type: 'textarea',
  access: { read: ({ req }: { req: { user?: unknown } }) => Boolean(req.user) },
  admin: { hidden: true },
} as const

/** The read-only field that carries the warning; shown only when there is one. */
export const accessibilityWarningField = {
  name: 'accessibilityWarning',
  label: 'Accessibility warning',
  type: 'textarea',
  admin: { readOnly: true, condition: (data: { accessibilityWarning?: string | null }) => Boolean(data?.accessibilityWarning) },
} as const
