import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { currentProcess, processAlive, processStartTime } from '@/server/processAlive'

const run = async (file: string) => {
  const child = spawn(file, ['30'], { stdio: 'ignore' })
  await new Promise((r) => child.once('spawn', r))
  return child
}

describe('processAlive', () => {
  it('knows a running process by its id and start time, and not by its id alone', async () => {
    // A program whose name has spaces and parentheses, as /proc shows it: "pid (odd) name (x) S …".
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-proc-')), 'odd) name (x')
    fs.copyFileSync('/bin/sleep', file)
    fs.chmodSync(file, 0o755)
    const child = await run(file)
    const started = processStartTime(child.pid!) ?? null
    expect(started).toBeTruthy()
    expect(processAlive({ pid: child.pid!, started })).toBe(true)
    // The same id under another start time is another process: the one the note named is gone.
    expect(processAlive({ pid: child.pid!, started: currentProcess().started })).toBe(false)
    // A note without a start time falls back to the id.
    expect(processAlive({ pid: child.pid!, started: null })).toBe(true)
    expect(processAlive(child.pid!)).toBe(true)
    child.kill()
    await new Promise((r) => child.once('exit', r))
    expect(processStartTime(child.pid!)).toBeNull()
    expect(processAlive({ pid: child.pid!, started })).toBe(false)
  })

  it('names this process with its start time', () => {
    expect(currentProcess()).toEqual({ pid: process.pid, started: expect.stringMatching(/^(proc|ps):\S/) })
    expect(processAlive(currentProcess())).toBe(true)
  })
})
