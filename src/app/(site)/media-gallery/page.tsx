import { newestChange } from '@/lib/lastUpdated'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentPage } from '@/components/page/ContentPage'
import { Pager, pagedMetadata } from '@/components/page/Pager'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { requestLocale } from '@/data/locale'
import { getMediaPage } from '@/content/media-items/reads'
import { formatDate } from '@/lib/dates'
import { dictionary, translateLabel } from '@/lib/i18n/dictionary'
import { imageOf } from '@/lib/media'
import { parsePage, pastTheEnd } from '@/lib/paging'
import { routes } from '@/lib/routes'

export const dynamic = 'force-dynamic'

/** Twelve a page: four rows of the three-column grid. */
const PER_PAGE = 12

type Props = { searchParams: Promise<{ page?: string | string[] }> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = parsePage((await searchParams).page)
  return pagedMetadata({
    title: 'Media Gallery',
    description: 'The school in the news and on air.',
    path: routes.mediaGallery,
    query: {},
    page,
  })
}

export default async function MediaGalleryPage({ searchParams }: Props) {
  const page = parsePage((await searchParams).page)
  if (page === null) notFound()
  const list = await getMediaPage(page, PER_PAGE)
  if (pastTheEnd(page, list.totalPages)) notFound()
  const locale = await requestLocale()
  return (
    <ContentPage title="Media Gallery" updatedAt={newestChange(list.docs)}>
      <ul className="card-grid" aria-label={translateLabel('Media coverage', locale)}>
        {list.docs.map((m) => {
          const img = imageOf(m.image)
          return (
            <li key={m.id} className="card">
              {img ? (
                <a href={img.url ?? undefined} target="_blank" rel="noopener">
                  <ResponsiveImage image={img} sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 90vw" />
                  <span className="visually-hidden">{dictionary(locale).fullSizePicture(m.title)}</span>
                </a>
              ) : null}
              <h2>{m.title}</h2>
              <p className="card__meta">{formatDate(m.date, locale)}</p>
            </li>
          )
        })}
      </ul>
      <Pager path={routes.mediaGallery} query={{}} page={page} totalPages={list.totalPages} />
    </ContentPage>
  )
}
