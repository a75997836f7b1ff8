/**
 * The list page (`/<section>`) and item pages (`/<section>/<id>`) of every type with a listing of
 * its own (src/content/facts), made from its fields: the title, the day, the choices under
 * `details`, the photo and the text, with their names in the page's language. The site's
 * catch-all route (src/app/(site)/[...missing]) shows them; any other address stays a 404.
 */
import type { Metadata } from 'next'

import { ContentPage } from '@/components/page/ContentPage'
import { Paragraphs } from '@/components/page/Paragraphs'
import { Pager, pagedMetadata } from '@/components/page/Pager'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { payloadClient } from '@/data/payload'
import { requestLocale } from '@/data/locale'
import { withSharing } from '@/data/seo'
import { formatDate } from '@/lib/dates'
import { wordsIn } from '@/lib/i18n/catalogue'
import { localizedHref, type Locale } from '@/lib/i18n/locales'
import { newestChange } from '@/lib/lastUpdated'
import { imageOf } from '@/lib/media'
import { parsePage, pastTheEnd } from '@/lib/paging'
import { parseRecordId } from '@/lib/params'
import { routes } from '@/lib/routes'
import { getListedItem, getListedPage } from './reads.server'
import { dayOf, detailOf, listedAt, textOf, titleOf, typeName, type ListedType } from './types'
import { LISTING_WORDS } from './words'

/** Twelve cards a page, as the news list. */
const PER_PAGE = 12

type Doc = Record<string, unknown> & { id: number; updatedAt: string }

/** What an address under the catch-all is: a listed type's list or one of its documents, or nothing (404). */
export type ListedTarget = { type: ListedType; page: number } | { type: ListedType; id: number } | null

/** The listed page a path's segments name (`['achievements']`, `['achievements', '12']`) with its `?page=`, or null. */
export async function listedTarget(segments: readonly string[], pageParam: string | string[] | undefined): Promise<ListedTarget> {
  if (segments.length < 1 || segments.length > 2) return null
  const type = listedAt((await payloadClient()).config.collections, segments[0])
  if (!type) return null
  if (segments.length === 1) {
    const page = parsePage(pageParam)
    return page === null ? null : { type, page }
  }
  const id = parseRecordId(segments[1])
  return id === null ? null : { type, id }
}

const photoOf = (type: ListedType, doc: Doc) => (type.listing.photo ? imageOf(doc[type.listing.photo] as never) : null)

function Details({ type, doc, locale }: { type: ListedType; doc: Doc; locale: Locale }) {
  const day = dayOf(type, doc)
  const details = (type.listing.details ?? []).flatMap((name) => detailOf(type, name, doc, locale) ?? [])
  return (
    <p className="card__meta">
      {day ? <time dateTime={day.slice(0, 10)}>{formatDate(day, locale)}</time> : null}
      {details.map((d) => (
        <span key={d.label}>
          {' · '}
          {d.label}: {d.value}
        </span>
      ))}
    </p>
  )
}

export async function listedMetadata(target: Exclude<ListedTarget, null>): Promise<Metadata> {
  const locale = await requestLocale()
  const name = typeName(target.type, locale)
  const section = routes.listing(target.type.listing.section)
  if ('page' in target) return pagedMetadata({ title: name, description: name, path: section, query: {}, page: target.page })
  const doc = await getListedItem(target.type, target.id)
  if (!doc) return { title: 'Page not found', robots: { index: false } }
  const photo = photoOf(target.type, doc) as { id?: number; alt?: string | null } | null
  return withSharing(
    { title: titleOf(target.type, doc), description: textOf(target.type, doc).slice(0, 300), alternates: { canonical: routes.listed(target.type.listing.section, doc.id) } },
    { type: 'article', image: photo ? { id: photo.id, alt: photo.alt } : null },
  )
}

/** The list: newest first, a card each, paged; null past the last page (the caller answers 404). */
export async function ListedList({ type, page }: { type: ListedType; page: number }) {
  const locale = await requestLocale()
  const list = await getListedPage(type, page, PER_PAGE)
  if (pastTheEnd(page, list.totalPages)) return null
  const name = typeName(type, locale)
  const section = routes.listing(type.listing.section)
  return (
    <ContentPage title={name} updatedAt={newestChange(list.docs)}>
      {list.docs.length === 0 ? <p role="status">{wordsIn(LISTING_WORDS, locale).none}</p> : null}
      <ul className="card-grid card-grid--two" aria-label={name}>
        {list.docs.map((doc) => {
          const photo = photoOf(type, doc)
          return (
            <li key={doc.id} className="card news-card">
              {photo ? <ResponsiveImage image={photo} sizes="(min-width: 1024px) 40vw, 90vw" /> : null}
              <h2>
                <a href={localizedHref(routes.listed(type.listing.section, doc.id), locale)}>{titleOf(type, doc)}</a>
              </h2>
              <Details type={type} doc={doc} locale={locale} />
              <p>{textOf(type, doc)}</p>
            </li>
          )
        })}
      </ul>
      <Pager path={section} query={{}} page={page} totalPages={list.totalPages} />
    </ContentPage>
  )
}

/** One document's page; null when there is none to show (the caller answers 404). */
export async function ListedItem({ type, id }: { type: ListedType; id: number }) {
  const locale = await requestLocale()
  const doc = await getListedItem(type, id)
  if (!doc) return null
  const name = typeName(type, locale)
  const section = routes.listing(type.listing.section)
  const photo = photoOf(type, doc)
  return (
    <ContentPage title={titleOf(type, doc)} updatedAt={doc.updatedAt} translation={[doc.translationStamps]} trail={[{ label: name, href: section }]}>
      <Details type={type} doc={doc} locale={locale} />
      {photo ? <ResponsiveImage image={photo} sizes="(min-width: 1024px) 60vw, 90vw" /> : null}
      <Paragraphs text={textOf(type, doc)} />
      <p>
        <a href={localizedHref(section, locale)}>← {wordsIn(LISTING_WORDS, locale).all(name)}</a>
      </p>
    </ContentPage>
  )
}
