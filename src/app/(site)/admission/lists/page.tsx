import { withSharing } from '@/data/seo'
import { ListsPage } from '@/features/admissions/pages'
import { routes } from '@/lib/routes'

export const dynamic = 'force-dynamic'

export const generateMetadata = () =>
  withSharing({ title: 'Admission lists', description: 'Points and the selected and waiting lists by application number, with the open draw’s check.', alternates: { canonical: routes.admissionLists } })

export default ListsPage
