/**
 * On-demand revalidation: a save, publish, unpublish or delete in the admin invalidates
 * the cached reads tagged with that collection or global, so public pages show it at once.
 */
import type { GlobalConfig, RequestContext } from 'payload'

import { tagFor } from '@/data/cacheTags'
import { pageCache } from '@/data/pageCache'
import { afterCommit } from '@/db/afterCommit'

type HookReq = { context: RequestContext; transactionID?: unknown }

/** Expires the cached reads (and pages) of one collection or global, now and again when the write commits. */
export async function expire(slug: string, req: HookReq) {
  if (req.context.disableRevalidate) return
  const tag = tagFor(slug)
  pageCache().invalidate(tag)
  // Hooks run inside the write's transaction: a page read that lands before the commit
  // could cache the old content again, so the tag is invalidated once more when it commits.
  await afterCommit(req, () => pageCache().invalidate(tag))
}

/** After a save or a delete in any collection: its cached reads expire. */
export const expireCollectionCache = async <T>({
  collection,
  doc,
  req,
}: {
  collection: { slug: string }
  doc: T
  req: HookReq
}): Promise<T> => {
  await expire(collection.slug, req)
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
          await expire(g.slug, req)
          return doc
        },
      ],
    },
  }
}
