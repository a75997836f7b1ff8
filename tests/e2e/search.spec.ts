import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { globalDoc, signedInAsAdmin } from './helpers'

// The search works without JavaScript: a plain GET form and a server-rendered list.
test.use({ javaScriptEnabled: false })

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem')
const firstLink = (page: Page) => results(page).first().getByRole('link')

async function search(page: Page, q: string) {
  const res = await page.goto(`/search?q=${encodeURIComponent(q)}`)
  expect(res?.status()).toBe(200)
}

test('"fee" finds the admission page (its fee rules) first', async ({ page }) => {
  await search(page, 'fee')
  await expect(firstLink(page)).toHaveAttribute('href', '/admission')
  await expect(results(page).first()).toContainText('Admission')
  await expect(results(page).first().locator('mark').first()).toHaveText(/^fees?$/i)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('"holiday" finds the holiday list PDF first, linked to the file', async ({ page, request }) => {
  const downloads = await globalDoc<{ holidayList: number }>(request, 'downloads')
  const pdf = (await (await request.get(`/cms-api/documents/${downloads.holidayList}`)).json()) as { title: string; filename: string }
  await search(page, 'holiday')
  await expect(firstLink(page)).toHaveText(pdf.title)
  await expect(firstLink(page)).toHaveAttribute('href', `/files/documents/${pdf.filename}`)
  const file = await request.get(`/files/documents/${pdf.filename}`)
  expect(file.status()).toBe(200)
})

test('"TC" finds the transfer certificate page first; "watch" does not find it', async ({ page }) => {
  await search(page, 'TC')
  await expect(firstLink(page)).toHaveAttribute('href', '/tc')
  await expect(firstLink(page)).toHaveText('Transfer Certificate')
  await search(page, 'watch')
  await expect(page.getByRole('status')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Search results' }).locator('a[href="/tc"]')).toHaveCount(0)
})

test.describe('with JavaScript (axe runs in the page)', () => {
  test.use({ javaScriptEnabled: true })

  test('the search page fits a phone screen without sideways scrolling, with no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await search(page, 'fee')
    await expect(firstLink(page)).toBeVisible()
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
    expect(scroll).toBeLessThanOrEqual(client)
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})

test('the header search form sends its words to /search', async ({ page }) => {
  await page.goto('/about-school')
  const form = page.getByRole('search', { name: 'Site search' })
  await form.getByLabel('Search the site').fill('fee')
  await form.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\?q=fee$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  await expect(page.getByRole('search', { name: 'Search this site' }).getByLabel('Search the site')).toHaveValue('fee')
  await expect(firstLink(page)).toHaveAttribute('href', '/admission')
})

test('the search page alone shows just the form; a word found nowhere says so', async ({ page }) => {
  await search(page, '')
  await expect(page.getByRole('search', { name: 'Search this site' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveCount(0)
  await search(page, 'zyxwvutsrq')
  await expect(page.getByRole('status')).toHaveText(/No results for “zyxwvutsrq”/)
})

test('a published news item is found at once, a draft never, and a deleted one no more', async ({ page, baseURL }) => {
  const staff = await signedInAsAdmin(baseURL!)
  const word = `Quokkafest${Date.now().toString(36)}`
  const created = await staff.post('/cms-api/news', {
    data: {
      title: `The ${word} fair`,
      description: 'Stalls and games on the sports ground.',
      fromDate: new Date().toISOString(),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const draftWord = `Wombatday${Date.now().toString(36)}`
  const draft = await staff.post('/cms-api/news?draft=true', {
    data: { title: `The ${draftWord} draft`, description: 'Not yet.', fromDate: new Date().toISOString(), _status: 'draft' },
  })
  expect(draft.status()).toBe(201)
  const { doc: draftDoc } = (await draft.json()) as { doc: { id: number } }
  try {
    await search(page, word.toLowerCase())
    await expect(results(page)).toHaveCount(1)
    await expect(firstLink(page)).toHaveText(`The ${word} fair`)
    await expect(results(page).first()).toContainText('News')

    await search(page, draftWord)
    await expect(page.getByRole('status')).toHaveText(/No results/)

    // A draft saved over the published item leaves the published words findable.
    const edited = await staff.patch(`/cms-api/news/${doc.id}?draft=true`, { data: { title: 'Something else entirely', _status: 'draft' } })
    expect(edited.status()).toBe(200)
    await search(page, word)
    await expect(firstLink(page)).toHaveText(`The ${word} fair`)

    expect((await staff.delete(`/cms-api/news/${doc.id}`)).status()).toBe(200)
    await search(page, word)
    await expect(page.getByRole('status')).toHaveText(/No results/)
  } finally {
    await staff.delete(`/cms-api/news/${doc.id}?trash=true`)
    await staff.delete(`/cms-api/news/${draftDoc.id}`)
    await staff.dispose()
  }
})

test('odd and hostile queries answer 200 with a message', async ({ page }) => {
  for (const q of ['"', '*', 'NEAR(', 'fee -', 'title:fee', "'; drop table news; --", '\u0000', 'x'.repeat(500), '%', '日本語']) {
    const res = await page.goto(`/search?q=${encodeURIComponent(q)}`)
    expect(res?.status(), q).toBe(200)
    await expect(page.getByRole('status'), q).toBeVisible()
  }
  await page.goto(`/search?q=${'fee '.repeat(50)}`)
  await expect(page.getByText('Only the first 100 characters were searched.')).toBeVisible()
  await expect(firstLink(page)).toHaveAttribute('href', '/admission')
  const twice = await page.goto('/search?q=fee&q=tc')
  expect(twice?.status()).toBe(200)
})

test('the search index is not readable through the CMS API', async ({ request }) => {
  expect([401, 403]).toContain((await request.get('/cms-api/search-index')).status())
})
