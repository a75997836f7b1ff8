/**
 * `npm run content:import -- DIR [--replace]`: loads a directory in the export's shapes
 * (the API's records, src/content/<type>/resource.ts).
 *
 * 1. The whole directory is checked first: every problem is reported (file, record,
 *    field), and if there is any, nothing is written.
 * 2. New records are written in short batches, each record hidden from visitors until the end
 *    (content/staging), so staff can sign in and save meanwhile. A batch's files are stored
 *    before it, each in a write of its own, so making an image's sizes holds up no one.
 * 3. One last short transaction applies the changes to existing records (and, with
 *    `--replace`, removes the records the directory no longer has) and shows the new ones.
 * An import that fails is rolled back; one that is killed is rolled back by the next
 * import or the next server start. Either way nothing of it stays.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type CollectionSlug, type Payload, type PayloadRequest, type Where } from 'payload'

import { factsOf } from './facts'
import { descending, filePaths, RESOURCES, type ApiRecord, type Resource, type Uploaded } from '@/content/resources'
import { indexDocuments, indexPages } from '@/features/search/indexer'
import { addSchoolRecord, allSchools, forSchool, schoolForCommand, schoolsList, type SchoolGate } from '@/tenancy'
import { isSchoolCode } from '@/tenancy/rules'

import { SCHOOL_FILE, type ExportedSchool, type Progress } from './export'
import { MIME, type SniffedType } from '@/lib/fileType'

import { checkFile } from './files'
import { classesFor } from '@/features/classes/importing'
import { openJournal, recoverInterruptedImports, rollBack, stagedCollections } from './staging'

export type Problem = { file: string; index?: number; field?: string; message: string }

type Checked = { resource: Resource; records: ApiRecord[]; files: Map<string, { file: string; type: string }> }

export const formatProblem = (p: Problem) =>
  `${p.file}${p.index === undefined ? '' : ` record ${p.index}`}${p.field ? ` field ${p.field}` : ''}: ${p.message}`

/** Reads and checks every resource file in DIR; writes nothing. */
export function checkDirectory(dir: string): { problems: Problem[]; checked: Checked[] } {
  const problems: Problem[] = []
  const checked: Checked[] = []
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return { problems: [{ file: dir, message: 'is not a directory' }], checked }
  const known = new Set([...RESOURCES.map((r) => `${r.name}.json`), SCHOOL_FILE])
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    if (!known.has(name)) problems.push({ file: name, message: `unknown resource; expected one of ${[...known].join(', ')}` })
  }
  for (const resource of RESOURCES) {
    const file = `${resource.name}.json`
    const full = path.join(dir, file)
    if (!fs.existsSync(full)) continue
    let data: unknown
    try {
      data = JSON.parse(fs.readFileSync(full, 'utf8'))
    } catch (err) {
      problems.push({ file, message: `is not valid JSON (${(err as Error).message})` })
      continue
    }
    if (!Array.isArray(data)) {
      problems.push({ file, message: 'must be a JSON array of records' })
      continue
    }
    const records: ApiRecord[] = []
    const files = new Map<string, { file: string; type: string }>()
    const seen = new Map<string, number>()
    data.forEach((raw, index) => {
      const parsed = resource.record.safeParse(raw)
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems.push({ file, index, field: issue.path.join('.') || undefined, message: issue.message })
      }
      const record = parsed.success ? parsed.data : raw && typeof raw === 'object' ? (raw as ApiRecord) : {}
      const key = keyOf(resource, record)
      if (key) {
        if (seen.has(key)) problems.push({ file, index, field: resource.key, message: `repeats record ${seen.get(key)}` })
        else seen.set(key, index)
      }
      for (const slot of resource.files) {
        filePaths(slot, record).forEach((ref, i) => {
          const result = checkFile(dir, ref, slot.kind)
          if (result.ok) files.set(ref, result)
          else problems.push({ file, index, field: `${slot.key}[${i}]`, message: result.message })
        })
      }
      if (parsed.success) records.push(record)
    })
    checked.push({ resource, records, files })
  }
  return { problems, checked }
}

const keyOf = (resource: Resource, record: ApiRecord) => {
  const v = record[resource.key]
  return v === undefined || v === null || v === '' ? '' : String(v)
}

/** The least time between two batches, in which other writers get their turn. */
const BATCH_PAUSE_MS = 40

const UPLOAD_COLLECTION = { pdf: 'documents', jpeg: 'images', png: 'images', webp: 'images', avif: 'images' } as const

/**
 * A deployment with no school yet, and an export that names its school (`school.json`, written
 * by content:export): the school is added first (no domains: as the only school, it is served
 * on any host), and the content goes into it. Otherwise null: the school is chosen as always.
 */
async function schoolMadeFor(payload: Payload, dir: string) {
  if ((await schoolsList(payload)).length > 0) return null
  let named: unknown
  try {
    named = JSON.parse(fs.readFileSync(path.join(dir, SCHOOL_FILE), 'utf8'))
  } catch {
    return null
  }
  const { code, name } = (named ?? {}) as Partial<ExportedSchool>
  if (!isSchoolCode(code) || typeof name !== 'string' || !name.trim()) return null
  return addSchoolRecord(payload, { code, name: name.slice(0, 200), domains: [] })
}

export type ImportResult = { ok: false; problems: Problem[] } | { ok: true; created: number; updated: number; deleted: number; uploaded: number }

export async function importContent(
  payload: Payload,
  dir: string,
  {
    replace = false,
    progress = () => {},
    batchSize = 25,
    school: code,
  }: { replace?: boolean; progress?: Progress; batchSize?: number; school?: string } = {},
): Promise<ImportResult> {
  await recoverInterruptedImports(payload, progress)
  // Content belongs to a school (src/tenancy): the school comes first, named by its code
  // (`--school`), or the deployment's only one. Everything is found and made within it.
  const chosen = (await schoolMadeFor(payload, dir)) ?? (await schoolForCommand(payload, code))
  if (typeof chosen === 'string') return { ok: false, problems: [{ file: dir, message: chosen }] }
  const school = forSchool(payload, chosen)
  const { problems, checked } = checkDirectory(dir)
  if (problems.length) return { ok: false, problems }
  const total = checked.reduce((n, c) => n + c.records.length, 0)
  progress(`Checked ${checked.length} files, ${total} records: no problems. Writing…`)

  const journal = openJournal()
  const context = { disableRevalidate: true, importRun: journal.run }
  const stats = { created: 0, updated: 0, deleted: 0, uploaded: 0 }
  const uploads = new Map<string, Uploaded>()
  const updates: { resource: Resource; id: number; data: Record<string, unknown> }[] = []
  const removals: { resource: Resource; ids: number[] }[] = []
  // The indexed collections' new records, shown in the last transaction without hooks: indexed after it.
  const shown: { collection: string; ids: number[] }[] = []

  // One open batch at a time: a transaction of up to `batchSize` records (their files are stored before it).
  let batch: { req: PayloadRequest; began: number } | null = null
  const inBatch = async () => {
    if (!batch) {
      const req = await createLocalReq({ context }, payload)
      await initTransaction(req)
      batch = { req, began: Date.now() }
    }
    return batch
  }
  const commitBatch = async () => {
    if (!batch) return
    const held = Date.now() - batch.began
    await commitTransaction(batch.req)
    batch = null
    // Leave the database to others (staff saving, signing in) for as long as the batch held it.
    await new Promise((r) => setTimeout(r, Math.max(BATCH_PAUSE_MS, held)))
  }

  const categories = new Map<string, number>()
  const classIds = new Map<string, number>()
  try {
    for (const { resource, records, files } of checked) {
      const trash = Boolean(payload.collections[resource.collection]?.config.trash)
      const existing = await existingKeys(school, resource, trash)
      const matched = new Set<number>()
      let done = 0
      let stored = 0
      // Records come in list order; a list that runs newest first gets its last record
      // created first, so that ids and creation times put equal entries back in place.
      const ordered = descending(resource.sort) ? [...records].reverse() : records
      for (let start = 0; start < ordered.length; start += batchSize) {
        const chunk = ordered.slice(start, start + batchSize)
        // The chunk's files first, each stored by writes of its own after its image sizes (the
        // slow part of an import) are made: nothing holds the database while they are.
        const filesOf: Record<string, Uploaded[]>[] = []
        for (const record of chunk) {
          const slotFiles: Record<string, Uploaded[]> = {}
          for (const slot of resource.files) {
            slotFiles[slot.key] = []
            for (const ref of filePaths(slot, record)) {
              const found = files.get(ref)!
              const relationTo = slot.kind === 'certificates' ? 'certificates' : UPLOAD_COLLECTION[found.type as keyof typeof UPLOAD_COLLECTION]
              const key = `${relationTo}:${found.file}`
              let uploaded = uploads.get(key)
              if (!uploaded) {
                const req = await createLocalReq({ context }, payload)
                uploaded = await upload(payload, school, req, relationTo, found, String(record.title ?? record.name ?? ''), journal.intend)
                uploads.set(key, uploaded)
                stored += 1
              }
              slotFiles[slot.key]!.push(uploaded)
            }
          }
          filesOf.push(slotFiles)
        }
        // Then the chunk's records, in one short transaction.
        const current = await inBatch()
        for (const [i, record] of chunk.entries()) {
          const data = resource.toData(record, filesOf[i]!)
          // A category comes by its label; one the school's list lacks is added to it.
          if (resource.category) data.category = await categoryFor(school, current.req, resource.category, data.category, categories)
          const id = existing.get(keyOf(resource, record))
          if (id !== undefined) {
            matched.add(id)
            // An imported record that sits in the Trash comes back out of it.
            updates.push({ resource, id, data: trash ? { ...data, deletedAt: null } : data })
          } else {
            // A new record's classes come by name (src/features/classes/importing); an existing one keeps its own.
            const named = (record as { classes?: unknown }).classes
            if (Array.isArray(named) && named.length) data.classes = await classesFor(school, current.req, named, classIds)
            await school.create({
              collection: resource.collection,
              data: { ...data, importRun: journal.run },
              req: current.req,
            } as never)
            stats.created += 1
          }
        }
        await commitBatch()
        done += chunk.length
        progress(`${resource.name}: ${done}/${records.length} records, ${stored} files`)
      }
      if (replace) removals.push({ resource, ids: [...new Set(existing.values())].filter((id) => !matched.has(id)) })
    }

    // The last transaction: changes to existing records, removals, and the new records shown.
    progress(`Applying ${updates.length} changes${replace ? ' and removals' : ''}…`)
    const req = await createLocalReq({ context }, payload)
    await initTransaction(req)
    try {
      for (const { resource, ids } of removals) {
        if (!ids.length) continue
        await school.delete({ collection: resource.collection, where: { id: { in: ids } }, req, trash: true } as never)
        stats.deleted += ids.length
      }
      for (const { resource, id, data } of updates) {
        const trash = Boolean(payload.collections[resource.collection]?.config.trash)
        await school.update({ collection: resource.collection, id, data, req, trash } as never)
        stats.updated += 1
      }
      for (const collection of stagedCollections(payload)) {
        if (factsOf(payload.collections[collection as CollectionSlug]?.config).search) shown.push({ collection, ids: await idsOfRun(school, collection, journal.run, req) })
        await school.db.updateMany({ collection, where: { importRun: { equals: journal.run } }, data: { importRun: null }, req, returning: false })
      }
      await commitTransaction(req)
    } catch (err) {
      await killTransaction(req)
      throw err
    }
    stats.uploaded = uploads.size
    journal.close()
  } catch (err) {
    const open = batch as { req: PayloadRequest } | null
    if (open) await killTransaction(open.req)
    progress('The import failed; removing what it had written…')
    await rollBack(payload, journal.run, journal.intents)
    journal.close()
    throw err
  }
  progress('Updating the site search…')
  for (const { collection, ids } of shown) {
    for (let i = 0; i < ids.length; i += INDEX_BATCH) await indexDocuments(payload, collection, ids.slice(i, i + INDEX_BATCH))
  }
  await indexPages(payload, undefined, chosen.id)
  return { ok: true, ...stats }
}

const INDEX_BATCH = 200

/** The ids of the records an import run created (still hidden). */
async function idsOfRun(school: SchoolGate, collection: string, run: string, req: PayloadRequest): Promise<number[]> {
  const where = { importRun: { equals: run } }
  const { docs } = await school.find({ collection, where, pagination: false, depth: 0, trash: true, select: {}, req } as never)
  return (docs as unknown as { id: number }[]).map((d) => d.id)
}

/**
 * The stored records an import may match, by key: the TC register by admission number;
 * the rest by the `_id` the API gives them (the kept old id, else our own id). The Trash too.
 */
async function existingKeys(school: SchoolGate, resource: Resource, trash: boolean): Promise<Map<string, number>> {
  const { docs } = await school.find({
    collection: resource.collection,
    pagination: false,
    depth: 0,
    draft: true,
    trash,
    select: resource.key === 'admission' ? { admissionNumber: true } : { legacyId: true },
  } as never)
  const keys = new Map<string, number>()
  for (const doc of docs as { id: number; legacyId?: string | null; admissionNumber?: string }[]) {
    keys.set(resource.key === 'admission' ? String(doc.admissionNumber) : doc.legacyId || String(doc.id), doc.id)
  }
  return keys
}

/** The id of the category labelled `label` in `collection`, added to the list when it is not there; null for none. */
async function categoryFor(
  school: SchoolGate,
  req: PayloadRequest,
  collection: string,
  label: unknown,
  known: Map<string, number>,
): Promise<number | null> {
  if (typeof label !== 'string' || label.trim() === '') return null
  const key = `${collection}:${label.trim()}`
  const seen = known.get(key)
  if (seen !== undefined) return seen
  const slug = collection as CollectionSlug
  const where: Where = { label: { equals: label.trim() } }
  const found = await school.find({ collection: slug, where, locale: 'en', limit: 1, depth: 0, req })
  const made = () => school.create({ collection: slug, data: { label: label.trim() } as never, locale: 'en', req })
  const id = Number(found.docs[0]?.id ?? (await made()).id)
  known.set(key, id)
  return id
}

/**
 * The name a school's copy of a file is stored under: its own name, or, when another school
 * already has a file of that name, the name with the school's code added (`photo-abc.jpg`).
 * Names are unique in the deployment, and Payload finds a free one by trying `-1`, `-2`, …
 * in turn: a demo pack imported into 200 schools would try up to 200 names a file.
 */
function ownName(filename: string, code: string) {
  const ext = path.extname(filename)
  return `${filename.slice(0, filename.length - ext.length)}-${code.toLowerCase()}${ext}`
}

/** Stores a file, or reuses the school's stored one with the same name and bytes (a repeated import). */
async function upload(
  payload: Payload,
  school: SchoolGate,
  req: PayloadRequest,
  relationTo: Uploaded['relationTo'],
  found: { file: string; type: string },
  label: string,
  intend: (collection: string, name: string) => void,
): Promise<Uploaded> {
  const filename = path.basename(found.file)
  const mine = ownName(filename, school.school.code)
  const storedDir = (payload.collections[relationTo].config.upload as { staticDir?: string }).staticDir
  const stored = (name: string) => (storedDir ? path.join(storedDir, name) : '')
  const where: Where = { filename: { in: [filename, mine] } }
  const same = await school.find({ collection: relationTo, where, limit: 2, depth: 0, req })
  for (const doc of same.docs as { id: number; filename?: string | null }[]) {
    if (doc.filename && storedDir && sameBytes(stored(doc.filename), found.file)) return { relationTo, id: doc.id }
  }
  // File names are the deployment's (one upload folder per collection): any school's counts.
  const taken = await allSchools(payload, 'files', req).find({ collection: relationTo, where: { filename: { equals: filename } }, limit: 1, depth: 0, trash: true } as never)
  const name = taken.docs.length || (storedDir && fs.existsSync(stored(filename))) ? mine : filename
  const title = label || filename
  const data = relationTo === 'images' ? { alt: title } : relationTo === 'documents' ? { title } : {}
  intend(relationTo, name)
  const bytes = fs.readFileSync(found.file)
  const file = { data: bytes, name, mimetype: MIME[found.type as SniffedType], size: bytes.length }
  // Without a transaction of its own, the file's sizes are made before any write: the database
  // is held only for the writes themselves (on SQLite a transaction takes the lock at once).
  const doc = await school.create({
    collection: relationTo,
    data: { ...data, importRun: req.context.importRun },
    file,
    disableTransaction: true,
    req,
  } as never)
  return { relationTo, id: (doc as { id: number }).id }
}

const digest = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')

function sameBytes(a: string, b: string): boolean {
  try {
    return fs.statSync(a).size === fs.statSync(b).size && digest(a) === digest(b)
  } catch {
    return false
  }
}
