import { expect, test } from '@playwright/test'

import { globalDoc, html, published, savePage, signedInAsAdmin } from './helpers'

type Named = { title: string }

test('every home section is in the first HTML response, from the CMS', async ({ request }) => {
  const profile = await globalDoc<{ name: string; erpPortalUrl: string }>(request, 'school-profile')
  const texts = await globalDoc<{ aboutTeaser: { heading: string }; featureCards: Named[] }>(request, 'home-page')
  const [slide] = await published<Named>(request, 'hero-slides', '&sort=order')
  const [highlight] = await published<{ description: string }>(request, 'highlights')
  const [registration] = await published<Named>(request, 'online-registrations')
  const [notification] = await published<Named>(request, 'notifications')
  const [news] = await published<Named>(request, 'news', '&sort=-fromDate')
  const [event] = await published<Named>(request, 'events', '&sort=-date')
  const [topperX] = await published<{ name: string }>(request, 'toppers', '&where[class][equals]=X&sort=-sessionYear,-percentage')
  const [topperXII] = await published<{ name: string }>(request, 'toppers', '&where[class][equals]=XII&sort=-sessionYear,-percentage')
  const [message] = await published<{ name: string }>(request, 'testimonials')
  const [album] = await published<Named>(request, 'gallery-albums', '&sort=-date')

  const body = await (await request.get('/')).text()
  const expected = {
    'school name': profile.name,
    'portal link': profile.erpPortalUrl,
    'hero slide': slide!.title,
    'about teaser': texts.aboutTeaser.heading,
    'feature card': texts.featureCards[0]!.title,
    highlight: highlight!.description,
    registration: registration!.title,
    notification: notification!.title,
    'calendar heading': 'Events Calendar',
    'school bulletin': event!.title,
    news: news!.title,
    'class 10 topper': topperX!.name,
    'class 12 topper': topperXII!.name,
    'message corner': message!.name,
    gallery: album!.title,
  }
  for (const [what, text] of Object.entries(expected)) expect(body.includes(html(text)), `${what}: ${text}`).toBe(true)
  for (const href of ['/about-school', '/syllabus-curriculum', '/events', '/news', '/toppers-x', '/toppers-xii', '/principal-message', '/gallery']) {
    expect(body.includes(`href="${href}"`), href).toBe(true)
  }
})

test('/home is the home page', async ({ request }) => {
  const main = async (path: string) => {
    const body = await (await request.get(path)).text()
    return body.slice(body.indexOf('<main'), body.indexOf('</main>'))
  }
  const home = await main('/')
  expect(home.length).toBeGreaterThan(1000)
  expect(await main('/home')).toBe(home)
})

test('a change saved in the admin shows on the home page without a restart', async ({ page, baseURL }) => {
  const staff = await signedInAsAdmin(baseURL!)
  const title = `Fresh news ${Date.now()}`
  const created = await staff.post('/cms-api/news', {
    data: { title, description: 'Made by the e2e test.', fromDate: new Date().toISOString(), _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const texts = (await globalDoc(staff, 'home-page')) as { aboutTeaser: { heading: string; text: string } }
  try {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: title })).toBeAttached()
    const heading = `Welcome, e2e ${Date.now()}`
    await savePage(staff, 'home-page', { aboutTeaser: { ...texts.aboutTeaser, heading } })
    await page.reload()
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    await staff.delete(`/cms-api/news/${doc.id}`)
    await page.reload()
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0)
  } finally {
    await staff.delete(`/cms-api/news/${doc.id}`)
    await savePage(staff, 'home-page', { aboutTeaser: texts.aboutTeaser })
    await staff.dispose()
  }
})
