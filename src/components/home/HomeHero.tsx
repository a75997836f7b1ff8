import { getHeroSlides, getSchoolProfile } from '@/data/queries'
import { section } from '@/data/section'
import { imageOf } from '@/lib/media'
import { ResponsiveImage } from '../ResponsiveImage'
import { SectionError } from '../SectionError'
import { Carousel } from './Carousel'

/** The portal strip and the hero slider. The first slide is the page's largest paint. */
export async function HomeHero() {
  const [school, slides] = await Promise.all([section('school profile', getSchoolProfile), section('hero slides', getHeroSlides)])
  return (
    <>
      {school.ok ? <h1 className="visually-hidden">{school.data.name}</h1> : null}
      {school.ok && school.data.erpPortalUrl ? (
        <p className="top-strip">
          <a href={school.data.erpPortalUrl} target="_blank" rel="noopener">
            School ERP &amp; parent portal: fees, results and login
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {!slides.ok ? (
        <SectionError what="The photo slider" />
      ) : slides.data.length ? (
        <Carousel label="School photos" variant="hero">
          {slides.data.map((s, i) => {
            const img = imageOf(s.image)
            return img ? (
              <figure key={s.id} className="hero-slide">
                <ResponsiveImage image={{ ...img, alt: img.alt || s.title }} sizes="100vw" priority={i === 0} />
                <figcaption>{s.title}</figcaption>
              </figure>
            ) : null
          })}
        </Carousel>
      ) : null}
    </>
  )
}
