import type { Metadata } from 'next'

import { NotFoundPage } from '@/components/page/NotFoundPage'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/**
 * What Next shows for notFound(). Next sends it as a document the browser must build with
 * JavaScript; for visitors the server sends NOT_FOUND_PATH's page instead (src/server/responseCache).
 */
export default function NotFound() {
  return <NotFoundPage />
}
