import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NotFoundPage } from '@/components/page/NotFoundPage'
import { markNotFound } from '@/server/renderContext'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/**
 * Any path no page claims: the site's 404 page, inside the shell, rendered on the server so
 * it reads without JavaScript (the server answers it with status 404). Outside the server's
 * own renders (a staff preview) it falls back to Next's notFound().
 */
export default function Missing() {
  if (!markNotFound()) notFound()
  return <NotFoundPage />
}
