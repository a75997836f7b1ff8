/**
 * Structured data (schema.org, as JSON-LD) that search engines read from a page: the school
 * on the home page, a news item, an event, and the breadcrumb trail of an inner page. Pure:
 * the caller passes absolute addresses and the school's facts from the CMS. Types are
 * checked against schema.org's vocabulary by `schema-dts`.
 */
import type { BreadcrumbList, Event, NewsArticle, Organization, School, WithContext } from 'schema-dts'

export type SchoolFacts = {
  name: string
  url: string
  address?: string | null
  phones?: string[]
  emails?: string[]
  logo?: string | null
  image?: string | null
  foundedOn?: string | null
  sameAs?: string[]
}

/** The school's address as a schema.org PostalAddress: the text as written, its PIN code, India. */
function postalAddress(address: string) {
  const text = address
    .split(/\n/)
    .map((line) => line.trim().replace(/,$/, ''))
    .filter(Boolean)
    .join(', ')
  const pin = /\b(\d{3}\s?\d{3})\b(?![\s\S]*\b\d{3}\s?\d{3}\b)/.exec(text)?.[1]?.replace(/\s/g, '')
  return { '@type': 'PostalAddress' as const, streetAddress: text, ...(pin ? { postalCode: pin } : {}), addressCountry: 'IN' }
}

const nonEmpty = (list: string[] | undefined) => (list ?? []).map((s) => s.trim()).filter(Boolean)

/** The school itself: name, address, contacts, logo. */
export function schoolJsonLd(s: SchoolFacts): WithContext<School> {
  const phones = nonEmpty(s.phones)
  const emails = nonEmpty(s.emails)
  const sameAs = nonEmpty(s.sameAs).filter((u) => /^https?:\/\//.test(u))
  return {
    '@context': 'https://schema.org',
    '@type': 'School',
    name: s.name,
    url: s.url,
    ...(s.logo ? { logo: s.logo } : {}),
    ...(s.image ? { image: s.image } : {}),
    ...(s.address ? { address: postalAddress(s.address) } : {}),
    ...(phones.length ? { telephone: phones[0] } : {}),
    ...(emails.length ? { email: emails[0] } : {}),
    ...(s.foundedOn ? { foundingDate: s.foundedOn.slice(0, 10) } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  }
}

/** The school as the publisher or organiser of something. */
function organization(s: Pick<SchoolFacts, 'name' | 'url' | 'logo'>): Organization {
  return { '@type': 'Organization', name: s.name, url: s.url, ...(s.logo ? { logo: s.logo } : {}) }
}

export type NewsFacts = {
  url: string
  headline: string
  description?: string | null
  /** The day the news is for (YYYY-MM-DD or an ISO date-time). */
  published: string
  modified?: string | null
  images: string[]
}

/** A news item, published by the school. */
export function newsArticleJsonLd(n: NewsFacts, school: Pick<SchoolFacts, 'name' | 'url' | 'logo'>): WithContext<NewsArticle> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: n.url,
    url: n.url,
    // Google allows 110 characters of headline.
    headline: n.headline.length > 110 ? `${n.headline.slice(0, 109)}…` : n.headline,
    ...(n.description ? { description: n.description } : {}),
    datePublished: n.published,
    ...(n.modified ? { dateModified: n.modified } : {}),
    ...(n.images.length ? { image: n.images } : {}),
    author: organization(school),
    publisher: organization(school),
  }
}

export type EventFacts = {
  url: string
  name: string
  description?: string | null
  /** Start and end as schema.org Date or DateTime text (with the +05:30 offset for India). */
  start: string
  end?: string | null
  venue?: string | null
  images: string[]
}

/** An event at the school: where (the venue, at the school's address) and when, in Indian time. */
export function eventJsonLd(e: EventFacts, school: Pick<SchoolFacts, 'name' | 'url' | 'logo' | 'address'>): WithContext<Event> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.name,
    url: e.url,
    ...(e.description ? { description: e.description } : {}),
    startDate: e.start,
    ...(e.end ? { endDate: e.end } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: e.venue?.trim() || school.name,
      ...(school.address ? { address: postalAddress(school.address) } : {}),
    },
    ...(e.images.length ? { image: e.images } : {}),
    organizer: organization(school),
  }
}

/** Home › … › this page, as absolute addresses; the last crumb (the page itself) may go without one. */
export function breadcrumbJsonLd(crumbs: { name: string; url?: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, ...(c.url ? { item: c.url } : {}) })),
  }
}

/**
 * The text of a `<script type="application/ld+json">`: JSON with `<`, `>` and `&` escaped, so
 * no text from the CMS can close the script element or open a comment.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}
