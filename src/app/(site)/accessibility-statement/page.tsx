import { PolicyPage, policyMetadata } from '@/components/policy/PolicyPage'

export const dynamic = 'force-dynamic'

export const generateMetadata = () => policyMetadata('accessibility-statement')

export default function Page() {
  return <PolicyPage slug="accessibility-statement" />
}
