import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { takeStartupLock } from '@/db/startupLock'
import { processStartTime } from '@/server/processAlive'

const site = () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-lock-'))
  return { databaseKind: 'sqlite' as const, databaseUrl: `file:${dataDir}/site.db`, dataDir }
}

describe('start-up lock (SQLite)', () => {
  it('lets one start-up through at a time', async () => {
    const env = site()
    const order: string[] = []
    const release = await takeStartupLock(env, () => order.push('second waits'))
    const second = takeStartupLock(env, () => {}).then((r) => {
      order.push('second has it')
      return r
    })
    // The second must not get the lock meanwhile: absence has no event, so it has time for a few looks (every 200 ms).
    await new Promise((r) => setTimeout(r, 500))
    order.push('first releases')
    await release()
    await (await second)()
    expect(order).toEqual(['first releases', 'second has it'])
  })

  it('takes over a lock left by a start-up that died', async () => {
    const env = site()
    const dead = spawn(process.execPath, ['-e', ''])
    await new Promise((r) => dead.on('exit', r))
    fs.writeFileSync(path.join(env.dataDir, '.startup.lock'), String(dead.pid))
    const release = await takeStartupLock(env, () => {})
    expect(JSON.parse(fs.readFileSync(path.join(env.dataDir, '.startup.lock'), 'utf8'))).toMatchObject({ pid: process.pid })
    await release()
    expect(fs.existsSync(path.join(env.dataDir, '.startup.lock'))).toBe(false)
  })

  it('waits for the process the lock names, but not for another process given its id since', async () => {
    // Another program running under an id; a lock naming it by id and start time is held.
    const other = spawn('sleep', ['30'], { stdio: 'ignore' })
    await new Promise((r) => other.once('spawn', r))
    try {
      const held = site()
      const lock = path.join(held.dataDir, '.startup.lock')
      fs.writeFileSync(lock, JSON.stringify({ pid: other.pid, started: processStartTime(other.pid!) }))
      const waited: string[] = []
      let taken = false
      const waiting = takeStartupLock(held, (line) => waited.push(line)).then((release) => ((taken = true), release))
      // It must not take the lock in several looks (every 200 ms): absence has no event, so the clock decides.
      await new Promise((r) => setTimeout(r, 700))
      expect(taken).toBe(false)
      expect(waited).toEqual(['Another instance is starting up on this data folder; waiting for it…'])
      fs.rmSync(lock)
      await (await waiting)()

      // The same id, but the start-up that wrote the lock started earlier (as this test did): gone.
      const stale = site()
      const started = processStartTime(process.pid)
      expect(started).toBeTruthy()
      fs.writeFileSync(path.join(stale.dataDir, '.startup.lock'), JSON.stringify({ pid: other.pid, started }))
      const release = await takeStartupLock(stale, (line) => waited.push(line))
      expect(waited).toHaveLength(1)
      await release()
    } finally {
      other.kill()
    }
  })
})
