/**
 * What a visitor may see of a content type, written once and asked by every path that shows
 * content without a signed-in staff member: the access rules (src/access), search, the
 * compliance monitor, the content export and the TC lookup. A document is shown when it is
 * published (a type with drafts), not in the Trash (a type with one), not part of a content
 * import still under way (content/staging: a type whose documents an import writes), and not a
 * page's outline that no one has written yet (`school:add --from`: src/features/schools/outline).
 * Pure.
 */

type WhereLike = { [key: string]: unknown }

/** What a type has that decides what visitors see of it. */
export type Shown = { drafts?: boolean; trash?: boolean; imports?: boolean; outlines?: boolean }

/** The field that marks a page as an outline copied from another school, not yet written (globals/shared). */
export const OUTLINE_FIELD = 'outline'

/** The database's form of the rule: the conditions a visitor's read adds. */
export function visibleWhere({ drafts, trash, imports, outlines }: Shown): WhereLike {
  return {
    and: [
      ...(drafts ? [{ _status: { equals: 'published' } }] : []),
      ...(trash ? [{ deletedAt: { exists: false } }] : []),
      ...(imports ? [{ importRun: { exists: false } }] : []),
      // Pages saved before outlines existed have no value: "not true", not "false".
      ...(outlines ? [{ or: [{ [OUTLINE_FIELD]: { exists: false } }, { [OUTLINE_FIELD]: { equals: false } }] }] : []),
    ],
  }
}

/**
 * The database's form of the rule for a collection as configured, for a read through the
 * Local API (which leaves the Trash out itself): published when it has drafts, not mid-import
 * when an import writes it (its `importRun` field).
 */
export const visibleWhereFor = (config: { versions?: unknown; fields: readonly unknown[] }): WhereLike => {
  const has = (name: string) => config.fields.some((f) => typeof f === 'object' && f !== null && (f as { name?: unknown }).name === name)
  return visibleWhere({ drafts: Boolean((config.versions as { drafts?: unknown } | undefined)?.drafts), imports: has('importRun'), outlines: has(OUTLINE_FIELD) })
}

/** The same rule for one document as read (with its `_status`, `deletedAt` and `importRun` when it has them). */
export function visibleToVisitors(doc: { _status?: unknown; deletedAt?: unknown; importRun?: unknown; outline?: unknown }): boolean {
  if ('_status' in doc && doc._status !== 'published') return false
  return !doc.deletedAt && !doc.importRun && !doc[OUTLINE_FIELD]
}
