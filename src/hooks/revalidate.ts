/**
 * On-demand revalidation: a save, publish, unpublish or delete in the admin invalidates
 * the cached reads tagged with that collection or page in that school, so its public pages
 * show it at once (and other schools' stay cached).
 */
import type { GlobalConfig, RequestContext } from 'payload'

import { expiredBy, tagFor } from '@/data/cacheTags'
import { schoolIdOf } from '@/tenancy/rules'
import { pageCache } from '@/data/pageCache'
import { afterCommit } from '@/db/afterCommit'

type HookReq = { context: RequestContext; transactionID?: unknown }

/**
 * Expires the cached reads (and pages) of one collection or page in `school` (of every school
 * when null: data/cacheTags `expiredBy`), now and again when the write commits.
 */
export async function expire(of: Parameters<typeof tagFor>[0], req: HookReq, school: number | null) {
  if (req.context.disableRevalidate) return
  await expireTags(expiredBy(tagFor(of), school), req)
}

/** Expires these tags, now and again when the write commits. */
export async function expireTags(tags: string[], req: HookReq) {
  const invalidate = () => {
    for (const tag of tags) pageCache().invalidate(tag)
  }
  invalidate()
  // Hooks run inside the write's transaction: a page read that lands before the commit
  // could cache the old content again, so the tags are invalidated once more when it commits.
  await afterCommit(req, invalidate)
}

/**
 * After a save or a delete in any collection: its cached reads expire, in its school, and in
 * the school it was in before when an operator moved it (that school's pages showed it).
 */
export const expireCollectionCache = async <T>({
  collection,
  doc,
  previousDoc,
  req,
}: {
  collection: { slug: string; custom?: Record<string, unknown> }
  doc: T
  previousDoc?: unknown
  req: HookReq
}): Promise<T> => {
  const school = schoolIdOf(doc as { school?: unknown })
  await expire(collection, req, school)
  const before = schoolIdOf(previousDoc as { school?: unknown } | undefined)
  if (before !== null && before !== school) await expire(collection, req, before)
  return doc
}

export function withGlobalRevalidation(g: GlobalConfig): GlobalConfig {
  const hooks = g.hooks ?? {}
  return {
    ...g,
    hooks: {
      ...hooks,
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ doc, req }) => {
          // A page's document names its school (src/tenancy/pages.ts).
          await expire(g.slug, req, schoolIdOf(doc))
          return doc
        },
      ],
    },
  }
}
