/**
 * Debian's nginx (apt-get install nginx) with the project's recipe, deploy/nginx.conf, for a
 * test: its upstream and its HTTPS server block, read from the file itself so that a change to
 * the recipe is what is tested, with only what a test cannot have taken out (the certificate,
 * the public ports) and the upstream pointed at the server under test. Listens on a free
 * loopback port; runs as the current user with its pid, logs and temp files in a temp dir.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from './postgres'

export const RECIPE = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf')

/** A top-level statement of an nginx configuration: a block (`upstream x { … }`) or a directive. */
type Statement = { head: string; body: string | null }

/** The top-level statements of a configuration (comments dropped; quotes and nested braces respected). */
export function topLevel(conf: string): Statement[] {
  const out: Statement[] = []
  let head = ''
  let body = ''
  let depth = 0
  let quote: string | null = null
  for (let i = 0; i < conf.length; i++) {
    const c = conf[i]!
    if (quote) {
      if (c === quote && conf[i - 1] !== '\\') quote = null
    } else if (c === '#') {
      const end = conf.indexOf('\n', i)
      i = end === -1 ? conf.length : end - 1
      continue
    } else if (c === '"' || c === "'") quote = c
    else if (c === '{') {
      if (depth++ === 0) continue
    } else if (c === '}') {
      if (--depth === 0) {
        out.push({ head: head.trim(), body })
        head = body = ''
        continue
      }
    } else if (c === ';' && depth === 0) {
      out.push({ head: head.trim(), body: null })
      head = ''
      continue
    }
    if (depth === 0) head += c
    else body += c
  }
  if (depth !== 0 || head.trim()) throw new Error('Unbalanced nginx configuration')
  return out
}

/** Directives of the HTTPS server a test cannot use: its ports, its certificate, HTTP/2 (TLS only here). */
const PUBLIC_ONLY = /^\s*(listen|ssl_[a-z_]+|http2)\b[^;]*;\s*$/

/**
 * The recipe's http-level part for a test: each upstream with its servers replaced by
 * `backend`, and the HTTPS server block listening on `port` without TLS. The port-80
 * redirect server is left out.
 */
export function recipeForTest(conf: string, port: number, backend: number): string {
  const parts = topLevel(conf)
  const upstreams = parts.filter((s) => s.body !== null && /^upstream\s/.test(s.head))
  const https = parts.filter((s) => s.body !== null && s.head === 'server' && /^\s*listen\s+[^;]*\bssl\b/m.test(s.body))
  if (!upstreams.length || https.length !== 1) throw new Error('deploy/nginx.conf: expected an upstream and one HTTPS server block')
  const upstream = (s: Statement) =>
    `${s.head} {\n${s
      .body!.split('\n')
      .filter((l) => !/^\s*server\s/.test(l))
      .join('\n')}\n    server 127.0.0.1:${backend};\n}`
  const lines = https[0]!.body!.split('\n').filter((l) => !PUBLIC_ONLY.test(l))
  return [...upstreams.map(upstream), `server {\n    listen 127.0.0.1:${port};\n${lines.join('\n')}\n}`].join('\n\n')
}

export class NginxServer {
  port = 0
  private child: ChildProcess | null = null
  private dir = ''
  private stderr = ''

  /** Starts nginx with the recipe in front of the site on `backend` (a loopback port). */
  async start(backend: number, recipe = fs.readFileSync(RECIPE, 'utf8')) {
    const bin = process.env.NGINX ?? '/usr/sbin/nginx'
    if (!fs.existsSync(bin)) throw new Error(`${bin} is missing: apt-get install -y nginx (or set NGINX=/path/to/nginx)`)
    this.port = await freePort()
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ksr-nginx-'))
    const temp = path.join(this.dir, 'temp')
    fs.mkdirSync(temp)
    const conf = path.join(this.dir, 'nginx.conf')
    // As root, the workers would switch to another account: they stay the current user.
    const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : ''
    fs.writeFileSync(
      conf,
      `${user}worker_processes 1;
pid ${path.join(this.dir, 'nginx.pid')};
error_log ${path.join(this.dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  default_type application/octet-stream;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `${n}_temp_path ${path.join(temp, n)};`).join('\n  ')}
${recipeForTest(recipe, this.port, backend)}
}
`,
    )
    const child = spawn(bin, ['-p', `${this.dir}/`, '-c', conf, '-e', path.join(this.dir, 'error.log'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    this.child = child
    child.stderr!.on('data', (c: Buffer) => (this.stderr += c.toString()))
    const deadline = Date.now() + 10_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${this.log()}`)
      try {
        await fetch(`${this.url()}/healthz`, { signal: AbortSignal.timeout(1000) })
        return
      } catch {
        if (Date.now() > deadline) throw new Error(`nginx did not answer: ${this.log()}`)
        // Polls: nginx shows it is ready only by answering.
        await new Promise((r) => setTimeout(r, 100))
      }
    }
  }

  url = () => `http://127.0.0.1:${this.port}`

  private log() {
    const file = path.join(this.dir, 'error.log')
    return `${this.stderr}${fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''}`.trim()
  }

  async stop() {
    const child = this.child
    if (child && child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        // SIGQUIT: nginx's graceful stop (its workers go with the master).
        child.kill('SIGQUIT')
      })
    }
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true })
  }
}
