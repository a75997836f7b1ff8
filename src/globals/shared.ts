import type { CheckboxField, GlobalBeforeChangeHook, GlobalConfig } from 'payload'

import { staff, writtenOrStaff } from '@/access'
import { localizeText, stampGlobalTranslation, translationStampsField } from '@/fields/localized'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { OUTLINE_FIELD } from '@/lib/visibility'

export const PAGES_GROUP = 'Pages'

/**
 * A page's outline: its lists' rows and headings copied from another school's page when the
 * school was added (`school:add --from`, src/features/schools/outline), everything else empty.
 * Visitors read an outline as a page not written yet (lib/visibility) until staff save it.
 */
const outlineField: CheckboxField = {
  name: OUTLINE_FIELD,
  label: 'Outline only: not on the site yet',
  type: 'checkbox',
  admin: {
    position: 'sidebar',
    readOnly: true,
    condition: (data) => Boolean(data?.[OUTLINE_FIELD]),
    description: 'The headings and rows were copied from another school’s page as a start. Fill in the rest and save in English: the page then shows on the site.',
  },
}

/** Saved in English by staff, an outline is written: the page shows. A save in Hindi alone leaves it hidden. */
const writtenOnSave: GlobalBeforeChangeHook = ({ data, originalDoc, req }) =>
  (data?.[OUTLINE_FIELD] ?? originalDoc?.[OUTLINE_FIELD]) && (!req.locale || req.locale === DEFAULT_LOCALE) ? { ...data, [OUTLINE_FIELD]: false } : data

/**
 * A content page: public to read (an outline only to staff), edited by any staff member, its
 * words translatable into Hindi (fields/localized), with a record of when each language last
 * changed.
 */
export function contentPage(slug: string, label: string, fields: GlobalConfig['fields']): GlobalConfig {
  return {
    slug,
    label,
    access: { read: writtenOrStaff, update: staff },
    admin: { group: PAGES_GROUP },
    fields: [...localizeText(fields), translationStampsField, outlineField],
    hooks: { beforeChange: [stampGlobalTranslation, writtenOnSave] },
  }
}
