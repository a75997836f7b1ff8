/** The project's commands (school:add, content:import …) run as an operator runs them, in a process of their own. */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { commandArgs } from '../../scripts/lib'

/** Runs one of the project's commands against a data folder; resolves with its output. */
export function command(
  script: string,
  args: string[],
  dataDir: string,
  onLine?: (line: string, kill: () => void) => void,
  env: Record<string, string | undefined> = {},
) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>((resolve) => {
    // The data folder's database and uploads unless `env` names others (a site on PostgreSQL).
    const inherited: NodeJS.ProcessEnv = { ...process.env }
    delete inherited.DATABASE_URL
    delete inherited.UPLOAD_DIR
    const childEnv: NodeJS.ProcessEnv = { ...inherited, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'error', PORT: '9', ...env }
    // Its own process group, so that a kill reaches the whole command at once, as an OOM kill or a power cut would.
    const child = spawn(process.execPath, [...commandArgs(path.basename(script, '.ts')), ...args], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    let out = ''
    const read = (chunk: Buffer) => {
      const text = chunk.toString()
      out += text
      for (const line of text.split('\n')) if (line && onLine) onLine(line, () => process.kill(-child.pid!, 'SIGKILL'))
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code, signal) => resolve({ code, signal, out }))
  })
}
