/**
 * `npm test`: unit and integration tests (Vitest), then end-to-end tests (Playwright
 * against the production build), then one line totalling both: `N passed, N failed`. First it
 * names any Debian package the tests need that this machine lacks (tests/packages.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

import { installLine, missingPackages } from '../tests/packages'
import { bin, build, buildIsCurrent, root, run } from './lib'

// Before anything starts: the Debian packages the tests start servers from.
const missing = missingPackages()
if (missing.length) {
  console.error(
    `npm test needs Debian packages that this machine lacks:\n${missing.map((p) => `  ${p.name}: for ${p.for}`).join('\n')}\n` +
      `Install what the tests need (as root, never npx playwright install):\n  ${installLine()}`,
  )
  console.log('0 passed, 1 failed')
  process.exit(1)
}

const results = path.join(root, 'test-results')
fs.mkdirSync(results, { recursive: true })
const vitestJson = path.join(results, 'vitest.json')
const e2eJson = path.join(results, 'e2e.json')
for (const f of [vitestJson, e2eJson]) fs.rmSync(f, { force: true })

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

let passed = 0
let failed = 0
let broken = false

// 1. Vitest: unit + integration.
const vitestCode = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`])
const v = readJson<{ numPassedTests: number; numFailedTests: number; numTotalTestSuites: number }>(vitestJson)
if (v) {
  passed += v.numPassedTests
  failed += v.numFailedTests
}
if (!v || (vitestCode !== 0 && v.numFailedTests === 0)) {
  console.error(`Vitest did not finish cleanly (exit ${vitestCode}).`)
  broken = true
}

// 2. Playwright against the production build (built here first if the sources changed).
try {
  if (!buildIsCurrent()) await build()
  const e2eCode = await run(bin('playwright'), ['test'], { env: { ...process.env, CI: process.env.CI ?? '' } })
  type Stats = { expected: number; unexpected: number; flaky: number; skipped: number }
  const p = readJson<{ stats: Stats; errors?: unknown[] }>(e2eJson)
  if (p) {
    passed += p.stats.expected + p.stats.flaky
    failed += p.stats.unexpected
  }
  if (!p || (e2eCode !== 0 && p.stats.unexpected === 0)) {
    console.error(`Playwright did not finish cleanly (exit ${e2eCode}).`)
    broken = true
  }
} catch (err) {
  console.error(err)
  broken = true
}

if (broken && failed === 0) failed = 1
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
