/**
 * `npm run content:import -- DIR [--replace]`: loads a directory in the export's shapes.
 * The whole directory is checked first and every problem is reported (file, record,
 * field); if there is any, nothing is written. Otherwise everything is written in one
 * database transaction, so an interrupted import leaves no half-imported content.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest, type Where } from 'payload'

import { descending } from '@/data/sortOrders'

import { checkFile } from './files'
import { filePaths, RESOURCES, type Resource, type Uploaded } from './resources'
import type { Progress } from './export'

export type Problem = { file: string; index?: number; field?: string; message: string }

type Checked = { resource: Resource; records: Record<string, unknown>[]; files: Map<string, { file: string; type: string }> }

export const formatProblem = (p: Problem) =>
  `${p.file}${p.index === undefined ? '' : ` record ${p.index}`}${p.field ? ` field ${p.field}` : ''}: ${p.message}`

/** Reads and checks every resource file in DIR; writes nothing. */
export function checkDirectory(dir: string): { problems: Problem[]; checked: Checked[] } {
  const problems: Problem[] = []
  const checked: Checked[] = []
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return { problems: [{ file: dir, message: 'is not a directory' }], checked }
  const known = new Set(RESOURCES.map((r) => `${r.name}.json`))
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
    const records: Record<string, unknown>[] = []
    const files = new Map<string, { file: string; type: string }>()
    const seen = new Map<string, number>()
    data.forEach((raw, index) => {
      const parsed = resource.schema.safeParse(raw)
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems.push({ file, index, field: issue.path.join('.') || undefined, message: issue.message })
      }
      const record = parsed.success ? parsed.data : raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
      const key = String(resource.key === 'admissionNumber' ? record.admission : (record._id ?? ''))
      if (key) {
        if (seen.has(key)) problems.push({ file, index, field: resource.key ? 'admission' : '_id', message: `repeats record ${seen.get(key)}` })
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

const UPLOAD_COLLECTION = { pdf: 'documents', jpeg: 'images', png: 'images', webp: 'images', avif: 'images' } as const

export async function importContent(
  payload: Payload,
  dir: string,
  { replace = false, progress = () => {} }: { replace?: boolean; progress?: Progress } = {},
): Promise<{ ok: false; problems: Problem[] } | { ok: true; created: number; updated: number; uploaded: number }> {
  const { problems, checked } = checkDirectory(dir)
  if (problems.length) return { ok: false, problems }
  const total = checked.reduce((n, c) => n + c.records.length, 0)
  progress(`Checked ${checked.length} files, ${total} records: no problems. Writing…`)

  const req = await createLocalReq({ context: { disableRevalidate: true } }, payload)
  await initTransaction(req)
  const stats = { created: 0, updated: 0, uploaded: 0 }
  try {
    const uploads = new Map<string, Uploaded>()
    let done = 0
    for (const { resource, records, files } of checked) {
      const trash = Boolean(payload.collections[resource.collection]?.config.trash)
      if (replace) {
        // Trashed records too: a replace leaves nothing of the old content behind.
        await payload.delete({ collection: resource.collection, where: { id: { exists: true } }, overrideAccess: true, req, trash: true })
      }
      // Records come in list order; a list that runs newest first gets its last record
      // created first, so that ids and creation times put equal entries back in place.
      for (const record of descending(resource.sort) ? [...records].reverse() : records) {
        const slotFiles: Record<string, Uploaded[]> = {}
        for (const slot of resource.files) {
          slotFiles[slot.key] = []
          for (const ref of filePaths(slot, record)) {
            const found = files.get(ref)!
            const key = `${slot.kind === 'certificates' ? 'certificates' : UPLOAD_COLLECTION[found.type as keyof typeof UPLOAD_COLLECTION]}:${found.file}`
            let uploaded = uploads.get(key)
            if (!uploaded) {
              uploaded = await upload(payload, req, found, slot.kind === 'certificates', String(record.title ?? record.name ?? ''))
              uploads.set(key, uploaded)
            }
            slotFiles[slot.key]!.push(uploaded)
          }
        }
        const data = resource.toData(record, slotFiles)
        const existing = replace ? null : await findExisting(payload, req, resource, record, trash)
        if (existing) {
          // An imported record that sits in the Trash comes back out of it.
          const update = trash ? { ...data, deletedAt: null } : data
          await payload.update({ collection: resource.collection, id: existing, data: update, overrideAccess: true, req, trash } as never)
          stats.updated += 1
        } else {
          await payload.create({ collection: resource.collection, data, overrideAccess: true, req } as never)
          stats.created += 1
        }
        done += 1
        if (done % 25 === 0 || done === total) progress(`${done}/${total} records written`)
      }
    }
    stats.uploaded = uploads.size
    await commitTransaction(req)
  } catch (err) {
    await killTransaction(req)
    throw err
  }
  return { ok: true, ...stats }
}

/** The stored record an imported one replaces, looked up in the Trash too (`trash`). */
async function findExisting(
  payload: Payload,
  req: PayloadRequest,
  resource: Resource,
  record: Record<string, unknown>,
  trash: boolean,
) {
  let where: Where
  if (resource.key === 'admissionNumber') where = { admissionNumber: { equals: record.admission } }
  else if (record._id) {
    const id = String(record._id)
    where = { or: [{ legacyId: { equals: id } }, ...(/^\d{1,10}$/.test(id) ? [{ id: { equals: Number(id) } }] : [])] }
  } else return null
  const { docs } = await payload.find({
    collection: resource.collection,
    where,
    limit: 2,
    depth: 0,
    overrideAccess: true,
    req,
    draft: true,
    trash,
  } as never)
  const list = docs as { id: number; legacyId?: string | null }[]
  return (list.find((d) => d.legacyId === record._id) ?? list[0])?.id ?? null
}

/** Uploads a file, or reuses a stored one with the same name and bytes (a repeated import). */
async function upload(
  payload: Payload,
  req: PayloadRequest,
  found: { file: string; type: string },
  certificate: boolean,
  label: string,
): Promise<Uploaded> {
  const relationTo = certificate ? 'certificates' : UPLOAD_COLLECTION[found.type as keyof typeof UPLOAD_COLLECTION]
  const filename = path.basename(found.file)
  const same = await payload.find({
    collection: relationTo,
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const storedDir = (payload.collections[relationTo].config.upload as { staticDir?: string }).staticDir
  const existing = same.docs[0]
  if (existing && storedDir && sameBytes(path.join(storedDir, filename), found.file)) return { relationTo, id: existing.id as number }
  const title = label || filename
  const data = relationTo === 'images' ? { alt: title } : relationTo === 'documents' ? { title } : {}
  const doc = await payload.create({ collection: relationTo, data, filePath: found.file, overrideAccess: true, req } as never)
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
