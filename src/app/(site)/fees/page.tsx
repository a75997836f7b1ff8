import { withSharing } from '@/data/seo'
import { FeesPage } from '@/features/admissions/pages'
import { routes } from '@/lib/routes'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({ title: 'Fees', description: 'The fees for each class as approved, and how often each is paid.', alternates: { canonical: routes.fees } })

export default FeesPage
