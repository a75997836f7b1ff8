import { DEFAULT_THEME_COLOR, THEMES } from '@/lib/theme'

/**
 * Four page colours. The choice is kept in localStorage and applied before paint on load
 * (THEME_BOOT_SCRIPT); the buttons work through src/client/site.ts. Without JavaScript they
 * are hidden (site.css), since they could do nothing.
 */
export function ThemeSwitcher({ label = 'Page colour' }: { label?: string }) {
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
          aria-label={`${t.name} theme`}
          aria-pressed={t.color === DEFAULT_THEME_COLOR}
          title={t.name}
          data-theme-color={t.color}
          {...(t.color === DEFAULT_THEME_COLOR ? { 'data-default': '' } : {})}
        />
      ))}
    </div>
  )
}
