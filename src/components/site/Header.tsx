import { words } from '@/data/i18n'
import { requestPath } from '@/data/locale'
import { emptyPages } from '@/data/emptyPages'
import { getDownloads, getSchoolProfile } from '@/data/queries'
import { LANGUAGE_TAGS, localizedHref } from '@/lib/i18n/locales'
import { imageOf, publicUrl } from '@/lib/media'
import { menuWith } from '@/lib/navigation'
import { getListedLinks } from '@/content/listing/reads.server'
import { MAX_QUERY_LENGTH } from '@/features/search/rules'
import { ResponsiveImage } from '../ResponsiveImage'
import { MainMenu, type MenuItem } from './MainMenu'
import { ThemeSwitcher } from './ThemeSwitcher'

const tel = (n: string) => `tel:${n.replace(/[^+\d]/g, '')}`

export async function Header() {
  const [school, downloads, { locale, t, href, label }, path, listed, empty] = await Promise.all([
    getSchoolProfile(),
    getDownloads(),
    words(),
    requestPath(),
    getListedLinks(),
    emptyPages(),
  ])
  // The same page in the other language: a plain link, so it works without JavaScript.
  const other = locale === 'en' ? 'hi' : 'en'
  const pdfUrl = (key: 'holidayList' | 'academicCalendar') => {
    const doc = downloads[key]
    return doc && typeof doc === 'object' ? publicUrl(doc.url) : null
  }
  // Menu entries for the PDFs appear only once a PDF has been uploaded; a page the school does not have (./emptyPages), not at all.
  const items: MenuItem[] = menuWith(listed).map((entry) =>
    'links' in entry
      ? {
          label: label(entry.label),
          links: entry.links.flatMap((l) => {
            if ('href' in l) return empty.has(l.href) ? [] : [{ label: label(l.label), href: href(l.href) }]
            const url = pdfUrl(l.download)
            return url ? [{ label: label(l.label), href: url, newTab: true }] : []
          }),
        }
      : { label: label(entry.label), href: href(entry.href) },
  )
  const logo = imageOf(school.logo)
  const email = school.emails?.[0]?.email

  return (
    <header className="site-header">
      <div className="site-header__bar">
        {/* On a phone the contacts, social links and page colours fold behind one labelled control
            (a plain <details>: no script); on a wider screen they show as a row (site.css). */}
        <details className="site-header__more">
          <summary>{t.contactAndColours}</summary>
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
          <ul className="site-header__social" aria-label={t.socialMedia}>
            {school.socialLinks.map((s) => (
              <li key={s.id ?? s.url}>
                <a href={s.url} target="_blank" rel="noopener">
                  {s.platform}
                  <span className="visually-hidden"> {t.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <ThemeSwitcher label={t.pageColour} locale={locale} />
          </div>
        </details>
        <a className="notices-link" href={href('/notices')}>
          {t.getNotices}
        </a>
        <a className="language-switch" href={localizedHref(path, other)} hrefLang={LANGUAGE_TAGS[other]} lang={LANGUAGE_TAGS[other]}>
          {t.languageSwitch}
        </a>
      </div>
      <div className="site-header__brand">
        <a href={href('/')} className="site-header__home">
          {logo ? <ResponsiveImage image={{ ...logo, alt: '' }} sizes="56px" className="site-header__logo" /> : null}
          <span className="site-header__name">{school.name}</span>
        </a>
        {school.affiliation ? <p className="site-header__affiliation">{school.affiliation}</p> : null}
        {/* A plain GET form: it works without JavaScript. */}
        <form role="search" action={href('/search')} method="get" className="site-search" aria-label={t.siteSearch}>
          <label htmlFor="site-search-q" className="visually-hidden">
            {t.searchSite}
          </label>
          <input id="site-search-q" type="search" name="q" maxLength={MAX_QUERY_LENGTH} placeholder={t.search} autoComplete="off" />
          <button type="submit">{t.search}</button>
        </form>
      </div>
      <MainMenu items={items} words={{ menu: t.menu, main: t.mainMenu, pdfOpensInNewTab: t.pdfOpensInNewTab }} />
    </header>
  )
}
