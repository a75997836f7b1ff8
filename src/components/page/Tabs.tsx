import type { ReactNode } from 'react'

import { slug } from '@/lib/slug'

export type Tab = { key: string; title: string; panel: ReactNode }

/**
 * WAI-ARIA tabs: the first tab is active on load and only its panel is shown; arrow keys,
 * Home and End move between tabs (src/client/site.ts). Without JavaScript every panel is
 * shown under its own heading (see the `html:not([data-js])` rules in site.css).
 */
export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const base = `tabs-${slug(label)}`
  return (
    <div className="tabs" data-tabs="">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((t, i) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === 0}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === 0 ? 0 : -1}
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
          hidden={i !== 0}
          className="tabs__panel"
        >
          <h2 className="tabs__panel-title">{t.title}</h2>
          {t.panel}
        </div>
      ))}
    </div>
  )
}
