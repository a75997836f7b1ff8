/**
 * Site search as a Payload plugin: the `search-index` collection (hidden from the admin,
 * readable by nobody through the APIs), and hooks on the searched collections and pages that
 * keep it current. Each hook writes in the transaction of the save that fired it, so the
 * index changes exactly when the content does (and not at all when the save fails).
 *
 * - A news item, event, newsletter, album or topper: its shown version is indexed again
 *   after every save (a draft of a published document leaves the published one in place;
 *   unpublishing, the Trash or an import's hidden record take it out); a delete removes it.
 * - A CMS page: indexed again after every save.
 * - A PDF's title shows on the pages that list it: a change to a PDF indexes the pages again.
 * A content import writes its new records hidden and shows them all at once without hooks;
 * it indexes them itself (content/import).
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Config,
  GlobalAfterChangeHook,
  GlobalConfig,
} from 'payload'

import { contentType, factsOf } from '@/content/facts'
import { indexDocuments, INDEXED_GLOBALS, indexGlobal, indexPages, removeDocument, SEARCH_INDEX } from './indexer'
import { schoolIdOf } from '@/tenancy/rules'

const nobody = () => false

export const SearchIndex: CollectionConfig = contentType(
  {
  slug: SEARCH_INDEX,
  labels: { singular: 'Search entry', plural: 'Search index' },
  admin: { hidden: true, useAsTitle: 'title' },
  // Only the server reads and writes it (overrideAccess); the REST and GraphQL APIs refuse everyone.
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  graphQL: false,
  timestamps: false,
  fields: [
    // What the entry stands for: `news:12`, `global:admission-page`, `page:tc`.
    { name: 'owner', type: 'text', required: true, index: true },
    { name: 'kind', type: 'text', required: true },
    { name: 'path', type: 'text', required: true },
    { name: 'title', type: 'text', required: true },
    // A page's section headings: they weigh more than its text.
    { name: 'headings', type: 'text' },
    { name: 'text', type: 'textarea' },
  ],
  },
  // Built from what visitors see, never shown itself.
  { private: true },
)

/** Set in a request's context to leave the index alone (a caller that indexes afterwards). */
export const SKIP_SEARCH_INDEX = 'skipSearchIndex'

const afterChange =
  (slug: string): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    // A record of an import under way is hidden; the import indexes it when it shows it.
    if (req.context[SKIP_SEARCH_INDEX] || (doc as { importRun?: unknown }).importRun) return doc
    // Its school's searches expire, and those of the school it was moved from.
    await indexDocuments(req.payload, slug, [doc.id], req, [schoolIdOf(doc), schoolIdOf(previousDoc)].filter((s) => s !== null))
    return doc
  }

const afterDelete =
  (slug: string): CollectionAfterDeleteHook =>
  async ({ id, doc, req }) => {
    if (!req.context[SKIP_SEARCH_INDEX]) await removeDocument(req.payload, slug, id, req, schoolIdOf(doc))
    return doc
  }

/** A new PDF is on no page yet; a renamed (or trashed) one may be. */
const pdfChanged: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const changed = operation === 'update' && (doc.title !== previousDoc?.title || doc.deletedAt !== previousDoc?.deletedAt)
  if (changed && !req.context[SKIP_SEARCH_INDEX]) await indexPages(req.payload, req, schoolIdOf(doc))
  return doc
}

const pdfDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (!req.context[SKIP_SEARCH_INDEX]) await indexPages(req.payload, req, schoolIdOf(doc))
  return doc
}

const globalChanged =
  (slug: string): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    // A page's document names its school (src/tenancy/pages.ts).
    const school = schoolIdOf(doc)
    if (!req.context[SKIP_SEARCH_INDEX] && school !== null) await indexGlobal(req.payload, slug, school, req)
    return doc
  }

function withCollectionHooks(c: CollectionConfig): CollectionConfig {
  const hooks = c.hooks ?? {}
  if (factsOf(c).search) {
    return {
      ...c,
      hooks: {
        ...hooks,
        afterChange: [...(hooks.afterChange ?? []), afterChange(c.slug)],
        afterDelete: [...(hooks.afterDelete ?? []), afterDelete(c.slug)],
      },
    }
  }
  if (c.slug === 'documents') {
    return {
      ...c,
      hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), pdfChanged], afterDelete: [...(hooks.afterDelete ?? []), pdfDeleted] },
    }
  }
  return c
}

function withGlobalHooks(g: GlobalConfig): GlobalConfig {
  if (!INDEXED_GLOBALS.includes(g.slug)) return g
  const hooks = g.hooks ?? {}
  return { ...g, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), globalChanged(g.slug)] } }
}

/** The plugin: add it to `plugins` in payload.config. */
export function searchPlugin(config: Config): Config {
  return {
    ...config,
    collections: [...(config.collections ?? []).map(withCollectionHooks), SearchIndex],
    globals: (config.globals ?? []).map(withGlobalHooks),
  }
}
