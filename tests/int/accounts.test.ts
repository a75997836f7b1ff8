/**
 * Staff accounts: a password reset e-mailed through a real SMTP server (smtp-server on a
 * loopback port) whose link sets a new password once; changing one's own password or
 * e-mail asks for the current password.
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CURRENT_PASSWORD_MESSAGE } from '@/features/accounts/hooks/currentPassword'
import { startInbox } from './inbox'
import { staffUsers, testPayload } from './payload'

let mail: Awaited<ReturnType<typeof startInbox>>
let payload: Payload
const PASSWORD = 'correct-horse-battery'

beforeAll(async () => {
  mail = await startInbox()
  process.env.SMTP_URL = mail.url
  process.env.MAIL_FROM = 'Test School <office@school.example>'
  payload = await testPayload()
})

afterAll(() => mail.close())

const mailTo = (email: string) => mail.to(email)

const from = async (address: string) => createLocalReq({ req: { headers: new Headers({ 'x-forwarded-for': address }) } }, payload)

describe('password reset', () => {
  it('e-mails a link that sets a new password, once (and a password printed at first start then counts as changed)', async () => {
    const { editor } = await staffUsers(payload)
    await payload.update({ collection: 'users', id: editor.id, data: { mustChangePassword: true }, overrideAccess: true })
    await payload.forgotPassword({ collection: 'users', data: { email: editor.email }, req: await from('198.51.100.10') })
    const mail = await mailTo(editor.email)
    expect(mail.subject).toMatch(/reset your password/i)
    const link = /https?:\/\/[^\s"<]+\/admin\/reset\/([A-Za-z0-9]+)/.exec(mail.text || mail.html)
    expect(link, mail.text).not.toBeNull()
    const token = link![1]!

    await payload.resetPassword({ collection: 'users', data: { token, password: 'a-brand-new-passphrase' }, overrideAccess: true })
    const login = await payload.login({ collection: 'users', data: { email: editor.email, password: 'a-brand-new-passphrase' }, req: await from('198.51.100.11') })
    expect(login.token).toBeTruthy()
    expect(login.user?.mustChangePassword).toBe(false)
    await expect(payload.login({ collection: 'users', data: { email: editor.email, password: PASSWORD }, req: await from('198.51.100.12') })).rejects.toThrow(
      /incorrect/i,
    )
    // The link works once.
    await expect(payload.resetPassword({ collection: 'users', data: { token, password: 'yet-another-passphrase' }, overrideAccess: true })).rejects.toThrow()
  })

  it('answers an unknown address the same way, and sends nothing', async () => {
    const before = mail.mails.length
    const answer = await payload.forgotPassword({ collection: 'users', data: { email: 'nobody-here@example.com' }, req: await from('198.51.100.20') })
    expect(answer).toBeNull()
    // An e-mail never sent has no event: give a stray one time to arrive.
    await new Promise((r) => setTimeout(r, 500))
    expect(mail.mails.length).toBe(before)
  })
})

describe('changing one’s own password or e-mail', () => {
  it('asks for the current password; an administrator changing someone else’s does not', async () => {
    const { admin, editor } = await staffUsers(payload)
    const asUser = async (user: typeof admin) => createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    const update = async (user: typeof admin, id: number, data: Record<string, unknown>) =>
      payload.update({ collection: 'users', id, data, overrideAccess: false, req: await asUser(user) })

    const refused = { status: 400, message: CURRENT_PASSWORD_MESSAGE }
    await expect(update(editor, editor.id, { password: 'new-secret-phrase' })).rejects.toMatchObject(refused)
    await expect(update(editor, editor.id, { email: `changed-${editor.email}` })).rejects.toMatchObject(refused)
    await expect(update(editor, editor.id, { password: 'new-secret-phrase', currentPassword: 'wrong-guess' })).rejects.toMatchObject(refused)
    await update(editor, editor.id, { password: 'new-secret-phrase', currentPassword: PASSWORD })
    // Other changes to one's own account need no password.
    await update(editor, editor.id, { name: 'Renamed' })
    // An administrator resets another account's password without knowing it.
    await update(admin, editor.id, { password: 'set-by-the-admin' })
    const login = await payload.login({ collection: 'users', data: { email: editor.email, password: 'set-by-the-admin' }, req: await from('198.51.100.30') })
    expect(login.user?.name).toBe('Renamed')
  })
})

describe('a school added in the admin with its first administrator', () => {
  it('makes their account for that school alone and e-mails them a link to choose their password', async () => {
    const operator = await payload.create({
      collection: 'users',
      data: { email: 'operator-accounts@example.com', password: PASSWORD, name: 'Vendor', role: 'operator' },
    })
    const asOperator = await createLocalReq({ user: { ...operator, collection: 'users' } }, payload)
    const add = (code: string, email: string) =>
      payload.create({
        collection: 'schools',
        data: { name: `School ${code}`, code, status: 'active', domains: [{ domain: `${code.toLowerCase()}.example` }], firstAdministratorEmail: email },
        overrideAccess: false,
        req: asOperator,
      })
    const school = await add('NEWA', ' Principal@NewA.example ')
    const [account] = (await payload.find({ collection: 'users', where: { email: { equals: 'principal@newa.example' } }, overrideAccess: true })).docs
    expect(account).toMatchObject({ role: 'admin', schools: [{ school: expect.objectContaining({ id: school.id }) }] })
    // Not stored with the school.
    expect(JSON.stringify(await payload.findByID({ collection: 'schools', id: school.id, overrideAccess: true }))).not.toContain('principal@newa.example')

    const mail = await mailTo('principal@newa.example')
    expect(mail.subject).toBe('Your administrator account for the School NEWA website')
    expect(mail.text).toMatch(/works once, within 7 days/)
    const token = /\/admin\/reset\/([A-Za-z0-9]+)/.exec(mail.text || mail.html)![1]!
    await payload.resetPassword({ collection: 'users', data: { token, password: 'chosen-by-the-principal' }, overrideAccess: true })
    const login = await payload.login({ collection: 'users', data: { email: 'principal@newa.example', password: 'chosen-by-the-principal' }, req: await from('198.51.100.40') })
    expect(login.token).toBeTruthy()

    // The admin's form lets the operator type it (Payload makes a virtual field read-only unless told).
    const field = payload.collections.schools.config.fields.find((f) => 'name' in f && f.name === 'firstAdministratorEmail')
    expect((field?.admin as { readOnly?: boolean } | undefined)?.readOnly).toBe(false)

    // An address that has an account already is refused, naming the field; no school is added.
    await expect(add('NEWB', 'principal@newa.example')).rejects.toThrow(/First administrator/)
    expect((await payload.count({ collection: 'schools', where: { code: { equals: 'NEWB' } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
