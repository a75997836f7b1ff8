import { emptyPages } from '@/data/emptyPages'
import { words } from '@/data/i18n'
import { getSchoolProfile } from '@/data/queries'
import { FOOTER_LINKS, FOOTER_POLICY_LINKS } from '@/lib/navigation'

export async function Footer() {
  const [school, { t, href, label }, empty] = await Promise.all([getSchoolProfile(), words(), emptyPages()])
  const copyright = (school.copyright?.trim() || `© {year} ${school.name}`).replace('{year}', String(new Date().getFullYear()))
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        {school.mapEmbedUrl ? (
          // The map provider's frame (hundreds of KB, and a visitor's address sent to a third
          // party) loads only when asked for; the contact page shows it open.
          <details className="site-footer__map-box">
            <summary>{t.showMap}</summary>
            <iframe
              className="site-footer__map"
              src={school.mapEmbedUrl}
              title={t.mapOf(school.name)}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </details>
        ) : null}
        <nav aria-label={t.usefulLinks}>
          <h2>{t.usefulLinks}</h2>
          <ul>
            {FOOTER_LINKS.filter((l) => !empty.has(l.href)).map((l) => (
              <li key={l.href}>
                <a href={href(l.href)}>{label(l.label)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t.policies}>
          <h2>{t.policies}</h2>
          <ul>
            {FOOTER_POLICY_LINKS.map((l) => (
              <li key={l.href}>
                <a href={href(l.href)}>{label(l.label)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{t.contact}</h2>
          <address>
            {school.address}
            {school.emails?.map((e) => (
              <span key={e.id ?? e.email} className="site-footer__line">
                {e.label}: <a href={`mailto:${e.email}`}>{e.email}</a>
              </span>
            ))}
            {school.phones?.map((p) => (
              <span key={p.id ?? p.number} className="site-footer__line">
                {p.label}: <a href={`tel:${p.number.replace(/[^+\d]/g, '')}`}>{p.number}</a>
              </span>
            ))}
          </address>
        </div>
      </div>
      <p className="site-footer__copyright">{copyright}</p>
    </footer>
  )
}
