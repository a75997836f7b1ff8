import { HomeEvents } from '@/components/home/HomeEvents'
import { HomeHero } from '@/components/home/HomeHero'
import { HomeHighlights } from '@/components/home/HomeHighlights'
import { HomeIntro } from '@/components/home/HomeIntro'
import { HomeMessagesAndGallery } from '@/components/home/HomeMessagesAndGallery'
import { HomeNews } from '@/components/home/HomeNews'
import { HomeToppers } from '@/components/home/HomeToppers'

// Rendered on the server for each request from cached CMS reads (see data/queries),
// which a save in the admin expires at once.
export const dynamic = 'force-dynamic'

export default function HomePage() {
  return (
    <div className="home">
      <HomeHero />
      <HomeIntro />
      <HomeHighlights />
      <HomeEvents />
      <HomeNews />
      <HomeToppers />
      <HomeMessagesAndGallery />
    </div>
  )
}
