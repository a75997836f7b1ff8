/**
 * Pages as documents (docs/decisions/0007-pages-as-documents.md). Next writes into every page
 * the React runtime, its router and the page's serialized component tree, about 170 KB of
 * script after compression, so that the page can hydrate and navigate on the client. A page
 * whose interactivity is all plain script (src/client/site.ts) never needs them: it is HTML,
 * CSS and that one small file. Pure.
 */

/**
 * The attribute a React client component that needs to run in the browser puts on its root
 * element. A page that carries one keeps Next's scripts; a page without any loses them.
 */
export const ISLAND_ATTRIBUTE = 'data-island'

const HAS_ISLAND = new RegExp(`<[a-z][^>]*\\s${ISLAND_ATTRIBUTE}(?:=|\\s|/?>)`, 'i')

/** Next's own scripts (not the site's, under /_next/static/site/): its files, their preloads, its runtime set-up and the component tree it hydrates. */
const FRAMEWORK = [
  /<script\b[^>]*\ssrc="\/_next\/static\/(?!site\/)[^"]*"[^>]*>\s*<\/script\s*>/gi,
  /<link\b(?=[^>]*\srel="(?:preload|modulepreload)")(?=[^>]*\shref="\/_next\/static\/(?!site\/)[^"]*\.js")[^>]*>/gi,
  /<script\b[^>]*>\s*\(?\s*(?:self\.__next_f\b|globalThis\["TURBOPACK"\])[\s\S]*?<\/script\s*>/gi,
]

export const hasIsland = (html: string) => HAS_ISLAND.test(html)

/**
 * Next's error shell: the server could not render the page, and React renders it in the
 * browser from the payload. (Today the 404 page, whose boundary Next does not find on the
 * server when the app has two root layouts.)
 */
const isErrorShell = (html: string) => /<html\b[^>]*\sid="__next_error__"/.test(html)

/**
 * The page without Next's scripts when none of its components runs in the browser; the page
 * unchanged otherwise. Scripts that are not Next's (the layout's, React's streaming ones,
 * structured data) stay.
 */
export function withoutFrameworkScripts(html: string): string {
  if (hasIsland(html) || isErrorShell(html)) return html
  let out = html
  for (const pattern of FRAMEWORK) out = out.replace(pattern, '')
  return out
}
