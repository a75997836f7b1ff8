'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export type Tab = { key: string; title: string; panel: ReactNode }

/**
 * WAI-ARIA tabs: the first tab is active on load and only its panel is shown; arrow keys,
 * Home and End move between tabs. Without JavaScript every panel is shown under its own
 * heading (see the `html:not([data-js])` rules in site.css).
 */
export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const [active, setActive] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const base = useId()

  const select = (i: number) => {
    const next = (i + tabs.length) % tabs.length
    setActive(next)
    buttons.current[next]?.focus()
  }

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 }
    const to = moves[e.key]
    if (to === undefined) return
    e.preventDefault()
    select(to)
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              buttons.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {t.title}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.key}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          tabIndex={0}
          hidden={i !== active}
          className="tabs__panel"
        >
          <h2 className="tabs__panel-title">{t.title}</h2>
          {t.panel}
        </div>
      ))}
    </div>
  )
}
