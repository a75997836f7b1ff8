/**
 * The schools list: who may keep it, and how the JSON API finds a request's school by its host
 * (through the real route handlers and Local API).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { build } from '@/seed/builders'
import { getList, getSubGallery } from '../../../tests/int/apiRoutes'
import { staffUsers, testPayload } from '../../../tests/int/payload'

let payload: Payload
let users: Awaited<ReturnType<typeof staffUsers>>

const onHost = (host: string) => ({ host })

beforeAll(async () => {
  payload = await testPayload()
  users = await staffUsers(payload)
})

describe('the list of schools', () => {
  it('is kept by vendor operators alone; other staff read only their own school', async () => {
    const [school] = (await payload.find({ collection: 'schools' })).docs
    const renamed = await payload.update({ collection: 'schools', id: school!.id, data: { name: 'Renamed by the vendor' }, user: users.operator, overrideAccess: false })
    expect(renamed.name).toBe('Renamed by the vendor')
    for (const who of [users.admin, users.editor]) {
      const as = { user: who, overrideAccess: false } as const
      expect((await payload.find({ collection: 'schools', ...as })).docs.map((s) => s.code)).toEqual([school!.code])
      await expect(payload.create({ collection: 'schools', data: build.school({ code: 'NOPE' }), ...as })).rejects.toThrow(/not allowed/i)
      await expect(payload.update({ collection: 'schools', id: school!.id, data: { name: 'Taken' }, ...as })).rejects.toThrow(/not allowed/i)
      await expect(payload.delete({ collection: 'schools', id: school!.id, ...as })).rejects.toThrow(/not allowed/i)
    }
    await expect(payload.find({ collection: 'schools', overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await payload.update({ collection: 'schools', id: school!.id, data: { name: school!.name } })
  })
})

describe('the JSON API, by host', () => {
  it('answers the only school on any host, and an unknown code with a JSON 404 naming the field', async () => {
    const [only] = (await payload.find({ collection: 'schools' })).docs
    await payload.update({ collection: 'schools', id: only!.id, data: { code: 'KSR', domains: [{ domain: 'ksr.example' }] } })
    expect((await getList('/api/news/{school}', 'KSR', onHost('localhost:3000'))).status).toBe(200)
    expect((await getList('/api/news/{school}', 'KSR', onHost('203.0.113.9'))).status).toBe(200)
    const unknown = await getList('/api/news/{school}', 'ABC', onHost('ksr.example'))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: 'Not Found', field: 'school' })
    // Changing the list reaches the API at once (its cached copy expires).
    await payload.update({ collection: 'schools', id: only!.id, data: { code: 'KSR2' } })
    expect((await getList('/api/news/{school}', 'KSR', onHost('localhost'))).status).toBe(404)
    expect((await getList('/api/news/{school}', 'KSR2', onHost('localhost'))).status).toBe(200)
    await payload.update({ collection: 'schools', id: only!.id, data: { code: 'KSR' } })
  })

  it('adds a second school, served on its own domain only, the first keeping the hosts it answered on; the paths without a code answer for the host’s school', async () => {
    const album = await getSubGallery('?id=999999')
    expect(album.status).toBe(404)
    expect(await album.json()).toMatchObject({ error: 'Not Found', field: 'id' })
    const second = await payload.create({
      collection: 'schools',
      data: build.school({ code: 'ABC', name: 'Second school', domains: [{ domain: 'abc.example' }] }),
      user: users.operator,
      overrideAccess: false,
    })
    expect((await getList('/api/news/{school}', 'ABC', onHost('abc.example'))).status).toBe(200)
    // The first school answered at 203.0.113.9 and localhost a moment ago, as the only school: it still does, and they are its domains now.
    expect((await getList('/api/news/{school}', 'KSR', onHost('203.0.113.9'))).status).toBe(200)
    expect((await getList('/api/news/{school}', 'KSR', onHost('localhost:3000'))).status).toBe(200)
    const [first] = (await payload.find({ collection: 'schools', where: { code: { equals: 'KSR' } } })).docs
    expect(first!.domains?.map((d) => d.domain)).toEqual(['ksr.example', 'localhost', '203.0.113.9'])
    // With two schools, a host that is neither's serves neither.
    expect((await getList('/api/news/{school}', 'KSR', onHost('198.51.100.7'))).status).toBe(404)
    expect((await getList('/api/news/{school}', 'ABC', onHost('ksr.example'))).status).toBe(404)
    await payload.db.deleteOne({ collection: 'schools', where: { id: { equals: second.id } } })
    await payload.update({ collection: 'schools', id: first!.id, data: { domains: [{ domain: 'ksr.example' }] } })
  })
})
