/**
 * The CBSE mandatory public disclosure (Appendix IX) as JSON, at /api/disclosure/{school}:
 * sections A–E with their items in CBSE's order (from src/features/disclosure/rules.ts), document links
 * with their dates, the annual reports, and which items are still missing. Not a list
 * resource (it is one CMS page, neither exported nor imported), so not in RESOURCES.
 */
import { z } from 'zod'

import {
  CERTIFICATES,
  isExpired,
  itemsOf,
  missingItems,
  RESULT_CLASSES,
  SECTIONS,
  type DisclosureData,
  type FileRef,
  type SectionId,
} from '@/features/disclosure/rules'
import { publicUrl } from '@/lib/media'

const day = z.iso.date().nullable().describe('A day, YYYY-MM-DD.')

const documentRecord = z.object({
  url: z.string().describe('The PDF, on this site.'),
  issuedOn: day,
  validUntil: day.describe('A day, YYYY-MM-DD; null if the document does not expire.'),
  expired: z.boolean(),
  attestedBy: z.array(z.string()).describe('Who self-attested the copy: chairman, manager or secretary, and principal.'),
})

const resultRecord = z.object({
  year: z.string(),
  registered: z.number().nullable(),
  passed: z.number().nullable(),
  passPercentage: z.number().nullable(),
  remarks: z.string().nullable(),
})

const itemRecord = z.object({
  key: z.string(),
  label: z.string().describe("CBSE's wording of the item."),
  complete: z.boolean(),
  value: z
    .union([z.string(), z.number(), z.record(z.string(), z.number().nullable())])
    .nullable()
    .describe('What the item says: text, a number, or named numbers (e.g. teachers by grade; rooms by count and size in sq m).'),
  document: documentRecord.nullable(),
  results: z.record(z.string(), z.array(resultRecord)).nullable().describe('Board results by class (X, XII), for that item only.'),
})

export const disclosureRecord = z.object({
  school: z.string(),
  complete: z.boolean(),
  missing: z.array(z.object({ section: z.string(), key: z.string(), label: z.string() })),
  sections: z.array(z.object({ id: z.string(), title: z.string(), items: z.array(itemRecord) })),
  annualReports: z.array(z.object({ year: z.string(), url: z.string() })),
})

export type DisclosureRecord = z.infer<typeof disclosureRecord>
type Item = z.infer<typeof itemRecord>

const urlOf = (f: FileRef) => (f && typeof f === 'object' ? publicUrl(f.url) : null)
const dayOf = (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString().slice(0, 10) : null)
const orNull = <T>(v: T | null | undefined): T | null => (v === undefined || v === null || v === '' ? null : v)

function valueOf(d: DisclosureData, section: SectionId, key: string): Item['value'] {
  switch (section) {
    case 'A':
      return orNull(d.sectionA?.[key as 'schoolName'])
    case 'D': {
      const s = d.sectionD ?? {}
      if (key === 'teachers') {
        const [pgt, tgt, prt] = [s.teachersPGT ?? null, s.teachersTGT ?? null, s.teachersPRT ?? null]
        return { PGT: pgt, TGT: tgt, PRT: prt, total: pgt !== null && tgt !== null && prt !== null ? pgt + tgt + prt : null }
      }
      return orNull(s[key as 'principal'])
    }
    case 'E': {
      const e = d.sectionE ?? {}
      if (key === 'classrooms') return { count: e.classroomCount ?? null, sizeSqMtr: e.classroomSize ?? null }
      if (key === 'laboratories') return { count: e.labCount ?? null, sizeSqMtr: e.labSize ?? null }
      if (key === 'internet') return e.internet === 'yes' ? 'Y' : e.internet === 'no' ? 'N' : null
      return orNull(e[key as 'campusArea'])
    }
    default:
      return null
  }
}

const C_FILES: Record<string, keyof NonNullable<DisclosureData['sectionC']>> = {
  feeStructure: 'feeStructureFile',
  academicCalendar: 'academicCalendarFile',
  smc: 'smcFile',
  pta: 'ptaFile',
}

const ATTESTERS = new Set(['chairman', 'manager', 'secretary'])

/** The published disclosure (depth 1) → its JSON. */
export function toDisclosureRecord(d: DisclosureData, school: string, today: Date): DisclosureRecord {
  const missing = missingItems(d)
  const missingKeys = new Set(missing.map((i) => `${i.section}.${i.key}`))
  const item = (section: SectionId, key: string, label: string, extra: Partial<Item> = {}): Item => ({
    key,
    label,
    complete: !missingKeys.has(`${section}.${key}`),
    value: null,
    document: null,
    results: null,
    ...extra,
  })
  const sections = SECTIONS.map(({ id, title }) => ({
    id,
    title,
    items: itemsOf(id).map((i) => {
      if (id === 'B') {
        const doc = d.sectionB?.[i.key as (typeof CERTIFICATES)[number]['key']]
        const url = urlOf(doc?.file)
        return item(id, i.key, i.label, {
          document: url
            ? {
                url,
                issuedOn: dayOf(doc?.issuedOn),
                validUntil: dayOf(doc?.validUntil),
                expired: isExpired(doc?.validUntil, today),
                attestedBy: [
                  ...(doc?.attestedByManagement && ATTESTERS.has(doc.attestedByManagement) ? [doc.attestedByManagement] : []),
                  ...(doc?.attestedByPrincipal ? ['principal'] : []),
                ],
              }
            : null,
        })
      }
      if (id === 'C') {
        if (i.key === 'boardResults') {
          const results = Object.fromEntries(
            RESULT_CLASSES.map(({ key, className }) => [
              className,
              (d.sectionC?.[key] ?? []).map((r) => ({
                year: r.year ?? '',
                registered: r.registered ?? null,
                passed: r.passed ?? null,
                passPercentage:
                  r.passPercentage ?? (r.registered && r.passed != null ? Math.round((r.passed / r.registered) * 1000) / 10 : null),
                remarks: orNull(r.remarks),
              })),
            ]),
          )
          return item(id, i.key, i.label, { results })
        }
        const url = urlOf(d.sectionC?.[C_FILES[i.key]!] as FileRef)
        return item(id, i.key, i.label, {
          document: url ? { url, issuedOn: null, validUntil: null, expired: false, attestedBy: [] } : null,
        })
      }
      return item(id, i.key, i.label, { value: valueOf(d, id, i.key) })
    }),
  }))
  return {
    school,
    complete: missing.length === 0,
    missing: missing.map((i) => ({ section: i.section, key: i.key, label: i.label })),
    sections,
    annualReports: (d.annualReports ?? []).flatMap((r) => {
      const url = urlOf(r.file)
      return url && r.year ? [{ year: r.year, url }] : []
    }),
  }
}
