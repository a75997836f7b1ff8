/** Helpers shared by the start, build and test scripts. */
import { spawn, type SpawnOptions } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

/** Runs a command, resolving with its exit code; output goes to this terminal. */
export function run(cmd: string, args: string[], opts: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const BUILD_INPUTS = ['src', 'public', 'package-lock.json', 'next.config.ts', 'tsconfig.json']

function* files(p: string): Generator<string> {
  if (!fs.existsSync(p)) return
  const st = fs.statSync(p)
  if (st.isFile()) {
    yield p
    return
  }
  for (const name of fs.readdirSync(p).sort()) yield* files(path.join(p, name))
}

/** A hash of everything the production build is made from. */
export function sourceHash(): string {
  const h = createHash('sha256')
  for (const input of BUILD_INPUTS) {
    for (const file of files(path.join(root, input))) {
      h.update(path.relative(root, file))
      h.update(fs.readFileSync(file))
    }
  }
  return h.digest('hex')
}

export const stampFile = path.join(root, '.next', 'source-hash')

export function buildIsCurrent(): boolean {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) return false
  try {
    return fs.readFileSync(stampFile, 'utf8') === sourceHash()
  } catch {
    return false
  }
}

export async function build(): Promise<void> {
  const code = await run(bin('next'), ['build'], { env: { ...process.env, NODE_ENV: 'production' } })
  if (code !== 0) throw new Error(`next build failed (exit ${code})`)
  fs.writeFileSync(stampFile, sourceHash())
}

/** Waits until a URL answers 2xx. */
export async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`)
}

/** `npm start`'s server on a port of its own, with the configured data, for the benchmarks. */
export function startBenchServer(port: number) {
  const child = spawn(bin('tsx'), ['scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  return { stop: () => child.pid && process.kill(-child.pid, 'SIGTERM') }
}
