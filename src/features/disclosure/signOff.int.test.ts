/**
 * The head's sign-off on the mandatory disclosure: only an administrator signs off; the server
 * records who, when and the fingerprint of the disclosure as it stands (whatever the request
 * sent); the attestation the public page shows holds while the disclosure is unchanged (saving
 * it unchanged included) and lapses at a change, in English or Hindi; the compliance monitor
 * lists a disclosure never signed off (amber) and one changed since its sign-off (red); nobody
 * changes or deletes a sign-off.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runChecks } from '@/features/compliance/checks'
import { attestationOf } from '@/features/disclosure/signOff'
import type { User } from '@/payload-types'
import type { SchoolGate } from '@/tenancy'
import { rest, signIn, type Caller } from '../../../tests/int/isolation'
import { schoolGate, staffUsers, testPayload } from '../../../tests/int/payload'
import { updatePage } from '../../../tests/int/pages'

let payload: Payload
let gate: SchoolGate
let admin: User
let asAdmin: Caller
let asEditor: Caller

const DISCLOSURE = {
  sectionA: { schoolName: 'Test Public School', affiliationNumber: '3430001', phone: '0651 2400000' },
  sectionD: { principal: 'R. Sharma, M.Sc., B.Ed.', teachersPGT: 12, teachersTGT: 18, teachersPRT: 20 },
}

const signOffFindings = async () =>
  (await runChecks(payload, { school: gate.schoolId })).filter((f) => f.check.startsWith('disclosure-') && /sign-off|signed off/.test(f.message))

beforeAll(async () => {
  payload = await testPayload()
  gate = await schoolGate(payload)
  const staff = await staffUsers(payload)
  admin = staff.admin
  asAdmin = await signIn(payload, admin.email, 'correct-horse-battery')
  asEditor = await signIn(payload, staff.editor.email, 'correct-horse-battery')
  await updatePage(payload, { slug: 'mandatory-disclosure', data: DISCLOSURE })
})

describe('the head’s sign-off on the mandatory disclosure', () => {
  it('is listed by the monitor as missing until the head signs off; only an administrator can', async () => {
    expect(await attestationOf(gate)).toBeNull()
    expect(await signOffFindings()).toEqual([expect.objectContaining({ check: 'disclosure-not-signed-off', severity: 'amber' })])
    expect((await rest(asEditor, 'POST', '/disclosure-sign-offs', { name: 'An editor', designation: 'Principal' })).status).toBe(403)
    expect((await rest(null, 'POST', '/disclosure-sign-offs', { name: 'Someone', designation: 'Principal' })).status).toBe(403)
  })

  it('records who, when and the fingerprint on the server, and shows while the disclosure is unchanged', async () => {
    const before = Date.now()
    const made = await rest(asAdmin, 'POST', '/disclosure-sign-offs', {
      name: 'R. Sharma',
      designation: 'Principal',
      fingerprint: 'made-up',
      signedAt: '2020-01-01T00:00:00.000Z',
      signedBy: 'someone else',
    })
    expect(made.status).toBe(201)
    const doc = made.body.doc as { fingerprint: string; signedAt: string; signedBy: string }
    expect(doc.fingerprint).toMatch(/^[0-9a-f]{64}$/)
    expect(Date.parse(doc.signedAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(doc.signedBy).toContain(admin.email)
    expect(await attestationOf(gate)).toMatchObject({ name: 'R. Sharma', designation: 'Principal', current: true })
    expect(await signOffFindings()).toEqual([])
    // Saved again as it is (the admin's form sends every field): still the attested content.
    await updatePage(payload, { slug: 'mandatory-disclosure', data: { ...DISCLOSURE, sectionE: { internet: null } } })
    expect((await attestationOf(gate))?.current).toBe(true)
  })

  it('lapses at a change, which the monitor lists as red until the head signs off again', async () => {
    await updatePage(payload, { slug: 'mandatory-disclosure', data: { sectionA: { ...DISCLOSURE.sectionA, phone: '0651 2499999' } } })
    expect(await attestationOf(gate)).toMatchObject({ name: 'R. Sharma', current: false })
    expect(await signOffFindings()).toEqual([
      expect.objectContaining({ check: 'disclosure-changed-since-sign-off', severity: 'red', href: '/admin/collections/mandatory-disclosure' }),
    ])
    expect((await rest(asAdmin, 'POST', '/disclosure-sign-offs', { name: 'R. Sharma', designation: 'Principal' })).status).toBe(201)
    expect((await attestationOf(gate))?.current).toBe(true)
    expect(await signOffFindings()).toEqual([])
  })

  it('lapses at a change of the Hindi too', async () => {
    await updatePage(payload, { slug: 'mandatory-disclosure', locale: 'hi', data: { sectionA: { schoolName: 'टेस्ट पब्लिक स्कूल' } } })
    expect((await attestationOf(gate))?.current).toBe(false)
  })

  it('cannot be changed or deleted by anyone', async () => {
    const { docs } = await payload.find({ collection: 'disclosure-sign-offs' as never, overrideAccess: true, limit: 1 })
    const id = (docs[0] as unknown as { id: number }).id
    expect((await rest(asAdmin, 'PATCH', `/disclosure-sign-offs/${id}`, { name: 'Someone else' })).status).toBe(403)
    expect((await rest(asAdmin, 'DELETE', `/disclosure-sign-offs/${id}`)).status).toBe(403)
  })
})
