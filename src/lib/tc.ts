/**
 * Transfer-certificate lookup rules (DECISIONS.md): the admission number must match
 * exactly, the name case-insensitively with runs of spaces collapsed. Pure; the page and
 * the JSON API both validate their input here.
 */

/** The one message for every failed lookup: it must not tell which field was wrong. */
export const TC_NOT_FOUND = 'No transfer certificate matches these details. Please check them and try again.'

export type TcQuery = { admission: string; name: string }
export type TcField = 'admission' | 'name'
export type TcInputErrors = Partial<Record<TcField, string>>

export const normaliseName = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN')

export const namesMatch = (given: string, recorded: string): boolean => {
  const a = normaliseName(given)
  return a.length > 0 && a === normaliseName(recorded)
}

const MAX_NAME = 200

/** The longest admission number a register holds ("KSR/2026/0042" is 13). */
export const MAX_ADMISSION = 30

/** What an admission number may hold, as schools write them: letters, digits, `/` and `-`, starting with a letter or digit. */
const ADMISSION = /^[A-Z0-9][A-Z0-9/-]*$/

/** The message for an admission number with other characters; the form's hint says the same. */
export const ADMISSION_FORMAT = 'The admission number may have only letters, digits, / and -, for example 12345 or KSR/2026/0042.'

/**
 * An admission number in the one spelling the register keeps and the lookup compares: without
 * surrounding spaces, letters in capitals ("ksr-98765" is "KSR-98765"); a whole number (the old
 * API's JSON) as its digits. Null when it is not one.
 */
export function normaliseAdmission(value: unknown): string | null {
  const text = typeof value === 'number' ? (Number.isSafeInteger(value) && value > 0 ? String(value) : '') : typeof value === 'string' ? value : ''
  const spelled = text.trim().toUpperCase()
  return spelled.length > 0 && spelled.length <= MAX_ADMISSION && ADMISSION.test(spelled) ? spelled : null
}

/** An admission number as the old API's JSON carried it: a number when it is all digits, else its text. */
export const admissionForApi = (admission: string): number | string =>
  /^[1-9]\d{0,14}$/.test(admission) ? Number(admission) : admission

/**
 * Checks raw input from a form or JSON body. The admission number may come as text (a form,
 * or JSON) or as a whole number (the old API's JSON).
 */
export function parseTcQuery(input: {
  admission?: unknown
  name?: unknown
}): { ok: true; query: TcQuery } | { ok: false; errors: TcInputErrors } {
  const errors: TcInputErrors = {}
  const a = input.admission
  const admission = normaliseAdmission(a)
  if (a === undefined || a === null || (typeof a === 'string' && a.trim() === '')) errors.admission = 'Enter the admission number.'
  else if (admission === null) errors.admission = ADMISSION_FORMAT

  const n = input.name
  if (n === undefined || n === null || (typeof n === 'string' && n.trim() === '')) errors.name = "Enter the student's full name."
  else if (typeof n !== 'string') errors.name = "The student's name must be text."
  else if (n.length > MAX_NAME) errors.name = `The student's name must be at most ${MAX_NAME} characters.`

  if (errors.admission || errors.name || admission === null) return { ok: false, errors }
  return { ok: true, query: { admission, name: (n as string).trim() } }
}

/** The lookup's messages in Hindi, by their English (the form's own check in the browser and the server's answer). */
const TC_MESSAGES_HI: Record<string, string> = {
  [TC_NOT_FOUND]: 'इन विवरणों से मेल खाता कोई स्थानांतरण प्रमाण-पत्र नहीं मिला। कृपया विवरण जाँचकर फिर प्रयास करें।',
  'Enter the admission number.': 'प्रवेश संख्या दर्ज करें।',
  [ADMISSION_FORMAT]: 'प्रवेश संख्या में केवल अक्षर, अंक, / और - हो सकते हैं, जैसे 12345 या KSR/2026/0042।',
  "Enter the student's full name.": 'विद्यार्थी का पूरा नाम दर्ज करें।',
  "The student's name must be text.": 'विद्यार्थी का नाम अक्षरों में होना चाहिए।',
  [`The student's name must be at most ${MAX_NAME} characters.`]: `विद्यार्थी का नाम अधिकतम ${MAX_NAME} अक्षरों का हो सकता है।`,
}

/** A lookup message in the page's language (English unchanged). */
export const tcMessage = (english: string, locale: 'en' | 'hi'): string =>
  locale === 'hi' ? (TC_MESSAGES_HI[english] ?? english) : english

/** How many years after its issue a TC stays in the lookup, unless the school sets otherwise. */
export const DEFAULT_TC_RETENTION_YEARS = 5

/** How long the lookup log keeps an entry. */
export const TC_LOOKUP_LOG_DAYS = 365

/** The outcomes the lookup log records (collection `tc-lookups`). */
export const TC_LOOKUP_OUTCOMES = ['found', 'not-found', 'rate-limited', 'invalid'] as const
export type TcLookupOutcome = (typeof TC_LOOKUP_OUTCOMES)[number]

/**
 * The default "Remove from lookup after" day: the issue day (its UTC date, as every day-only
 * date here) `years` later, stored as midnight UTC like the seed and imports store days.
 * Null for a missing or invalid issue date.
 */
export function removeFromLookupDate(dateOfIssue: string | null | undefined, years: number): string | null {
  if (!dateOfIssue) return null
  const d = new Date(dateOfIssue)
  if (Number.isNaN(d.getTime())) return null
  return new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate())).toISOString()
}

const schoolDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' })

/** Today's date at the school (India), as YYYY-MM-DD. */
export const schoolToday = (now: Date): string => schoolDay.format(now)

/**
 * What the lookup compares against on `now`: a record is shown while its "Remove from lookup
 * after" day is today or later (`keepFrom`, midnight UTC of today); a record without one (saved
 * before the field existed) while it was issued at most `years` ago (`issuedSince`).
 */
export function lookupCutoffs(now: Date, years: number): { keepFrom: string; issuedSince: string } {
  const today = schoolToday(now)
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  return {
    keepFrom: `${today}T00:00:00.000Z`,
    issuedSince: new Date(Date.UTC(y - years, m - 1, d)).toISOString(),
  }
}
