/**
 * An import killed midway is recognised by its journal even when the system has since given
 * its process id to another process: the journal names the process by id and start time.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openJournal, recoverInterruptedImports } from '@/content/staging'
import { env } from '@/env'
import { processStartTime } from '@/lib/processAlive'
import { build } from '@/seed/builders'
import { testPayload } from './payload'

let payload: Payload
/** Another program, now running under the id the killed import had. */
let sleeper: ChildProcess

beforeAll(async () => {
  payload = await testPayload()
  sleeper = spawn('sleep', ['30'], { stdio: 'ignore' })
  await new Promise((resolve) => sleeper.once('spawn', resolve))
})

afterAll(() => {
  sleeper.kill()
})

/** What an import run under process `pid`, started at `started`, leaves when killed: a hidden row and its journal. */
async function killedImport(run: string, pid: number, started: string | null | undefined) {
  const doc = await payload.create({ collection: 'news', data: build.news({ title: `Imported by ${run}` }), overrideAccess: true })
  await payload.db.updateOne({ collection: 'news', id: doc.id, data: { importRun: run } })
  const dir = path.join(env().dataDir, 'imports')
  fs.mkdirSync(dir, { recursive: true })
  const journal = path.join(dir, `${run}.jsonl`)
  fs.writeFileSync(journal, JSON.stringify({ run, pid, started, startedAt: new Date().toISOString() }) + '\n')
  return { id: doc.id, journal }
}

const rowsOf = async (run: string) =>
  (await payload.find({ collection: 'news', where: { importRun: { equals: run } }, overrideAccess: true, depth: 0 })).totalDocs

describe('an interrupted import whose process id now belongs to another process', () => {
  it('is rolled back, and a later import is not refused', async () => {
    const pid = sleeper.pid!
    // The killed import started before the program now holding its id (this test's own start time will do).
    const killedStarted = processStartTime(process.pid)
    expect(killedStarted).toBeTruthy()
    expect(processStartTime(pid)).not.toBe(killedStarted)
    const { id, journal } = await killedImport('killed-run', pid, killedStarted)
    expect(await rowsOf('killed-run')).toBe(1)

    const messages: string[] = []
    await recoverInterruptedImports(payload, (m) => messages.push(m))
    expect(messages).toEqual(['Rolled back an interrupted import (killed-run): removed 1 records and 0 files.'])
    expect(await rowsOf('killed-run')).toBe(0)
    expect(await payload.findByID({ collection: 'news', id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect(fs.existsSync(journal)).toBe(false)
    // The next import starts.
    const next = openJournal()
    next.close()
  })

  it('is left alone while the import that wrote it still runs', async () => {
    const pid = sleeper.pid!
    const { journal } = await killedImport('live-run', pid, processStartTime(pid))
    await recoverInterruptedImports(payload)
    expect(await rowsOf('live-run')).toBe(1)
    expect(() => openJournal()).toThrow(`Another import is under way (process ${pid}). Wait for it to finish.`)
    fs.rmSync(journal)
  })
})
