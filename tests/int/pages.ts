/**
 * Tests read and write a school's pages (src/tenancy/pages) as `findGlobal` / `updateGlobal`
 * did: with the options given (a user and `overrideAccess: false` to act as staff, else
 * privileged), for the school named or the deployment's first.
 */
import type { CollectionSlug, DataFromCollectionSlug, Payload, PayloadRequest } from 'payload'

import { readPage, writePage, type PageFind, type PageOptions, type PageWrite } from '@/tenancy/pages'

type Args<S extends CollectionSlug> = PageOptions & {
  slug: S
  school?: number
  overrideAccess?: boolean
  user?: Parameters<Payload['find']>[0]['user']
  req?: Partial<PayloadRequest>
}

async function schoolOf(payload: Payload, school: number | undefined): Promise<number> {
  if (school !== undefined) return school
  const { docs } = await payload.find({ collection: 'schools', sort: 'id', limit: 1, depth: 0 })
  return docs[0]?.id ?? 0
}

const calls = (payload: Payload, access: { overrideAccess?: boolean; user?: unknown }): PageWrite => ({
  find: ((o) => payload.find({ ...o, ...access } as never)) as PageFind,
  update: (o) => payload.update({ ...o, ...access } as never),
  create: (o) => payload.create({ ...o, ...access } as never),
})

export async function findPage<S extends CollectionSlug>(payload: Payload, args: Args<S>): Promise<DataFromCollectionSlug<S>> {
  const { slug, school, overrideAccess, user, ...options } = args
  return readPage(payload, calls(payload, { overrideAccess, user }).find, slug, await schoolOf(payload, school), options)
}

export async function updatePage<S extends CollectionSlug>(
  payload: Payload,
  args: Args<S> & { data: Partial<DataFromCollectionSlug<S>> | Record<string, unknown> },
): Promise<DataFromCollectionSlug<S>> {
  const { slug, school, overrideAccess, user, data, ...options } = args
  return writePage(calls(payload, { overrideAccess, user }), slug, await schoolOf(payload, school), data, options)
}
