/**
 * What a visitor may see of a content type, written once and asked by every path that shows
 * content without a signed-in staff member: the access rules (src/access), search, the
 * compliance monitor, the content export and the TC lookup. A document is shown when it is
 * published (a type with drafts), not in the Trash (a type with one), and not part of a content
 * import still under way (content/staging: a type whose documents an import writes). Pure.
 */

type WhereLike = { [key: string]: unknown }

/** What a type has that decides what visitors see of it. */
export type Shown = { drafts?: boolean; trash?: boolean; imports?: boolean }

/** The database's form of the rule: the conditions a visitor's read adds. */
export function visibleWhere({ drafts, trash, imports }: Shown): WhereLike {
  return {
    and: [
      ...(drafts ? [{ _status: { equals: 'published' } }] : []),
      ...(trash ? [{ deletedAt: { exists: false } }] : []),
      ...(imports ? [{ importRun: { exists: false } }] : []),
    ],
  }
}

/**
 * The database's form of the rule for a collection as configured, for a read through the
 * Local API (which leaves the Trash out itself): published when it has drafts, not mid-import
 * when an import writes it (its `importRun` field).
 */
export const visibleWhereFor = (config: { versions?: unknown; fields: readonly unknown[] }): WhereLike =>
  visibleWhere({
    drafts: Boolean((config.versions as { drafts?: unknown } | undefined)?.drafts),
    imports: config.fields.some((f) => typeof f === 'object' && f !== null && (f as { name?: unknown }).name === 'importRun'),
  })

/** The same rule for one document as read (with its `_status`, `deletedAt` and `importRun` when it has them). */
export function visibleToVisitors(doc: { _status?: unknown; deletedAt?: unknown; importRun?: unknown }): boolean {
  if ('_status' in doc && doc._status !== 'published') return false
  return !doc.deletedAt && !doc.importRun
}
