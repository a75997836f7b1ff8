import type { Metadata } from 'next'

import { ToppersPage, toppersMetadata, type ToppersParams } from '@/components/page/ToppersPage'

export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<ToppersParams> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return toppersMetadata('X', 'Toppers of Std X', 'Class X board examination toppers by session year.', await searchParams)
}

export default async function Page({ searchParams }: Props) {
  return <ToppersPage klass="X" title="Toppers of Std X" params={await searchParams} />
}
