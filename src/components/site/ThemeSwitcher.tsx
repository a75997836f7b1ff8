'use client'

import { useSyncExternalStore } from 'react'

import { DEFAULT_THEME_COLOR, isThemeColor, THEME_STORAGE_KEY, THEMES } from '@/lib/theme'

const CHANGE_EVENT = 'theme-change'

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

function savedColor(): string {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY)
    return isThemeColor(saved) ? saved : DEFAULT_THEME_COLOR
  } catch {
    return DEFAULT_THEME_COLOR
  }
}

function choose(color: string) {
  document.documentElement.style.setProperty('--page-bg', color)
  try {
    localStorage.setItem(THEME_STORAGE_KEY, color)
  } catch {
    // storage blocked: the colour still applies to this page
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** Four page colours; the choice is kept in localStorage and applied before paint on load. */
export function ThemeSwitcher() {
  const current = useSyncExternalStore(subscribe, savedColor, () => DEFAULT_THEME_COLOR)
  return (
    <div className="theme-switcher" role="group" aria-label="Page colour">
      {THEMES.map((t) => (
        <button
          key={t.name}
          type="button"
          className="theme-switcher__swatch"
          style={{ backgroundColor: t.color }}
          aria-label={`${t.name} theme`}
          aria-pressed={current === t.color}
          title={t.name}
          onClick={() => choose(t.color)}
        />
      ))}
    </div>
  )
}
