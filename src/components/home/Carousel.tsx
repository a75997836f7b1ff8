import { Children, type ReactNode } from 'react'

import { words } from '@/data/i18n'

type Props = {
  /** What the carousel shows, e.g. "Latest news": names the region and its buttons. */
  label: string
  /** `news`: 3 per view from tablet up; `cards`: 1/2/3 by width; `hero`: one full-width slide. */
  variant?: 'news' | 'cards' | 'hero'
  children: ReactNode
  /**
   * Slides added by the script once the page has loaded (the hero's photos after the first):
   * a `<template>` costs the first paint no image requests and no layout.
   */
  later?: ReactNode[]
}

/**
 * An infinite, swipeable, auto-advancing carousel. The server renders its slides as a strip
 * that scrolls sideways (how it stays without JavaScript); the site script
 * (src/client/carousel.ts) gives it the pause button, pauses on hover and focus, keeps it
 * still under prefers-reduced-motion, and loads embla to move it once the page has loaded
 * and the carousel comes near the screen.
 */
export async function Carousel({ label: english, variant = 'cards', children, later = [] }: Props) {
  const w = await words()
  const label = w.label(english)
  const slides = Children.toArray(children)
  const total = slides.length + later.length
  const slide = (content: ReactNode, i: number) => (
    <div className="carousel__slide" role="group" aria-roledescription="slide" aria-label={w.t.slideOf(i + 1, total)} key={i}>
      {content}
    </div>
  )
  return (
    <div data-carousel="" role="group" className={`carousel carousel--${variant}`} aria-roledescription="carousel" aria-label={label}>
      {/* The scroller takes keyboard focus so arrow keys can scroll it until the carousel starts. */}
      <div className="carousel__viewport" tabIndex={0}>
        <div className="carousel__track">{slides.map(slide)}</div>
      </div>
      {later.length ? <template data-carousel-later="">{later.map((content, i) => slide(content, slides.length + i))}</template> : null}
      {total > 1 ? (
        <div className="carousel__controls">
          <button type="button" className="carousel__arrow" data-carousel-prev="" aria-label={w.t.previousOf(label)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel__pause"
            data-carousel-pause=""
            aria-label={w.t.pauseOf(label)}
            data-pause-label={w.locale === 'en' ? undefined : w.t.pauseOf(label)}
            data-play-label={w.locale === 'en' ? undefined : w.t.playOf(label)}
          >
            <span aria-hidden="true">❚❚</span>
          </button>
          <button type="button" className="carousel__arrow" data-carousel-next="" aria-label={w.t.nextOf(label)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}
