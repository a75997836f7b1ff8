/**
 * The mandatory public disclosure on seeded demo content: the JSON endpoint against its
 * OpenAPI schema, sections and items in CBSE's order, unknown school codes, and the
 * completeness the API, page and admin meter share.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { SCHEMAS, openApiDocument } from '@/api/openapi'
import { ITEMS, missingItems, type DisclosureData } from '@/features/disclosure/rules'
import { seededPayload } from './payload'
import { findPage, updatePage } from './pages'

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
for (const [name, schema] of Object.entries(SCHEMAS)) ajv.addSchema(schema, `#/components/schemas/${name}`)

const get = async (school: string) => {
  const { GET } = await import('@/app/api/disclosure/[school]/route')
  return GET(new Request(`http://localhost/api/disclosure/${school}`), { params: Promise.resolve({ school }) })
}

type Body = {
  complete: boolean
  missing: { section: string; key: string; label: string }[]
  sections: {
    id: string
    title: string
    items: { key: string; label: string; complete: boolean; value: unknown; document: Record<string, unknown> | null }[]
  }[]
  annualReports: { year: string; url: string }[]
}

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

describe('GET /api/disclosure/{school}', () => {
  it('answers the demo disclosure, complete, A–E in order, valid against its OpenAPI schema', async () => {
    const res = await get('KSR')
    expect(res.status).toBe(200)
    const body = (await res.json()) as Body
    const check = ajv.getSchema('#/components/schemas/Disclosure')!
    expect(check(body), JSON.stringify(check.errors)).toBe(true)
    expect(body.complete).toBe(true)
    expect(body.missing).toEqual([])
    expect(body.sections.map((s) => `${s.id}. ${s.title}`)).toEqual([
      'A. General information',
      'B. Documents and information',
      'C. Result and academics',
      'D. Staff (teaching)',
      'E. School infrastructure',
    ])
    expect(body.sections.flatMap((s) => s.items.map((i) => i.label))).toEqual(ITEMS.map((i) => i.label))
    const fire = body.sections[1]!.items.find((i) => i.key === 'fireSafety')!
    expect(fire.document).toMatchObject({ issuedOn: '2024-04-01', validUntil: '2027-03-31', attestedBy: ['chairman', 'principal'] })
    expect(String(fire.document!.url)).toMatch(/\.pdf$/)
    const teachers = body.sections[3]!.items.find((i) => i.key === 'teachers')!
    expect(teachers.value).toEqual({ PGT: 38, TGT: 52, PRT: 61, total: 151 })
    expect(body.annualReports.length).toBeGreaterThan(0)
  })

  it('answers an unknown school code with the same 404 as the other endpoints', async () => {
    const res = await get('NOPE')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: 'Not Found', field: 'school' })
  })

  it('is in the OpenAPI document', () => {
    expect(Object.keys(openApiDocument().paths)).toContain('/api/disclosure/{school}')
  })

  it('lists a removed document as missing, its dates and attestation gone with it, then complete again once restored', async () => {
    const before = await findPage(payload, { slug: 'mandatory-disclosure', depth: 0 })
    const fire = before.sectionB?.fireSafety
    await updatePage(payload, {
      slug: 'mandatory-disclosure',
      data: { sectionB: { ...before.sectionB, fireSafety: { ...fire, file: null } } },
    })
    try {
      const body = (await (await get('KSR')).json()) as Body
      expect(body.complete).toBe(false)
      expect(body.missing).toEqual([
        { section: 'B', key: 'fireSafety', label: expect.stringMatching(/^Copy of valid fire safety certificate/) },
      ])
      const stored = await findPage(payload, { slug: 'mandatory-disclosure', depth: 0 })
      expect(missingItems(stored as DisclosureData).map((i) => i.key)).toEqual(['fireSafety'])
      // No "Issued on" or "Valid until" of a document no longer there.
      expect(fire?.validUntil).toBeTruthy()
      expect(stored.sectionB?.fireSafety).toMatchObject({
        file: null,
        issuedOn: null,
        validUntil: null,
        attestedByManagement: null,
        attestedByPrincipal: false,
      })
      expect(body.sections[1]!.items.find((i) => i.key === 'fireSafety')!.document).toBeNull()
      // Dates written before the PDF is first uploaded stay.
      const dated = await updatePage(payload, {
        slug: 'mandatory-disclosure',
        data: { sectionB: { ...stored.sectionB, fireSafety: { file: null, issuedOn: '2026-04-01T12:00:00.000Z' } } },
      })
      expect(dated.sectionB?.fireSafety?.issuedOn).toBe('2026-04-01T12:00:00.000Z')
    } finally {
      await updatePage(payload, { slug: 'mandatory-disclosure', data: { sectionB: before.sectionB } })
    }
    expect(((await (await get('KSR')).json()) as Body).complete).toBe(true)
  })
})
