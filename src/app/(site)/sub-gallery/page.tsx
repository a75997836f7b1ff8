import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PhotoGrid } from '@/components/gallery/PhotoGrid'
import { ContentPage } from '@/components/page/ContentPage'
import { requestLocale } from '@/data/locale'
import { getAlbum } from '@/content/gallery-albums/reads'
import { withSharing } from '@/data/seo'
import { formatDate } from '@/lib/dates'
import { dictionary, translateLabel } from '@/lib/i18n/dictionary'
import { localizedHref } from '@/lib/i18n/locales'
import { gridPhotosOf, populated } from '@/lib/media'
import { parseRecordRef } from '@/lib/params'
import { routes } from '@/lib/routes'

export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<{ id?: string | string[] }> }

async function albumFor(searchParams: Props['searchParams']) {
  const ref = parseRecordRef((await searchParams).id)
  return ref === null ? null : getAlbum(ref)
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const album = await albumFor(searchParams)
  if (!album) return { title: 'Album not found' }
  // Its own address, by our id (an old system's id also opens it).
  const cover = (album.photos ?? []).map(populated).find((p) => p !== null) ?? null
  return withSharing(
    {
      title: album.title,
      description: album.description || `Photos: ${album.title}`,
      alternates: { canonical: routes.album(album.id) },
    },
    { image: cover ? { id: cover.id, alt: cover.alt } : null },
  )
}

export default async function SubGalleryPage({ searchParams }: Props) {
  const album = await albumFor(searchParams)
  if (!album) notFound()
  const photos = gridPhotosOf((album.photos ?? []).map((image, i) => ({ image, key: `${i}` })))
  const locale = await requestLocale()
  const date = formatDate(album.date, locale)
  return (
    <ContentPage title={album.title} updatedAt={album.updatedAt} trail={[{ label: 'Gallery', href: routes.gallery }]}>
      {album.description ? <p>{album.description}</p> : null}
      <dl className="figures">
        <div>
          <dt>{translateLabel('Event Date', locale)}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{translateLabel('Last Update', locale)}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{translateLabel('Photos', locale)}</dt>
          <dd>{photos.length}</dd>
        </div>
      </dl>
      <p>
        <a href={localizedHref(routes.gallery, locale)}>← {translateLabel('Go Back', locale)}</a>
      </p>
      <PhotoGrid photos={photos} label={dictionary(locale).photosOfAlbum(album.title)} />
    </ContentPage>
  )
}
