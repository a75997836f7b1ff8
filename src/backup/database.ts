/**
 * The database part of a backup. SQLite: `VACUUM INTO` through the libsql client (the one
 * Payload's adapter uses), a consistent snapshot taken in a read transaction while the site
 * keeps writing (WAL mode). PostgreSQL: `pg_dump` in its custom format (one snapshot too),
 * restored with `pg_restore` through `psql` in a single transaction.
 */
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'

import { createClient } from '@libsql/client'

import { runTool } from './files'
import { sqliteFile, type Site } from './site'

export const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const

const MIGRATIONS_SQL = 'SELECT name FROM payload_migrations ORDER BY id'

// SQLite

async function withSqlite<T>(file: string, fn: (db: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const db = createClient({ url: pathToFileURL(file).href })
  try {
    await db.execute('PRAGMA busy_timeout = 5000')
    return await fn(db)
  } finally {
    db.close()
  }
}

/** Copies the site's SQLite database to `dest` as one consistent snapshot. */
export async function snapshotSqlite(site: Site, dest: string) {
  const file = sqliteFile(site)
  if (!fs.existsSync(file)) throw new Error(`There is no database at ${file} (DATABASE_URL).`)
  await withSqlite(file, (db) => db.execute({ sql: 'VACUUM INTO ?', args: [dest] }))
}

/** The migrations recorded in an SQLite file, oldest first (none for a file without Payload's table). */
export async function sqliteMigrations(file: string): Promise<string[]> {
  return withSqlite(file, async (db) => {
    const table = await db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'")
    if (table.rows.length === 0) return []
    return (await db.execute(MIGRATIONS_SQL)).rows.map((r) => String(r.name))
  })
}

/** The SQLite file and its WAL companions, which belong to it and go with it. */
export const sqliteFiles = (site: Site) => {
  const file = sqliteFile(site)
  return [file, `${file}-wal`, `${file}-shm`]
}

// PostgreSQL

/** Connection arguments for the PostgreSQL tools; the password goes in the environment, not on the process list. */
function connection(site: Site) {
  const url = new URL(site.databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  const env: NodeJS.ProcessEnv = { ...process.env, PGCONNECT_TIMEOUT: process.env.PGCONNECT_TIMEOUT ?? '10' }
  if (password) env.PGPASSWORD = password
  return { dbname: url.toString(), env }
}

const psql = (site: Site, sql: string) => {
  const { dbname, env } = connection(site)
  return runTool('psql', ['--no-psqlrc', '--tuples-only', '--no-align', '-v', 'ON_ERROR_STOP=1', '--dbname', dbname, '--command', sql], { env })
}

/** Dumps the `public` schema (all of Payload's tables) to `dest` in pg_dump's custom format. */
export async function dumpPostgres(site: Site, dest: string) {
  const { dbname, env } = connection(site)
  await runTool('pg_dump', ['--format=custom', '--schema=public', '--no-owner', '--no-privileges', '--file', dest, '--dbname', dbname], { env })
}

export async function postgresMigrations(site: Site): Promise<string[]> {
  const exists = (await psql(site, "SELECT to_regclass('public.payload_migrations') IS NOT NULL")).trim() === 't'
  if (!exists) return []
  return (await psql(site, MIGRATIONS_SQL)).split('\n').filter(Boolean)
}

/** Whether the database has any table in the `public` schema. */
export async function postgresHasTables(site: Site): Promise<boolean> {
  return Number((await psql(site, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")).trim()) > 0
}

/**
 * Replaces the `public` schema with the dump's, in one transaction: if any statement fails,
 * the database is left exactly as it was. pg_restore writes the whole script to `scratch`
 * first, so a pg_restore that stops halfway can never have half a script committed.
 */
export async function restorePostgres(site: Site, dump: string, scratch: string) {
  const { dbname, env } = connection(site)
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--file', scratch, dump])
  await runTool(
    'psql',
    [
      '--no-psqlrc', '--quiet', '--single-transaction', '-v', 'ON_ERROR_STOP=1', '--output=/dev/null', '--dbname', dbname,
      '--command', 'SET client_min_messages = warning',
      '--command', 'DROP SCHEMA IF EXISTS public CASCADE',
      '--file', scratch,
    ],
    { env },
  )
}
