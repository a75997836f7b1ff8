import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { contentTypeOf, ifRangeHolds, parseRange, resolveStoredFile } from '@/lib/files'

describe('stored file paths', () => {
  const root = '/srv/uploads'
  it('resolves plain names inside a public collection', () => {
    expect(resolveStoredFile(root, 'images', 'a-320x213.webp')).toBe(path.join(root, 'images', 'a-320x213.webp'))
    expect(resolveStoredFile(root, 'documents', 'notice.pdf')).toBe(path.join(root, 'documents', 'notice.pdf'))
  })
  it.each([
    ['images', '../certificates/tc.pdf'],
    ['images', '..'],
    ['images', '/etc/passwd'],
    ['images', 'a\0.jpg'],
    ['images', '.payload-secret'],
    ['images', 'page.html'],
    ['certificates', 'tc.pdf'],
    ['..', 'ksr.db'],
  ])('refuses %s / %s', (collection, name) => {
    expect(resolveStoredFile(root, collection, name)).toBeNull()
  })
  it('names the content type by extension', () => {
    expect(contentTypeOf('x.PDF')).toBe('application/pdf')
    expect(contentTypeOf('x.svg')).toBeNull()
  })
})

describe('byte ranges', () => {
  it('parses start-end, open-ended and suffix ranges', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseRange('bytes=0-5000', 1000)).toEqual({ start: 0, end: 999 })
    expect(parseRange(null, 1000)).toBeNull()
  })
  it('answers a well-formed range that names no byte of the file as unsatisfiable (416)', () => {
    for (const h of ['bytes=1000-', 'bytes=1000-2000', 'bytes=-0']) expect(parseRange(h, 1000), h).toBe('unsatisfiable')
    expect(parseRange('bytes=-5', 0)).toBe('unsatisfiable')
  })
  it('ignores a malformed range: the whole file is sent (RFC 9110 14.2)', () => {
    for (const h of ['bytes=abc', 'bytes=5-2', 'bytes=-', 'bytes=0-1-2', 'bytes=x-5', 'bytes=1.5-2', 'bytes=']) {
      expect(parseRange(h, 1000), h).toBeNull()
    }
  })
  it('ignores several ranges and other units: the whole file is sent (RFC 9110 lets a server ignore Range)', () => {
    for (const h of ['bytes=0-1,2-3', 'bytes=0-1, 5-9', 'bytes=5000-6000,7000-8000', 'items=0-1', 'none']) {
      expect(parseRange(h, 1000), h).toBeNull()
    }
    expect(parseRange('Bytes=0-9', 1000)).toEqual({ start: 0, end: 9 })
  })
})

describe('If-Range', () => {
  const file = { etag: '"3e8-18c2"', lastModified: 'Tue, 01 Dec 2026 10:00:00 GMT' }
  it('lets the range apply without one, or with the file’s own ETag or Last-Modified exactly', () => {
    expect(ifRangeHolds(null, file)).toBe(true)
    expect(ifRangeHolds('"3e8-18c2"', file)).toBe(true)
    expect(ifRangeHolds('Tue, 01 Dec 2026 10:00:00 GMT', file)).toBe(true)
  })
  it('sends the whole file for any other value: another tag, a weak tag, another or differently written date, junk', () => {
    for (const v of ['"other"', 'W/"3e8-18c2"', '3e8-18c2', 'Tue, 01 Dec 2026 10:00:01 GMT', 'Tuesday, 01-Dec-26 10:00:00 GMT', '', 'junk']) {
      expect(ifRangeHolds(v, file), v).toBe(false)
    }
  })
})
