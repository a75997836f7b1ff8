/**
 * The cross-school matrix's tools (src/tenancy/matrix.int.test.ts): the relations of a built
 * config, and the three ways staff reach documents (Payload's REST and GraphQL through the
 * site's own route handlers, and the admin's server functions), as a signed-in account.
 */
import { createLocalReq, formatNames, type FlattenedField, type Payload, type SanitizedCollectionConfig } from 'payload'

import { toWords } from 'payload/shared'

import type { User } from '@/payload-types'

/** A relationship or upload field, or a rich-text field (which can name documents too), wherever it sits. */
export type Relation = {
  collection: string
  /** Its path with the first row of any list (`attachments.0.value` is `attachments.0`). */
  path: string
  /** The segments to set, each a field name, or a row of a list (`{ row: blockType | null }`). */
  steps: (string | { row: string | null })[]
  kind: 'relationship' | 'upload' | 'richText'
  relationTo: string[]
  polymorphic: boolean
  hasMany: boolean
  /** Whether every step is a plain field (no list rows): such a relation can be filtered through. */
  topLevel: boolean
}

/** Every relation of every collection, read from the built config. */
export function relationsOf(collections: SanitizedCollectionConfig[]): Relation[] {
  const out: Relation[] = []
  const walk = (collection: string, fields: FlattenedField[], steps: Relation['steps'], path: string) => {
    for (const field of fields) {
      if (!('name' in field)) continue
      const here = [...steps, field.name]
      const at = `${path}${field.name}`
      if (field.type === 'relationship' || field.type === 'upload') {
        const relationTo = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
        const topLevel = steps.every((s) => typeof s === 'string')
        out.push({ collection, path: at, steps: here, kind: field.type, relationTo, polymorphic: Array.isArray(field.relationTo), hasMany: Boolean(field.hasMany), topLevel })
      } else if (field.type === 'richText') {
        out.push({ collection, path: at, steps: here, kind: 'richText', relationTo: ['documents'], polymorphic: false, hasMany: false, topLevel: false })
      } else if (field.type === 'group' || field.type === 'tab') {
        walk(collection, field.flattenedFields, here, `${at}.`)
      } else if (field.type === 'array') {
        walk(collection, field.flattenedFields, [...here, { row: null }], `${at}.0.`)
      } else if (field.type === 'blocks') {
        for (const block of field.blocks) walk(collection, block.flattenedFields, [...here, { row: block.slug }], `${at}.0.`)
      }
    }
  }
  for (const c of collections) walk(c.slug, c.flattenedFields, [], '')
  return out
}

/** A relation's value naming one document, in the shape its field takes. */
export function valueFor(relation: Relation, relationTo: string, id: number): unknown {
  if (relation.kind === 'richText') {
    return {
      root: {
        type: 'root', version: 1, direction: null, format: '', indent: 0,
        children: [{ type: 'upload', version: 3, format: '', relationTo, value: id, fields: null }],
      },
    }
  }
  const one = relation.polymorphic ? { relationTo, value: id } : id
  return relation.hasMany ? [one] : one
}

/** `doc` with the relation set to `value` (a list's first row made or changed; a block's row of its type). */
export function withRelation(doc: Record<string, unknown>, relation: Relation, value: unknown): Record<string, unknown> {
  const top = structuredClone(doc)
  let node: Record<string, unknown> = top
  const steps = relation.steps
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!
    const last = i === steps.length - 1
    if (typeof step === 'string') {
      const next = steps[i + 1]
      if (last) node[step] = value
      else if (next !== undefined && typeof next !== 'string') {
        // A list: its first row of the right kind, else a new one.
        const rows = Array.isArray(node[step]) ? (node[step] as Record<string, unknown>[]) : []
        const kind = next.row
        let row = rows.find((r) => kind === null || r.blockType === kind)
        if (!row) {
          row = kind === null ? {} : { blockType: kind }
          rows.unshift(row)
        }
        node[step] = rows
        node = row
        i++
      } else {
        node[step] = node[step] && typeof node[step] === 'object' ? node[step] : {}
        node = node[step] as Record<string, unknown>
      }
    }
  }
  return top
}

export type Caller = { user: User; token: string }

/** Signs an account in, as the admin does, for the requests below. */
export async function signIn(payload: Payload, email: string, password: string): Promise<Caller> {
  const { user, token } = await payload.login({ collection: 'users', data: { email, password } })
  return { user: user as User, token: token! }
}

type Answer = { status: number; body: Record<string, unknown> }

const read = async (res: Response): Promise<Answer> => {
  const text = await res.text()
  try {
    return { status: res.status, body: JSON.parse(text) as Record<string, unknown> }
  } catch {
    return { status: res.status, body: { text } }
  }
}

/** A request to Payload's REST API at /cms-api, through the site's route handler. */
export async function rest(caller: Caller | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, json?: unknown): Promise<Answer> {
  const routes = await import('@/app/(payload)/cms-api/[...slug]/route')
  const url = new URL(`http://localhost/cms-api/${path.replace(/^\//, '')}`)
  const slug = url.pathname.replace(/^\/cms-api\//, '').split('/').filter(Boolean)
  const headers: Record<string, string> = {}
  if (caller) headers.authorization = `JWT ${caller.token}`
  if (json !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(url, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) })
  const handler = routes[method] as (r: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
  return read(await handler(request, { params: Promise.resolve({ slug }) }))
}

/** A GraphQL request at /cms-api/graphql, through the site's route handler. */
export async function graphql(caller: Caller | null, query: string): Promise<Answer> {
  const { POST } = await import('@/app/(payload)/cms-api/graphql/route')
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (caller) headers.authorization = `JWT ${caller.token}`
  return read(await POST(new Request('http://localhost/cms-api/graphql', { method: 'POST', headers, body: JSON.stringify({ query }) })))
}

/** A request made inside the admin for a signed-in account, as its server functions get it. */
export async function adminRequest(payload: Payload, caller: Caller) {
  return createLocalReq({ user: { ...caller.user, collection: 'users' } as never }, payload)
}

/**
 * The GraphQL names of each collection (the query for one document, the paginated list, and the
 * update and delete mutations), named as Payload's schema names them (@payloadcms/graphql
 * initCollections): from the collection's `graphQL` names, else its slug.
 */
export function graphqlNames(payload: Payload): Map<string, { one: string; many: string; update: string; remove: string }> {
  const names = new Map<string, { one: string; many: string; update: string; remove: string }>()
  for (const config of payload.config.collections) {
    const graphQL = (config as unknown as { graphQL?: false | { singularName?: string; pluralName?: string } }).graphQL
    if (graphQL === false) continue
    const fromSlug = formatNames(config.slug)
    const one = graphQL?.singularName ? toWords(graphQL.singularName, true) : fromSlug.singular
    let many = graphQL?.pluralName ? toWords(graphQL.pluralName, true) : fromSlug.plural
    if (one === many) many = `all${one}`
    names.set(config.slug, { one, many, update: `update${one}`, remove: `delete${one}` })
  }
  return names
}
