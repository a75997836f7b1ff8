import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { build } from '@/seed/builders'
import { staffUsers, testPayload } from './payload'
import { updatePage } from './pages'

let payload: Payload
let users: Awaited<ReturnType<typeof staffUsers>>
const anonymous = { overrideAccess: false } as const

beforeAll(async () => {
  payload = await testPayload()
  users = await staffUsers(payload)
})

describe('anonymous visitors', () => {
  it('read published news but never drafts', async () => {
    await payload.create({ collection: 'news', data: build.news({ title: 'Published item' }) })
    await payload.create({ collection: 'news', data: build.news({ title: 'Secret draft', _status: 'draft' }), draft: true })
    const { docs } = await payload.find({ collection: 'news', ...anonymous, draft: true, limit: 50 })
    const titles = docs.map((d) => d.title)
    expect(titles).toContain('Published item')
    expect(titles).not.toContain('Secret draft')
  })

  it('cannot write content', async () => {
    await expect(payload.create({ collection: 'news', data: build.news(), ...anonymous })).rejects.toThrow(
      /not allowed/i,
    )
    const item = await payload.create({ collection: 'news', data: build.news() })
    await expect(
      payload.update({ collection: 'news', id: item.id, data: { title: 'Defaced' }, ...anonymous }),
    ).rejects.toThrow(/not allowed/i)
    await expect(payload.delete({ collection: 'news', id: item.id, ...anonymous })).rejects.toThrow(/not allowed/i)
    await expect(
      updatePage(payload, { slug: 'about-page', data: { motto: 'Defaced' }, ...anonymous }),
    ).rejects.toThrow(/not allowed/i)
  })

  it.each<CollectionSlug>(['users', 'transfer-certificates', 'certificates'])('cannot read %s', async (collection) => {
    await expect(payload.find({ collection, ...anonymous })).rejects.toThrow(/not allowed/i)
  })
})

describe('staff', () => {
  it('an editor writes news and reads drafts', async () => {
    const draft = await payload.create({
      collection: 'news',
      data: build.news({ title: 'Editor draft', _status: 'draft' }),
      draft: true,
      user: users.editor,
      overrideAccess: false,
    })
    const { docs } = await payload.find({
      collection: 'news',
      where: { id: { equals: draft.id } },
      draft: true,
      user: users.editor,
      overrideAccess: false,
    })
    expect(docs).toHaveLength(1)
  })

  it('an editor cannot touch users, TC records or the school profile', async () => {
    const as = { user: users.editor, overrideAccess: false } as const
    const { docs } = await payload.find({ collection: 'users', ...as })
    expect(docs.map((d) => d.id)).toEqual([users.editor.id])
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'x@example.com', password: 'correct-horse-battery', name: 'x', role: 'admin' },
        ...as,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(payload.find({ collection: 'transfer-certificates', ...as })).rejects.toThrow(/not allowed/i)
    await expect(
      updatePage(payload, { slug: 'school-profile', data: { name: 'Renamed' }, ...as }),
    ).rejects.toThrow(/not allowed/i)
  })

  it('an editor cannot make themself an admin', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: users.editor.id,
      data: { role: 'admin' },
      user: users.editor,
      overrideAccess: false,
    })
    expect(updated.role).toBe('editor')
  })

  it('an administrator’s brand colour that would not read on the site is refused, naming the field; a dark one is kept', async () => {
    const as = { user: users.admin, overrideAccess: false } as const
    await expect(updatePage(payload, { slug: 'school-profile', data: { name: 'Test School', address: 'Main Road', brandColour: '#f9e17a' }, ...as })).rejects.toThrow(/Brand colour/)
    const saved = await updatePage(payload, { slug: 'school-profile', data: { name: 'Test School', address: 'Main Road', brandColour: '#1f4d2b' }, ...as })
    expect(saved.brandColour).toBe('#1f4d2b')
  })
})
