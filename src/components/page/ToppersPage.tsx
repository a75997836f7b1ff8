import { ContentPage } from '@/components/page/ContentPage'
import { FilterForm } from '@/components/page/FilterForm'
import { ResponsiveImage } from '@/components/ResponsiveImage'
import { getAllToppers } from '@/data/queries'
import { chosenSession, sessionYearsOf } from '@/lib/filters'
import { imageOf } from '@/lib/media'

/** Toppers of one class, for the session year chosen in `?session=` (2024-25 by default). */
export async function ToppersPage({ klass, title, session }: { klass: 'X' | 'XII'; title: string; session: string | string[] | undefined }) {
  const all = (await getAllToppers()).filter((t) => t.class === klass)
  const sessions = sessionYearsOf(all)
  const chosen = chosenSession(session, sessions)
  const shown = all.filter((t) => t.sessionYear === chosen)
  const options = (sessions.includes(chosen) ? sessions : [...sessions, chosen].sort()).map((s) => ({ value: s, label: s }))
  return (
    <ContentPage title={title}>
      <FilterForm label="Session year" name="session" value={chosen} options={options} />
      {shown.length === 0 ? (
        <p role="status">No data available for the selected year.</p>
      ) : (
        <ul className="card-grid toppers" aria-label={`Toppers ${chosen}`}>
          {shown.map((t) => {
            const photo = imageOf(t.photo)
            return (
              <li key={t.id} className="card topper-card">
                {photo ? <ResponsiveImage image={{ ...photo, alt: `Photo of ${t.name}` }} sizes="160px" /> : null}
                <h2>{t.name}</h2>
                <p className="topper-card__score">{t.percentage}%</p>
                {t.stream ? <p className="card__meta">{t.stream}</p> : null}
              </li>
            )
          })}
        </ul>
      )}
    </ContentPage>
  )
}
