import { describe, expect, it } from 'vitest'

import { nextTakesActionFrom, sameOrigin, sameOriginRequest, type OriginInput } from '@/lib/origin'

const request = (o: Partial<OriginInput>): OriginInput => ({
  origin: null,
  secFetchSite: null,
  host: 'school.example',
  forwardedProto: null,
  accepted: null,
  ...o,
})

describe('sameOrigin without SERVER_URL: the request’s own Host', () => {
  it('allows a form posted from a page of the site', () => {
    expect(sameOrigin(request({ origin: 'http://school.example' }))).toBe(true)
    expect(sameOrigin(request({ origin: 'https://school.example', forwardedProto: 'https' }))).toBe(true)
    expect(sameOrigin(request({ origin: 'http://127.0.0.1:3120', host: '127.0.0.1:3120' }))).toBe(true)
    // Case and a default port do not make another site.
    expect(sameOrigin(request({ origin: 'http://School.Example', host: 'SCHOOL.example:80' }))).toBe(true)
  })

  it.each([
    'https://evil.example',
    'http://school.example.evil.example',
    'http://evil.example:80',
    'http://school.example:8080',
    'null',
    'not a url',
    'file:///etc/passwd',
  ])('refuses Origin %j', (origin) => {
    expect(sameOrigin(request({ origin }))).toBe(false)
  })

  it('refuses the right host on the wrong scheme when the proxy says which', () => {
    expect(sameOrigin(request({ origin: 'http://school.example', forwardedProto: 'https' }))).toBe(false)
    expect(sameOrigin(request({ origin: 'https://school.example', forwardedProto: 'http, https' }))).toBe(false)
  })

  it('refuses an Origin when the request has no Host to compare with', () => {
    expect(sameOrigin(request({ origin: 'http://school.example', host: null }))).toBe(false)
  })
})

describe('sameOrigin with the accepted origins (SERVER_URL set: the school’s own addresses)', () => {
  const accepted = ['https://school.example/', 'https://www.school.example']

  it('allows only those origins, whatever Host the request names', () => {
    expect(sameOrigin(request({ origin: 'https://school.example', accepted }))).toBe(true)
    expect(sameOrigin(request({ origin: 'https://www.school.example', accepted }))).toBe(true)
    expect(sameOrigin(request({ origin: 'https://school.example', host: 'internal:3000', accepted }))).toBe(true)
    expect(sameOrigin(request({ origin: 'http://school.example', accepted }))).toBe(false)
    // A Host header the sender chose does not make its own origin this site.
    expect(sameOrigin(request({ origin: 'https://evil.example', host: 'evil.example', forwardedProto: 'https', accepted }))).toBe(false)
  })

  it('refuses another school’s origin on the same deployment, and everything when none is accepted', () => {
    expect(sameOrigin(request({ origin: 'https://other-school.example', host: 'school.example', accepted }))).toBe(false)
    expect(sameOrigin(request({ origin: 'https://school.example', accepted: [] }))).toBe(false)
  })
})

describe('sameOrigin without an Origin header', () => {
  it('refuses what the browser marks cross-site, and allows the rest', () => {
    expect(sameOrigin(request({ secFetchSite: 'cross-site' }))).toBe(false)
    expect(sameOrigin(request({ secFetchSite: 'Cross-Site' }))).toBe(false)
    expect(sameOrigin(request({ secFetchSite: 'same-origin' }))).toBe(true)
    expect(sameOrigin(request({ secFetchSite: 'none' }))).toBe(true)
  })

  it('allows a request with neither header (a script or an old client, which no other site can forge)', () => {
    expect(sameOrigin(request({}))).toBe(true)
    expect(sameOrigin(request({ accepted: ['https://school.example'] }))).toBe(true)
  })
})

describe('sameOriginRequest', () => {
  it('reads the same headers from a request', () => {
    const headers = (h: Record<string, string>) => new Headers({ host: 'school.example', ...h })
    expect(sameOriginRequest(headers({ origin: 'http://school.example' }), undefined)).toBe(true)
    expect(sameOriginRequest(headers({ origin: 'https://evil.example' }), undefined)).toBe(false)
    expect(sameOriginRequest(headers({ 'sec-fetch-site': 'cross-site' }), undefined)).toBe(false)
    expect(sameOriginRequest(headers({ origin: 'http://school.example' }), ['https://school.example'])).toBe(false)
    expect(sameOriginRequest(headers({ origin: 'https://school.example' }), ['https://school.example'])).toBe(true)
  })
})

describe('which origins Next takes a server action from', () => {
  const headers = (h: Record<string, string>) => new Headers(h)
  it('its own host (the first X-Forwarded-Host when there is one), or no Origin at all', () => {
    expect(nextTakesActionFrom(headers({ host: 'school.example', origin: 'https://school.example' }))).toBe(true)
    expect(nextTakesActionFrom(headers({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }))).toBe(true)
    expect(nextTakesActionFrom(headers({ host: 'internal:3000', 'x-forwarded-host': 'school.example, proxy', origin: 'https://school.example' }))).toBe(true)
    expect(nextTakesActionFrom(headers({ host: 'school.example' }))).toBe(true)
  })
  it('not another host, another port, `null`, or an Origin that is no address', () => {
    expect(nextTakesActionFrom(headers({ host: 'school.example', origin: 'https://evil.example' }))).toBe(false)
    expect(nextTakesActionFrom(headers({ host: 'school.example:3000', origin: 'http://school.example:4000' }))).toBe(false)
    expect(nextTakesActionFrom(headers({ host: 'school.example', origin: 'null' }))).toBe(false)
    expect(nextTakesActionFrom(headers({ host: 'school.example', origin: 'not an address' }))).toBe(false)
    expect(nextTakesActionFrom(headers({ origin: 'https://school.example' }))).toBe(false)
  })
})
