import type { Metadata } from 'next'

import { ContentPage } from '@/components/page/ContentPage'
import { FilterForm } from '@/components/page/FilterForm'
import { getAllNews } from '@/data/queries'
import { dayAndMonth } from '@/lib/dates'
import { inYear, parseYear, yearsOf } from '@/lib/filters'
import { firstFile } from '@/lib/media'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'News', description: 'News from the school, by year.' }

export default async function NewsPage({ searchParams }: { searchParams: Promise<{ year?: string | string[] }> }) {
  const news = await getAllNews()
  const years = yearsOf(news, (n) => n.fromDate)
  const year = parseYear((await searchParams).year, years)
  const shown = inYear(news, (n) => n.fromDate, year)
  return (
    <ContentPage title="News">
      <FilterForm
        label="Year"
        name="year"
        value={String(year)}
        options={[{ value: 'all', label: 'All' }, ...years.map((y) => ({ value: String(y), label: String(y) }))]}
      />
      {shown.length === 0 ? <p role="status">No news for the selected year.</p> : null}
      <ul className="card-grid card-grid--two" aria-label="News">
        {shown.map((n) => {
          const d = dayAndMonth(n.fromDate)
          const file = firstFile(n.attachments)
          return (
            <li key={n.id} className="card news-card">
              {d ? (
                <p className="news-card__date">
                  <time dateTime={n.fromDate.slice(0, 10)}>
                    {d.day} {d.month}
                  </time>
                </p>
              ) : null}
              <h2>{n.title}</h2>
              <p>{n.description}</p>
              {file?.url ? (
                <a href={file.url} target="_blank" rel="noopener">
                  Attachment<span className="visually-hidden">: {n.title} (opens in a new tab)</span>
                </a>
              ) : null}
            </li>
          )
        })}
      </ul>
    </ContentPage>
  )
}
