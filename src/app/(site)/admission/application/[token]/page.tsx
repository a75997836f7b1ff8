import type { Metadata } from 'next'

import { ApplicationPage } from '@/features/admissions/pages'

export const dynamic = 'force-dynamic'

// A family's own page, reached by its link alone: never indexed, never shared.
export const metadata: Metadata = { title: 'Your application', robots: { index: false, follow: false } }

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function Page({ params, searchParams }: Props) {
  return <ApplicationPage token={(await params).token} query={await searchParams} />
}
