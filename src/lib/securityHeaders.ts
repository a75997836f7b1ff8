/**
 * The security headers every response carries (set in src/proxy.ts). Pure.
 * Scripts: never 'unsafe-inline'. A cached page (src/server/responseCache) allows this site's
 * script files and exactly the inline scripts it carries, by their SHA-256 hashes, so one
 * policy serves every visitor. A response rendered per request (the admin, a form's answer,
 * a staff preview) allows the request's nonce besides the site's files ('self'; no 'strict-dynamic',
 * which would drop 'self' and with it the site's own script).
 * Frames only from this site (PDFs) and the map provider; forms lead to this site and the payment gateway's checkout.
 */
import { createHash } from 'node:crypto'

/** Map embeds the contact page and footer may frame; MAP_EMBED_ORIGINS overrides. */
export const DEFAULT_MAP_ORIGINS = ['https://www.openstreetmap.org', 'https://www.google.com', 'https://maps.google.com']

export type ScriptSources = { nonce: string; hashes?: readonly string[] } | { nonce?: undefined; hashes: readonly string[] }

/**
 * Where a form of the site may lead besides the site: the payment gateway's hosted checkout (the
 * admission fee's "Pay" form answers with a redirect there, src/features/admissions). Razorpay's
 * payment links are at rzp.io and razorpay.com; a stand-in's (RAZORPAY_API_URL, tests) at its own
 * loopback origin.
 */
export const RAZORPAY_CHECKOUT_ORIGINS = ['https://rzp.io', 'https://razorpay.com', 'https://api.razorpay.com']
export const checkoutOriginsFrom = (apiUrl: string | undefined): string[] => {
  if (!apiUrl) return RAZORPAY_CHECKOUT_ORIGINS
  try {
    const url = new URL(apiUrl)
    return url.hostname === 'api.razorpay.com' ? RAZORPAY_CHECKOUT_ORIGINS : [url.origin]
  } catch {
    return RAZORPAY_CHECKOUT_ORIGINS
  }
}

export function contentSecurityPolicy(scripts: ScriptSources, { dev = false, mapOrigins = DEFAULT_MAP_ORIGINS, formOrigins = RAZORPAY_CHECKOUT_ORIGINS } = {}): string {
  const hashes = (scripts.hashes ?? []).map((h) => ` '${h}'`).join('')
  const nonce = scripts.nonce ? ` 'nonce-${scripts.nonce}'` : ''
  return [
    "default-src 'self'",
    `script-src 'self'${nonce}${hashes}${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "media-src 'self'",
    "worker-src 'self' blob:",
    `frame-src 'self' ${mapOrigins.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${formOrigins.join(' ')}`,
    "frame-ancestors 'self'",
  ].join('; ')
}

export function securityHeaders({ https }: { https: boolean }): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(https ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as [string, string][]) : []),
  ]
}

export const mapOriginsFrom = (value: string | undefined): string[] =>
  value
    ? value
        .split(/[\s,]+/)
        .filter((o) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o))
    : DEFAULT_MAP_ORIGINS

/** The CSP hash source of one inline script's text. */
export const scriptHash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

/**
 * The hash sources of every inline script in an HTML document, in order, without repeats.
 * React escapes `<` inside the scripts it writes, so a script's text ends at the first `</script`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(m[1] ?? '')) continue
    hashes.add(scriptHash(m[2] ?? ''))
  }
  return [...hashes]
}

/** A policy with its script sources replaced by this site's files and these hashes (no nonce). */
export const withScriptHashes = (csp: string, hashes: readonly string[]): string =>
  csp
    .split(/;\s*/)
    .map((d) => (/^script-src\s/.test(d) ? `script-src 'self'${hashes.map((h) => ` '${h}'`).join('')}${/'unsafe-eval'/.test(d) ? " 'unsafe-eval'" : ''}` : d))
    .join('; ')
