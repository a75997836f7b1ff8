import { LinkPage } from '@/features/notices/LinkPage'

// A page for one visitor's link: never cached.
export const dynamic = 'force-dynamic'

export const metadata = { title: 'Unsubscribe from notices', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function UnsubscribePage({ searchParams }: Props) {
  return <LinkPage purpose="unsubscribe" params={await searchParams} />
}
