import { newestChange } from '@/lib/lastUpdated'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentPage } from '@/components/page/ContentPage'
import { NewsCard } from '@/components/NewsCard'
import { Pager, pagedMetadata } from '@/components/page/Pager'
import { YearFilter } from '@/components/page/YearFilter'
import { FeedLink } from '@/components/page/FeedLink'
import { getNewsPage, getNewsYears } from '@/data/queries'
import { words } from '@/data/i18n'
import { FEED_LINKS } from '@/lib/feeds'
import { parseYear } from '@/lib/filters'
import { parsePage, pastTheEnd } from '@/lib/paging'

export const dynamic = 'force-dynamic'

/** Twelve news cards a page: six rows of the two-column grid. */
const PER_PAGE = 12

type Props = { searchParams: Promise<{ year?: string | string[]; page?: string | string[] }> }

async function choice(searchParams: Props['searchParams']) {
  const params = await searchParams
  const years = await getNewsYears()
  const year = parseYear(params.year, years)
  return { years, year, page: parsePage(params.page), query: { year: year === 'all' ? undefined : String(year) } }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page, query } = await choice(searchParams)
  return pagedMetadata({
    title: 'News',
    description: 'News from the school, by year.',
    path: '/news',
    query,
    page,
    sharing: { feeds: [FEED_LINKS.news] },
  })
}

export default async function NewsPage({ searchParams }: Props) {
  const { years, year, page, query } = await choice(searchParams)
  if (page === null) notFound()
  const list = await getNewsPage(page, PER_PAGE, year)
  if (pastTheEnd(page, list.totalPages)) notFound()
  const { label } = await words()
  return (
    <ContentPage title="News" updatedAt={newestChange(list.docs)}>
      <YearFilter years={years} value={year} />
      {list.docs.length === 0 ? <p role="status">{label('No news for the selected year.')}</p> : null}
      <ul className="card-grid card-grid--two" aria-label={label('News')}>
        {list.docs.map((n) => (
          <NewsCard key={n.id} item={n} as="li" heading="h2" />
        ))}
      </ul>
      <Pager path="/news" query={query} page={page} totalPages={list.totalPages} />
      <FeedLink feed={FEED_LINKS.news} />
    </ContentPage>
  )
}
