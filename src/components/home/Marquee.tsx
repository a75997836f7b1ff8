'use client'

import { useState, type ReactNode } from 'react'

/**
 * A scrolling strip of links. It pauses on hover and keyboard focus (CSS), has a visible
 * pause/play button, and does not move under prefers-reduced-motion. The second copy of
 * the items only makes the loop seamless, so it is hidden from assistive technology.
 */
export function Marquee({ label, children }: { label: string; children: ReactNode }) {
  const [paused, setPaused] = useState(false)
  return (
    <section className="marquee" aria-label={label} data-paused={paused}>
      <button
        type="button"
        className="marquee__pause"
        aria-label={`${paused ? 'Play' : 'Pause'} ${label.toLowerCase()}`}
        onClick={() => setPaused((p) => !p)}
      >
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      </button>
      <div className="marquee__viewport">
        <div className="marquee__track">
          <ul className="marquee__items">{children}</ul>
          <ul className="marquee__items" aria-hidden="true" inert>
            {children}
          </ul>
        </div>
      </div>
    </section>
  )
}
