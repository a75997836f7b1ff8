import { ContentPage } from '@/components/page/ContentPage'
import { emptyPages } from '@/data/emptyPages'
import { getLatestChange } from '@/data/queries'
import { section } from '@/data/section'
import { sitemapWith } from '@/lib/navigation'
import { getListedLinks } from '@/content/listing/reads.server'
import { withSharing } from '@/data/seo'
import { words } from '@/data/i18n'

export const generateMetadata = () =>
  withSharing({ title: 'Sitemap', description: 'Every page of the site, grouped.', alternates: { canonical: '/sitemap' } })

export default async function SitemapPage() {
  // The pages are the code's; what they show changed last at the newest change of any content.
  const latest = await section('last change', getLatestChange)
  const { href, label } = await words()
  // The lists of content types with their own pages (src/content/listing) join their group once they have something.
  const empty = await emptyPages()
  const groups = sitemapWith(await getListedLinks()).map((g) => ({ ...g, links: g.links.filter((l) => !empty.has(l.href)) }))
  return (
    <ContentPage title="Sitemap" updatedAt={latest.ok ? latest.data : null}>
      <div className="sitemap">
        {groups.map((group) => (
          <section key={group.label} aria-labelledby={`sitemap-${group.label}`}>
            <h2 id={`sitemap-${group.label}`}>{label(group.label)}</h2>
            <ul>
              {group.links.map((l) => (
                <li key={l.href}>
                  <a href={href(l.href)}>{label(l.label)}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentPage>
  )
}
