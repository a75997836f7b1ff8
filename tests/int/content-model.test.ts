import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { build } from '@/seed/builders'
import { testPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function pdfId() {
  const { makePdf } = await import('@/seed/files')
  const data = await makePdf('Test', ['line'], 'Test school')
  const doc = await payload.create({
    collection: 'documents',
    data: { title: 'Test document' },
    file: { data, mimetype: 'application/pdf', name: `t-${Date.now()}.pdf`, size: data.length },
  })
  return doc.id
}

describe('required fields', () => {
  it('refuses news without a title, naming the field', async () => {
    const { title: _omit, ...data } = build.news()
    await expect(payload.create({ collection: 'news', data: data as never })).rejects.toThrow(/title/i)
  })

  it('refuses a faculty member without an order', async () => {
    const { order: _omit, ...data } = build.faculty()
    await expect(payload.create({ collection: 'faculty', data: data as never })).rejects.toThrow(/order/i)
  })

  it('refuses a transfer certificate without the scanned certificate', async () => {
    await expect(
      payload.create({ collection: 'transfer-certificates', data: build.transferCertificate(undefined as never) }),
    ).rejects.toThrow(/certificate/i)
  })

  it('refuses a school code the old API could not carry, naming the field', async () => {
    const [school] = (await payload.find({ collection: 'schools' })).docs
    for (const code of ['', 'K', 'K SR', 'KSR/1']) {
      await expect(payload.update({ collection: 'schools', id: school!.id, data: { code } })).rejects.toThrow(/invalid: school code/i)
    }
  })

  it('refuses a school domain that is not a host name, saying so, and keeps a pasted address as its host name', async () => {
    const why = (saving: Promise<unknown>) =>
      saving.then(
        () => 'saved',
        (err: { data?: { errors?: { message: string }[] } }) => (err.data?.errors ?? []).map((e) => e.message).join(' '),
      )
    const [school] = (await payload.find({ collection: 'schools' })).docs
    if (!school) throw new Error('the test school is missing')
    expect(await why(payload.update({ collection: 'schools', id: school.id, data: { domains: [{ domain: 'two.example/news' }] } }))).toMatch(/host name/)
    expect(await why(payload.update({ collection: 'schools', id: school.id, data: { domains: [{ domain: 'one.example:8080' }] } }))).toMatch(/host name/)
    const pasted = await payload.update({ collection: 'schools', id: school.id, data: { domains: [{ domain: ' https://WWW.One.example/ ' }] } })
    expect(pasted.domains?.map((d) => d.domain)).toEqual(['www.one.example'])
  })

})

describe('enumerated values', () => {
  it('accepts only class X or XII for toppers', async () => {
    await expect(payload.create({ collection: 'toppers', data: build.topper({ class: 'IX' as never }) })).rejects.toThrow(
      /class/i,
    )
    const ok = await payload.create({ collection: 'toppers', data: build.topper({ class: 'X' }) })
    expect(ok.class).toBe('X')
  })

  it('accepts only News Letter or Loquacity as a circular category', async () => {
    const file = await pdfId()
    const attachments = [{ relationTo: 'documents' as const, value: file }]
    await expect(
      payload.create({ collection: 'circulars', data: build.circular(attachments, { category: 'Magazine' as never }) }),
    ).rejects.toThrow(/category/i)
    const ok = await payload.create({
      collection: 'circulars',
      data: build.circular(attachments, { category: 'Loquacity', date: null }),
    })
    expect(ok.category).toBe('Loquacity')
    expect(ok.date ?? null).toBeNull()
  })

  it('accepts session years only in the form 2024-25', async () => {
    for (const sessionYear of ['2024-2025', '2024-26', '24-25', '']) {
      await expect(
        payload.create({ collection: 'toppers', data: build.topper({ sessionYear }) }),
        sessionYear,
      ).rejects.toThrow(/session/i)
    }
  })
})

describe('faculty order', () => {
  it('sorts numerically, so 2 comes before 10', async () => {
    for (const order of [10, 2, 1, 21, 3]) {
      await payload.create({ collection: 'faculty', data: build.faculty({ name: `Teacher ${order}`, order }) })
    }
    const { docs } = await payload.find({
      collection: 'faculty',
      where: { name: { like: 'Teacher ' } },
      sort: 'order',
      limit: 10,
    })
    expect(docs.map((d) => d.order)).toEqual([1, 2, 3, 10, 21])
  })

  it('refuses a fractional order', async () => {
    await expect(payload.create({ collection: 'faculty', data: build.faculty({ order: 2.5 }) })).rejects.toThrow(
      /order/i,
    )
  })
})
