import { describe, expect, it } from 'vitest'

import {
  checkFeedbackToken,
  feedbackErrors,
  feedbackMessage,
  countLinks,
  feedbackToken,
  honeypotFilled,
  MAX_FORM_AGE_MS,
  MAX_MESSAGE,
  MIN_FILL_MS,
  parseFeedback,
} from '@/features/feedback/rules'

const SECRET = 'a-test-secret-of-some-length'
const T0 = Date.UTC(2026, 2, 3, 10, 0, 0)

describe('the feedback form token', () => {
  const token = feedbackToken(SECRET, T0)

  it('is accepted a few seconds after the form was made', () => {
    expect(checkFeedbackToken(token, SECRET, T0 + MIN_FILL_MS)).toEqual({ ok: true })
    expect(checkFeedbackToken(token, SECRET, T0 + 60 * 60 * 1000)).toEqual({ ok: true })
  })

  it('is refused when sent faster than a person fills the form', () => {
    expect(checkFeedbackToken(token, SECRET, T0)).toEqual({ ok: false, reason: 'too-fast' })
    expect(checkFeedbackToken(token, SECRET, T0 + MIN_FILL_MS - 1)).toEqual({ ok: false, reason: 'too-fast' })
  })

  it('takes a lowered wait on a test server (TEST_FORM_MIN_SECONDS), never a longer one', () => {
    expect(checkFeedbackToken(token, SECRET, T0, 0)).toEqual({ ok: true })
    expect(checkFeedbackToken(token, SECRET, T0 + 999, 1000)).toEqual({ ok: false, reason: 'too-fast' })
    expect(checkFeedbackToken(token, SECRET, T0 + 1000, 1000)).toEqual({ ok: true })
    expect(checkFeedbackToken(token, SECRET, T0 + MIN_FILL_MS, 60_000)).toEqual({ ok: true })
  })

  it('is refused after a day', () => {
    expect(checkFeedbackToken(token, SECRET, T0 + MAX_FORM_AGE_MS + 1)).toEqual({ ok: false, reason: 'expired' })
  })

  it('is refused when signed with another secret, altered, or missing', () => {
    expect(checkFeedbackToken(feedbackToken('another-secret', T0), SECRET, T0 + 10_000)).toEqual({ ok: false, reason: 'invalid' })
    const [, signature] = token.split('.')
    // An older time with the same signature: the robot's way round the wait.
    expect(checkFeedbackToken(`${T0 - 10_000}.${signature}`, SECRET, T0 + 1)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkFeedbackToken('', SECRET, T0)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkFeedbackToken(undefined, SECRET, T0)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkFeedbackToken(`${T0}.short`, SECRET, T0 + 10_000)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('made on one school’s page is accepted for that school only', () => {
    const schoolA = feedbackToken(SECRET, T0, 1)
    expect(checkFeedbackToken(schoolA, SECRET, T0 + MIN_FILL_MS, MIN_FILL_MS, 1)).toEqual({ ok: true })
    expect(checkFeedbackToken(schoolA, SECRET, T0 + MIN_FILL_MS, MIN_FILL_MS, 2)).toEqual({ ok: false, reason: 'invalid' })
    // Nor does a token bound to no school pass for one, or one bound to a school pass unbound.
    expect(checkFeedbackToken(token, SECRET, T0 + MIN_FILL_MS, MIN_FILL_MS, 1)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkFeedbackToken(schoolA, SECRET, T0 + MIN_FILL_MS)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('is refused when made in the future', () => {
    const future = feedbackToken(SECRET, T0 + 10 * 60 * 1000)
    expect(checkFeedbackToken(future, SECRET, T0)).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('the honeypot', () => {
  it('is filled by anything but blanks', () => {
    expect(honeypotFilled('http://spam.example')).toBe(true)
    expect(honeypotFilled('')).toBe(false)
    expect(honeypotFilled('   ')).toBe(false)
    expect(honeypotFilled(undefined)).toBe(false)
  })
})

describe('a feedback message', () => {
  it('needs only the message', () => {
    expect(parseFeedback({ message: '  The bus timings page is out of date. ' })).toEqual({
      ok: true,
      value: { name: '', contact: '', topic: 'general', message: 'The bus timings page is out of date.' },
    })
  })

  it('takes a name, an e-mail address or a phone number, and a topic', () => {
    const e = parseFeedback({ name: 'Asha', contact: 'asha@example.in', topic: 'accessibility', message: 'Hi' })
    expect(e).toEqual({ ok: true, value: { name: 'Asha', contact: 'asha@example.in', topic: 'accessibility', message: 'Hi' } })
    expect(parseFeedback({ contact: '+91 98765 43210', message: 'Hi' }).ok).toBe(true)
  })

  it('names each wrong field', () => {
    const r = parseFeedback({ name: 'x'.repeat(101), contact: 'not a contact', topic: 'sales', message: '' })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(Object.keys(r.errors).sort()).toEqual(['contact', 'message', 'name', 'topic'])
    expect(feedbackErrors(r.errors, 'en').message).toBe('Write your message.')
  })

  it('is at most MAX_MESSAGE characters', () => {
    expect(parseFeedback({ message: 'a'.repeat(MAX_MESSAGE) }).ok).toBe(true)
    const r = parseFeedback({ message: 'a'.repeat(MAX_MESSAGE + 1) })
    expect(r.ok ? null : feedbackErrors(r.errors, 'en').message).toMatch(/at most 2000 characters/)
  })

  it('holds at most two links', () => {
    expect(countLinks('see https://a.example and www.b.example and <a href=x>')).toBe(3)
    expect(parseFeedback({ message: 'https://a.example http://b.example' }).ok).toBe(true)
    const r = parseFeedback({ message: 'https://a.example http://b.example www.c.example' })
    expect(r.ok ? null : feedbackErrors(r.errors, 'en').message).toMatch(/at most 2 web links/)
  })

  it('ignores what is not text', () => {
    const r = parseFeedback({ message: ['a'], name: 42 })
    expect(r.ok ? null : feedbackErrors(r.errors, 'en').message).toBe('Write your message.')
  })
})

describe('the feedback messages in the page language', () => {
  it('gives every field message in Hindi with its numbers, and leaves English as it is', async () => {
    const tooLong = parseFeedback({ name: 'x'.repeat(500), contact: 'x'.repeat(500), topic: 'nonsense', message: '' })
    const badContact = parseFeedback({ contact: 'not a contact', message: 'y'.repeat(20000) })
    const problems = [tooLong, badContact].flatMap((r) => (r.ok ? [] : Object.values(r.errors)))
    expect(problems.length).toBeGreaterThanOrEqual(5)
    for (const p of problems) {
      expect(feedbackMessage(p, 'en')).toMatch(/^[A-Z][^\u0900-\u097F]+\.$/)
      expect(feedbackMessage(p, 'hi')).toMatch(/[\u0900-\u097F]/)
    }
    expect(feedbackMessage({ key: 'messageTooLong', counts: [2000, 20000] }, 'en')).toBe('The message can be at most 2000 characters (it has 20000).')
    expect(feedbackMessage({ key: 'messageTooLong', counts: [2000, 20000] }, 'hi')).toBe('संदेश अधिकतम 2000 अक्षरों का हो सकता है (इसमें 20000 हैं)।')
    expect(feedbackMessage({ key: 'messageMissing' }, 'hi')).toBe('अपना संदेश लिखें।')
  })
})
