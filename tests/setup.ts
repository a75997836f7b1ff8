/**
 * Every test file gets its own throwaway data directory (SQLite file, uploads, secret),
 * and a test that makes anything write to console.error fails.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, afterEach, beforeEach, expect, inject, vi, type MockInstance } from 'vitest'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-test-'))
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
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})
