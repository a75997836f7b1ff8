/**
 * The admissions rules: a child's age on the state's cut-off and whether it fits a class's
 * band, the points a family's answers earn, the seat draw among applications with equal
 * points (a secret whose hash is published before the list, so anyone can check the order
 * afterwards), application numbers, and what a fee schedule breaks of its state's fee law.
 * Pure; the state rule packs (src/features/admissions/statePacks.ts) are the data, in the
 * shapes defined here.
 *
 * Dates are calendar dates, 'YYYY-MM-DD', without a time zone; the arithmetic is done in
 * UTC so that a server's zone never moves a day. Money is in whole rupees.
 */
import { createHash, timingSafeEqual } from 'node:crypto'

// ---------------------------------------------------------------- the shape of a state's pack (its data: statePacks.ts)

/** The heads a fee schedule may charge under. */
export type FeeHeadKey = 'registration' | 'admission' | 'caution' | 'tuition' | 'annual' | 'development' | 'transport' | 'other'

/** A fee head a state allows: its name, and what its law limits it to. */
export type FeeHeadRule = {
  key: FeeHeadKey
  label: { en: string; hi: string }
  /** Rupees, at most (a year's total of the head, for a class). */
  cap?: number
  /** At most this percentage of the class's yearly tuition fee. */
  capPercentOfTuition?: number
  /** Paid back when the child leaves (caution money). */
  refundable?: boolean
  /** Charged once, at admission. */
  once?: boolean
}

/** A class's default age band: at least `minYears` and under `maxYears` on the cut-off. */
export type AgeDefault = { className: string; minYears: number; maxYears: number }

/** A state's admission rules. */
export type StatePack = {
  code: string
  name: { en: string; hi: string }
  /** 'MM-DD': the day, in the session's starting year, on which a child's age is counted. */
  cutoff: string
  /** Days either side of the age band a head of school may still admit. */
  relaxationDays: number
  ages: AgeDefault[]
  heads: FeeHeadRule[]
  /** How many years an approval of the fees lasts. */
  approvalYears: number
  /** The fee law, as findings and pages name it. */
  feeAct?: { en: string; hi: string }
  /** Who approves the fees. */
  feeApprover?: { en: string; hi: string }
  rteNote: { en: string; hi: string }
  rtePortal?: string
}

/** Every fee head's name, in both languages (the packs' heads use the same names). */
export const FEE_HEAD_LABELS: Record<FeeHeadKey, { en: string; hi: string }> = {
  registration: { en: 'Registration fee', hi: 'पंजीकरण शुल्क' },
  admission: { en: 'Admission fee', hi: 'प्रवेश शुल्क' },
  caution: { en: 'Caution money', hi: 'सावधानी राशि' },
  tuition: { en: 'Tuition fee', hi: 'शिक्षण शुल्क' },
  annual: { en: 'Annual charges', hi: 'वार्षिक शुल्क' },
  development: { en: 'Development fee', hi: 'विकास शुल्क' },
  transport: { en: 'Transport fee', hi: 'परिवहन शुल्क' },
  other: { en: 'Other', hi: 'अन्य' },
}

// ---------------------------------------------------------------- dates

type Ymd = { y: number; m: number; d: number }

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
const daysInMonth = (y: number, m: number) => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31)

const parts = (s: unknown): Ymd | null => {
  if (typeof s !== 'string') return null
  const match = DATE.exec(s)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m) ? { y, m, d } : null
}

/** A date string is a real calendar date (rejects 2025-02-30, '2025-1-1', junk). */
export function isCalendarDate(s: unknown): s is string {
  return parts(s) !== null
}

const parse = (s: string, what: string): Ymd => {
  const p = parts(s)
  if (!p) throw new RangeError(`${what} is not a date of the form YYYY-MM-DD: ${JSON.stringify(s)}`)
  return p
}

/** Days since 1970-01-01 (setUTCFullYear, unlike Date.UTC, keeps years below 100 as they are). */
const dayNumber = ({ y, m, d }: Ymd): number => {
  const t = new Date(0)
  t.setUTCFullYear(y, m - 1, d)
  return Math.round(t.getTime() / DAY_MS)
}

const fromDayNumber = (n: number): Ymd => {
  const t = new Date(n * DAY_MS)
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() }
}

const format = ({ y, m, d }: Ymd): string => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`

/** A date string `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  return format(fromDayNumber(dayNumber(parse(date, 'The date')) + days))
}

/**
 * The day `months` whole months after a birth date: the same day of the month, or, when that
 * month has no such day, the first of the next. So a child born on 29 February turns a year
 * older on 1 March in a year that is not a leap year (and one born on 31 January is a month
 * old on 1 March).
 */
const monthsAfter = (from: Ymd, months: number): number => {
  const index = from.m - 1 + months
  const y = from.y + Math.floor(index / 12)
  const m = (index % 12) + 1
  return from.d <= daysInMonth(y, m) ? dayNumber({ y, m, d: from.d }) : dayNumber({ y, m, d: daysInMonth(y, m) }) + 1
}

/**
 * The day `years` before a date: the same day and month, or 28 February for 29 February in a
 * year that is not a leap year (the last birth date that is that many years old on the date).
 */
const yearsBefore = (date: Ymd, years: number): Ymd => {
  const y = date.y - years
  return { y, m: date.m, d: Math.min(date.d, daysInMonth(y, date.m)) }
}

/**
 * Whole years, months and days between a birth date and a date (0, 0, 0 for a date before the
 * birth). A child born on 29 February turns a year older on 1 March when the year is not a
 * leap year. Throws a RangeError for a string that is not a calendar date.
 */
export function ageOn(dob: string, on: string): { years: number; months: number; days: number } {
  const born = parse(dob, 'The date of birth')
  const day = parse(on, 'The date')
  const target = dayNumber(day)
  if (target < dayNumber(born)) return { years: 0, months: 0, days: 0 }
  let months = (day.y - born.y) * 12 + (day.m - born.m)
  // At most one month too many: the day of the month has not come yet.
  if (monthsAfter(born, months) > target) months -= 1
  return { years: Math.floor(months / 12), months: months % 12, days: target - monthsAfter(born, months) }
}

// ---------------------------------------------------------------- age bands

/** A class's age band: at least `minYears` and under `maxYears` on `cutoff` (a full date), and the days a school may relax it by. */
export type AgeRule = { minYears: number; maxYears: number; cutoff: string; relaxationDays: number }

export type AgeOutcome = 'fits' | 'relaxed' | 'too-young' | 'too-old'

const checkRule = (rule: AgeRule): Ymd => {
  const cutoff = parse(rule.cutoff, 'The cut-off')
  const { minYears, maxYears, relaxationDays } = rule
  if (!Number.isInteger(minYears) || !Number.isInteger(maxYears) || minYears < 0 || maxYears <= minYears)
    throw new RangeError(`The age band must be whole years, the upper above the lower: ${minYears}–${maxYears}`)
  if (!Number.isInteger(relaxationDays) || relaxationDays < 0) throw new RangeError(`The relaxation must be a whole number of days, 0 or more: ${relaxationDays}`)
  return cutoff
}

/** The birth dates a rule admits: born on or after `earliest` and on or before `latest` (without relaxation), and with it. */
export function bornBetween(rule: AgeRule): { earliest: string; latest: string; relaxedEarliest: string; relaxedLatest: string } {
  const cutoff = checkRule(rule)
  // At least minYears on the cut-off: born on or before the cut-off minYears earlier.
  const latest = dayNumber(yearsBefore(cutoff, rule.minYears))
  // Under maxYears on the cut-off: born after the cut-off maxYears earlier.
  const earliest = dayNumber(yearsBefore(cutoff, rule.maxYears)) + 1
  return {
    earliest: format(fromDayNumber(earliest)),
    latest: format(fromDayNumber(latest)),
    relaxedEarliest: format(fromDayNumber(earliest - rule.relaxationDays)),
    relaxedLatest: format(fromDayNumber(latest + rule.relaxationDays)),
  }
}

/**
 * Whether a child born on `dob` may apply: at least minYears and under maxYears on the cut-off;
 * within the relaxation either side counts as 'relaxed' (the school may admit). Throws a
 * RangeError for a date of birth or a rule that is not valid.
 */
export function checkAge(dob: string, rule: AgeRule): { outcome: AgeOutcome; age: { years: number; months: number; days: number }; range: ReturnType<typeof bornBetween> } {
  const range = bornBetween(rule)
  const age = ageOn(dob, rule.cutoff)
  // The strings are all YYYY-MM-DD, so they compare as the dates do.
  const outcome: AgeOutcome =
    dob > range.relaxedLatest ? 'too-young'
    : dob < range.relaxedEarliest ? 'too-old'
    : dob > range.latest || dob < range.earliest ? 'relaxed'
    : 'fits'
  return { outcome, age, range }
}

/** A class's age rule for the session starting in `sessionYear`, from its state's pack (or the school's own band for the class); null for a class the pack has no band for. */
export function ageRuleFor(pack: StatePack, className: string, sessionYear: number, own?: { minYears: number; maxYears: number }): AgeRule | null {
  const band = own ?? pack.ages.find((a) => a.className.toLowerCase() === className.trim().toLowerCase())
  if (!band) return null
  const cutoff = `${String(sessionYear).padStart(4, '0')}-${pack.cutoff}`
  if (!isCalendarDate(cutoff)) throw new RangeError(`No cut-off ${pack.cutoff} in ${sessionYear}`)
  return { minYears: band.minYears, maxYears: band.maxYears, cutoff, relaxationDays: pack.relaxationDays }
}

// ---------------------------------------------------------------- points

/** A criterion of the school's points: a yes-or-no question, or the distance from home (bands by their upper edge in km). */
export type Criterion =
  | { key: string; label: string; kind: 'yes-no'; points: number }
  | { key: string; label: string; kind: 'distance'; bands: { uptoKm: number; points: number }[] }

/** A family's answers, by criterion key: yes or no, or a distance in km. */
export type Answers = Record<string, boolean | number | undefined>

export type PointsLine = { key: string; label: string; points: number; reason: string }

/** A distance as a reason shows it: up to two decimals, no trailing zeros. */
const km = (n: number) => `${Number(n.toFixed(2))} km`

/**
 * Points from a family's answers, each criterion with its points and the reason (e.g. 'Distance
 * 2.4 km: within 3 km', 'Sibling in the school: yes', 'Alumni parent: no'). Unknown answer keys
 * are ignored; an unanswered criterion scores 0 ('not answered'); a distance beyond every band
 * scores 0 with the reason. A distance on a band's edge is within that band.
 */
export function pointsFor(criteria: Criterion[], answers: Answers): { total: number; lines: PointsLine[] } {
  const lines = criteria.map((c): PointsLine => {
    const answer = Object.hasOwn(answers, c.key) ? answers[c.key] : undefined
    const line = (points: number, reason: string): PointsLine => ({ key: c.key, label: c.label, points, reason })
    if (c.kind === 'yes-no') {
      if (typeof answer !== 'boolean') return line(0, `${c.label}: not answered`)
      return answer ? line(c.points, `${c.label}: yes`) : line(0, `${c.label}: no`)
    }
    if (typeof answer !== 'number' || !Number.isFinite(answer) || answer < 0) return line(0, `${c.label}: not answered`)
    const bands = [...c.bands].sort((a, b) => a.uptoKm - b.uptoKm)
    const band = bands.find((b) => answer <= b.uptoKm)
    if (band) return line(band.points, `${c.label} ${km(answer)}: within ${km(band.uptoKm)}`)
    const widest = bands.at(-1)
    return line(0, widest ? `${c.label} ${km(answer)}: beyond ${km(widest.uptoKm)}` : `${c.label} ${km(answer)}: no distance bands`)
  })
  return { total: lines.reduce((sum, l) => sum + l.points, 0), lines }
}

// ---------------------------------------------------------------- the draw

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** The published hash of the draw's secret: SHA-256 hex of the UTF-8 secret. */
export function drawCommitment(secret: string): string {
  return sha256(secret)
}

/** Each application's draw key: SHA-256 hex of `${secret}:${applicationNumber}`; the draw order sorts by key (then number). */
export function drawKey(secret: string, applicationNumber: string): string {
  return sha256(`${secret}:${applicationNumber}`)
}

/** Does the secret match the published commitment? (Compared in constant time; the commitment's hex in either case.) */
export function secretMatches(secret: string, commitment: string): boolean {
  const given = commitment.trim().toLowerCase()
  if (!/^[0-9a-f]{64}$/.test(given)) return false
  return timingSafeEqual(Buffer.from(drawCommitment(secret), 'hex'), Buffer.from(given, 'hex'))
}

/** A row of a class's list: its place (1 first), and the draw key where the draw decided among equal points. */
export type Row = { rank: number; number: string; points: number; drawKey?: string }

/** Code-point order, the same on every machine (no locale). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * A class's list: by points (highest first); applications with equal points ordered by the draw
 * (only if a secret is given, a non-empty one, else by number); the first `seats` selected, the rest waiting;
 * each row with its rank and, where the draw decided among equals, its draw key.
 */
export function rankList(apps: { number: string; points: number }[], seats: number, secret?: string): { selected: Row[]; waiting: Row[] } {
  const draw = secret !== undefined && secret !== ''
  const sharing = new Map<number, number>()
  for (const a of apps) sharing.set(a.points, (sharing.get(a.points) ?? 0) + 1)
  const keyed = apps.map((a) => ({ ...a, key: draw ? drawKey(secret, a.number) : '' }))
  keyed.sort((a, b) => b.points - a.points || byText(a.key, b.key) || byText(a.number, b.number))
  const rows = keyed.map(
    ({ number, points, key }, i): Row => (draw && (sharing.get(points) ?? 0) > 1 ? { rank: i + 1, number, points, drawKey: key } : { rank: i + 1, number, points }),
  )
  const n = Number.isFinite(seats) ? Math.max(0, Math.floor(seats)) : 0
  return { selected: rows.slice(0, n), waiting: rows.slice(n) }
}

// ---------------------------------------------------------------- application numbers

const code = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '')

/**
 * An application number: school code, the session's starting year's last two digits, a class
 * code, and a sequence of at least five digits, e.g. 'KSR-27-NUR-00042'. Codes upper-cased,
 * other characters than A–Z and 0–9 dropped. Throws a RangeError when a code is left empty, or
 * for a year or sequence that is not a whole number (the sequence from 1).
 */
export function applicationNumber(schoolCode: string, sessionYear: number, classCode: string, sequence: number): string {
  const school = code(schoolCode)
  const klass = code(classCode)
  if (!school || !klass) throw new RangeError('The school and class codes need at least one letter or digit')
  if (!Number.isInteger(sessionYear) || sessionYear < 0) throw new RangeError(`Not a year: ${sessionYear}`)
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`The sequence must be a whole number from 1: ${sequence}`)
  return `${school}-${String(sessionYear % 100).padStart(2, '0')}-${klass}-${String(sequence).padStart(5, '0')}`
}

const APPLICATION_NUMBER = /^[A-Z0-9]{1,20}-\d{2}-[A-Z0-9]{1,20}-\d{5,15}$/

/** Whether a text is an application number as applicationNumber makes them. */
export const isApplicationNumber = (s: unknown): s is string => typeof s === 'string' && APPLICATION_NUMBER.test(s)

// ---------------------------------------------------------------- fees

export type FeeLine = { head: FeeHeadKey; amount: number; frequency: 'once' | 'monthly' | 'quarterly' | 'yearly' }
export type FeeSchedule = { classes: { className: string; lines: FeeLine[] }[]; approvedOn?: string | null; validUntil?: string | null }
export type FeeFinding = {
  kind: 'head-not-allowed' | 'over-cap' | 'approval-expired' | 'approval-missing'
  className?: string
  head?: FeeHeadKey
  amount?: number
  cap?: number
  message: string
}

const TIMES_A_YEAR: Record<FeeLine['frequency'], number> = { once: 1, monthly: 12, quarterly: 4, yearly: 1 }

/** Yearly amount of a fee line (monthly ×12, quarterly ×4, once and yearly as is). */
export function yearly(line: FeeLine): number {
  return line.amount * TIMES_A_YEAR[line.frequency]
}

/** Rupees as Indian grouping: 125000 → '₹1,25,000' (rounded to whole rupees; a minus before the sign). */
export function rupees(n: number): string {
  const whole = Math.round(Math.abs(n))
  const digits = String(whole)
  const last3 = digits.slice(-3)
  const rest = digits.slice(0, -3)
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}` : last3
  return `${n < 0 && whole > 0 ? '-' : ''}₹${grouped}`
}

/** The day before the `years`-th anniversary of an approval: the last day it holds when no end is given. */
export function approvalEnds(approvedOn: string, years: number): string {
  const start = parse(approvedOn, 'The approval date')
  return format(fromDayNumber(monthsAfter(start, years * 12) - 1))
}

/**
 * What a fee schedule breaks of its state's pack on `today`: a head not allowed, an amount over
 * its cap (development's cap is a share of that class's yearly tuition — monthly and quarterly
 * tuition counted for the year), an approval that has expired (validUntil < today) or is
 * missing (neither date recorded). A cap is on a head's total for a class in a year (a capped
 * one-off fee charged monthly is counted twelve times). Without validUntil, an approval holds
 * for the pack's approvalYears from approvedOn. Messages in plain English naming class, head,
 * amount and cap, e.g. 'Nursery: Registration fee ₹100 is over the cap of ₹25'.
 */
export function feeFindings(schedule: FeeSchedule, pack: StatePack, today: string): FeeFinding[] {
  parse(today, 'Today')
  const findings: FeeFinding[] = []
  const law = pack.feeAct ? `the ${pack.feeAct.en}` : `${pack.name.en}'s fee rules`

  for (const { className, lines } of schedule.classes) {
    // Each allowed head's yearly total; `summed` when it is more than one line's amount as written.
    const totals = new Map<FeeHeadKey, { amount: number; summed: boolean }>()
    for (const line of lines) {
      const rule = pack.heads.find((h) => h.key === line.head)
      if (!rule) {
        findings.push({
          kind: 'head-not-allowed',
          className,
          head: line.head,
          amount: line.amount,
          message: `${className}: ${FEE_HEAD_LABELS[line.head].en} (${rupees(line.amount)}) is not a fee head allowed in ${pack.name.en} under ${law}`,
        })
        continue
      }
      const before = totals.get(line.head)
      const recurring = line.frequency === 'monthly' || line.frequency === 'quarterly'
      totals.set(line.head, { amount: (before?.amount ?? 0) + yearly(line), summed: before !== undefined || recurring })
    }

    const tuition = totals.get('tuition')?.amount ?? 0
    for (const [key, { amount, summed }] of totals) {
      const rule = pack.heads.find((h) => h.key === key)
      if (!rule) continue
      const share = rule.capPercentOfTuition === undefined ? undefined : Math.floor((tuition * rule.capPercentOfTuition) / 100)
      const caps = [rule.cap, share].filter((c): c is number => c !== undefined)
      if (caps.length === 0) continue
      const cap = Math.min(...caps)
      if (amount <= cap) continue
      const what = `${rule.label.en} ${rupees(amount)}${summed ? ' a year' : ''}`
      const of = share === cap ? ` (${rule.capPercentOfTuition}% of the yearly tuition fee of ${rupees(tuition)})` : ''
      findings.push({ kind: 'over-cap', className, head: key, amount, cap, message: `${className}: ${what} is over the cap of ${rupees(cap)}${of}` })
    }
  }

  const approver = pack.feeApprover?.en ?? 'the body the law names'
  const { approvedOn, validUntil } = schedule
  const until = isCalendarDate(validUntil) ? validUntil : isCalendarDate(approvedOn) ? approvalEnds(approvedOn, pack.approvalYears) : null
  if (until === null)
    findings.push({ kind: 'approval-missing', message: `The fees have no recorded approval: under ${law} they need the approval of ${approver}, with its date` })
  else if (until < today)
    findings.push({ kind: 'approval-expired', message: `The fees' approval held until ${until}: they need a new approval of ${approver}` })
  return findings
}
