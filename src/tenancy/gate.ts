/**
 * The one gate for privileged data access (docs/security.md, "Isolation between schools").
 *
 * Payload's Local API skips every access rule unless told otherwise. Server code that must read
 * or write past the visitor's or the staff member's own access (the TC lookup, the notices
 * sender, a hook checking a relation, a command) does so only through here:
 *
 * - `forSchool(payload, school)`: the Local API for one school. Every read, count, change and
 *   deletion is narrowed to that school's documents (its `school` relation; a staff account by
 *   the schools it lists; the school's own record), and a new document is made in that school.
 *   A document of another school is not found.
 * - `allSchools(payload, reason)`: the Local API over every school, for work that is the
 *   deployment's (the schools list, staff accounts, the notices sender, backups, the monitor),
 *   naming its reason from a closed list.
 *
 * This is the only file with `overrideAccess: true`; `npm run lint` refuses it anywhere else,
 * and refuses a Local API call elsewhere that does not say `overrideAccess: false`
 * (eslint.config.mjs).
 */
import {
  NotFound,
  type CollectionSlug,
  type DataFromCollectionSlug,
  type GlobalSlug,
  type Payload,
  type PayloadRequest,
  type Where,
} from 'payload'

import { readPage, writePage, type PageOptions, type PageWrite } from './pages'
import { schoolIdOf } from './rules'
import type { School } from './school'

/** The relation each piece of content names its school by. */
export const SCHOOL_FIELD = 'school'
/** The list of schools a staff account works for, and each row's school. */
export const ACCOUNT_SCHOOLS = 'schools'
/** Staff accounts, which list their schools. */
export const ACCOUNTS = 'users'
/** The schools themselves. */
export const SCHOOLS = 'schools'

/**
 * Why work reads or writes every school's data. Each is the deployment's, not one school's:
 * - `the list of schools`: which school a host, a code or a record is;
 * - `staff accounts`: signing in, and an e-mail address is one account in the deployment;
 * - `jobs`: Payload's job queue (scheduled publishing), which holds every school's jobs;
 * - `locks and preferences`: Payload's own records of who edits what, per user;
 * - `notices sender`: sends every school's queued notices, each from its own school's record;
 * - `compliance monitor`: checks each school in turn;
 * - `search index`: rebuilding the index of every school;
 * - `retention`: pruning every school's old log entries;
 * - `health check`: the database answers at all;
 * - `files`: which school's record a stored file is (the upload folders are shared);
 * - `references`: whether anything at all links a record about to be deleted;
 * - `content imports`: rolling back an import that stopped half way (found by its run);
 * - `adding and removing schools`: the operator's commands;
 * - `backup`: a whole deployment's copy;
 * - `audit log`: an event of no one school (an operator's sign-in), and sessions read with their sign-ins;
 * - `payments`: the admission fees still waiting for the gateway's word, looked for at start (src/features/admissions).
 */
export type AllSchoolsReason =
  | 'the list of schools'
  | 'staff accounts'
  | 'jobs'
  | 'locks and preferences'
  | 'notices sender'
  | 'compliance monitor'
  | 'search index'
  | 'retention'
  | 'health check'
  | 'files'
  | 'references'
  | 'content imports'
  | 'adding and removing schools'
  | 'backup'
  | 'audit log'
  | 'payments'

type Req = Partial<PayloadRequest> | undefined
type Options = Record<string, unknown> & { collection: CollectionSlug; where?: Where; req?: Req }

/** Whether a collection's documents name their school (every collection but the schools and staff accounts). */
export function namesItsSchool(payload: Payload, slug: string): boolean {
  const config = payload.collections[slug as CollectionSlug]?.config
  return Boolean(config?.flattenedFields.some((f) => f.name === SCHOOL_FIELD && (f.type === 'relationship' || f.type === 'upload')))
}

/** The condition that narrows a collection to one school's documents; throws for a collection that belongs to none. */
export function withinSchool(payload: Payload, slug: string, school: number): Where {
  if (slug === SCHOOLS) return { id: { equals: school } }
  if (slug === ACCOUNTS) return { [`${ACCOUNT_SCHOOLS}.${SCHOOL_FIELD}`]: { equals: school } }
  if (namesItsSchool(payload, slug)) return { [SCHOOL_FIELD]: { equals: school } }
  throw new Error(`${slug} belongs to no school: use allSchools(payload, reason).`)
}

const and = (a: Where | undefined, b: Where | undefined): Where | undefined => (a && b ? { and: [a, b] } : (a ?? b))

/** The Local API calls the gate gives, with Payload's own types (access is the gate's to decide). */
export type Gate = {
  find: Payload['find']
  findByID: Payload['findByID']
  count: Payload['count']
  create: Payload['create']
  update: Payload['update']
  delete: Payload['delete']
  findVersions: Payload['findVersions']
  /**
   * Statements written in SQL (src/features/notices/queue, src/features/search/query), on either database.
   * They name the school themselves: a `SchoolGate`'s `schoolId` is the one to name.
   */
  sql: Sql
  /** Payload's adapter calls (no hooks, no access), narrowed as the rest. */
  db: {
    findOne: Payload['db']['findOne']
    create: Payload['db']['create']
    updateOne: Payload['db']['updateOne']
    updateMany: Payload['db']['updateMany']
    deleteMany: Payload['db']['deleteMany']
    /** A version of a document (drafts' history), made in the school as `create` makes documents. */
    createVersion: Payload['db']['createVersion']
    /** Versions of documents (their fields under `version.`), narrowed to the school's documents. */
    deleteVersions: Payload['db']['deleteVersions']
  }
}

/** The Local API for one school: what `school` has, and nothing of another. */
export type SchoolGate = Gate & {
  /** The school's id, for the few queries written in SQL (src/features/notices/queue, src/features/search/query). */
  readonly schoolId: number
  readonly school: School
  /** One of the school's pages (./pages.ts): its document, or empty when it never saved it. */
  page: <S extends CollectionSlug>(slug: S, options?: PageOptions) => Promise<DataFromCollectionSlug<S>>
  /** Saves one of the school's pages, making its document on the first save. */
  savePage: <S extends CollectionSlug>(slug: S, data: Partial<DataFromCollectionSlug<S>> | Record<string, unknown>, options?: PageOptions) => Promise<DataFromCollectionSlug<S>>
}

/** The gate over every school, with Payload's job queue (scheduled publishing) besides. */
export type AllSchoolsGate = Gate & {
  jobs: { handleSchedules: Payload['jobs']['handleSchedules'] }
}

type Narrow = (options: Options) => Options

type Row = Record<string, unknown>
/** A statement built with drizzle's `sql` template (bound parameters only). */
export type SqlQuery = unknown

export type Sql = {
  /** `postgres` or `sqlite`, for the few statements whose syntax differs. */
  kind: 'postgres' | 'sqlite'
  /** The rows a statement returns. */
  rows: (query: SqlQuery) => Promise<Row[]>
  /**
   * A statement that writes from a serving process. On SQLite it runs in a transaction of the
   * adapter's own, so it waits its turn with every other writer of the file
   * (src/db/sqliteWriters: without blocking the process, across processes); a bare write would
   * wait inside SQLite, holding up the pages, and fail after 5 seconds.
   */
  write: (query: SqlQuery) => Promise<Row[]>
}

function sqlOf(payload: Payload): Sql {
  const kind = payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
  const rows = async (query: SqlQuery): Promise<Row[]> => {
    if (kind === 'postgres') {
      const drizzle = payload.db.drizzle as unknown as { execute: (q: unknown) => Promise<{ rows: Row[] }> }
      return (await drizzle.execute(query)).rows
    }
    const drizzle = payload.db.drizzle as unknown as { all: (q: unknown) => Promise<Row[]> }
    return drizzle.all(query)
  }
  const write = async (query: SqlQuery): Promise<Row[]> => {
    if (kind === 'postgres') return rows(query)
    const id = await payload.db.beginTransaction()
    if (id === null) return rows(query)
    try {
      const session = (payload.db as unknown as { sessions: Record<string, { db: { all: (q: unknown) => Promise<Row[]> } }> }).sessions[String(id)]
      const result = session ? await session.db.all(query) : await rows(query)
      await payload.db.commitTransaction(id)
      return result
    } catch (err) {
      await payload.db.rollbackTransaction(id)
      throw err
    }
  }
  return { kind, rows, write }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the gate forwards Payload's own option types unchanged */
function gate(payload: Payload, narrow: Narrow, made: (options: Options) => Options, defaultReq: Req, kept?: (options: Options) => void): Gate {
  const withReq = (options: Options): Options => (options.req || !defaultReq ? options : { ...options, req: defaultReq })
  const privileged = (options: Options): any => ({ ...withReq(narrow(options)), overrideAccess: true })
  /** A call on one document (by id), once `reaches` said it is within reach: Payload ignores `where` there. */
  const onOne = (options: Options): any => ({ ...withReq(options), overrideAccess: true })

  /** Whether the document `id` is within reach (in the school, Trash included when asked); over every school, Payload's own by-id call says. */
  const reaches = async (options: Options & { id: number | string }): Promise<boolean> => {
    if (!kept) return true
    const { id, collection, req, trash } = options
    const { totalDocs } = await payload.count(privileged({ collection, req, trash, where: { id: { equals: id } } }))
    return totalDocs > 0
  }

  const find = ((options: Options) => payload.find(privileged(options))) as Payload['find']

  const findByID = (async (options: Options & { id: number | string; disableErrors?: boolean }) => {
    const { id, disableErrors, ...rest } = options
    const { docs } = await payload.find(privileged({ ...rest, where: and(rest.where, { id: { equals: id } }), limit: 1, pagination: false }))
    if (docs[0]) return docs[0]
    if (disableErrors) return null
    throw new NotFound((options.req as PayloadRequest | undefined)?.t)
  }) as unknown as Payload['findByID']

  const count = ((options: Options) => payload.count(privileged(options))) as Payload['count']

  const create = ((options: Options) => payload.create(privileged(made(options)))) as Payload['create']

  const update = (async (options: Options & { id?: number | string }) => {
    kept?.(options)
    if (options.id === undefined) return payload.update(privileged(options))
    if (!(await reaches(options as Options & { id: number | string }))) throw new NotFound((options.req as PayloadRequest | undefined)?.t)
    return payload.update(onOne(options))
  }) as unknown as Payload['update']

  const remove = (async (options: Options & { id?: number | string }) => {
    if (options.id === undefined) return payload.delete(privileged(options))
    if (!(await reaches(options as Options & { id: number | string }))) throw new NotFound((options.req as PayloadRequest | undefined)?.t)
    return payload.delete(onOne(options))
  }) as unknown as Payload['delete']

  /** The versions of the documents within reach: the narrowing on a version's fields, which sit under `version`. */
  const versionsWithin = (options: Options): Where | undefined => {
    const scoped = narrow({ collection: options.collection }).where
    return and(options.where, scoped ? prefixed(scoped, 'version.') : undefined)
  }

  const findVersions = ((options: Options) =>
    payload.findVersions({ ...withReq(options), where: versionsWithin(options), overrideAccess: true } as any)) as Payload['findVersions']

  const db = {
    findOne: ((args: Options) => payload.db.findOne(withReq(narrow(args)) as any)) as Payload['db']['findOne'],
    create: ((args: Options & { data: Record<string, unknown> }) => payload.db.create(withReq(made(args)) as any)) as Payload['db']['create'],
    updateOne: (async (args: Options & { id?: number | string }) => {
      if (args.id !== undefined && !(await reaches(args as Options & { id: number | string }))) throw new NotFound()
      return payload.db.updateOne(withReq(args.id !== undefined ? args : narrow(args)) as any)
    }) as Payload['db']['updateOne'],
    updateMany: ((args: Options) => payload.db.updateMany(withReq(narrow(args)) as any)) as Payload['db']['updateMany'],
    deleteMany: ((args: Options) => payload.db.deleteMany(withReq(narrow(args)) as any)) as Payload['db']['deleteMany'],
    createVersion: ((args: Omit<Options, 'collection'> & { collectionSlug: CollectionSlug; versionData: Record<string, unknown> }) =>
      payload.db.createVersion(
        withReq({ ...args, collection: args.collectionSlug, versionData: made({ collection: args.collectionSlug, data: args.versionData }).data }) as any,
      )) as Payload['db']['createVersion'],
    deleteVersions: ((args: Options) => payload.db.deleteVersions(withReq({ ...args, where: versionsWithin(args) }) as any)) as Payload['db']['deleteVersions'],
  }

  return { find, findByID, count, create, update, delete: remove, findVersions, db, sql: sqlOf(payload) }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A condition on a document's fields, as one on its versions (`version.<field>`). */
function prefixed(where: Where, prefix: string): Where {
  return Object.fromEntries(
    Object.entries(where).map(([key, value]) =>
      key === 'and' || key === 'or' ? [key, (value as Where[]).map((w) => prefixed(w, prefix))] : [`${prefix}${key}`, value],
    ),
  ) as Where
}

/** The school's id on a new document (or the school on a new account's list); another school's is refused. */
function madeIn(payload: Payload, school: number) {
  return (options: Options): Options => {
    const data = { ...((options.data as Record<string, unknown> | undefined) ?? {}) }
    if (options.collection === SCHOOLS) throw new Error('A school is added with allSchools(payload, "adding and removing schools").')
    if (options.collection === ACCOUNTS) {
      const rows = (data[ACCOUNT_SCHOOLS] as { [SCHOOL_FIELD]?: unknown }[] | undefined) ?? []
      const ids = rows.map((r) => (typeof r[SCHOOL_FIELD] === 'object' ? (r[SCHOOL_FIELD] as { id?: unknown })?.id : r[SCHOOL_FIELD]))
      if (ids.some((id) => id !== school)) throw new Error('An account made for a school works for that school only.')
      data[ACCOUNT_SCHOOLS] = [{ [SCHOOL_FIELD]: school }]
    } else {
      withinSchool(payload, options.collection, school)
      const given = data[SCHOOL_FIELD]
      const id = typeof given === 'object' && given ? (given as { id?: unknown }).id : given
      if (id !== undefined && id !== null && id !== school) throw new Error(`A ${options.collection} document made for one school cannot name another.`)
      data[SCHOOL_FIELD] = school
    }
    return { ...options, data }
  }
}

/** An update through a school's gate leaves its documents in that school: data naming another is refused. */
function keptIn(school: number) {
  return (options: Options): void => {
    const given = (options.data as Record<string, unknown> | undefined)?.[SCHOOL_FIELD]
    if (given === undefined || options.collection === ACCOUNTS) return
    if (schoolIdOf({ [SCHOOL_FIELD]: given }) !== school) throw new Error(`A ${options.collection} document of one school cannot be moved to another.`)
  }
}

/** The Local API for `school` alone (see the header). `req` joins the calls to a request's transaction. */
export function forSchool(payload: Payload, school: School, req?: Partial<PayloadRequest>): SchoolGate {
  const narrow: Narrow = (options) => ({ ...options, where: and(options.where, withinSchool(payload, options.collection, school.id)) })
  const api = gate(payload, narrow, madeIn(payload, school.id), req, keptIn(school.id))
  const write = { find: api.find, update: api.update, create: api.create } as unknown as PageWrite
  return {
    ...api,
    schoolId: school.id,
    school,
    page: (slug, options) => readPage(payload, write.find, slug, school.id, { req, ...options }),
    savePage: (slug, data, options) => writePage(write, slug, school.id, data, { req, ...options }),
  }
}

/**
 * The Local API over every school, for the deployment's own work; `reason` says which (the
 * list above). Nothing is narrowed: a new document must name its school itself.
 */
export function allSchools(payload: Payload, reason: AllSchoolsReason, req?: Partial<PayloadRequest>): AllSchoolsGate {
  void reason
  const base = gate(payload, (o) => o, (o) => o, req)
  const handleSchedules = ((options?: Record<string, unknown>) => payload.jobs.handleSchedules(options as never)) as Payload['jobs']['handleSchedules']
  return { ...base, jobs: { handleSchedules } }
}

export type { CollectionSlug, DataFromCollectionSlug, GlobalSlug }
