/**
 * `npm run backup -- DIR` and `npm run restore -- DIR [--force]`: the whole state of a site
 * (database with drafts, history and accounts; every uploaded file; the generated secret),
 * with a manifest of every file's size and SHA-256.
 *
 * - Backup runs while the site serves: SQLite is copied with `VACUUM INTO` (one consistent
 *   snapshot, whatever is being written meanwhile), PostgreSQL with `pg_dump`.
 * - Restore checks the whole backup against its manifest before it touches anything, and
 *   puts the database and the upload folder in place by renaming complete copies, so a
 *   failure midway leaves the site as it was. Stop the site while restoring.
 * Node only; no Payload (it works on a site that cannot start).
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import type { Env } from '@/env'

export type Progress = (line: string) => void

const MANIFEST = 'manifest.json'
const SQLITE_FILE = 'database.sqlite'
const PG_FILE = 'database.pgdump'
const SECRET_FILE = 'payload-secret'

type Manifest = {
  format: 1
  createdAt: string
  database: { kind: Env['databaseKind']; file: string; migrations: string[] }
  files: { path: string; size: number; sha256: string }[]
}

export class BackupError extends Error {}

const sha256 = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256')
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject)
  })

function* walk(dir: string, base = dir): Generator<string> {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full, base)
    else if (entry.isFile()) yield path.relative(base, full)
  }
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0
const inside = (child: string, parent: string) => {
  const rel = path.relative(path.resolve(parent), path.resolve(child))
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))
}
const sqlitePath = (env: Env) => env.databaseUrl.replace(/^file:(\/\/)?/, '')
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (c) => (stderr += c.toString()))
    child.on('error', (err) => reject(new BackupError(`${cmd} could not be run (${err.message}); install PostgreSQL's client tools.`)))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${cmd} failed (exit ${code}): ${stderr.trim().slice(0, 500)}`))))
  })
}

async function sqliteMigrations(file: string): Promise<string[]> {
  const db = createClient({ url: `file:${file}` })
  try {
    const { rows } = await db.execute('SELECT name FROM payload_migrations WHERE batch > -1 ORDER BY name')
    return rows.map((r) => String(r.name))
  } finally {
    db.close()
  }
}

/** Copies the whole site into DIR, which must be new or empty. */
export async function backup(dir: string, env: Env, progress: Progress = () => {}): Promise<Manifest> {
  const target = path.resolve(dir)
  if (!isEmptyDir(target)) throw new BackupError(`${target} is not empty; back up into a new folder.`)
  if (inside(target, env.dataDir) || inside(target, env.uploadDir)) throw new BackupError(`${target} is inside the site's own data; choose a folder elsewhere.`)
  fs.mkdirSync(target, { recursive: true })
  const started = Date.now()

  let database: Manifest['database']
  if (env.databaseKind === 'sqlite') {
    progress('Database: taking a consistent copy (SQLite VACUUM INTO)…')
    const db = createClient({ url: env.databaseUrl })
    try {
      await db.execute(`VACUUM INTO ${quote(path.join(target, SQLITE_FILE))}`)
    } finally {
      db.close()
    }
    database = { kind: 'sqlite', file: SQLITE_FILE, migrations: await sqliteMigrations(path.join(target, SQLITE_FILE)) }
  } else {
    progress('Database: pg_dump…')
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(target, PG_FILE)}`, env.databaseUrl])
    database = { kind: 'postgres', file: PG_FILE, migrations: [] }
  }

  const uploads = [...walk(env.uploadDir)]
  uploads.forEach((rel, i) => {
    const to = path.join(target, 'uploads', rel)
    fs.mkdirSync(path.dirname(to), { recursive: true })
    fs.copyFileSync(path.join(env.uploadDir, rel), to)
    if ((i + 1) % 100 === 0 || i + 1 === uploads.length) progress(`Files: ${i + 1}/${uploads.length}`)
  })
  const secret = path.join(env.dataDir, '.payload-secret')
  if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(target, SECRET_FILE))

  progress('Checksums…')
  const files: Manifest['files'] = []
  for (const rel of walk(target)) {
    const full = path.join(target, rel)
    files.push({ path: rel.split(path.sep).join('/'), size: fs.statSync(full).size, sha256: await sha256(full) })
  }
  const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database, files }
  fs.writeFileSync(path.join(target, MANIFEST), JSON.stringify(manifest, null, 2) + '\n')
  progress(`Backed up the database and ${uploads.length} files to ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  return manifest
}

/** Every problem with a backup folder, checked against its manifest; empty when it is whole. */
export async function checkBackup(dir: string): Promise<{ manifest: Manifest | null; problems: string[] }> {
  const source = path.resolve(dir)
  let manifest: Manifest
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(source, MANIFEST), 'utf8')) as Manifest
    if (manifest.format !== 1 || !Array.isArray(manifest.files) || !manifest.database?.file) throw new Error('not a backup manifest')
  } catch (err) {
    return { manifest: null, problems: [`${MANIFEST}: cannot be read (${(err as Error).message})`] }
  }
  const problems: string[] = []
  if (!manifest.files.some((f) => f.path === manifest.database.file)) problems.push(`${manifest.database.file}: not listed in the manifest`)
  for (const f of manifest.files) {
    const full = path.resolve(source, f.path)
    if (!inside(full, source)) {
      problems.push(`${f.path}: outside the backup`)
      continue
    }
    if (!fs.existsSync(full)) problems.push(`${f.path}: missing`)
    else if (fs.statSync(full).size !== f.size) problems.push(`${f.path}: ${fs.statSync(full).size} bytes, the manifest says ${f.size}`)
    else if ((await sha256(full)) !== f.sha256) problems.push(`${f.path}: its content has changed (checksum differs)`)
  }
  return { manifest, problems }
}

/** Puts a backup in place of the configured site. Refuses a damaged backup, or a site with content unless `force`. */
export async function restore(dir: string, env: Env, { force = false, progress = () => {} }: { force?: boolean; progress?: Progress } = {}) {
  const source = path.resolve(dir)
  progress('Checking the backup against its manifest…')
  const { manifest, problems } = await checkBackup(source)
  if (!manifest || problems.length) throw new BackupError(`The backup in ${source} is damaged; nothing was restored:\n  ${problems.join('\n  ')}`)
  if (manifest.database.kind !== env.databaseKind) {
    throw new BackupError(`This backup holds a ${manifest.database.kind} database; the site is configured for ${env.databaseKind}.`)
  }
  const dbFile = env.databaseKind === 'sqlite' ? sqlitePath(env) : null
  const hasContent = (dbFile && fs.existsSync(dbFile) && fs.statSync(dbFile).size > 0) || !isEmptyDir(env.uploadDir)
  if (hasContent && !force) throw new BackupError('The site already has a database or uploaded files. Restore into an empty data folder, or add --force to replace them.')
  const started = Date.now()

  // Complete copies first, beside their targets; then swap them in by renaming.
  const stagedUploads = `${env.uploadDir}.restoring`
  fs.rmSync(stagedUploads, { recursive: true, force: true })
  const uploads = manifest.files.filter((f) => f.path.startsWith('uploads/'))
  uploads.forEach((f, i) => {
    const to = path.join(stagedUploads, f.path.slice('uploads/'.length))
    fs.mkdirSync(path.dirname(to), { recursive: true })
    fs.copyFileSync(path.join(source, f.path), to)
    if ((i + 1) % 100 === 0 || i + 1 === uploads.length) progress(`Files: ${i + 1}/${uploads.length}`)
  })

  if (dbFile) {
    progress('Database: putting the copy in place…')
    fs.mkdirSync(path.dirname(dbFile), { recursive: true })
    const staged = `${dbFile}.restoring`
    fs.copyFileSync(path.join(source, manifest.database.file), staged)
    for (const suffix of ['-wal', '-shm']) fs.rmSync(dbFile + suffix, { force: true })
    fs.renameSync(staged, dbFile)
  } else {
    progress('Database: pg_restore…')
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', `--dbname=${env.databaseUrl}`, path.join(source, manifest.database.file)])
  }

  if (fs.existsSync(env.uploadDir)) {
    const old = `${env.uploadDir}.replaced`
    fs.rmSync(old, { recursive: true, force: true })
    fs.renameSync(env.uploadDir, old)
    fs.renameSync(stagedUploads, env.uploadDir)
    fs.rmSync(old, { recursive: true, force: true })
  } else {
    fs.mkdirSync(path.dirname(env.uploadDir), { recursive: true })
    fs.renameSync(stagedUploads, env.uploadDir)
  }
  const secret = manifest.files.find((f) => f.path === SECRET_FILE)
  if (secret) {
    fs.mkdirSync(env.dataDir, { recursive: true })
    fs.copyFileSync(path.join(source, SECRET_FILE), path.join(env.dataDir, '.payload-secret'))
    fs.chmodSync(path.join(env.dataDir, '.payload-secret'), 0o600)
  }
  progress(`Restored the database and ${uploads.length} files from ${source} in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}
