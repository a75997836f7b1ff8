/**
 * Every test process gets its own throwaway data directory (SQLite file, uploads, secret), and
 * a test that makes anything write to console.error fails. A file runs in a process of its own,
 * or, where it shares its worker's Payload (vitest.config.ts), after other files in the same
 * process: each of those files starts on a database of its own (tests/int/payload.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, afterEach, beforeEach, expect, inject, vi, type MockInstance } from 'vitest'

import { processAlive } from '../src/server/processAlive'

const DATA = Symbol.for('ksr-test.data-dir')
const data = globalThis as Record<symbol, string | undefined>
const shares = inject('sharesPayload') === true
const dir = (data[DATA] ??= shares ? workerDir() : fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-test-')))
// A file after the first in this process: the Payload it shares forgets the files before it.
;(globalThis as Record<symbol, (() => void) | undefined>)[Symbol.for('ksr-test.file-starts')]?.()
process.env.DATA_DIR = dir
delete process.env.DATABASE_URL
delete process.env.UPLOAD_DIR
delete process.env.PAYLOAD_SECRET
process.env.LOG_LEVEL = 'error'
// The demo content's pictures, drawn once a run (src/seed/files.ts), for the files and the
// commands they start that seed it.
process.env.DEMO_PICTURES_DIR = path.join(inject('migratedTemplateDir'), 'pictures')

let consoleError: MockInstance
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  const calls = consoleError.mock.calls
  consoleError.mockRestore()
  expect(calls, 'console.error was called').toEqual([])
})
// A process of one file removes its folder after it. A worker's folder is in the run's folder,
// removed when the run ends (tests/migratedTemplate.ts); Vitest ends the worker with a signal.
if (!shares) afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/**
 * The folder of a worker that runs several files, in the run's folder. That folder is kept from
 * run to run by `npm run test:one`: the folders of workers that have ended are removed first.
 */
function workerDir(): string {
  const run = inject('migratedTemplateDir')
  for (const name of fs.readdirSync(run)) {
    const pid = /^worker-(\d+)$/.exec(name)?.[1]
    if (pid && !processAlive(Number(pid))) fs.rmSync(path.join(run, name), { recursive: true, force: true })
  }
  const dir = path.join(run, `worker-${process.pid}`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir)
  return dir
}
