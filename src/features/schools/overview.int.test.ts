/**
 * The operator's view of every school (Vendor → All schools): one row per school with its own
 * figures, sorted by any column, and as CSV.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ITEMS } from '@/features/disclosure/rules'
import { updatePage } from '../../../tests/int/pages'
import { testPayload } from '../../../tests/int/payload'
import { addSchool } from './add'
import { overviewCsv, schoolsOverview, sortedBy } from './overview'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('the view of every school', () => {
  it('lists each school with its own completeness, staff and domains; sorts by a column; and is CSV', async () => {
    const [first] = (await payload.find({ collection: 'schools', limit: 1, sort: 'id' })).docs
    const { school: second } = await addSchool(payload, { code: 'OVR', name: 'Overview Second School', domains: ['nowhere.invalid'], adminEmail: 'head@ovr.example', adminPassword: 'a long overview password 1' })
    await updatePage(payload, { slug: 'mandatory-disclosure', school: second.id, data: { sectionA: { schoolName: 'Overview Second School', address: '1 Lake Road, Patna 800001' } } })

    const rows = await schoolsOverview(payload)
    expect(rows.map((r) => r.code).sort()).toEqual([first!.code, 'OVR'].sort())
    const a = rows.find((r) => r.code === first!.code)!
    const b = rows.find((r) => r.code === 'OVR')!
    expect(b).toMatchObject({ name: 'Overview Second School', status: 'active', domains: [{ domain: 'nowhere.invalid', resolves: false }], staff: 1, subscribers: 0, failingNotices: 0 })
    expect(b.disclosureTotal).toBe(ITEMS.length)
    expect(b.disclosureDone).toBe(a.disclosureDone + 2)

    expect(sortedBy(rows, '-disclosure').map((r) => r.code)).toEqual(['OVR', first!.code])
    expect(sortedBy(rows, 'disclosure').map((r) => r.code)).toEqual([first!.code, 'OVR'])
    const csv = overviewCsv(sortedBy(rows, 'code')).split('\r\n')
    expect(csv[0]).toMatch(/^School,Code,Domains,Status,Disclosure complete,Last publish,/)
    expect(csv.find((l) => l.startsWith('Overview Second School,OVR,'))).toContain(`,${b.disclosureDone}/${ITEMS.length},`)
    expect(csv.filter(Boolean)).toHaveLength(3)
  })
})
