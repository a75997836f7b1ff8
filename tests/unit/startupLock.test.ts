import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { takeStartupLock } from '@/db/startupLock'

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
    expect(fs.readFileSync(path.join(env.dataDir, '.startup.lock'), 'utf8')).toBe(String(process.pid))
    await release()
    expect(fs.existsSync(path.join(env.dataDir, '.startup.lock'))).toBe(false)
  })
})
