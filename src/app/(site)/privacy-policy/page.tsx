import { PolicyPage, policyMetadata } from '@/components/policy/PolicyPage'

export const dynamic = 'force-dynamic'

export const generateMetadata = () => policyMetadata('privacy-policy')

export default function Page() {
  return <PolicyPage slug="privacy-policy" />
}
