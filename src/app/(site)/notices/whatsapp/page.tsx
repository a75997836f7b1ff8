import { CodePage } from '@/features/notices/CodePage'

// A page for one visitor's code: never cached.
export const dynamic = 'force-dynamic'

export const metadata = { title: 'Enter the code', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function WhatsAppCodePageRoute({ searchParams }: Props) {
  return <CodePage via="whatsapp" params={await searchParams} />
}
