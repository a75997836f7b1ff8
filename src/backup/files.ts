/** File helpers for backup and restore: listing, hashing, copying, running the PostgreSQL tools. */
import { spawn, type SpawnOptions } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

export type Progress = (message: string) => void

/** Every regular file under `dir`, as paths relative to it with `/` separators, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (rel: string) => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true })
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR') return
      throw err
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const child = rel ? `${rel}/${e.name}` : e.name
      if (e.isDirectory()) walk(child)
      else if (e.isFile()) out.push(child)
    }
  }
  walk('')
  return out
}

export const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

/** Copies a file (creating its folder) and returns the copy's size and SHA-256. */
export async function copyAndHash(from: string, to: string): Promise<{ size: number; sha256: string }> {
  fs.mkdirSync(path.dirname(to), { recursive: true })
  await fs.promises.copyFile(from, to)
  return { size: fs.statSync(to).size, sha256: await sha256(to) }
}

/** True when `inner` is `outer` or inside it. */
export const isWithin = (inner: string, outer: string) => {
  const rel = path.relative(path.resolve(outer), path.resolve(inner))
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))
}

/** Reports "label n/N" at the start, about every 10 % and at the end. */
export function counter(label: string, total: number, progress: Progress) {
  const step = Math.max(1, Math.ceil(total / 10))
  progress(`${label} 0/${total}`)
  let done = 0
  return () => {
    done += 1
    if (done % step === 0 || done === total) progress(`${label} ${done}/${total}`)
  }
}

/** Runs a command to the end, resolving with its output and failing with its error output. */
export function runTool(cmd: string, args: string[], opts: SpawnOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? new Error(`${cmd} was not found on PATH (install Debian's postgresql-client).`) : err),
    )
    child.on('close', (code) => {
      if (code === 0) resolve(stdout)
      else reject(new Error(`${cmd} failed (exit ${code}): ${stderr.trim() || 'no message'}`))
    })
  })
}
