/**
 * Site search on PostgreSQL (tsvector, ts_rank_cd; the committed migrations' GIN index):
 * the same answers as on SQLite for the demo content, and whole words only.
 */
import { schoolOfRecord } from '@/tenancy'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { searchTerms } from '@/features/search/rules'
import { sessionYearOf } from '@/lib/sessionYear'
import { PostgresCluster } from '../servers/postgres'
import { postgresPayload, stopPostgresPayload } from './postgresPayload'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-search-pg-'))
const cluster = new PostgresCluster(dir, ['site'])
let payload: Payload
let find: (q: string) => Promise<{ path: string; title: string; kind: string }[]>

beforeAll(async () => {
  const started = await postgresPayload(cluster)
  payload = started.payload
  const { seed } = await import('@/seed')
  const { ensureSearchIndex } = await import('@/features/search/indexer')
  const { searchIndex } = await import('@/features/search/query')
  await payload.db.migrate({ migrations: started.migrations })
  await seed(payload, new Date())
  await ensureSearchIndex(payload)
  const [school] = (await payload.find({ collection: 'schools' })).docs
  const decided = (await schoolOfRecord(payload, school!.id))!
  find = (q) => searchIndex(payload, searchTerms(q), decided)
}, 600_000)

afterAll(async () => {
  await stopPostgresPayload(payload, cluster)
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('search on PostgreSQL', () => {
  it('"fee" finds the admission page first, "TC" the TC page, "holiday" the holiday list PDF', async () => {
    expect((await find('fee'))[0]?.path).toBe('/admission')
    expect((await find('TC'))[0]?.path).toBe('/tc')
    expect((await find('holiday'))[0]).toMatchObject({ kind: 'document', title: `Holiday List ${sessionYearOf(new Date())}` })
  })

  it('finds whole words only, and takes any input', async () => {
    expect(await find('atc')).toEqual([])
    for (const q of ['"', '*', 'NEAR(', "'; drop table news; --", 'the', '& | !']) expect(Array.isArray(await find(q)), q).toBe(true)
  })

  it('follows a publish and a delete', async () => {
    const word = `Capybarafair${Date.now()}`
    const news = await payload.create({
      collection: 'news',
      data: { title: `${word} today`, description: 'Stalls.', fromDate: new Date().toISOString(), _status: 'published' },
    })
    expect((await find(word)).map((h) => h.kind)).toEqual(['news'])
    await payload.delete({ collection: 'news', id: news.id })
    expect(await find(word)).toEqual([])
  })
})
