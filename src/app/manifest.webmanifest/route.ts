import { getSchoolProfile } from '@/data/queries'
import { ICON_SIZES } from '@/data/shareImages'

export const dynamic = 'force-dynamic'

/** The colour of the site's header bar (site.css `--brand`), for a phone's title bar. */
const BRAND_COLOUR = '#123c73'

/** The web app manifest: the school's name and logo when a parent adds the site to a phone's home screen. */
export async function GET() {
  const school = await getSchoolProfile('published')
  const name = school.name || 'School'
  const manifest = {
    name,
    short_name: school.shortName || name,
    description: school.tagline ?? undefined,
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: BRAND_COLOUR,
    icons: school.logo
      ? ICON_SIZES.filter((s) => s !== 180).map((s) => ({ src: `/icons/${s}.png`, sizes: `${s}x${s}`, type: 'image/png' }))
      : [],
  }
  return new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/manifest+json; charset=utf-8' } })
}
