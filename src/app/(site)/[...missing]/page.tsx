import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

// The page's own title too: after hydration Next applies the page's metadata, not the
// not-found boundary's.
export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/** Any path no page claims: the site's 404 page, inside the shell. */
export default function Missing() {
  notFound()
}
