/**
 * The school's classes as parents see them: the list the Get notices page and the preferences
 * page offer (read as any visitor, cached with the pages: a class staff add shows at once,
 * ./collection.ts `revalidates`), and the same list through the school's gate for the posts
 * that check a choice (src/features/notices).
 */
import 'server-only'

import { cachedRead } from '@/data/queries'
import { payloadClient } from '@/data/payload'
import type { SchoolGate } from '@/tenancy'
import { CLASSES } from './collection'
import { MAX_CLASSES } from './rules'

export type ClassChoice = { id: number; name: string }

/** More than a school has: its sections from nursery to XII. A longer list is cut, not refused. */
const MOST = MAX_CLASSES * 4

/** The classes of the request's school, in the order staff set (then by name). */
export const getClasses = cachedRead('classes:all', [CLASSES], async (as): Promise<ClassChoice[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: CLASSES, select: { name: true }, sort: ['order', 'name'], depth: 0, limit: MOST, pagination: false, ...as, overrideAccess: false })
  return docs.map((c) => ({ id: c.id, name: c.name }))
})

/** The same list, of the school a gate is for (a form's post checks the classes it names against it). */
export async function classesOf(school: SchoolGate): Promise<ClassChoice[]> {
  const { docs } = await school.find({ collection: CLASSES, sort: ['order', 'name'], depth: 0, limit: MOST, pagination: false })
  return docs.map((c) => ({ id: c.id, name: c.name }))
}
