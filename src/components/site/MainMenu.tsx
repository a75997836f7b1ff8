'use client'

import { useEffect, useId, useRef, useState } from 'react'

export type MenuItem =
  | { label: string; href: string; newTab?: boolean }
  | { label: string; links: { label: string; href: string; newTab?: boolean }[] }

/**
 * The main menu. At 1293px and narrower it folds behind a toggle button; each group is
 * a disclosure button with its links. Escape closes what is open.
 */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const [open, setOpen] = useState(false)
  const [group, setGroup] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const id = useId()

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.key === 'Escape') {
        setGroup(null)
        setOpen(false)
      }
    }
    function onClick(e: MouseEvent) {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setGroup(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [])

  const link = (l: { label: string; href: string; newTab?: boolean }) => (
    <a href={l.href} {...(l.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      {l.label}
      {l.newTab ? <span className="visually-hidden"> (PDF, opens in a new tab)</span> : null}
    </a>
  )

  return (
    <nav className="main-menu" aria-label="Main" ref={navRef} data-open={open}>
      <button
        type="button"
        className="main-menu__toggle"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">☰</span> Menu
      </button>
      <ul className="main-menu__list" id={`${id}-list`}>
        {items.map((item) =>
          'links' in item ? (
            <li key={item.label} className="main-menu__group" data-open={group === item.label}>
              <button
                type="button"
                aria-expanded={group === item.label}
                aria-controls={`${id}-${item.label}`}
                onClick={() => setGroup((g) => (g === item.label ? null : item.label))}
              >
                {item.label} <span aria-hidden="true">▾</span>
              </button>
              <ul id={`${id}-${item.label}`} className="main-menu__sub">
                {item.links.map((l) => (
                  <li key={l.label}>{link(l)}</li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.label}>{link(item)}</li>
          ),
        )}
      </ul>
    </nav>
  )
}
