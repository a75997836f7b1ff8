/**
 * Many requests from one client, as a stranger's script would send them: keep-alive
 * connections, several at a time, over loopback. For the tests of what such a client can
 * cost the server (tests/e2e/strangers.spec.ts); never a timing test.
 */
import fs from 'node:fs'
import http from 'node:http'

export type Volley = {
  /** How many answers had each status. */
  statuses: Record<number, number>
  /** The headers of the last answer sent. */
  last: http.IncomingHttpHeaders
}

/** Sends `count` GETs (the i-th to `pathFor(i)`), `concurrency` at a time; every body is read and dropped. */
export async function volley(
  base: string,
  pathFor: (i: number) => string,
  { count, concurrency = 20, headers = {} }: { count: number; concurrency?: number; headers?: Record<string, string> },
): Promise<Volley> {
  const { hostname, port } = new URL(base)
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const statuses: Record<number, number> = {}
  let last: http.IncomingHttpHeaders = {}
  let next = 0
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const req = http.get({ hostname, port, path: pathFor(i), agent, headers }, (res) => {
        statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1
        if (i === count - 1) last = res.headers
        res.resume()
        res.on('end', resolve)
        res.on('error', reject)
      })
      req.on('error', reject)
    })
  const worker = async () => {
    while (next < count) {
      const i = next++
      // The last request goes alone, after every other has been answered.
      if (i === count - 1) break
      await one(i)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  await one(count - 1)
  agent.destroy()
  return { statuses, last }
}

/** The resident memory of a process, in bytes (Linux /proc). */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1]
  if (!kb) throw new Error(`No VmRSS for process ${pid}`)
  return Number(kb) * 1024
}

/** The process listening on a TCP port of 127.0.0.1 / 0.0.0.0 (Linux /proc): the server under test. */
export function listeningPid(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      // local_address is "ADDR:PORT"; state 0A is LISTEN; the inode is the 10th column.
      if (cols[1]?.endsWith(`:${hex}`) && cols[3] === '0A' && cols[9]) inodes.add(cols[9])
    }
  }
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let fds: string[]
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        const link = fs.readlinkSync(`/proc/${entry}/fd/${fd}`)
        const m = /^socket:\[(\d+)\]$/.exec(link)
        if (m && inodes.has(m[1]!)) return Number(entry)
      } catch {
        // Gone meanwhile.
      }
    }
  }
  throw new Error(`Nothing listens on port ${port}`)
}
