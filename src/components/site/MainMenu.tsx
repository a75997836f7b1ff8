import { slug } from '@/lib/slug'

export type MenuItem =
  { label: string; href: string; newTab?: boolean } | { label: string; links: { label: string; href: string; newTab?: boolean }[] }

/**
 * The main menu. At 1293px and narrower it folds behind a toggle button; each group is
 * a disclosure button with its links; Escape closes what is open (src/client/site.ts).
 * Without JavaScript the folded menu shows every link (site.css).
 */
export function MainMenu({ items, words }: { items: MenuItem[]; words: { menu: string; main: string; pdfOpensInNewTab: string } }) {
  const link = (l: { label: string; href: string; newTab?: boolean }) => (
    <a href={l.href} {...(l.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      {l.label}
      {l.newTab ? <span className="visually-hidden"> {words.pdfOpensInNewTab}</span> : null}
    </a>
  )

  return (
    <nav className="main-menu" aria-label={words.main} data-menu="" data-open="false">
      <button type="button" className="main-menu__toggle" aria-expanded="false" aria-controls="main-menu-list" data-menu-toggle="">
        <span aria-hidden="true">☰</span> {words.menu}
      </button>
      <ul className="main-menu__list" id="main-menu-list">
        {items.map((item) =>
          'links' in item ? (
            <li key={item.label} className="main-menu__group" data-open="false" data-menu-group="">
              <button type="button" aria-expanded="false" aria-controls={`main-menu-${slug(item.label)}`}>
                {item.label} <span aria-hidden="true">▾</span>
              </button>
              <ul id={`main-menu-${slug(item.label)}`} className="main-menu__sub">
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
