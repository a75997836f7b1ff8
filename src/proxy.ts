import { NextResponse, type NextRequest } from 'next/server'

import { contentSecurityPolicy, mapOriginsFrom, securityHeaders } from '@/lib/securityHeaders'

/**
 * Security headers on every response, and a fresh script nonce per request: Next puts it
 * on its own scripts (it reads the policy from the request), the site layout on its one
 * inline script (from `x-nonce`).
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const csp = contentSecurityPolicy(nonce, {
    dev: process.env.NODE_ENV === 'development',
    mapOrigins: mapOriginsFrom(process.env.MAP_EMBED_ORIGINS),
  })
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('content-security-policy', csp)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', csp)
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  for (const [name, value] of securityHeaders({ https })) response.headers.set(name, value)
  return response
}

export const config = {
  // Static build files are immutable and carry no page; everything else gets the headers.
  matcher: ['/((?!_next/static|_next/image).*)'],
}
