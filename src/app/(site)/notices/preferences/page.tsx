import { PreferencesPage } from '@/features/notices/PreferencesPage'

// A page for one subscriber's link: never cached.
export const dynamic = 'force-dynamic'

export const metadata = { title: 'Your notice choices', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function NoticePreferencesPage({ searchParams }: Props) {
  return <PreferencesPage params={await searchParams} />
}
