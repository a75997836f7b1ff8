/**
 * On-demand revalidation: a save, publish, unpublish or delete in the admin invalidates
 * the cached reads tagged with that collection or global, so public pages show it at once.
 */
import type { GlobalConfig, RequestContext } from 'payload'

import { tagFor } from '@/data/cacheTags'
import { pageCache } from '@/data/pageCache'

function expire(slug: string, context: RequestContext) {
  if (context.disableRevalidate) return
  const tag = tagFor(slug)
  pageCache().invalidate(tag)
  // Hooks run inside the write's transaction: a page read that lands before the commit
  // could cache the old content again, so the tag is invalidated once more just after.
  setTimeout(() => pageCache().invalidate(tag), 300).unref()
}

/** After a save or a delete in any collection: its cached reads expire. */
export const expireCollectionCache = <T>({
  collection,
  doc,
  req,
}: {
  collection: { slug: string }
  doc: T
  req: { context: RequestContext }
}): T => {
  expire(collection.slug, req.context)
  return doc
}

export function withGlobalRevalidation(g: GlobalConfig): GlobalConfig {
  const hooks = g.hooks ?? {}
  return {
    ...g,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), ({ doc, req }) => (expire(g.slug, req.context), doc)],
    },
  }
}
