import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // pdf.js (PDF text for search, src/hooks/uploadChecks.ts) loads as it is, on the server only;
  // so does the password estimator and its dictionaries (src/lib/password.ts), once, when a
  // password is first set, rather than bundled into each route group's server code.
  serverExternalPackages: ['unpdf', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en'],
  poweredByHeader: false,
  // Unminified server code keeps error class names, so Payload logs a refused anonymous
  // request as info (its loggingLevels) rather than as an error with a stack trace.
  experimental: {
    serverMinification: false,
    // Each route group's server bundle carries its own copy of Payload (~9 MB of code); load a
    // route's on its first request, not all of them (the admin's too) at start: ~100 MB less.
    preloadEntriesOnStart: false,
    inlineCss: true,
    // The proxy (src/proxy.ts) reads request bodies up to this size; past it Next would cut an
    // upload short and Payload would fail on the broken form. Above the largest upload the
    // site accepts (25 MB), so Payload's own limit answers 413 first.
    proxyClientMaxBodySize: '32mb',
    // A production build starts from nothing (a deployment builds each version once, CI a fresh
    // clone): Turbopack's on-disk cache (~470 MB, about a minute of a build's time to write) is
    // never read again.
    turbopackFileSystemCacheForBuild: false,
  },
  // The site does not use next/image: its photos come in sizes made at upload (src/components/ResponsiveImage).
  // Next's optimizer (/_next/image) stays off, so it cannot fetch, resize or cache any photo (a child's included).
  images: { unoptimized: true },
}

export default withPayload(nextConfig)
