/**
 * `npm run restore -- DIR [--force]`: a backup into the configured site. Nothing is touched
 * until the whole backup has been checked against its manifest. Each part (database file,
 * upload folder, secret) is then copied next to its destination and checked again, and only
 * then renamed into place; if anything fails on the way, the parts already swapped are put
 * back. On PostgreSQL the schema is replaced in one transaction.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { postgresHasTables, restorePostgres, sqliteFiles } from './database'
import { copyAndHash, counter, listFiles, type Progress } from './files'
import { checkBackup, UPLOADS, type FileEntry, type Manifest } from './manifest'
import { secretFile, type Site } from './site'

/** A restore that was refused before anything was changed. */
export class RestoreRefused extends Error {
  name = 'RestoreRefused'
}

export type RestoreOptions = { force?: boolean; progress?: Progress }

const KIND = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const

export async function restoreSite(site: Site, source: string, { force = false, progress = () => {} }: RestoreOptions = {}): Promise<Manifest> {
  const dir = path.resolve(source)
  if (!fs.existsSync(dir)) throw new RestoreRefused(`There is no backup at ${dir}.`)

  progress(`Checking the backup in ${dir}…`)
  const { manifest, problems } = await checkBackup(dir, progress)
  if (!manifest || problems.length > 0) {
    throw new RestoreRefused(`The backup in ${dir} is damaged; nothing was restored:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
  if (manifest.database.kind !== site.databaseKind) {
    throw new RestoreRefused(
      `The backup holds a ${KIND[manifest.database.kind]} database, but DATABASE_URL points at ${KIND[site.databaseKind]}; nothing was restored.`,
    )
  }
  const known = committedMigrations(site.databaseKind)
  const unknown = manifest.migrations.filter((name) => !known.has(name) && name !== 'dev')
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `The backup comes from a newer version of the site (migrations ${unknown.join(', ')} are not in this one); update the site first. Nothing was restored.`,
    )
  }

  const present = await whatIsThere(site)
  if (present.length > 0 && !force) {
    throw new RestoreRefused(`The target is not empty (${present.join('; ')}). Nothing was restored; add --force to replace it.`)
  }
  if (present.length > 0) progress(`Replacing ${present.join('; ')}`)

  const stamp = `${process.pid}-${Date.now()}`
  const swaps: Swap[] = []
  try {
    // 1. Everything copied beside its destination, and checked again there.
    const byPath = new Map(manifest.files.map((f) => [f.path, f]))
    const stage = async (entry: FileEntry, target: string, mode: number) => {
      const staged = `${target}.restoring-${stamp}`
      swaps.push({ target, staged })
      await place(path.join(dir, entry.path), staged, entry, mode)
    }
    if (site.databaseKind === 'sqlite') {
      const [file, ...companions] = sqliteFiles(site)
      progress('Database: copying…')
      await stage(byPath.get(manifest.database.file)!, file!, 0o600)
      for (const companion of companions) swaps.push({ target: companion, staged: null })
    }
    const uploads = manifest.files.filter((f) => f.path.startsWith(UPLOADS))
    const stagedUploads = `${site.uploadDir}.restoring-${stamp}`
    swaps.push({ target: site.uploadDir, staged: stagedUploads })
    fs.mkdirSync(stagedUploads, { recursive: true })
    const tick = counter('Files', uploads.length, progress)
    for (const entry of uploads) {
      await place(path.join(dir, entry.path), path.join(stagedUploads, entry.path.slice(UPLOADS.length)), entry, 0o644)
      tick()
    }
    if (manifest.secret) await stage(byPath.get(manifest.secret)!, secretFile(site), 0o600)
    else swaps.push({ target: secretFile(site), staged: null })

    // 2. Swapped into place; on PostgreSQL the database follows in one transaction.
    swapIn(swaps, stamp)
    if (site.databaseKind === 'postgres') {
      progress('Database: restoring…')
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-restore-'))
      try {
        await restorePostgres(site, path.join(dir, manifest.database.file), path.join(scratch, 'restore.sql'))
      } catch (err) {
        rollBack(swaps)
        throw err
      } finally {
        fs.rmSync(scratch, { recursive: true, force: true })
      }
    }
  } finally {
    discard(swaps)
  }
  return manifest
}

/**
 * The migrations this version of the site has, by their files' names (as Payload names them;
 * cheaper than loading src/migrations/<kind>/index.ts and the database adapter with it).
 */
function committedMigrations(kind: Site['databaseKind']): Set<string> {
  const folder = path.resolve(import.meta.dirname, '../migrations', kind)
  return new Set(fs.readdirSync(folder).filter((f) => f.endsWith('.ts') && f !== 'index.ts').map((f) => f.slice(0, -'.ts'.length)))
}

/** What the target already holds, for the refusal message (empty when there is nothing). */
async function whatIsThere(site: Site): Promise<string[]> {
  const found: string[] = []
  if (site.databaseKind === 'sqlite') {
    const [file] = sqliteFiles(site)
    if (sqliteFiles(site).some((f) => fs.existsSync(f) && fs.statSync(f).size > 0)) found.push(`database ${file}`)
  } else if (await postgresHasTables(site)) {
    found.push(`tables in the PostgreSQL database ${new URL(site.databaseUrl).pathname.slice(1)}`)
  }
  const uploads = listFiles(site.uploadDir).length
  if (uploads > 0) found.push(`${uploads} files in ${site.uploadDir}`)
  if (fs.existsSync(secretFile(site))) found.push(`secret ${secretFile(site)}`)
  return found
}

/** Copies one backed-up file to where it is staged and checks the copy against the manifest. */
async function place(from: string, to: string, entry: FileEntry, mode: number) {
  const copy = await copyAndHash(from, to)
  if (copy.size !== entry.size || copy.sha256 !== entry.sha256) throw new Error(`${entry.path} changed while it was being restored.`)
  fs.chmodSync(to, mode)
}

/** One part of the target: `staged` replaces `target` (null: the target goes away). */
type Swap = { target: string; staged: string | null; old?: string; placed?: boolean }

const exists = (p: string) => {
  try {
    fs.lstatSync(p)
    return true
  } catch {
    return false
  }
}

function swapIn(swaps: Swap[], stamp: string) {
  try {
    for (const s of swaps) {
      if (exists(s.target)) {
        const old = `${s.target}.replaced-${stamp}`
        fs.renameSync(s.target, old)
        s.old = old
      }
      if (s.staged) {
        fs.renameSync(s.staged, s.target)
        s.placed = true
      }
    }
  } catch (err) {
    rollBack(swaps)
    throw err
  }
}

/** Puts back whatever swapIn replaced. */
function rollBack(swaps: Swap[]) {
  for (const s of [...swaps].reverse()) {
    if (s.placed) {
      fs.rmSync(s.target, { recursive: true, force: true })
      s.placed = false
    }
    if (s.old) {
      fs.renameSync(s.old, s.target)
      s.old = undefined
    }
  }
}

/** Removes what was replaced (after success) and whatever was staged but not used (after a failure). */
function discard(swaps: Swap[]) {
  for (const s of swaps) {
    if (s.old) fs.rmSync(s.old, { recursive: true, force: true })
    if (s.staged && !s.placed) fs.rmSync(s.staged, { recursive: true, force: true })
  }
}
