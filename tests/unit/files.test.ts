import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { contentTypeOf, parseRange, resolveStoredFile } from '@/lib/files'

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
  it('refuses what cannot be satisfied', () => {
    for (const h of ['bytes=1000-', 'bytes=5-2', 'bytes=-0', 'bytes=-', 'bytes=abc', 'bytes=0-1-2']) {
      expect(parseRange(h, 1000), h).toBe('invalid')
    }
  })
  it('ignores several ranges and other units: the whole file is sent (RFC 9110 lets a server ignore Range)', () => {
    for (const h of ['bytes=0-1,2-3', 'bytes=0-1, 5-9', 'bytes=5000-6000,7000-8000', 'items=0-1', 'none']) {
      expect(parseRange(h, 1000), h).toBeNull()
    }
    expect(parseRange('Bytes=0-9', 1000)).toEqual({ start: 0, end: 9 })
  })
})
