/** Home › … › current page. The last crumb is the page itself and is not a link. */
import { words } from '@/data/i18n'

export async function Breadcrumb({ trail }: { trail: { label: string; href?: string }[] }) {
  const { t, href, label } = await words()
  return (
    <nav className="breadcrumb" aria-label={t.breadcrumb}>
      <ol>
        <li>
          <a href={href('/')}>{t.home}</a>
        </li>
        {trail.map((c, i) => (
          <li key={c.label}>
            {c.href && i < trail.length - 1 ? (
              <a href={href(c.href)}>{label(c.label)}</a>
            ) : (
              <span aria-current="page">{label(c.label)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
