import { describe, expect, it } from 'vitest'

import { collections } from '@/content'
import { contentType } from '@/content/facts'
import { isTopicName, linkToken, linkTokenMatches, mailboxOf, nextDigestAt, openPath, openRef, openRefOf, parseSubscription, parseTopics, subscriptionIdOf, subscriptionLinks, topicFlags, topicsOf } from './rules'
import { noticeTopics, topicNames } from './topics'

/** The config's topics, as every form is given them. */
const TOPICS = topicNames(collections)

describe('the topics parents choose from', () => {
  it('are those the content types’ facts name: the four there were, then achievements, each named in both languages', () => {
    expect(TOPICS).toEqual(['alerts', 'circulars', 'news', 'events', 'achievements'])
    // The words the four had before their types named them (the public pages are compared with a snapshot).
    expect(noticeTopics(collections)).toEqual([
      { name: 'alerts', label: { en: 'Emergency alerts (school closed, urgent changes)', hi: 'आपातकालीन सूचनाएँ (विद्यालय बंद, अत्यावश्यक बदलाव)' }, kind: { en: 'Emergency alert', hi: 'आपातकालीन सूचना' } },
      { name: 'circulars', label: { en: 'Circulars and newsletters', hi: 'परिपत्र और समाचार पत्रिकाएँ' }, kind: { en: 'Circular', hi: 'परिपत्र' } },
      { name: 'news', label: { en: 'News', hi: 'समाचार' }, kind: { en: 'News', hi: 'समाचार' } },
      { name: 'events', label: { en: 'Events', hi: 'कार्यक्रम' }, kind: { en: 'Event', hi: 'कार्यक्रम' } },
      // Named by its collection's labels alone.
      { name: 'achievements', label: { en: 'Achievements', hi: 'उपलब्धियाँ' }, kind: { en: 'Achievement', hi: 'उपलब्धि' } },
    ])
  })

  it('are each named in Hindi, in Hindi (a type whose labels are English alone gives its words in its fact)', () => {
    for (const { name, label, kind } of noticeTopics(collections)) {
      expect(label.hi, `${name}: label`).toMatch(/[\u0900-\u097F]/)
      expect(kind.hi, `${name}: kind`).toMatch(/[\u0900-\u097F]/)
    }
  })

  it('come in their `order`, then in config order; a topic two types share is named by the first; the labels fill in what a fact leaves out', () => {
    const type = (slug: string, topic: string, more: { order?: number; label?: { en?: string; hi?: string } } = {}) =>
      contentType({ slug, labels: { singular: `One ${slug}`, plural: { en: `All ${slug}`, hi: `सभी ${slug}` } }, fields: [] }, { notice: { topic, summary: () => '', ...more } })
    const topics = noticeTopics([type('a', 'late'), { slug: 'plain' }, type('b', 'first', { order: 1, label: { hi: 'पहला' } }), type('c', 'late', { order: 9 }), type('d', 'last')])
    expect(topics.map((t) => t.name)).toEqual(['first', 'late', 'last'])
    expect(topics[0]).toEqual({ name: 'first', label: { en: 'All b', hi: 'पहला' }, kind: { en: 'One b', hi: 'One b' } })
    // `late` is c's: c comes before a by its order.
    expect(topics[1]?.label.en).toBe('All c')
  })

  it('are names a database column can have', () => {
    for (const name of ['alerts', 'field_trips']) expect(isTopicName(name)).toBe(true)
    for (const name of ['', 'Alerts', 'field-trips', 'fieldTrips', 'a b', 'x;drop', '_x', 'x_']) expect(isTopicName(name)).toBe(false)
    const odd = contentType({ slug: 'odd', fields: [] }, { notice: { topic: 'Field trips', summary: () => '' } })
    expect(() => noticeTopics([odd])).toThrow(/odd: the notice topic "Field trips" must be lower-case words/)
  })
})

describe('the notices form', () => {
  it('takes an address, the kinds of notice and how often', () => {
    expect(parseSubscription({ email: ' Asha@Example.COM ', topics: ['circulars', 'alerts'], frequency: 'daily' }, TOPICS)).toEqual({
      ok: true,
      value: { email: 'Asha@example.com', topics: ['alerts', 'circulars'], frequency: 'daily' },
    })
    expect(parseSubscription({ email: 'a@example.in', topics: 'news' }, TOPICS)).toMatchObject({ ok: true, value: { topics: ['news'], frequency: 'immediate' } })
  })

  it('names each field that is wrong', () => {
    expect(parseSubscription({ email: '', topics: [] }, TOPICS)).toEqual({ ok: false, errors: { email: 'emailMissing', topics: 'topicsMissing' } })
    expect(parseSubscription({ email: 'not an address', topics: ['alerts'] }, TOPICS)).toEqual({ ok: false, errors: { email: 'emailFormat' } })
    expect(parseSubscription({ email: `${'a'.repeat(250)}@example.com`, topics: ['alerts'] }, TOPICS)).toEqual({ ok: false, errors: { email: 'emailTooLong' } })
    expect(parseSubscription({ email: 'a@example.com', topics: ['alerts', 'gossip'] }, TOPICS)).toEqual({ ok: false, errors: { topics: 'topicUnknown' } })
    expect(parseSubscription({ email: 'a@example.com', topics: ['alerts'], frequency: 'hourly' }, TOPICS)).toEqual({ ok: false, errors: { frequency: 'frequencyUnknown' } })
    expect(parseSubscription({ email: 'a@example.com\r\nBcc: x@example.com', topics: ['alerts'] }, TOPICS)).toMatchObject({ ok: false })
  })
})

describe('the kinds of notice chosen', () => {
  it('are read the same way by every form: known ones in their order, trimmed; none, or an unknown one, is a problem', () => {
    expect(parseTopics(['news', ' alerts '], TOPICS)).toEqual({ topics: ['alerts', 'news'] })
    expect(parseTopics('events', TOPICS)).toEqual({ topics: ['events'] })
    expect(parseTopics([], TOPICS)).toEqual({ topics: [], problem: 'topicsMissing' })
    expect(parseTopics(['', 3, null], TOPICS)).toEqual({ topics: [], problem: 'topicsMissing' })
    expect(parseTopics(['alerts', 'gossip'], TOPICS)).toEqual({ topics: ['alerts'], problem: 'topicUnknown' })
    expect(parseTopics(['alerts', 'alerts'], TOPICS)).toEqual({ topics: ['alerts'] })
    // More names than there are topics.
    expect(parseTopics([...TOPICS, 'alerts'], TOPICS)).toMatchObject({ problem: 'topicUnknown' })
    expect(parseTopics(['achievements', 'news'], TOPICS)).toEqual({ topics: ['news', 'achievements'] })
    expect(topicsOf('news alerts,gossip+events', TOPICS)).toEqual(['alerts', 'news', 'events'])
    expect(topicsOf('', TOPICS)).toEqual([])
  })

  it('are kept as one box per topic', () => {
    expect(topicFlags(['news', 'achievements'], TOPICS)).toEqual({ alerts: false, circulars: false, news: true, events: false, achievements: true })
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

describe('a notice message’s tracked link', () => {
  it('names its notice and row, signed: short enough for an SMS, and refused when anything in it changed or under another secret', () => {
    const ref = openRef('secret-one', 12, 3456)
    expect(ref).toMatch(/^12\.3456\.[\w-]{16}$/)
    expect(openPath(ref).length).toBeLessThan(40)
    expect(openRefOf('secret-one', ref)).toEqual({ send: 12, row: 3456 })
    const sig = ref.split('.')[2]!
    for (const bad of [`12.3457.${sig}`, `13.3456.${sig}`, `12.3456.${sig.slice(0, -1)}`, `12.3456.${sig}x`, openRef('secret-two', 12, 3456), '', 'x', null, 12])
      expect(openRefOf('secret-one', bad), String(bad)).toBeNull()
  })
})
