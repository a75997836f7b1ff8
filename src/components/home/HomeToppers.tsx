import { words } from '@/data/i18n'
import { getToppersX, getToppersXII } from '@/content/toppers/reads'
import { section, type Section } from '@/data/section'
import { imageOf } from '@/lib/media'
import type { Topper } from '@/payload-types'
import { ResponsiveImage } from '../ResponsiveImage'
import { SectionError } from '../SectionError'
import { Carousel } from './Carousel'
import { routes } from '@/lib/routes'

async function TopperCards({ toppers, label }: { toppers: Topper[]; label: string }) {
  const { t: tw } = await words()
  return (
    <Carousel label={label}>
      {toppers.map((t) => {
        const img = imageOf(t.photo)
        return (
          <article key={t.id} className="card topper-card">
            {img ? <ResponsiveImage image={{ ...img, alt: tw.photoOf(t.name) }} sizes="160px" /> : null}
            <h4>{t.name}</h4>
            <p className="topper-card__score">{t.percentage}%</p>
            <p className="card__meta">
              {t.stream ? `${t.stream} · ` : ''}
              {t.sessionYear}
            </p>
          </article>
        )
      })}
    </Carousel>
  )
}

async function ToppersColumn({ klass, href, result }: { klass: string; href: string; result: Section<Topper[]> }) {
  const { t, ...w } = await words()
  const label = t.classToppers(klass)
  return (
    <div>
      <div className="section-heading">
        <h3>{t.classN(klass)}</h3>
        <a href={w.href(href)}>
          {t.viewAll}
          <span className="visually-hidden"> {label}</span>
        </a>
      </div>
      {result.ok ? <TopperCards toppers={result.data} label={label} /> : <SectionError what={label} />}
    </div>
  )
}

/** Our Shining Stars: Class 10 and Class 12 toppers. */
export async function HomeToppers() {
  const [x, xii, { t }] = await Promise.all([section('class X toppers', getToppersX), section('class XII toppers', getToppersXII), words()])
  // A class with no toppers to show is left out, and the section too when neither has any (a new school).
  const shown = (r: Section<Topper[]>) => !r.ok || r.data.length > 0
  if (!shown(x) && !shown(xii)) return null
  return (
    <section aria-labelledby="shining-stars" className="shining-stars">
      <h2 id="shining-stars">{t.shiningStars}</h2>
      <div className="shining-stars__grid">
        {shown(x) ? <ToppersColumn klass="10" href={routes.toppers('X')} result={x} /> : null}
        {shown(xii) ? <ToppersColumn klass="12" href={routes.toppers('XII')} result={xii} /> : null}
      </div>
    </section>
  )
}
