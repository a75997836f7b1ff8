import type { Metadata } from 'next'

import { words } from '@/data/i18n'
import { withSharing, type Sharing } from '@/data/seo'
import { pageHref, pageNumbers, type Query } from '@/lib/paging'

/**
 * Links to the pages of a long list: Previous, the page numbers near the current one (and
 * the first and last), Next. Plain links that keep the list's filters, so they work without
 * JavaScript and can be shared. Nothing for a list that fits on one page.
 */
export async function Pager({ path, query, page, totalPages }: { path: string; query: Query; page: number; totalPages: number }) {
  if (totalPages <= 1) return null
  const w = await words()
  const { t } = w
  const href = (p: number) => w.href(pageHref(path, query, p))
  return (
    <nav aria-label={t.pages} className="pager">
      <p className="pager__where">{t.pageOf(page, totalPages)}</p>
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              {t.previous}
              <span className="visually-hidden"> {t.page}</span>
            </a>
          </li>
        ) : null}
        {pageNumbers(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pager__gap">
              …
            </li>
          ) : (
            <li key={p}>
              <a href={href(p)} aria-current={p === page ? 'page' : undefined} aria-label={t.pageNumber(p)}>
                {p}
              </a>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <a href={href(page + 1)} rel="next">
              {t.next}
              <span className="visually-hidden"> {t.page}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/**
 * A list page's metadata: its title (with the page number after the first page) and its
 * canonical address, which is the bare list address for page 1 and `?page=N` after it,
 * after any filters that differ from their defaults; with the tags for sharing a link.
 */
export async function pagedMetadata({
  title,
  description,
  path,
  query,
  page,
  sharing,
}: {
  title: string
  description: string
  path: string
  query: Query
  page: number | null
  sharing?: Sharing
}): Promise<Metadata> {
  if (page === null) return { title: (await words()).label('Page not found'), robots: { index: false } }
  const { t, label } = await words()
  return withSharing(
    { title: page > 1 ? `${label(title)}, ${t.page} ${page}` : title, description, alternates: { canonical: pageHref(path, query, page) } },
    sharing,
  )
}
