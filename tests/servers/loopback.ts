/**
 * A unit test's own HTTP server on a free loopback port, and one request to it as a client
 * sends it: on a connection of its own (no agent), with exactly the headers given, its answer
 * read whole.
 */
import http, { type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Starts `server` on 127.0.0.1 and a free port; resolves with the port. */
export async function listenOnLoopback(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** An answer: its status, headers, and body as it came over the wire (`bytes`) and as UTF-8 text. */
export type Answer = { status: number; headers: IncomingHttpHeaders; bytes: Buffer; body: string }

/** One request to the loopback server on `port`. */
export function askLoopback(port: number, path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const bytes = Buffer.concat(chunks)
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: bytes.toString('utf8') })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}
