/**
 * `npm run backup -- DIR`: the whole state of a site into an empty folder, while it serves.
 * The database first (one consistent snapshot), then the uploads, the generated secret, and
 * last `manifest.json`, so a backup without a manifest is an unfinished one.
 */
import fs from 'node:fs'
import path from 'node:path'

import { DATABASE_FILE, dumpPostgres, postgresMigrations, snapshotSqlite, sqliteMigrations } from './database'
import { copyAndHash, counter, isEmptyDir, isWithin, listFiles, sha256, type Progress } from './files'
import { UPLOADS, writeManifest, type FileEntry, type Manifest } from './manifest'
import { secretFile, type Site } from './site'

const SECRET = 'payload-secret'

export async function backupSite(site: Site, target: string, progress: Progress = () => {}): Promise<Manifest> {
  const dir = path.resolve(target)
  for (const [folder, name] of [[site.dataDir, 'data folder (DATA_DIR)'], [site.uploadDir, 'upload folder (UPLOAD_DIR)']] as const) {
    if (isWithin(dir, folder)) throw new Error(`Will not back up into ${dir}: it is inside the site's ${name}. Choose a folder elsewhere.`)
  }
  if (!isEmptyDir(dir)) throw new Error(`Will not back up into ${dir}: it is not empty. Choose a new or empty folder.`)
  const created = !fs.existsSync(dir)
  // The backup holds the database and the site's secret: readable by its owner only.
  fs.mkdirSync(dir, { recursive: true })
  fs.chmodSync(dir, 0o700)
  try {
    return await write(site, dir, progress)
  } catch (err) {
    // Leave no half backup behind: what was an empty (or no) folder is again.
    if (created) fs.rmSync(dir, { recursive: true, force: true })
    else for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name), { recursive: true, force: true })
    throw err
  }
}

async function write(site: Site, dir: string, progress: Progress): Promise<Manifest> {
  const files: FileEntry[] = []
  const add = async (rel: string) => {
    const file = path.join(dir, rel)
    fs.chmodSync(file, 0o600)
    files.push({ path: rel, size: fs.statSync(file).size, sha256: await sha256(file) })
  }

  const kind = site.databaseKind
  const dbFile = DATABASE_FILE[kind]
  progress(`Database (${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}): copying…`)
  let migrations: string[]
  if (kind === 'sqlite') {
    await snapshotSqlite(site, path.join(dir, dbFile))
    migrations = await sqliteMigrations(path.join(dir, dbFile))
  } else {
    await dumpPostgres(site, path.join(dir, dbFile))
    migrations = await postgresMigrations(site)
  }
  await add(dbFile)
  progress(`Database: ${(files[0]!.size / 1024 / 1024).toFixed(1)} MB, ${migrations.length} migrations`)

  // Uploads the snapshot refers to were written before it; one deleted since then is gone
  // from the site too, so a file that disappears while copying is left out, not an error.
  const uploads = listFiles(site.uploadDir)
  const tick = counter('Files', uploads.length, progress)
  let vanished = 0
  for (const rel of uploads) {
    try {
      const copy = await copyAndHash(path.join(site.uploadDir, rel), path.join(dir, UPLOADS, rel))
      files.push({ path: `${UPLOADS}${rel}`, ...copy })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
      vanished += 1
    }
    tick()
  }
  if (vanished) progress(`Files: ${vanished} deleted on the site while copying, left out`)

  let secret: string | null = null
  if (fs.existsSync(secretFile(site))) {
    fs.copyFileSync(secretFile(site), path.join(dir, SECRET))
    await add(SECRET)
    secret = SECRET
  }

  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: { kind, file: dbFile },
    migrations,
    secret,
    files,
  }
  writeManifest(dir, manifest)
  return manifest
}
