/**
 * Admissions online (issue #62), on a server of its own with e-mail through a real SMTP server
 * and the fee through the Razorpay stand-in (tests/servers/razorpay.ts), both on loopback:
 *
 * - a parent on a phone without JavaScript, in Hindi, makes an enquiry, gets the link by
 *   e-mail, is refused an age outside the class's rule (with the dates) without losing what
 *   was typed, uploads the documents, submits, pays on the gateway's page, gets the receipt, and
 *   comes back by the link;
 * - a webhook replayed, one with a bad signature and one arriving before the browser returns
 *   together count one payment and send one receipt;
 * - a server killed (SIGKILL) between the payment and its confirmation loses nothing: the check
 *   at the next start counts it, and the webhooks released after change nothing.
 */
import { expect, request, test, type Browser, type Page } from '@playwright/test'

import { makePdf } from '../../src/seed/files'
import { startInbox } from '../int/inbox'
import { freePort } from '../servers/postgres'
import { startRazorpayStandIn, type RazorpayStandIn } from '../servers/razorpay'
import { startSite, type SiteServer } from '../servers/site'
import { admin, nextStaffAddress } from './helpers'

test.describe.configure({ mode: 'serial', timeout: 5 * 60_000 })

const KEYS = { keyId: 'rzp_test_ksr0000000001', keySecret: 'stand-in-key-secret-0001', webhookSecret: 'stand-in-webhook-secret-0001' }

let site: SiteServer | undefined
let smtp: Awaited<ReturnType<typeof startInbox>> | undefined
let gateway: RazorpayStandIn | undefined
let port = 0
let env: Record<string, string> = {}

const serve = async (dataDir?: string) => {
  site = await startSite({ ...(dataDir ? { env: { ...env, DATA_DIR: dataDir } } : { seeded: true, env }), port, limitMs: 11 * 60_000 })
  gateway!.webhookUrl = `${site.url}/payments/razorpay`
}

test.beforeAll(async () => {
  test.setTimeout(12 * 60_000)
  smtp = await startInbox()
  gateway = await startRazorpayStandIn({ ...KEYS, retryDelaysMs: [300, 600, 1200] })
  port = await freePort()
  env = {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'School website <admissions@vendor.example>',
    SERVER_URL: `http://127.0.0.1:${port}`,
    RAZORPAY_API_URL: gateway.base,
    RENDER_LIMIT: '1000000',
  }
  await serve()
  // The school's administrator turns the online fee on with its keys (write-only).
  const staff = await signedIn()
  const school = ((await (await staff.get('/cms-api/schools?limit=1&depth=0')).json()) as { docs: { id: number }[] }).docs[0]!.id
  const saved = await staff.post('/cms-api/payment-gateway', { data: { school, enabled: true, keyId: KEYS.keyId, newKeySecret: KEYS.keySecret, newWebhookSecret: KEYS.webhookSecret } })
  expect(saved.status(), await saved.text()).toBe(201)
  expect(JSON.stringify(await saved.json())).not.toContain(KEYS.keySecret)
  await staff.dispose()
})

/** The school's administrator, signed in (again after a restart: the sign-in is kept in the server's database). */
async function signedIn() {
  const staff = await request.newContext({ baseURL: site!.url, extraHTTPHeaders: { origin: site!.url, 'x-forwarded-for': nextStaffAddress() } })
  const res = await staff.post('/cms-api/users/login', { data: admin })
  expect(res.status(), await res.text()).toBe(200)
  return staff
}

const dataDirs: string[] = []

test.afterAll(async () => {
  await site?.stop()
  for (const dir of dataDirs) (await import('node:fs')).rmSync(dir, { recursive: true, force: true })
  await gateway?.close()
  await smtp?.close()
})

/** The path of the application link in a mail (its host is the school's public address). */
const linkIn = (text: string) => new URL(/https?:\/\/\S+\/admission\/application\/[A-Za-z0-9_-]{32}/.exec(text)![0]).pathname

const phone = (browser: Browser) => browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, locale: 'hi-IN' })

/** An enquiry in Hindi for a Nursery place: on to the application's own page. */
async function enquire(page: Page, child: string, email: string) {
  await page.goto(`${site!.url}/hi/admission/apply`)
  await expect(page.getByRole('heading', { level: 1, name: 'प्रवेश के लिए आवेदन' })).toBeVisible()
  await page.getByLabel('बच्चे का पूरा नाम').fill(child)
  await page.getByLabel('किस कक्षा के लिए आवेदन').selectOption({ label: nursery })
  await page.getByLabel('माता-पिता या अभिभावक का नाम').fill('Sunita Rawat')
  await page.getByLabel('ई-मेल पता').fill(email)
  await page.getByRole('button', { name: 'आवेदन शुरू करें' }).click()
  await expect(page).toHaveURL(/\/hi\/admission\/application\/[A-Za-z0-9_-]{32}\?started=1$/)
  return (await page.getByRole('definition').first().textContent())!.trim()
}

/** The open session's first year, as the demo seeds it: from September, next year's. */
const now = new Date()
const startYear = now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()
const nursery = `नर्सरी (प्रवेश ${startYear}–${String(startYear + 1).slice(2)})`

const paymentsOf = async (reference: string) => {
  const staff = await signedIn()
  const res = await staff.get(`/cms-api/admission-payments?where[reference][equals]=${encodeURIComponent(reference)}&depth=0`)
  expect(res.status(), await res.text()).toBe(200)
  const body = (await res.json()) as { docs: { status: string; paymentId: string | null; receiptSentAt: string | null }[] }
  await staff.dispose()
  return body.docs
}

const receiptsTo = (email: string) => smtp!.mails.filter((m) => m.address === email && m.attachments.some((a) => a.contentType === 'application/pdf'))

test('a parent applies on a phone without JavaScript, in Hindi, pays on the gateway, gets the receipt and comes back by the link', async ({ browser }) => {
  const context = await phone(browser)
  const page = await context.newPage()
  const email = `sunita-${Date.now()}@parents.example`
  const number = await enquire(page, 'Kavya Rawat', email)
  expect(number).toMatch(/^KSR-\d{2}-NUR-\d{5}$/)
  await expect(page.getByRole('status').filter({ hasText: 'आवेदन शुरू हो गया' })).toBeVisible()
  const welcome = await smtp!.to(email, 60_000)
  expect(welcome.subject).toContain(number)
  expect(welcome.text).toContain(number)
  const link = linkIn(welcome.text)
  expect(link).toBe(new URL(page.url()).pathname)

  // Too young for Nursery: refused with the dates, nothing typed lost.
  await page.getByLabel('बच्चे की जन्म तिथि').fill(`${startYear - 2}-01-10`)
  await page.getByLabel('घर का पता').fill('14, Gali No. 3, Model Town, Delhi')
  await page.getByLabel('घर से विद्यालय की दूरी (किमी)').fill('2.4')
  await page.getByLabel('भाई या बहन इसी विद्यालय में पढ़ते हैं').check()
  await page.getByRole('button', { name: 'सहेजें और बाद में जारी रखें' }).click()
  // The field's description names the dates the class admits and why this one does not fit.
  const dob = page.getByLabel('बच्चे की जन्म तिथि')
  await expect(dob).toHaveAccessibleDescription(new RegExp(`नर्सरी के लिए बच्चे का जन्म 1 अप्रैल ${startYear - 4} से 31 मार्च ${startYear - 3} के बीच`))
  await expect(dob).toHaveAccessibleDescription(/: कम।$/)
  await expect(dob).toHaveValue(`${startYear - 2}-01-10`)
  await expect(page.getByLabel('घर का पता')).toHaveValue('14, Gali No. 3, Model Town, Delhi')
  await expect(page.getByLabel('घर से विद्यालय की दूरी (किमी)')).toHaveValue('2.4')
  await expect(page.getByLabel('भाई या बहन इसी विद्यालय में पढ़ते हैं')).toBeChecked()

  await page.getByLabel('बच्चे की जन्म तिथि').fill(`${startYear - 4}-08-20`)
  await page.getByRole('button', { name: 'सहेजें और बाद में जारी रखें' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'सहेज लिया गया।' })).toBeVisible()

  // Submitting without the documents names each one missing.
  await page.getByLabel(/मैं इस बच्चे का/).check()
  await page.getByRole('button', { name: 'आवेदन जमा करें' }).click()
  await expect(page.getByText('जन्म प्रमाण-पत्र अपलोड करें।')).toBeVisible()
  for (const label of ['जन्म प्रमाण-पत्र', 'पते का प्रमाण']) {
    const item = page.getByRole('listitem').filter({ hasText: label })
    await item.getByLabel(label).setInputFiles({ name: `${label}.pdf`, mimeType: 'application/pdf', buffer: await makePdf('Certificate', ['A scan for the test.'], 'Registrar') })
    await item.getByRole('button', { name: 'अपलोड करें' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'दस्तावेज़ अपलोड हो गया।' })).toBeVisible()
  }
  await page.getByLabel(/मैं इस बच्चे का/).check()
  await page.getByRole('button', { name: 'आवेदन जमा करें' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'जमा हो गया।' })).toBeVisible()
  // Points from the answers: within 3 km (30) and a sibling (20).
  await expect(page.getByRole('definition').filter({ hasText: /^50$/ })).toBeVisible()

  // The fee on the gateway's own page; back on the application, paid.
  await page.getByRole('button', { name: /पंजीकरण शुल्क ऑनलाइन भरें/ }).click()
  await expect(page).toHaveURL(new RegExp(`^${gateway!.base}/pay/plink_`))
  await page.getByRole('button', { name: /Pay/ }).click()
  await expect(page).toHaveURL(new RegExp(`${link}\\?paid=1$`))
  await expect(page.getByText('पंजीकरण शुल्क का भुगतान हो गया है।')).toBeVisible()
  await expect.poll(() => receiptsTo(email).length, { timeout: 60_000 }).toBe(1)
  const receipt = receiptsTo(email)[0]!
  expect(receipt.subject).toContain('रसीद')
  expect(receipt.attachments[0]!.filename).toBe(`receipt-${number}.pdf`)
  expect(receipt.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-')
  await context.close()

  // Days later, on another phone: the link from the e-mail opens the application.
  const later = await phone(browser)
  const back = await later.newPage()
  await back.goto(`${site!.url}${link}`)
  await expect(back.getByRole('heading', { level: 1, name: 'आपका आवेदन' })).toBeVisible()
  await expect(back.getByRole('definition').filter({ hasText: number })).toBeVisible()
  await expect(back.getByRole('definition').filter({ hasText: 'जमा किया गया' })).toBeVisible()
  await expect(back.getByRole('definition').filter({ hasText: 'भुगतान हो गया' })).toBeVisible()
  const pdf = await back.request.get(`${site!.url}/admission/receipt?a=${link.split('/').pop()}`)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  // A link one character off opens nothing.
  const wrong = await back.goto(`${site!.url}${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`)
  expect(wrong?.status()).toBe(404)
  await later.close()
})

test('a webhook replayed, a forged one and one before the browser returns count one payment and one receipt', async ({ browser }) => {
  const context = await phone(browser)
  const page = await context.newPage()
  const email = `farid-${Date.now()}@parents.example`
  const number = await enquire(page, 'Zoya Khan', email)
  gateway!.webhookTiming = 'before-return'
  await page.getByRole('button', { name: /पंजीकरण शुल्क ऑनलाइन भरें/ }).click()
  const linkId = new URL(page.url()).pathname.split('/').pop()!
  await page.getByRole('button', { name: /Pay/ }).click()
  await expect(page.getByText('पंजीकरण शुल्क का भुगतान हो गया है।')).toBeVisible()
  await gateway!.webhooksSettled()
  const sent = gateway!.deliveries.filter((d) => d.linkId === linkId && d.kind === 'event')
  expect(sent.length).toBeGreaterThan(0)
  for (const eventId of new Set(sent.map((d) => d.eventId))) await gateway!.replay(eventId)
  const forged = await gateway!.sendForged(linkId)
  expect(forged.status).toBe(400)
  await gateway!.webhooksSettled()
  expect(gateway!.deliveries.filter((d) => d.linkId === linkId && d.kind !== 'forged').every((d) => d.status === 200)).toBe(true)
  const payments = await paymentsOf(`${number}-FEE`)
  expect(payments).toHaveLength(1)
  expect(payments[0]!.status).toBe('paid')
  expect(payments[0]!.paymentId).toMatch(/^pay_/)
  // Every answer above was given after its mail was handed to the SMTP server (which stores a
  // message before it accepts it): a second receipt would be here already.
  expect(receiptsTo(email)).toHaveLength(1)
  gateway!.webhookTiming = 'after-return'
  await context.close()
})

test('a server killed between the payment and its confirmation loses nothing: the next start counts it', async ({ browser }) => {
  const context = await phone(browser)
  const page = await context.newPage()
  const email = `meena-${Date.now()}@parents.example`
  const number = await enquire(page, 'Ishaan Verma', email)
  gateway!.webhookTiming = 'held'
  await page.getByRole('button', { name: /पंजीकरण शुल्क ऑनलाइन भरें/ }).click()
  const linkId = new URL(page.url()).pathname.split('/').pop()!
  await context.close()
  // The gateway takes the money while the server is gone; no browser comes back, no webhook reaches it.
  const dataDir = site!.dataDir
  dataDirs.push(dataDir)
  await site!.kill()
  await gateway!.payDirectly(linkId)
  await serve(dataDir)
  await expect.poll(async () => (await paymentsOf(`${number}-FEE`))[0]?.status, { timeout: 60_000 }).toBe('paid')
  await expect.poll(() => receiptsTo(email).length, { timeout: 60_000 }).toBe(1)
  // The webhooks arrive after all: nothing more is counted or sent.
  await gateway!.releaseWebhooks()
  await gateway!.webhooksSettled()
  expect(await paymentsOf(`${number}-FEE`)).toHaveLength(1)
  expect(receiptsTo(email)).toHaveLength(1)
  gateway!.webhookTiming = 'after-return'
})
