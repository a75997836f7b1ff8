/**
 * `manifest.json`: what a backup holds (every file with its size and SHA-256), which database
 * it came from, its schema's migrations and when it was made. A backup is checked against it
 * in full before a restore touches anything.
 */
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { counter, sha256, type Progress } from './files'

export const MANIFEST = 'manifest.json'

/** A path inside the backup: relative, `/`-separated, never leaving the folder. */
const inside = z
  .string()
  .min(1)
  .refine((p) => !p.startsWith('/') && !p.includes('\\') && p.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), {
    message: 'must be a relative path inside the backup',
  })

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({ kind: z.enum(['sqlite', 'postgres']), file: inside }),
  /** The database's payload_migrations, oldest first. */
  migrations: z.array(z.string()),
  /** The generated secret (DATA_DIR/.payload-secret), when the site had one. */
  secret: inside.nullable(),
  /** Uploads are under `uploads/`, one folder per collection, as in UPLOAD_DIR. */
  files: z.array(z.object({ path: inside, size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
})

export type Manifest = z.infer<typeof manifestSchema>
export type FileEntry = Manifest['files'][number]

export const UPLOADS = 'uploads/'

export function writeManifest(dir: string, manifest: Manifest) {
  const file = path.join(dir, MANIFEST)
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 })
  fs.renameSync(`${file}.tmp`, file)
}

/** A backup's manifest and every problem with the backup, each naming the file. */
export async function checkBackup(dir: string, progress: Progress = () => {}): Promise<{ manifest?: Manifest; problems: string[] }> {
  const file = path.join(dir, MANIFEST)
  let raw: unknown
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    const why = code === 'ENOENT' ? 'is missing (not a backup, or an unfinished one)' : `cannot be read: ${(err as Error).message}`
    return { problems: [`${MANIFEST} ${why}`] }
  }
  const parsed = manifestSchema.safeParse(raw)
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((i) => `${MANIFEST}: ${i.path.join('.') || '(top)'}: ${i.message}`) }
  }
  const manifest = parsed.data
  const problems: string[] = []
  const listed = new Set(manifest.files.map((f) => f.path))
  for (const needed of [manifest.database.file, manifest.secret]) {
    if (needed && !listed.has(needed)) problems.push(`${MANIFEST}: ${needed} is not in its list of files`)
  }
  const tick = counter('Checking files', manifest.files.length, progress)
  for (const entry of manifest.files) {
    problems.push(...(await checkFile(path.join(dir, entry.path), entry)))
    tick()
  }
  return { manifest, problems }
}

/** Problems with one file against its manifest entry: missing, another size, another checksum. */
export async function checkFile(file: string, entry: FileEntry): Promise<string[]> {
  let size: number
  try {
    const st = fs.statSync(file)
    if (!st.isFile()) return [`${entry.path} is not a file`]
    size = st.size
  } catch {
    return [`${entry.path} is missing`]
  }
  if (size !== entry.size) return [`${entry.path} has ${size} bytes, the manifest says ${entry.size} (truncated or changed)`]
  if ((await sha256(file)) !== entry.sha256) return [`${entry.path} does not match its SHA-256 checksum (changed or damaged)`]
  return []
}
