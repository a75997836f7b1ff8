/** Helpers shared by the start, build and test scripts. */
import { spawn, type SpawnOptions } from 'node:child_process'
import path from 'node:path'

import { root } from './build.mjs'

export { bootstrapBundle, build, buildIsCurrent, root, serverBundle, sourceHash, stampFile } from './build.mjs'
export { commandArgs } from './command.mjs'
export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

/** Runs a command, resolving with its exit code; output goes to this terminal. */
export function run(cmd: string, args: string[], opts: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
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
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  return { stop: () => child.pid && process.kill(-child.pid, 'SIGTERM') }
}
