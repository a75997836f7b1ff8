/**
 * Classes (issue #45): the sections a school writes to, such as `VI-A`. An item for some
 * classes names them; a parent's subscription names the classes they chose; the queue and
 * the figures keep a subscriber's classes as one short key, `|3|7|` (ids, '' for none), so that
 * both databases can match it with LIKE and no join. Pure.
 */

/** The most classes one item or one subscription may name (an item for more is for the whole school). */
export const MAX_CLASSES = 60

/** A class's name as staff write it: letters, digits, spaces and `-`, `/`, `.`, `(`, `)`; e.g. `VI-A`, `XI Science`. */
export const CLASS_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ./()-]{0,29}$/u

type Ref = number | { id: number; name?: string | null } | null | undefined

const idOf = (ref: Ref): number | null => (typeof ref === 'number' ? ref : ref && typeof ref.id === 'number' ? ref.id : null)

/** The ids a relationship value names, without repeats, in order. */
export const classIdsOf = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set((value as Ref[]).map(idOf).filter((id): id is number => id !== null && Number.isSafeInteger(id) && id > 0))] : []

/** The class names a populated relationship value carries (depth ≥ 1), in order; unpopulated ids are left out. */
export const classNamesOf = (value: unknown): string[] =>
  Array.isArray(value) ? (value as Ref[]).flatMap((c) => (c && typeof c === 'object' && typeof c.name === 'string' ? [c.name] : [])) : []

/** The key a subscription's classes are kept and matched by: `|3|7|`, or '' for none. */
export const classKey = (ids: readonly number[]): string => (ids.length ? `|${[...ids].sort((a, b) => a - b).join('|')}|` : '')

/** The ids a key names. */
export const idsOfKey = (key: unknown): number[] =>
  typeof key === 'string' ? key.split('|').filter(Boolean).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0) : []

/**
 * The classes a form chose (checkboxes named `classes`, values the ids): only ids of `known`
 * (the school's classes), each once. Anything else is left out: a stale page names a class
 * since deleted, and that must not cost the parent their subscription.
 */
export const chosenClasses = (given: unknown, known: readonly number[]): number[] => {
  const values = (Array.isArray(given) ? given : [given]).filter((v) => typeof v === 'string' || typeof v === 'number').slice(0, MAX_CLASSES * 2)
  const ids = new Set(values.map((v) => Number(v)))
  return known.filter((id) => ids.has(id)).slice(0, MAX_CLASSES)
}
