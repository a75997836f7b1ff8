/**
 * Transfer-certificate lookup rules (the project's spec: DECISIONS.md, "Decided where the
 * original is silent", kept outside this repository at ../shared/spec/DECISIONS.md; and
 * docs/decisions/0010-tc-lookup-minimal-exposure.md): the admission number must match
 * exactly, the name case-insensitively with runs of spaces collapsed. Pure; the page and
 * the JSON API both validate their input here.
 */
import { defineWords, wordsIn } from '@/lib/i18n/catalogue'
import type { Locale } from '@/lib/i18n/locales'

const MAX_NAME = 200

/** The lookup's messages (the form's own check in the browser, the server's answer and the API's, in English). */
export const TC_WORDS = defineWords('tc', {
  en: {
    /** The one message for every failed lookup: it must not tell which field was wrong. */
    notFound: 'No transfer certificate matches these details. Please check them and try again.',
    admissionMissing: 'Enter the admission number.',
    /** For an admission number with other characters; the form's hint says the same. */
    admissionFormat: 'The admission number may have only letters, digits, / and -, for example 12345 or KSR/2026/0042.',
    nameMissing: "Enter the student's full name.",
    nameNotText: "The student's name must be text.",
    nameTooLong: `The student's name must be at most ${MAX_NAME} characters.`,
    limited: (wait: string) => `You have made many lookups in a short time. Please wait ${wait} and try again.`,
  },
  hi: {
    notFound: 'इन विवरणों से मेल खाता कोई स्थानांतरण प्रमाण-पत्र नहीं मिला। कृपया विवरण जाँचकर फिर प्रयास करें।',
    admissionMissing: 'प्रवेश संख्या दर्ज करें।',
    admissionFormat: 'प्रवेश संख्या में केवल अक्षर, अंक, / और - हो सकते हैं, जैसे 12345 या KSR/2026/0042।',
    nameMissing: 'विद्यार्थी का पूरा नाम दर्ज करें।',
    nameNotText: 'विद्यार्थी का नाम अक्षरों में होना चाहिए।',
    nameTooLong: `विद्यार्थी का नाम अधिकतम ${MAX_NAME} अक्षरों का हो सकता है।`,
    limited: (wait: string) => `आपने कम समय में बहुत बार खोज की है। कृपया ${wait} प्रतीक्षा करके फिर प्रयास करें।`,
  },
})

/** A message of the lookup about its input, by key. */
export type TcMessage = Exclude<keyof (typeof TC_WORDS)['en'], 'limited'>

export const TC_NOT_FOUND = TC_WORDS.en.notFound
export const ADMISSION_FORMAT = TC_WORDS.en.admissionFormat

export type TcQuery = { admission: string; name: string }
export type TcField = 'admission' | 'name'
export type TcInputErrors = Partial<Record<TcField, TcMessage>>

export const normaliseName = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN')

export const namesMatch = (given: string, recorded: string): boolean => {
  const a = normaliseName(given)
  return a.length > 0 && a === normaliseName(recorded)
}

/** The longest admission number a register holds ("KSR/2026/0042" is 13). */
export const MAX_ADMISSION = 30

/** What an admission number may hold, as schools write them: letters, digits, `/` and `-`, starting with a letter or digit. */
const ADMISSION = /^[A-Z0-9][A-Z0-9/-]*$/

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
  if (a === undefined || a === null || (typeof a === 'string' && a.trim() === '')) errors.admission = 'admissionMissing'
  else if (admission === null) errors.admission = 'admissionFormat'

  const n = input.name
  if (n === undefined || n === null || (typeof n === 'string' && n.trim() === '')) errors.name = 'nameMissing'
  else if (typeof n !== 'string') errors.name = 'nameNotText'
  else if (n.length > MAX_NAME) errors.name = 'nameTooLong'

  if (errors.admission || errors.name || admission === null) return { ok: false, errors }
  return { ok: true, query: { admission, name: (n as string).trim() } }
}

/** A lookup message in the page's language. */
export const tcMessage = (message: TcMessage, locale: Locale): string => wordsIn(TC_WORDS, locale)[message]

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
