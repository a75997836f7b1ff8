import { describe, expect, it } from 'vitest'

import { etagMatches, pickEncoding } from '@/lib/encoding'
import { recordRender, markPersonal, noteExpiry, noteTags } from '@/server/renderContext'
import { createResponseCache, sizeOf, type StoredResponse } from '@/lib/responseCache'
import { inlineScriptHashes, scriptHash, withScriptHashes } from '@/lib/securityHeaders'

const page = (tags: string[], bytes = 100, storedAt = 0): StoredResponse => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.alloc(bytes),
  gzip: null,
  br: null,
  etag: '"x"',
  tags,
  storedAt,
})

describe('response cache', () => {
  it('serves a stored page until one of its tags is invalidated', () => {
    const cache = createResponseCache({ maxBytes: 1e6, ttlMs: 60_000, now: () => 0 })
    cache.set('/news', page(['cms:news', 'cms:school-profile']), cache.mark())
    cache.set('/events', page(['cms:events', 'cms:school-profile']), cache.mark())
    cache.invalidate('cms:news')
    expect(cache.get('/news')).toBeUndefined()
    expect(cache.get('/events')?.stale).toBe(false)
    cache.invalidate('cms:school-profile')
    expect(cache.get('/events')).toBeUndefined()
  })

  it('does not keep a render that began before an invalidation of what it shows', () => {
    const cache = createResponseCache({ maxBytes: 1e6, ttlMs: 60_000 })
    const since = cache.mark()
    cache.invalidate('cms:news')
    expect(cache.set('/news', page(['cms:news']), since)).toBe(false)
    expect(cache.set('/events', page(['cms:events']), since)).toBe(true)
    const before = cache.mark()
    cache.clear()
    expect(cache.set('/events', page(['cms:events']), before)).toBe(false)
    expect(cache.get('/events')).toBeUndefined()
  })

  it('marks an entry stale after the time-to-live, and drops the least recently used over its size', () => {
    let t = 0
    const cache = createResponseCache({ maxBytes: 8000, ttlMs: 1000, now: () => t })
    for (const key of ['/a', '/b', '/c']) cache.set(key, page([], 2000, 0), cache.mark())
    t = 999
    expect(cache.get('/a')?.stale).toBe(false)
    t = 1000
    expect(cache.get('/a')?.stale).toBe(true)
    cache.set('/d', page([], 2000, 1000), cache.mark())
    // /b was used least recently: it goes first.
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.get('/a')).toBeDefined()
    expect(cache.size()).toBe(3)
    expect(cache.bytes()).toBeLessThanOrEqual(8000)
  })

  it('never serves an entry from its expiry on (an alert starting or ending), not even as stale', () => {
    let t = 0
    const cache = createResponseCache({ maxBytes: 1e6, ttlMs: 1000, now: () => t })
    expect(cache.set('/', { ...page(['cms:emergency-alerts']), expiresAt: 5000 }, cache.mark())).toBe(true)
    cache.set('/news', { ...page([]), expiresAt: null }, cache.mark())
    t = 4999
    expect(cache.get('/')?.stale).toBe(true)
    t = 5000
    expect(cache.get('/')).toBeUndefined()
    expect(cache.size()).toBe(1)
    expect(cache.bytes()).toBe(sizeOf(page([]), '/news'))
    // No expiry: only stale.
    expect(cache.get('/news')?.stale).toBe(true)
    // A render that finished after its own expiry is not kept.
    expect(cache.set('/', { ...page([]), expiresAt: 5000 }, cache.mark())).toBe(false)
    expect(cache.set('/', { ...page([]), expiresAt: 5001 }, cache.mark())).toBe(true)
  })
})

describe('response cache budget', () => {
  it('counts each key toward the memory cap, so many long keys cannot outgrow it', () => {
    const cache = createResponseCache({ maxBytes: 200_000, ttlMs: 60_000 })
    for (let i = 0; i < 1000; i++) cache.set(`/robots.txt?${i}-${'x'.repeat(4000)}`, page([], 10), cache.mark())
    expect(cache.bytes()).toBeLessThanOrEqual(200_000)
    // Each entry cost its 8 KB key besides its 10-byte body: about twenty fit.
    expect(cache.size()).toBeLessThan(30)
    expect(cache.bytes()).toBe([...Array(cache.size())].length * sizeOf(page([], 10), `/robots.txt?999-${'x'.repeat(4000)}`))
  })

  it('keeps a group within its share, evicting its own least recently used and leaving other pages alone', () => {
    const cache = createResponseCache({ maxBytes: 100_000, ttlMs: 60_000, shares: { search: 0.1 } })
    cache.set('/news', page([], 20_000), cache.mark())
    cache.set('/events', page([], 20_000), cache.mark())
    for (let i = 0; i < 50; i++) cache.set(`/search?q=${i}`, page([], 2_000), cache.mark(), 'search')
    // Search pages hold at most 10 KB: the newest few; the pages everyone reads stay.
    expect(cache.get('/news')).toBeDefined()
    expect(cache.get('/events')).toBeDefined()
    expect(cache.get('/search?q=49')).toBeDefined()
    expect(cache.get('/search?q=0')).toBeUndefined()
    const searches = [...Array(50).keys()].filter((i) => cache.get(`/search?q=${i}`)).length
    expect(searches * sizeOf(page([], 2_000), '/search?q=49')).toBeLessThanOrEqual(10_000)
    expect(searches).toBeGreaterThan(0)
  })

  it('evicts within a group by least recent use: a search read again stays', () => {
    const cache = createResponseCache({ maxBytes: 100_000, ttlMs: 60_000, shares: { search: 0.1 } })
    for (let i = 0; i < 3; i++) cache.set(`/search?q=${i}`, page([], 2_000), cache.mark(), 'search')
    cache.get('/search?q=0')
    // Three fit in the share: two more push out the two not read since.
    for (let i = 3; i < 5; i++) cache.set(`/search?q=${i}`, page([], 2_000), cache.mark(), 'search')
    expect(cache.get('/search?q=0')).toBeDefined()
    expect(cache.get('/search?q=1')).toBeUndefined()
    expect(cache.get('/search?q=2')).toBeUndefined()
  })
})

describe('render record', () => {
  it('collects the tags read inside a render, across awaits, and nothing outside one', async () => {
    noteTags(['cms:outside'])
    const { record, result } = recordRender(async () => {
      noteTags(['cms:news'])
      // A real timer, not a wait for anything: the record must follow the render across it.
      await new Promise((r) => setTimeout(r, 5))
      noteTags(['cms:files'])
    })
    const other = recordRender(async () => {
      await new Promise((r) => setImmediate(r))
      markPersonal()
    })
    await Promise.all([result, other.result])
    expect([...record.tags].sort()).toEqual(['cms:files', 'cms:news'])
    expect(record.personal).toBe(false)
    expect(other.record.personal).toBe(true)
    expect(other.record.tags.size).toBe(0)
  })

  it('keeps the earliest expiry noted in a render, and none when nothing changes by itself', async () => {
    const { record, result } = recordRender(async () => {
      noteExpiry(new Date(9000))
      // A real timer, not a wait for anything: the record must follow the render across it.
      await new Promise((r) => setTimeout(r, 1))
      noteExpiry(null)
      noteExpiry(new Date(4000))
      noteExpiry(new Date(6000))
    })
    const plain = recordRender(async () => noteTags(['cms:news']))
    await Promise.all([result, plain.result])
    expect(record.expiresAt).toBe(4000)
    expect(plain.record.expiresAt).toBeNull()
  })
})

describe('script hashes', () => {
  it('hashes each inline script and leaves script files to the site origin', () => {
    const html =
      '<head><script>a()</script><script src="/_next/x.js" async=""></script></head><body><script id="d">b("\\u003c/script")</script><script>a()</script></body>'
    expect(inlineScriptHashes(html)).toEqual([scriptHash('a()'), scriptHash('b("\\u003c/script")')])
    // The well-known hash of the empty string shows the encoding is CSP's (base64 SHA-256).
    expect(scriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=')
  })

  it('replaces the nonce in a policy with hashes, keeping every other directive', () => {
    const csp = "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; object-src 'none'"
    expect(withScriptHashes(csp, ['sha256-A', 'sha256-B'])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-A' 'sha256-B'; object-src 'none'",
    )
  })
})

describe('content negotiation', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    const both = { br: true, gzip: true }
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br')
    expect(pickEncoding('gzip', both)).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip')
    expect(pickEncoding(undefined, both)).toBe('identity')
    expect(pickEncoding('br', { br: false, gzip: false })).toBe('identity')
  })

  it('matches If-None-Match, weak or strong, in a list', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true)
    expect(etagMatches('"a"', '"b"')).toBe(false)
    expect(etagMatches(undefined, '"b"')).toBe(false)
  })
})
