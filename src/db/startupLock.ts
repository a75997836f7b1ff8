/**
 * One instance at a time through the start-up step (migrations, first admin, demo content):
 * instances started at the same moment on an empty or older database wait for each other
 * instead of racing to create the same tables. PostgreSQL: a session advisory lock, released
 * when the step ends or its connection drops. SQLite: a lock file beside the data, taken with
 * O_EXCL and cleared when the process that holds it is gone (named by its id and start time:
 * after a container restarts, a new start-up may well be given the dead one's id).
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Env } from '@/env'
import { currentProcess, processAlive, type ProcessRef } from '@/server/processAlive'

/** An arbitrary constant naming this lock among the database's advisory locks. */
const ADVISORY_KEY = 7_210_431_001
const WAIT_LOG_MS = 5000

export type Release = () => Promise<void>

export async function takeStartupLock(
  env: Pick<Env, 'databaseKind' | 'databaseUrl' | 'dataDir'>,
  log: (line: string) => void = console.log,
): Promise<Release> {
  return env.databaseKind === 'postgres' ? postgresLock(env.databaseUrl, log) : fileLock(path.join(env.dataDir, '.startup.lock'), log)
}

async function postgresLock(connectionString: string, log: (line: string) => void): Promise<Release> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString })
  await client.connect()
  const got = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [ADVISORY_KEY])
  if (!got.rows[0]?.ok) {
    log('Another instance is starting up on this database; waiting for it…')
    await client.query('select pg_advisory_lock($1)', [ADVISORY_KEY])
  }
  return async () => {
    await client.query('select pg_advisory_unlock($1)', [ADVISORY_KEY]).catch(() => {})
    await client.end().catch(() => {})
  }
}

async function fileLock(file: string, log: (line: string) => void): Promise<Release> {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  let waitingSince = 0
  for (;;) {
    try {
      fs.writeFileSync(file, JSON.stringify(currentProcess()), { flag: 'wx' })
      return async () => fs.rmSync(file, { force: true })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
    const holder = lockHolder(fs.readFileSync(file, 'utf8'))
    if (!holder || !processAlive(holder)) {
      // Left by a start-up that died (a crash, a killed container): nobody holds it.
      fs.rmSync(file, { force: true })
      continue
    }
    if (!waitingSince) {
      waitingSince = Date.now()
      log('Another instance is starting up on this data folder; waiting for it…')
    } else if (Date.now() - waitingSince > WAIT_LOG_MS * 60) {
      waitingSince = Date.now()
      log(`Still waiting for the start-up of process ${holder.pid}…`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** The process a lock file names: `{"pid":…,"started":…}`, or a bare id (written before start times were). */
function lockHolder(text: string): ProcessRef | null {
  try {
    const value = JSON.parse(text) as unknown
    if (typeof value === 'number') return { pid: value, started: null }
    const { pid, started } = (value ?? {}) as { pid?: unknown; started?: unknown }
    if (typeof pid !== 'number') return null
    return { pid, started: typeof started === 'string' ? started : null }
  } catch {
    return null
  }
}
