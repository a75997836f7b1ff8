import { describe, expect, it } from 'vitest'

import { bodyRefusal, hostRefusal, isApiTraversal, refusalFor } from '@/lib/rawRequest'

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

describe('what the server refuses before the app', () => {
  it('lets pages be read only, but for the form pages; route handlers and the CMS decide for themselves', () => {
    expect(refusalFor('POST', '/news')).toMatchObject({ status: 405, allow: 'GET, HEAD' })
    expect(refusalFor('DELETE', '/hi/about-school')).toMatchObject({ status: 405 })
    expect(refusalFor('POST', '/notices/confirm')).toMatchObject({ status: 405 })
    for (const url of ['/tc', '/hi/tc', '/feedback', '/notices', '/notices/sms', '/hi/notices/sms', '/api/tc/KSR', '/cms-api/users/login', '/admin/collections/news', '/alerts/dismiss']) {
      expect(refusalFor('POST', url), url).toBeNull()
    }
  })

  it('refuses an address over 8 KB with 414, and spellings of /api no endpoint has with a JSON 404', () => {
    expect(refusalFor('GET', '/news?' + 'x'.repeat(8 * 1024))).toMatchObject({ status: 414 })
    expect(refusalFor('GET', '/news?' + 'x'.repeat(8 * 1024 - 10))).toBeNull()
    for (const url of ['/api', '/api?x=1', '/API/news/KSR', '/Api']) expect(refusalFor('GET', url), url).toMatchObject({ status: 404 })
    expect(refusalFor('GET', '/api/news/KSR')).toBeNull()
  })

  it('refuses spellings of /cms-api no route of the CMS has (itself, a bare slash, capitals) with a 404, and lets its routes through', () => {
    for (const url of ['/cms-api', '/cms-api/', '/cms-api?x=1', '/CMS-API/news', '/cms-api//news']) expect(refusalFor('POST', url), url).toMatchObject({ status: 404, field: 'path' })
    for (const url of ['/cms-api/news', '/cms-api/graphql', '/cms-api/users/me?depth=0']) expect(refusalFor('POST', url), url).toBeNull()
  })

  it('refuses a Host with a bad port or characters, and allows names, addresses and none', () => {
    for (const host of ['localhost:99999', 'localhost:0', 'a:b', 'a b', 'x:1:2', '[::1', 'é.example']) {
      expect(hostRefusal(host), host).toMatchObject({ status: 400, field: 'host' })
    }
    for (const host of [undefined, 'localhost', 'localhost:3000', 'school.example', 'www.ksr.edu.in:443', '127.0.0.1:8080', '[::1]:3000']) {
      expect(hostRefusal(host), String(host)).toBeNull()
    }
  })

  it('refuses a body over its path’s limit from its Content-Length, and one of unknown length', () => {
    expect(bodyRefusal({ 'content-length': String(200 * 1024 * 1024) }, '/api/tc/KSR')).toMatchObject({ status: 413, field: 'body' })
    expect(bodyRefusal({ 'content-length': '5000' }, '/api/tc/KSR')).toMatchObject({ status: 413 })
    expect(bodyRefusal({ 'content-length': '3000' }, '/api/tc/KSR')).toBeNull()
    const form = 'multipart/form-data; boundary=x'
    expect(bodyRefusal({ 'content-length': String(20 * 1024 * 1024), 'content-type': form }, '/cms-api/documents')).toBeNull()
    expect(bodyRefusal({ 'content-length': String(27 * 1024 * 1024), 'content-type': form }, '/cms-api/documents')).toMatchObject({ status: 413 })
    // A body parsed whole (JSON, CSV, no type at all) gets 2 MB under /cms-api; GraphQL 100 KB, whatever its type.
    expect(bodyRefusal({ 'content-length': String(2 * 1024 * 1024), 'content-type': 'application/json' }, '/cms-api/news')).toBeNull()
    expect(bodyRefusal({ 'content-length': String(2 * 1024 * 1024 + 1), 'content-type': 'application/json' }, '/cms-api/news')).toMatchObject({
      status: 413,
      message: 'This is too large for a body that is not a multipart form (JSON, CSV): at most 2 MB may be sent here.',
    })
    expect(bodyRefusal({ 'content-length': String(3 * 1024 * 1024) }, '/cms-api/news')).toMatchObject({ status: 413 })
    expect(bodyRefusal({ 'content-length': String(100 * 1024), 'content-type': 'application/json' }, '/cms-api/graphql')).toBeNull()
    for (const type of ['application/json', form])
      expect(bodyRefusal({ 'content-length': String(100 * 1024 + 1), 'content-type': type }, '/CMS-API/graphql?x=1'), type).toMatchObject({
        status: 413,
        message: 'This is too large for a GraphQL request: at most 100 KB may be sent here.',
      })
    expect(bodyRefusal({ 'content-length': String(100 * 1024) }, '/tc')).toMatchObject({ status: 413 })
    expect(bodyRefusal({ 'transfer-encoding': 'chunked' }, '/api/tc/KSR')).toMatchObject({ status: 411 })
    expect(bodyRefusal({ 'content-length': '12abc' }, '/tc')).toMatchObject({ status: 400, field: 'content-length' })
    expect(bodyRefusal({}, '/news')).toBeNull()
  })
})
