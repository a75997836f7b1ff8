/**
 * A 400 answer in the shape of the part of the site that was asked: Payload's
 * `{ errors: [{ message }] }` under /cms-api, the public API's `{ error, message, field }`
 * under /api (src/api/respond.ts), and a short page for visitors everywhere else. Pure.
 */
import { isApiPath, isCmsApiPath } from './routes'

export type Answer = { status: 400; headers: Record<string, string>; body: string }

const escape = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)

export function badRequest(pathname: string, { message, field }: { message: string; field?: string }): Answer {
  const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }
  // Where Next routes to Payload: `/cms-api` in small letters (src/lib/formBody).
  if (isCmsApiPath(pathname, { anyCase: false }))
    return { status: 400, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ errors: [{ message }] }) }
  if (isApiPath(pathname))
    return {
      status: 400,
      headers: { ...headers, 'content-type': 'application/json', 'access-control-allow-origin': '*' },
      body: JSON.stringify({ error: 'Bad Request', message, ...(field ? { field } : {}) }),
    }
  return {
    status: 400,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" },
    body: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>400 Bad Request</title>
<style>body{font:1.1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b4f8a}</style></head>
<body><main><h1>This request could not be read</h1><p>${escape(message)}</p>
<p>Please go back, reload the page and try again, or go to the <a href="/">home page</a>.</p></main></body></html>
`,
  }
}
