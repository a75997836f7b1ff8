import type { Metadata } from 'next'

import { ContentPage } from '@/components/page/ContentPage'
import { YearFilter } from '@/components/page/YearFilter'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { getAllAlbums } from '@/data/queries'
import { dayAndMonth } from '@/lib/dates'
import { inYear, parseYear, yearsOf } from '@/lib/filters'
import { imageOf } from '@/lib/media'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Photo Gallery', description: 'Photo albums of school events, by year.' }

export default async function GalleryPage({ searchParams }: { searchParams: Promise<{ year?: string | string[] }> }) {
  const albums = await getAllAlbums()
  const years = yearsOf(albums, (a) => a.date)
  const year = parseYear((await searchParams).year, years)
  const shown = inYear(albums, (a) => a.date, year)
  return (
    <ContentPage title="Photo Gallery">
      <div className="list-tools">
        <YearFilter years={years} value={year} />
        <p role="status">Total Count: {shown.length}</p>
      </div>
      <ul className="card-grid" aria-label="Albums">
        {shown.map((a) => {
          const cover = imageOf(a.photos)
          const d = dayAndMonth(a.date)
          return (
            <li key={a.id}>
              <a className="card album-card" href={`/sub-gallery?id=${a.id}`}>
                {cover ? <ResponsiveImage image={cover} sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 90vw" /> : null}
                {d ? (
                  <span className="date-badge">
                    {d.day} {d.month}
                  </span>
                ) : null}
                <span className="album-card__title">{a.title}</span>
                {a.description ? <span>{a.description}</span> : null}
                <span className="card__meta">{a.photos?.length ?? 0} photos</span>
              </a>
            </li>
          )
        })}
      </ul>
    </ContentPage>
  )
}
