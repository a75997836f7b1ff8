/** Reading record ids out of URLs. Pure. */

/** A query parameter's first value (Next gives a repeated one as an array). */
export const firstParam = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)

/** A record id as it appears in `?id=`: a positive whole number in plain digits, else null. */
export function parseRecordId(value: string | string[] | null | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= 2_147_483_647 ? id : null
}

/**
 * A record reference in `?id=`: our own numeric id or an id kept from the previous system
 * (letters, digits, `-` and `_`, e.g. a 24-digit hex object id). Anything else is null.
 */
export function parseRecordRef(value: string | string[] | null | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value
  return typeof raw === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null
}
