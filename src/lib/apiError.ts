/**
 * A refusal from one of our endpoints under /cms-api, in Payload's own error shape
 * (`{ errors: [{ message }] }`, with the field's `path` when one field is wrong), never stored
 * by a cache. Pure.
 */
export const apiError = (status: number, message: string, path?: string): Response =>
  Response.json({ errors: [{ message, ...(path ? { data: { errors: [{ path, message }] } } : {}) }] }, { status, headers: { 'Cache-Control': 'no-store' } })
