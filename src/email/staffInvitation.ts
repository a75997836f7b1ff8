/**
 * The e-mails that invite a person to work for a school on the website (users' invitations):
 * one for an address with no account yet (choose a password), one for an address whose account
 * works for another school of the deployment (accept working for this one too). The school that
 * invited them never learns which of the two was sent.
 */
import { env } from '@/env'
import { xmlEscape } from '@/lib/xml'

export const invitationLink = (token: string) => `${env().publicOrigin}/admin/invitation/${encodeURIComponent(token)}`

type Invitation = { schoolName: string; role: string; link: string; days: number }

const mail = (subject: string, paragraphs: string[], link: string, action: string) => ({
  subject,
  text: [...paragraphs.flatMap((p, i) => (i === 1 ? [p, link, ''] : [p, ''])), 'If you did not expect this, ignore this e-mail: nothing changes.', ''].join('\n'),
  html: [
    ...paragraphs.map((p, i) => (i === 1 ? `<p>${xmlEscape(p)}<br><a href="${xmlEscape(link)}">${xmlEscape(action)}</a><br>${xmlEscape(link)}</p>` : `<p>${xmlEscape(p)}</p>`)),
    '<p>If you did not expect this, ignore this e-mail: nothing changes.</p>',
  ].join('\n'),
})

/** To an address with no account: the link makes one, with the password its owner chooses. */
export const newAccountInvitation = ({ schoolName, role, link, days }: Invitation) =>
  mail(
    `You are invited to the ${schoolName} website`,
    [
      `${schoolName} invites you to keep its website as ${role}.`,
      `Choose your password here to make your account (this link works within ${days} days):`,
      'Then sign in with this e-mail address and that password.',
    ],
    link,
    'Choose your password',
  )

/** To an address whose account works for another school: the link adds this school to it. */
export const joinSchoolInvitation = ({ schoolName, role, link, days }: Invitation) =>
  mail(
    `You are invited to work for ${schoolName} on its website`,
    [
      `${schoolName} invites you to keep its website as ${role}, with your existing account on this website.`,
      `Accept here (this link works within ${days} days):`,
      'Then sign in as usual: your account works for that school too. Your password stays as it is.',
    ],
    link,
    'Accept the invitation',
  )
