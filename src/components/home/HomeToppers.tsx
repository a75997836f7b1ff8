import { getToppersX, getToppersXII } from '@/data/queries'
import { section } from '@/data/section'
import { imageOf } from '@/lib/media'
import type { Topper } from '@/payload-types'
import { ResponsiveImage } from '../ResponsiveImage'
import { SectionError } from '../SectionError'
import { Carousel } from './Carousel'

function TopperCards({ toppers, label }: { toppers: Topper[]; label: string }) {
  return (
    <Carousel label={label}>
      {toppers.map((t) => {
        const img = imageOf(t.photo)
        return (
          <article key={t.id} className="card topper-card">
            {img ? <ResponsiveImage image={{ ...img, alt: `Photo of ${t.name}` }} sizes="160px" /> : null}
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

/** Our Shining Stars: Class 10 and Class 12 toppers. */
export async function HomeToppers() {
  const [x, xii] = await Promise.all([section('class X toppers', getToppersX), section('class XII toppers', getToppersXII)])
  return (
    <section aria-labelledby="shining-stars" className="shining-stars">
      <h2 id="shining-stars">Our Shining Stars</h2>
      <div className="shining-stars__grid">
        <div>
          <div className="section-heading">
            <h3>Class 10</h3>
            <a href="/toppers-x">
              View All<span className="visually-hidden"> Class 10 toppers</span>
            </a>
          </div>
          {x.ok ? <TopperCards toppers={x.data} label="Class 10 toppers" /> : <SectionError what="Class 10 toppers" />}
        </div>
        <div>
          <div className="section-heading">
            <h3>Class 12</h3>
            <a href="/toppers-xii">
              View All<span className="visually-hidden"> Class 12 toppers</span>
            </a>
          </div>
          {xii.ok ? <TopperCards toppers={xii.data} label="Class 12 toppers" /> : <SectionError what="Class 12 toppers" />}
        </div>
      </div>
    </section>
  )
}
