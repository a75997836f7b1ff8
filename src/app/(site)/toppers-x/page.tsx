import type { Metadata } from 'next'

import { ToppersPage } from '@/components/page/ToppersPage'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Toppers of Std X', description: 'Class X board examination toppers by session year.' }

export default async function Page({ searchParams }: { searchParams: Promise<{ session?: string | string[] }> }) {
  const { session } = await searchParams
  return <ToppersPage klass="X" title="Toppers of Std X" session={session} />
}
