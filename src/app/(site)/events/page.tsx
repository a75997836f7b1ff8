import type { Metadata } from 'next'

import { ContentPage } from '@/components/page/ContentPage'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { getAllEvents } from '@/data/queries'
import { formatDate } from '@/lib/dates'
import { imageOf } from '@/lib/media'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Events', description: 'Events at the school, newest first.' }

export default async function EventsPage() {
  const events = await getAllEvents()
  return (
    <ContentPage title="Events">
      <ul className="card-grid" aria-label="Events">
        {events.map((e) => {
          const img = imageOf(e.images)
          return (
            <li key={e.id} className="card">
              {img ? <ResponsiveImage image={img} sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 90vw" /> : null}
              <h2>{e.title}</h2>
              <p className="card__meta">
                <time dateTime={e.date.slice(0, 10)}>{formatDate(e.date)}</time>
                {e.time ? ` · ${e.time}` : ''}
                {e.venue ? ` · ${e.venue}` : ''}
              </p>
              {e.description ? <p>{e.description}</p> : null}
              {img?.url ? (
                <a href={img.url} target="_blank" rel="noopener" className="attachment-link">
                  Attachment<span className="visually-hidden">: {e.title} (opens in a new tab)</span>
                </a>
              ) : null}
            </li>
          )
        })}
      </ul>
    </ContentPage>
  )
}
