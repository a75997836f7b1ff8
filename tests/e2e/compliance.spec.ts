/**
 * The compliance monitor on the admin dashboard: after an admin publishes a page with a link
 * to a page that does not exist, and lets the fire safety certificate run out, "Check now"
 * lists both under "Fix now", each linking to the form where it is put right. The page's text
 * and the certificate's dates are put back afterwards.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { globalDoc, savePage, signedInAsAdmin, signInThroughAdmin } from './helpers'

const BROKEN = '/no-such-page-compliance-e2e'
let api: APIRequestContext
let original: unknown
let disclosureB: Record<string, Record<string, unknown>>

const text = (t: string) => ({ type: 'text', text: t, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const base = { format: '', indent: 0, version: 1, direction: 'ltr' }

test.beforeAll(async ({ baseURL }) => {
  api = await signedInAsAdmin(baseURL!)
  original = (await globalDoc<{ intro?: unknown }>(api, 'erp-page')).intro ?? null
  const intro = {
    root: {
      ...base,
      type: 'root',
      children: [
        {
          ...base,
          type: 'paragraph',
          textFormat: 0,
          textStyle: '',
          children: [
            text('Our old portal guide is '),
            { ...base, type: 'link', version: 3, fields: { url: BROKEN, linkType: 'custom', newTab: false }, children: [text('here')] },
          ],
        },
      ],
    },
  }
  const saved = await savePage(api, 'erp-page', { intro })
  expect(saved.status()).toBe(200)

  disclosureB = (await globalDoc<{ sectionB: typeof disclosureB }>(api, 'mandatory-disclosure')).sectionB
  const expired = { ...disclosureB, fireSafety: { ...disclosureB.fireSafety, issuedOn: '2023-03-04', validUntil: '2026-03-03' } }
  expect((await savePage(api, 'mandatory-disclosure', { sectionB: expired })).status()).toBe(200)
})

test.afterAll(async () => {
  const res = await savePage(api, 'erp-page', { intro: original })
  expect(res.status()).toBe(200)
  expect((await savePage(api, 'mandatory-disclosure', { sectionB: disclosureB })).status()).toBe(200)
  await api.dispose()
})

test('the dashboard lists a broken internal link and an expired fire safety certificate under "Fix now", with links to fix them', async ({
  page,
}) => {
  await page.goto('/admin')
  await signInThroughAdmin(page)
  const panel = page.getByRole('region', { name: 'Compliance monitor' })
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: 'Check now' }).click()

  const fixNow = page.getByRole('region', { name: /Fix now/ })
  const item = fixNow.getByRole('listitem').filter({ hasText: `links to ${BROKEN}` })
  await expect(item).toBeVisible({ timeout: 30_000 })
  await expect(item).toContainText('ERP software')
  await expect(item.getByRole('link', { name: 'Fix it' })).toHaveAttribute('href', '/admin/collections/erp-page')

  const fire = fixNow.getByRole('listitem').filter({ hasText: /fire safety certificate/i })
  await expect(fire).toContainText(/expired on 3 Mar 2026/i)
  await expect(fire.getByRole('link', { name: 'Fix it' })).toHaveAttribute('href', '/admin/collections/mandatory-disclosure')
})
