/**
 * Visitors' read access to uploaded images and PDFs: a file is public only while something
 * published of its school uses it, or staff ticked "Public on its own" on it
 * (src/data/filesInUse). Every visitor's read goes through it: /cms-api REST and GraphQL (lists,
 * the file's own address), the files inside pages and the JSON API, share cards. Staff see
 * every file of their school.
 */
import type { Access, Where } from 'payload'

import { filesInUse, type PublicWhenUsed } from '@/data/filesInUse'
import { PUBLIC_ON_ITS_OWN } from '@/fields'
import { schoolOfRead } from '@/tenancy'
import { isStaff } from './roles'

export const shownWhenUsed =
  (collection: PublicWhenUsed): Access =>
  async ({ req }) => {
    if (isStaff(req.user)) return true
    const shown: Where[] = [{ [PUBLIC_ON_ITS_OWN]: { equals: true } }]
    // The school read (src/tenancy): its files in use. With none, nothing is read at all (src/tenancy/plugin).
    const school = await schoolOfRead(req)
    const used = school ? (await filesInUse(req.payload, school, req))[collection].ids : []
    if (used.length) shown.push({ id: { in: used } })
    // Not part of a content import still under way.
    const notImporting: Where = { importRun: { exists: false } }
    return { and: [notImporting, { or: shown }] }
  }
