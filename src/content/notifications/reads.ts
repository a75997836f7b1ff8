/** The public reads of notifications (the kit: src/data/queries). */
import 'server-only'

import { ALL, readList } from '@/data/queries'
import { notification } from './resource'

/** The home page's. */
export const getNotifications = readList('notifications', { sort: notification.sort, limit: 10 })
/** Every one, for the public JSON API. */
export const getAllNotifications = readList('notifications', { sort: notification.sort, limit: ALL })
