/** The public reads of online registrations (the kit: src/data/queries). */
import 'server-only'

import { ALL, readList } from '@/data/queries'
import { onlineRegistration } from './resource'

/** The home page's: the newest one. */
export const getOnlineRegistrations = readList('online-registrations', { sort: onlineRegistration.sort, limit: 1 })
/** Every one, for the public JSON API. */
export const getAllRegistrations = readList('online-registrations', { sort: onlineRegistration.sort, limit: ALL })
