/**
 * The password-reset e-mail: a link to the admin's reset page, valid once, for an hour; and a
 * new school's first administrator's invitation to the same page.
 */
import type { PayloadRequest } from 'payload'

import { env } from '@/env'
import { xmlEscape } from '@/lib/xml'

export const resetLink = (token: string) => `${env().publicOrigin}/admin/reset/${encodeURIComponent(token)}`

export const resetEmailSubject = () => 'Reset your password for the school website'

export const resetEmailHtml = (args?: { req?: PayloadRequest; token?: string; user?: unknown }) => {
  const link = resetLink(args?.token ?? '')
  return `<p>Someone asked to reset the password of this staff account on the school website.</p>
<p><a href="${link}">Choose a new password</a> (this link works once, within one hour):<br>${link}</p>
<p>If it was not you, ignore this e-mail: your password stays as it is.</p>`
}

/** The e-mail inviting a new school's first administrator to choose a password. */
export function invitationEmail({ schoolName, link, days }: { schoolName: string; link: string; days: number }) {
  const subject = `Your administrator account for the ${schoolName} website`
  const text = [
    `An administrator account for the ${schoolName} website has been made for this e-mail address.`,
    '',
    `Choose your password here (this link works once, within ${days} days):`,
    link,
    '',
    'Then sign in with this e-mail address and that password. If you did not expect this, ignore this e-mail.',
    '',
  ].join('\n')
  const html = `<p>An administrator account for the ${xmlEscape(schoolName)} website has been made for this e-mail address.</p>
<p><a href="${xmlEscape(link)}">Choose your password</a> (this link works once, within ${days} days):<br>${xmlEscape(link)}</p>
<p>Then sign in with this e-mail address and that password. If you did not expect this, ignore this e-mail.</p>`
  return { subject, text, html }
}
