import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { PAGES } from '../../src/lib/navigation'
import { globalDoc, published, seenNotifications } from './helpers'

// A title in quotes is fixed by the site; `global:` means it is the title kept in that CMS page,
// `album:` the title of that gallery album.
const ROUTES: [string, string][] = [
  ['/about-school', 'About the School'],
  ['/principal-message', "Principal's Message"],
  ['/syllabus-curriculum', 'Syllabus & Curriculum'],
  ['/exam-schedule', 'Exam Schedule'],
  ['/admission', 'Admission'],
  ['/admission/apply', 'Apply for admission'],
  ['/admission/lists', 'Admission lists'],
  ['/fees', 'Fees'],
  ['/school-uniform', 'School Uniform'],
  ['/school-timing', 'School Timing'],
  ['/contact-us', 'Contact Us'],
  ['/pphelp', 'Parent Portal Help'],
  ['/faculty', 'Faculty'],
  ['/mandatory-disclosure', 'Mandatory Public Disclosure'],
  ['/ksrys', 'global:youth-summit'],
  ['/toppers-xii', 'Toppers of Std XII'],
  ['/toppers-x', 'Toppers of Std X'],
  ['/gallery', 'Photo Gallery'],
  ['/news', 'News'],
  ['/newsletters', 'Newsletters'],
  ['/media-gallery', 'Media Gallery'],
  ['/events', 'Events'],
  ['/sitemap', 'Sitemap'],
  ['/infrastructure', 'Infrastructure'],
  ['/activities', 'Activities'],
  ['/student-council', 'Student Council'],
  ['/tc', 'Transfer Certificate'],
  ['/erpsoftware', 'ERP Software'],
  ['/sub-gallery?id=1', 'album:1'],
  ['/feedback', 'Feedback'],
  ['/notices', 'Get notices'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-use', 'Terms of Use'],
  ['/copyright-policy', 'Copyright Policy'],
  ['/hyperlinking-policy', 'Hyperlinking Policy'],
  ['/accessibility-statement', 'Accessibility Statement'],
]

test('the list above covers every page of the site', () => {
  const covered = new Set(ROUTES.map(([path]) => path.split('?')[0]))
  expect(Object.values(PAGES).filter((p) => p.href !== '/' && !covered.has(p.href))).toEqual([])
})

for (const [path, titleOrGlobal] of ROUTES) {
  test(`${path} is a page of the site, with a breadcrumb from Home and no axe violations`, async ({ page, request }) => {
    const title = titleOrGlobal.startsWith('global:')
      ? (await globalDoc<{ title: string }>(request, titleOrGlobal.slice('global:'.length))).title
      : titleOrGlobal.startsWith('album:')
        ? ((await (await request.get(`/cms-api/gallery-albums/${titleOrGlobal.slice(6)}?depth=0`)).json()) as { title: string }).title
        : titleOrGlobal
    await seenNotifications(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link').first()).toHaveText('Home')
    await expect(crumbs.getByRole('link').first()).toHaveAttribute('href', '/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached()
    await expect(page.getByRole('contentinfo')).toBeAttached()
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test('the faculty table lists staff in the numeric order of their order field', async ({ page, request }) => {
  const faculty = await published<{ name: string; order: number }>(request, 'faculty')
  const expected = [...faculty].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)).map((f) => f.name)
  expect(faculty.some((f) => f.order >= 10)).toBe(true)
  await page.goto('/faculty')
  const names = await page.getByRole('table').locator('tbody tr td:nth-child(2)').allTextContents()
  expect(names).toEqual(expected)
  const serials = await page.getByRole('table').locator('tbody tr td:nth-child(1)').allTextContents()
  expect(serials.slice(0, 3)).toEqual(['1', '2', '3'])
})

test('the admission page shows the rules and ages kept in the CMS', async ({ page, request }) => {
  const admission = await globalDoc<{ feeRules: { text: string }[]; ageCriteria: { className: string; age: string }[] }>(
    request,
    'admission-page',
  )
  await page.goto('/admission')
  for (const rule of admission.feeRules) await expect(page.getByText(rule.text)).toBeVisible()
  for (const row of admission.ageCriteria) {
    await expect(page.getByRole('row', { name: `${row.className} ${row.age}` })).toBeVisible()
  }
})

test('every document linked from the mandatory disclosure opens as a PDF, and the figures come from the CMS', async ({ page, request }) => {
  const md = await globalDoc<{ sectionD: { teachersPGT: number }; sectionE: { campusArea: number; boysToilets: number } }>(
    request,
    'mandatory-disclosure',
  )
  await page.goto('/mandatory-disclosure')
  const links = page.getByRole('link', { name: /^(View|Annual report)/ })
  expect(await links.count()).toBeGreaterThanOrEqual(12)
  // The documents themselves, not the page's index of its own sections (#annual-report).
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!).filter((h) => !h.startsWith('#')))) {
    const res = await request.get(href)
    expect(res.status(), href).toBe(200)
    expect(res.headers()['content-type'], href).toBe('application/pdf')
  }
  await expect(page.getByRole('cell', { name: md.sectionE.campusArea.toLocaleString('en-IN'), exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: String(md.sectionE.boysToilets), exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: new RegExp(`PGT: ${md.sectionD.teachersPGT},`) })).toBeVisible()
})

test("the footer's map loads only when a visitor asks for it; the contact page shows it", async ({ page, baseURL }) => {
  const mapRequests: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && !r.url().startsWith(baseURL!)) mapRequests.push(r.url())
  })
  await page.goto('/news')
  const footer = page.getByRole('contentinfo')
  const map = footer.getByTitle(/Map showing the location of/)
  await expect(map).toBeHidden()
  await page.waitForLoadState('networkidle')
  expect(mapRequests).toEqual([])
  await footer.getByText('Show the school on a map').click()
  await expect(map).toBeVisible()
  await page.goto('/contact-us')
  await expect(page.getByRole('main').getByTitle(/Map showing the location of/)).toBeVisible()
})
