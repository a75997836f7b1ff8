/**
 * Something a test run makes once for all its processes (a database template, a seeded data
 * folder): the first process to ask makes it, the others wait for it.
 */
import fs from 'node:fs'

import { processAlive } from '../src/server/processAlive'

/**
 * Waits while another process of the run makes `file` (a file or a folder), so that processes
 * starting together make it once, not each its own (each making takes a core for half a
 * minute). Resolves with a release function when this process is to make it (it holds the
 * lock, `file`.lock, and calls the function when done, made or not), or with null once `file`
 * exists. A lock whose holder has ended is taken over. The maker puts `file` in place whole
 * (written beside it, then renamed), so a waiter never sees part of it.
 */
export async function turnToMake(file: string): Promise<(() => void) | null> {
  const lock = `${file}.lock`
  for (;;) {
    if (fs.existsSync(file)) return null
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' })
      return () => fs.rmSync(lock, { force: true })
    } catch {
      // Another process holds it: wait for what it makes, unless it has ended.
      const holder = Number(fs.readFileSync(lock, { encoding: 'utf8', flag: 'a+' }))
      if (holder && !processAlive(holder)) fs.rmSync(lock, { force: true })
      else await new Promise((r) => setTimeout(r, 250)) // Polls: the other process tells this one nothing.
    }
  }
}
