import fs from 'node:fs'

/**
 * The last CPU this process may run on, when it may run on several ("0-3,8" in
 * /proc/self/status gives 8); else null (one CPU, or not Linux). The notices sender is kept
 * there (src/server/serve.ts), and the benchmark's stand-ins for other machines with it.
 */
export function lastOfSeveralCpus(): number | null {
  try {
    const list = /^Cpus_allowed_list:\s*(\S+)$/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? ''
    const cpus = list.split(',').flatMap((part) => {
      const [from, to = from] = part.split('-').map(Number)
      return Number.isInteger(from) && Number.isInteger(to) ? Array.from({ length: to! - from! + 1 }, (_, i) => from! + i) : []
    })
    return cpus.length > 1 ? cpus[cpus.length - 1]! : null
  } catch {
    return null
  }
}
