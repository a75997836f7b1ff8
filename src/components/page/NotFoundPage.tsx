import { getLatestChange } from '@/data/queries'
import { section } from '@/data/section'
import { ContentPage } from './ContentPage'

/**
 * The site's 404 page, inside the shell: what the visitor can do next. It has no content of
 * its own; its "Last updated" is the newest change of the site's content, as on the sitemap
 * it links to.
 */
export async function NotFoundPage() {
  const latest = await section('last change', getLatestChange)
  return (
    <ContentPage title="Page not found" updatedAt={latest.ok ? latest.data : null}>
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
