import { DisclosurePage, disclosureMetadata } from '@/features/disclosure/DisclosurePage'

export const dynamic = 'force-dynamic'

export const generateMetadata = disclosureMetadata

export default DisclosurePage
