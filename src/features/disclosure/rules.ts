/**
 * CBSE Mandatory Public Disclosure (Appendix IX of the affiliation bye-laws, revised by the
 * circular of 5 March 2021): the one list of its items, in CBSE's order and wording. The CMS
 * global's labels, the public page, the JSON API, the admin's completeness meter and the
 * compliance findings all read this list. Pure: no Payload, no React.
 */

import type { Finding } from '@/features/compliance/rules'
import { routes } from '@/lib/routes'

export type SectionId = 'A' | 'B' | 'C' | 'D' | 'E'

export const SECTIONS: { id: SectionId; title: string }[] = [
  { id: 'A', title: 'General information' },
  { id: 'B', title: 'Documents and information' },
  { id: 'C', title: 'Result and academics' },
  { id: 'D', title: 'Staff (teaching)' },
  { id: 'E', title: 'School infrastructure' },
]

/** "A. General information" */
export const sectionHeading = (id: SectionId) => `${id}. ${SECTIONS.find((s) => s.id === id)!.title}`

/** CBSE's note under section B. */
export const SELF_ATTESTATION_NOTE =
  'The documents listed above are self-attested copies, signed by the chairman, manager or secretary and by the principal. If an uploaded document is later found not to be genuine, the school is liable for action as per norms.'

// --- The data, as the CMS global stores it (a loose shape: the generated types fit it).

/** An uploaded PDF: its id (not populated) or the document. */
export type FileRef = number | { url?: string | null; filename?: string | null } | null | undefined

export interface CertificateData {
  file?: FileRef
  issuedOn?: string | null
  validUntil?: string | null
  attestedByManagement?: string | null
  attestedByPrincipal?: boolean | null
}

export interface ResultRow {
  year?: string | null
  registered?: number | null
  passed?: number | null
  passPercentage?: number | null
  remarks?: string | null
}

export const CERTIFICATE_KEYS = [
  'affiliation',
  'registration',
  'noc',
  'rteRecognition',
  'buildingSafety',
  'fireSafety',
  'deoCertificate',
  'waterHealthSanitation',
] as const
export type CertificateKey = (typeof CERTIFICATE_KEYS)[number]

type Rows = readonly unknown[] | null | undefined

export interface DisclosureData {
  sectionA?: {
    schoolName?: string | null
    affiliationNumber?: string | null
    schoolCode?: string | null
    address?: string | null
    principalName?: string | null
    principalQualification?: string | null
    email?: string | null
    phone?: string | null
  } | null
  sectionB?: Partial<Record<CertificateKey, CertificateData | null>> | null
  sectionC?: {
    feeStructureFile?: FileRef
    academicCalendarFile?: FileRef
    smcFile?: FileRef
    ptaFile?: FileRef
    resultsX?: ResultRow[] | null
    resultsXII?: ResultRow[] | null
  } | null
  /** Tables kept from before the Appendix IX form; each also answers its item in section C. */
  feeStructure?: Rows
  calendar?: Rows
  managementCommittee?: Rows
  parentTeacherAssociation?: Rows
  sectionD?: {
    principal?: string | null
    teachersPGT?: number | null
    teachersTGT?: number | null
    teachersPRT?: number | null
    teacherSectionRatio?: string | null
    specialEducator?: string | null
    counsellor?: string | null
  } | null
  sectionE?: {
    campusArea?: number | null
    classroomCount?: number | null
    classroomSize?: number | null
    labCount?: number | null
    labSize?: number | null
    internet?: string | null
    girlsToilets?: number | null
    boysToilets?: number | null
    inspectionVideo?: string | null
  } | null
  annualReports?: { year?: string | null; file?: FileRef }[] | null
}

// --- The items.

export interface DisclosureItem {
  section: SectionId
  /** Its field's name in the CMS (within its section's group), and its key in the JSON. */
  key: string
  /** CBSE's wording. */
  label: string
  isComplete: (d: DisclosureData) => boolean
}

const filled = (v: unknown): boolean =>
  typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' ? v.trim() !== '' : typeof v === 'boolean' ? true : v != null
const hasFile = (f: FileRef): boolean => (typeof f === 'number' ? true : f != null && typeof f === 'object')
const hasRows = (r: Rows): boolean => Array.isArray(r) && r.length > 0

const a = (key: keyof NonNullable<DisclosureData['sectionA']>, label: string): DisclosureItem => ({
  section: 'A',
  key,
  label,
  isComplete: (d) => filled(d.sectionA?.[key]),
})

/** Section B's documents: CBSE's wording, and the short name findings use. */
export const CERTIFICATES: { key: CertificateKey; label: string; shortName: string; expires: boolean }[] = [
  {
    key: 'affiliation',
    label: 'Copies of affiliation/upgradation letter and recent extension of affiliation, if any',
    shortName: 'Affiliation letter',
    expires: true,
  },
  {
    key: 'registration',
    label: 'Copies of societies/trust/company registration/renewal certificate, as applicable',
    shortName: 'Society/trust registration certificate',
    expires: true,
  },
  {
    key: 'noc',
    label: 'Copy of no objection certificate (NOC) issued, if applicable, by the state govt./UT',
    shortName: 'No objection certificate',
    expires: false,
  },
  {
    key: 'rteRecognition',
    label: "Copies of recognition certificate under RTE Act, 2009, and it's renewal if applicable",
    shortName: 'RTE recognition certificate',
    expires: true,
  },
  {
    key: 'buildingSafety',
    label: 'Copy of valid building safety certificate as per the National Building Code',
    shortName: 'Building safety certificate',
    expires: true,
  },
  {
    key: 'fireSafety',
    label: 'Copy of valid fire safety certificate issued by the competent authority',
    shortName: 'Fire safety certificate',
    expires: true,
  },
  {
    key: 'deoCertificate',
    label:
      'Copy of the DEO certificate submitted by the school for affiliation/upgradation/extension of affiliation or self certification by school',
    shortName: 'DEO certificate',
    expires: false,
  },
  {
    key: 'waterHealthSanitation',
    label: 'Copies of valid water, health and sanitation certificates',
    shortName: 'Water, health and sanitation certificates',
    expires: true,
  },
]

export const RESULT_CLASSES = [
  { key: 'resultsX', className: 'X' },
  { key: 'resultsXII', className: 'XII' },
] as const

export const ITEMS: DisclosureItem[] = [
  a('schoolName', 'Name of the school'),
  a('affiliationNumber', 'Affiliation no. (if applicable)'),
  a('schoolCode', 'School code (if applicable)'),
  a('address', 'Complete address with pin code'),
  a('principalName', 'Principal name'),
  a('principalQualification', 'Principal qualification'),
  a('email', 'School email id'),
  a('phone', 'Contact details (landline/mobile)'),
  ...CERTIFICATES.map((c): DisclosureItem => ({
    section: 'B',
    key: c.key,
    label: c.label,
    isComplete: (d) => hasFile(d.sectionB?.[c.key]?.file),
  })),
  {
    section: 'C',
    key: 'feeStructure',
    label: 'Fee structure of the school',
    isComplete: (d) => hasFile(d.sectionC?.feeStructureFile) || hasRows(d.feeStructure),
  },
  {
    section: 'C',
    key: 'academicCalendar',
    label: 'Annual academic calendar',
    isComplete: (d) => hasFile(d.sectionC?.academicCalendarFile) || hasRows(d.calendar),
  },
  {
    section: 'C',
    key: 'smc',
    label: 'List of School Management Committee (SMC)',
    isComplete: (d) => hasFile(d.sectionC?.smcFile) || hasRows(d.managementCommittee),
  },
  {
    section: 'C',
    key: 'pta',
    label: 'List of Parents Teachers Association (PTA) members',
    isComplete: (d) => hasFile(d.sectionC?.ptaFile) || hasRows(d.parentTeacherAssociation),
  },
  {
    section: 'C',
    key: 'boardResults',
    label: 'Last three-year result of the board examination as per applicability',
    isComplete: (d) => hasRows(d.sectionC?.resultsX) || hasRows(d.sectionC?.resultsXII),
  },
  { section: 'D', key: 'principal', label: 'Principal', isComplete: (d) => filled(d.sectionD?.principal) },
  {
    section: 'D',
    key: 'teachers',
    label: 'Total no. of teachers (PGT, TGT, PRT)',
    isComplete: (d) => filled(d.sectionD?.teachersPGT) && filled(d.sectionD?.teachersTGT) && filled(d.sectionD?.teachersPRT),
  },
  { section: 'D', key: 'teacherSectionRatio', label: 'Teachers section ratio', isComplete: (d) => filled(d.sectionD?.teacherSectionRatio) },
  { section: 'D', key: 'specialEducator', label: 'Details of special educator', isComplete: (d) => filled(d.sectionD?.specialEducator) },
  {
    section: 'D',
    key: 'counsellor',
    label: 'Details of counsellor and wellness teacher',
    isComplete: (d) => filled(d.sectionD?.counsellor),
  },
  {
    section: 'E',
    key: 'campusArea',
    label: 'Total campus area of the school (in sq mtr)',
    isComplete: (d) => filled(d.sectionE?.campusArea),
  },
  {
    section: 'E',
    key: 'classrooms',
    label: 'No. and size of the class rooms (in sq mtr)',
    isComplete: (d) => filled(d.sectionE?.classroomCount) && filled(d.sectionE?.classroomSize),
  },
  {
    section: 'E',
    key: 'laboratories',
    label: 'No. and size of laboratories including computer labs (in sq mtr)',
    isComplete: (d) => filled(d.sectionE?.labCount) && filled(d.sectionE?.labSize),
  },
  { section: 'E', key: 'internet', label: 'Internet facility (Y/N)', isComplete: (d) => filled(d.sectionE?.internet) },
  { section: 'E', key: 'girlsToilets', label: 'No. of girls toilets', isComplete: (d) => filled(d.sectionE?.girlsToilets) },
  { section: 'E', key: 'boysToilets', label: 'No. of boys toilets', isComplete: (d) => filled(d.sectionE?.boysToilets) },
  {
    section: 'E',
    key: 'inspectionVideo',
    label: 'Link of YouTube video of the inspection of school covering the infrastructure of the school',
    isComplete: (d) => filled(d.sectionE?.inspectionVideo),
  },
]

/** The items of one section, in order. */
export const itemsOf = (section: SectionId) => ITEMS.filter((i) => i.section === section)

/** CBSE's wording of an item, for a field's label. */
export function itemLabel(section: SectionId, key: string): string {
  const item = ITEMS.find((i) => i.section === section && i.key === key)
  if (!item) throw new Error(`No Appendix IX item ${section}.${key}`)
  return item.label
}

/** "B. Copy of valid fire safety certificate issued by the competent authority" */
export const itemName = (item: DisclosureItem) => `${item.section}. ${item.label}`

/** The Appendix IX items not yet filled in, in CBSE's order. */
export function missingItems(data: DisclosureData | null | undefined): DisclosureItem[] {
  const d = data ?? {}
  return ITEMS.filter((i) => !i.isComplete(d))
}

// --- A removed document.

/** What belongs to a section B document besides its PDF: its dates and who attested it. */
export const CERTIFICATE_DETAILS = ['issuedOn', 'validUntil', 'attestedByManagement', 'attestedByPrincipal'] as const

const present = (f: unknown) => f !== null && f !== undefined && f !== '' && f !== 0

/**
 * Section B as it is to be saved: each document whose PDF has just been removed (there was one
 * before, there is none now) loses its dates and attestation with it, so no "Issued on" or
 * "Valid until" of a document no longer there stays behind. Dates entered before a PDF is
 * first uploaded are kept.
 */
export function dropDetailsOfRemovedDocuments<B extends DisclosureData['sectionB']>(next: B, previous: DisclosureData['sectionB']): B {
  if (!next || !previous) return next
  let changed = false
  const result: Record<string, CertificateData | null | undefined> = { ...next }
  for (const key of CERTIFICATE_KEYS) {
    const doc = next[key]
    if (!doc || present(doc.file) || !present(previous[key]?.file)) continue
    result[key] = { ...doc, issuedOn: null, validUntil: null, attestedByManagement: null, attestedByPrincipal: false }
    changed = true
  }
  return changed ? (result as B) : next
}

// --- Dates.

const DAY = 86_400_000
const IST_OFFSET = 330 * 60_000
const short = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** The calendar day a stored date names (a day picked in the admin is kept at some hour of that day, UTC). */
function dayOf(iso: string | null | undefined): number | null {
  if (!iso) return null
  const t = Date.parse(iso)
  if (Number.isNaN(t)) return null
  return Math.floor(t / DAY) * DAY
}

/** Today in India, as a UTC midnight. */
const todayIn = (today: Date) => Math.floor((today.getTime() + IST_OFFSET) / DAY) * DAY

/** "3 Mar 2026", or '' for no date. */
export function formatDay(iso: string | null | undefined): string {
  const day = dayOf(iso)
  return day === null ? '' : short.format(new Date(day))
}

/** Whether a document's validity has run out before `today` (a document valid until today is still valid). */
export function isExpired(validUntil: string | null | undefined, today: Date): boolean {
  const day = dayOf(validUntil)
  return day !== null && day < todayIn(today)
}

/** The academic year (April to March) `today` falls in: "2026-27". */
export function academicYear(today: Date): { label: string; startYear: number } {
  const d = new Date(todayIn(today))
  const startYear = d.getUTCMonth() >= 3 ? d.getUTCFullYear() : d.getUTCFullYear() - 1
  return { label: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`, startYear }
}

// --- Findings for the compliance monitor (its Finding type: src/features/compliance/rules.ts).

export const DISCLOSURE_ADMIN_HREF = routes.admin('mandatory-disclosure')

/** Documents expiring within this many days are flagged amber. */
export const EXPIRY_WARNING_DAYS = 60

/**
 * What needs the school's attention in its disclosure on `today`: expired documents (red),
 * documents expiring within 60 days (amber), each missing Appendix IX item (red), and, after
 * 15 September, a missing annual report for the current academic year (red).
 */
export function disclosureFindings(data: DisclosureData | null | undefined, today: Date): Finding[] {
  const d = data ?? {}
  const href = DISCLOSURE_ADMIN_HREF
  const findings: Finding[] = []
  const now = todayIn(today)
  for (const c of CERTIFICATES) {
    const doc = d.sectionB?.[c.key]
    if (!doc || !hasFile(doc.file)) continue
    const until = dayOf(doc.validUntil)
    if (until === null) continue
    const days = Math.round((until - now) / DAY)
    if (days < 0) {
      findings.push({
        check: 'disclosure-expired',
        severity: 'red',
        message: `${c.shortName} expired on ${formatDay(doc.validUntil)}`,
        href,
      })
    } else if (days <= EXPIRY_WARNING_DAYS) {
      const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`
      findings.push({
        check: 'disclosure-expiring',
        severity: 'amber',
        message: `${c.shortName} expires on ${formatDay(doc.validUntil)} (${when})`,
        href,
      })
    }
  }
  for (const item of missingItems(d)) {
    findings.push({
      check: 'disclosure-missing',
      severity: 'red',
      message: `Mandatory disclosure item not published: ${itemName(item)}`,
      href,
    })
  }
  const year = academicYear(today)
  const due = Date.UTC(year.startYear, 8, 15)
  const uploaded = (d.annualReports ?? []).some((r) => r.year?.trim() === year.label && hasFile(r.file))
  if (now > due && !uploaded) {
    findings.push({
      check: 'annual-report',
      severity: 'red',
      message: `Annual report for ${year.label} not uploaded (due by 15 Sept ${year.startYear})`,
      href,
    })
  }
  return findings
}

// --- The head's sign-off (src/features/disclosure/signOff.ts).

/** A sign-off as the page and the monitor need it: who, when, and whether the disclosure is still as it was then. */
export type Attestation = { name: string; designation: string; signedAt: string; current: boolean }

/** Keys of the page's own that are no part of what the head attests: its bookkeeping, not its content. */
const NOT_CONTENT = new Set(['id', 'createdAt', 'updatedAt', 'updatedBy', 'school', 'schoolName', 'translationStamps', 'outline', '_status'])
/** Within the content, a list row's id (made anew when a row is added again) is not content either. */
const NOT_ROW_CONTENT = new Set(['id'])

/**
 * The disclosure's content in one canonical form, for its fingerprint: keys sorted, bookkeeping
 * left out, empty values (never filled, or emptied: null, '', [], {}) as absent, and an uploaded
 * file as its stored name and size (so a replaced PDF is a change, its id alone would not be).
 */
export function attestedContent(value: unknown, ignored: ReadonlySet<string> = NOT_CONTENT): unknown {
  if (value === null || value === undefined || value === '') return undefined
  if (Array.isArray(value)) {
    const items = value.map((v) => attestedContent(v, NOT_ROW_CONTENT))
    return items.length ? items.map((i) => i ?? null) : undefined
  }
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>
    if (typeof o.filename === 'string' && typeof o.mimeType === 'string') return { file: o.filename, size: o.filesize ?? null }
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(o).sort()) {
      if (ignored.has(key)) continue
      const v = attestedContent(o[key], NOT_ROW_CONTENT)
      if (v !== undefined) out[key] = v
    }
    return Object.keys(out).length ? out : undefined
  }
  return value
}

/** "Attested by R. Sharma, Principal, on 3 Mar 2026." */
export const attestationLine = (a: Pick<Attestation, 'name' | 'designation' | 'signedAt'>) => `Attested by ${a.name}, ${a.designation}, on ${formatDay(a.signedAt)}.`

/**
 * The monitor's findings about the sign-off: a disclosure changed since the head signed it off
 * (red: the page no longer shows the attestation); one never signed off (amber).
 */
export function signOffFindings(attestation: Attestation | null): Finding[] {
  const href = DISCLOSURE_ADMIN_HREF
  if (!attestation) return [{ check: 'disclosure-not-signed-off', severity: 'amber', message: 'Mandatory disclosure not yet signed off by the head of school', href }]
  if (attestation.current) return []
  return [
    {
      check: 'disclosure-changed-since-sign-off',
      severity: 'red',
      message: `Mandatory disclosure changed since the head’s sign-off (${attestation.name}, ${formatDay(attestation.signedAt)}): the head must sign it off again`,
      href,
    },
  ]
}
