import { PolicyPage, policyMetadata } from '@/components/policy/PolicyPage'

export const dynamic = 'force-dynamic'

export const generateMetadata = () => policyMetadata('terms-of-use')

export default function Page() {
  return <PolicyPage slug="terms-of-use" />
}
