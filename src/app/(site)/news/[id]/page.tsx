import { requestLocale } from '@/data/locale'
import { CategoryLabel } from '@/features/categories/CategoryFilter'
import { ClassesLabel } from '@/features/classes/ClassesLabel'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/JsonLd'
import { Attachments } from '@/components/page/Attachments'
import { ContentPage } from '@/components/page/ContentPage'
import { Paragraphs } from '@/components/page/Paragraphs'
import { PhotoGrid } from '@/components/gallery/PhotoGrid'
import { getSchoolProfile } from '@/data/queries'
import { getNewsItem } from '@/content/news/reads'
import { shareImagePath } from '@/data/shareImages'
import { withSharing } from '@/data/seo'
import { formatDate } from '@/lib/dates'
import { dictionary, translateLabel } from '@/lib/i18n/dictionary'
import { localizedHref } from '@/lib/i18n/locales'
import { gridPhotosOf, imageOf, splitAttachments } from '@/lib/media'
import { parseRecordId } from '@/lib/params'
import { newsArticleJsonLd } from '@/lib/structuredData'
import { requestOrigin } from '@/tenancy/request.server'
import { ShareOnWhatsApp } from '@/features/notices/ShareOnWhatsApp'
import { routes } from '@/lib/routes'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

async function itemFor(params: Props['params']) {
  const id = parseRecordId((await params).id)
  return id === null ? null : getNewsItem(id)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await itemFor(params)
  if (!item) return { title: 'Page not found', robots: { index: false } }
  const photo = splitAttachments(item.attachments).photos[0]
  return withSharing(
    { title: item.title, description: item.description.slice(0, 300), alternates: { canonical: routes.newsItem(item.id) } },
    { type: 'article', image: photo ? { id: photo.id, alt: photo.alt } : null },
  )
}

/** One news item: its dates, its text, its photos (opening in the photo viewer) and its documents. */
export default async function NewsItemPage({ params }: Props) {
  const locale = await requestLocale()
  const item = await itemFor(params)
  if (!item) notFound()
  const school = await getSchoolProfile()
  const origin = await requestOrigin()
  const { photos, documents } = splitAttachments(item.attachments)
  const until = item.date && item.date.slice(0, 10) !== item.fromDate.slice(0, 10) ? item.date : null
  const logo = imageOf(school.logo)
  return (
    <ContentPage
      title={item.title}
      updatedAt={item.updatedAt}
      translation={[item.translationStamps]}
      trail={[{ label: 'News', href: routes.news }]}
    >
      <JsonLd
        data={newsArticleJsonLd(
          {
            url: `${origin}${routes.newsItem(item.id)}`,
            headline: item.title,
            description: item.description,
            published: item.fromDate.slice(0, 10),
            modified: item.updatedAt,
            images: photos.length ? photos.map((p) => origin + shareImagePath(p.id)) : [origin + shareImagePath()],
          },
          { name: school.name, url: `${origin}/`, logo: logo?.url ? origin + logo.url : null },
        )}
      />
      <p className="card__meta">
        <time dateTime={item.fromDate.slice(0, 10)}>{formatDate(item.fromDate, locale)}</time>
        {until ? (
          <>
            {' – '}
            <time dateTime={until.slice(0, 10)}>{formatDate(until, locale)}</time>
          </>
        ) : null}
      </p>
      <CategoryLabel doc={item} className="card__meta" />
      <ClassesLabel doc={item} className="card__meta" />
      <Paragraphs text={item.description} />
      {photos.length ? (
        <PhotoGrid
          photos={gridPhotosOf(photos.map((p, i) => ({ image: p, key: `${i}` })))}
          label={dictionary(locale).photosColon(item.title)}
          wide
        />
      ) : null}
      <Attachments documents={documents} />
      <ShareOnWhatsApp title={item.title} url={`${origin}${localizedHref(routes.newsItem(item.id), locale)}`} label={dictionary(locale).shareOnWhatsApp} />
      <p>
        <a href={localizedHref(routes.news, locale)}>← {translateLabel('All news', locale)}</a>
      </p>
    </ContentPage>
  )
}
