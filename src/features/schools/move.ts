/**
 * A whole school out of one deployment and into another (or back into the same one):
 * `npm run school:export -- --code X DIR` and `npm run school:import -- DIR`
 * (scripts/school-export.ts, scripts/school-import.ts). It is what a school moving to another
 * host takes, and what a school leaving the vendor is given.
 *
 * DIR holds:
 * - `school-export.json`: the school's record (code, name, domains, status) and what follows;
 * - `staff.json`: its staff (e-mail, name, role; never a password);
 * - `data/<collection>.json`: every document of every collection that belongs to a school
 *   (pages, the disclosure, news…, the TC register, consent records, subscribers with their
 *   consent, notices sent), each with every language and, where drafts are kept, a draft
 *   saved over the published version;
 * - `files/<collection>/…`: every stored file (TC scans, consent forms, photos, PDFs) with the
 *   sizes made of it.
 * Not in it: the search index (made again on import), document history before the export,
 * scheduled publishing (scheduled again by staff), sign-in sessions.
 *
 * Import makes the school and its documents in one transaction, linking each to its new
 * neighbours (./relations.ts): a failure leaves nothing of it. A file whose name another
 * school of the deployment already uses is stored under the school's own name for it.
 * Budgets: the records of one collection are held in memory at a time (a school's whole
 * content is a few MB); files are copied, never read whole.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-sqlite'
import { hasDraftsEnabled } from 'payload/shared'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type CollectionConfig, type CollectionSlug, type Payload, type PayloadRequest, type SanitizedCollectionConfig, type Where } from 'payload'

import { isOperator } from '@/access/roles'
import { sendInvitation } from '@/features/accounts/invitations'
import { INVITED_ROLES } from '@/features/accounts/invitationToken'
import { indexDocuments, indexPages } from '@/features/search/indexer'
import { factsOf, slugsWhere } from '@/content/facts'
import { ACCOUNT_SCHOOLS, addSchoolWith, allSchools, forSchool, namesItsSchool, schoolForCommand, SCHOOL_FIELD, schoolsList, type KeptHosts, type School } from '@/tenancy'
import { isSchoolCode, schoolIdOf } from '@/tenancy/rules'
import { linkedCollections, relinkFields, type Relink } from './relations'
import { recordAudit } from '@/features/audit/record'

export const MANIFEST = 'school-export.json'
const STAFF = 'staff.json'
const FORMAT = 'school-export'
const VERSION = 1

/** Collections that are made again rather than moved. */
const MADE_AGAIN = new Set(['search-index'])

type Data = Record<string, unknown>
export type Manifest = {
  format: typeof FORMAT
  version: typeof VERSION
  exportedAt: string
  school: { code: string; name: string; domains: string[]; status: string }
  /** Documents per collection, in the order they are made on import. */
  collections: Record<string, number>
  files: number
}
/** One document as moved: as stored (every language), and a draft saved over it. */
type Moved = { id: number | string; doc: Data; draft?: Data }
export type StaffMember = { email: string; name: string; role: (typeof INVITED_ROLES)[number] }

/**
 * What a collection declares of ids it keeps in plain fields rather than links (the notices'
 * queue): rewritten by `relink` when its school moves; `false` leaves the record out.
 * `custom.moved` on the collection.
 */
export type MovedIds = (doc: Data, relink: Relink) => boolean | void

const movedIdsOf = (config: CollectionConfig): MovedIds | undefined => (config.custom as { moved?: MovedIds } | undefined)?.moved

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, JSON.stringify(value, null, 2) + '\n')

const staticDirOf = (config: CollectionConfig) => (typeof config.upload === 'object' && typeof config.upload.staticDir === 'string' ? config.upload.staticDir : null)

/** A stored file's names: its own and its sizes'. */
function fileNamesOf(doc: Data): string[] {
  const names = typeof doc.filename === 'string' && doc.filename ? [doc.filename] : []
  const sizes = doc.sizes && typeof doc.sizes === 'object' ? Object.values(doc.sizes as Record<string, { filename?: unknown } | null>) : []
  for (const size of sizes) if (size && typeof size.filename === 'string' && size.filename) names.push(size.filename)
  return names
}

/** The collections moved with a school, each after those it links to (uploads first). */
export function movedCollections(payload: Payload): CollectionSlug[] {
  const slugs: string[] = payload.config.collections.map((c) => c.slug).filter((slug) => namesItsSchool(payload, slug) && !MADE_AGAIN.has(slug))
  const moved = new Set<string>(slugs)
  const order: string[] = []
  const placing = new Set<string>()
  const place = (slug: string) => {
    if (order.includes(slug)) return
    if (placing.has(slug)) throw new Error(`${slug} links back to itself through other collections: no order to move them in.`)
    placing.add(slug)
    const config = payload.collections[slug as CollectionSlug].config
    for (const to of linkedCollections(config.fields)) if (to !== slug && moved.has(to)) place(to)
    placing.delete(slug)
    order.push(slug)
  }
  // Uploads first: rich text anywhere may show any of them.
  for (const slug of slugs.filter((s) => payload.collections[s as CollectionSlug].config.upload)) place(slug)
  for (const slug of slugs) place(slug)
  return order as CollectionSlug[]
}

const idOf = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v)

const hasField = (config: SanitizedCollectionConfig, name: string) => config.flattenedFields.some((f) => f.name === name)

/** Everything of school `code` into DIR (which must be empty or new). */
export async function exportSchool(payload: Payload, code: string, dir: string, progress: (line: string) => void = () => {}): Promise<Manifest> {
  const chosen = await schoolForCommand(payload, code)
  if (typeof chosen === 'string') throw new Error(chosen)
  if (fs.existsSync(dir) && fs.readdirSync(dir).length) throw new Error(`${dir} is not empty: export into a new folder.`)
  const within = forSchool(payload, chosen)
  const record = await allSchools(payload, 'the list of schools').findByID({ collection: 'schools', id: chosen.id, depth: 0 })
  fs.mkdirSync(path.join(dir, 'data'), { recursive: true })
  const collections: Record<string, number> = {}
  let files = 0
  const missing: string[] = []
  for (const slug of movedCollections(payload)) {
    const config = payload.collections[slug].config
    const where: Where = hasField(config, 'importRun') ? { importRun: { exists: false } } : {}
    const { docs } = await within.find({ collection: slug, where, depth: 0, locale: 'all', pagination: false, draft: false, trash: Boolean(config.trash), sort: 'id' } as never)
    const drafts = new Map<unknown, Data>()
    if (hasDraftsEnabled(config)) {
      const { docs: latest } = await within.findVersions({ collection: slug, where: { latest: { equals: true } }, depth: 0, locale: 'all', pagination: false } as never)
      for (const v of latest as unknown as { parent: unknown; version: Data }[]) drafts.set(idOf(v.parent), v.version)
    }
    const moved: Moved[] = (docs as unknown as Data[]).map((doc) => {
      const draft = drafts.get(doc.id)
      const newer = draft && draft._status === 'draft' && doc._status === 'published' && String(draft.updatedAt) > String(doc.updatedAt)
      return { id: doc.id as number, doc, ...(newer ? { draft } : {}) }
    })
    const staticDir = staticDirOf(config)
    if (staticDir) {
      fs.mkdirSync(path.join(dir, 'files', slug), { recursive: true })
      for (const { doc } of moved)
        for (const name of fileNamesOf(doc)) {
          const from = path.join(staticDir, name)
          if (!fs.existsSync(from)) {
            missing.push(`${slug}/${name}`)
            continue
          }
          fs.copyFileSync(from, path.join(dir, 'files', slug, name))
          files += 1
        }
    }
    writeJson(path.join(dir, 'data', `${slug}.json`), moved)
    collections[slug] = moved.length
    progress(`${slug}: ${moved.length}`)
  }
  const { docs: accounts } = await within.find({ collection: 'users', depth: 0, pagination: false, sort: 'email' })
  const staff: StaffMember[] = (accounts as unknown as { email: string; name?: string; role?: string }[])
    .filter((a) => !isOperator(a as never) && (INVITED_ROLES as readonly string[]).includes(String(a.role)))
    .map((a) => ({ email: a.email, name: a.name ?? '', role: a.role as StaffMember['role'] }))
  writeJson(path.join(dir, STAFF), staff)
  const manifest: Manifest = {
    format: FORMAT,
    version: VERSION,
    exportedAt: new Date().toISOString(),
    school: { code: record.code, name: record.name, domains: (record.domains ?? []).map((d) => d.domain), status: record.status },
    collections,
    files,
  }
  writeJson(path.join(dir, MANIFEST), manifest)
  if (missing.length) progress(`Files missing from the upload folder (their records are exported without them): ${missing.join(', ')}`)
  await recordAudit({ payload }, { kind: 'export', schools: [chosen.id], summary: `school:export of the whole school (${Object.values(collections).reduce((a, b) => a + b, 0)} records, ${files} files)` })
  return manifest
}

/** An import refused before anything was written. */
export class ImportRefused extends Error {}

export type Imported = {
  school: School
  documents: number
  files: number
  renamed: number
  kept: KeptHosts | null
  staff: { joined: string[]; invited: { email: string; link: string }[]; made: { email: string; password: string }[] }
}

/** Reads and checks DIR; throws ImportRefused naming what is wrong. */
function readExport(payload: Payload, dir: string): { manifest: Manifest; data: Map<CollectionSlug, Moved[]>; staff: StaffMember[] } {
  const at = path.join(dir, MANIFEST)
  if (!fs.existsSync(at)) throw new ImportRefused(`${dir} has no ${MANIFEST}: it is not a school export (npm run school:export).`)
  let manifest: Manifest
  try {
    manifest = readJson<Manifest>(at)
  } catch (err) {
    throw new ImportRefused(`${MANIFEST} is not valid JSON (${(err as Error).message}).`)
  }
  if (manifest.format !== FORMAT || manifest.version !== VERSION) throw new ImportRefused(`${MANIFEST}: not a school export of version ${VERSION}.`)
  if (!isSchoolCode(manifest.school?.code) || typeof manifest.school.name !== 'string') throw new ImportRefused(`${MANIFEST}: school.code and school.name are missing.`)
  const data = new Map<CollectionSlug, Moved[]>()
  const known = movedCollections(payload)
  for (const slug of Object.keys(manifest.collections)) {
    if (!known.includes(slug as CollectionSlug)) throw new ImportRefused(`data/${slug}.json: this deployment has no such collection (is it an older version?).`)
    let moved: Moved[]
    try {
      moved = readJson<Moved[]>(path.join(dir, 'data', `${slug}.json`))
    } catch (err) {
      throw new ImportRefused(`data/${slug}.json: ${(err as Error).message}`)
    }
    if (!Array.isArray(moved) || moved.some((m) => !m || typeof m !== 'object' || !m.doc || typeof m.doc !== 'object'))
      throw new ImportRefused(`data/${slug}.json: must be a list of { id, doc }.`)
    const config = payload.collections[slug as CollectionSlug].config
    if (staticDirOf(config))
      for (const { doc } of moved)
        for (const name of fileNamesOf(doc))
          if (name.includes('/') || name.includes('\\') || !fs.existsSync(path.join(dir, 'files', slug, name))) throw new ImportRefused(`files/${slug}/${name} is missing.`)
    data.set(slug as CollectionSlug, moved)
  }
  let staff: StaffMember[] = []
  if (fs.existsSync(path.join(dir, STAFF))) staff = readJson<StaffMember[]>(path.join(dir, STAFF))
  return { manifest, data, staff }
}

/**
 * The name a stored file (and its sizes, whose names start with its own) takes here: its own,
 * else with the school's code added, else with a number too; one no record of the deployment
 * has (Trash included) and no file in the folder starts with.
 */
async function freeName(payload: Payload, slug: CollectionSlug, staticDir: string, doc: Data, code: string, taken: Set<string>): Promise<Map<string, string>> {
  const names = fileNamesOf(doc)
  const own = names[0]!
  const ext = path.extname(own)
  const base = own.slice(0, own.length - ext.length)
  const inFolder = fs.readdirSync(staticDir)
  const suffix = code.toLowerCase()
  for (const candidate of [base, `${base}-${suffix}`, ...Array.from({ length: 50 }, (_, i) => `${base}-${suffix}-${i + 2}`)]) {
    const chosen = new Map(names.map((n) => [n, candidate + n.slice(base.length)]))
    const wanted = [...chosen.values()]
    if (wanted.some((n) => taken.has(n) || inFolder.includes(n))) continue
    const used = await allSchools(payload, 'files').count({ collection: slug, where: { filename: { in: wanted } }, trash: true } as never)
    if (used.totalDocs) continue
    for (const n of wanted) taken.add(n)
    return chosen
  }
  throw new ImportRefused(`No free name for ${slug}/${own}.`)
}

/**
 * Makes the school in DIR, with everything of it. Refused (nothing written) when the
 * deployment has a school of that code already, or DIR is not a whole export.
 */
export async function importSchool(payload: Payload, dir: string, { mail = false, progress = () => {} }: { mail?: boolean; progress?: (line: string) => void } = {}): Promise<Imported> {
  const { manifest, data, staff } = readExport(payload, dir)
  const { code, name, domains, status } = manifest.school
  if ((await schoolsList(payload)).some((s) => s.code === code))
    throw new ImportRefused(`This deployment already has a school with the code ${code}: delete it first (npm run school:delete), or import into another deployment.`)

  // The files' names here, chosen before anything is written.
  const renames = new Map<string, Map<string, string>>()
  let renamed = 0
  for (const [slug, moved] of data) {
    const staticDir = staticDirOf(payload.collections[slug].config)
    if (!staticDir) continue
    fs.mkdirSync(staticDir, { recursive: true })
    const names = new Map<string, string>()
    const taken = new Set<string>()
    for (const { doc } of moved) {
      if (!fileNamesOf(doc).length) continue
      const chosen = await freeName(payload, slug, staticDir, doc, code, taken)
      if ([...chosen].some(([from, to]) => from !== to)) renamed += 1
      for (const [from, to] of chosen) names.set(from, to)
    }
    renames.set(slug, names)
  }

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const copied: string[] = []
  try {
    const { school, kept } = await addSchoolWith(payload, { code, name, domains }, { req })
    if (status !== 'active') await allSchools(payload, 'adding and removing schools', req).update({ collection: 'schools', id: school.id, data: { status: status as never } })
    const within = forSchool(payload, school, req)
    const ids = new Map<string, number | string>()
    const relink: Relink = (collection, id) => {
      if (collection === 'schools') return school.id
      return ids.get(`${collection}:${String(id)}`) ?? null
    }
    const newId = () => randomBytes(12).toString('hex')
    let documents = 0
    for (const slug of movedCollections(payload)) {
      const moved = data.get(slug)
      if (!moved) continue
      const config = payload.collections[slug].config
      const names = renames.get(slug)
      const staticDir = staticDirOf(config)
      const fix = movedIdsOf(config)
      /** A stored document or a draft of it, as it is made here: in this school, linking the new documents; null to leave it out. */
      const prepare = (source: Data) => {
        const doc = structuredClone(source)
        delete doc.id
        delete doc[SCHOOL_FIELD]
        relinkFields(config.fields, doc, relink, newId)
        if (fix?.(doc, relink) === false) return null
        if (names && staticDir) renameFiles(doc, names)
        return doc
      }
      const version = (parent: number | string, data: Data, at: unknown) =>
        within.db.createVersion({ collectionSlug: slug, parent, versionData: { ...data, id: parent }, autosave: false, createdAt: String(at), updatedAt: String(at), req } as never)
      const keep = await keptIds(payload, slug, moved, req)
      let made = 0
      for (const m of moved) {
        const doc = prepare(m.doc)
        if (!doc) continue
        const customID = keep.has(m.id) ? m.id : undefined
        const { id } = (await within.db.create({ collection: slug, data: doc, customID, req } as never)) as { id: number | string }
        ids.set(`${slug}:${String(m.id)}`, id)
        made += 1
        // History starts here: the version as stored, and a draft saved over it.
        if (!hasDraftsEnabled(config)) continue
        await version(id, doc, doc.updatedAt ?? new Date().toISOString())
        const draft = m.draft && prepare(m.draft)
        if (draft) await version(id, draft, draft.updatedAt)
      }
      if (staticDir && names)
        for (const [from, to] of names) {
          const target = path.join(staticDir, to)
          fs.copyFileSync(path.join(dir, 'files', slug, from), target, fs.constants.COPYFILE_EXCL)
          copied.push(target)
        }
      documents += made
      progress(`${slug}: ${made}`)
    }
    await commitTransaction(req)
    // Made again from what was imported (outside the transaction: the index is rebuilt whole on a failure).
    await indexPages(payload, undefined, school.id)
    for (const slug of slugsWhere(payload.config.collections, (f) => f.search)) {
      const these = [...ids.entries()].filter(([key]) => key.startsWith(`${slug}:`)).map(([, id]) => id)
      if (these.length && factsOf(payload.collections[slug as CollectionSlug]?.config).search) await indexDocuments(payload, slug, these)
    }
    const people = await restoreStaff(payload, school, staff, mail)
    return { school, documents, files: copied.length, renamed, kept, staff: people }
  } catch (err) {
    await killTransaction(req)
    for (const file of copied) fs.rmSync(file, { force: true })
    throw err
  }
}

/**
 * The documents that keep their ids (none of the deployment has it): the addresses shared of
 * them (`/news/12` in a parents' group) still lead to them. On PostgreSQL the table's sequence is
 * first moved past them, so that no later document is given one of them.
 */
async function keptIds(payload: Payload, slug: CollectionSlug, moved: Moved[], req: PayloadRequest): Promise<Set<unknown>> {
  const wanted = moved.map((m) => m.id).filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)
  if (!wanted.length) return new Set()
  const everyone = allSchools(payload, 'adding and removing schools', req)
  const taken = new Set<unknown>()
  for (let i = 0; i < wanted.length; i += 500) {
    const { docs } = await everyone.find({ collection: slug, where: { id: { in: wanted.slice(i, i + 500) } }, select: {}, depth: 0, pagination: false, trash: true } as never)
    for (const doc of docs as { id: unknown }[]) taken.add(doc.id)
  }
  const keep = new Set<unknown>(wanted.filter((id) => !taken.has(id)))
  const highest = Math.max(0, ...[...keep].map(Number))
  if (highest && everyone.sql.kind === 'postgres') {
    // The adapter's name for the table: the collection's dbName, else its slug in snake case.
    const dbName = payload.collections[slug].config.dbName
    const table = (typeof dbName === 'string' ? dbName : slug).replace(/-/g, '_')
    await everyone.sql.rows(
      sql`SELECT setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), GREATEST(${highest}, (SELECT COALESCE(MAX(id), 1) FROM ${sql.identifier(table)})))`,
    )
  }
  return keep
}

/** Points a stored file's record (and its sizes) at the names chosen for it here. */
function renameFiles(doc: Data, names: Map<string, string>) {
  const rename = (holder: Data) => {
    const from = holder.filename
    if (typeof from !== 'string') return
    const to = names.get(from)
    if (!to || to === from) return
    holder.filename = to
    if (typeof holder.url === 'string') holder.url = holder.url.replace(encodeURIComponent(from), encodeURIComponent(to)).replace(from, to)
  }
  rename(doc)
  if (doc.sizes && typeof doc.sizes === 'object') for (const size of Object.values(doc.sizes as Record<string, Data | null>)) if (size) rename(size)
}

/**
 * The school's staff here: an account of the deployment with that e-mail is added to the
 * school; anyone else is invited by e-mail when mail is set, or given an account with a
 * password to show once (asked to choose a new one at the first sign-in).
 */
async function restoreStaff(payload: Payload, school: School, staff: StaffMember[], mail: boolean): Promise<Imported['staff']> {
  const accounts = allSchools(payload, 'staff accounts')
  const joined: string[] = []
  const invited: { email: string; link: string }[] = []
  const made: { email: string; password: string }[] = []
  for (const member of staff) {
    if (typeof member?.email !== 'string' || !(INVITED_ROLES as readonly string[]).includes(member.role)) continue
    const email = member.email.trim().toLowerCase()
    const found = (await accounts.find({ collection: 'users', where: { email: { equals: email } }, depth: 0, limit: 1 })).docs[0] as
      | { id: number; [ACCOUNT_SCHOOLS]?: { [SCHOOL_FIELD]?: unknown }[] | null }
      | undefined
    if (found) {
      const rows = found[ACCOUNT_SCHOOLS] ?? []
      if (!rows.some((r) => schoolIdOf({ school: r[SCHOOL_FIELD] }) === school.id))
        await accounts.update({ collection: 'users', id: found.id, data: { [ACCOUNT_SCHOOLS]: [...rows, { [SCHOOL_FIELD]: school.id }] } as never })
      joined.push(email)
    } else if (mail) {
      const link = await sendInvitation(payload, { email, name: member.name || email, role: member.role, school: { id: school.id, name: school.name } }, false)
      invited.push({ email, link })
    } else {
      const password = randomBytes(12).toString('base64url')
      await forSchool(payload, school).create({
        collection: 'users',
        data: { email, password, name: member.name || email, role: member.role, mustChangePassword: true, [ACCOUNT_SCHOOLS]: [{ [SCHOOL_FIELD]: school.id }] } as never,
      })
      made.push({ email, password })
    }
  }
  return { joined, invited, made }
}
