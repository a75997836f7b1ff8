/**
 * Rendering through this server over loopback (src/server/responseCache): the cache asks the
 * app for a page as an anonymous visitor, with a secret id the app's request handler
 * recognizes, and gets back the response and what the render read (src/server/renderContext).
 */
import { randomUUID } from 'node:crypto'
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { withoutFrameworkScripts } from '@/lib/frameworkScripts'
import { recordRender, RENDER_HEADER, type RenderRecord } from '@/server/renderContext'
import { hostOf } from './sites'

export type Rendered = { status: number; headers: Record<string, string>; body: Buffer; record: RenderRecord | null }

export type LoopbackRenderer = {
  /** Whether the request is one of this server's own renders (a secret id over loopback), not a visitor's. */
  isOwnRender(req: IncomingMessage): boolean
  /** Handles the request when it is one of this server's own renders, recording what it reads; false otherwise. */
  renderRequest(req: IncomingMessage, res: ServerResponse): boolean
  /**
   * Renders `path` through this server, as the anonymous visitor `req` came from, at the host
   * they asked (nothing else of the request goes along).
   */
  render(req: IncomingMessage, path: string): Promise<Rendered>
}

type RendererOptions = {
  /** Next's request handler. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  /** Where this server listens, for its own render requests. */
  address: () => AddressInfo
  /** A render taking longer fails with RenderTimeout. */
  renderTimeoutMs: number
}

export function createLoopbackRenderer({ handle, address, renderTimeoutMs }: RendererOptions): LoopbackRenderer {
  /** Renders waiting for their loopback request: id → the visitor's address, and what the render read. */
  const renders = new Map<string, { forwardedFor: string; record: RenderRecord | null }>()
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })

  function isOwnRender(req: IncomingMessage): boolean {
    const id = req.headers[RENDER_HEADER]
    return typeof id === 'string' && renders.has(id) && isLoopback(req.socket.remoteAddress)
  }

  function renderRequest(req: IncomingMessage, res: ServerResponse): boolean {
    const id = req.headers[RENDER_HEADER]
    if (id === undefined) return false
    const render = typeof id === 'string' ? renders.get(id) : undefined
    if (!render || !isLoopback(req.socket.remoteAddress)) {
      // Not one of ours: served as an ordinary request.
      delete req.headers[RENDER_HEADER]
      return false
    }
    req.headers['x-forwarded-for'] = render.forwardedFor
    const { record, result } = recordRender(() => handle(req, res))
    render.record = record
    result.catch((err: unknown) => {
      console.error('Render failed', err)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end()
    })
    return true
  }

  function render(req: IncomingMessage, path: string): Promise<Rendered> {
    const id = randomUUID()
    const entry = { forwardedFor: String(req.headers['x-forwarded-for'] ?? ''), record: null as RenderRecord | null }
    renders.set(id, entry)
    const { port, family } = address()
    const headers: Record<string, string> = { [RENDER_HEADER]: id, 'accept-encoding': 'identity', 'user-agent': 'school-site-render' }
    const host = hostOf(req) ? String(req.headers.host) : ''
    if (host) headers.host = host
    let deadline: NodeJS.Timeout | undefined
    return new Promise<Rendered>((resolve, reject) => {
      const internal = http.request({ host: family === 'IPv6' ? '::1' : '127.0.0.1', port, path, method: 'GET', headers, agent }, (r) => {
        const chunks: Buffer[] = []
        r.on('data', (c: Buffer) => chunks.push(c))
        r.on('error', reject)
        r.on('end', () => resolve({ status: r.statusCode ?? 500, headers: headersOf(r.headers, host), body: Buffer.concat(chunks), record: entry.record }))
      })
      // The whole render, counted from now: a wait for one of the 16 connections counts too.
      deadline = setTimeout(() => internal.destroy(new RenderTimeout(path, renderTimeoutMs)), renderTimeoutMs)
      internal.on('error', reject)
      internal.end()
    }).finally(() => {
      clearTimeout(deadline)
      renders.delete(id)
    })
  }

  return { isOwnRender, renderRequest, render }
}

/** A render's response headers, one string each, with its redirect relative to this server or the visitor's `host`. */
function headersOf(headers: IncomingHttpHeaders, host: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    out[name] = Array.isArray(value) ? value.join(', ') : value
  }
  if (out.location) {
    out.location = out.location.replace(/^https?:\/\/(127\.0\.0\.1|\[::1\]|localhost)(:\d+)?(?=\/)/i, '')
    // The visitor's own host, which the render was made at.
    if (host && out.location.toLowerCase().startsWith(`http://${host.toLowerCase()}/`)) out.location = out.location.slice(`http://${host}`.length)
  }
  return out
}

/** A render that did not finish within its time. */
export class RenderTimeout extends Error {
  constructor(path: string, ms: number) {
    super(`render of ${path} took longer than ${ms} ms`)
  }
}

/** An HTML page none of whose components runs in the browser, without Next's scripts (src/lib/frameworkScripts). */
export function documentOnly({ headers, body }: Rendered): Buffer {
  if (!/^text\/html/i.test(headers['content-type'] ?? '')) return body
  const html = body.toString('utf8')
  const stripped = withoutFrameworkScripts(html)
  return stripped === html ? body : Buffer.from(stripped, 'utf8')
}

/** Next's 404 document for notFound() in a dynamic page: `<html id="__next_error__">`, a hidden empty body, its scripts. */
export const isEmptyNotFound = ({ status, headers, body }: Rendered) =>
  status === 404 && /^text\/html/i.test(headers['content-type'] ?? '') && body.subarray(0, 200).includes('<html id="__next_error__"')

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
