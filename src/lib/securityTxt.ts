/**
 * `/.well-known/security.txt` (RFC 9116): where to report a security problem with the site.
 * The contact is the school's own (school profile, from the CMS). Pure.
 */

type Email = { label?: string | null; email?: string | null }

/** The school's address for security reports: one labelled for security or the website, else the first. */
export function securityContact(emails: Email[] | null | undefined): string | null {
  const listed = (emails ?? []).filter((e): e is Email & { email: string } => typeof e.email === 'string' && e.email.includes('@'))
  const chosen = listed.find((e) => /security|web/i.test(e.label ?? '') || /\bIT\b/.test(e.label ?? '')) ?? listed[0]
  return chosen ? chosen.email.trim() : null
}

/** How long a served file says it holds: RFC 9116 asks for less than a year ahead; it is made afresh on each request. */
const VALID_DAYS = 364

export function securityTxt({ contact, now, origin }: { contact: string; now: Date; origin: string | null }): string {
  const expires = new Date(now.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000)
  expires.setUTCMilliseconds(0)
  return [
    `Contact: mailto:${contact}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: en, hi',
    ...(origin ? [`Canonical: ${origin}/.well-known/security.txt`] : []),
    '',
  ].join('\n')
}
