import { getSchoolProfile } from '@/data/queries'
import { ICON_SIZES } from '@/data/shareImages'
import { brandColourOf } from '@/lib/brandColour'

export const dynamic = 'force-dynamic'

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
    // The school's colour (its menu bar), for a phone's title bar.
    theme_color: brandColourOf(school.brandColour),
    icons: school.logo
      ? ICON_SIZES.filter((s) => s !== 180).map((s) => ({ src: `/icons/${s}.png`, sizes: `${s}x${s}`, type: 'image/png' }))
      : [],
  }
  return new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/manifest+json; charset=utf-8' } })
}
