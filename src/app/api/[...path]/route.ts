/** Anything under /api/ that no endpoint claims: a JSON 404, never the HTML page. */
const notFound = () => Response.json({ error: 'Not found' }, { status: 404 })

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
