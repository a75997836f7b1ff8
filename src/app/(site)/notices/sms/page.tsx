import { SmsCodePage } from '@/features/notices/SmsCodePage'

// A page for one visitor's code: never cached.
export const dynamic = 'force-dynamic'

export const metadata = { title: 'Enter the code', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function SmsCodePageRoute({ searchParams }: Props) {
  return <SmsCodePage params={await searchParams} />
}
