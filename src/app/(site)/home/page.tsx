export { default, generateMetadata } from '../page'

export const dynamic = 'force-dynamic'
