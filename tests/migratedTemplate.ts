/**
 * Vitest's global setup: a directory for this run's migrated database template. The first
 * test file to migrate its own SQLite file leaves a copy of it there (tests/int/payload.ts);
 * the files after it start from that copy instead of running every committed migration again
 * (about 10 s each). The directory is this run's alone and the template is named after the
 * migrations it holds (tests/int/payload.ts), so a template never outlives the migrations it was
 * made with; it is removed when the run ends.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplateDir: string
    /** Set for the files that share their worker's Payload (vitest.config.ts). */
    sharesPayload?: boolean
  }
}

export default function setup(project: TestProject) {
  // `npm run test:one` keeps its templates from run to run (scripts/test-one.ts): each is named
  // after what it holds, so a kept one is never out of date.
  const kept = process.env.KSR_MIGRATED_TEMPLATE_DIR
  if (kept) {
    project.provide('migratedTemplateDir', kept)
    return
  }
  // Each project of vitest.config.ts runs the global set-up: the first makes the folder, the others share it.
  const made = process.env[RUN_DIR]
  if (made) {
    project.provide('migratedTemplateDir', made)
    return
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-migrated-'))
  process.env[RUN_DIR] = dir
  project.provide('migratedTemplateDir', dir)
  return () => {
    fs.rmSync(dir, { recursive: true, force: true })
    delete process.env[RUN_DIR]
  }
}

const RUN_DIR = 'KSR_RUN_TEMPLATE_DIR'
