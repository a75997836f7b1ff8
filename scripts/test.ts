/**
 * `npm test`: unit and integration tests (Vitest), then the production build and the
 * end-to-end tests against it (Playwright), then one line totalling both: `N passed, N
 * failed`. First it names any Debian package the tests need that this machine lacks
 * (tests/packages.ts).
 *
 * One after the other: Vitest, the production build (when the sources changed), Playwright.
 * Each keeps the machine's two cores busy on its own, so side by side they only slowed each
 * other (docs/benchmarks.md, "The test suite"). Each line of output carries its part's name,
 * and each part's time is printed at the end.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

import { installLine, missingPackages } from '../tests/packages'
import { bin, buildIsCurrent, root } from './lib'

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

/** Runs a command, each line it writes printed after `label`; resolves with its exit code. */
function runLabelled(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const)
      readline.createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`${label} ${line}\n`))
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

type Outcome = { label: string; passed: number; failed: number; broken: boolean; seconds: number; failures: string[] }

/** Vitest: unit and integration tests. */
async function vitest(): Promise<Outcome> {
  const started = Date.now()
  const code = await runLabelled('[vitest]', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`])
  type File = { name: string; assertionResults: { status: string; fullName: string }[] }
  const v = readJson<{ numPassedTests: number; numFailedTests: number; testResults: File[] }>(vitestJson)
  const failures = (v?.testResults ?? []).flatMap((f) =>
    f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${path.relative(root, f.name)} › ${a.fullName}`),
  )
  return { label: 'Vitest', passed: v?.numPassedTests ?? 0, failed: v?.numFailedTests ?? 0, broken: !v || (code !== 0 && v.numFailedTests === 0), seconds: (Date.now() - started) / 1000, failures }
}

/** The production build when the sources changed (its time printed), then Playwright against it. */
async function e2e(): Promise<Outcome> {
  const buildStarted = Date.now()
  const built = buildIsCurrent() || (await runLabelled('[e2e]', process.execPath, [path.join(root, 'scripts', 'build.mjs')])) === 0
  console.log(`[e2e] The build ${built ? 'was ready' : 'failed'} after ${minutes((Date.now() - buildStarted) / 1000)}`)
  const started = Date.now()
  const outcome = (passed: number, failed: number, broken: boolean, failures: string[] = []): Outcome => ({ label: 'Playwright', passed, failed, broken, seconds: (Date.now() - started) / 1000, failures })
  if (!built) return outcome(0, 0, true)
  const code = await runLabelled('[e2e]', bin('playwright'), ['test'], { ...process.env, CI: process.env.CI ?? '' })
  type Stats = { expected: number; unexpected: number; flaky: number }
  type Suite = { suites?: Suite[]; specs?: { title: string; file: string; line: number; tests: { status: string; projectName: string }[] }[] }
  const p = readJson<{ stats: Stats; suites: Suite[] }>(e2eJson)
  const specs = (s: Suite): NonNullable<Suite['specs']> => [...(s.specs ?? []), ...(s.suites ?? []).flatMap(specs)]
  const failures = (p?.suites ?? []).flatMap(specs).flatMap((spec) =>
    spec.tests.filter((t) => t.status === 'unexpected').map((t) => `[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}`),
  )
  return outcome(p ? p.stats.expected + p.stats.flaky : 0, p?.stats.unexpected ?? 0, !p || (code !== 0 && p.stats.unexpected === 0), failures)
}

const minutes = (s: number) => `${(s / 60).toFixed(1)} min`
const started = Date.now()
const outcomes = [await vitest(), await e2e()]
// The failed tests by name, next to the totals, where a reader of only the last lines of the output finds them.
for (const o of outcomes) for (const f of o.failures) console.log(`${o.label} failed: ${f}`)
for (const o of outcomes) {
  console.log(`${o.label}: ${o.passed} passed, ${o.failed} failed in ${minutes(o.seconds)}${o.broken ? ' (did not finish cleanly)' : ''}`)
}
console.log(`npm test took ${minutes((Date.now() - started) / 1000)}`)
const passed = outcomes.reduce((n, o) => n + o.passed, 0)
let failed = outcomes.reduce((n, o) => n + o.failed, 0)
if (failed === 0 && outcomes.some((o) => o.broken)) failed = 1
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
