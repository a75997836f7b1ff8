import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { getSchoolProfile } from '@/data/queries'
import './site.css'

export async function generateMetadata(): Promise<Metadata> {
  const school = await getSchoolProfile()
  return {
    title: { default: school.name || 'School', template: `%s | ${school.name || 'School'}` },
    description: school.tagline ?? undefined,
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <body>{children}</body>
    </html>
  )
}
