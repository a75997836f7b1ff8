import { notFound } from 'next/navigation'

/** Any path no page claims: the site's 404 page, inside the shell. */
export default function Missing() {
  notFound()
}
