/** The four page colours a visitor can choose, saved in localStorage under `selectedColor`. */
export const THEMES = [
  { name: 'Yellow', color: '#f9e17a' },
  { name: 'Pinky', color: '#ffa3a6' },
  { name: 'Blue', color: '#a8d3ff' },
  { name: 'White', color: '#fff' },
] as const

export const THEME_STORAGE_KEY = 'selectedColor'
export const DEFAULT_THEME_COLOR = '#fff'

export const isThemeColor = (v: unknown): v is string => THEMES.some((t) => t.color === v)

/**
 * Runs in <head> before the page paints, so a saved colour never flashes the default.
 * Kept tiny and free of dependencies: it is inlined as a string.
 */
export const THEME_BOOT_SCRIPT = `document.documentElement.setAttribute('data-js','');try{var c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(${JSON.stringify(
  THEMES.map((t) => t.color),
)}.indexOf(c)>-1)document.documentElement.style.setProperty('--page-bg',c)}catch(e){}`
