import { env } from '@/env'
import { sharedTagCache } from '@/lib/tagCache'

/** The cache of CMS reads behind the public pages (see lib/tagCache). */
export const pageCache = () => sharedTagCache(env().CACHE_TTL_SECONDS * 1000)
