/**
 * Scheduled publishing in the school's time. The admin's schedule drawer, the server that
 * accepts a schedule and the job that carries it out all use these rules, so a time that
 * has already passed is refused the same way everywhere: the clerk is told, and the item
 * stays as it is (a draft stays a draft) instead of being published at once.
 *
 * India keeps +05:30 all year (no daylight saving since 1945), so a wall-clock time in
 * India converts to an instant with a fixed offset, whatever zone the clerk's browser is in.
 */

/** India's offset from UTC, in minutes. */
export const INDIA_OFFSET_MINUTES = 330
const OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000
const MINUTE = 60_000

/** The admin's one date-time format (date-fns tokens): "9 Jan 2026, 4:30 PM". */
export const DATE_TIME_FORMAT = 'd MMM yyyy, h:mm a'

/** Minutes between the times the schedule's list offers; any other minute can be typed. */
export const SCHEDULE_STEP_MINUTES = 15

/** A time of day on a calendar day, as a clock in India shows it (month 1–12). */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number }

/** What a clock in India shows at `instant`. */
export function indiaWallClock(instant: Date): WallClock {
  const d = new Date(instant.getTime() + OFFSET_MS)
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  }
}

/** The instant at which a clock in India shows `clock`. */
export function fromIndiaWallClock({ year, month, day, hour, minute }: WallClock): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - OFFSET_MS)
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "9 Jan 2026, 4:30 PM": `instant` in India time, in DATE_TIME_FORMAT. */
export function formatIndiaDateTime(instant: Date): string {
  const { year, month, day, hour, minute } = indiaWallClock(instant)
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  return `${day} ${MONTHS[month - 1]} ${year}, ${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

/** "4:30 PM": the time of day in India. */
export const formatIndiaTime = (instant: Date) => formatIndiaDateTime(instant).replace(/^.*, /, '')

/**
 * Where the schedule's picker starts: the next quarter hour in India that is at least a
 * minute away (a quarter hour in India is one in UTC too: the offset is 5 h 30 min).
 */
export function nextQuarterHour(now: Date): Date {
  const step = SCHEDULE_STEP_MINUTES * MINUTE
  return new Date(Math.ceil((now.getTime() + MINUTE) / step) * step)
}

export type ScheduleType = 'publish' | 'unpublish'

/**
 * Why a schedule for `at` cannot be accepted at `now`, in words for the clerk; null when it
 * can. A time that has come already is refused rather than carried out at once.
 */
export function scheduleProblem(at: Date | string | null | undefined, now: Date, type: ScheduleType = 'publish'): string | null {
  if (at === null || at === undefined || at === '') return 'Choose the day and time to ' + type + '.'
  const when = at instanceof Date ? at : new Date(at)
  if (Number.isNaN(when.getTime())) return `Write the time like ${formatIndiaDateTime(nextQuarterHour(now))}.`
  if (when.getTime() <= now.getTime()) {
    const what = type === 'publish' ? 'Nothing was scheduled and the item stays a draft' : 'Nothing was scheduled'
    const fix = type === 'publish' ? 'Choose a later time, or use "Publish now".' : 'Choose a later time.'
    return `${formatIndiaDateTime(when)} has already passed (it is now ${formatIndiaTime(now)} India time). ${what}. ${fix}`
  }
  return null
}

/**
 * How far before its own creation a queued schedule may point and still run: the request
 * that checked the time and the database that stamps the job may read clocks a little apart.
 */
export const CREATED_LATE_TOLERANCE_MS = 30_000

/**
 * Whether a queued schedule was created for a time that had already passed (and so must not
 * be carried out): its time is earlier than the moment it was queued.
 */
export function scheduledForThePast(job: { waitUntil?: string | null; createdAt?: string | null }): boolean {
  if (!job.waitUntil || !job.createdAt) return false
  const at = Date.parse(job.waitUntil)
  const created = Date.parse(job.createdAt)
  return !Number.isNaN(at) && !Number.isNaN(created) && at < created - CREATED_LATE_TOLERANCE_MS
}
