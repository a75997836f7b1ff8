/**
 * Going from one school to two when the first answered on more hosts than are kept
 * (./servedHosts.ts): nothing is added, and the operator is told what to do.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { build } from '@/seed/builders'
import { getList } from '../../tests/int/apiRoutes'
import { testPayload } from '../../tests/int/payload'
import { hostsServed, MAX_REMEMBERED_HOSTS } from './servedHosts'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('a second school where the first answered on too many hosts to keep', () => {
  it('is not added, and the operator is told to list the first school’s own domains first', async () => {
    const [first] = (await payload.find({ collection: 'schools' })).docs
    // Any client can send any Host: the first school keeps at most MAX_REMEMBERED_HOSTS of them.
    for (let i = 1; i <= MAX_REMEMBERED_HOSTS + 2; i++)
      expect((await getList('/api/news/{school}', first!.code, { host: `10.0.0.${i}` })).status).toBe(200)
    // The hosts are written after each answer, one at a time.
    await expect.poll(async () => (await hostsServed(payload, first!.id)).overflow).toBe(true)
    await expect(
      payload.create({ collection: 'schools', data: build.school({ code: 'XYZ', name: 'Third school', domains: [{ domain: 'xyz.example' }] }) }),
    ).rejects.toThrow(/answered on more than 16 host names .*List the ones that are its own as its domains first \(Vendor → Schools → /)
    expect((await payload.count({ collection: 'schools' })).totalDocs).toBe(1)
    // Nothing changed: the only school still answers on any host.
    expect((await getList('/api/news/{school}', first!.code, { host: '10.0.0.1' })).status).toBe(200)
  })
})
