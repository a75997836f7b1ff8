'use client'

import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'

import type { GridPhoto } from '@/lib/media'

const PhotoLightbox = dynamic(() => import('./PhotoLightbox'), { ssr: false })
const loadLightbox = () => void import('./PhotoLightbox')

/**
 * Thumbnails that open the full-screen viewer. Each thumbnail is a link to the full
 * image, so the photos can still be opened without JavaScript.
 */
export function PhotoGrid({ photos, label }: { photos: GridPhoto[]; label: string }) {
  const [index, setIndex] = useState(-1)
  const [used, setUsed] = useState(false)
  const current = useRef(0)
  const links = useRef<(HTMLAnchorElement | null)[]>([])

  const open = (i: number) => {
    current.current = i
    setUsed(true)
    setIndex(i)
  }
  const close = () => {
    setIndex(-1)
    // Focus goes back to the thumbnail of the photo last viewed.
    links.current[current.current]?.focus()
  }

  return (
    <>
      <ul className="photo-grid" aria-label={label} data-island="" onPointerOver={loadLightbox} onFocus={loadLightbox}>
        {photos.map((p, i) => (
          <li key={p.key}>
            <a
              ref={(el) => {
                links.current[i] = el
              }}
              href={p.slide.src}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
                e.preventDefault()
                open(i)
              }}
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
      {used ? (
        <PhotoLightbox
          slides={photos.map((p) => p.slide)}
          index={index}
          onView={(i) => {
            current.current = i
          }}
          onClose={close}
        />
      ) : null}
    </>
  )
}
