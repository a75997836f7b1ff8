/**
 * Adding staff in the admin is an invitation (src/features/accounts/invitations.ts): a school's
 * administrator invites from the list of staff accounts and is told "Invitation sent to …"; the
 * invited person opens the link, chooses a password (a common one is refused with the reason)
 * and signs in to their new account.
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { signInvitation } from '../../src/features/accounts/invitationToken'
import { nextStaffAddress, signedInAsAdmin, signInThroughAdmin } from './helpers'

test('an administrator invites staff; the invited person chooses a password on the link’s page and signs in', async ({ baseURL, browser }) => {
  test.setTimeout(180_000)
  const operator = await signedInAsAdmin(baseURL!)
  const { docs } = (await (await operator.get('/cms-api/schools?sort=id&limit=1&depth=0')).json()) as { docs: { id: number; name: string }[] }
  const school = docs[0]!
  const office = { email: `office-${Date.now()}@example.com`, password: 'office-keeps-the-website-2026' }
  const made = await operator.post('/cms-api/users', { data: { ...office, name: 'Office', role: 'admin', schools: [{ school: school.id }] } })
  expect(made.status()).toBe(201)
  await operator.dispose()

  const invitee = `new-teacher-${Date.now()}@example.com`
  const asOffice = await browser.newContext({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': nextStaffAddress() } })
  const page = await asOffice.newPage()
  await page.goto('/admin/login')
  await page.waitForLoadState('networkidle')
  await signInThroughAdmin(page, office)
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await page.goto('/admin/collections/users')
  // An administrator makes no account directly.
  await expect(page.getByRole('link', { name: /create new/i })).toHaveCount(0)
  const invite = page.getByRole('region', { name: 'Invite staff' })
  await invite.getByLabel('E-mail address').fill(invitee)
  await invite.getByLabel('Name').fill('New Teacher')
  await invite.getByLabel('Role').selectOption('editor')
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite.getByRole('status')).toHaveText(`Invitation sent to ${invitee}.`)
  await asOffice.close()

  // The link of the e-mail, signed as the server signs it (with this deployment's secret).
  const secret = process.env.PAYLOAD_SECRET ?? fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, '.payload-secret'), 'utf8').trim()
  const token = signInvitation({ email: invitee, name: 'New Teacher', role: 'editor', school: school.id, expires: Date.now() + 60 * 60 * 1000 }, secret)
  const asInvitee = await browser.newContext({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': nextStaffAddress() } })
  const link = await asInvitee.newPage()
  await link.goto(`/admin/invitation/${token}`)
  await expect(link.getByRole('heading', { name: school.name })).toBeVisible()
  const choose = async (password: string) => {
    await link.getByLabel('New password').fill(password)
    await link.getByLabel('The same password again').fill(password)
    await link.getByRole('button', { name: 'Make my account' }).click()
  }
  await choose('password1234')
  // (Next's route announcer and the admin's drag-and-drop region are an alert and a status too, empty.)
  await expect(link.getByRole('alert').filter({ hasText: /\w/ })).toContainText('This password is too easy to guess.')
  const chosen = 'lantern-monsoon-pebble-42'
  await choose(chosen)
  await expect(link.getByRole('status').filter({ hasText: /\w/ })).toHaveText(`Your account for ${school.name} is ready: sign in with ${invitee} and the password you chose.`)
  await link.getByRole('link', { name: 'Sign in' }).click()
  await link.waitForLoadState('networkidle')
  await signInThroughAdmin(link, { email: invitee, password: chosen })
  await expect(link).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

  // A link that was changed says so.
  await link.goto(`/admin/invitation/${token.slice(0, -3)}xyz`)
  await expect(link.getByRole('alert').filter({ hasText: /\w/ })).toHaveText('This invitation link is not valid, or has expired: ask the school for a new one.')
  await asInvitee.close()
})
