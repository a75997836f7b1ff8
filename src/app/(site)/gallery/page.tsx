import { newestChange } from '@/lib/lastUpdated'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentPage } from '@/components/page/ContentPage'
import { Pager, pagedMetadata } from '@/components/page/Pager'
import { YearFilter } from '@/components/page/YearFilter'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { requestLocale } from '@/data/locale'
import { getAlbumYears, getAlbumsPage } from '@/content/gallery-albums/reads'
import { dayMonthAndYear } from '@/lib/dates'
import { localizedHref } from '@/lib/i18n/locales'
import { dictionary, translateLabel } from '@/lib/i18n/dictionary'
import { parseYear } from '@/lib/filters'
import { imageOf, shownCount } from '@/lib/media'
import { parsePage, pastTheEnd } from '@/lib/paging'
import { routes } from '@/lib/routes'

export const dynamic = 'force-dynamic'

/** Twelve albums a page: four rows of the three-column grid. */
const PER_PAGE = 12

type Props = { searchParams: Promise<{ year?: string | string[]; page?: string | string[] }> }

async function choice(searchParams: Props['searchParams']) {
  const params = await searchParams
  const years = await getAlbumYears()
  const year = parseYear(params.year, years)
  return { years, year, page: parsePage(params.page), query: { year: year === 'all' ? undefined : String(year) } }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page, query } = await choice(searchParams)
  return pagedMetadata({ title: 'Photo Gallery', description: 'Photo albums of school events, by year.', path: routes.gallery, query, page })
}

export default async function GalleryPage({ searchParams }: Props) {
  const { years, year, page, query } = await choice(searchParams)
  if (page === null) notFound()
  const list = await getAlbumsPage(page, PER_PAGE, year)
  const locale = await requestLocale()
  if (pastTheEnd(page, list.totalPages)) notFound()
  return (
    <ContentPage title="Photo Gallery" updatedAt={newestChange(list.docs)}>
      <div className="list-tools">
        <YearFilter years={years} value={year} />
        <p role="status">{dictionary(locale).totalCount(list.totalDocs)}</p>
      </div>
      <ul className="card-grid" aria-label={translateLabel('Albums', locale)}>
        {list.docs.map((a) => {
          const cover = imageOf(a.photos)
          const d = dayMonthAndYear(a.date, locale)
          return (
            <li key={a.id}>
              <a className="card album-card" href={localizedHref(routes.album(a.id), locale)}>
                {cover ? <ResponsiveImage image={cover} sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 90vw" /> : null}
                {d ? (
                  <time className="date-badge" dateTime={a.date.slice(0, 10)}>
                    {d.day} {d.month} {d.year}
                  </time>
                ) : null}
                <span className="album-card__title">{a.title}</span>
                {a.description ? <span>{a.description}</span> : null}
                <span className="card__meta">{dictionary(locale).nPhotos(shownCount(a.photos))}</span>
              </a>
            </li>
          )
        })}
      </ul>
      <Pager path={routes.gallery} query={query} page={page} totalPages={list.totalPages} />
    </ContentPage>
  )
}
