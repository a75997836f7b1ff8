import type { Metadata } from 'next'

import { ContentPage } from '@/components/page/ContentPage'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

export default function NotFound() {
  return (
    <ContentPage title="Page not found">
      <p>Sorry, we could not find that page. It may have moved, or the link may be mistyped.</p>
      <ul className="link-list">
        <li>
          <a href="/">Go to the home page</a>
        </li>
        <li>
          <a href="/sitemap">See every page on the sitemap</a>
        </li>
      </ul>
    </ContentPage>
  )
}
