/**
 * The server's own answers when the app cannot give one (a refused request, a render over its
 * time, the database away, a limit reached): a short page in English and Hindi that needs
 * nothing from the CMS, or JSON `{ error, message, field? }` under /api and /cms-api. Each
 * says what happened and what to do, never a bare status.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { isApiPath, isCmsApiPath } from '@/lib/routes'

export type PlainAnswer = {
  status: 400 | 403 | 404 | 405 | 411 | 413 | 414 | 429 | 503
  /** For people: one or two plain sentences (English). */
  message: string
  /** The same in Hindi, for the page. */
  hindi?: string
  field?: string
  allow?: string
  retryAfterSeconds?: number
}

export const STATUS_NAMES: Record<PlainAnswer['status'], string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  411: 'Length Required',
  413: 'Content Too Large',
  414: 'URI Too Long',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
}

const TITLES: Record<PlainAnswer['status'], { en: string; hi: string }> = {
  400: { en: 'This address could not be opened', hi: 'यह पता नहीं खुल सका' },
  403: { en: 'This request was refused', hi: 'यह अनुरोध अस्वीकार किया गया' },
  404: { en: 'Page not found', hi: 'पृष्ठ नहीं मिला' },
  405: { en: 'This address could not be opened', hi: 'यह पता नहीं खुल सका' },
  411: { en: 'This request could not be read', hi: 'यह अनुरोध पढ़ा नहीं जा सका' },
  413: { en: 'What was sent is too large', hi: 'भेजी गई सामग्री बहुत बड़ी है' },
  414: { en: 'This address is too long', hi: 'यह पता बहुत लंबा है' },
  429: { en: 'Please wait a moment', hi: 'कृपया थोड़ी देर प्रतीक्षा करें' },
  503: { en: 'Please try again in a minute', hi: 'कृपया एक मिनट बाद फिर प्रयास करें' },
}

/** Whether errors at this path are answered as JSON (the public API, and the CMS's own API). */
export const jsonPath = (url: string) => isApiPath(url) || isCmsApiPath(url)

const escape = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)

export function plainPage({ status, message, hindi }: PlainAnswer): string {
  const title = TITLES[status]
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title.en)}</title>
<style>body{font:1.1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}a{color:#0b4f8a}</style></head>
<body><main><h1>${escape(title.en)}</h1><p>${escape(message)}</p>
<p><a href="">Try again</a> or go to the <a href="/">home page</a>.</p>
<div lang="hi"><h2>${escape(title.hi)}</h2>${hindi ? `<p>${escape(hindi)}</p>` : ''}<p><a href="">फिर से प्रयास करें</a> या <a href="/hi">मुखपृष्ठ</a> पर जाएँ।</p></div>
</main></body></html>
`
}

/** Sends `answer` in the shape of the request's path (JSON under /api and /cms-api, a page elsewhere). */
export function sendPlain(req: IncomingMessage, res: ServerResponse, answer: PlainAnswer, extra: Record<string, string> = {}) {
  if (res.headersSent) return void res.end()
  const headers: Record<string, string> = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...extra }
  if (answer.allow) headers.allow = answer.allow
  if (answer.retryAfterSeconds !== undefined) headers['retry-after'] = String(answer.retryAfterSeconds)
  const url = req.url ?? ''
  const field = answer.field ? { field: answer.field } : {}
  const [type, body] = !jsonPath(url)
    ? ['text/html; charset=utf-8', plainPage(answer)]
    : // Under /cms-api in the CMS's own error shape, which its admin reads.
      isCmsApiPath(url)
      ? ['application/json', JSON.stringify({ errors: [{ message: answer.message, ...field }] })]
      : ['application/json', JSON.stringify({ error: STATUS_NAMES[answer.status], message: answer.message, ...field })]
  res.writeHead(answer.status, {
    ...headers,
    'content-type': type,
    'content-length': String(Buffer.byteLength(body)),
    ...(type === 'application/json'
      ? { 'access-control-allow-origin': '*' }
      : { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'" }),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
