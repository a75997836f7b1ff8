/**
 * "Last updated" on every public page (GIGW 3.0): the newest change time of the content the
 * page shows. Pure.
 */

type Stamped = { updatedAt?: string | null } | string | null | undefined

/** The latest of several change times (documents with `updatedAt`, or ISO strings), or null when none is known. */
export function newestChange(...items: (Stamped | readonly Stamped[])[]): string | null {
  let best: number | null = null
  const consider = (item: Stamped) => {
    const iso = typeof item === 'string' ? item : item?.updatedAt
    if (!iso) return
    const t = new Date(iso).getTime()
    if (!Number.isNaN(t) && (best === null || t > best)) best = t
  }
  for (const item of items) {
    if (Array.isArray(item)) (item as readonly Stamped[]).forEach(consider)
    else consider(item as Stamped)
  }
  return best === null ? null : new Date(best).toISOString()
}
