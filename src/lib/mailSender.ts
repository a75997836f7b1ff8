/**
 * Who e-mail comes from. MAIL_FROM is the deployment's sender: an address, or
 * "Name <address>". Mail sent for one school carries that school's name, from the
 * deployment's one address: the vendor's domain is the one set up to send (SPF, DKIM), so a
 * school needs no mail set-up of its own. Pure.
 */

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'School website <no-reply@localhost>'

export type Sender = { name: string; address: string }

export function parseSender(from: string): Sender {
  const parsed = /^(.*?)\s*<([^>]+)>$/.exec(from.trim())
  return { name: parsed?.[1]?.replace(/^"|"$/g, '').trim() || 'School website', address: (parsed?.[2] ?? from).trim() }
}

/** The sender of a school's mail: its name (nothing that could break the header), at the deployment's address. */
export function schoolSender(schoolName: string, { name, address }: Sender): Sender {
  const own = schoolName.replace(/[\u0000-\u001f\u007f"\\<>]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100)
  return { name: own || name, address }
}
