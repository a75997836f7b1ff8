import type { GlobalConfig } from 'payload'

import { anyone, staff } from '@/access'
import { localizeText, stampGlobalTranslation, translationStampsField } from '@/fields/localized'

export const PAGES_GROUP = 'Pages'

/**
 * A content page: public to read, edited by any staff member, its words translatable into
 * Hindi (fields/localized), with a record of when each language last changed.
 */
export function contentPage(slug: string, label: string, fields: GlobalConfig['fields']): GlobalConfig {
  return {
    slug,
    label,
    access: { read: anyone, update: staff },
    admin: { group: PAGES_GROUP },
    fields: [...localizeText(fields), translationStampsField],
    hooks: { beforeChange: [stampGlobalTranslation] },
  }
}
