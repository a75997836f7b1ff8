/**
 * On-demand revalidation: a save, publish, unpublish or delete in the admin invalidates
 * the cached reads tagged with that collection or global, so public pages show it at once.
 */
import type { CollectionConfig, GlobalConfig, RequestContext } from 'payload'

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

export function withRevalidation(c: CollectionConfig): CollectionConfig {
  const hooks = c.hooks ?? {}
  return {
    ...c,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), ({ doc, req }) => (expire(c.slug, req.context), doc)],
      afterDelete: [...(hooks.afterDelete ?? []), ({ doc, req }) => (expire(c.slug, req.context), doc)],
    },
  }
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
