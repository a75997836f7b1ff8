/**
 * Checks before publishing (src/features/prepublish) as staff meet them: the panel's endpoint
 * lists each problem of a saved draft with its fix, warnings never stop publishing, and a
 * child's photo without consent is refused with a clear 400 through REST, GraphQL and the
 * Local API.
 */
import { PDFDocument, rgb } from 'pdf-lib'
import sharp from 'sharp'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Problem } from '@/features/prepublish/rules'
import type { User } from '@/payload-types'
import { build } from '@/seed/builders'
import { richText } from '@/seed/richText'
import { firstError, graphql, rest } from '../../../tests/int/cmsApi'
import { testPayload } from '../../../tests/int/payload'
import { updatePage } from '../../../tests/int/pages'

let payload: Payload
let schoolId = 0
const PASSWORD = 'correct-horse-battery'
let made = 0

async function account(role: User['role'], schools: number[]) {
  made += 1
  const email = `prepublish-${role}-${made}-${Date.now()}@example.com`
  await payload.create({ collection: 'users', data: { name: `${role} ${made}`, role, password: PASSWORD, schools: schools.map((s) => ({ school: s })), email } })
  const req = await createLocalReq({ req: { headers: new Headers({ 'x-forwarded-for': `198.51.100.${made}` }) } }, payload)
  const { token } = await payload.login({ collection: 'users', data: { email, password: PASSWORD }, req })
  return token!
}

let n = 0
async function image(data: { alt: string; showsChildren?: boolean; consent?: number | null }) {
  const buf = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20 * ++n, g: 90, b: 40 } } })
    .png()
    .toBuffer()
  return payload.create({ collection: 'images', data, file: { data: buf, name: `prepublish-${n}.png`, mimetype: 'image/png', size: buf.length } })
}

/** A scan: a page with a picture and no font, so no text a screen reader could read. */
async function scannedPdf(title: string) {
  const pdf = await PDFDocument.create()
  pdf.addPage([200, 200]).drawRectangle({ x: 20, y: 20, width: 100, height: 80, color: rgb(0.2, 0.2, 0.2) })
  const buf = Buffer.from(await pdf.save())
  return payload.create({ collection: 'documents', data: { title }, file: { data: buf, name: `${title}.pdf`, mimetype: 'application/pdf', size: buf.length } })
}

const setSwitch = (on: boolean) => updatePage(payload, { slug: 'school-profile', data: { requireConsent: on } })

const uploadNode = (id: number) => ({ type: 'upload', version: 3, format: '', relationTo: 'images', value: id, fields: null })

async function problemsOf(path: string, token: string): Promise<Problem[]> {
  const answer = await rest('GET', `${path}/prepublish`, { token })
  expect(answer.status).toBe(200)
  return answer.body.problems as Problem[]
}

let editor = ''
let plain: { id: number }
let child: { id: number }
let scan: { id: number }

beforeAll(async () => {
  payload = await testPayload()
  schoolId = (await payload.find({ collection: 'schools', sort: 'id', limit: 1 })).docs[0]!.id
  await updatePage(payload, { slug: 'school-profile', data: { name: 'Test School', address: 'Main Road' } })
  editor = await account('editor', [schoolId])
  plain = await image({ alt: 'IMG_2031.jpg' })
  // Marked as showing children before the school requires consent, so it could be saved without one.
  child = await image({ alt: 'Class II children at the sports day race', showsChildren: true })
  scan = await scannedPdf('Fee structure scan')
})

afterAll(async () => {
  await setSwitch(false)
})

describe('the checks of a saved draft', () => {
  it('list an image without a description, headings out of order, a vague link and missing Hindi, each with its fix', async () => {
    const page = await payload.create({
      collection: 'policy-pages',
      draft: true,
      data: {
        slug: 'privacy-policy',
        title: 'Privacy policy',
        _status: 'draft',
        body: {
          root: {
            ...richText({ h: 2, text: 'What we collect' }, { h: 4, text: 'Cookies' }, { p: ['For the details ', { text: 'click here', url: '/cookies' }] }).root,
          },
        },
      } as never,
    })
    // An image inside the text, as the editor's upload button puts it there.
    const body = page.body as { root: { children: unknown[] } }
    await payload.update({ collection: 'policy-pages', id: page.id, draft: true, data: { body: { ...body, root: { ...body.root, children: [...body.root.children, uploadNode(plain.id)] } } } as never })

    const problems = await problemsOf(`/policy-pages/${page.id}`, editor)
    expect(problems.filter((p) => p.blocks)).toEqual([])
    const by = (check: string) => problems.filter((p) => p.check === check)
    expect(by('image-alt')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('is described by its file name (“IMG_2031.jpg”)'), fixes: [expect.objectContaining({ href: `/admin/collections/images/${plain.id}` })] }),
    ])
    expect(by('heading-order')).toEqual([expect.objectContaining({ message: expect.stringContaining('“Cookies” is a Heading 4 right after a Heading 2'), fixes: [{ label: 'Make “Cookies” a Heading 3.' }] })])
    expect(by('vague-link').map((p) => p.message)).toEqual(['A link (to /cookies) is named “click here”, which does not say where it leads when read on its own.'])
    expect(by('hindi')).toEqual([
      expect.objectContaining({ message: 'This has no Hindi yet: the Hindi site will show the English.', fixes: [expect.objectContaining({ href: `/admin/collections/policy-pages/${page.id}?locale=hi` })] }),
    ])

    // Hindi saved, then the English changed again: the Hindi is behind.
    await payload.update({ collection: 'policy-pages', id: page.id, draft: true, locale: 'hi', data: { title: 'गोपनीयता नीति' } as never })
    expect((await problemsOf(`/policy-pages/${page.id}`, editor)).some((p) => p.check === 'hindi')).toBe(false)
    // The English must be saved at a later millisecond than the Hindi: only the clock moving does that.
    await new Promise((r) => setTimeout(r, 5))
    await payload.update({ collection: 'policy-pages', id: page.id, draft: true, locale: 'en', data: { title: 'Privacy policy of the school' } as never })
    expect((await problemsOf(`/policy-pages/${page.id}`, editor)).filter((p) => p.check === 'hindi').map((p) => p.message)).toEqual([
      'The English was changed after the Hindi was last saved: the Hindi may be out of date.',
    ])

    // Warnings do not stop publishing.
    const published = await rest('PATCH', `/policy-pages/${page.id}`, { token: editor, body: { _status: 'published' } })
    expect(published.status).toBe(200)
  })

  it('list a scanned PDF and a child’s photo without consent among a news item’s attachments', async () => {
    await setSwitch(true)
    const news = await payload.create({
      collection: 'news',
      draft: true,
      data: build.news({
        title: 'Sports day',
        _status: 'draft',
        attachments: [
          { relationTo: 'images', value: child.id },
          { relationTo: 'documents', value: scan.id },
        ],
      }),
    })
    const problems = await problemsOf(`/news/${news.id}`, editor)
    expect(problems[0]).toMatchObject({ check: 'child-consent', blocks: true })
    expect(problems[0]!.fixes.map((f) => f.href)).toEqual([`/admin/collections/images/${child.id}`, '/admin/collections/consent-records/create'])
    expect(problems.find((p) => p.check === 'pdf-no-text')).toMatchObject({
      message: 'The PDF “Fee structure scan” has no text layer: it is a scan, which screen readers cannot read.',
      fixes: [expect.objectContaining({ label: expect.stringMatching(/^Upload a PDF with text/), href: `/admin/collections/documents/${scan.id}` })],
    })
  })
})

describe('a child’s photo without consent', () => {
  const REFUSED = /^This cannot be published: The photo “prepublish-\d+\.png” shows children without a parent’s consent that allows it\. The school requires a parent's consent/

  it('in the Hindi text stops publishing from the English form too (both languages are published)', async () => {
    await setSwitch(true)
    const page = await payload.create({
      collection: 'policy-pages',
      draft: true,
      data: { slug: 'terms-of-use', title: 'Terms of use', _status: 'draft', body: richText('The terms.') } as never,
    })
    const hindi = richText('शर्तें।')
    await payload.update({
      collection: 'policy-pages',
      id: page.id,
      draft: true,
      locale: 'hi',
      data: { title: 'उपयोग की शर्तें', body: { ...hindi, root: { ...hindi.root, children: [...hindi.root.children, uploadNode(child.id)] } } } as never,
    })
    const answer = await rest('PATCH', `/policy-pages/${page.id}?locale=en`, { token: editor, body: { _status: 'published' } })
    expect(answer.status).toBe(400)
    expect(firstError(answer).message).toMatch(REFUSED)
  })

  it('stops publishing through REST, GraphQL and the Local API, with a clear 400; a draft is still saved', async () => {
    await setSwitch(true)
    const news = await payload.create({
      collection: 'news',
      draft: true,
      data: build.news({ title: 'Annual day race', _status: 'draft', attachments: [{ relationTo: 'images', value: child.id }] }),
    })
    const answer = await rest('PATCH', `/news/${news.id}`, { token: editor, body: { _status: 'published' } })
    expect(answer.status).toBe(400)
    expect(firstError(answer).message).toMatch(REFUSED)
    expect(firstError(answer).message).not.toMatch(/:.*,/)
    expect(firstError(answer).message).toContain('To fix it: open the photo and choose its consent record or add the parent’s consent form.')

    const mutation = await graphql(`mutation { updateNews(id: ${news.id}, data: { _status: published }) { id _status } }`, editor)
    expect(firstError(mutation).message).toMatch(REFUSED)
    expect(firstError(mutation).statusCode).toBe(400)

    await expect(payload.update({ collection: 'news', id: news.id, data: { _status: 'published' } })).rejects.toThrow(REFUSED)
    await expect(
      payload.create({ collection: 'news', data: build.news({ title: 'Straight to published', attachments: [{ relationTo: 'images', value: child.id }] }) }),
    ).rejects.toThrow(REFUSED)

    // Saving as a draft is allowed; the item stays unpublished.
    const draft = await rest('PATCH', `/news/${news.id}?draft=true`, { token: editor, body: { title: 'Annual day race (draft)' } })
    expect(draft.status).toBe(200)
    expect((await payload.findByID({ collection: 'news', id: news.id }))._status).toBe('draft')
  })

  it('is published once the photo leaves the item, or once its consent is recorded', async () => {
    await setSwitch(true)
    const news = await payload.create({
      collection: 'news',
      draft: true,
      data: build.news({ title: 'Prize day', _status: 'draft', attachments: [{ relationTo: 'images', value: child.id }] }),
    })
    // Removing the photo in the same save that publishes.
    const without = await rest('PATCH', `/news/${news.id}`, { token: editor, body: { _status: 'published', attachments: [] } })
    expect(without.status).toBe(200)

    const again = await payload.create({
      collection: 'news',
      draft: true,
      data: build.news({ title: 'Prize day photos', _status: 'draft', attachments: [{ relationTo: 'images', value: child.id }] }),
    })
    const record = await payload.create({
      collection: 'consent-records',
      data: { childName: 'Meera', givenBy: 'Parent of Meera', relation: 'Mother', dateGiven: '2025-05-20T00:00:00.000Z', scope: 'photo-and-name' },
    })
    await payload.update({ collection: 'images', id: child.id, data: { consent: record.id } })
    expect((await rest('PATCH', `/news/${again.id}`, { token: editor, body: { _status: 'published' } })).status).toBe(200)

    // Withdrawn: refused again, naming the child's record, even with the school's switch off.
    await setSwitch(false)
    await payload.update({ collection: 'consent-records', id: record.id, data: { withdrawn: true } })
    const later = await payload.create({
      collection: 'news',
      draft: true,
      data: build.news({ title: 'Prize day, more photos', _status: 'draft', attachments: [{ relationTo: 'images', value: child.id }] }),
    })
    const refused = await rest('PATCH', `/news/${later.id}`, { token: editor, body: { _status: 'published' } })
    expect(refused.status).toBe(400)
    expect(firstError(refused).message).toMatch(/shows children \(Meera\).*This consent record has been withdrawn/)
  })
})

// Last: a second school makes the tests' own creations name their school.
describe('the panel’s endpoint', () => {
  it('are for staff who may read the document', async () => {
    const news = await payload.create({ collection: 'news', draft: true, data: build.news({ title: 'Staff only', _status: 'draft' }) })
    expect((await rest('GET', `/news/${news.id}/prepublish`)).status).toBe(403)
    const other = (await payload.create({ collection: 'schools', data: { name: 'Other Public School', code: 'OPS', status: 'active', domains: [{ domain: 'other-prepublish.example' }] } })).id
    const stranger = await account('editor', [other])
    expect((await rest('GET', `/news/${news.id}/prepublish`, { token: stranger })).status).toBe(404)
  })
})
