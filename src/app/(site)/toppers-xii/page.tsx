import type { Metadata } from 'next'

import { ToppersPage } from '@/components/page/ToppersPage'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Toppers of Std XII', description: 'Class XII board examination toppers by session year.' }

export default async function Page({ searchParams }: { searchParams: Promise<{ session?: string | string[] }> }) {
  const { session } = await searchParams
  return <ToppersPage klass="XII" title="Toppers of Std XII" session={session} />
}
