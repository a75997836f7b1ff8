import type { Metadata } from 'next'

import { HomeEvents } from '@/components/home/HomeEvents'
import { HomeHero } from '@/components/home/HomeHero'
import { HomeHighlights } from '@/components/home/HomeHighlights'
import { HomeIntro } from '@/components/home/HomeIntro'
import { HomeMessagesAndGallery } from '@/components/home/HomeMessagesAndGallery'
import { HomeNews } from '@/components/home/HomeNews'
import { HomeToppers } from '@/components/home/HomeToppers'
import { monthOf, parseMonth } from '@/lib/calendar'

// Rendered on the server for each request from cached CMS reads (see data/queries),
// which a save in the admin expires at once.
export const dynamic = 'force-dynamic'

// The calendar's `?month=` shows another month of the same page.
export const metadata: Metadata = { alternates: { canonical: '/' } }

export default async function HomePage({ searchParams }: { searchParams: Promise<{ month?: string | string[] }> }) {
  const month = parseMonth((await searchParams).month) ?? monthOf(new Date())
  return (
    <div className="home">
      <HomeHero />
      <HomeIntro />
      <HomeHighlights />
      <HomeEvents month={month} />
      <HomeNews />
      <HomeToppers />
      <HomeMessagesAndGallery />
    </div>
  )
}
