import { jsonLdText } from '@/lib/structuredData'

/** Structured data for search engines: a data block, never run by the browser. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
