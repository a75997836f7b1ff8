/**
 * Site search on the committed migrations (SQLite FTS5): the demo content is found with the
 * best match first, the index follows publishing, unpublishing, the Trash and deletes, and a
 * content import's records are found once it is done.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { exportContent } from '@/content/export'
import { formatProblem, importContent } from '@/content/import'
import { env } from '@/env'
import { searchTerms } from '@/features/search/rules'
import { sessionYearOf } from '@/lib/sessionYear'
import { RESOURCES } from '@/content/resources'
import { ensureSearchIndex, rebuildSearchIndex } from '@/features/search/indexer'
import { searchIndex } from '@/features/search/query'
import { schoolById, seededPayload } from './payload'
import { findPage, updatePage } from './pages'

let payload: Payload
/** The school's search, as its site runs it. */
const find = async (q: string) => searchIndex(payload, searchTerms(q), await schoolById(payload, (await payload.find({ collection: 'schools' })).docs[0]!.id))
const paths = async (q: string) => (await find(q)).map((h) => h.path)

beforeAll(async () => {
  payload = await seededPayload()
  await ensureSearchIndex(payload)
})

describe('the demo content', () => {
  it('"fee" finds the admission page first, "TC" the TC page, "holiday" the holiday list PDF', async () => {
    expect((await paths('fee'))[0]).toBe('/admission')
    expect((await paths('fees'))[0]).toBe('/admission')
    expect((await paths('TC'))[0]).toBe('/tc')
    const holiday = (await find('holiday'))[0]
    expect(holiday).toMatchObject({ kind: 'document', title: `Holiday List ${sessionYearOf(new Date())}` })
    expect(holiday?.path).toMatch(/^\/files\/documents\/.+\.pdf$/)
  })

  it('finds whole words only, and nothing for query syntax', async () => {
    expect(await paths('atc')).toEqual([])
    for (const q of ['"', '*', 'NEAR(', 'fee AND', '-', ':']) expect(Array.isArray(await find(q)), q).toBe(true)
    expect((await paths('NEAR( fee')).length).toBe(0)
  })

  it('a rebuild gives the same answers', async () => {
    const before = await find('school')
    await rebuildSearchIndex(payload)
    expect(await find('school')).toEqual(before)
  })
})

describe('notices and the ticker', () => {
  it('finds a ticker item by its words, leading to its PDF', async () => {
    const hit = (await find('winter uniform'))[0]
    expect(hit).toMatchObject({ kind: 'document', title: expect.stringMatching(/^Winter uniform/) })
    expect(hit?.path).toMatch(/^\/files\/documents\/.+\.pdf$/)
  })

  it("finds a page by the words inside a PDF it links: the date sheet's text finds Exam Schedule", async () => {
    expect(await paths('invigilators')).toContain('/exam-schedule')
  })

  it('finds a notice while it shows, and not after its "show until" day', async () => {
    const word = `Okapiday${Date.now()}`
    const yesterday = new Date(Date.now() - 86_400_000).toISOString()
    const shown = await payload.create({ collection: 'notifications', data: { title: `${word} open`, _status: 'published' } })
    const ended = await payload.create({
      collection: 'notifications',
      data: { title: `${word} ended`, showUntil: yesterday, _status: 'published' },
    })
    expect((await find(word)).map((h) => [h.title, h.kind, h.path])).toEqual([[`${word} open`, 'notice', '/']])
    await payload.delete({ collection: 'notifications', id: shown.id })
    await payload.delete({ collection: 'notifications', id: ended.id })
    expect(await find(word)).toEqual([])
  })
})

describe('keeping the index current', () => {
  it('follows publish, draft saves, unpublish, the Trash and delete', async () => {
    const word = `Pangolinday${Date.now()}`
    const news = await payload.create({
      collection: 'news',
      data: { title: `${word} on campus`, description: 'A day of talks.', fromDate: new Date().toISOString(), _status: 'published' },
    })
    expect((await find(word)).map((h) => h.kind)).toEqual(['news'])
    // A draft over it leaves the published words.
    await payload.update({ collection: 'news', id: news.id, data: { title: 'Renamed in a draft' }, draft: true })
    expect(await paths(word)).toHaveLength(1)
    await payload.update({ collection: 'news', id: news.id, data: { _status: 'draft' } })
    expect(await paths(word)).toEqual([])
    await payload.update({ collection: 'news', id: news.id, data: { title: `${word} again`, _status: 'published' } })
    expect(await paths(word)).toHaveLength(1)
    await payload.update({ collection: 'news', id: news.id, data: { deletedAt: new Date().toISOString() } })
    expect(await paths(word)).toEqual([])
    await payload.update({ collection: 'news', id: news.id, data: { deletedAt: null }, trash: true })
    expect(await paths(word)).toHaveLength(1)
    await payload.delete({ collection: 'news', id: news.id, trash: true })
    expect(await paths(word)).toEqual([])
  })

  it('a never-published draft is never found', async () => {
    const word = `Okapiweek${Date.now()}`
    await payload.create({
      collection: 'events',
      data: { title: `${word}`, date: new Date().toISOString(), _status: 'draft' },
      draft: true,
    })
    expect(await paths(word)).toEqual([])
  })

  it('a Hindi save leaves the English words in the index, and the save still answers in Hindi', async () => {
    const word = `Quokkafair${Date.now()}`
    const news = await payload.create({
      collection: 'news',
      data: { title: `${word} on campus`, description: 'A fair.', fromDate: new Date().toISOString(), _status: 'published' },
    })
    const hindi = 'परिसर में मेला'
    const saved = await payload.update({
      collection: 'news',
      id: news.id,
      locale: 'hi',
      data: { title: hindi, description: 'एक मेला।', _status: 'published' },
    })
    expect(saved.title).toBe(hindi)
    expect((await find(word)).map((h) => h.title)).toEqual([`${word} on campus`])
    await payload.delete({ collection: 'news', id: news.id })
  })

  it('a CMS page is indexed again when it is saved', async () => {
    const word = `Tapirrule${Date.now()}`
    const page = await findPage(payload, { slug: 'admission-page', depth: 0 })
    await updatePage(payload, { slug: 'admission-page', data: { ...page, intro: `${page.intro} ${word}.` } })
    expect(await paths(word)).toEqual(['/admission'])
  })
})

describe('a content import', () => {
  it('its records are found when it is done', async () => {
    const [title] = (await payload.find({ collection: 'news', limit: 1, sort: '-fromDate', depth: 0 })).docs.map((d) => d.title)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-search-'))
    await exportContent(payload, dir, env().uploadDir, () => {})
    for (const slug of [...new Set(RESOURCES.map((r) => r.collection))] as CollectionSlug[]) {
      await payload.delete({ collection: slug, where: { id: { exists: true } }, overrideAccess: true })
    }
    expect(await paths(title!)).not.toContain('/news')
    const result = await importContent(payload, dir)
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'))
    const hits = await find(title!)
    expect(hits.some((h) => h.kind === 'news' && h.title === title)).toBe(true)
  })
})
