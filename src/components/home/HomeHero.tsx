import { words } from '@/data/i18n'
import { getSchoolProfile } from '@/data/queries'
import { getHeroSlides } from '@/content/hero-slides/reads'
import { section } from '@/data/section'
import { imageOf, srcSetOf } from '@/lib/media'
import { PAGES } from '@/lib/navigation'
import { ResponsiveImage } from '../ResponsiveImage'
import { SectionError } from '../SectionError'
import { HeroCarousel, type HeroSlide } from './HeroCarousel'

/** The portal strip (ERP portal, mandatory public disclosure) and the hero slider. The first slide is the page's largest paint. */
export async function HomeHero() {
  const [school, slides, { t, href, label }] = await Promise.all([
    section('school profile', getSchoolProfile),
    section('hero slides', getHeroSlides),
    words(),
  ])
  return (
    <>
      {school.ok ? <h1 className="visually-hidden">{school.data.name}</h1> : null}
      <p className="top-strip">
        {school.ok && school.data.erpPortalUrl ? (
          <a href={school.data.erpPortalUrl} target="_blank" rel="noopener">
            {t.erpPortal}
            <span className="visually-hidden"> {t.opensInNewTab}</span>
          </a>
        ) : null}
        {/* CBSE requires the disclosure to be reachable from the home page, not only from a menu. */}
        <a href={href(PAGES.disclosure.href)}>{label('Mandatory Public Disclosure')}</a>
      </p>
      {!slides.ok ? <SectionError what="The photo slider" /> : <Hero slides={slides.data} />}
    </>
  )
}

type SlideDoc = Awaited<ReturnType<typeof getHeroSlides>>[number]

function Hero({ slides }: { slides: SlideDoc[] }) {
  const withImages = slides.flatMap((s) => {
    const img = imageOf(s.image)
    return img ? [{ slide: s, img }] : []
  })
  const [head, ...tail] = withImages
  if (!head) return null
  const rest: HeroSlide[] = tail.map(({ slide, img }) => ({
    id: slide.id,
    title: slide.title,
    alt: img.alt || slide.title,
    width: img.width ?? undefined,
    height: img.height ?? undefined,
    ...srcSetOf(img),
  }))
  return (
    <HeroCarousel
      first={
        <figure className="hero-slide">
          <ResponsiveImage image={{ ...head.img, alt: head.img.alt || head.slide.title }} sizes="100vw" priority />
          <figcaption>{head.slide.title}</figcaption>
        </figure>
      }
      rest={rest}
    />
  )
}
