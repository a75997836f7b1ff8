/**
 * The snapshot's normaliser hides only what changes between runs and builds (asset names, the
 * build id, nonces, the run's own times); a changed word, date of content or link still shows.
 */
import { describe, expect, it } from 'vitest'

import { differences, normalise, type Context, type Snapshot } from '../snapshot/routes'

const from = Date.parse('2026-11-20T00:47:00Z')
const ctx: Context = { buildId: 'b1d-abc', from, to: from + 20 * 60_000 }

describe('snapshot normaliser', () => {
  it('treats two builds of the same page as the same', () => {
    const a = '<script src="/_next/static/chunks/a1.js" nonce="x1"></script><p>b1d-abc</p>'
    const b = '<script src="/_next/static/chunks/zz9.js" nonce="y2"></script><script src="/_next/static/chunks/q.js"></script><p>b1d-abc</p>'
    expect(normalise(a, ctx)).toBe(normalise(b, { ...ctx }))
    expect(normalise(a, ctx)).not.toContain('b1d-abc')
  })

  it('hides times inside the run, keeps their day offset, and keeps every other date', () => {
    expect(normalise('"createdAt":"2026-11-20T00:48:12.345Z"', ctx)).toBe('"createdAt":"<run-time>"')
    expect(normalise('"date":"2026-11-17T00:50:00.000Z"', ctx)).toBe('"date":"<run-time-3d>"')
    expect(normalise('<lastBuildDate>Fri, 20 Nov 2026 00:49:00 GMT</lastBuildDate>', ctx)).toContain('<run-time>')
    expect(normalise('DTSTAMP:20261120T005000Z', ctx)).toBe('DTSTAMP:<run-time>')
    // A date of content at another time of day is content: it stays.
    expect(normalise('"date":"2026-11-17T09:30:00.000Z"', ctx)).toBe('"date":"2026-11-17T09:30:00.000Z"')
  })

  it('keeps a changed word visible', () => {
    expect(normalise('<h1>Fee structure</h1>', ctx)).not.toBe(normalise('<h1>Fees structure</h1>', ctx))
  })
})

describe('snapshot differences', () => {
  const print = (sha256: string, status = 200) => ({ status, type: 'text/html', bytes: 1, sha256 })
  it('names each address that is new, gone or answers differently', () => {
    const before: Snapshot = { '/': print('a'), '/news': print('b'), '/old': print('c') }
    const after: Snapshot = { '/': print('a'), '/news': print('B'), '/new': print('d'), }
    expect(differences(before, after).sort()).toEqual(['/new: new', '/news: body differs (1 → 1 bytes)', '/old: gone'])
    expect(differences(before, { ...before, '/': print('a', 404) })).toEqual(['/: status 200 → 404'])
    expect(differences(before, before)).toEqual([])
  })
})
