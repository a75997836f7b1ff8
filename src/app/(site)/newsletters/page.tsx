import { newestChange } from '@/lib/lastUpdated'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentPage } from '@/components/page/ContentPage'
import { ShareOnWhatsApp } from '@/features/notices/ShareOnWhatsApp'
import { requestOrigin } from '@/tenancy/request.server'
import { localizedHref } from '@/lib/i18n/locales'
import { FeedLink } from '@/components/page/FeedLink'
import { Pager, pagedMetadata } from '@/components/page/Pager'
import { FEED_LINKS } from '@/lib/feeds'
import { YearFilter } from '@/components/page/YearFilter'
import { requestLocale } from '@/data/locale'
import { getCircularYears, getNewslettersPage } from '@/content/circulars/reads'
import { formatDate } from '@/lib/dates'
import { dictionary, translateLabel } from '@/lib/i18n/dictionary'
import { parseYear } from '@/lib/filters'
import { firstFile } from '@/lib/media'
import { parsePage, pastTheEnd } from '@/lib/paging'
import { routes } from '@/lib/routes'
import { ClassesLabel } from '@/features/classes/ClassesLabel'

export const dynamic = 'force-dynamic'

/** Twenty-four a page: a newsletter is one line of a list. */
const PER_PAGE = 24

type Props = { searchParams: Promise<{ year?: string | string[]; page?: string | string[] }> }

async function choice(searchParams: Props['searchParams']) {
  const params = await searchParams
  const { years, start } = await getCircularYears()
  // No year asked for: the page starts at the newest year of the magazine (Loquacity).
  const year = params.year === undefined ? start : parseYear(params.year, years)
  const query = { year: year === start ? undefined : String(year) }
  return { years, year, page: parsePage(params.page), query }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page, query } = await choice(searchParams)
  return pagedMetadata({
    title: 'Newsletters',
    description: 'The school newsletters, by year.',
    path: routes.newsletters,
    query,
    page,
    sharing: { feeds: [FEED_LINKS.circulars] },
  })
}

export default async function NewslettersPage({ searchParams }: Props) {
  const { years, year, page, query } = await choice(searchParams)
  if (page === null) notFound()
  const list = await getNewslettersPage(page, PER_PAGE, year)
  if (pastTheEnd(page, list.totalPages)) notFound()
  const letters = list.docs
  const locale = await requestLocale()
  const origin = await requestOrigin()
  return (
    <ContentPage title="Newsletters" updatedAt={newestChange(letters)}>
      <YearFilter years={years} value={year} />
      {letters.length === 0 ? (
        <p role="status">{dictionary(locale).noDataForYear}</p>
      ) : (
        <ul className="link-list" aria-label={translateLabel('Newsletters', locale)}>
          {letters.map((c) => {
            const file = firstFile(c.attachments)
            return (
              <li key={c.id}>
                {file?.url ? (
                  <a href={file.url} target="_blank" rel="noopener">
                    {c.title}
                    <span className="visually-hidden"> {dictionary(locale).opensInNewTab}</span>
                  </a>
                ) : (
                  c.title
                )}
                {c.date ? <span className="card__meta"> · {formatDate(c.date, locale)}</span> : null}
                <ClassesLabel doc={c} className="card__meta" as="span" />
                {' · '}
                <ShareOnWhatsApp title={c.title} url={file?.url?.startsWith('/') ? `${origin}${file.url}` : `${origin}${localizedHref(routes.newsletters, locale)}`} label={dictionary(locale).shareOnWhatsApp} small />
              </li>
            )
          })}
        </ul>
      )}
      <Pager path={routes.newsletters} query={query} page={page} totalPages={list.totalPages} />
      <FeedLink feed={FEED_LINKS.circulars} />
    </ContentPage>
  )
}
