import { words } from '@/data/i18n'
import { dayMonthAndYear } from '@/lib/dates'
import { localizedHref } from '@/lib/i18n/locales'
import { fileKind, fileLabel, splitAttachments } from '@/lib/media'
import type { News } from '@/payload-types'
import { ResponsiveImage } from './ResponsiveImage'
import { CategoryLabel } from '@/features/categories/CategoryFilter'
import { ClassesLabel } from '@/features/classes/ClassesLabel'
import { routes } from '@/lib/routes'

/**
 * A news card: the start date (with its year), the title linking to the item's own page, its
 * first photo, the description, and a link to its first document named by the document.
 */
export async function NewsCard({
  item,
  as: Tag = 'article',
  heading: Heading = 'h3',
}: {
  item: News
  as?: 'article' | 'li'
  heading?: 'h2' | 'h3'
}) {
  const { locale, t } = await words()
  const d = dayMonthAndYear(item.fromDate, locale)
  const { photos, documents } = splitAttachments(item.attachments)
  const photo = photos[0]
  const file = documents[0]
  return (
    <Tag className="card news-card">
      {photo ? <ResponsiveImage image={photo} sizes="(min-width: 1024px) 40vw, 90vw" /> : null}
      {d ? (
        <p className="news-card__date">
          <time dateTime={item.fromDate.slice(0, 10)}>
            {d.day} {d.month} {d.year}
          </time>
        </p>
      ) : null}
      <CategoryLabel doc={item} className="card__meta" />
      <ClassesLabel doc={item} className="card__meta" />
      <Heading>
        <a href={localizedHref(routes.newsItem(item.id), locale)}>{item.title}</a>
      </Heading>
      <p>{item.description}</p>
      {file?.url ? (
        <a href={file.url} target="_blank" rel="noopener">
          {fileLabel(file)}
          <span className="visually-hidden"> {t.opensInNewTabKind(fileKind(file))}</span>
        </a>
      ) : null}
    </Tag>
  )
}
