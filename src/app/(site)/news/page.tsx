import { newestChange } from '@/lib/lastUpdated'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentPage } from '@/components/page/ContentPage'
import { NewsCard } from '@/components/NewsCard'
import { Pager, pagedMetadata } from '@/components/page/Pager'
import { YearFilter } from '@/components/page/YearFilter'
import { FeedLink } from '@/components/page/FeedLink'
import { getCategories } from '@/data/queries'
import { getNewsPage, getNewsYears } from '@/content/news/reads'
import { words } from '@/data/i18n'
import { FEED_LINKS } from '@/lib/feeds'
import { parseYear } from '@/lib/filters'
import { parsePage, pastTheEnd } from '@/lib/paging'
import { wordsIn } from '@/lib/i18n/catalogue'
import { CategoryFilter } from '@/features/categories/CategoryFilter'
import { chosenCategory } from '@/features/categories/rules'
import { CATEGORY_WORDS } from '@/features/categories/words'
import * as resource from '@/content/resources'
import type { CollectionSlug } from 'payload'
import { routes } from '@/lib/routes'

export const dynamic = 'force-dynamic'

/** Twelve news cards a page: six rows of the two-column grid. */
const PER_PAGE = 12

type Props = { searchParams: Promise<{ year?: string | string[]; category?: string | string[]; page?: string | string[] }> }

async function choice(searchParams: Props['searchParams']) {
  const params = await searchParams
  const [years, categories] = await Promise.all([getNewsYears(), resource.news.category ? getCategories(resource.news.category as CollectionSlug) : []])
  const year = parseYear(params.year, years)
  const category = chosenCategory(params.category, categories)
  const query = { year: year === 'all' ? undefined : String(year), category: category && category !== 'all' ? category.slug : undefined }
  return { years, year, categories, category, page: parsePage(params.page), query }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page, query } = await choice(searchParams)
  return pagedMetadata({
    title: 'News',
    description: 'News from the school, by year.',
    path: routes.news,
    query,
    page,
    sharing: { feeds: [FEED_LINKS.news] },
  })
}

export default async function NewsPage({ searchParams }: Props) {
  const { years, year, categories, category, page, query } = await choice(searchParams)
  if (page === null || category === null) notFound()
  const list = await getNewsPage(page, PER_PAGE, year, category)
  if (pastTheEnd(page, list.totalPages)) notFound()
  const { label, locale } = await words()
  return (
    <ContentPage title="News" updatedAt={newestChange(list.docs)}>
      <YearFilter years={years} value={year} keep={{ category: query.category }} />
      <CategoryFilter categories={categories} value={category} keep={{ year: query.year }} />
      {list.docs.length === 0 ? (
        <p role="status">{category === 'all' ? label('No news for the selected year.') : wordsIn(CATEGORY_WORDS, locale).none}</p>
      ) : null}
      <ul className="card-grid card-grid--two" aria-label={label('News')}>
        {list.docs.map((n) => (
          <NewsCard key={n.id} item={n} as="li" heading="h2" />
        ))}
      </ul>
      <Pager path={routes.news} query={query} page={page} totalPages={list.totalPages} />
      <FeedLink feed={FEED_LINKS.news} />
    </ContentPage>
  )
}
