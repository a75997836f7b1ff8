/**
 * A school's brand colour (the school profile's `brandColour`): headings and links on every
 * page colour a visitor can choose (src/lib/theme), and the background of buttons and the
 * menu bar under white text. It must read clearly in all of them: WCAG AA, a contrast of at
 * least 4.5:1. Pure.
 */
import { THEMES } from './theme'

/** The site's dark blue (site.css `--brand`), where a school has chosen none. */
export const DEFAULT_BRAND_COLOUR = '#123c73'

const HEX = /^#[0-9a-f]{6}$/i
const MIN_CONTRAST = 4.5

const channels = (hex: string) => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
}

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** What is wrong with a brand colour as staff typed it, for the admin to say; null when it will do. */
export function brandColourProblem(value: string): string | null {
  if (!HEX.test(value.trim())) return 'Write the colour as # and six digits or letters a–f, e.g. #123c73.'
  const colour = value.trim()
  const against = [{ name: 'white text', color: '#ffffff' }, ...THEMES.map((t) => ({ name: `the ${t.name.toLowerCase()} page colour`, color: t.color }))]
  const weak = against.filter((c) => contrastRatio(colour, c.color) < MIN_CONTRAST)
  if (!weak.length) return null
  return `This colour is too light to read against ${weak.map((c) => c.name).join(', ')}. Choose a darker one (the site's own is ${DEFAULT_BRAND_COLOUR}).`
}

/** The colour a page uses: the school's when it will do, else the default. */
export const brandColourOf = (value: string | null | undefined): string =>
  value && brandColourProblem(value) === null ? value.trim().toLowerCase() : DEFAULT_BRAND_COLOUR
