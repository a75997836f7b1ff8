import { dayMonthAndYear } from '@/lib/dates'
import { fileKind, fileLabel, firstFile } from '@/lib/media'
import type { News } from '@/payload-types'

/** A news card: the start date (with its year), title, description, and a link to its attachment named by the document. */
export function NewsCard({
  item,
  as: Tag = 'article',
  heading: Heading = 'h3',
}: {
  item: News
  as?: 'article' | 'li'
  heading?: 'h2' | 'h3'
}) {
  const d = dayMonthAndYear(item.fromDate)
  const file = firstFile(item.attachments)
  return (
    <Tag className="card news-card">
      {d ? (
        <p className="news-card__date">
          <time dateTime={item.fromDate.slice(0, 10)}>
            {d.day} {d.month} {d.year}
          </time>
        </p>
      ) : null}
      <Heading>{item.title}</Heading>
      <p>{item.description}</p>
      {file?.url ? (
        <a href={file.url} target="_blank" rel="noopener">
          {fileLabel(file)}
          <span className="visually-hidden"> ({fileKind(file)}, opens in a new tab)</span>
        </a>
      ) : null}
    </Tag>
  )
}
