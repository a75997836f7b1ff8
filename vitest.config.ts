import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const src = path.resolve(import.meta.dirname, 'src')

/**
 * Vitest starts the files it has timed before longest first. A file it has no time for (every
 * file of a fresh clone) it orders by size, which puts a two-minute integration file among
 * unit files of milliseconds, and may leave it running alone at the end. Here the integration
 * files (each starts Payload on a database, some run the project's commands) go before the
 * unit files when any time is missing.
 */
class IntegrationFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const timed = (f: TestSpecification) => this.ctx.cache.getFileTestResults(`${f.project.name}:${path.relative(this.ctx.config.root, f.moduleId)}`)
    if (sorted.every(timed)) return sorted
    const integration = (f: TestSpecification) => /\/tests\/int\/|\.int\.test\.ts$/.test(f.moduleId)
    return [...sorted.filter(integration), ...sorted.filter((f) => !integration(f))]
  }
}

const root = import.meta.dirname
const TEST_FOLDERS = ['tests/unit', 'tests/int', 'src/features', 'src/tenancy']
const INCLUDE = TEST_FOLDERS.map((dir) => `${dir}/**/*.test.ts`)

/**
 * A file that changes a setting of its process (the app reads some once), or mocks modules or the
 * clock: it needs a process of its own.
 */
const CHANGES_PROCESS =
  /process\.env(\.\w+|\[[^\]]+\])\s*(\?\?|\|\|)?=[^=]|delete process\.env|Object\.assign\(process\.env|process\.(chdir|umask)\(|vi\.(stubEnv|stubGlobal|useFakeTimers|setSystemTime|mock|doMock|resetModules)\b/
const STARTS_SHARED_PAYLOAD = /\b(testPayload|seededPayload)\(/
const INTEGRATION = /^tests\/int\/|\.int\.test\.ts$/

/**
 * The files that run one after another in a worker, its modules loaded once: unit files, and the
 * integration files that start Payload through tests/int/payload.ts (testPayload, seededPayload),
 * which share one Payload per worker, each file on a database of its own. A file that changes a
 * setting of its process, or starts Payload otherwise (on PostgreSQL, or on a database it
 * migrates itself), runs in a process of its own.
 */
function sharingWorkers(): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (file.endsWith('.test.ts')) {
        const text = fs.readFileSync(path.join(root, file), 'utf8')
        if (!CHANGES_PROCESS.test(text) && (!INTEGRATION.test(file) || STARTS_SHARED_PAYLOAD.test(text))) files.push(file)
      }
    }
  }
  for (const dir of TEST_FOLDERS) walk(dir)
  return files
}
const SHARING = sharingWorkers()

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(src, 'payload.config.ts'),
      // Tests run server modules directly: `server-only` is the marker Next checks at build
      // (its default entry throws outside React's server condition, which Vitest does not set).
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
      '@': src,
    },
  },
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'own process', include: INCLUDE, exclude: SHARING } },
      // Starting Payload (its modules and its init) took about 7 s of a core per file, a process of its own about 0.3 s.
      { extends: true, test: { name: 'shared workers', include: SHARING, isolate: false, provide: { sharesPayload: true } } },
    ],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/migratedTemplate.ts'],
    // The admin's server functions (src/tenancy/admin.ts) import Payload's UI, whose
    // client modules import style sheets: through Vite, which reads those as empty.
    server: { deps: { inline: [/@payloadcms\/ui/, /react-image-crop/] } },
    pool: 'forks',
    sequence: { sequencer: IntegrationFirst },
    // Vitest's default leaves one core free, which on a 2-core machine runs the files one at a
    // time; most of them wait at times on their own SQLite file, PostgreSQL or child processes, so
    // three at a time keep 2 cores busy (measured when a run took 10 minutes here: two took 11, one 13).
    maxWorkers: Math.max(3, os.availableParallelism()),
    // `npm run test:coverage`: the lines and branches of src/ the unit and integration tests run.
    coverage: { provider: 'v8', include: ['src/**/*.{ts,tsx}'], exclude: ['src/**/*.test.ts', 'src/migrations/**', 'src/payload-types.ts'], reporter: ['text-summary'] },
    // Guards against a hang, not speed targets: npm test runs these beside the e2e tests, and must
    // pass beside another npm test on the same two cores, where a test of 20 s alone can take 2 minutes.
    testTimeout: 180_000,
    hookTimeout: 360_000,
  },
})
