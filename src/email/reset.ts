/** The password-reset e-mail: a link to the admin's reset page, valid once, for an hour. */
import type { PayloadRequest } from 'payload'

import { env } from '@/env'

export const resetLink = (token: string) => `${env().publicOrigin}/admin/reset/${encodeURIComponent(token)}`

export const resetEmailSubject = () => 'Reset your password for the school website'

export const resetEmailHtml = (args?: { req?: PayloadRequest; token?: string; user?: unknown }) => {
  const link = resetLink(args?.token ?? '')
  return `<p>Someone asked to reset the password of this staff account on the school website.</p>
<p><a href="${link}">Choose a new password</a> (this link works once, within one hour):<br>${link}</p>
<p>If it was not you, ignore this e-mail: your password stays as it is.</p>`
}
