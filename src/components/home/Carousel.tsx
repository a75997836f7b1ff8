'use client'

import dynamic from 'next/dynamic'
import { Children, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'

import type { CarouselApi } from './CarouselEngine'

// embla is fetched only once a carousel is about to be seen, after the page has loaded.
const CarouselEngine = dynamic(() => import('./CarouselEngine'), { ssr: false })

type Props = {
  /** What the carousel shows, e.g. "Latest news": names the region and its buttons. */
  label: string
  /** `news`: 3 per view from tablet up; `cards`: 1/2/3 by width; `hero`: one full-width slide. */
  variant?: 'news' | 'cards' | 'hero'
  children: ReactNode
}

const AUTOPLAY_MS = 2000

function onLoad(done: () => void) {
  window.addEventListener('load', done)
  return () => window.removeEventListener('load', done)
}
const pageLoaded = () => document.readyState === 'complete'

type PauseReason = 'user' | 'hover' | 'focus' | 'motion' | 'offscreen'

/**
 * An infinite, swipeable, auto-advancing carousel (embla). It pauses while hovered or
 * focused, stays still under prefers-reduced-motion, and has a visible pause/play button.
 * The server renders its slides as a sideways-scrolling strip; embla (CarouselEngine) is
 * loaded and takes over only once the page has loaded and the carousel comes near the screen.
 */
export function Carousel({ label, variant = 'cards', children }: Props) {
  const slides = Children.toArray(children)
  const root = useRef<HTMLDivElement>(null)
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  // A carousel starts when it first comes near the screen after the page has loaded, and
  // rests while off it: no download, start-up work or animation for carousels a visitor
  // has not scrolled to, and none before the page's first paint.
  const [near, setNear] = useState(false)
  const loaded = useSyncExternalStore(onLoad, pageLoaded, () => false)
  const [embla, setEmbla] = useState<CarouselApi | null>(null)
  const [paused, setPaused] = useState<Set<PauseReason>>(() => new Set(['offscreen']))

  const setReason = useCallback((reason: PauseReason, on: boolean) => {
    setPaused((prev) => {
      if (prev.has(reason) === on) return prev
      const next = new Set(prev)
      if (on) next.add(reason)
      else next.delete(reason)
      return next
    })
  }, [])

  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)')
    const sync = () => setReason('motion', mq.matches)
    sync()
    mq.addEventListener('change', sync)
    return () => mq.removeEventListener('change', sync)
  }, [setReason])

  useEffect(() => {
    const el = root.current
    if (!el) return
    const io = new IntersectionObserver(
      ([entry]) => {
        const isNear = Boolean(entry?.isIntersecting)
        if (isNear) setNear(true)
        setReason('offscreen', !isNear)
      },
      { rootMargin: '200px 0px' },
    )
    io.observe(el)
    return () => io.disconnect()
  }, [setReason])

  const playing = paused.size === 0 && slides.length > 1

  const userPaused = paused.has('user') || paused.has('motion')

  return (
    <div
      ref={root}
      data-island=""
      role="group"
      className={`carousel carousel--${variant}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-playing={playing}
      data-ready={Boolean(embla)}
      onMouseEnter={() => setReason('hover', true)}
      onMouseLeave={() => setReason('hover', false)}
      onFocus={() => setReason('focus', true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setReason('focus', false)
      }}
    >
      <div
        className="carousel__viewport"
        ref={setViewport}
        // Until the carousel starts, its cards scroll sideways; the scroller then takes
        // keyboard focus so arrow keys can scroll it too.
        tabIndex={embla ? undefined : 0}
      >
        <div className="carousel__track">
          {slides.map((slide, i) => (
            <div className="carousel__slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`} key={i}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {viewport && near && loaded ? (
        <CarouselEngine viewport={viewport} loop={slides.length > 1} playing={playing} onReady={setEmbla} delay={AUTOPLAY_MS} />
      ) : null}
      {slides.length > 1 ? (
        <div className="carousel__controls">
          <button type="button" className="carousel__arrow" aria-label={`Previous: ${label}`} onClick={() => embla?.scrollPrev()}>
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel__pause"
            aria-label={`${userPaused ? 'Play' : 'Pause'} ${label.toLowerCase()}`}
            onClick={() => setReason(paused.has('motion') ? 'motion' : 'user', !userPaused)}
          >
            <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
          </button>
          <button type="button" className="carousel__arrow" aria-label={`Next: ${label}`} onClick={() => embla?.scrollNext()}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}
