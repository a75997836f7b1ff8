/**
 * Checks on a request's path as the client sent it, before any normalising. Pure.
 * A `..` segment (also percent-encoded) under /api/ is refused outright: normalising it
 * away would land the request outside /api/ and answer it with an HTML page.
 */
export function isApiTraversal(rawUrl: string): boolean {
  const path = rawUrl.split('?')[0] ?? ''
  if (!/^\/api\//i.test(path)) return false
  return path.split(/\/|%2f|%5c|\\/i).some((segment) => /^(\.|%2e){2}$/i.test(segment))
}
