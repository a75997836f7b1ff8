import type { ReactNode } from 'react'

/**
 * A scrolling strip of links. It pauses on hover and keyboard focus (CSS), has a visible
 * pause/play button (src/client/site.ts), and does not move under prefers-reduced-motion.
 * The second copy of the items only makes the loop seamless, so it is hidden from assistive
 * technology.
 */
export function Marquee({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="marquee" aria-label={label} data-marquee="" data-paused="false">
      <button type="button" className="marquee__pause" aria-label={`Pause ${label.toLowerCase()}`} data-marquee-pause="">
        <span aria-hidden="true">❚❚</span>
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
