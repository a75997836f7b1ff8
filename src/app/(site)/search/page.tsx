import type { Metadata } from 'next'

import { ContentPage } from '@/components/page/ContentPage'
import { schoolTag, tagFor } from '@/data/cacheTags'
import { payloadClient } from '@/data/payload'
import { getLatestChange } from '@/data/queries'
import { section } from '@/data/section'
import { words } from '@/data/i18n'
import { isKnownKind, KIND_LABELS, MAX_QUERY_LENGTH, RESULTS_LIMIT, searchTerms, snippet, type SearchHit } from '@/features/search/rules'
import { markNoStore, noteTags } from '@/server/renderContext'
import { SEARCH_INDEX } from '@/features/search/indexer'
import { searchIndex } from '@/features/search/query'
import { requestSchool } from '@/tenancy/request.server'
import { listedTypes, typeName } from '@/content/listing/types'

// Each query's page is kept by the response cache under the query as the page reads it
// (src/lib/queryParams), and dropped whenever the index changes (its tag, noted below), so a
// publish shows in the next search; renders of new queries count toward a per-address limit.
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<{ q?: string | string[] }> }

async function queryOf(searchParams: Props['searchParams']) {
  const { q } = await searchParams
  const raw = (Array.isArray(q) ? q[0] : q) ?? ''
  const query = raw.trim()
  return { query: query.slice(0, MAX_QUERY_LENGTH), cut: query.length > MAX_QUERY_LENGTH }
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query } = await queryOf(searchParams)
  // Result pages are not for search engines.
  return { title: query ? `Search: ${query}` : 'Search', robots: { index: false } }
}

type Outcome = { hits: SearchHit[] } | { failed: true }

async function search(terms: string[]): Promise<Outcome> {
  // This site's school's entries only (none on a host that serves no school).
  const school = await requestSchool()
  if (!school) return { hits: [] }
  noteTags([schoolTag(tagFor(SEARCH_INDEX), school.id)])
  try {
    return { hits: await searchIndex(await payloadClient(), terms, school) }
  } catch (err) {
    console.error('Search failed:', err)
    markNoStore()
    return { failed: true }
  }
}

export default async function SearchPage({ searchParams }: Props) {
  const { query, cut } = await queryOf(searchParams)
  const terms = searchTerms(query)
  const { href, t, label, locale } = await words()
  // A kind that is a content type's slug (src/content/listing) is named by that type's label.
  const collections = (await payloadClient()).config.collections
  const kindNameOf = (kind: string) => {
    const type = listedTypes(collections).find((x) => x.slug === kind)
    return type ? typeName(type, locale, 'singular') : kind
  }
  const [outcome, latest] = await Promise.all([
    query ? (terms.length ? search(terms) : { hits: [] }) : null,
    // The index follows every change to the content: the newest change is when it last did.
    section('last change', getLatestChange),
  ])
  return (
    <ContentPage title="Search" updatedAt={latest.ok ? latest.data : null}>
      <form role="search" action={href('/search')} method="get" className="search-form" aria-label={t.searchThisSite}>
        <label htmlFor="search-q">{t.searchSite}</label>
        <div className="search-form__row">
          <input id="search-q" type="search" name="q" defaultValue={query} maxLength={MAX_QUERY_LENGTH} autoComplete="off" />
          <button type="submit">{t.search}</button>
        </div>
      </form>
      {cut ? <p>{t.searchCut(MAX_QUERY_LENGTH)}</p> : null}
      {outcome === null ? null : 'failed' in outcome ? (
        <p role="status">{t.searchFailed}</p>
      ) : outcome.hits.length === 0 ? (
        <p role="status">{t.noResults(query)}</p>
      ) : (
        <>
          <p role="status">{t.resultsFor(outcome.hits.length, outcome.hits.length === RESULTS_LIMIT, query)}</p>
          <ol className="search-results" aria-label={t.searchResults}>
            {outcome.hits.map((hit, i) => (
              <li key={`${hit.path}-${i}`}>
                <a href={href(hit.path)}>{hit.title}</a>{' '}
                <span className="search-results__kind">{isKnownKind(hit.kind) ? label(KIND_LABELS[hit.kind]) : kindNameOf(hit.kind)}</span>
                {hit.text && hit.text !== hit.title ? (
                  <p>
                    {snippet(hit.text, terms).map((part, j) =>
                      part.match ? <mark key={j}>{part.text}</mark> : <span key={j}>{part.text}</span>,
                    )}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </ContentPage>
  )
}
