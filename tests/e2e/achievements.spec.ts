/**
 * Achievements, a content type made of its own folder alone (src/content/achievements): staff add
 * an award in the CMS, and it shows on /achievements and its own page (in English and Hindi, and
 * in the menu once there is one),
 * in the public API at /api/achievement/{school}, in search, the sitemap and the news feed;
 * a draft shows nowhere, and addresses that name nothing are the 404 page or a JSON 404.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test } from '@playwright/test'

import { signedInAsAdmin } from './helpers'

type ApiAchievement = { _id: string; title: string; date: string; level: string; photo: string[]; description: string }

test('an award added in the CMS shows on its list and page, in Hindi, the API, search, the sitemap and the news feed; a draft nowhere', async ({ baseURL, page }) => {
  const staff = await signedInAsAdmin(baseURL!)
  const visitor = await playwrightRequest.newContext({ baseURL })
  // With nothing published the menu does not offer the list (its links folded behind its button count too).
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Achievements', includeHidden: true })).toHaveCount(0)
  const word = `Quizwhiz${Date.now()}`
  const title = `${word} trophy at the state science quiz`
  const [photo] = ((await (await staff.get('/cms-api/images?limit=1&depth=0')).json()) as { docs: { id: number; filename: string }[] }).docs
  expect(photo).toBeTruthy()
  const created = await staff.post('/cms-api/achievements', {
    data: { title, date: '2026-11-20T00:00:00.000Z', level: 'state', photo: photo!.id, description: 'Three students of Class IX won the state round.\n\nThey go to the national round in January.', _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const hindi = await staff.patch(`/cms-api/achievements/${id}?locale=hi`, {
    data: { title: `${word} राज्य विज्ञान प्रश्नोत्तरी ट्रॉफ़ी`, description: 'कक्षा IX के तीन विद्यार्थियों ने राज्य स्तर पर जीत हासिल की।' },
  })
  expect(hindi.status(), await hindi.text()).toBe(200)
  const draftTitle = `${word} draft award`
  const draft = await staff.post('/cms-api/achievements?draft=true', {
    data: { title: draftTitle, date: '2026-11-21T00:00:00.000Z', level: 'national', description: 'Not yet.', _status: 'draft' },
  })
  expect(draft.status()).toBe(201)
  const draftId = ((await draft.json()) as { doc: { id: number } }).doc.id

  try {
    // The menu's Achievements group and the sitemap page now offer the list.
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Achievements', includeHidden: true })).toHaveAttribute('href', '/achievements')
    await page.goto('/sitemap')
    await expect(page.getByRole('main').getByRole('link', { name: 'Achievements' })).toHaveAttribute('href', '/achievements')

    // The list: a card with its title linking to its page, its day and its level.
    await page.goto('/achievements')
    await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible()
    const card = page.getByRole('list', { name: 'Achievements' }).getByRole('listitem').filter({ hasText: title })
    await expect(card).toContainText('20 November 2026')
    await expect(card).toContainText('Level: State')
    await expect(page.getByRole('main')).not.toContainText(draftTitle)
    await card.getByRole('link', { name: title }).click()

    // Its page: the text in paragraphs, the photo, the way back.
    await expect(page).toHaveURL(new RegExp(`/achievements/${id}$`))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('main').getByText('They go to the national round in January.')).toBeVisible()
    await expect(page.getByRole('main').locator(`img[src*="${photo!.filename.replace(/\.[^.]+$/, '')}"]`).first()).toBeVisible()
    await expect(page.getByRole('link', { name: '← All achievements' })).toHaveAttribute('href', '/achievements')

    // Both pages on a phone: no sideways scrolling, no axe violations.
    await page.setViewportSize({ width: 360, height: 740 })
    for (const path of ['/achievements', `/achievements/${id}`]) {
      await page.goto(path)
      const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
      expect(scroll, path).toBeLessThanOrEqual(client)
      expect((await new AxeBuilder({ page }).analyze()).violations, path).toEqual([])
    }

    // In Hindi: the type's and the level's own Hindi names, the Hindi title.
    await page.goto('/hi/achievements')
    await expect(page.getByRole('navigation').getByRole('link', { name: 'उपलब्धियाँ', includeHidden: true })).toHaveAttribute('href', '/hi/achievements')
    await expect(page.getByRole('heading', { level: 1, name: 'उपलब्धियाँ' })).toBeVisible()
    const hindiCard = page.getByRole('listitem').filter({ hasText: `${word} राज्य विज्ञान प्रश्नोत्तरी ट्रॉफ़ी` })
    await expect(hindiCard).toContainText('स्तर: राज्य')
    await expect(hindiCard.getByRole('link')).toHaveAttribute('href', `/hi/achievements/${id}`)

    // The public API, newest first, in the record its resource states; no draft.
    const api = await visitor.get('/api/achievement/KSR')
    expect(api.status()).toBe(200)
    expect(api.headers()['access-control-allow-origin']).toBe('*')
    const records = (await api.json()) as ApiAchievement[]
    expect(records.find((r) => r._id === String(id))).toEqual({
      _id: String(id),
      title,
      date: '2026-11-20T00:00:00.000Z',
      level: 'state',
      photo: [photo!.filename],
      description: 'Three students of Class IX won the state round.\n\nThey go to the national round in January.',
    })
    expect(records.map((r) => r.title)).not.toContain(draftTitle)
    const openapi = (await (await visitor.get('/api/openapi.json')).json()) as { paths: Record<string, unknown> }
    expect(Object.keys(openapi.paths)).toContain('/api/achievement/{school}')

    // Search finds it by its own word, named by its kind.
    await page.goto(`/search?q=${word}`)
    const hit = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()
    await expect(hit.getByRole('link', { name: title })).toHaveAttribute('href', `/achievements/${id}`)
    await expect(hit).toContainText('Achievement')

    // The sitemap lists the list and the page; the news feed carries it, linked to its page.
    const sitemap = await (await visitor.get('/sitemap.xml')).text()
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+/achievements</loc>`))
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+/achievements/${id}</loc>`))
    expect(sitemap).not.toContain(`/achievements/${draftId}<`)
    const feed = await (await visitor.get('/feeds/news.xml')).text()
    expect(feed).toContain(`<title>${title}</title>`)
    expect(feed).toMatch(new RegExp(`<link>https?://[^<]+/achievements/${id}</link>`))
    expect(feed).not.toContain(draftTitle)

    // Nothing to see: a draft's page, an unknown id, a malformed one, a page past the end, an unknown school.
    for (const path of [`/achievements/${draftId}`, '/achievements/99999999', '/achievements/abc', '/achievements?page=999', '/achievements/1/2']) {
      const res = await visitor.get(path)
      expect(res.status(), path).toBe(404)
      expect(res.headers()['content-type'], path).toMatch(/^text\/html/)
    }
    const unknown = await visitor.get('/api/achievement/NOPE')
    expect(unknown.status()).toBe(404)
    expect(await unknown.json()).toMatchObject({ field: 'school' })
    expect((await visitor.get('/api/achievement/KSR/extra')).status()).toBe(404)
  } finally {
    await staff.delete(`/cms-api/achievements/${id}`)
    await staff.delete(`/cms-api/achievements/${draftId}`)
    await visitor.dispose()
    await staff.dispose()
  }
})
