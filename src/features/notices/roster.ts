/**
 * A class roster as a school's ERP exports it (issue #45): a CSV with a class and a parent's
 * e-mail address or mobile number on each line, read here into rows to import
 * (./rosterImport.ts makes them pending subscriptions). What an ERP writes varies, so this takes:
 *
 * - UTF-8 with or without a byte-order mark; commas or semicolons (whichever the header line
 *   uses); quoted fields ("VI-A, science", "" for a quote, a line break inside quotes);
 * - header names in any case, with spaces, `_` or `-`: class, section, class_section (a
 *   separate class and section, `VI` and `A`, make `VI-A`); email, e-mail, parent_email;
 *   phone, mobile, parent_mobile, parent_phone;
 * - at most MAX_ROSTER_BYTES and MAX_ROSTER_ROWS; a line that cannot be used is reported with
 *   its line number (the header is line 1) and left out, the others are imported.
 *
 * Pure.
 */
import { parsePhone } from './channels/phoneCode'
import { MAX_EMAIL, normaliseEmail } from './rules'

export const MAX_ROSTER_BYTES = 2 * 1024 * 1024
export const MAX_ROSTER_ROWS = 20_000

/** A roster line's problem, as the result page lists it. */
export type RosterProblem = { line: number; message: string }

export type RosterRow = { line: number; className: string; email: string | null; phone: string | null }

export type ParsedRoster = { ok: true; rows: RosterRow[]; problems: RosterProblem[] } | { ok: false; message: string }

const HEADERS = {
  class: ['class', 'classname', 'classsection', 'grade', 'standard', 'std'],
  section: ['section', 'sectionname', 'div', 'division'],
  email: ['email', 'emailaddress', 'parentemail', 'parentemailaddress', 'guardianemail', 'fatheremail', 'motheremail', 'mail'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilenumber', 'mobileno', 'parentmobile', 'parentphone', 'parentmobilenumber', 'guardianmobile', 'contactnumber', 'contact'],
} as const

type Column = keyof typeof HEADERS

/** A header as compared: lower case, letters and digits only (`Parent E-mail` is `parentemail`). */
const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '')

const EMAIL = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[A-Za-z0-9-]{2,}$/

/**
 * The records of a CSV text, each with the line it starts on. Quotes follow RFC 4180; a quote
 * inside an unquoted field is taken as it is.
 */
export function csvRecords(text: string, delimiter: ',' | ';'): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let start = 1
  let fresh = true
  const end = () => {
    fields.push(field)
    // A line with nothing on it is no record.
    if (!(fields.length === 1 && fields[0] === '' && fresh)) records.push({ line: start, fields })
    fields = []
    field = ''
    fresh = true
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        if (c === '\n') line++
        field += c
      }
      continue
    }
    if (c === '"' && field === '') {
      quoted = true
      fresh = false
    } else if (c === delimiter) {
      fields.push(field)
      field = ''
      fresh = false
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      end()
      line++
      start = line
    } else {
      field += c
      fresh = false
    }
  }
  if (field !== '' || fields.length || !fresh) end()
  return records
}

/** The delimiter the header line uses: semicolons when it has more of them than commas (outside quotes). */
export function delimiterOf(text: string): ',' | ';' {
  const first = text.split(/\r?\n/, 1)[0] ?? ''
  const outside = first.replace(/"[^"]*"/g, '')
  return (outside.match(/;/g)?.length ?? 0) > (outside.match(/,/g)?.length ?? 0) ? ';' : ','
}

/** A class's name as a roster line gives it: spaces tidied; a separate section joined with `-`. */
const classNameOf = (cls: string, section: string) => {
  const c = cls.replace(/\s+/g, ' ').trim()
  const s = section.replace(/\s+/g, ' ').trim()
  return c && s ? `${c}-${s}` : c || s
}

/** Reads a roster (see the header): its rows, and the lines left out with why. */
export function parseRoster(input: string): ParsedRoster {
  const text = input.replace(/^\uFEFF/, '')
  if (!text.trim()) return { ok: false, message: 'The file is empty.' }
  const records = csvRecords(text, delimiterOf(text))
  const [header, ...lines] = records
  if (!header) return { ok: false, message: 'The file is empty.' }
  const columns: Partial<Record<Column, number>> = {}
  header.fields.forEach((h, i) => {
    const key = headerKey(h)
    for (const [column, names] of Object.entries(HEADERS) as [Column, readonly string[]][]) if (columns[column] === undefined && names.includes(key)) columns[column] = i
  })
  if (columns.class === undefined && columns.section === undefined)
    return { ok: false, message: 'Line 1 (the header) names no class column: name one "class", "section" or "class_section".' }
  if (columns.email === undefined && columns.phone === undefined)
    return { ok: false, message: 'Line 1 (the header) names no column of parents’ e-mail addresses or mobile numbers: name one "email", "parent_email", "phone" or "mobile".' }
  if (lines.length > MAX_ROSTER_ROWS) return { ok: false, message: `The file has ${lines.length.toLocaleString('en-IN')} lines: at most ${MAX_ROSTER_ROWS.toLocaleString('en-IN')} can be imported at once. Split it by class.` }

  const rows: RosterRow[] = []
  const problems: RosterProblem[] = []
  const cell = (fields: string[], column: Column) => {
    const i = columns[column]
    return i === undefined ? '' : (fields[i] ?? '').trim()
  }
  for (const { line, fields } of lines) {
    if (fields.every((f) => !f.trim())) continue
    const className = classNameOf(cell(fields, 'class'), cell(fields, 'section'))
    const rawEmail = cell(fields, 'email')
    const rawPhone = cell(fields, 'phone')
    if (!className) {
      problems.push({ line, message: 'No class.' })
      continue
    }
    if (!rawEmail && !rawPhone) {
      problems.push({ line, message: 'No e-mail address or mobile number.' })
      continue
    }
    let email: string | null = null
    let phone: string | null = null
    if (rawEmail) {
      if (rawEmail.length > MAX_EMAIL || !EMAIL.test(rawEmail)) problems.push({ line, message: `"${rawEmail.slice(0, 80)}" is not an e-mail address.` })
      else email = normaliseEmail(rawEmail.normalize('NFC'))
    }
    if (rawPhone) {
      phone = parsePhone(rawPhone)
      if (!phone) problems.push({ line, message: `"${rawPhone.slice(0, 40)}" is not a ten-digit Indian mobile number.` })
    }
    if (email || phone) rows.push({ line, className, email, phone })
  }
  return { ok: true, rows, problems }
}

/** A class's name as rosters are matched to the school's classes: `VI A`, `vi-a` and `VI/A` are `VI-A`. */
export const classMatchKey = (name: string) => name.toLowerCase().replace(/[\s\-/.()]+/g, '')

/**
 * The consent wording a roster's subscription keeps: who added the address and how, and that
 * nothing but the confirmation is sent until the parent confirms (then the e-mail's consent is
 * what they agreed to).
 */
export const rosterConsent = (school: string, consentOnConfirming: string) =>
  `Added by ${school} from its class roster, not by the parent. Nothing is sent to this address but one confirmation until the parent confirms; by confirming they agree: ${consentOnConfirming}`

/** The same for a mobile number, confirmed with a code on the school's Get notices page. */
export const rosterSmsConsent = (school: string, consentOnConfirming: string) =>
  `Added by ${school} from its class roster, not by the parent. Nothing is sent to this number until the parent confirms it with a code on the school’s Get notices page; by entering the code they agree: ${consentOnConfirming}`
