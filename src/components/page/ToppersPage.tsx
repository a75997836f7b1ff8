import { notFound } from 'next/navigation'

import { ContentPage } from '@/components/page/ContentPage'
import { FilterForm } from '@/components/page/FilterForm'
import { Pager, pagedMetadata } from '@/components/page/Pager'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { getTopperSessions, getToppersPage } from '@/content/toppers/reads'
import { words } from '@/data/i18n'
import { chosenSession, DEFAULT_TOPPERS_SESSION } from '@/lib/filters'
import { newestChange } from '@/lib/lastUpdated'
import { imageOf } from '@/lib/media'
import { parsePage, pastTheEnd } from '@/lib/paging'
import { routes } from '@/lib/routes'

/** Twenty-four toppers a page: more than a session has had, so a session fits on one. */
const PER_PAGE = 24

type Klass = 'X' | 'XII'
export type ToppersParams = { session?: string | string[]; page?: string | string[] }

async function choice(klass: Klass, params: ToppersParams) {
  const sessions = await getTopperSessions(klass)
  const chosen = chosenSession(params.session, sessions)
  return { sessions, chosen, page: parsePage(params.page), query: { session: chosen === DEFAULT_TOPPERS_SESSION ? undefined : chosen } }
}

/** The metadata of a toppers page, with its canonical address (session and page). */
export async function toppersMetadata(klass: Klass, title: string, description: string, params: ToppersParams) {
  const { page, query } = await choice(klass, params)
  return pagedMetadata({ title, description, path: routes.toppers(klass), query, page })
}

/** Toppers of one class, for the session year chosen in `?session=` (2024-25 by default). */
export async function ToppersPage({ klass, title, params }: { klass: Klass; title: string; params: ToppersParams }) {
  const { sessions, chosen, page, query } = await choice(klass, params)
  if (page === null) notFound()
  const list = await getToppersPage(klass, chosen, page, PER_PAGE)
  if (pastTheEnd(page, list.totalPages)) notFound()
  const shown = list.docs
  const { label, t: tw } = await words()
  const options = (sessions.includes(chosen) ? sessions : [...sessions, chosen].sort()).map((s) => ({ value: s, label: s }))
  return (
    <ContentPage title={title} updatedAt={newestChange(shown)}>
      <FilterForm label="Session year" name="session" value={chosen} options={options} />
      {shown.length === 0 ? (
        <p role="status">{label('No data available for the selected year.')}</p>
      ) : (
        <ul className="card-grid toppers" aria-label={`Toppers ${chosen}`}>
          {shown.map((t) => {
            const photo = imageOf(t.photo)
            return (
              <li key={t.id} className="card topper-card">
                {photo ? <ResponsiveImage image={{ ...photo, alt: tw.photoOf(t.name) }} sizes="160px" /> : null}
                <h2>{t.name}</h2>
                <p className="topper-card__score">{t.percentage}%</p>
                {t.stream ? <p className="card__meta">{t.stream}</p> : null}
              </li>
            )
          })}
        </ul>
      )}
      <Pager path={routes.toppers(klass)} query={query} page={page} totalPages={list.totalPages} />
    </ContentPage>
  )
}
