import { LinkPage } from '@/features/notices/LinkPage'

// A page for one visitor's link: never cached.
export const dynamic = 'force-dynamic'

export const metadata = { title: 'Confirm your subscription', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ConfirmPage({ searchParams }: Props) {
  return <LinkPage purpose="confirm" params={await searchParams} />
}
