/** A lowercase, hyphenated form of a label, for element ids. Pure. */
export const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** An address form for a query parameter (a category's `?category=`): small letters, digits and inner `-`, at most 60. */
export const ADDRESS_FORM = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/

/** A label's address form: "Sports & Games" → "sports-games". */
export const addressForm = (label: string): string =>
  slug(label.normalize('NFKD'))
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
