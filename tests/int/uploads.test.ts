/** Upload checks: by content, size caps, pixel limit, metadata stripped, PDF text layer. */
import fs from 'node:fs'
import path from 'node:path'

import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { NO_TEXT_LAYER_WARNING } from '@/hooks/uploadChecks'
import { testPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const file = (data: Buffer, name: string, mimetype: string) => ({ data, name, mimetype, size: data.length })
const stored = (collection: string) => {
  const dir = path.join(env().uploadDir, collection)
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}
const count = async (collection: CollectionSlug) => (await payload.count({ collection, overrideAccess: true })).totalDocs

async function refused(collection: 'images' | 'documents', data: Buffer, name: string, mimetype: string, message: RegExp) {
  const before = { docs: await count(collection), files: stored(collection).length }
  await expect(
    payload.create({ collection, data: { alt: 'x', title: 'x' } as never, file: file(data, name, mimetype) }),
  ).rejects.toThrow(message)
  expect({ docs: await count(collection), files: stored(collection).length }).toEqual(before)
}

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } }).jpeg().toBuffer()

describe('image uploads', () => {
  it('refuses an HTML page renamed .jpg, and an SVG, whatever they claim to be', async () => {
    await refused('images', Buffer.from('<!doctype html><script>alert(1)</script>'), 'photo.jpg', 'image/jpeg', /not a JPEG, PNG, WebP or AVIF image \(checked by its content/)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>')
    await refused('images', svg, 'logo.svg', 'image/svg+xml', /not a JPEG, PNG, WebP or AVIF image/)
  })

  it('refuses an image over the 15 MB cap and stores nothing', async () => {
    const big = Buffer.concat([await jpeg(), Buffer.alloc(16 * 1024 * 1024)])
    await refused('images', big, 'huge.jpg', 'image/jpeg', /The most this site accepts here is 15\.0 MB/)
  })

  it('refuses a decompression bomb by its pixel count', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' }, limitInputPixels: false })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
    await refused('images', bomb, 'bomb.png', 'image/png', /10000×10000 pixels\. The most this site accepts is 40 megapixels/)
  })

  it('stores a photo without its GPS position and other EXIF, turned the right way up', async () => {
    const withGps = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 20/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '85/1 18/1 0/1' },
      })
      .toBuffer()
    const before = await sharp(withGps).metadata()
    expect(before.exif).toBeDefined()
    expect(before.orientation).toBe(6)
    const doc = await payload.create({ collection: 'images', data: { alt: 'Sports day' }, file: file(withGps, 'sports.jpg', 'image/jpeg') })
    const saved = fs.readFileSync(path.join(env().uploadDir, 'images', doc.filename!))
    const meta = await sharp(saved).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(saved.includes(Buffer.from('PhoneMaker'))).toBe(false)
    // Orientation 6 means "rotate 90°": the stored pixels are upright, 40 wide and 60 tall.
    expect([meta.width, meta.height]).toEqual([40, 60])
  })
})

describe('PDF uploads', () => {
  it('refuses a file that is not a PDF inside', async () => {
    await refused('documents', await jpeg(), 'notice.pdf', 'application/pdf', /not a PDF/)
  })

  it('warns about a scanned-only PDF with no text layer, and not about a real one', async () => {
    const scan = await PDFDocument.create()
    const page = scan.addPage([300, 400])
    page.drawImage(await scan.embedJpg(await jpeg(200, 300)), { x: 50, y: 50, width: 200, height: 300 })
    const scanned = await payload.create({
      collection: 'documents',
      data: { title: 'Scanned circular' },
      file: file(Buffer.from(await scan.save()), 'scanned.pdf', 'application/pdf'),
    })
    expect(scanned.accessibilityWarning).toBe(NO_TEXT_LAYER_WARNING)

    const real = await PDFDocument.create()
    real.addPage([300, 400]).drawText('Holiday list', { font: await real.embedFont(StandardFonts.Helvetica), x: 20, y: 360 })
    const text = await payload.create({
      collection: 'documents',
      data: { title: 'Typed circular' },
      file: file(Buffer.from(await real.save()), 'typed.pdf', 'application/pdf'),
    })
    expect(text.accessibilityWarning ?? null).toBeNull()
  })

  it('titles a PDF sent without a title from its file name, and keeps a title given or stored', async () => {
    const pdf = await PDFDocument.create()
    pdf.addPage([300, 400]).drawText('Fees', { font: await pdf.embedFont(StandardFonts.Helvetica), x: 20, y: 360 })
    const data = Buffer.from(await pdf.save())
    const untitled = await payload.create({
      collection: 'documents',
      data: {} as never,
      file: file(data, 'fee-structure_2026-27.pdf', 'application/pdf'),
    })
    expect(untitled.title).toBe('Fee structure 2026-27')
    const titled = await payload.create({
      collection: 'documents',
      data: { title: 'Fees for 2026-27' },
      file: file(data, 'fees.pdf', 'application/pdf'),
    })
    expect(titled.title).toBe('Fees for 2026-27')
    // A new file for a titled document leaves its title alone.
    const replaced = await payload.update({
      collection: 'documents',
      id: titled.id,
      data: {},
      file: file(data, 'fees-final.pdf', 'application/pdf'),
    })
    expect(replaced.title).toBe('Fees for 2026-27')
  })
})
