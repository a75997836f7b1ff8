import type { GridPhoto } from '@/lib/media'

/**
 * Thumbnails that open the full-screen photo viewer (src/client/viewer.ts). Each thumbnail
 * is a link to the full image, so the photos still open without JavaScript; the link carries
 * the viewer's copies of the photo (`data-srcset`) so it can pick one to fit the screen.
 * `wide`: each photo the width of the text column (a news item's own page), from the larger copies.
 */
export function PhotoGrid({ photos, label, wide = false }: { photos: GridPhoto[]; label: string; wide?: boolean }) {
  return (
    <ul className={wide ? 'photo-grid photo-grid--wide' : 'photo-grid'} aria-label={label} data-photo-grid="">
      {photos.map((p) => {
        const srcSet = p.slide.srcSet?.map((s) => `${s.src} ${s.width}w`).join(', ')
        const shown = wide ? { src: p.slide.src, srcSet, width: p.slide.width, height: p.slide.height } : p.thumb
        const sizes = wide ? '(min-width: 64rem) 60rem, 100vw' : '(min-width: 1024px) 20vw, (min-width: 640px) 30vw, 45vw'
        return (
        <li key={p.key}>
          <a
            href={p.slide.src}
            data-photo=""
            data-srcset={p.slide.srcSet?.map((s) => `${s.src} ${s.width}w`).join(', ') || undefined}
            data-width={p.slide.width}
            data-height={p.slide.height}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- sizes are made at upload */}
            <img
              src={shown.src}
              srcSet={shown.srcSet || undefined}
              sizes={shown.srcSet ? sizes : undefined}
              alt={p.slide.alt ?? ''}
              width={shown.width}
              height={shown.height}
              loading="lazy"
              decoding="async"
            />
            {p.caption ? <span className="photo-grid__caption">{p.caption}</span> : null}
          </a>
        </li>
        )
      })}
    </ul>
  )
}
