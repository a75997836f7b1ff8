import { PolicyPage, policyMetadata } from '@/components/policy/PolicyPage'

export const dynamic = 'force-dynamic'

export const generateMetadata = () => policyMetadata('hyperlinking-policy')

export default function Page() {
  return <PolicyPage slug="hyperlinking-policy" />
}
