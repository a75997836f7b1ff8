import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'

import {
  alertKey,
  alertsShowingAt,
  dismissedCss,
  isAlertKey,
  isAlertLink,
  isAlertShowing,
  MAX_DISMISSED,
  nextAlertChange,
  parseDismissed,
  severityLabel,
  withDismissed,
} from '@/features/alerts/rules'
import { alertsFeed, type AlertForFeed } from '@/lib/feeds/rss'

const at = (iso: string) => new Date(iso)
const alert = (id: number, startsAt: string, endsAt: string, severity = 'warning', updatedAt = '2026-08-14T01:00:00.000Z') => ({
  id,
  startsAt,
  endsAt,
  severity,
  updatedAt,
})

describe('which alerts show', () => {
  const rain = alert(1, '2026-08-14T02:30:00.000Z', '2026-08-14T12:30:00.000Z', 'danger')
  const exam = alert(2, '2026-08-14T00:00:00.000Z', '2026-08-16T00:00:00.000Z', 'warning')
  const fair = alert(3, '2026-08-20T04:00:00.000Z', '2026-08-21T04:00:00.000Z', 'info')

  it('shows an alert from its start (included) until its end (excluded)', () => {
    expect(isAlertShowing(rain, at('2026-08-14T02:29:59.999Z'))).toBe(false)
    expect(isAlertShowing(rain, at('2026-08-14T02:30:00.000Z'))).toBe(true)
    expect(isAlertShowing(rain, at('2026-08-14T12:29:59.999Z'))).toBe(true)
    expect(isAlertShowing(rain, at('2026-08-14T12:30:00.000Z'))).toBe(false)
    expect(isAlertShowing({ ...rain, endsAt: 'not a date' }, at('2026-08-14T05:00:00.000Z'))).toBe(false)
  })

  it('lists those showing now, the most severe first, then the latest started', () => {
    const later = alert(4, '2026-08-14T03:00:00.000Z', '2026-08-15T00:00:00.000Z', 'warning')
    const list = [exam, fair, later, rain]
    expect(alertsShowingAt(list, at('2026-08-14T05:00:00.000Z')).map((a) => a.id)).toEqual([1, 4, 2])
    expect(alertsShowingAt(list, at('2026-08-14T01:00:00.000Z')).map((a) => a.id)).toEqual([2])
    expect(alertsShowingAt(list, at('2026-08-17T00:00:00.000Z'))).toEqual([])
  })

  it('finds the next start or end after now, so a cached page is made again then', () => {
    const list = [rain, exam, fair]
    expect(nextAlertChange(list, at('2026-08-13T00:00:00.000Z'))).toEqual(at('2026-08-14T00:00:00.000Z'))
    expect(nextAlertChange(list, at('2026-08-14T00:00:00.000Z'))).toEqual(at('2026-08-14T02:30:00.000Z'))
    expect(nextAlertChange(list, at('2026-08-14T05:00:00.000Z'))).toEqual(at('2026-08-14T12:30:00.000Z'))
    expect(nextAlertChange(list, at('2026-08-16T00:00:00.000Z'))).toEqual(at('2026-08-20T04:00:00.000Z'))
    expect(nextAlertChange(list, at('2026-08-21T04:00:00.000Z'))).toBeNull()
    expect(nextAlertChange([], at('2026-08-21T04:00:00.000Z'))).toBeNull()
  })

  it('names each severity in words', () => {
    expect(severityLabel('danger')).toBe('Urgent')
    expect(severityLabel('warning')).toBe('Important')
    expect(severityLabel('info')).toBe('Notice')
    expect(severityLabel(null)).toBe('Notice')
  })
})

describe('alert links', () => {
  it('takes a page of this site or an https address, nothing else', () => {
    for (const ok of ['/newsletters', '/news/12?x=1', 'https://example.org/closure.pdf']) expect(isAlertLink(ok)).toBe(true)
    for (const bad of ['//evil.example', '/\\evil.example', 'http://example.org', 'javascript:alert(1)', 'newsletters', '/a b', 'https://'])
      expect(isAlertLink(bad)).toBe(false)
  })
})

describe('dismissals', () => {
  it('names an alert by its id and last change, so an edited alert shows again', () => {
    const a = { id: 7, updatedAt: '2026-08-14T01:00:00.000Z' }
    expect(alertKey(a)).toBe(`7-${Date.parse(a.updatedAt)}`)
    expect(alertKey({ ...a, updatedAt: '2026-08-14T01:05:00.000Z' })).not.toBe(alertKey(a))
    expect(isAlertKey(alertKey(a))).toBe(true)
    expect(isAlertKey('7-1"]{}body{display:none')).toBe(false)
  })

  it('keeps the latest dismissals in the cookie, without repeats, ignoring anything else', () => {
    expect(withDismissed(undefined, '1-100')).toBe('1-100')
    expect(withDismissed('1-100.2-200', '1-100')).toBe('2-200.1-100')
    expect(parseDismissed('1-100.<script>.2-200..x')).toEqual(['1-100', '2-200'])
    let value = ''
    for (let i = 1; i <= MAX_DISMISSED + 5; i++) value = withDismissed(value, `${i}-1`)
    const kept = parseDismissed(value)
    expect(kept).toHaveLength(MAX_DISMISSED)
    expect(kept.at(-1)).toBe(`${MAX_DISMISSED + 5}-1`)
    expect(kept[0]).toBe('6-1')
  })

  it('hides exactly the dismissed alerts in the visitor stylesheet', () => {
    expect(dismissedCss([])).toBe('')
    const css = dismissedCss(['1-100', 'bad"]', '2-200'])
    expect(css).toContain('[data-alert="1-100"]')
    expect(css).toContain('[data-alert="2-200"]')
    expect(css).not.toContain('bad')
    expect(css).toMatch(/display: none !important/)
  })
})

describe('alerts feed', () => {
  it('lists the alerts with their severity in words, linking to their link or the home page', async () => {
    const alerts: AlertForFeed[] = [
      {
        id: 5,
        title: 'School closed today because of heavy rain',
        message: 'Online classes at 10 & 11.',
        severity: 'danger',
        link: null,
        startsAt: '2026-08-14T02:30:00.000Z',
        updatedAt: '2026-08-14T02:00:00.000Z',
      },
      {
        id: 6,
        title: 'Maths exam moved to Monday',
        severity: 'warning',
        link: '/newsletters',
        startsAt: '2026-08-13T10:00:00.000Z',
        updatedAt: '2026-08-13T09:00:00.000Z',
      },
    ]
    const xml = alertsFeed({ name: 'Example School' }, 'https://school.example', alerts)
    const feed = await new Parser().parseString(xml)
    expect(feed.title).toBe('Example School: Emergency alerts')
    expect(feed.items.map((i) => i.title)).toEqual([
      'Urgent: School closed today because of heavy rain',
      'Important: Maths exam moved to Monday',
    ])
    expect(feed.items.map((i) => i.link)).toEqual(['https://school.example/', 'https://school.example/newsletters'])
    expect(feed.items[0]!.content).toBe('Online classes at 10 & 11.')
    expect(feed.items[0]!.guid).toBe(`alert-5-${Date.parse('2026-08-14T02:00:00.000Z')}@school.example`)
    expect(feed.items[0]!.pubDate).toBe('Fri, 14 Aug 2026 02:30:00 GMT')
    expect(xml).toContain('<atom:link href="https://school.example/feeds/alerts.xml" rel="self"')
    expect(alertsFeed({ name: 'Example School' }, 'https://school.example', [])).not.toContain('<item>')
  })
})
