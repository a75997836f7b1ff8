/**
 * A big import while staff work: `content:import` of a 400-record pack runs in its own
 * process on the site's database, and staff sign-ins and saves made meanwhile all succeed
 * (they wait for the import's short batches, they do not fail). Afterwards the API lists
 * every published news item, and pages them on request. The behaviour needs an import long
 * enough for the staff's work to fall within it (its 400 records take several seconds); the
 * import's speed at 10,000 records is `npm run bench`'s (growth).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createLocalReq, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { pageCache } from '@/data/pageCache'
import { commandArgs } from '../../scripts/lib'
import { getList } from './apiRoutes'
import { seededPayload, staffUsers } from './payload'

const PACK_SIZE = 400
const ALBUMS = 10
let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

/** PACK_SIZE news items without files, and 10 albums of two photos each (20 files): the records make the import long, the files make it store uploads too. */
async function writePack(dir: string) {
  const news = Array.from({ length: PACK_SIZE }, (_, i) => ({
    _id: `old-news-${i}`,
    title: `Archived notice ${i}`,
    description: `Notice ${i} from the old website.`,
    fromDate: new Date(Date.UTC(2015, 0, 1) + i * 86_400_000).toISOString(),
    date: i % 3 === 0 ? '' : null,
    attachments: [],
  }))
  fs.writeFileSync(path.join(dir, 'news.json'), JSON.stringify(news))
  fs.mkdirSync(path.join(dir, 'files'))
  const albums = []
  for (let i = 0; i < ALBUMS; i += 1) {
    const photos = []
    for (const n of [0, 1]) {
      const name = `files/album-${i}-${n}.jpg`
      const background = { r: (i * 7) % 256, g: (i * 13 + n * 90) % 256, b: (i * 29) % 256 }
      fs.writeFileSync(path.join(dir, name), await sharp({ create: { width: 96, height: 64, channels: 3, background } }).jpeg().toBuffer())
      photos.push(name)
    }
    albums.push({ _id: `old-album-${i}`, title: `Old album ${i}`, date: new Date(Date.UTC(2016, 0, 1 + i)).toISOString(), attachments: photos })
  }
  fs.writeFileSync(path.join(dir, 'gallery.json'), JSON.stringify(albums))
}

describe('an import of 400 records while staff work', () => {
  it('lets 20 sign-ins and 20 admin saves made during it succeed, then the API lists every item', async () => {
    const pack = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-pack-'))
    await writePack(pack)
    const { admin } = await staffUsers(payload)
    const [target] = (await payload.find({ collection: 'news', limit: 1, depth: 0 })).docs
    const before = (await payload.count({ collection: 'news' })).totalDocs

    const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error', PORT: '9' }
    const child = spawn(process.execPath, [...commandArgs('content-import'), pack], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let writing!: () => void
    const started = new Promise<void>((resolve) => (writing = resolve))
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      if (new RegExp(`news: \\d+/${PACK_SIZE} records`).test(out)) writing()
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    const finished = new Promise<number | null>((resolve) => child.on('exit', resolve))
    let importDone = false
    void finished.then(() => (importDone = true))

    await started
    // Staff at twenty desks: a sign-in and a save every 150 ms while the import writes.
    const user = { ...admin, collection: 'users' as const }
    const work = Array.from({ length: 20 }, async (_, i) => {
      // Each desk starts 150 ms after the one before: the pacing is the load under test, not a wait for anything.
      await new Promise((r) => setTimeout(r, i * 150))
      const startedDuringImport = !importDone
      const req = await createLocalReq({ req: { headers: new Headers({ 'x-forwarded-for': `198.51.100.${i + 1}` }) } }, payload)
      const results = await Promise.allSettled([
        payload.login({ collection: 'users', data: { email: admin.email, password: 'correct-horse-battery' }, req }),
        payload.update({
          collection: 'news',
          id: target!.id,
          data: { title: `Edited during the import (${i})` },
          overrideAccess: false,
          req: await createLocalReq({ user }, payload),
        }),
      ])
      return { startedDuringImport, failures: results.flatMap((r) => (r.status === "rejected" ? [String((r.reason as Error).message)] : [])) }
    })
    const outcomes = await Promise.all(work)
    expect(await finished, out).toBe(0)
    expect(outcomes.flatMap((o) => o.failures)).toEqual([])
    // The staff work really overlapped the import.
    const duringImport = outcomes.filter((o) => o.startedDuringImport).length
    expect(duringImport, out).toBeGreaterThanOrEqual(10)
    console.info(`[figure] ${out.match(/Imported in [^\n]+/)?.[0]}; staff operations during the import: ${duringImport} of 20 pairs`)

    pageCache().clear() // as `content:import` has the running site do
    const all = await getList('/api/news/{school}')
    const items = (await all.json()) as { _id: string; date: string | null }[]
    expect(items).toHaveLength(before + PACK_SIZE)
    expect(all.headers.get('x-total-count')).toBe(String(before + PACK_SIZE))
    expect(items.find((n) => n._id === 'old-news-0')?.date).toBeNull()

    const page = await getList('/api/news/{school}?limit=100&page=2')
    const second = (await page.json()) as { _id: string }[]
    expect(second.map((n) => n._id)).toEqual(items.slice(100, 200).map((n) => n._id))
    expect(page.headers.get('link')).toContain('page=3>; rel="next"')
    expect(page.headers.get('link')).toContain('page=1>; rel="prev"')

    const bad = await getList('/api/news/{school}?limit=0')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ field: 'limit' })
  }, 600_000)
})
