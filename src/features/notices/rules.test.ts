import { describe, expect, it } from 'vitest'

import { linkToken, linkTokenMatches, mailboxOf, nextDigestAt, parseSubscription, parseTopics, subscriptionIdOf, subscriptionLinks, topicsOf } from './rules'

describe('the notices form', () => {
  it('takes an address, the kinds of notice and how often', () => {
    expect(parseSubscription({ email: ' Asha@Example.COM ', topics: ['circulars', 'alerts'], frequency: 'daily' })).toEqual({
      ok: true,
      value: { email: 'Asha@example.com', topics: ['alerts', 'circulars'], frequency: 'daily' },
    })
    expect(parseSubscription({ email: 'a@example.in', topics: 'news' })).toMatchObject({ ok: true, value: { topics: ['news'], frequency: 'immediate' } })
  })

  it('names each field that is wrong', () => {
    expect(parseSubscription({ email: '', topics: [] })).toEqual({ ok: false, errors: { email: 'emailMissing', topics: 'topicsMissing' } })
    expect(parseSubscription({ email: 'not an address', topics: ['alerts'] })).toEqual({ ok: false, errors: { email: 'emailFormat' } })
    expect(parseSubscription({ email: `${'a'.repeat(250)}@example.com`, topics: ['alerts'] })).toEqual({ ok: false, errors: { email: 'emailTooLong' } })
    expect(parseSubscription({ email: 'a@example.com', topics: ['alerts', 'gossip'] })).toEqual({ ok: false, errors: { topics: 'topicUnknown' } })
    expect(parseSubscription({ email: 'a@example.com', topics: ['alerts'], frequency: 'hourly' })).toEqual({ ok: false, errors: { frequency: 'frequencyUnknown' } })
    expect(parseSubscription({ email: 'a@example.com\r\nBcc: x@example.com', topics: ['alerts'] })).toMatchObject({ ok: false })
  })
})

describe('the kinds of notice chosen', () => {
  it('are read the same way by every form: known ones in their order, trimmed; none, or an unknown one, is a problem', () => {
    expect(parseTopics(['news', ' alerts '])).toEqual({ topics: ['alerts', 'news'] })
    expect(parseTopics('events')).toEqual({ topics: ['events'] })
    expect(parseTopics([])).toEqual({ topics: [], problem: 'topicsMissing' })
    expect(parseTopics(['', 3, null])).toEqual({ topics: [], problem: 'topicsMissing' })
    expect(parseTopics(['alerts', 'gossip'])).toEqual({ topics: ['alerts'], problem: 'topicUnknown' })
    expect(parseTopics(['alerts', 'alerts'])).toEqual({ topics: ['alerts'] })
    expect(parseTopics(['alerts', 'news', 'events', 'circulars', 'alerts'])).toMatchObject({ problem: 'topicUnknown' })
    expect(topicsOf('news alerts,gossip+events')).toEqual(['alerts', 'news', 'events'])
    expect(topicsOf('')).toEqual([])
  })
})

describe('the mailbox the confirmation e-mails’ cap counts', () => {
  it('is one for every spelling that reaches it: case and a +tag', () => {
    for (const spelt of ['victim@example.com', 'Victim@example.com', 'VICTIM@Example.COM', 'victim+1@example.com', 'Victim+school+x@example.com'])
      expect(mailboxOf(spelt), spelt).toBe('victim@example.com')
  })

  it('at Gmail, also dots in the local part and either domain name', () => {
    for (const spelt of ['v.i.c.t.i.m@gmail.com', 'Vic.Tim+x@googlemail.com', 'victim@GMAIL.com'])
      expect(mailboxOf(spelt), spelt).toBe('victim@gmail.com')
    // Elsewhere a dot is part of the name.
    expect(mailboxOf('vic.tim@example.com')).toBe('vic.tim@example.com')
  })

  it('keeps other mailboxes apart', () => {
    expect(mailboxOf('victim2@example.com')).toBe('victim2@example.com')
    expect(mailboxOf('victim@example.org')).toBe('victim@example.org')
    // A local part that is only a tag is not cut to nothing.
    expect(mailboxOf('+x@example.com')).toBe('+x@example.com')
  })
})

describe('links in notice e-mails', () => {
  const secret = 'a-secret-of-the-site'
  it('work for their purpose, subscription and address only', () => {
    const t = linkToken(secret, 'unsubscribe', 12, 'asha@example.com')
    expect(linkTokenMatches(secret, 'unsubscribe', 12, 'asha@example.com', t)).toBe(true)
    expect(linkTokenMatches(secret, 'confirm', 12, 'asha@example.com', t)).toBe(false)
    expect(linkTokenMatches(secret, 'unsubscribe', 13, 'asha@example.com', t)).toBe(false)
    expect(linkTokenMatches(secret, 'unsubscribe', 12, 'ravi@example.com', t)).toBe(false)
    expect(linkTokenMatches('another-secret', 'unsubscribe', 12, 'asha@example.com', t)).toBe(false)
    expect(linkTokenMatches(secret, 'unsubscribe', 12, 'asha@example.com', t.slice(1))).toBe(false)
    expect(subscriptionIdOf('12')).toBe(12)
    expect(subscriptionIdOf('2147483647')).toBe(2147483647)
    for (const bad of ['0', '-1', '1e3', '12abc', '', '9'.repeat(20), '2147483648', '9999999999']) expect(subscriptionIdOf(bad)).toBeNull()
  })

  it('lead to the school’s own site, in the subscriber’s language', () => {
    const links = subscriptionLinks('https://school.example', secret, 7, 'a@example.com', 'hi')
    expect(links.confirm).toMatch(/^https:\/\/school\.example\/hi\/notices\/confirm\?s=7&t=[\w-]{43}$/)
    expect(links.unsubscribe).toMatch(/^https:\/\/school\.example\/subscriptions\/unsubscribe\?s=7&t=[\w-]{43}&lang=hi$/)
  })
})

describe('the daily digest', () => {
  it('goes at 6 pm India time, the same day before then and the next day after', () => {
    expect(new Date(nextDigestAt(Date.parse('2026-11-26T05:00:00Z'))).toISOString()).toBe('2026-11-26T12:30:00.000Z')
    expect(new Date(nextDigestAt(Date.parse('2026-11-26T12:30:00Z'))).toISOString()).toBe('2026-11-27T12:30:00.000Z')
    expect(new Date(nextDigestAt(Date.parse('2026-11-26T20:00:00Z'))).toISOString()).toBe('2026-11-27T12:30:00.000Z')
  })
})
