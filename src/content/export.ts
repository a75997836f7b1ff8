/**
 * `npm run content:export -- DIR [--school CODE]`: one school's every resource as `DIR/<endpoint>.json` in the API's
 * shapes (published content), and every file they reference under `DIR/files/`. File
 * references in the JSON become paths relative to DIR, which is what import reads.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload, Where } from 'payload'

import { forSchool, schoolForCommand } from '@/tenancy'
import { recordAudit } from '@/features/audit/record'
import { contentTypeOf } from '@/lib/files'
import { visibleWhere } from '@/lib/visibility'

import { filePaths, RESOURCES, type FileKind } from '@/content/resources'

export type Progress = (message: string) => void

/** Which upload collection a stored file name belongs to. */
const storedIn = (kind: FileKind, name: string) =>
  kind === 'certificates' ? 'certificates' : contentTypeOf(name)?.startsWith('image/') ? 'images' : 'documents'

/**
 * One school's content (`school`: a code; by default the deployment's only school). A
 * sentence saying why not when there is no such school.
 */
export async function exportContent(payload: Payload, dir: string, uploadDir: string, progress: Progress = () => {}, code?: string) {
  const chosen = await schoolForCommand(payload, code)
  if (typeof chosen === 'string') throw new Error(chosen)
  const within = forSchool(payload, chosen)
  // The records are built as the API answers them, for that school; their file addresses
  // (which hold its code) become paths inside DIR below, so the code is kept nowhere.
  const school = chosen.code
  fs.mkdirSync(path.join(dir, 'files', 'tc'), { recursive: true })
  const counts: Record<string, number> = {}
  let copied = 0
  for (const resource of RESOURCES) {
    const hasDrafts = Boolean(payload.collections[resource.collection]?.config.versions?.drafts)
    const { docs } = await within.find({
      collection: resource.collection,
      sort: resource.sort,
      pagination: false,
      depth: 1,
      draft: false,
      // What visitors see (src/lib/visibility): published records only; none of an import still under way.
      where: visibleWhere({ drafts: hasDrafts, imports: true }) as Where,
    })
    const records = docs.map((doc, i) => {
      const record = resource.toRecord(doc as never, school)
      for (const slot of resource.files) {
        const refs = filePaths(slot, record).map((ref) => {
          const name = path.basename(ref)
          const collection = storedIn(slot.kind, name)
          const relative = collection === 'certificates' ? `files/tc/${name}` : `files/${name}`
          const target = path.join(dir, relative)
          if (!fs.existsSync(target)) {
            fs.copyFileSync(path.join(uploadDir, collection, name), target)
            copied += 1
          }
          return relative
        })
        record[slot.key] = typeof record[slot.key] === 'string' ? (refs[0] ?? null) : refs
      }
      if ((i + 1) % 100 === 0) progress(`${resource.name}: ${i + 1}/${docs.length}`)
      return record
    })
    fs.writeFileSync(path.join(dir, `${resource.name}.json`), JSON.stringify(records, null, 2) + '\n')
    counts[resource.name] = records.length
    progress(`${resource.name}.json: ${records.length} records`)
  }
  // The school itself (its code and name): an import into a deployment with no school yet makes it (./import.ts).
  fs.writeFileSync(path.join(dir, SCHOOL_FILE), JSON.stringify({ code: chosen.code, name: chosen.name } satisfies ExportedSchool, null, 2) + '\n')
  await recordAudit({ payload }, { kind: 'export', schools: [chosen.id], summary: `content:export of the published content (${Object.values(counts).reduce((a, b) => a + b, 0)} records, ${copied} files)` })
  return { counts, files: copied }
}

/** The file of an export that names its school. */
export const SCHOOL_FILE = 'school.json'
export type ExportedSchool = { code: string; name: string }
