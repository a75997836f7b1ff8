/**
 * Writers on the SQLite file wait for each other instead of failing with "database is
 * locked": saves from one process at the same moment, and a save while another process
 * (an import, a backup) holds the write lock, without freezing this process meanwhile.
 */
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { sql } from '@payloadcms/db-sqlite'

import { afterCommit } from '@/db/afterCommit'
import { env } from '@/env'
import { testPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/** A faculty entry, the collection these tests write. */
const teacher = (name: string) => ({ name, designation: 'Teacher', category: 'Teaching staff', order: 1 })

const faculty = (name: string) => payload.create({ collection: 'faculty', data: teacher(name), overrideAccess: true })

/** Another process that takes the write lock, holds it for `ms`, then commits. */
function holdWriteLock(ms: number): Promise<{ held: Promise<void> }> {
  const file = env().databaseUrl.replace(/^file:/, '')
  const script = `
    const { createClient } = require('@libsql/client')
    const c = createClient({ url: 'file:' + process.argv[1] })
    ;(async () => {
      await c.execute('BEGIN IMMEDIATE')
      await c.execute("INSERT INTO faculty (name, designation, category, \\"order\\", updated_at, created_at) VALUES ('held', 'x', 'x', 1, '2026-01-01', '2026-01-01')")
      process.stdout.write('locked\\n')
      setTimeout(async () => { await c.execute('COMMIT'); process.exit(0) }, ${ms})
    })()`
  const child = spawn(process.execPath, ['-e', script, file], { cwd: path.resolve('.'), stdio: ['ignore', 'pipe', 'inherit'] })
  const held = new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`)))),
  )
  return new Promise((resolve) => child.stdout.once('data', () => resolve({ held })))
}

/**
 * Watches this process's event loop with a 20 ms timer; `stop()` says the longest it went
 * without running it. Waiting by blocking (a busy-wait, a synchronous sleep) holds the loop the
 * whole wait; waiting without blocking leaves gaps no longer than the machine's scheduling
 * (the number of ticks would depend on how busy the machine is).
 */
function watchEventLoop() {
  let last = performance.now()
  let longest = 0
  const timer = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 20)
  return () => {
    clearInterval(timer)
    return Math.max(longest, performance.now() - last)
  }
}

describe('SQLite writers', () => {
  it('twenty saves at the same moment in one process all succeed', async () => {
    await faculty('warm-up')
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => faculty(`Teacher ${i}`)))
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
  })

  it('a save while another process holds the write lock waits for it, and the server stays responsive', async () => {
    const { held } = await holdWriteLock(1500)
    const stop = watchEventLoop()
    const started = Date.now()
    let longestStall = 0
    try {
      const doc = await faculty('After the other writer')
      expect(doc.id).toBeTruthy()
    } finally {
      longestStall = stop()
    }
    const waited = Date.now() - started
    await held
    expect(waited).toBeGreaterThan(1000)
    // The event loop kept running while this save waited (no blocking busy-wait).
    expect(longestStall).toBeLessThan(waited / 2)
    const { totalDocs } = await payload.count({ collection: 'faculty', where: { name: { equals: 'held' } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
  })

  it('a write Payload makes outside any transaction (a document lock, a job’s status) waits for a save in progress, and is read back', async () => {
    const db = payload.db
    // A save in progress: its transaction has written, so it holds the write lock.
    const saving = (await db.beginTransaction())!
    await db.create({ collection: 'faculty', data: teacher('Being saved'), req: { transactionID: saving } })
    const stop = watchEventLoop()
    let longestStall = 0
    // The save stays open 1.5 s on purpose: the writes below must wait that long, and their stall is measured against it.
    const done = new Promise((r) => setTimeout(r, 1500)).then(() => db.commitTransaction(saving))
    try {
      // As the admin clears an editor's stale lock, and as the job runner records a status.
      const [cleared, created] = await Promise.allSettled([
        db.deleteMany({ collection: 'payload-locked-documents', where: { id: { equals: -1 } } }),
        db.create({ collection: 'faculty', data: teacher('Written outside') }),
      ])
      expect(cleared.status, String((cleared as PromiseRejectedResult).reason)).toBe('fulfilled')
      expect(created.status, String((created as PromiseRejectedResult).reason)).toBe('fulfilled')
    } finally {
      longestStall = stop()
      await done
    }
    // They waited without freezing the process.
    expect(longestStall).toBeLessThan(1500 / 2)
    for (const name of ['Being saved', 'Written outside']) {
      const { totalDocs } = await payload.count({ collection: 'faculty', where: { name: { equals: name } }, overrideAccess: true })
      expect(totalDocs, name).toBe(1)
    }
  })

  it('saves do not use up the process’s open files (each transaction once left a connection open)', async () => {
    const openFiles = () => readdirSync('/proc/self/fd').length
    await faculty('warm-up for files')
    const before = openFiles()
    for (let i = 0; i < 300; i += 1) await faculty(`Files ${i}`)
    // A leak of one connection per save would be 300 files or more.
    expect(openFiles() - before).toBeLessThan(20)
  })

  it('a save whose COMMIT fails is reported as failed, not as made, its after-commit work is dropped, and the next save works', async () => {
    // A constraint checked only at COMMIT (a deferred foreign key), broken by a trigger on one name.
    const client = (payload.db as unknown as { client: { execute: (sql: string) => Promise<unknown> } }).client
    await client.execute('CREATE TABLE commit_check_parent (id INTEGER PRIMARY KEY)')
    await client.execute('CREATE TABLE commit_check (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES commit_check_parent(id) DEFERRABLE INITIALLY DEFERRED)')
    await client.execute("CREATE TRIGGER commit_check_fails AFTER INSERT ON faculty WHEN NEW.name = 'Fails at commit' BEGIN INSERT INTO commit_check (parent) VALUES (-1); END")
    try {
      await expect(faculty('Fails at commit')).rejects.toThrow(/FOREIGN KEY constraint failed/)
      const { totalDocs } = await payload.count({ collection: 'faculty', where: { name: { equals: 'Fails at commit' } }, overrideAccess: true })
      expect(totalDocs).toBe(0)
      expect((await faculty('After a failed commit')).id).toBeTruthy()

      // Work registered for after the commit (cache expiry, an invitation, notices) is dropped with it.
      const id = await payload.db.beginTransaction()
      let ran = false
      await afterCommit({ transactionID: id! }, () => void (ran = true))
      const session = (payload.db as unknown as { sessions: Record<string, { db: { run: (q: unknown) => Promise<unknown> } }> }).sessions[String(id)]!
      await session.db.run(sql`INSERT INTO commit_check (parent) VALUES (-1)`)
      await expect(payload.db.commitTransaction(id!)).rejects.toThrow(/FOREIGN KEY constraint failed/)
      expect(ran).toBe(false)
    } finally {
      for (const sql of ['DROP TRIGGER commit_check_fails', 'DROP TABLE commit_check', 'DROP TABLE commit_check_parent']) await client.execute(sql)
    }
  })
})
