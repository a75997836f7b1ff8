/**
 * Under /api/ and /cms-api/ every error is JSON: an answer of 400 or more that the app writes
 * with no body or a body that is not JSON (Next's empty 405 for a method a route does not
 * export, its HTML 404 for `/cms-api` itself, graphql-http's empty 406 and 415, Payload's
 * "Route Not Found" text) is replaced, headers kept, by the same shape as the server's own
 * refusals (src/server/plainPages): `{ errors: [{ message }] }` under /cms-api/, `{ error,
 * message }` under /api/. Payload's 501 "Cannot GET …" (a collection without REST routes) is
 * what it is to a client, nothing at that address: 404.
 *
 * What it holds: nothing but the small error body the app writes, which is dropped, not kept.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { STATUS_CODES } from 'node:http'

import { isCmsApiPath } from '@/lib/routes'

import { jsonPath } from './plainPages'

/** Whether a Content-Type (as Node holds it: Next sets its headers as arrays of one) is JSON's. */
const isJson = (type: unknown) => /^application\/([\w.+-]*\+)?json\b/i.test(String(Array.isArray(type) ? type[0] : (type ?? '')).trim())

/** What the answer says, by its status. */
function messageFor(status: number, method: string): string {
  if (status === 404) return 'There is nothing at this address.'
  if (status === 405) return `The method ${method.slice(0, 20)} is not allowed at this address.`
  if (status === 406) return 'This address answers JSON: send an Accept header that allows application/json.'
  if (status === 415) return 'The body is not of a type this address reads: send application/json.'
  if (status === 400) return 'The request could not be read: check its body and its Content-Type.'
  if (status === 429) return 'Too many requests. Please wait a minute and try again.'
  if (status >= 500) return 'The request could not be completed. Please try again later.'
  return `${STATUS_CODES[status] ?? 'Error'}.`
}

/** Makes every error answer of `res` under /api/ and /cms-api/ JSON (see above); elsewhere does nothing. */
export function jsonErrors(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? ''
  if (!jsonPath(url)) return
  const cms = isCmsApiPath(url)
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  /** The status to answer with instead, once known; 0 while the app's answer is its own. */
  let replaced = 0
  let decided = false
  const decide = (status: number, type: unknown) => {
    decided = true
    if (cms && status === 501) replaced = 404
    else if (status >= 400 && !isJson(type)) replaced = status
  }
  const send = () => {
    const message = messageFor(replaced, req.method ?? '')
    const body = JSON.stringify(cms ? { errors: [{ message }] } : { error: STATUS_CODES[replaced] ?? 'Error', message })
    for (const name of ['content-encoding', 'transfer-encoding', 'content-range', 'etag', 'last-modified']) res.removeHeader(name)
    res.setHeader('content-type', 'application/json')
    res.setHeader('content-length', String(Buffer.byteLength(body)))
    res.setHeader('cache-control', 'no-store')
    writeHead(replaced)
    return end(req.method === 'HEAD' ? undefined : body)
  }
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (!decided) {
      const given = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r)) as Record<string, unknown> | undefined
      const type = given ? Object.entries(given).find(([name]) => name.toLowerCase() === 'content-type')?.[1] : undefined
      decide(status, type ?? res.getHeader('content-type'))
      // The headers given here are kept (Allow, Retry-After …), but for the body's own.
      if (replaced && given) for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value as string)
    }
    return replaced ? res : writeHead(status, ...rest)
  }) as typeof res.writeHead
  res.write = ((...args: unknown[]) => {
    if (!decided && !res.headersSent) decide(res.statusCode, res.getHeader('content-type'))
    if (!replaced) return write(...args)
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined
    callback?.()
    return true
  }) as typeof res.write
  res.end = ((...args: unknown[]) => {
    if (!decided && !res.headersSent) decide(res.statusCode, res.getHeader('content-type'))
    if (!replaced) return end(...args)
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined
    if (callback) res.once('finish', callback)
    return send()
  }) as typeof res.end
}
