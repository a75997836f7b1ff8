import type { ReactNode } from 'react'

import { Carousel } from './Carousel'

export type HeroSlide = { id: number; title: string; src: string; srcSet: string; alt: string; width?: number; height?: number }

/**
 * The hero slider. The server renders the first slide (the page's largest paint); the
 * rest wait in a template the script adds once the page has loaded, so they cost neither
 * image requests nor layout on a slow phone's first view. Without JavaScript the first
 * slide is what a slider would show anyway.
 */
export function HeroCarousel({ first, rest }: { first: ReactNode; rest: HeroSlide[] }) {
  return (
    <Carousel
      label="School photos"
      variant="hero"
      later={rest.map((s) => (
        <figure key={s.id} className="hero-slide">
          {/* eslint-disable-next-line @next/next/no-img-element -- resized at upload */}
          <img src={s.src} srcSet={s.srcSet} sizes="100vw" alt={s.alt} width={s.width} height={s.height} loading="lazy" decoding="async" />
          <figcaption>{s.title}</figcaption>
        </figure>
      ))}
    >
      {first}
    </Carousel>
  )
}
