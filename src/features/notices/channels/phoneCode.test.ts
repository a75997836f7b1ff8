import { describe, expect, it } from 'vitest'

import { askerOf, CODE_GRACE_MINUTES, CODE_WINDOW_MINUTES, codeFor, codeMatches, codeUntilFor, openPage, parsePhone, sealPage } from './phoneCode'
import { linkToken } from '../rules'

describe('a number and its code (SMS, WhatsApp)', () => {
  it('takes an Indian mobile number however a parent types it, and refuses anything else', () => {
    for (const typed of ['9876543210', '98765 43210', '+91 98765 43210', '+91-98765-43210', '919876543210', '09876543210', '(98765) 43210'])
      expect(parsePhone(typed), typed).toBe('919876543210')
    for (const typed of ['', '12345', '5876543210', '98765432100', '+1 415 555 0100', '98765-4321x', 'nine eight seven', '9'.repeat(40), 9876543210])
      expect(parsePhone(typed), String(typed)).toBeNull()
  })

  it('makes a code from the secret, the subscription, the number and its end, and takes it with spaces', () => {
    const until = Date.UTC(2026, 10, 26, 10, 15)
    const code = codeFor('secret', 7, '919876543210', until)
    expect(code).toMatch(/^\d{6}$/)
    expect(codeFor('secret', 7, '919876543210', until)).toBe(code)
    expect(codeMatches('secret', 7, '919876543210', until, code)).toBe(true)
    expect(codeMatches('secret', 7, '919876543210', until, ` ${code.slice(0, 3)} ${code.slice(3)} `)).toBe(true)
    const other = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect(codeMatches('secret', 7, '919876543210', until, other)).toBe(false)
    expect(codeMatches('secret', 7, '919876543210', until, code.slice(1))).toBe(false)
    expect(codeMatches('secret', 7, '919876543210', until, null)).toBe(false)
    // Another subscription, number, end or secret: another code (one in a million could match by chance; these do not).
    const others = [codeFor('secret', 8, '919876543210', until), codeFor('secret', 7, '919876543211', until), codeFor('secret', 7, '919876543210', until + 1), codeFor('other', 7, '919876543210', until)]
    expect(others.filter((c) => c === code)).toEqual([])
    // Spread over all six digits, leading zeros kept.
    const codes = Array.from({ length: 2000 }, (_, i) => codeFor('secret', i, '919876543210', until))
    expect(new Set(codes).size).toBeGreaterThan(1990)
    expect(codes.some((c) => c.startsWith('0'))).toBe(true)
  })

  it('makes one code a window for everybody: asked again within ten minutes, the same; it works five minutes past its window', () => {
    const window = CODE_WINDOW_MINUTES * 60_000
    const start = Date.UTC(2026, 10, 26, 10, 0)
    const until = start + window + CODE_GRACE_MINUTES * 60_000
    for (const now of [start, start + 1, start + window - 1]) expect(codeUntilFor(now)).toBe(until)
    expect(codeUntilFor(start + window)).toBe(until + window)
    // Between 5 and 15 minutes to type it.
    expect(until - (start + window - 1)).toBeGreaterThanOrEqual(5 * 60_000)
    expect(until - start).toBe(15 * 60_000)
  })

  it('gives the code away in nothing the page carries: its token is signed with another key', () => {
    const until = Date.UTC(2026, 10, 26, 10, 15)
    const fromToken = (token: string) => String(Buffer.from(token, 'base64url').readUIntBE(0, 6) % 1_000_000).padStart(6, '0')
    const matches = Array.from({ length: 50 }, (_, id) => id + 1).filter((id) => fromToken(linkToken('secret', 'sms-code', id, `919876543210:${until}`)) === codeFor('secret', id, '919876543210', until))
    expect(matches).toEqual([])
  })

  it('seals what a code page is for and who asked, so that its address looks alike for every number, and opens only what it sealed', () => {
    const until = Date.UTC(2026, 10, 26, 10, 15)
    const asker = askerOf('198.51.100.7')
    const real = sealPage('secret', { id: 2_147_483_647, until, asker })
    const none = sealPage('secret', { id: 0, until, asker })
    for (const s of [real, none]) expect(s).toMatch(/^[A-Za-z0-9_-]{72}$/)
    expect(sealPage('secret', { id: 0, until, asker })).not.toBe(none)
    expect(openPage('secret', real)).toEqual({ id: 2_147_483_647, until, asker })
    expect(openPage('secret', none)).toEqual({ id: 0, until, asker })
    expect(askerOf('198.51.100.8')).not.toBe(asker)
    expect(openPage('other', real)).toBeNull()
    const flipped = `${real.slice(0, 20)}${real[20] === 'A' ? 'B' : 'A'}${real.slice(21)}`
    expect(openPage('secret', flipped)).toBeNull()
    for (const bad of ['A'.repeat(72), real.slice(1), `${real}A`, undefined, 12]) expect(openPage('secret', bad)).toBeNull()
  })
})
