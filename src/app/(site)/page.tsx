import { JsonLd } from '@/components/JsonLd'
import { HomeEvents } from '@/components/home/HomeEvents'
import { HomeHero } from '@/components/home/HomeHero'
import { HomeHighlights } from '@/components/home/HomeHighlights'
import { HomeIntro } from '@/components/home/HomeIntro'
import { HomeLastUpdated } from '@/components/home/HomeLastUpdated'
import { HomeMessagesAndGallery } from '@/components/home/HomeMessagesAndGallery'
import { HomeNews } from '@/components/home/HomeNews'
import { HomeToppers } from '@/components/home/HomeToppers'
import { getSchoolProfile } from '@/data/queries'
import { shareImagePath } from '@/data/shareImages'
import { withSharing } from '@/data/seo'
import { monthOf, parseMonth } from '@/lib/calendar'
import { FEED_LINKS } from '@/lib/feeds'
import { imageOf } from '@/lib/media'
import { schoolJsonLd } from '@/lib/structuredData'
import { requestOrigin } from '@/tenancy/request.server'

// Rendered on the server for each request from cached CMS reads (see data/queries),
// which a save in the admin expires at once.
export const dynamic = 'force-dynamic'

// The calendar's `?month=` shows another month of the same page (and /home is this page too).
export const generateMetadata = () =>
  withSharing({ alternates: { canonical: '/' } }, { feeds: [FEED_LINKS.news, FEED_LINKS.circulars, FEED_LINKS.events, FEED_LINKS.alerts] })

/** The school for search engines: name, address, contacts and logo, from the school profile. */
async function SchoolData() {
  const school = await getSchoolProfile()
  const origin = await requestOrigin()
  const logo = imageOf(school.logo)
  return (
    <JsonLd
      data={schoolJsonLd({
        name: school.name,
        url: `${origin}/`,
        address: school.address,
        phones: (school.phones ?? []).map((p) => p.number),
        emails: (school.emails ?? []).map((e) => e.email),
        logo: logo?.url ? origin + logo.url : null,
        image: origin + shareImagePath(),
        foundedOn: school.foundedOn,
        sameAs: (school.socialLinks ?? []).map((l) => l.url),
      })}
    />
  )
}

export default async function HomePage({ searchParams }: { searchParams: Promise<{ month?: string | string[] }> }) {
  const month = parseMonth((await searchParams).month) ?? monthOf(new Date())
  return (
    <div className="home">
      <SchoolData />
      <HomeHero />
      <HomeIntro />
      <HomeHighlights />
      <HomeEvents month={month} />
      <HomeNews />
      <HomeToppers />
      <HomeMessagesAndGallery />
      <HomeLastUpdated />
    </div>
  )
}
