import { ContentPage } from '@/components/page/ContentPage'
import { SITEMAP } from '@/lib/navigation'
import { withSharing } from '@/data/seo'

export const generateMetadata = () =>
  withSharing({ title: 'Sitemap', description: 'Every page of the site, grouped.', alternates: { canonical: '/sitemap' } })

export default function SitemapPage() {
  return (
    <ContentPage title="Sitemap">
      <div className="sitemap">
        {SITEMAP.map((group) => (
          <section key={group.label} aria-labelledby={`sitemap-${group.label}`}>
            <h2 id={`sitemap-${group.label}`}>{group.label}</h2>
            <ul>
              {group.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentPage>
  )
}
