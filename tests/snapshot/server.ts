/**
 * `npm start` on a fresh data folder with the clock of the whole process tree starting at one
 * fixed moment (libfaketime, Debian's `libfaketime` package: `apt-get install -y libfaketime`),
 * so the demo content and every page made from it are the same on every run. Monotonic
 * clocks are left alone, so timers behave. Used by the snapshot test and `npm run snapshot`.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { Context } from './routes'

const root = path.resolve(import.meta.dirname, '..', '..')

/**
 * The moment the frozen site starts at: a Friday in the middle of an academic session, 06:17 in
 * India (the same day in UTC), an odd minute no demo item is set at, so `RUN_WINDOW` after it
 * holds only the run's own times.
 */
export const FROZEN_AT = '2026-11-20T00:47:00Z'
const RUN_WINDOW = 20 * 60_000
export const FAKETIME_LIBRARY = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

/** The caller's own site settings stay out: the frozen site is the quick start's, on SQLite, alone. */
function withoutSiteSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env }
  for (const key of ['SERVER_URL', 'REDIS_URL', 'DATABASE_URL', 'UPLOAD_DIR', 'SEED_DEMO', 'CACHE_TTL_SECONDS', 'PORT', 'HOSTNAME']) delete out[key]
  return out
}

export type FrozenSite = { base: string; context: Context; log: () => string; stop: () => Promise<void> }

export async function startFrozenSite(): Promise<FrozenSite> {
  if (!fs.existsSync(FAKETIME_LIBRARY)) throw new Error(`libfaketime is missing (${FAKETIME_LIBRARY}): apt-get install -y libfaketime`)
  const buildId = fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-snapshot-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const at = new Date(FROZEN_AT)
  const stamp = `@${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 19)}`
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    env: {
      ...withoutSiteSettings(process.env),
      LD_PRELOAD: FAKETIME_LIBRARY,
      FAKETIME: stamp,
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      TZ: 'UTC',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dir,
      // Absolute links (canonical, share tags, sitemap, feeds) name this origin, not the port of the run.
      SERVER_URL: 'http://school.example',
      PAYLOAD_SECRET: 'snapshot-secret-not-for-any-real-site',
      ADMIN_EMAIL: 'snapshot@example.com',
      ADMIN_PASSWORD: 'snapshot-password-1',
      RUN_JOBS: '0',
      TRUST_PROXY: '0',
      RENDER_LIMIT: '1000000',
      SEARCH_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      // These servers run beside the shared server's tests (playwright.config.ts): a cold first
      // render on the busy machine may pass the 10 s that production answers 503 after.
      RENDER_TIMEOUT_SECONDS: '60',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()))
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r))
      process.kill(-child.pid, 'SIGTERM')
      await exited
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 5 * 60_000
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) break
    } catch {
      // Not yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`The frozen site did not start:\n${out.slice(-3000)}`)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  const from = at.getTime()
  return { base, context: { buildId, from, to: from + RUN_WINDOW }, log: () => out, stop }
}
