/**
 * Adding staff is an invitation, so that a school's administrator never learns whether an address
 * has an account at another school of the deployment (issue #41). The administrator always gets
 * the same answer, "Invitation sent to <address>.", and nothing is stored:
 * - an address with no account is e-mailed a link to choose a password, which makes its account
 *   for the school;
 * - an address whose account works for another school is e-mailed a link to accept working for
 *   this one too; only that acceptance adds the school to the account's list.
 * The link is signed (./invitationToken.ts) and names the address, the name, the role and the
 * school, for 7 days. An account has one role: an invitation for another role than
 * the account's is refused to its owner, who is told why. Only a vendor operator makes accounts
 * directly (users' `create` access).
 *
 * Budgets: an invitation costs one read of the accounts by e-mail and one e-mail, at most 5 an
 * hour to one address (counted by a digest of it, for every school together) and 50 an hour from
 * one administrator; accepting costs one HMAC before anything is read, and a link is at most 2 KB.
 */
import { createHash } from 'node:crypto'

import { addDataAndFileToRequest, ValidationError, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { isAdmin, isOperator, type Role } from '@/access/roles'
import { mailFrom } from '@/email/smtp'
import { invitationLink, joinSchoolInvitation, newAccountInvitation } from '@/email/staffInvitation'
import { allSchools, schoolsOf } from '@/tenancy'
import { schoolSender } from '@/lib/mailSender'
import { sharedLimiter, waitPhrase } from '@/server/rateLimit'
import { MAX_EMAIL_LENGTH } from './hooks/limitSignIn'
import { INVITED_ROLES, readInvitation, signInvitation } from './invitationToken'
import { AccountRefusal } from './refusal'

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7
/** Invitations one address may get an hour, from all schools together. */
const INVITATIONS_PER_ADDRESS = 5
/** Invitations one administrator may send an hour (a school's whole staff is fewer). */
const INVITATIONS_PER_SENDER = 50

const AS_ROLE: Record<Role, string> = { admin: 'an administrator', editor: 'an editor', operator: 'a vendor operator', admissions: 'admissions staff' }

const refuse = (path: string, message: string, req: PayloadRequest) => new ValidationError({ collection: 'users', errors: [{ path, message }], req }, req.t)

const InviteBody = z.object({
  email: z.string().trim().toLowerCase().max(MAX_EMAIL_LENGTH).pipe(z.email()),
  name: z.string().trim().min(1).max(200),
  role: z.enum(INVITED_ROLES),
  school: z.coerce.number().int().positive().optional(),
})

const WHAT_TO_FIX: Record<string, string> = {
  email: 'Enter the e-mail address of the person to invite, e.g. teacher@school.example.',
  name: 'Enter their name (at most 200 characters).',
  role: 'Choose Administrator, Editor or Admissions staff.',
  school: 'Choose the school to invite them to.',
}

async function body(req: PayloadRequest): Promise<Record<string, unknown>> {
  await addDataAndFileToRequest(req)
  return req.data && typeof req.data === 'object' ? (req.data as Record<string, unknown>) : {}
}

type Account = { id: number; role?: Role | null; schools?: { school?: number | { id: number } | null }[] | null }

const accountOf = async (payload: Payload, email: string): Promise<Account | null> =>
  ((await allSchools(payload, 'staff accounts').find({ collection: 'users', where: { email: { equals: email } }, depth: 0, limit: 1, pagination: false })).docs[0] as Account | undefined) ?? null

const schoolNamed = async (payload: Payload, id: number) =>
  (await allSchools(payload, 'the list of schools').findByID({ collection: 'schools', id, depth: 0, disableErrors: true, select: { name: true } })) as { id: number; name: string } | null

/** The deployment's secret as set (PAYLOAD_SECRET, or the one generated into DATA_DIR); `payload.secret` is Payload's own digest of it. */
const secretOf = (payload: Payload) => payload.config.secret

const perAddress = () => sharedLimiter('staff-invitations', INVITATIONS_PER_ADDRESS, 60 * 60)
const perSender = () => sharedLimiter('staff-invitations-sent', INVITATIONS_PER_SENDER, 60 * 60)

/** `POST /cms-api/users/invite` { email, name, role, school? }: an administrator invites a person to their school. */
export const inviteEndpoint: Endpoint = {
  path: '/invite',
  method: 'post',
  handler: async (req) => {
    const user = req.user as (Account & { role?: Role | null }) | null
    if (!user || !isAdmin(user)) throw new AccountRefusal('Only an administrator can invite staff.', 403)
    const parsed = InviteBody.safeParse(await body(req))
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'email')
      throw refuse(field, WHAT_TO_FIX[field] ?? WHAT_TO_FIX.email!, req)
    }
    const { email, name, role } = parsed.data
    const mine = isOperator(user) ? null : schoolsOf(user)
    const schoolId = parsed.data.school ?? (mine?.length === 1 ? mine[0] : undefined)
    if (schoolId === undefined) throw refuse('school', 'Choose the school to invite them to with the school switch at the top of the menu.', req)
    if (mine && !mine.includes(schoolId)) throw refuse('school', 'You can only invite staff to the schools you work for.', req)
    const school = await schoolNamed(req.payload, schoolId)
    if (!school) throw refuse('school', WHAT_TO_FIX.school!, req)

    const account = await accountOf(req.payload, email)
    // Already on this school's list of accounts, which its administrators see anyway.
    if (account && schoolsOf(account).includes(school.id)) throw refuse('email', `${email} already works for ${school.name}.`, req)
    const sent = await perSender().consume(String(user.id))
    const limit = sent.allowed ? await perAddress().consume(createHash('sha256').update(email).digest('base64url')) : sent
    if (!limit.allowed) {
      req.responseHeaders = new Headers({ 'Retry-After': String(limit.retryAfterSeconds) })
      const whom = sent.allowed ? `to ${email}` : 'from your account'
      throw new AccountRefusal(`Too many invitations ${whom}: try again in ${waitPhrase(limit.retryAfterSeconds)}.`, 429)
    }

    // Sent after the answer, which is the same whichever e-mail goes.
    void sendInvitation(req.payload, { email, name, role, school }, Boolean(account)).catch((err: unknown) =>
      req.payload.logger.error({ err }, 'A staff invitation could not be sent'),
    )
    return Response.json({ message: `Invitation sent to ${email}.` }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

/**
 * E-mails an invitation's link (to join `school` when the address has an account, else to make
 * one); resolves with the link once the mail is given to the mailer (src/email/smtp.ts sends it
 * after). Also the operator's commands' (a school moved with its staff,
 * src/features/schools/move.ts), which print the link should the mail not reach the mail server.
 */
export async function sendInvitation(
  payload: Payload,
  { email, name, role, school }: { email: string; name: string; role: (typeof INVITED_ROLES)[number]; school: { id: number; name: string } },
  hasAccount: boolean,
): Promise<string> {
  const expires = Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000
  const link = invitationLink(signInvitation({ email, name, role, school: school.id, expires }, secretOf(payload)))
  const content = { schoolName: school.name, role: AS_ROLE[role], link, days: INVITATION_DAYS }
  const mail = hasAccount ? joinSchoolInvitation(content) : newAccountInvitation(content)
  await payload.sendEmail({ to: email, from: schoolSender(school.name, mailFrom(payload)), ...mail })
  return link
}

const INVALID = 'This invitation link is not valid, or has expired: ask the school for a new one.'

/** What an invitation's page shows before it is accepted (components/admin/Invitation). */
export async function invitationFor(payload: Payload, token: unknown) {
  const invitation = readInvitation(token, secretOf(payload))
  const school = invitation && (await schoolNamed(payload, invitation.school))
  if (!invitation || !school) return null
  return { ...invitation, schoolName: school.name, hasAccount: Boolean(await accountOf(payload, invitation.email)) }
}

/**
 * `POST /cms-api/users/accept-invitation` { token, password? }: the invited person accepts. With
 * no account yet, the password they chose makes one for the school (a weak one is refused, naming
 * `password`); with an account of the same role, the school is added to its list.
 */
export const acceptInvitationEndpoint: Endpoint = {
  path: '/accept-invitation',
  method: 'post',
  handler: async (req) => {
    const { token, password } = await body(req)
    const found = await invitationFor(req.payload, token)
    if (!found) throw new AccountRefusal(INVALID, 400)
    const { email, name, role, schoolName } = found
    const school = found.school
    const account = await accountOf(req.payload, email)
    const answer = (message: string) => Response.json({ message }, { headers: { 'Cache-Control': 'no-store' } })
    if (account) {
      if (account.role !== role) {
        throw new AccountRefusal(
          `This invitation is for ${AS_ROLE[role]} of ${schoolName}, and your account is ${AS_ROLE[account.role ?? 'editor']}'s: an account has one role. Ask ${schoolName} to invite another of your e-mail addresses.`,
          400,
        )
      }
      const schools = schoolsOf(account)
      if (schools.includes(school)) return answer(`Your account already works for ${schoolName}. Sign in as usual.`)
      // Without this request's user: the person accepting need not be signed in, nor be an administrator.
      await allSchools(req.payload, 'staff accounts').update({ collection: 'users', id: account.id, data: { schools: [...schools, school].map((id) => ({ school: id })) }, depth: 0 })
      return answer(`Your account now works for ${schoolName} too. Sign in as usual.`)
    }
    if (typeof password !== 'string' || !password) throw refuse('password', 'Choose a password.', req)
    await allSchools(req.payload, 'staff accounts').create({ collection: 'users', data: { email, name, role, password, schools: [{ school }] }, depth: 0 })
    return answer(`Your account for ${schoolName} is ready: sign in with ${email} and the password you chose.`)
  },
}
