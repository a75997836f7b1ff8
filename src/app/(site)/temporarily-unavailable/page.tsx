import type { Metadata } from 'next'

import { ContentPage } from '@/components/page/ContentPage'
import { words } from '@/data/i18n'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Please try again in a minute', robots: { index: false } }

/**
 * The page the server answers with 503 while a page cannot be made (the database away, a
 * render too slow): rendered in the site's layout while the site is well and kept in memory
 * (src/server/responseCache), never cached under its own address. "Try again" reloads the
 * address the visitor asked for (an empty link is the current address).
 */
export default async function TemporarilyUnavailablePage() {
  const { t, href } = await words()
  return (
    <ContentPage title="Please try again in a minute" updatedAt={null}>
      <p>{t.unavailableText}</p>
      <ul className="link-list">
        <li>
          <a href="">{t.tryAgain}</a>
        </li>
        <li>
          <a href={href('/')}>{t.goHome}</a>
        </li>
      </ul>
    </ContentPage>
  )
}
