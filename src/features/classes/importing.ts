/**
 * Classes in a content import (src/content/import.ts): an export names an item's classes by
 * name (its API record); a new record gets the school's classes of those names, a class the
 * list lacks added to it (as a category is). An existing record keeps the classes staff gave
 * it (the resources leave `classes` unmapped): an old export, without classes, changes nothing.
 */
import type { PayloadRequest } from 'payload'

import type { SchoolGate } from '@/tenancy'
import { CLASSES } from './collection'
import { CLASS_NAME, MAX_CLASSES } from './rules'

/** The ids of the classes named, in order, each once; a name that is no class's name as staff may write it is left out. `known` keeps those found. */
export async function classesFor(school: SchoolGate, req: PayloadRequest, names: unknown, known: Map<string, number>): Promise<number[]> {
  if (!Array.isArray(names)) return []
  const ids: number[] = []
  for (const raw of names.slice(0, MAX_CLASSES)) {
    const name = typeof raw === 'string' ? raw.trim() : ''
    if (!CLASS_NAME.test(name)) continue
    let id = known.get(name)
    if (id === undefined) {
      const found = await school.find({ collection: CLASSES, where: { name: { equals: name } }, limit: 1, depth: 0, req })
      id = found.docs[0]?.id ?? (await school.create({ collection: CLASSES, data: { name }, req })).id
      known.set(name, id)
    }
    if (!ids.includes(id)) ids.push(id)
  }
  return ids
}
