import type { Metadata } from 'next'

import { ContentPage } from '@/components/page/ContentPage'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { getMediaItems } from '@/data/queries'
import { formatDate } from '@/lib/dates'
import { imageOf } from '@/lib/media'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Media Gallery', description: 'The school in the news and on air.' }

export default async function MediaGalleryPage() {
  const items = await getMediaItems()
  return (
    <ContentPage title="Media Gallery">
      <ul className="card-grid" aria-label="Media coverage">
        {items.map((m) => {
          const img = imageOf(m.image)
          return (
            <li key={m.id} className="card">
              {img ? (
                <a href={img.url ?? undefined} target="_blank" rel="noopener">
                  <ResponsiveImage image={img} sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 90vw" />
                  <span className="visually-hidden">{m.title}: full-size picture (opens in a new tab)</span>
                </a>
              ) : null}
              <h2>{m.title}</h2>
              <p className="card__meta">{formatDate(m.date)}</p>
            </li>
          )
        })}
      </ul>
    </ContentPage>
  )
}
