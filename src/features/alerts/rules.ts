/**
 * Emergency alerts (the banner above every page's header, and the alerts feed): which show
 * at a moment, when that next changes, and the visitor's dismissals. Pure.
 *
 * Pages are cached (docs/decisions/0006), and an alert starting or ending changes them with
 * no save in the CMS: a page showing alerts is kept only until the next start or end among
 * them (`nextAlertChange`), and the list it is made from is filtered at the moment of the
 * render, never cached already filtered (docs/decisions/0009).
 */

import { isLocalPath } from '@/lib/routes'

export const ALERT_SEVERITIES = [
  { value: 'danger', label: 'Urgent', description: 'act on it now (school closed, exam cancelled)' },
  { value: 'warning', label: 'Important', description: 'a change to plans (exam postponed, early closing)' },
  { value: 'info', label: 'Notice', description: 'good to know' },
] as const

export type AlertSeverity = (typeof ALERT_SEVERITIES)[number]['value']

/** What a visitor reads before the title: "Urgent", "Important", "Notice". */
export function severityLabel(severity: string | null | undefined): string {
  return ALERT_SEVERITIES.find((s) => s.value === severity)?.label ?? 'Notice'
}

const rank = (severity: string | null | undefined) => {
  const i = ALERT_SEVERITIES.findIndex((s) => s.value === severity)
  return i === -1 ? ALERT_SEVERITIES.length : i
}

export type AlertTimes = { id: number; startsAt: string; endsAt: string; severity?: string | null; updatedAt?: string | null }

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN)

/** Whether an alert shows at `now`: from its start (included) until its end (excluded). */
export function isAlertShowing(alert: AlertTimes, now: Date): boolean {
  const start = time(alert.startsAt)
  const end = time(alert.endsAt)
  const t = now.getTime()
  return !Number.isNaN(start) && !Number.isNaN(end) && start <= t && t < end
}

/** The alerts showing at `now`: the most severe first, then the latest started. */
export function alertsShowingAt<A extends AlertTimes>(alerts: readonly A[], now: Date): A[] {
  return alerts
    .filter((a) => isAlertShowing(a, now))
    .sort((a, b) => rank(a.severity) - rank(b.severity) || time(b.startsAt) - time(a.startsAt) || b.id - a.id)
}

/** The next moment after `now` when an alert starts or ends (what shows changes then), or null. */
export function nextAlertChange(alerts: readonly AlertTimes[], now: Date): Date | null {
  const t = now.getTime()
  let next = Infinity
  for (const a of alerts) {
    for (const at of [time(a.startsAt), time(a.endsAt)]) if (at > t && at < next) next = at
  }
  return next === Infinity ? null : new Date(next)
}

/** A link an alert may carry: a page of this site ("/newsletters") or an https address. */
export function isAlertLink(value: string): boolean {
  if (isLocalPath(value) && !/\s/.test(value)) return true
  if (!/^https:\/\/\S+$/i.test(value)) return false
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

// ---------------------------------------------------------------------------------------
// Dismissals. Every visitor gets the same cached page; what a visitor dismissed is kept in a
// cookie, and a small stylesheet made for that visitor alone hides it (/alerts/dismissed.css).
// An alert is named by its id and the time of its last change: an edited alert shows again.

export const DISMISSED_COOKIE = 'dismissed-alerts'
/** Where the banner's Dismiss form posts to (src/app/alerts/dismiss). */
export const ALERT_DISMISS_PATH = '/alerts/dismiss'
/** The visitor's own stylesheet hiding what they dismissed (src/app/alerts/dismissed.css). */
export const ALERT_DISMISSED_CSS_PATH = '/alerts/dismissed.css'
/** How many dismissals the cookie keeps (the latest): alerts are few and short-lived. */
export const MAX_DISMISSED = 20
/** How long the browser keeps the cookie. */
export const DISMISSED_MAX_AGE_SECONDS = 60 * 24 * 60 * 60

const KEY = /^\d{1,12}-\d{1,15}$/

/** The name of one version of an alert, as the banner, the dismiss form and the cookie write it: `<id>-<last change, ms>`. */
export function alertKey(alert: { id: number; updatedAt?: string | null }): string {
  const changed = time(alert.updatedAt)
  return `${alert.id}-${Number.isNaN(changed) ? 0 : changed}`
}

export const isAlertKey = (value: unknown): value is string => typeof value === 'string' && KEY.test(value)

/** The dismissals in a cookie's value; anything that is not one is ignored. */
export function parseDismissed(value: string | null | undefined): string[] {
  if (!value) return []
  const keys = value.split('.').filter(isAlertKey)
  return [...new Set(keys)].slice(-MAX_DISMISSED)
}

/** The cookie's value with `key` added (the latest kept, at most MAX_DISMISSED). */
export function withDismissed(value: string | null | undefined, key: string): string {
  const keys = parseDismissed(value).filter((k) => k !== key)
  return [...keys, key].slice(-MAX_DISMISSED).join('.')
}

/** The stylesheet that hides what this visitor dismissed (keys are digits and a dash only). */
export function dismissedCss(keys: readonly string[]): string {
  const valid = keys.filter(isAlertKey)
  return valid.length ? `${valid.map((k) => `[data-alert="${k}"]`).join(',\n')} {\n  display: none !important;\n}\n` : ''
}
