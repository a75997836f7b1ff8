import { withSharing } from '@/data/seo'
import { ApplyPage } from '@/features/admissions/pages'
import { routes } from '@/lib/routes'

// Open or closed by the day; never cached whole (src/lib/routes.ts).
export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({ title: 'Apply for admission', description: 'The classes open for admission, their seats and age limits, and the online application.', alternates: { canonical: routes.admissionApply } })

export default ApplyPage
