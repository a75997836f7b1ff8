/**
 * The published admission lists (issue #62) on the demo site: the past session's lists by class
 * show application numbers and points, never a child's name; the draw's secret, revealed, hashes
 * to the commitment published before; and the page's verifier recomputes the order of equal
 * points in the visitor's browser. The fee schedule is at /fees, in English and Hindi.
 */
import { expect, test } from '@playwright/test'

import { signedInAsAdmin } from './helpers'

test('the lists show application numbers and points, no names, and the page’s verifier recomputes the draw', async ({ page, baseURL }) => {
  const staff = await signedInAsAdmin(baseURL!)
  const listed = (await (await staff.get('/cms-api/applications?limit=100&depth=0&where[status][equals]=verified')).json()) as { docs: { number: string; childName: string }[] }
  await staff.dispose()
  expect(listed.docs.length).toBeGreaterThan(5)
  await page.goto('/admission/lists')
  await expect(page.getByRole('heading', { level: 1, name: 'Admission lists' })).toBeVisible()
  const main = page.getByRole('main')
  for (const { number, childName } of listed.docs) {
    await expect(main.getByRole('cell', { name: number, exact: true })).toBeVisible()
    await expect(main).not.toContainText(childName)
  }
  const nursery = page.getByRole('table', { name: 'Nursery: Selected' })
  const points = (await nursery.getByRole('row').allTextContents()).slice(1)
  expect(points.length).toBeGreaterThan(0)
  await page.getByRole('region', { name: 'Check the draw yourself' }).getByRole('button', { name: 'Check' }).click()
  const result = page.getByRole('status').filter({ hasText: 'secret' })
  await expect(result).toContainText('The secret matches the hash published before the draw.')
  await expect(result).toContainText('Nursery: the published order follows from the secret.')
  await expect(result).toContainText('KG: the published order follows from the secret.')
})

test('the fees are published per class with their approval, in English and Hindi', async ({ page }) => {
  await page.goto('/fees')
  await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Nursery and KG' })
  await expect(table.getByRole('row', { name: /Registration fee ₹25 Once, at admission/ })).toBeVisible()
  await expect(page.getByText(/Approval valid until: 31 March 2029/)).toBeVisible()
  await page.goto('/hi/fees')
  await expect(page.getByRole('heading', { level: 1, name: 'शुल्क' })).toBeVisible()
  await expect(page.getByRole('row', { name: /पंजीकरण शुल्क ₹25 एक बार, प्रवेश पर/ }).first()).toBeVisible()
})
