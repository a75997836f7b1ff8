import type { GridPhoto } from '@/lib/media'

/**
 * Thumbnails that open the full-screen photo viewer (src/client/viewer.ts). Each thumbnail
 * is a link to the full image, so the photos still open without JavaScript; the link carries
 * the viewer's copies of the photo (`data-srcset`) so it can pick one to fit the screen.
 */
export function PhotoGrid({ photos, label }: { photos: GridPhoto[]; label: string }) {
  return (
    <ul className="photo-grid" aria-label={label} data-photo-grid="">
      {photos.map((p) => (
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
              src={p.thumb.src}
              srcSet={p.thumb.srcSet || undefined}
              sizes={p.thumb.srcSet ? '(min-width: 1024px) 20vw, (min-width: 640px) 30vw, 45vw' : undefined}
              alt={p.slide.alt ?? ''}
              width={p.thumb.width}
              height={p.thumb.height}
              loading="lazy"
              decoding="async"
            />
            {p.caption ? <span className="photo-grid__caption">{p.caption}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  )
}
