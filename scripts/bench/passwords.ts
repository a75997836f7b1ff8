/**
 * `npm run bench:passwords`: what checking a new password's strength costs (src/lib/password.ts
 * `passwordProblem`): the estimator's first load (time, and the process's memory before and after),
 * then the time of one check for passwords a person types, and for the longest and slowest a
 * sender could choose (1024 characters, Payload's cap), each the median of 5 runs of 20 checks,
 * as a ratio to the PBKDF2 hash Payload makes of every password set (measured in the same run).
 * A benchmark, not a test.
 */
import { pbkdf2Sync } from 'node:crypto'

import { passwordProblem } from '../../src/lib/password'

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

const before = process.memoryUsage().rss
let started = performance.now()
await passwordProblem('warm-up-only-here-1')
const loadMs = performance.now() - started
const after = process.memoryUsage().rss
console.log(`estimator's first load: ${loadMs.toFixed(0)} ms; the process's memory ${mb(before)} before, ${mb(after)} after (+${mb(after - before)})`)

/** Median of 5 runs of the mean time of `n` calls of `f`, in ms. */
async function timed(f: () => unknown, n = 20): Promise<number> {
  const runs: number[] = []
  for (let run = 0; run < 5; run += 1) {
    started = performance.now()
    for (let i = 0; i < n; i += 1) await f()
    runs.push((performance.now() - started) / n)
  }
  return median(runs)
}

// What Payload does with every password it sets: PBKDF2-SHA256, 600,000 rounds (src/lib/password.ts).
const hashMs = await timed(() => pbkdf2Sync('a-password-to-hash-1', 'salt-of-sixteen!', 600_000, 32, 'sha256'), 3)
console.log(`reference: one PBKDF2 hash of a password (as Payload stores it): ${hashMs.toFixed(1)} ms`)

const printable = (length: number, step: number) => Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * step) % 94))).join('')
const cases: [string, string][] = [
  ['common (password123)', 'password123'],
  ['a passphrase (correct-horse-battery)', 'correct-horse-battery'],
  ['look-alikes (P@$$w0rd!2026#x)', 'P@$$w0rd!2026#x'],
  ['64 characters, varied', printable(64, 7919)],
  ['64 characters, "aB3$" repeated', 'aB3$'.repeat(16)],
  ['1024 characters, varied', printable(1024, 7919)],
  ['1024 characters of look-alikes ("@4$1!")', '@4$1!'.repeat(205).slice(0, 1024)],
]
for (const [label, password] of cases) {
  const ms = await timed(() => passwordProblem(password, ['office@school.example', 'Office']))
  const verdict = (await passwordProblem(password)) ? 'refused' : 'accepted'
  console.log(`${label.padEnd(44)} ${ms.toFixed(1).padStart(6)} ms  ${(ms / hashMs).toFixed(2)}× a hash  ${verdict}`)
}
