/**
 * A private PostgreSQL cluster from Debian's packages (apt-get install postgresql), started by
 * a test on a loopback port and stopped after. The site connects as an ordinary role with a
 * password, as in production.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { POSTGRES_BASE } from '../packages'

/** Debian's server binaries, newest version first (apt-get install postgresql). */
function serverBin(): string {
  const base = POSTGRES_BASE
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb'))) : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (!newest) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql: apt-get install -y postgresql')
  return path.join(base, newest, 'bin')
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** A throwaway cluster. initdb refuses to run as root, so as root it runs as the postgres account. */
export class PostgresCluster {
  readonly superPassword = randomBytes(12).toString('hex')
  readonly appPassword = randomBytes(12).toString('hex')
  port = 0
  private readonly bin = serverBin()

  /** `dir`: an empty folder of its own; `databases`: made for the site's role, `ksr`. */
  constructor(
    readonly dir: string,
    private readonly databases: string[],
  ) {}

  private asOwner(tool: string, args: string[]) {
    const cmd = path.join(this.bin, tool)
    const asRoot = process.getuid?.() === 0
    execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'pipe' })
  }

  async start() {
    if (process.getuid?.() === 0) {
      const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString()))
      fs.chownSync(this.dir, uid!, gid!)
    }
    const pwfile = path.join(this.dir, 'pw')
    fs.writeFileSync(pwfile, this.superPassword)
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', pwfile])
    this.asOwner('initdb', [
      '-D',
      path.join(this.dir, 'data'),
      '-U',
      'postgres',
      '--auth=scram-sha-256',
      `--pwfile=${pwfile}`,
      '--locale=C',
      '-E',
      'UTF8',
    ])
    this.port = await freePort()
    const options = `-c listen_addresses=127.0.0.1 -p ${this.port} -c unix_socket_directories=${this.dir} -c fsync=off`
    this.asOwner('pg_ctl', ['-D', path.join(this.dir, 'data'), '-l', path.join(this.dir, 'log'), '-o', options, '-w', 'start'])
    this.sql('postgres', `CREATE ROLE ksr LOGIN PASSWORD '${this.appPassword}'`)
    for (const db of this.databases) this.sql('postgres', `CREATE DATABASE ${db} OWNER ksr`)
  }

  stop() {
    if (this.port) this.asOwner('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'fast', '-w', 'stop'])
    this.port = 0
  }

  /**
   * Sends `signal` to every process of the cluster: its postmaster (from its pid file) first, so
   * that it starts none meanwhile, then each process it started (the site's backends, the
   * checkpointer …). SIGSTOP freezes the database as a hung host would (connections stay open and
   * take what is sent, nothing answers; a new connection is accepted by the system and never
   * served), SIGCONT wakes it.
   */
  signal(signal: NodeJS.Signals) {
    const postmaster = Number(fs.readFileSync(path.join(this.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0])
    process.kill(postmaster, signal)
    for (const pid of childrenOf(postmaster)) {
      try {
        process.kill(pid, signal)
      } catch {
        // Ended meanwhile.
      }
    }
  }

  url = (db: string) => `postgres://ksr:${this.appPassword}@127.0.0.1:${this.port}/${db}`

  /** Runs SQL as the superuser (`as: 'ksr'` for the site's own role) and returns the rows as text. */
  sql(db: string, sql: string, as: 'postgres' | 'ksr' = 'postgres'): string {
    return execFileSync(
      'psql',
      ['-X', '-At', '-v', 'ON_ERROR_STOP=1', '-h', '127.0.0.1', '-p', String(this.port), '-U', as, '-d', db, '-c', sql],
      {
        env: { ...process.env, PGPASSWORD: as === 'postgres' ? this.superPassword : this.appPassword },
        stdio: 'pipe',
      },
    ).toString()
  }
}

/** The processes whose parent is `parent` (Linux: each process's /proc/<pid>/stat). */
function childrenOf(parent: number): number[] {
  const children: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // "pid (name) state ppid …": the name may hold spaces and brackets, so read from its last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === parent) children.push(Number(entry))
    } catch {
      // Ended meanwhile.
    }
  }
  return children
}
