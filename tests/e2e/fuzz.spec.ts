/**
 * A fuzz of the whole site over plain HTTP: thousands of generated requests (methods, paths,
 * query strings, headers, bodies, encodings, ranges, server actions, GraphQL), anonymous and as
 * each school's administrator and editor, against a server of its own with two demo schools
 * (`SEED_DEMO=two-schools`), so staff can name the other school's ids and write freely. No answer
 * is a 5xx, none takes over 10 s, and a 4xx under /api/ and /cms-api/ is JSON.
 *
 * The run is drawn from one seed, printed at the start and in every failure: `FUZZ_SEED=<n>`
 * replays it (FUZZ_REQUESTS changes how many requests; the concurrency stays 8, so the order in
 * which the server sees them, and so what earlier writes left, may differ a little).
 *
 * Staff writes never reach the fuzz's own accounts, the schools, or the sign-in settings (a write
 * there could sign the fuzz out or demand a second factor): such requests are drawn again. That
 * staff stayed signed in to the end is checked, so "as staff" held for the whole run.
 *
 * The server's rate limits are raised out of the way (a 429 is a fine answer, but 5,000 of them
 * would test nothing; fewer than 10 % are allowed). A 503 with Retry-After is the render budget
 * shedding load on a busy machine, as it promises (docs/security.md): counted and held under 2 %,
 * not a failure; any other 5xx is one, and so is a 503 that the server's log says stood for the
 * app's own 5xx. Failures are grouped by shape (method, section, body kind,
 * server action and Origin, anonymous or staff), each with one example, and the seed.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import { gzipSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

import { root } from '../../scripts/lib'
import { isApiPath, isCmsApiPath } from '../../src/lib/routes'
import { startSite, type SiteServer } from '../servers/site'
import { admin } from './helpers'

const SEED = Number(process.env.FUZZ_SEED ?? randomBytes(4).readUInt32LE(0))
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 5000)
const CONCURRENCY = 8
const REQUEST_LIMIT_MS = 10_000

/** mulberry32: a small, fast PRNG of 32 bits of state, enough to replay a run from its seed. */
function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  const chance = (p: number) => next() < p
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[int(16)]).join('')
  const word = (max = 12) => Array.from({ length: 1 + int(max) }, () => 'abcdefghijklmnopqrstuvwxyz0123456789-_'[int(38)]).join('')
  return { next, int, pick, chance, hex, word }
}
type Rng = ReturnType<typeof prng>

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }
type Request = { method: string; target: string; headers: Record<string, string>; body?: Buffer; who: string; bodyKind: string }


/** One request, answered, or an error of the connection (a timeout past 10 s among them). */
function send(port: number, r: Request): Promise<Answer | { error: string; ms: number }> {
  const started = Date.now()
  return new Promise((resolve) => {
    let done = false
    const finish = (v: Answer | { error: string; ms: number }) => {
      if (done) return
      done = true
      resolve(v)
    }
    let req: http.ClientRequest
    try {
      req = http.request({ host: '127.0.0.1', port, path: r.target, method: r.method, headers: r.headers, agent: false, timeout: REQUEST_LIMIT_MS }, (res) => {
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (c: Buffer) => {
          // Only the beginning of an answer is kept: a file or page may be large.
          if (size < 64 * 1024) chunks.push(c)
          size += c.length
        })
        res.on('end', () => finish({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started }))
        res.on('error', (e) => finish({ error: `response: ${e.message}`, ms: Date.now() - started }))
      })
    } catch (e) {
      // Node refused to send it (a header or path it will not write): drawn again by the caller.
      finish({ error: `unsendable: ${(e as Error).message}`, ms: 0 })
      return
    }
    req.on('timeout', () => {
      req.destroy(new Error(`no answer within ${REQUEST_LIMIT_MS / 1000} s`))
    })
    req.on('error', (e) => finish({ error: e.message, ms: Date.now() - started }))
    req.end(r.body)
  })
}

/** What the fuzz learned of the two schools before it starts: hosts, ids, files, action ids, GraphQL fields. */
type World = {
  port: number
  hosts: string[]
  codes: string[]
  collections: string[]
  globals: string[]
  ids: Record<string, number[]>
  files: string[]
  actionIds: string[]
  gqlQueries: string[]
  gqlMutations: string[]
  staff: { name: string; cookie: string; token: string; id: number }[]
}

const PAGES = [
  '/', '/home', '/news', '/events', '/newsletters', '/gallery', '/media-gallery', '/sub-gallery', '/toppers-x', '/toppers-xii', '/search',
  '/notices', '/notices/preferences', '/notices/sms', '/notices/whatsapp', '/tc', '/feedback', '/about-school', '/achievements', '/circulars',
  '/faculty', '/disclosure', '/contact', '/admission', '/privacy-policy', '/terms-of-use', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest',
  '/sw.js', '/favicon.ico', '/healthz', '/feeds/news.xml', '/feeds/events.xml', '/alerts', '/alerts/dismiss', '/subscriptions/preferences',
  '/subscriptions/unsubscribe', '/subscriptions/confirm', '/subscriptions/received', '/preview', '/whatsapp', '/share-image', '/icons/icon-192.png',
  '/tc/certificate', '/.well-known/security.txt', '/temporarily-unavailable', '/_next/static/x.js', '/_next/image', '/_next/data/x.json',
]
const API = ['highlight', 'news', 'notification', 'topper', 'onlineRegistration', 'slider', 'principalMessage', 'media', 'circular/all', 'faculty/all', 'events', 'gallery', 'events/All', 'gallery/All', 'achievement', 'disclosure', 'tc']
const CMS_SUFFIXES = ['', '/count', '/versions', '/access', '/init', '/me', '/login', '/first-register', '/forgot-password', '/unlock', '/refresh-token', '/verify/x', '/file/x.jpg', '/trash']
const BAD_IDS = ['0', '-1', '999999', 'abc', '1e3', '1.5', '%00', '%2e%2e', 'null', 'undefined', '[]', '{}', "1'--", '9'.repeat(40), 'x'.repeat(300)]
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'PATCH', 'DELETE', 'OPTIONS']
const ODD_METHODS = ['TRACE', 'PROPFIND', 'PURGE', 'SEARCH', 'MKCOL', 'LOCK', 'QUERY', 'FOO']
const FIELD_NAMES = ['title', 'school', 'category', 'status', '_status', 'slug', 'publishedAt', 'content', 'body', 'id', 'createdAt', 'tenant', 'image', 'file', 'alt', 'date', 'name', 'order', 'level', 'tags', 'blocks', 'layout', 'url', '__proto__', 'constructor', 'where', 'depth']

/** A staff write the fuzz does not send: it could sign the fuzz out, lock it out, or undo the two schools. */
function spoilsTheRun(r: Request): boolean {
  if (r.who === 'anonymous') return false
  const path = r.target.split('?')[0]!.toLowerCase()
  if (/logout/.test(path)) return true
  if (r.method === 'GET' || r.method === 'HEAD' || r.method === 'OPTIONS') return false
  if (/^\/cms-api\/(schools|sign-in-settings|single-sign-on|globals\/(sign-in-settings|single-sign-on))(\/|$)/.test(path)) return true
  if (/^\/cms-api\/users/.test(path)) {
    // Creating accounts and the known shape of a body that is not an object are kept; nothing that could change an account.
    if (r.method === 'POST' && (path === '/cms-api/users' || path === '/cms-api/users/login')) return false
    if (r.method === 'PATCH' && /^\/cms-api\/users\/[^/]+$/.test(path) && !['json-object', 'multipart', 'urlencoded'].includes(r.bodyKind)) return false
    return true
  }
  if (path === '/cms-api/graphql' && r.body && /mutation/i.test(r.body.toString()) && /user|school|sign|password|unlock/i.test(r.body.toString())) return true
  if (/^\/admin/.test(path) && /account|logout|reset|users/.test(path)) return true
  return false
}

function value(g: Rng, depth = 0): unknown {
  const kinds = depth > 4 ? 5 : 9
  switch (g.int(kinds)) {
    case 0: return null
    case 1: return g.pick([0, -1, 1, 2, 3, 1e308, -0, 2 ** 53 + 1, 1.5, 999999])
    case 2: return g.pick(['', 'x', '<script>alert(1)</script>', 'ह'.repeat(g.int(50)), '\u0000', '../../etc/passwd', '2026-13-45', 'published', 'draft', g.word(40)])
    case 3: return g.chance(0.5)
    case 4: return g.word()
    case 5: return Array.from({ length: g.int(5) }, () => value(g, depth + 1))
    case 6:
    case 7:
    case 8: {
      const o: Record<string, unknown> = {}
      for (let i = g.int(6); i > 0; i--) o[g.chance(0.8) ? g.pick(FIELD_NAMES) : g.word()] = value(g, depth + 1)
      return o
    }
  }
  return null
}

const graphqlDocument = (g: Rng, w: World): string => {
  const field = () => g.pick(w.gqlQueries.length ? w.gqlQueries : ['meUser'])
  switch (g.int(9)) {
    case 0: return `{ ${field()} { __typename } }`
    case 1: return `{ ${field()}(limit: ${g.pick([1, 5, -1, 1000])}, where: { id: { equals: ${g.pick(w.ids[g.pick(Object.keys(w.ids))] ?? [1])} } }) { docs { id } totalDocs } }`
    case 2: return `{ ${Array.from({ length: 1 + g.int(60) }, (_, i) => `a${i}: ${field()} { __typename }`).join(' ')} }`
    case 3: return `query Q { ...F } fragment F on Query { ${field()} { __typename } }`
    case 4: return `fragment A on Query { ...B } fragment B on Query { ...A } { ...A }`
    case 5: return `{ __schema { types { name fields { name type { name ofType { name } } } } } }`
    case 6: return `mutation { ${g.pick(w.gqlMutations.length ? w.gqlMutations : ['x'])}(id: ${g.pick([1, 2, 999, -1])}, data: {}) { __typename } }`
    case 7: return `{ ${'a { '.repeat(1 + g.int(40))}b${' }'.repeat(1 + g.int(40))} }`
    case 8: return g.pick(['{', '}', '', 'query', '{ __typename', 'subscription { x }', '{ meUser { user { email } } }', `{ ${'__typename '.repeat(2000)} }`])
  }
  return '{ __typename }'
}

function multipart(g: Rng): { body: Buffer; type: string; kind: string } {
  const boundary = `----fuzz${g.hex(12)}`
  const file = Buffer.from(g.pick(['%PDF-1.4\n%fuzz\n', '\x89PNG\r\n\x1a\n', 'GIF89a', 'plain text', '<svg xmlns="http://www.w3.org/2000/svg"/>']) + 'x'.repeat(g.int(4000)))
  const payloadPart = `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify(value(g))}\r\n`
  const filePart = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${g.pick(['a.pdf', 'a.png', '../x.jpg', 'x', 'ह.pdf'])}"\r\nContent-Type: ${g.pick(['application/pdf', 'image/png', 'image/svg+xml', 'text/html'])}\r\n\r\n`), file])
  const end = Buffer.from(`\r\n--${boundary}--\r\n`)
  const type = `multipart/form-data; boundary=${boundary}`
  switch (g.int(5)) {
    case 0: return { body: Buffer.concat([Buffer.from(payloadPart), filePart, end]), type, kind: 'multipart' }
    case 1: return { body: Buffer.concat([Buffer.from(payloadPart), filePart.subarray(0, filePart.length - g.int(200) - 1)]), type, kind: 'multipart-cut-in-file' }
    case 2: return { body: Buffer.concat([Buffer.from(payloadPart), filePart, end]), type: 'multipart/form-data', kind: 'multipart-no-boundary' }
    case 3: return { body: Buffer.concat([filePart, end]), type, kind: 'multipart-only-file' }
    default: return { body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${g.pick(['1_$ACTION_ID_x', '$ACTION_REF_1', 'a', '_payload'])}"\r\n\r\n${g.word(30)}\r\n--${boundary}--\r\n`), type, kind: 'multipart-fields' }
  }
}

function body(g: Rng, w: World, target: string): { body?: Buffer; type?: string; kind: string } {
  if (target.startsWith('/cms-api/graphql') && g.chance(0.8)) {
    const query = graphqlDocument(g, w)
    if (g.chance(0.15)) return { body: Buffer.from(query), type: 'application/graphql', kind: 'graphql-raw' }
    const doc = g.chance(0.1) ? [{ query }, { query }] : { query, variables: g.chance(0.3) ? value(g) : undefined, operationName: g.chance(0.2) ? g.word() : undefined }
    return { body: Buffer.from(JSON.stringify(doc)), type: 'application/json', kind: 'graphql' }
  }
  switch (g.int(12)) {
    case 0: return { kind: 'none' }
    case 1: return { body: Buffer.alloc(0), type: g.pick(['application/json', 'text/plain']), kind: 'empty' }
    case 2: return { body: Buffer.from('null'), type: 'application/json', kind: 'json-null' }
    case 3: return { body: Buffer.from(JSON.stringify(g.pick(['a string', 42, true, [1, 2], []]))), type: 'application/json', kind: 'json-scalar' }
    case 4:
    case 5: return { body: Buffer.from(JSON.stringify(value(g, 0) ?? {})), type: g.pick(['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json']), kind: 'json-object' }
    case 6: return { body: Buffer.from(g.pick(['{', '{"a":', '[1,2', '{"a":1}}', 'undefined', "{'a':1}", '\u0000\u0001', '{"__proto__":{"x":1}}'])), type: 'application/json', kind: 'json-invalid' }
    case 7: return { body: Buffer.from(`a=1&${g.pick(['b=%ZZ', '_payload=%7B%7D', '_payload={"title":1}', 'where[id][equals]=1', 'x[]=1&x[]=2', '&&&', '='])}`), type: 'application/x-www-form-urlencoded', kind: 'urlencoded' }
    case 8:
    case 9: { const m = multipart(g); return { body: m.body, type: m.type, kind: m.kind } }
    case 10: return { body: Buffer.from(JSON.stringify({ big: 'x'.repeat(50_000 + g.int(250_000)), nested: JSON.parse('['.repeat(200) + ']'.repeat(200)) as unknown })), type: 'application/json', kind: 'json-large' }
    default: return { body: Buffer.from(g.word(200)), type: g.pick(['text/plain', 'application/xml', 'application/octet-stream', 'image/png', 'x/y', 'application/json;;;', '']), kind: 'other-type' }
  }
}

function path(g: Rng, w: World): string {
  const code = () => (g.chance(0.85) ? g.pick(w.codes) : g.pick(['XYZ', 'ksr', '', '%20', 'KSR/../RVS', 'K'.repeat(200)]))
  const collection = () => (g.chance(0.9) ? g.pick(w.collections) : g.pick(['payload-jobs', 'payload-preferences', 'payload-locked-documents', 'payload-migrations', 'nope', 'globals']))
  const id = (c: string) => (g.chance(0.75) && w.ids[c]?.length ? String(g.pick(w.ids[c]!)) : g.pick(BAD_IDS))
  let p: string
  switch (g.int(14)) {
    case 0:
    case 1: p = g.pick(PAGES); break
    case 2: p = `${g.pick(['/news', '/events', '/achievements', '/circulars', '/faculty'])}/${id(g.pick(['news', 'events']))}`; break
    case 3:
    case 4: p = `/api/${g.pick(API)}/${code()}`; break
    case 5: p = g.pick(['/api/subGallery', `/api/image/${code()}/public/Images/${g.word()}.jpg`, `/api/image/${g.pick(w.files.length ? w.files : ['x'])}`, '/api/openapi.json', '/api', `/api/${g.word()}`, '/API/news/KSR']); break
    case 6:
    case 7:
    case 8: { const c = collection(); p = `/cms-api/${c}${g.chance(0.5) ? `/${id(c)}` : g.pick(CMS_SUFFIXES)}`; break }
    case 9: p = g.chance(0.5) ? '/cms-api/graphql' : g.pick(['/cms-api/graphql-playground', `/cms-api/globals/${g.pick(w.globals.length ? w.globals : ['x'])}`, `/cms-api/globals/${g.word()}`, '/cms-api/payload-jobs/run', '/cms-api/payload-jobs/handle-schedules', '/cms-api/access', '/cms-api']); break
    case 10: p = g.chance(0.8) && w.files.length ? g.pick(w.files) : `/files/${g.pick(['images', 'documents', 'x'])}/${g.pick([g.word(), '..%2f..%2fetc%2fpasswd', '%00.jpg', 'a'.repeat(500)])}`; break
    case 11: { const c = collection(); p = g.pick(['/admin', '/admin/login', '/admin/account', `/admin/collections/${c}`, `/admin/collections/${c}/${id(c)}`, `/admin/collections/${c}/create`, `/admin/globals/${g.pick(w.globals.length ? w.globals : ['x'])}`, '/admin/forgot', `/admin/${g.word()}`]); break }
    case 12: p = `/hi${g.pick(PAGES)}`; break
    default: p = g.pick([`/${g.word()}`, `/${'a/'.repeat(1 + g.int(60))}`, `/${'x'.repeat(1000 + g.int(7000))}`, `/%${g.hex(2)}%${g.pick(['zz', 'c0%af', 'e2%80%ae'])}`, '/..%2f..%2f', '//evil.example/', '/%2e%2e/', `/HI/${g.word()}`, '/index.php', '/.env', '/wp-login.php', '/%F0%9F%98%80']); break
  }
  if (g.chance(0.4)) p += `?${query(g)}`
  return p
}

function query(g: Rng): string {
  const parts: string[] = []
  for (let i = 1 + g.int(3); i > 0; i--) {
    parts.push(
      g.pick([
        `depth=${g.pick(['0', '1', '10', '-1', 'abc', '1e9'])}`,
        `limit=${g.pick(['0', '1', '-1', '1000000', 'x', '10'])}`,
        `page=${g.pick(['0', '2', '-5', '99999', 'x'])}`,
        `locale=${g.pick(['en', 'hi', 'all', 'xx', '*', ''])}`,
        `fallback-locale=${g.pick(['none', 'en', 'x'])}`,
        `sort=${g.pick(['-createdAt', 'title', '__proto__', 'x'.repeat(100)])}`,
        `where[${g.pick(FIELD_NAMES)}][${g.pick(['equals', 'like', 'in', 'exists', 'contains', 'near', 'not_in', 'bogus'])}]=${g.pick(['1', 'x', '%25', 'true', '1,2,3', ''])}`,
        `where[or][0][school][equals]=${g.int(5)}`,
        `where${'[a]'.repeat(1 + g.int(30))}=1`,
        `select[${g.pick(FIELD_NAMES)}]=true`,
        'draft=true', 'trash=true', 'pagination=false',
        `q=${g.pick(['kabaddi', 'regatta', '%22', '<b>', 'x'.repeat(2000), ''])}`,
        `id=${g.pick(['1', 'x', '-1', ''])}`,
        `${g.word()}=${g.word()}`,
        '%zz=%zz', '&&', `a[${'['.repeat(20)}=1`,
      ]),
    )
  }
  return parts.join('&')
}

function request(g: Rng, w: World, who: World['staff'][number] | undefined): Request {
  const target = path(g, w)
  let method = g.chance(0.03) ? g.pick(ODD_METHODS) : g.pick(METHODS)
  if (target.startsWith('/cms-api/graphql') && g.chance(0.7)) method = 'POST'
  const host = g.chance(0.92) ? g.pick(w.hosts) : g.pick(['evil.example', 'localhost.evil.example', '[::1]', '127.0.0.1:1', 'x'.repeat(300), 'RIVERSIDE.LOCALHOST'])
  const headers: Record<string, string> = { host: host.includes(':') || !w.hosts.includes(host) ? host : `${host}:${w.port}` }
  if (g.chance(0.5)) headers.accept = g.pick(['text/html', 'application/json', '*/*', 'image/webp,*/*', 'text/x-component', 'application/rss+xml', 'x/y;q=abc'])
  if (g.chance(0.5)) headers['accept-encoding'] = g.pick(['gzip', 'br', 'deflate', 'zstd', 'gzip, br', 'identity;q=0', '*', 'x', 'gzip;q=0, br;q=1'])
  if (g.chance(0.25)) headers['accept-language'] = g.pick(['hi', 'en-IN,hi;q=0.8', 'x'.repeat(200), '*'])
  if (g.chance(0.2)) headers.range = g.pick(['bytes=0-10', 'bytes=-5', 'bytes=5-', 'bytes=abc', 'bytes=0-1,3-4,6-7', 'bytes=999999999-', 'items=0-1', 'bytes=10-5', 'bytes=' + '0-1,'.repeat(200)])
  if (headers.range && g.chance(0.4)) headers['if-range'] = g.pick(['"nope"', 'W/"x"', 'Wed, 21 Oct 2015 07:28:00 GMT', 'garbage'])
  if (g.chance(0.1)) headers['if-none-match'] = g.pick(['*', '"x"', 'W/"y"'])
  if (g.chance(0.1)) headers['if-modified-since'] = g.pick(['Wed, 21 Oct 2015 07:28:00 GMT', 'not a date'])
  if (g.chance(0.2)) headers['x-forwarded-for'] = g.pick([`198.51.100.${g.int(255)}`, 'unknown', '::1', '1.2.3.4, 5.6.7.8', ''])
  const action = g.chance(0.08) || (method === 'POST' && g.chance(0.15))
  if (action) {
    method = 'POST'
    headers['next-action'] = g.chance(0.4) && w.actionIds.length ? g.pick(w.actionIds) : g.pick([g.hex(40), g.hex(42), 'x', '', g.hex(200)])
    if (g.chance(0.3)) headers['next-router-state-tree'] = g.pick(['%5B%22%22%5D', 'x', '[]'])
  }
  if (g.chance(action ? 0.7 : 0.3)) headers.origin = g.pick([`http://${headers.host}`, 'http://evil.example', 'null', `http://${g.pick(w.hosts)}:${w.port}`])
  const sendsBody = !['GET', 'HEAD'].includes(method) || g.chance(0.03)
  let bodyKind = 'none'
  let bytes: Buffer | undefined
  if (sendsBody) {
    const b = action && g.chance(0.5)
      ? { body: Buffer.from(JSON.stringify(g.pick([[], ['$K1'], [value(g)], value(g)]))), type: 'text/plain;charset=UTF-8', kind: 'action-args' }
      : body(g, w, target)
    bodyKind = b.kind
    bytes = b.body
    if (b.type !== undefined) headers['content-type'] = b.type
    if (bytes && g.chance(0.05)) {
      bytes = g.chance(0.5) ? gzipSync(bytes) : bytes
      headers['content-encoding'] = g.pick(['gzip', 'br', 'x'])
    }
    if (bytes && g.chance(0.9)) headers['content-length'] = String(bytes.length)
  }
  if (who) {
    if (g.chance(0.7)) headers.cookie = who.cookie
    else headers.authorization = `JWT ${who.token}`
    if (g.chance(0.05)) headers.authorization = g.pick(['JWT x', 'Bearer x', 'JWT ' + 'a'.repeat(5000), 'Basic Og=='])
  }
  return { method, target, headers, body: bytes, who: who?.name ?? 'anonymous', bodyKind }
}

/** Whether Node's client writes it (a header value or path it refuses is drawn again). */
function sendable(r: Request): boolean {
  if (!/^[\x21-\x7e]*$/.test(r.target)) return false
  try {
    for (const [name, v] of Object.entries(r.headers)) {
      http.validateHeaderName(name)
      http.validateHeaderValue(name, v)
    }
    return true
  } catch {
    return false
  }
}

/** What groups the same shape of failure: method, path with its ids and words blurred, body kind, who. */
function shapeOf(r: Request, host: string): string {
  const [, first = '', second = '', third] = r.target.split('?')[0]!.split('/')
  // The section and, under the APIs and the admin, what it names: the rest is one `…`.
  const named = ['cms-api', 'api', 'files'].includes(first) ? `/${first}/${second}${third === undefined ? '' : '/…'}` : first === 'admin' ? '/admin/…' : first === 'hi' ? '/hi/…' : `/${first}${second ? '/…' : ''}`
  const origin = r.headers.origin === undefined ? 'none' : r.headers.origin === 'null' ? 'null' : r.headers.origin === `http://${r.headers.host}` ? 'same' : 'foreign'
  const extras = [r.headers['next-action'] !== undefined && `Next-Action, Origin ${origin}`].filter(Boolean)
  return `${r.method} ${named.length > 60 ? `${named.slice(0, 60)}…` : named} [${r.bodyKind}${extras.length ? `; ${extras.join('; ')}` : ''}] as ${r.who === 'anonymous' ? 'anonymous' : 'staff'}${host}`
}

test.describe('fuzz', () => {
  test.describe.configure({ mode: 'serial' })
  let site: SiteServer
  let world: World

  const ask = async (host: string, target: string, options: { method?: string; json?: unknown; cookie?: string } = {}) => {
    const body = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json))
    const a = await send(site.port, {
      method: options.method ?? 'GET',
      target,
      headers: { host: `${host}:${site.port}`, ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}), ...(options.cookie ? { cookie: options.cookie } : {}) },
      body,
      who: 'setup',
      bodyKind: 'json',
    })
    if ('error' in a) throw new Error(`${target}: ${a.error}`)
    return a
  }

  test.beforeAll(async () => {
    test.setTimeout(12 * 60_000)
    const lots = '100000'
    site = await startSite({
      seeded: true,
      limitMs: 11 * 60_000,
      env: {
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        SEED_DEMO: 'two-schools',
        // Limits generous enough that the fuzz exercises the app, not only its refusals.
        CMS_API_LIMIT: lots, RENDER_LIMIT: lots, SEARCH_LIMIT: lots, FEEDBACK_LIMIT: lots, TC_LOOKUP_LIMIT: lots, SIGN_IN_LIMIT: lots, NOTICES_SUBSCRIBE_LIMIT: lots,
        // And a render budget that waits rather than sheds: eight requests at once on a busy machine.
        RENDERS_AT_ONCE: '4',
        RENDERS_WAITING: '64',
        RENDER_TIME_SHARE: '1',
      },
    })
    const KSR = '127.0.0.1'
    const RVS = 'riverside.localhost'
    const login = async (account: { email: string; password: string }) => {
      const a = await ask(KSR, '/cms-api/users/login', { method: 'POST', json: account })
      expect(a.status, a.body).toBe(200)
      const json = JSON.parse(a.body) as { token: string; user: { id: number } }
      return { cookie: String(a.headers['set-cookie']).split(';')[0]!, token: json.token, id: json.user.id }
    }
    const operator = (await login(admin)).cookie
    const schools = (JSON.parse((await ask(KSR, '/cms-api/schools?depth=0&limit=10', { cookie: operator })).body) as { docs: { id: number; code: string }[] }).docs
    expect(schools.map((s) => s.code).sort()).toEqual(['KSR', 'RVS'])

    // The collections and globals, as Payload's access answer names them to the operator.
    const access = JSON.parse((await ask(KSR, '/cms-api/access', { cookie: operator })).body) as { collections: Record<string, unknown>; globals: Record<string, unknown> }
    const collections = Object.keys(access.collections)
    const globals = Object.keys(access.globals)
    expect(collections).toContain('news')
    const ids: Record<string, number[]> = {}
    for (const c of collections) {
      const a = await ask(KSR, `/cms-api/${c}?depth=0&limit=8&sort=-id`, { cookie: operator })
      if (a.status === 200) ids[c] = (JSON.parse(a.body) as { docs: { id: number }[] }).docs.map((d) => d.id)
    }
    // Files and server actions, from both schools' pages.
    const files = new Set<string>()
    const actionIds = new Set<string>()
    for (const host of [KSR, RVS]) {
      for (const page of ['/', '/feedback', '/tc', '/notices', '/disclosure']) {
        const html = (await ask(host, page)).body
        for (const m of html.matchAll(/\/files\/(?:images|documents)\/[^"?\s)]+/g)) files.add(m[0])
      }
    }
    // The build's server actions (their ids are what a form's Next-Action names).
    const manifest = JSON.parse(fs.readFileSync(`${root}/.next/server/server-reference-manifest.json`, 'utf8')) as { node: Record<string, unknown> }
    for (const id of Object.keys(manifest.node)) actionIds.add(id)
    const schema = JSON.parse((await ask(KSR, '/cms-api/graphql', { method: 'POST', cookie: operator, json: { query: '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }' } })).body) as {
      data?: { __schema: { queryType: { fields: { name: string }[] }; mutationType: { fields: { name: string }[] } } }
    }
    // Introspection is off in production: then names made as Payload makes them from the slugs (a few wrong ones are fuzz too).
    const pascal = (slug: string) => slug.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())
    const gqlQueries = schema.data?.__schema.queryType.fields.map((f) => f.name) ?? ['meUser', 'Access', ...collections.flatMap((c) => [pascal(c), `countOf${pascal(c)}`]), ...globals.map(pascal)]
    const gqlMutations = (schema.data?.__schema.mutationType.fields.map((f) => f.name) ?? collections.flatMap((c) => [`create${pascal(c)}`, `update${pascal(c)}`, `delete${pascal(c)}`])).filter((n) => !/user|school|sign|password|unlock|logout/i.test(n))

    // Each school's administrator and editor.
    const staff: World['staff'] = []
    for (const school of schools) {
      for (const role of ['admin', 'editor'] as const) {
        const account = { email: `fuzz-${role}-${school.code.toLowerCase()}@example.com`, password: randomBytes(12).toString('base64url') }
        const made = await ask(KSR, '/cms-api/users', { method: 'POST', cookie: operator, json: { ...account, name: `Fuzz ${role}`, role, schools: [{ school: school.id }] } })
        expect(made.status, made.body).toBe(201)
        staff.push({ name: `${role}-${school.code.toLowerCase()}`, ...(await login(account)) })
      }
    }
    // Every kind of route once, one at a time, before the clock starts: a route's first request loads
    // and compiles its code (about 2 s for the first eight at once here, five times that on a busy CI
    // machine), which is the server starting, not a request shape being slow.
    for (const target of [...PAGES, ...PAGES.map((p) => `/hi${p}`), '/news/1', '/events/1', ...API.map((a) => `/api/${a}/KSR`), '/admin/login', '/cms-api/news?limit=1']) {
      await ask(KSR, target)
    }
    await ask(KSR, '/cms-api/graphql', { method: 'POST', json: { query: '{ __typename }' } })
    world = { port: site.port, hosts: [KSR, 'localhost', RVS], codes: ['KSR', 'RVS'], collections, globals, ids, files: [...files], actionIds: [...actionIds], gqlQueries, gqlMutations, staff }
    console.log(
      `fuzz: ${collections.length} collections, ${globals.length} globals, ${files.size} files, ${actionIds.size} server actions, ${gqlQueries.length} GraphQL queries, ${gqlMutations.length} mutations, ${staff.length} staff`,
    )
  })
  test.afterAll(async () => {
    await site?.stop()
  })

  test(`${TOTAL} generated requests, anonymous and as each school's staff, get no 5xx, none over 10 s, and JSON errors under the APIs`, async () => {
    test.setTimeout(15 * 60_000)
    console.log(`fuzz: FUZZ_SEED=${SEED} (replay with FUZZ_SEED=${SEED}), ${TOTAL} requests, ${CONCURRENCY} at a time`)
    const g = prng(SEED)
    // Every request drawn up front, so the run is the seed's whatever order the answers come in.
    const requests: Request[] = []
    while (requests.length < TOTAL) {
      const who = requests.length % 2 === 0 ? undefined : world.staff[(requests.length >> 1) % world.staff.length]
      const r = request(g, world, who)
      if (sendable(r) && !spoilsTheRun(r)) requests.push(r)
    }
    const statuses = new Map<number, number>()
    const failures = new Map<string, { count: number; example: string }>()
    const fail = (kind: string, r: Request, detail: string) => {
      const key = `${kind}: ${shapeOf(r, '')}`
      const seen = failures.get(key)
      if (seen) seen.count++
      else failures.set(key, { count: 1, example: `${r.method} ${r.target.slice(0, 200)} host=${r.headers.host} type=${r.headers['content-type'] ?? '-'} body=${JSON.stringify(r.body?.toString('utf8').slice(0, 160) ?? '')} → ${detail}` })
    }
    let unsendable = 0
    let shed = 0
    let slowest = 0
    /** The five slowest answers, to tell a slow shape from a busy machine. */
    const slow: { ms: number; what: string }[] = []
    let next = 0
    const started = Date.now()
    const worker = async () => {
      while (next < requests.length) {
        const r = requests[next++]!
        const a = await send(world.port, r)
        if ('error' in a) {
          if (a.error.startsWith('unsendable')) unsendable++
          else fail(a.ms >= REQUEST_LIMIT_MS ? 'over 10 s' : 'connection error', r, a.error)
          continue
        }
        slowest = Math.max(slowest, a.ms)
        slow.push({ ms: a.ms, what: `${a.status} ${r.method} ${r.target.slice(0, 120)} [${r.bodyKind}] ${r.who}` })
        slow.sort((x, y) => y.ms - x.ms).splice(5)
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1)
        const summary = `${a.status} ${a.headers['content-type'] ?? ''} ${JSON.stringify(a.body.slice(0, 200))}`
        const type = String(a.headers['content-type'] ?? '')
        // The render budget's refusal when the machine is busy (503 with Retry-After, src/server/responseCache/budget) is the server
        // keeping its promise, not a fault: counted, and held to a few.
        if (a.status === 503 && a.headers['retry-after']) shed++
        else if (a.status >= 500) fail(String(a.status), r, summary)
        else if (a.status >= 400 && r.method !== 'HEAD' && (isApiPath(r.target) || isCmsApiPath(r.target, { anyCase: false })) && !/json/.test(type))
          fail(/html/.test(type) ? `${a.status} HTML under an API` : `${a.status} ${a.body ? 'not JSON' : 'empty'} under an API`, r, summary)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    const seconds = (Date.now() - started) / 1000
    const answered = [...statuses.values()].reduce((s, n) => s + n, 0)
    console.log(`fuzz: ${answered} answered in ${seconds.toFixed(0)} s (slowest ${slowest} ms), ${shed} shed by the render budget (503 with Retry-After), ${unsendable} not sendable by Node; statuses: ${[...statuses].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ')}`)
    console.log(`fuzz: the slowest answers:\n${slow.map((s) => `  ${s.ms} ms: ${s.what}`).join('\n')}`)
    const uncaught = site.log().match(/^.*(uncaughtException|unhandledRejection).*$/gm) ?? []
    // A public request the app answered 5xx is sent on as 503 with Retry-After (src/server/boundedProxy): a fault all the same.
    for (const line of site.log().match(/^.*"why":"answered 5\d\d".*$/gm) ?? []) {
      const { path = '?', why = '' } = JSON.parse(line.slice(line.indexOf('{'))) as { path?: string; why?: string }
      const key = `${why}, sent on as 503: ${path.split('?')[0]!.split('/').slice(0, 2).join('/')}`
      const seen = failures.get(key)
      if (seen) seen.count++
      else failures.set(key, { count: 1, example: `${path.slice(0, 200)} (the server's log: ${line.slice(0, 300)})` })
    }

    // Staff were staff throughout: each session still signed in.
    for (const s of world.staff) {
      const me = await ask('127.0.0.1', '/cms-api/users/me', { cookie: s.cookie })
      expect((JSON.parse(me.body) as { user: { id: number } | null }).user?.id, `${s.name} still signed in (FUZZ_SEED=${SEED})`).toBe(s.id)
    }
    const report = [...failures].sort((a, b) => b[1].count - a[1].count).map(([shape, f]) => `  ${f.count}× ${shape}\n      e.g. ${f.example}`)
    // What the server logged of its 5xx answers (the app's error just before each), to find their causes without a replay.
    const logged = site.log().split('\n')
    const causes = logged.flatMap((line, i) => (/"msg":"Answered 5\d\d for a request/.test(line) ? [logged.slice(Math.max(0, i - 2), i + 1).map((l) => l.slice(0, 800)).join('\n')] : [])).slice(-10)
    expect(failures.size, `FUZZ_SEED=${SEED}: ${failures.size} shapes of failure:\n${report.join('\n')}\nThe server's log at its 5xx answers:\n${causes.join('\n---\n')}`).toBe(0)
    expect(uncaught, `FUZZ_SEED=${SEED}: the server logged an uncaught exception or unhandled rejection`).toEqual([])
    expect(answered, `FUZZ_SEED=${SEED}`).toBe(TOTAL - unsendable)
    expect(shed, `FUZZ_SEED=${SEED}: shed by the render budget`).toBeLessThan(answered * 0.02)
    expect(statuses.get(429) ?? 0, `FUZZ_SEED=${SEED}: mostly refused by a rate limit`).toBeLessThan(answered * 0.1)
  })
})
