/**
 * Whether a process that left a note behind (an import's journal, the start-up lock) is still
 * running. A process id alone does not say: once a process dies, the system gives its id to
 * the next process it starts (soon, in a container), so the note names the process by its id
 * *and* the moment it started. Node only.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/** A process as a note names it. `started` is null where the start time cannot be read. */
export type ProcessRef = { pid: number; started: string | null }

/**
 * When the process with this id started, as this system tells it (Linux: field 22 of
 * /proc/<pid>/stat, clock ticks since boot; elsewhere `ps -o lstart=`); null when no such
 * process runs (a zombie, dead but not yet reaped, counts as gone), undefined when this
 * system cannot tell.
 */
export function processStartTime(pid: number): string | null | undefined {
  if (!Number.isInteger(pid) || pid <= 0) return null
  if (fs.existsSync('/proc/self/stat')) {
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      return null
    }
    // "pid (name) state …": the name may hold spaces and parentheses; the rest follows the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (fields[0] === 'Z' || fields[0] === 'X') return null
    // Fields 3 onwards from here: field 22 is the 20th.
    return fields[19] ? `proc:${fields[19]}` : undefined
  }
  try {
    const ps = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    const started = ps.trim()
    return started ? `ps:${started}` : null
  } catch (err) {
    // ps exits 1 for no such process; without ps at all this system cannot tell.
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : null
  }
}

/** This process, as a note should name it. */
export function currentProcess(): ProcessRef {
  return { pid: process.pid, started: processStartTime(process.pid) ?? null }
}

/** Whether a process with this id answers a signal (EPERM: it runs, as another user). */
function pidInUse(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Whether the process a note names is still running: its id is in use *by the same process*,
 * the one that started when the note says. A note without a start time (older notes, or a
 * system that cannot tell) falls back to the id alone.
 */
export function processAlive(ref: ProcessRef | number): boolean {
  const { pid, started } = typeof ref === 'number' ? { pid: ref, started: null } : ref
  if (!Number.isInteger(pid) || pid <= 0) return false
  if (started) {
    const now = processStartTime(pid)
    if (now !== undefined) return now === started
  }
  return pidInUse(pid)
}
