import { dayAndMonth } from '@/lib/dates'
import { firstFile } from '@/lib/media'
import type { News } from '@/payload-types'

/** A news card: day and month of the start date, title, description, attachment link. */
export function NewsCard({ item, as: Tag = 'article', heading: Heading = 'h3' }: { item: News; as?: 'article' | 'li'; heading?: 'h2' | 'h3' }) {
  const d = dayAndMonth(item.fromDate)
  const file = firstFile(item.attachments)
  return (
    <Tag className="card news-card">
      {d ? (
        <p className="news-card__date">
          <time dateTime={item.fromDate.slice(0, 10)}>
            {d.day} {d.month}
          </time>
        </p>
      ) : null}
      <Heading>{item.title}</Heading>
      <p>{item.description}</p>
      {file?.url ? (
        <a href={file.url} target="_blank" rel="noopener">
          Attachment<span className="visually-hidden">: {item.title} (opens in a new tab)</span>
        </a>
      ) : null}
    </Tag>
  )
}
