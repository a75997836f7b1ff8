/**
 * A private Redis from Debian's package (apt-get install redis-server), started by a test on a
 * loopback port with nothing saved to disk, and stopped after.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

import { freePort } from './postgres'

export class RedisServer {
  port = 0
  private child: ChildProcess | null = null

  async start() {
    this.port = await freePort()
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    const deadline = Date.now() + 10_000
    while (!(await answers(this.port))) {
      if (Date.now() > deadline) throw new Error('redis-server did not start: apt-get install -y redis-server')
      // Polls: redis-server says nothing when it is ready (its output is ignored), so ask until it answers.
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  url = () => `redis://127.0.0.1:${this.port}/0`

  /**
   * Sends `signal` to the server: SIGSTOP freezes it as a hung host would (its connections stay
   * open and take what is sent, nothing answers), SIGCONT wakes it.
   */
  signal(signal: NodeJS.Signals) {
    if (this.child?.pid && this.child.exitCode === null) process.kill(this.child.pid, signal)
  }

  async stop() {
    const child = this.child
    if (!child || child.exitCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }
}

/** Whether a Redis answers PING on the port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setTimeout(500)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (d) => {
      socket.destroy()
      resolve(d.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}
