/**
 * Items for some classes, as the demo school has them (src/seed/content/classes.ts): the JSON
 * API's records name their classes (names, not ids), a whole-school item none; and the
 * school's classes are the list parents choose from, in the order staff set.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { inSchool } from '@/tenancy'
import { getList } from '../../../tests/int/apiRoutes'
import { schoolById, seededPayload } from '../../../tests/int/payload'
import { DEMO_CLASSES } from '@/seed/content/classes'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

type Item = { title: string; classes: string[] }
const records = async (path: string) => ((await (await getList(path)).json()) as { data?: Item[] } | Item[])

const list = (body: Awaited<ReturnType<typeof records>>): Item[] => (Array.isArray(body) ? body : (body.data ?? []))

describe('classes on items', () => {
  it('are named in the API records of news and circulars; a whole-school item names none', async () => {
    const news = list(await records('/api/news/{school}'))
    expect(news.find((n) => n.title === 'VI-A picnic to the Rock Garden on Friday')?.classes).toEqual(['VI-A'])
    expect(news.find((n) => n.title === 'Inter-school kabaddi trophy comes home')?.classes).toEqual([])
    const circulars = list(await records('/api/circular/all/{school}'))
    expect(circulars.find((c) => c.title === 'News Letter: Class X pre-board date sheet')?.classes).toEqual(['X-A', 'X-B'])
  })

  it('are offered to parents in the order staff set', async () => {
    const { getClasses } = await import('./reads')
    const first = (await payload.find({ collection: 'schools', sort: 'id', limit: 1, overrideAccess: true })).docs[0]!
    const classes = await inSchool(await schoolById(payload, first.id), () => getClasses('published'))
    expect(classes.map((c) => c.name)).toEqual([...DEMO_CLASSES])
  })
})
