/**
 * Form bodies that cannot be read: a multipart Content-Type on a body that is not multipart,
 * without a boundary, or cut short before its closing boundary. Whatever reads such a body
 * next fails with an exception, answered 500: Payload's REST and GraphQL routes (busboy) and
 * Next's server-action parser, which tries every multipart POST to a page as a possible form
 * action (the undici `FormData` parser of `fetch`'s Request). src/proxy.ts asks here first,
 * with the same parser the reader will use, and answers 400 instead. Pure: no I/O.
 */
import Busboy from 'busboy'

import { isCmsApiPath } from './routes'

/** The parser that will read a request's body as a form, or null when nothing will. */
export type FormParser = 'busboy' | 'fetch'

const mediaType = (contentType: string) => (contentType.split(';', 1)[0] ?? '').trim().toLowerCase()

/**
 * Which parser reads this request's body as a form: Payload's (busboy) for a multipart
 * POST, PUT or PATCH under /cms-api; Next's (fetch's FormData) for a multipart/form-data
 * POST anywhere else (a page takes it for a form action; /alerts/dismiss reads it itself).
 */
export function formParserFor(method: string, pathname: string, contentType: string | null): FormParser | null {
  if (!contentType) return null
  const type = mediaType(contentType)
  // Next routes to Payload `/cms-api` in small letters only; another spelling is a page (the catch-all).
  if (isCmsApiPath(pathname, { anyCase: false })) return ['POST', 'PUT', 'PATCH'].includes(method) && type.includes('multipart/') ? 'busboy' : null
  return method === 'POST' && type === 'multipart/form-data' ? 'fetch' : null
}

export const NO_BOUNDARY = 'The Content-Type says the body is a multipart form but names no boundary.'
export const NOT_A_FORM = 'The body is not the multipart form its Content-Type announces (or it was cut short).'

/** Why `body` cannot be read as the form `contentType` announces, or null when it can. */
export async function formBodyProblem(contentType: string, body: Uint8Array<ArrayBuffer>, parser: FormParser): Promise<string | null> {
  if (!/;\s*boundary=/i.test(contentType)) return NO_BOUNDARY
  if (parser === 'fetch') {
    try {
      await new Response(body, { headers: { 'content-type': contentType } }).formData()
      return null
    } catch {
      return NOT_A_FORM
    }
  }
  return new Promise((resolve) => {
    let parse: Busboy.Busboy
    try {
      parse = Busboy({ headers: { 'content-type': contentType } })
    } catch {
      // No boundary it can use, or a multipart type it does not read (multipart/mixed …).
      return resolve(NOT_A_FORM)
    }
    // A file part cut short fails on its own stream too ("Unexpected end of form"): heard here,
    // or it would be an uncaught exception of the process.
    parse.on('file', (_name, stream) => stream.on('error', () => resolve(NOT_A_FORM)).resume())
    parse.on('error', () => resolve(NOT_A_FORM))
    parse.on('close', () => resolve(null))
    parse.end(body)
  })
}
