import { requestLocale } from '@/data/locale'
import { getRecentAlbums } from '@/content/gallery-albums/reads'
import { getTestimonials } from '@/content/testimonials/reads'
import { section } from '@/data/section'
import { formatDate } from '@/lib/dates'
import { localizedHref } from '@/lib/i18n/locales'
import { dictionary } from '@/lib/i18n/dictionary'
import { imageOf } from '@/lib/media'
import { ResponsiveImage } from '../ResponsiveImage'
import { SectionError } from '../SectionError'
import { Carousel } from './Carousel'
import { SectionHeading } from './SectionHeading'
import { routes } from '@/lib/routes'

/** Message Corner and the Photo Gallery carousel. */
export async function HomeMessagesAndGallery() {
  const locale = await requestLocale()
  const [messages, albums] = await Promise.all([section('messages', getTestimonials), section('gallery', getRecentAlbums)])
  // A section with nothing in it yet (a new school) is not shown; one that could not be read says so.
  return (
    <>
      {messages.ok && !messages.data.length ? null : (
        <section aria-labelledby="message-corner">
          <SectionHeading id="message-corner" title="Message Corner" href="/principal-message" linkLabel="Principal's message" />
          {!messages.ok ? (
            <SectionError what="Message Corner" />
          ) : (
            <Carousel label="Messages">
              {messages.data.map((m) => {
                const img = imageOf(m.photo)
                return (
                  <figure key={m.id} className="card message-card">
                    {img ? <ResponsiveImage image={{ ...img, alt: dictionary(locale).photoOf(m.name) }} sizes="96px" /> : null}
                    <blockquote>
                      <p>{m.message}</p>
                    </blockquote>
                    <figcaption>
                      <strong>{m.name}</strong>, {m.category}
                    </figcaption>
                  </figure>
                )
              })}
            </Carousel>
          )}
        </section>
      )}
      {albums.ok && !albums.data.length ? null : (
        <section aria-labelledby="photo-gallery">
          <SectionHeading id="photo-gallery" title="Photo Gallery" href={routes.gallery} linkLabel="All albums" />
          {!albums.ok ? (
            <SectionError what="The photo gallery" />
          ) : (
            <Carousel label="Photo gallery">
              {albums.data.map((a) => {
                const cover = imageOf(a.photos)
                return (
                  <a key={a.id} className="card album-card" href={localizedHref(routes.album(a.id), locale)}>
                    {cover ? <ResponsiveImage image={cover} sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 90vw" /> : null}
                    <span className="album-card__title">{a.title}</span>
                    <span className="card__meta">{formatDate(a.date, locale)}</span>
                  </a>
                )
              })}
            </Carousel>
          )}
        </section>
      )}
    </>
  )
}
