/**
 * Every content collection's publishing in the audit log: one decorator, applied once to every
 * per-school collection (src/content/index.ts). A staff member's publish, unpublish, move to the
 * Trash, restore from it and permanent delete are recorded (./rules.ts `contentChange` says
 * which a save was); drafts saved are not, nor the server's own work (imports, retention).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionConfig, CollectionSlug } from 'payload'

import { factsOf, textOf } from '@/content/facts'
import { forSchoolOf, schoolIdOf } from '@/tenancy'
import { AUDIT_EVENTS, recordAudit, type AuditTarget } from './record'
import { contentChange } from './rules'

type Doc = Record<string, unknown>

const draftKey = (slug: string) => `audit:draft:${slug}`
const publishedKey = (slug: string, id: unknown) => `audit:published:${slug}:${String(id)}`

const labelOf = (collection: CollectionConfig): string => {
  const label = collection.labels?.singular
  if (typeof label === 'string') return label
  if (label && typeof label === 'object' && typeof (label as Record<string, unknown>).en === 'string') return (label as Record<string, string>).en!
  return collection.slug
}

/**
 * The document, by its title where visitors see it; a private collection's (the TC register, consent
 * records, registrations, feedback) by its id only: its titles are people's names, a child's among them.
 */
const targetOf = (collection: CollectionConfig, doc: Doc): AuditTarget => {
  const titleField = factsOf(collection).private ? undefined : collection.admin?.useAsTitle
  const title = titleField ? textOf(doc[titleField]) : ''
  return { collection: collection.slug, id: doc.id as number | string, title: title || null }
}

const named = (label: string, target: AuditTarget) => (target.title ? `${label} “${target.title}”` : `${label} ${target.id}`)

const VERB = { publish: 'Published', unpublish: 'Unpublished', delete: 'Moved to the Trash', restore: 'Restored from the Trash' } as const

/** Adds the audit hooks to one collection (the shared ones, and the log itself, are left as they are). */
export function audited(collection: CollectionConfig): CollectionConfig {
  if (factsOf(collection).shared || collection.slug === AUDIT_EVENTS) return collection
  const hasDrafts = typeof collection.versions === 'object' && Boolean(collection.versions.drafts)
  const label = labelOf(collection)

  // Whether this save was asked as a draft: Payload tells the operation, not the change hooks.
  const noteDraft: CollectionBeforeOperationHook = ({ args, operation, req }) => {
    if (operation === 'create' || operation === 'update' || operation === 'updateByID') req.context[draftKey(collection.slug)] = Boolean((args as { draft?: unknown }).draft)
    return args
  }

  /**
   * An unpublish (a save of `_status: 'draft'` that is not a draft save): whether the document
   * was published is its own row's status, not its latest version's (a newer draft may sit over it).
   */
  const noteWasPublished: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
    if (!hasDrafts || operation !== 'update' || !req.user || !originalDoc || data._status !== 'draft' || req.context[draftKey(collection.slug)]) return data
    const school = await forSchoolOf(req, originalDoc)
    const row = school ? await school.db.findOne<{ id: number; _status?: unknown }>({ collection: collection.slug as CollectionSlug, where: { id: { equals: originalDoc.id } } }) : null
    req.context[publishedKey(collection.slug, originalDoc.id)] = row?._status === 'published'
    return data
  }

  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    if (!req.user) return doc
    const noted = req.context[publishedKey(collection.slug, doc.id)]
    const before = noted === undefined ? previousDoc : { ...previousDoc, _status: noted ? 'published' : 'draft' }
    req.context[publishedKey(collection.slug, doc.id)] = undefined
    const kind = contentChange(before, doc, { draft: Boolean(req.context[draftKey(collection.slug)]), hasDrafts })
    if (!kind) return doc
    const target = targetOf(collection, doc)
    await recordAudit(req, { kind, target, summary: `${VERB[kind]}: ${named(label, target)}`, schools: [schoolIdOf(doc)] })
    return doc
  }

  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    if (!req.user) return doc
    const target = targetOf(collection, doc)
    await recordAudit(req, { kind: 'delete', target, summary: `Deleted permanently: ${named(label, target)}`, schools: [schoolIdOf(doc)] })
    return doc
  }

  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [...(hooks.beforeOperation ?? []), noteDraft],
      beforeChange: [...(hooks.beforeChange ?? []), noteWasPublished],
      afterChange: [...(hooks.afterChange ?? []), afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), afterDelete],
    },
  }
}
