import { describe, expect, it } from 'vitest'

import { isApiTraversal, refusalFor } from '@/lib/rawRequest'

describe('raw API paths', () => {
  it('flags .. segments under /api/, plain or percent-encoded', () => {
    for (const url of [
      '/api/image/../ksr.db',
      '/api/image/%2e%2e/%2e%2e/ksr.db',
      '/api/image/%2E%2E%2Fksr.db',
      '/api/image/.%2e/x',
      '/api/image/KSR/public/Images/..',
      '/api/image/..%5cx',
    ]) {
      expect(isApiTraversal(url), url).toBe(true)
    }
  })

  it('leaves ordinary paths and other routes alone', () => {
    for (const url of ['/api/image/a..b.jpg', '/api/news/KSR', '/api/subGallery?id=..', '/gallery/../x', '/api/image/...']) {
      expect(isApiTraversal(url), url).toBe(false)
    }
  })
})

describe('request lines refused before the app', () => {
  it('answers 405 with Allow to methods the site does not serve', () => {
    for (const method of ['TRACE', 'CONNECT', 'TRACK', 'PROPFIND']) {
      expect(refusalFor(method, '/'), method).toMatchObject({ status: 405, allow: expect.stringContaining('GET') })
    }
    expect(refusalFor('GET', '/')).toBeNull()
    expect(refusalFor('OPTIONS', '/api/news/KSR')).toBeNull()
  })

  it('answers 400 to malformed %-escapes in the path or the query, naming which', () => {
    expect(refusalFor('GET', '/api/news/%FF')).toMatchObject({ status: 400, field: 'path' })
    expect(refusalFor('GET', '/files/images/%FF.jpg')).toMatchObject({ status: 400, field: 'path' })
    expect(refusalFor('GET', '/news?year=%E0%A4')).toMatchObject({ status: 400, field: 'query' })
    expect(refusalFor('GET', '/search?q=100%')).toMatchObject({ status: 400, field: 'query' })
    expect(refusalFor('GET', '/news?year=2024&q=a+b%20c')).toBeNull()
    expect(refusalFor('GET', '/%E0%A4%B9%E0%A4%BF')).toBeNull()
  })

  it('asks for a path: absolute-form and "*" (other than OPTIONS) are refused', () => {
    expect(refusalFor('GET', 'http://example.com/')).toMatchObject({ status: 400 })
    expect(refusalFor('GET', '*')).toMatchObject({ status: 400 })
    expect(refusalFor('OPTIONS', '*')).toBeNull()
    expect(refusalFor('GET', '/api/image/%2e%2e/ksr.db')).toMatchObject({ status: 400, field: 'path' })
  })
})
