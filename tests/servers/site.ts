/**
 * The site's production server as `npm start` runs it (the build check, the start-up step, then
 * serving), started by a test on a loopback port of its own: the one launcher of every e2e spec
 * that starts a server besides the shared one (playwright.config.ts), and of the frozen site
 * (tests/snapshot/server.ts).
 *
 * Each server starts from a clean environment (no setting of the shell that runs the tests
 * reaches it) with the settings the test gives, in a process group of its own so that a stop
 * reaches the processes it starts (the notices sender) too. What it writes is kept, for the
 * test to read and for the message when it does not start.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { bootstrapBundle, build, buildIsCurrent, root } from '../../scripts/lib'
import { turnToMake } from '../turnToMake'
import { freePort } from './postgres'

/** The server's entry: `npm start`'s own. */
export const SITE_ENTRY = path.join(root, 'scripts', 'start.mjs')

/** Environment variables: the site's settings (src/env.ts) and any other. */
export type Settings = Record<string, string | undefined>

/** What every test server is given before the test's own settings. */
const BASE_ENV: Settings = {
  NEXT_TELEMETRY_DISABLED: '1',
  // These servers run beside the shared server's tests (playwright.config.ts): a cold first
  // render on the busy machine may pass the 10 s that production answers 503 after.
  RENDER_TIMEOUT_SECONDS: '60',
  LOG_LEVEL: 'warn',
  // The run's drawn demo pictures (playwright.config.ts), so each server's seed draws none again.
  DEMO_PICTURES_DIR: process.env.E2E_PICTURES_DIR,
}

/**
 * A production process's whole environment: nothing of the shell that runs the tests but PATH and
 * HOME, then the defaults above, the test's settings, and the data folder.
 */
const processEnv = (env: Settings, dataDir: string): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? os.tmpdir(),
  ...BASE_ENV,
  ...env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
})

/** Servers still running when the test process exits (a test that failed before stopping them). */
const running = new Set<SiteServer>()
process.once('exit', () => {
  for (const site of running) site.signal('SIGKILL')
})

export type SiteOptions = {
  /** The site's settings (src/env.ts), over the defaults above; DATA_DIR defaults to a folder of its own. */
  env?: Settings
  /** Its port; a free one by default. */
  port?: number
  /** Also print what it writes, each line after this prefix (the shared e2e server's output). */
  echo?: string
  /**
   * Start on a folder of its own that `seedInto` filled for these settings (SQLite; its own
   * uploads): the server's start-up then finds its work done. The test leaves PAYLOAD_SECRET unset
   * (the folder's own is used) and signs in as the run's administrator (ADMIN_EMAIL, ADMIN_PASSWORD).
   */
  seeded?: boolean
}

export class SiteServer {
  readonly url: string
  readonly child: ChildProcess
  /** DATA_DIR: the test's, or a folder made for this server and removed when it stops. */
  readonly dataDir: string
  private readonly ownDataDir: boolean
  private output = ''
  private readonly exited: Promise<void>

  private constructor(
    readonly port: number,
    env: Settings,
    echo?: string,
    madeDataDir?: string,
  ) {
    this.url = `http://127.0.0.1:${port}`
    this.ownDataDir = !env.DATA_DIR
    this.dataDir = env.DATA_DIR ?? madeDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `ksr-site-${port}-`))
    this.child = spawn(process.execPath, [SITE_ENTRY], {
      cwd: root,
      env: { ...processEnv(env, this.dataDir), PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let partial = ''
    const keep = (chunk: Buffer) => {
      const text = chunk.toString()
      this.output += text
      if (echo === undefined) return
      const lines = (partial + text).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) process.stdout.write(`${echo} ${line}\n`)
    }
    this.child.stdout!.on('data', keep)
    this.child.stderr!.on('data', keep)
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()))
    running.add(this)
    void this.exited.then(() => running.delete(this))
  }

  /** Starts a server; `untilServing` waits for it. */
  static async start(options: SiteOptions = {}): Promise<SiteServer> {
    const port = options.port ?? (await freePort())
    const env = options.env ?? {}
    if (!options.seeded) return new SiteServer(port, env, options.echo)
    const unshared = ['DATA_DIR', 'DATABASE_URL', 'UPLOAD_DIR', 'PAYLOAD_SECRET'].filter((name) => env[name])
    if (unshared.length) throw new Error(`A seeded server has a data folder of its own (database, uploads, secret): leave ${unshared.join(', ')} unset`)
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ksr-site-${port}-`))
    try {
      await seedInto(dataDir, env)
    } catch (err) {
      fs.rmSync(dataDir, { recursive: true, force: true })
      throw err
    }
    return new SiteServer(port, env, options.echo, dataDir)
  }

  /** Everything the server and its start-up step wrote so far. */
  log = () => this.output

  /** Whether the server process has ended. */
  get ended(): boolean {
    return this.child.exitCode !== null || this.child.signalCode !== null
  }

  /** Sends a signal to the server and every process it started. */
  signal(signal: NodeJS.Signals) {
    if (this.ended || !this.child.pid) return
    try {
      process.kill(-this.child.pid, signal)
    } catch {
      // Gone already.
    }
  }

  /** Stops it as a service manager would (SIGTERM), and waits until it has exited. */
  async stop() {
    this.signal('SIGTERM')
    await this.exited
    if (this.ownDataDir) fs.rmSync(this.dataDir, { recursive: true, force: true })
  }

  /** Kills it at once with everything it started (SIGKILL), as an OOM kill or a power cut would. */
  async kill() {
    this.signal('SIGKILL')
    await this.exited
  }
}

/** Whether `url` answers 200 now. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).status === 200
  } catch {
    return false
  }
}

/**
 * Waits until every server answers `target` (the home page by default) with 200. A server that
 * exits, or a wait past `limitMs`, fails at once with the end of what each server wrote.
 */
export async function untilServing(sites: SiteServer[], { limitMs = 10 * 60_000, target = '/' }: { limitMs?: number; target?: string } = {}) {
  const deadline = Date.now() + limitMs
  for (;;) {
    const ok = await Promise.all(sites.map((s) => answers(`${s.url}${target}`)))
    if (ok.every(Boolean)) return
    const exited = sites.some((s) => s.ended)
    if (exited || Date.now() > deadline) {
      const report = sites.map(
        (s, n) => `--- ${s.url}: ${ok[n] ? 'serves' : 'does not serve'}, ${s.child.exitCode ?? s.child.signalCode ?? 'running'}\n${s.log().slice(-4000)}`,
      )
      throw new Error(`${exited ? 'A server exited' : `Not every server answered ${target} within ${limitMs / 1000} s`}:\n${report.join('\n')}`)
    }
    // Polls: a server shows it is serving only by answering.
    await new Promise((r) => setTimeout(r, 500))
  }
}

/** A server started and serving. */
export async function startSite(options: SiteOptions & { limitMs?: number; target?: string } = {}): Promise<SiteServer> {
  const site = await SiteServer.start(options)
  try {
    await untilServing([site], options)
  } catch (err) {
    await site.stop()
    throw err
  }
  return site
}

/**
 * `npm start`'s start-up step alone (migrations, the first administrator, the demo content) on
 * the data folder `dataDir`, with the test's settings over the defaults above; the build made
 * first when the sources changed, as `npm start` does. Servers started on copies of the folder
 * find their start-up done: one seed for several servers. Fails with what the step wrote.
 */
export async function startUpInto(dataDir: string, env: Settings = {}): Promise<void> {
  if (!buildIsCurrent()) await build()
  const child = spawn(process.execPath, ['--conditions=production', bootstrapBundle], {
    cwd: root,
    env: processEnv(env, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | string>((resolve) => child.once('exit', (c, signal) => resolve(c ?? signal ?? 1)))
  if (code !== 0) throw new Error(`The start-up step on ${dataDir} ended with ${code}:\n${output.slice(-4000)}`)
}

/** What the start-up step's work depends on: the demo content and the first administrator. */
const SEED_SETTINGS = ['SEED_DEMO', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const

/**
 * Fills the empty SQLite data folder `dataDir` with what the start-up step leaves for `env`'s
 * SEED_SETTINGS (its other settings play no part). In an e2e run (E2E_SEED_CACHE, a folder of
 * the run's: playwright.config.ts) the step runs once per such settings, in whichever process of
 * the run asks first, while any other asker waits for it (turnToMake); each asker gets a copy,
 * about 40 s of CPU less than a step of its own. Elsewhere the step runs on `dataDir` itself.
 */
export async function seedInto(dataDir: string, env: Settings): Promise<void> {
  const settings = Object.fromEntries(SEED_SETTINGS.map((name) => [name, env[name]]))
  const cache = process.env.E2E_SEED_CACHE
  if (!cache) return startUpInto(dataDir, settings)
  const done = path.join(cache, createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16))
  const release = await turnToMake(done)
  if (release) {
    try {
      const partial = `${done}.partial`
      fs.rmSync(partial, { recursive: true, force: true })
      fs.mkdirSync(partial)
      await startUpInto(partial, settings)
      fs.renameSync(partial, done)
    } finally {
      release()
    }
  }
  fs.cpSync(done, dataDir, { recursive: true })
}
