'use client'

import { TryAgain } from '@/components/page/TryAgain'

/**
 * What a visitor sees when a page fails after the site's header and footer were made (a read
 * of the database failing): a plain message in both languages, inside the site's layout. The
 * server answers such a failure 503 with Retry-After (src/server/serve.ts); a page the response
 * cache makes is answered with its own kept "try again" page instead (src/server/responseCache).
 * Next requires an error boundary to be a client component; it needs no script to read.
 */
export default function PageError() {
  return (
    <div className="content-page">
      <TryAgain />
    </div>
  )
}
