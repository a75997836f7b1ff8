import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { AlertBanner } from '@/components/site/AlertBanner'
import { Footer } from '@/components/site/Footer'
import { Header } from '@/components/site/Header'
import { PreviewBar } from '@/components/site/PreviewBar'
import { words } from '@/data/i18n'
import { requestPath } from '@/data/locale'
import { getSchoolProfile } from '@/data/queries'
import { languageAlternates } from '@/data/seo'
import { LANGUAGE_TAGS } from '@/lib/i18n/locales'
import { THEME_BOOT_SCRIPT } from '@/lib/theme'
import { brandColourOf, DEFAULT_BRAND_COLOUR } from '@/lib/brandColour'
import './site.css'
import { requestOrigin, requestSchoolMatch } from '@/tenancy/request.server'
import { markNotFound } from '@/server/renderContext'

export async function generateMetadata(): Promise<Metadata> {
  const [school, path] = await Promise.all([getSchoolProfile(), requestPath()])
  const name = school.name || 'School'
  return {
    // Each page in the other language and the default (a page's own metadata replaces these with its canonical's).
    alternates: await languageAlternates(path.split('?')[0] ?? '/'),
    // Canonical, Open Graph and feed addresses are written as paths and made absolute here.
    metadataBase: new URL((await requestOrigin())),
    // Made from the school's logo in the CMS (src/data/shareImages).
    icons: school.logo ? { icon: '/favicon.ico', apple: '/icons/180.png' } : undefined,
    manifest: '/manifest.webmanifest',
    title: { default: name, template: `%s | ${name}` },
    description: school.tagline ?? `${name}: news, admissions, fees, timings, toppers and more.`,
  }
}

// Every public page renders per request from cached CMS reads; nothing reads the CMS at
// build time, when a fresh clone has no database yet (docs/decisions/0002).
export const dynamic = 'force-dynamic'

/** The site's one script (src/client/site.ts): its hashed address from the build, or dev's copy. */
const SITE_SCRIPT = process.env.NEXT_PUBLIC_SITE_SCRIPT ?? '/dev-site/site.js'

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const { locale, t } = await words()
  // A host that is no school's (with several schools served here): a plain 404, never a school's pages.
  if ((await requestSchoolMatch()).kind !== 'school') {
    markNotFound()
    return (
      <html lang={LANGUAGE_TAGS[locale]}>
        <body>
          <main id="main">
            <h1>No school’s website is at this address</h1>
            <p>Check the address you were given, or ask the school for it.</p>
            <p lang="hi">इस पते पर किसी विद्यालय की वेबसाइट नहीं है। दिया गया पता जाँचें, या विद्यालय से पूछें।</p>
          </main>
        </body>
      </html>
    )
  }
  // The school's own colour (the profile's brand colour, checked for contrast) where it is not site.css's own.
  const brand = brandColourOf((await getSchoolProfile()).brandColour)
  const style = brand === DEFAULT_BRAND_COLOUR ? undefined : ({ '--brand': brand } as React.CSSProperties)
  return (
    <html lang={LANGUAGE_TAGS[locale]} style={style} suppressHydrationWarning>
      <head>
        {/* Applies the saved page colour before the first paint (no flash of the default); the
            security policy allows it by its hash (src/proxy.ts). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        {/* Menu, page colour, tabs, filters, PDF frames, marquee pause: plain, deferred, and
            the same file on every page (the browser keeps it). It fetches what only some pages
            use (carousels, photo viewer, pop-up, TC checks) as chunks of its own. */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts -- a module script is deferred by definition */}
        <script type="module" src={SITE_SCRIPT} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t.skipToContent}
        </a>
        <PreviewBar />
        <AlertBanner />
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </body>
    </html>
  )
}
