import type { Metadata } from 'next'

import { ContentPage } from '@/components/page/ContentPage'
import { YearFilter } from '@/components/page/YearFilter'
import { getCirculars } from '@/data/queries'
import { formatDate } from '@/lib/dates'
import { inYear, newestFirst, newsletterDefaultYear, parseYear, yearsOf } from '@/lib/filters'
import { firstFile } from '@/lib/media'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Newsletters', description: 'The school newsletters, by year.' }

export default async function NewslettersPage({ searchParams }: { searchParams: Promise<{ year?: string | string[] }> }) {
  const circulars = await getCirculars()
  const years = yearsOf(circulars, (c) => c.date)
  const asked = (await searchParams).year
  const year = asked === undefined ? newsletterDefaultYear(circulars) : parseYear(asked, years)
  const letters = newestFirst(
    inYear(
      circulars.filter((c) => c.category === 'News Letter'),
      (c) => c.date,
      year,
    ),
    (c) => c.date,
  )
  return (
    <ContentPage title="Newsletters">
      <YearFilter years={years} value={year} />
      {letters.length === 0 ? (
        <p role="status">No data available for the selected year.</p>
      ) : (
        <ul className="link-list" aria-label="Newsletters">
          {letters.map((c) => {
            const file = firstFile(c.attachments)
            return (
              <li key={c.id}>
                {file?.url ? (
                  <a href={file.url} target="_blank" rel="noopener">
                    {c.title}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  c.title
                )}
                {c.date ? <span className="card__meta"> · {formatDate(c.date)}</span> : null}
              </li>
            )
          })}
        </ul>
      )}
    </ContentPage>
  )
}
