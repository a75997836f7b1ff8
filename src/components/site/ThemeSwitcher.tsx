import { defineWords, wordsIn } from '@/lib/i18n/catalogue'
import type { Locale } from '@/lib/i18n/locales'
import { DEFAULT_THEME_COLOR, THEMES } from '@/lib/theme'

/**
 * The colours' names and their buttons' names, in each language (here, not in lib/theme, which
 * the site's browser script imports: the words stay out of every page's script).
 */
export const THEME_WORDS = defineWords('page colours', {
  en: {
    names: Object.fromEntries(THEMES.map((t) => [t.name, t.name])) as Record<(typeof THEMES)[number]['name'], string>,
    button: (name: string) => `${name} theme`,
  },
  hi: {
    names: { Yellow: 'पीला', Pinky: 'गुलाबी', Blue: 'नीला', White: 'सफ़ेद' },
    button: (name: string) => `${name} रंग`,
  },
})

/**
 * Four page colours. The choice is kept in localStorage and applied before paint on load
 * (THEME_BOOT_SCRIPT); the buttons work through src/client/site.ts. Without JavaScript they
 * are hidden (site.css), since they could do nothing.
 */
export function ThemeSwitcher({ label, locale }: { label: string; locale: Locale }) {
  const w = wordsIn(THEME_WORDS, locale)
  return (
    <div className="theme-switcher" role="group" aria-labelledby="theme-switcher-label">
      <span id="theme-switcher-label" className="theme-switcher__label">
        {label}:
      </span>
      {THEMES.map((t) => (
        <button
          key={t.name}
          type="button"
          className="theme-switcher__swatch"
          style={{ backgroundColor: t.color }}
          aria-label={w.button(w.names[t.name])}
          aria-pressed={t.color === DEFAULT_THEME_COLOR}
          title={w.names[t.name]}
          data-theme-color={t.color}
          {...(t.color === DEFAULT_THEME_COLOR ? { 'data-default': '' } : {})}
        />
      ))}
    </div>
  )
}
