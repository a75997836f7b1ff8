import { words } from '@/data/i18n'
import { ContentPage } from './ContentPage'

/** The site's 404 page, inside the shell: what the visitor can do next. */
export async function NotFoundPage() {
  const { t, href } = await words()
  return (
    <ContentPage title="Page not found">
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
