import type { GlobalConfig } from 'payload'

import { anyone, staff } from '@/access'

export const PAGES_GROUP = 'Pages'

/** A content page: public to read, edited by any staff member. */
export function contentPage(
  slug: string,
  label: string,
  fields: GlobalConfig['fields'],
): GlobalConfig {
  return {
    slug,
    label,
    access: { read: anyone, update: staff },
    admin: { group: PAGES_GROUP },
    fields,
  }
}
