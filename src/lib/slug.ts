/** A lowercase, hyphenated form of a label, for element ids. Pure. */
export const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-')
