/** The public read of policy pages (the kit: src/data/queries). */
import 'server-only'

import { readOne } from '@/data/queries'
import type { PolicySlug } from '@/lib/policies'

/** One published policy page by its fixed address (lib/policies), or null. */
export const getPolicyPage = readOne<'policy-pages', PolicySlug>('policy-pages', 'slug')
