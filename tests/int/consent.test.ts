/**
 * Children's photos and names (src/features/consent/rules.ts) as visitors read them through the Local API
 * with their own access: gallery photos, news photos, the student council page's photos,
 * toppers and the search index, before and after a parent withdraws consent, and with the
 * school's "Require consent" switch.
 */
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { imageOf, splitAttachments } from '@/lib/media'
import { build } from '@/seed/builders'
import { testPayload } from './payload'
import { findPage, updatePage } from './pages'

let payload: Payload
const visitor = { overrideAccess: false, draft: false, depth: 1 } as const

let n = 0
async function photo(data: { showsChildren?: boolean; consent?: number | null } = {}) {
  const buf = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10 * ++n, g: 90, b: 40 } } })
    .png()
    .toBuffer()
  const name = `child-${n}.png`
  return payload.create({
    collection: 'images',
    data: { alt: `Photo ${n}`, ...data },
    file: { data: buf, name, mimetype: 'image/png', size: buf.length },
  })
}

const consentRecord = (childName: string, scope: 'photo-and-name' | 'photo' | 'name' = 'photo-and-name') =>
  payload.create({
    collection: 'consent-records',
    data: { childName, givenBy: `Parent of ${childName}`, relation: 'Mother', dateGiven: '2025-05-20T00:00:00.000Z', scope },
  })

const withdraw = (id: number) => payload.update({ collection: 'consent-records', id, data: { withdrawn: true } })
const setSwitch = (on: boolean) => updatePage(payload, { slug: 'school-profile', data: { requireConsent: on } })

/** The ids of the photos a visitor sees in a populated list. */
const shownIds = (list: unknown[] | null | undefined) =>
  (list ?? []).flatMap((p) => (p && typeof p === 'object' && 'id' in p ? [(p as { id: number }).id] : []))

beforeAll(async () => {
  payload = await testPayload()
  await updatePage(payload, { slug: 'school-profile', data: { name: 'Test School', address: 'Main Road' } })
})
afterAll(async () => {
  await setSwitch(false)
})

describe('consent records', () => {
  it('are never readable by visitors', async () => {
    await consentRecord('Hidden Child')
    await expect(payload.find({ collection: 'consent-records', overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })

  it('note the day consent was withdrawn', async () => {
    const record = await consentRecord('Dated Child')
    expect(record.withdrawnOn ?? null).toBeNull()
    const withdrawn = await withdraw(record.id)
    expect(withdrawn.withdrawnOn?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10))
  })

  it('cannot be deleted while a photo uses them', async () => {
    const record = await consentRecord('Kept Child')
    await photo({ showsChildren: true, consent: record.id })
    await expect(payload.delete({ collection: 'consent-records', id: record.id })).rejects.toThrow(/withdrawn/i)
  })
})

describe('a withdrawn consent hides the photo', () => {
  it('in a gallery album', async () => {
    const record = await consentRecord('Gallery Child')
    const child = await photo({ showsChildren: true, consent: record.id })
    const other = await photo()
    const album = await payload.create({
      collection: 'gallery-albums',
      data: build.galleryAlbum([child.id, other.id], { title: 'Sports day' }),
    })
    const read = () => payload.findByID({ collection: 'gallery-albums', id: album.id, ...visitor })
    expect(shownIds((await read()).photos)).toEqual([child.id, other.id])
    await withdraw(record.id)
    expect(shownIds((await read()).photos)).toEqual([other.id])
    // The album's cover is then its first photo still shown.
    expect(imageOf((await read()).photos as never)?.url).toContain(other.filename!)
    expect(await payload.findByID({ collection: 'images', id: child.id, overrideAccess: false, disableErrors: true })).toBeNull()
  })

  it('in a news item', async () => {
    const record = await consentRecord('News Child')
    const child = await photo({ showsChildren: true, consent: record.id })
    const item = await payload.create({
      collection: 'news',
      data: build.news({ title: 'Prize day', attachments: [{ relationTo: 'images', value: child.id }] }),
    })
    const photos = async () =>
      splitAttachments((await payload.findByID({ collection: 'news', id: item.id, ...visitor })).attachments as never).photos
    expect(await photos()).toHaveLength(1)
    await withdraw(record.id)
    expect(await photos()).toEqual([])
  })

  it('on the student council page', async () => {
    const record = await consentRecord('Council Child')
    const child = await photo({ showsChildren: true, consent: record.id })
    await updatePage(payload, { slug: 'student-council-page', data: { tabs: [{ title: 'Head prefects', photos: [child.id] }] } })
    const read = async () => (await findPage(payload, { slug: 'student-council-page', ...visitor })).tabs?.[0]?.photos
    expect(shownIds(await read())).toEqual([child.id])
    await withdraw(record.id)
    expect(shownIds(await read())).toEqual([])
  })
})

describe('toppers', () => {
  const topper = (name: string, consent: number | null, photoId?: number) =>
    payload.create({ collection: 'toppers', data: build.topper({ name, class: 'X', sessionYear: '2024-25', consent, photo: photoId }) })
  const visibleNames = async () =>
    (await payload.find({ collection: 'toppers', ...visitor, limit: 0, pagination: false })).docs.map((t) => t.name)
  const indexedTitles = async () =>
    (
      await payload.find({ collection: 'search-index' as never, where: { kind: { equals: 'topper' } }, limit: 0, pagination: false })
    ).docs.map((d) => (d as unknown as { title: string }).title)

  it('leave the lists, the search index and take their photo with them when consent is withdrawn', async () => {
    const record = await consentRecord('Meera Withdrawn')
    const portrait = await photo()
    await topper('Meera Withdrawn', record.id, portrait.id)
    expect(await visibleNames()).toContain('Meera Withdrawn')
    expect(await indexedTitles()).toContain('Meera Withdrawn')
    // The topper's photo is marked as showing a child and carries the topper's consent.
    const image = await payload.findByID({ collection: 'images', id: portrait.id, depth: 0 })
    expect(image.showsChildren).toBe(true)
    expect(image.consent).toBe(record.id)

    await withdraw(record.id)
    expect(await visibleNames()).not.toContain('Meera Withdrawn')
    expect(await indexedTitles()).not.toContain('Meera Withdrawn')
    expect(await payload.findByID({ collection: 'images', id: portrait.id, overrideAccess: false, disableErrors: true })).toBeNull()
  })

  it('stay without their photo when consent is narrowed to the name, and leave when it is narrowed to the photo', async () => {
    const record = await consentRecord('Rohan Narrowed')
    const portrait = await photo()
    const created = await topper('Rohan Narrowed', record.id, portrait.id)
    const narrow = (scope: 'name' | 'photo') => payload.update({ collection: 'consent-records', id: record.id, data: { scope } })
    const readPhoto = async () => (await payload.findByID({ collection: 'toppers', id: created.id, ...visitor })).photo

    await narrow('name')
    expect(await visibleNames()).toContain('Rohan Narrowed')
    expect(await indexedTitles()).toContain('Rohan Narrowed')
    // The photo a visitor may not read comes as its id alone: no file name, nothing to show.
    expect(await readPhoto()).toBe(portrait.id)
    expect(imageOf((await readPhoto()) as never)).toBeNull()
    expect(await payload.findByID({ collection: 'images', id: portrait.id, overrideAccess: false, disableErrors: true })).toBeNull()

    await narrow('photo')
    expect(await visibleNames()).not.toContain('Rohan Narrowed')
    expect(await indexedTitles()).not.toContain('Rohan Narrowed')
    expect(await payload.findByID({ collection: 'images', id: portrait.id, overrideAccess: false, disableErrors: true })).not.toBeNull()
  })

  it('without consent show while the school does not require it, and are hidden once it does', async () => {
    await topper('Kunal Unconsented', null)
    const untagged = await photo()
    // On the site (a file nothing published uses is hidden anyway: src/data/filesInUse).
    await payload.create({ collection: 'gallery-albums', data: build.galleryAlbum([untagged.id], { title: 'Tree planting' }) })
    expect(await visibleNames()).toContain('Kunal Unconsented')
    await setSwitch(true)
    expect(await visibleNames()).not.toContain('Kunal Unconsented')
    expect(await indexedTitles()).not.toContain('Kunal Unconsented')
    // A photo not marked as showing children is not affected.
    expect(await payload.findByID({ collection: 'images', id: untagged.id, overrideAccess: false, disableErrors: true })).not.toBeNull()
    await setSwitch(false)
    expect(await visibleNames()).toContain('Kunal Unconsented')
    expect(await indexedTitles()).toContain('Kunal Unconsented')
  })

  it('cannot be published without consent once the school requires it, with a message on the field', async () => {
    await setSwitch(true)
    try {
      await expect(topper('Tara Refused', null)).rejects.toThrow(/Consent record/)
      const nameOnly = await consentRecord('Tara Refused', 'name')
      // A consent for the name alone does not cover a photo.
      await expect(topper('Tara Refused', nameOnly.id, (await photo()).id)).rejects.toThrow(/Consent record/)
      await expect(photo({ showsChildren: true })).rejects.toThrow(/Consent record/)
      // A draft may be saved without consent; publishing it is what is checked.
      const draft = await payload.create({
        collection: 'toppers',
        data: build.topper({ name: 'Tara Draft', class: 'X', sessionYear: '2024-25', _status: 'draft' }),
        draft: true,
      })
      expect(draft.id).toBeGreaterThan(0)
      const ok = await topper('Tara Refused', nameOnly.id)
      expect(ok.name).toBe('Tara Refused')
    } finally {
      await setSwitch(false)
    }
  })
})
