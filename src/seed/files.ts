/**
 * Demo files made on the spot: real JPEGs drawn from SVG with sharp, and real PDFs with
 * a text layer from pdf-lib. Nothing is downloaded.
 */
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

import { env } from '@/env'

const PALETTES: [string, string, string][] = [
  ['#1d4e89', '#00b2ca', '#f7c548'],
  ['#7b2d26', '#f0a202', '#f4e4ba'],
  ['#2d6a4f', '#95d5b2', '#ffd166'],
  ['#5a189a', '#c77dff', '#ffb703'],
  ['#9d0208', '#f48c06', '#ffe8d6'],
  ['#023047', '#219ebc', '#fb8500'],
  ['#3a5a40', '#a3b18a', '#dad7cd'],
  ['#6d597a', '#e56b6f', '#eaac8b'],
]

/** A small deterministic hash, so the same key always draws the same picture. */
function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

export type PictureKind = 'photo' | 'hero' | 'portrait' | 'logo'

const SIZES: Record<PictureKind, [number, number]> = {
  photo: [960, 640],
  hero: [1600, 640],
  portrait: [400, 500],
  logo: [256, 256],
}

/** Draws a picture: sky, hills, sun and a caption, coloured by the key. */
export async function makePicture(key: string, caption: string, kind: PictureKind = 'photo'): Promise<Buffer> {
  const [w, h] = SIZES[kind]
  const n = hash(key)
  const [dark, mid, light] = PALETTES[n % PALETTES.length]!
  const sunX = (n % 70) + 15
  const hill = (k: number) => `M0 ${h * (0.62 + k * 0.08)} Q ${w * (0.25 + ((n >> (k + 3)) % 30) / 100)} ${h * (0.4 + k * 0.1)} ${w} ${h * (0.58 + k * 0.07)} L ${w} ${h} L 0 ${h} Z`
  const fontSize = Math.round(Math.min(w / Math.max(caption.length, 8) * 1.5, h / 7))
  const body =
    kind === 'portrait'
      ? `<circle cx="${w / 2}" cy="${h * 0.38}" r="${w * 0.2}" fill="${light}"/>
         <ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${w * 0.38}" ry="${h * 0.3}" fill="${light}"/>`
      : kind === 'logo'
        ? `<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.44}" fill="${light}" stroke="${dark}" stroke-width="10"/>`
        : `<circle cx="${sunX}%" cy="${h * 0.28}" r="${h * 0.1}" fill="${light}" opacity="0.9"/>
           <path d="${hill(0)}" fill="${mid}" opacity="0.8"/><path d="${hill(1)}" fill="${dark}" opacity="0.85"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${body}
    ${kind === 'hero' ? '' : `<text x="50%" y="${kind === 'logo' ? '58%' : '90%'}" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
      font-size="${fontSize}" font-weight="bold" fill="${kind === 'logo' ? dark : '#ffffff'}">${escapeXml(caption)}</text>`}
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 70, mozjpeg: true }).toBuffer()
}

/**
 * makePicture, kept in DEMO_PICTURES_DIR when that is set (src/env.ts: a test run's folder, new
 * each run): a picture drawn before, by any process of the run, is read back instead of drawn
 * again (drawing one costs about 60 ms of CPU, and a run seeds the demo content many times). Named
 * after what draws it; written beside its name and renamed, so a reader finds all of it or none.
 */
export async function demoPicture(key: string, caption: string, kind: PictureKind, dir = env().DEMO_PICTURES_DIR): Promise<Buffer> {
  if (!dir) return makePicture(key, caption, kind)
  const file = path.join(dir, `${createHash('sha256').update(JSON.stringify([key, caption, kind])).digest('hex')}.jpg`)
  try {
    return await fs.promises.readFile(file)
  } catch {
    const picture = await makePicture(key, caption, kind)
    await fs.promises.mkdir(dir, { recursive: true })
    const partial = `${file}.${randomUUID()}`
    await fs.promises.writeFile(partial, picture)
    await fs.promises.rename(partial, file)
    return picture
  }
}

/** A real, text-based PDF (so screen readers can read it), one page or more. */
export async function makePdf(title: string, lines: string[], schoolName: string): Promise<Buffer> {
  // No creation or change time: the same demo PDF has the same bytes on every install.
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.setTitle(title)
  doc.setAuthor(schoolName)
  doc.setCreator('School website demo content')
  doc.setLanguage('en-IN')
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  let page = doc.addPage([595, 842])
  let y = 790
  page.drawText(schoolName, { x: 50, y, size: 12, font: bold, color: rgb(0.1, 0.2, 0.45) })
  y -= 30
  page.drawText(title, { x: 50, y, size: 18, font: bold, maxWidth: 495 })
  y -= 36
  for (const line of lines) {
    if (y < 60) {
      page = doc.addPage([595, 842])
      y = 790
    }
    page.drawText(line, { x: 50, y, size: 11, font, maxWidth: 495, lineHeight: 14 })
    y -= 14 * Math.max(1, Math.ceil(font.widthOfTextAtSize(line, 11) / 495)) + 6
  }
  return Buffer.from(await doc.save())
}
