/**
 * The site in two languages (English, the default, and Hindi). Payload keeps a localized
 * field once per language; an empty Hindi field shows the English (payload.config
 * `localization.fallback`).
 *
 * `localizeText` marks the human-language text of a set of fields as translatable, in one
 * place: every text, textarea and rich-text field, except those holding names of people,
 * addresses on the web, numbers and codes (TEXT_NOT_TRANSLATED). Dates, numbers, uploads,
 * selects and relations are never translated.
 *
 * `translationStamps` records when each language of a document last changed, so a page can
 * say it has no Hindi yet, or that its Hindi is older than its English (lib/i18n/translation).
 */
import type { CollectionBeforeChangeHook, Field, GlobalBeforeChangeHook, JSONField } from 'payload'

/** Field names that are never translated: people's names, links, contact details, codes. */
const TEXT_NOT_TRANSLATED = new RegExp(
  '^(' +
    [
      // People, places on the web, contact details, codes
      'name',
      'names',
      'author',
      'link',
      'links',
      'url',
      'href',
      'email',
      'phone',
      'mobile',
      'platform',
      'icon',
      'slug',
      'code',
      'legacyId',
      'importRun',
      'updatedBy',
      // Figures kept as text (fees, results, years, clock times)
      'year',
      'registered',
      'passed',
      'passPercentage',
      'percentage',
      'tuitionFee',
      'annualCharges',
      'fee',
      'startTime',
      'endTime',
      '.*(Name|Url|Link|Href|Number|Code|Id|Fee|Fees|Charges)',
    ].join('|') +
    ')$',
)

type Walkable = Field & { name?: string; localized?: boolean; fields?: Field[]; tabs?: { fields: Field[] }[] }

/** `fields` with their human-language text fields marked `localized: true` (a copy; the input is unchanged). */
export function localizeText(fields: Field[]): Field[] {
  return fields.map((f): Field => {
    const field = f as Walkable
    // A field already translated as a whole (another module's choice) keeps its parts as they are.
    if (field.localized) return f
    if (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') {
      if (field.name && TEXT_NOT_TRANSLATED.test(field.name)) return f
      return { ...field, localized: true } as Field
    }
    if (field.type === 'tabs' && field.tabs)
      return { ...field, tabs: field.tabs.map((t) => ({ ...t, fields: localizeText(t.fields) })) } as Field
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: localizeText(field.fields) } as Field
    return f
  })
}

/** When each language of a document was last saved: `{ en: ISO date, hi: ISO date }`. Not shown in the admin. */
export const TRANSLATION_STAMPS = 'translationStamps'

export const translationStampsField: JSONField = {
  name: TRANSLATION_STAMPS,
  type: 'json',
  admin: { hidden: true, disableListColumn: true, disableListFilter: true },
}

type Stamps = Record<string, string>

function stamped(
  data: Record<string, unknown>,
  original: Record<string, unknown> | undefined,
  locale: string | undefined,
): Record<string, unknown> {
  // Only a save in one language counts; reading every language at once ('all') saves none.
  if (!locale || locale === 'all') return data
  const previous = (original?.[TRANSLATION_STAMPS] ?? {}) as Stamps
  return { ...data, [TRANSLATION_STAMPS]: { ...previous, [locale]: new Date().toISOString() } }
}

/** Stamps the language being saved (a collection's documents). */
export const stampCollectionTranslation: CollectionBeforeChangeHook = ({ data, originalDoc, req }) =>
  stamped(data, originalDoc as Record<string, unknown> | undefined, req.locale ?? undefined)

/** Stamps the language being saved (a page). */
export const stampGlobalTranslation: GlobalBeforeChangeHook = ({ data, originalDoc, req }) =>
  stamped(data, originalDoc as Record<string, unknown> | undefined, req.locale ?? undefined)
