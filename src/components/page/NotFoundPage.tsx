import { ContentPage } from './ContentPage'

/** The site's 404 page, inside the shell: what the visitor can do next. */
export function NotFoundPage() {
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
