import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Unminified server code keeps error class names, so Payload logs a refused anonymous
  // request as info (its loggingLevels) rather than as an error with a stack trace.
  experimental: { serverMinification: false, inlineCss: true },
  images: {
    formats: ['image/avif', 'image/webp'],
  },
}

export default withPayload(nextConfig)
