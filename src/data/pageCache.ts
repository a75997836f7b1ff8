import { env } from '@/env'
import { sharedTagCache } from '@/server/tagCache'

/** The cache of CMS reads behind the public pages (see src/server/tagCache.ts). */
export const pageCache = () => sharedTagCache(env().CACHE_TTL_SECONDS * 1000)
