/**
 * The security headers every response carries (set in src/proxy.ts). Pure.
 * Scripts run only with the request's nonce (and what those scripts load: 'strict-dynamic');
 * frames only from this site (PDFs) and the map provider.
 */

/** Map embeds the contact page and footer may frame; MAP_EMBED_ORIGINS overrides. */
export const DEFAULT_MAP_ORIGINS = ['https://www.openstreetmap.org', 'https://www.google.com', 'https://maps.google.com']

export function contentSecurityPolicy(nonce: string, { dev = false, mapOrigins = DEFAULT_MAP_ORIGINS } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "media-src 'self'",
    "worker-src 'self' blob:",
    `frame-src 'self' ${mapOrigins.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
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
