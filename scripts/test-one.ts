/**
 * `npm run test:one -- <file> [more files or options]`: the inner loop. A Vitest file runs alone
 * (`vitest run <file>`); an e2e spec runs against the production build already made (built first
 * only when the sources changed), with only the shared server it visits started (none for a spec
 * that starts its own).
 *
 * What a run makes that the next one can use is kept under node_modules/.cache/ksr-test-one:
 * Vitest's migrated database template (named after the migrations it holds), and, per build, the
 * start-up step's seeded data folders, the demo pictures and the administrator they were made
 * with. A second run of an e2e spec on the same build copies them instead of seeding (about
 * 40 s of CPU). Folders of older builds are removed.
 *
 * Other arguments go to Vitest or Playwright as they are (`-t <name>`, `--grep <title>`).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { sharedServersFor } from '../tests/e2e/sharedServers'
import { bin, build, buildIsCurrent, root, run } from './lib'

const args = process.argv.slice(2)
const files = args.filter((a) => /\.(test|spec)\.ts$/.test(a))
if (files.length === 0) {
  console.error('Usage: npm run test:one -- <a Vitest file (*.test.ts) or an e2e spec (tests/e2e/*.spec.ts)> [options]')
  process.exit(2)
}
const specs = files.filter((f) => f.endsWith('.spec.ts'))
if (specs.length && specs.length !== files.length) {
  console.error('test:one runs Vitest files or e2e specs, not both at once.')
  process.exit(2)
}

const cache = path.join(root, 'node_modules', '.cache', 'ksr-test-one')
fs.mkdirSync(cache, { recursive: true })
const started = Date.now()
const done = (code: number) => {
  console.log(`test:one took ${((Date.now() - started) / 1000).toFixed(1)} s`)
  process.exit(code)
}

if (!specs.length) {
  const template = path.join(cache, 'migrated')
  fs.mkdirSync(template, { recursive: true })
  done(await run(bin('vitest'), ['run', ...args], { env: { ...process.env, KSR_MIGRATED_TEMPLATE_DIR: template } }))
}

if (!buildIsCurrent()) {
  console.log('The sources changed since the last build: building first.')
  await build()
}
const buildId = fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim()
for (const old of fs.readdirSync(cache)) if (old.startsWith('build-') && old !== `build-${buildId}`) fs.rmSync(path.join(cache, old), { recursive: true, force: true })
const kept = path.join(cache, `build-${buildId}`)
for (const dir of ['seeds', 'pictures']) fs.mkdirSync(path.join(kept, dir), { recursive: true })
const passwordFile = path.join(kept, 'admin-password')
if (!fs.existsSync(passwordFile)) fs.writeFileSync(passwordFile, randomBytes(12).toString('base64url'), { mode: 0o600 })

const servers = [...new Set(specs.flatMap((s) => sharedServersFor(path.resolve(s)).map((server) => server.name)))]
done(
  await run(bin('playwright'), ['test', ...args], {
    env: {
      ...process.env,
      E2E_SHARED_SERVERS: servers.join(',') || 'none',
      E2E_SEED_CACHE: path.join(kept, 'seeds'),
      E2E_PICTURES_DIR: path.join(kept, 'pictures'),
      E2E_ADMIN_PASSWORD: fs.readFileSync(passwordFile, 'utf8'),
    },
  }),
)
