/** Where a site keeps its state: the database, the upload folder and the generated secret. */
import path from 'node:path'

import { loadEnv, secretFileIn } from '@/env'

export type Site = {
  dataDir: string
  databaseKind: 'sqlite' | 'postgres'
  databaseUrl: string
  uploadDir: string
}

/**
 * The configured site (DATA_DIR, DATABASE_URL, UPLOAD_DIR). The settings are read with a
 * stand-in secret, because reading them must not generate a secret file in the very folder
 * that a restore is about to fill.
 */
export function configuredSite(source: Record<string, string | undefined> = process.env): Site {
  const env = loadEnv({ ...source, PAYLOAD_SECRET: source.PAYLOAD_SECRET || 'not-used-for-backup-or-restore' })
  return { dataDir: env.dataDir, databaseKind: env.databaseKind, databaseUrl: env.databaseUrl, uploadDir: env.uploadDir }
}

/** The secret that src/env.ts generates when PAYLOAD_SECRET is not set. */
export const secretFile = (site: Site) => secretFileIn(site.dataDir)

/** The SQLite file a `file:` DATABASE_URL names (relative paths are from the working directory). */
export function sqliteFile(site: Site): string {
  const url = site.databaseUrl
  if (!url.startsWith('file:')) throw new Error(`DATABASE_URL ${url} is not a file: URL; backup needs an SQLite file or PostgreSQL.`)
  const file = url.startsWith('file://') ? new URL(url).pathname : url.slice('file:'.length).split('?')[0]!
  return path.resolve(decodeURIComponent(file))
}
