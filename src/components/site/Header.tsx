import { getDownloads, getSchoolProfile } from '@/data/queries'
import { imageOf, publicUrl } from '@/lib/media'
import { MENU } from '@/lib/navigation'
import { MAX_QUERY_LENGTH } from '@/lib/search'
import { ResponsiveImage } from '../ResponsiveImage'
import { MainMenu, type MenuItem } from './MainMenu'
import { ThemeSwitcher } from './ThemeSwitcher'

const tel = (n: string) => `tel:${n.replace(/[^+\d]/g, '')}`

export async function Header() {
  const [school, downloads] = await Promise.all([getSchoolProfile(), getDownloads()])
  const pdfUrl = (key: 'holidayList' | 'academicCalendar') => {
    const doc = downloads[key]
    return doc && typeof doc === 'object' ? publicUrl(doc.url) : null
  }
  // Menu entries for the PDFs appear only once a PDF has been uploaded.
  const items: MenuItem[] = MENU.map((entry) =>
    'links' in entry
      ? {
          label: entry.label,
          links: entry.links.flatMap((l) => {
            if ('href' in l) return [{ label: l.label, href: l.href }]
            const href = pdfUrl(l.download)
            return href ? [{ label: l.label, href, newTab: true }] : []
          }),
        }
      : entry,
  )
  const logo = imageOf(school.logo)
  const email = school.emails?.[0]?.email

  return (
    <header className="site-header">
      <div className="site-header__contact">
        {email ? (
          <a href={`mailto:${email}`}>
            <span aria-hidden="true">✉ </span>
            {email}
          </a>
        ) : null}
        {school.phones?.map((p) => (
          <a key={p.id ?? p.number} href={tel(p.number)}>
            <span aria-hidden="true">☎ </span>
            <span className="visually-hidden">{p.label}: </span>
            {p.number}
          </a>
        ))}
        {school.socialLinks?.length ? (
          <ul className="site-header__social" aria-label="Social media">
            {school.socialLinks.map((s) => (
              <li key={s.id ?? s.url}>
                <a href={s.url} target="_blank" rel="noopener">
                  {s.platform}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <ThemeSwitcher />
      </div>
      <div className="site-header__brand">
        <a href="/" className="site-header__home">
          {logo ? <ResponsiveImage image={{ ...logo, alt: '' }} sizes="56px" className="site-header__logo" /> : null}
          <span className="site-header__name">{school.name}</span>
        </a>
        {school.affiliation ? <p className="site-header__affiliation">{school.affiliation}</p> : null}
        {/* A plain GET form: it works without JavaScript. */}
        <form role="search" action="/search" method="get" className="site-search" aria-label="Site search">
          <label htmlFor="site-search-q" className="visually-hidden">
            Search the site
          </label>
          <input id="site-search-q" type="search" name="q" maxLength={MAX_QUERY_LENGTH} placeholder="Search" autoComplete="off" />
          <button type="submit">Search</button>
        </form>
      </div>
      <MainMenu items={items} />
    </header>
  )
}
