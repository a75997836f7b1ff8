import type { Metadata } from 'next'

import { ToppersPage, toppersMetadata, type ToppersParams } from '@/components/page/ToppersPage'

export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<ToppersParams> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return toppersMetadata('XII', 'Toppers of Std XII', 'Class XII board examination toppers by session year.', await searchParams)
}

export default async function Page({ searchParams }: Props) {
  return <ToppersPage klass="XII" title="Toppers of Std XII" params={await searchParams} />
}
