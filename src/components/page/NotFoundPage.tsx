import { words } from '@/data/i18n'
import { getLatestChange } from '@/data/queries'
import { section } from '@/data/section'
import { ContentPage } from './ContentPage'

/**
 * The site's 404 page, inside the shell: what the visitor can do next. It has no content of
 * its own; its "Last updated" is the newest change of the site's content, as on the sitemap
 * it links to.
 */
export async function NotFoundPage() {
  const { t, href } = await words()
  const latest = await section('last change', getLatestChange)
  return (
    <ContentPage title="Page not found" updatedAt={latest.ok ? latest.data : null}>
      <p>{t.notFoundText}</p>
      <ul className="link-list">
        <li>
          <a href={href('/')}>{t.goHome}</a>
        </li>
        <li>
          <a href={href('/sitemap')}>{t.seeSitemap}</a>
        </li>
      </ul>
    </ContentPage>
  )
}
