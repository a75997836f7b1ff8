/** A redirect to a path on this site; relative, so it holds behind any proxy's host name. */
export const seeOther = (path: string) =>
  new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } })
