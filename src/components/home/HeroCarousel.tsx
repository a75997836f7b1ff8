'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { Carousel } from './Carousel'

export type HeroSlide = { id: number; title: string; src: string; srcSet: string; alt: string; width?: number; height?: number }

/**
 * The hero slider. The server renders the first slide (the page's largest paint); the
 * rest are added once the page is running, so they cost neither HTML nor start-up work
 * on a slow phone. Without JavaScript the first slide is what a slider would show anyway.
 */
export function HeroCarousel({ first, rest }: { first: ReactNode; rest: HeroSlide[] }) {
  const [more, setMore] = useState(false)
  useEffect(() => {
    // After the page has loaded, so the extra slides never compete with the first one.
    const add = () => setMore(true)
    if (document.readyState === 'complete') {
      const id = setTimeout(add, 0)
      return () => clearTimeout(id)
    }
    window.addEventListener('load', add, { once: true })
    return () => window.removeEventListener('load', add)
  }, [])
  return (
    <Carousel label="School photos" variant="hero">
      {first}
      {more
        ? rest.map((s) => (
            <figure key={s.id} className="hero-slide">
              {/* eslint-disable-next-line @next/next/no-img-element -- resized at upload */}
              <img src={s.src} srcSet={s.srcSet} sizes="100vw" alt={s.alt} width={s.width} height={s.height} loading="lazy" decoding="async" />
              <figcaption>{s.title}</figcaption>
            </figure>
          ))
        : null}
    </Carousel>
  )
}
