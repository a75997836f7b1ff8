/** The public reads of testimonials (the kit: src/data/queries; their resource: src/content/principal-message). */
import 'server-only'

import { ALL, readList } from '@/data/queries'
import { principalMessage } from '@/content/principal-message/resource'

/** The home page's. */
export const getTestimonials = readList('testimonials', { sort: principalMessage.sort, limit: 20 })
/** Every one, for the public JSON API. */
export const getAllTestimonials = readList('testimonials', { sort: principalMessage.sort, limit: ALL })
