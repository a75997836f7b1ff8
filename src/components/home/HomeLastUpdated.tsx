import { LastUpdated } from '@/components/page/LastUpdated'
import { getHomePageTexts, getSchoolProfile } from '@/data/queries'
import { getRecentEvents } from '@/content/events/reads'
import { getRecentAlbums } from '@/content/gallery-albums/reads'
import { getHeroSlides } from '@/content/hero-slides/reads'
import { getHighlights } from '@/content/highlights/reads'
import { getLatestNews } from '@/content/news/reads'
import { getNotifications } from '@/content/notifications/reads'
import { getOnlineRegistrations } from '@/content/online-registrations/reads'
import { getTestimonials } from '@/content/testimonials/reads'
import { getToppersX, getToppersXII } from '@/content/toppers/reads'
import { section } from '@/data/section'
import { newestChange } from '@/lib/lastUpdated'

/**
 * The home page's "Last updated": the newest change of what its sections show. The same
 * reads as the sections (de-duplicated within the render, cached between renders).
 */
export async function HomeLastUpdated() {
  const reads = await Promise.all([
    section('school profile', getSchoolProfile),
    section('home texts', getHomePageTexts),
    section('hero slides', getHeroSlides),
    section('highlights', getHighlights),
    section('online registrations', getOnlineRegistrations),
    section('notifications', getNotifications),
    section('news', getLatestNews),
    section('events', getRecentEvents),
    section('class X toppers', getToppersX),
    section('class XII toppers', getToppersXII),
    section('messages', getTestimonials),
    section('gallery', getRecentAlbums),
  ])
  const stamps = reads.flatMap((r) =>
    !r.ok ? [] : Array.isArray(r.data) ? (r.data as { updatedAt?: string }[]) : [r.data as { updatedAt?: string }],
  )
  return (
    <div className="home-last-updated">
      <LastUpdated at={newestChange(stamps)} />
    </div>
  )
}
