import type { Metadata } from 'next'

import { ContentPage } from '@/components/page/ContentPage'
import { NewsCard } from '@/components/NewsCard'
import { YearFilter } from '@/components/page/YearFilter'
import { getAllNews } from '@/data/queries'
import { inYear, parseYear, yearsOf } from '@/lib/filters'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'News', description: 'News from the school, by year.' }

export default async function NewsPage({ searchParams }: { searchParams: Promise<{ year?: string | string[] }> }) {
  const news = await getAllNews()
  const years = yearsOf(news, (n) => n.fromDate)
  const year = parseYear((await searchParams).year, years)
  const shown = inYear(news, (n) => n.fromDate, year)
  return (
    <ContentPage title="News">
      <YearFilter years={years} value={year} />
      {shown.length === 0 ? <p role="status">No news for the selected year.</p> : null}
      <ul className="card-grid card-grid--two" aria-label="News">
        {shown.map((n) => (
          <NewsCard key={n.id} item={n} as="li" heading="h2" />
        ))}
      </ul>
    </ContentPage>
  )
}
