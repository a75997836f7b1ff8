/**
 * What every public route and every `/api/*` answer looks like on the demo content, as one
 * fingerprint per address, so a restructuring of the code can be shown to change nothing a
 * visitor or an API client receives (issue #28).
 *
 * The site runs on a fresh data folder with its clock set to one fixed moment (libfaketime,
 * see ./server.ts), so the demo content, which is dated from the day it is installed, is the
 * same on every run. What still differs from run to run, or from build to build, is
 * normalised before hashing, and only that:
 * - the build's id and the names of Next's and the site's script and style files (content
 *   hashes), the hydration data of the few pages with islands (module ids), and server
 *   actions' ids;
 * - per-request nonces, and the feedback form's signed time stamp;
 * - times within the run itself (`createdAt` of the seeded rows, a feed's build time), in
 *   ISO 8601, RFC 822, iCalendar or epoch-millisecond form.
 * Every other byte counts: text, markup, dates of content, order, ids, links, JSON fields,
 * PDFs. A picture counts by its format and size in pixels: its encoded bytes depend on the
 * processor libvips runs on, not on our code.
 */
import { createHash } from 'node:crypto'

import sharp from 'sharp'

export type Fingerprint = { status: number; type: string; bytes: number; sha256: string }
export type Snapshot = Record<string, Fingerprint>

/** Addresses not in the sitemap that visitors and clients still reach. */
const EXTRA_PAGES = [
  '/tc',
  '/hi/tc',
  '/search?q=admission',
  '/hi/search?q=date+sheet',
  '/no-such-page',
  '/robots.txt',
  '/sitemap.xml',
  '/manifest.webmanifest',
  '/.well-known/security.txt',
  '/feeds/news.xml',
  '/feeds/circulars.xml',
  '/feeds/events.ics',
  '/feeds/alerts.xml',
  '/favicon.ico',
  '/icons/192.png',
]

/** Every address to fingerprint: the sitemap's, the extras, and each API path of the OpenAPI document. */
export async function addressesOf(base: string, school = 'KSR'): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => {
    const u = new URL(loc.replace(/&amp;/g, '&'))
    return u.pathname + u.search
  })
  const openapi = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> }
  const api = ['/api/openapi.json']
  for (const [p, ops] of Object.entries(openapi.paths)) {
    if (!ops.get || p.includes('{file}')) continue
    if (p === '/api/subGallery') continue
    const path = p.replace('{school}', school)
    api.push(path)
    if (p.endsWith('/{school}') && !p.startsWith('/api/tc') && !p.startsWith('/api/disclosure')) api.push(`${path}?limit=2&page=2`)
  }
  // One album by id, and the files the news answer refers to (an image and a PDF through the old paths).
  const albums = (await (await fetch(`${base}/api/gallery/All/${school}`)).json()) as { _id: string }[]
  if (albums[0]) api.push(`/api/subGallery?id=${albums[0]._id}`)
  const refs = [`/api/news/${school}`, `/api/circular/all/${school}`].map(async (p) => (await fetch(base + p)).text())
  const files = [...(await Promise.all(refs)).join('\n').matchAll(/"([A-Za-z0-9._-]+\.(jpe?g|png|webp|pdf))"/g)]
  const image = files.find((m) => m[2] !== 'pdf')?.[1]
  const pdf = files.find((m) => m[2] === 'pdf')?.[1]
  if (image) api.push(`/api/image/${image}`, `/api/image/${school}/public/Images/${image}`)
  if (pdf) api.push(`/api/image/${pdf}`, `/api/image/${school}/public/pdf/${pdf}`)
  // The share picture of the home page, as WhatsApp fetches it.
  const home = await (await fetch(`${base}/`)).text()
  const share = /<meta property="og:image" content="([^"]+)"/.exec(home)?.[1]
  const extra = share ? [new URL(share.replace(/&amp;/g, '&')).pathname] : []
  return [...new Set([...pages, ...EXTRA_PAGES, ...extra, ...api])]
}

export type Context = { buildId: string; from: number; to: number }

const isText = (type: string) => /^(text\/|application\/(json|xml|rss\+xml|manifest\+json|ld\+json)|.*\+xml)/.test(type)

/**
 * The run's own times, in any of the forms the site writes, become `<run-time>`; a time a whole
 * number of days from one of them (an expiry a year on, a demo item dated three days back at
 * the moment it was seeded) becomes `<run-time+365d>`, `<run-time-3d>`: its day still counts.
 */
function runTimes(s: string, ctx: Context): string {
  const DAY = 24 * 60 * 60_000
  const mark = (ms: number, original: string) => {
    if (Number.isNaN(ms)) return original
    const days = Math.floor((ms - ctx.from) / DAY)
    if (ms - ctx.from - days * DAY > ctx.to - ctx.from) return original
    return `<run-time${days > 0 ? `+${days}d` : days < 0 ? `${days}d` : ''}>`
  }
  return s
    .replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})/g, (t) => mark(Date.parse(t), t))
    .replace(/\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} (?:GMT|[+-]\d{4})/g, (t) => mark(Date.parse(t), t))
    .replace(/\b(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/g, (t, y, mo, d, h, mi, se) => mark(Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${se}Z`), t))
    .replace(/\b1\d{12}\b/g, (t) => mark(Number(t), t))
}

export function normalise(body: string, ctx: Context): string {
  let s = body.split(ctx.buildId).join('<build>')
  s = s.replace(/\/_next\/static\/[A-Za-z0-9_\-./~%]+/g, '/_next/static/<asset>')
  s = s.replace(/(<script[^>]*>self\.__next_f\.push\()[\s\S]*?(\)<\/script>)/g, '$1<hydration>$2')
  s = s.replace(/ nonce="[^"]*"/g, ' nonce="NONCE"')
  // Framework chunks: how many a page loads is the bundler's choice.
  s = s.replace(/(<script src="\/_next\/static\/<asset>"[^>]*><\/script>)+/g, '<script src="/_next/static/<asset>"></script>')
  s = s.replace(/(<link rel="preload" [^>]*href="\/_next\/static\/<asset>"[^>]*\/>)+/g, '<link rel="preload" href="/_next/static/<asset>"/>')
  s = s.replace(/<input type="hidden" name="\$ACTION_[^"]*"(?: value="[^"]*")?\/>/g, '<input type="hidden" name="$ACTION"/>')
  s = s.replace(/ name="token" value="\d{13}\.[A-Za-z0-9_-]+"/g, ' name="token" value="<signed-time>"')
  return runTimes(s, ctx)
}

/** A picture as its format and pixel sizes (an .ico: each of its images' sizes, from its directory). */
async function pictureOf(raw: Buffer): Promise<Buffer> {
  if (raw.readUInt16LE(0) === 0 && raw.readUInt16LE(2) === 1) {
    const sizes = Array.from({ length: raw.readUInt16LE(4) }, (_, i) => `${raw[6 + i * 16] || 256}x${raw[7 + i * 16] || 256}`)
    return Buffer.from(`ico ${sizes.join(' ')}`)
  }
  const meta = await sharp(raw).metadata()
  return Buffer.from(`${meta.format} ${meta.width}x${meta.height}`)
}

export async function fingerprint(base: string, address: string, ctx: Context): Promise<{ print: Fingerprint; body: Buffer }> {
  const res = await fetch(base + address, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } })
  const type = res.headers.get('content-type') ?? ''
  const raw = Buffer.from(await res.arrayBuffer())
  const body = isText(type) ? Buffer.from(normalise(raw.toString('utf8'), ctx)) : type.startsWith('image/') ? await pictureOf(raw) : raw
  return {
    print: { status: res.status, type, bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') },
    body,
  }
}

/** Fingerprints every address, one at a time (the site's render limit is per address, not per run). */
export async function snapshotOf(base: string, ctx: Context, keep?: (address: string, body: Buffer) => void): Promise<Snapshot> {
  const out: Snapshot = {}
  for (const address of (await addressesOf(base)).sort()) {
    const { print, body } = await fingerprint(base, address, ctx)
    out[address] = print
    keep?.(address, body)
  }
  return out
}

/** Addresses whose answers differ, with what differs; empty when the two are the same. */
export function differences(expected: Snapshot, actual: Snapshot): string[] {
  const out: string[] = []
  for (const address of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const a = expected[address]
    const b = actual[address]
    if (!a) out.push(`${address}: new`)
    else if (!b) out.push(`${address}: gone`)
    else if (a.status !== b.status) out.push(`${address}: status ${a.status} → ${b.status}`)
    else if (a.type !== b.type) out.push(`${address}: type ${a.type} → ${b.type}`)
    else if (a.sha256 !== b.sha256) out.push(`${address}: body differs (${a.bytes} → ${b.bytes} bytes)`)
  }
  return out
}

/** A file name for an address's body, when bodies are kept to compare by eye. */
export const fileNameOf = (address: string) => (address.replace(/^\//, '').replace(/[^A-Za-z0-9._-]+/g, '_') || 'index') + '.txt'
