/**
 * The admin's words and dates, over the whole content model as Payload sees it: one date-time
 * format, every day picker with its year, and labels in one style (sentence case).
 */
import type { Field, SanitizedCollectionConfig, SanitizedConfig, SanitizedGlobalConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { collections } from '@/content'
import { DAY_FORMAT } from '@/fields'
import { globals } from '@/globals'
import { ITEMS } from '@/features/disclosure/rules'
import { DATE_TIME_FORMAT } from '@/lib/schedule'

let config: SanitizedConfig
beforeAll(async () => {
  config = await (await import('@/payload.config')).default
})

const OURS = new Set([...collections.map((c) => c.slug), ...globals.map((g) => g.slug), 'compliance-status', 'single-sign-on', 'whatsapp-settings'])
/** Fields Payload adds to every record (shown in the admin's own date format). */
const PAYLOAD_OWN = new Set(['createdAt', 'updatedAt', 'deletedAt', 'resetPasswordExpiration', 'lockUntil', 'expiresAt'])

type Labelled = { where: string; label: string }

/** Every field under `fields`, with where it is. */
function* walk(fields: Field[], where: string): Generator<{ field: Field; where: string }> {
  for (const field of fields) {
    const at = 'name' in field && field.name ? `${where}.${field.name}` : where
    yield { field, where: at }
    if (field.type === 'tabs') for (const tab of field.tabs) yield* walk(tab.fields, `${at}[${'name' in tab && tab.name ? tab.name : 'tab'}]`)
    else if ('fields' in field && Array.isArray(field.fields)) yield* walk(field.fields, at)
  }
}

const entities = (): (SanitizedCollectionConfig | SanitizedGlobalConfig)[] =>
  [...config.collections, ...config.globals].filter((e) => OURS.has(e.slug))

describe('dates in the admin', () => {
  it('are written one way: the admin format is "9 Jan 2026, 4:30 PM", and every picker with a time uses it', () => {
    expect(config.admin.dateFormat).toBe(DATE_TIME_FORMAT)
    const pickers = entities().flatMap((e) =>
      [...walk(e.fields, e.slug)]
        .filter(({ field }) => field.type === 'date' && !PAYLOAD_OWN.has(field.name))
        .map(({ field, where }) => ({ where, date: field.type === 'date' ? field.admin?.date : undefined })),
    )
    expect(pickers.length).toBeGreaterThan(20)
    const formats = pickers.map(({ where, date }) => ({
      where,
      format: date?.pickerAppearance === 'dayAndTime' ? date.displayFormat : date?.pickerAppearance === 'dayOnly' ? date.displayFormat : 'none',
      expected: date?.pickerAppearance === 'dayAndTime' ? DATE_TIME_FORMAT : DAY_FORMAT,
    }))
    expect(formats.filter((f) => f.format !== f.expected)).toEqual([])
    expect(formats.some((f) => f.expected === DATE_TIME_FORMAT)).toBe(true)
  })
})

/** Words that keep their capital anywhere in a label: names. */
const PROPER = /^(CBSE|India|Indian|Hindi|English|IST|PDF|YouTube|WhatsApp|Appendix|IX|Message|Corner)$/

/** CBSE's wording of the Appendix IX items is kept exactly ("… under RTE Act, 2009 …"). */
const CBSE_WORDING = ITEMS.map((i) => i.label)

function capitalisedWords(label: string): string[] {
  if (CBSE_WORDING.some((words) => label.includes(words))) return []
  // Each sentence, list item ("B. 3.") or bracket starts afresh; words quoted from the site are as the site writes them.
  return label
    .replace(/"[^"]*"/g, '')
    .split(/(?:[.:(]|\s[-–]\s)\s*/)
    .flatMap((part) => part.trim().split(/\s+/).slice(1))
    .filter((w) => /^[A-Z][a-z]/.test(w) && !PROPER.test(w.replace(/[^A-Za-z]/g, '')))
}

/** What the admin shows of a label: itself, or the English of one written in both languages (`{ en, hi }`). */
const english = (label: unknown): string | null =>
  typeof label === 'string' ? label : label && typeof label === 'object' && typeof (label as { en?: unknown }).en === 'string' ? (label as { en: string }).en : null

describe('labels in the admin', () => {
  it('are in sentence case everywhere ("Date of issue", not "Date Of Issue"), including those Payload makes from field names', () => {
    const labels: Labelled[] = []
    for (const e of entities()) {
      if ('labels' in e) labels.push({ where: e.slug, label: english(e.labels.singular) ?? '' }, { where: e.slug, label: english(e.labels.plural) ?? '' })
      else if (typeof e.label === 'string') labels.push({ where: e.slug, label: e.label })
      for (const { field, where } of walk(e.fields, e.slug)) {
        // What nobody sees: hidden fields, and the names of fields that draw their own content.
        if (field.type === 'ui' || field.admin?.hidden) continue
        const label = 'label' in field ? english(field.label) : null
        if (label !== null) labels.push({ where, label })
        if ((field.type === 'array' || field.type === 'blocks') && field.labels) {
          labels.push({ where, label: String(field.labels.singular) }, { where, label: String(field.labels.plural) })
        }
        if (field.type === 'tabs') for (const tab of field.tabs) if (typeof tab.label === 'string') labels.push({ where, label: tab.label })
      }
    }
    expect(labels.length).toBeGreaterThan(300)
    expect(labels.find((l) => l.where === 'transfer-certificates.dateOfIssue')?.label).toBe('Date of issue')
    expect(labels.filter((l) => capitalisedWords(l.label).length > 0)).toEqual([])
  })
})
