/**
 * Clearing the public pages' cache from outside the server process: a bulk import runs
 * as its own command, so it asks the running server to forget its cached reads. The
 * request carries a token derived from PAYLOAD_SECRET, which both processes share.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/env'
import { pageCache } from './pageCache'

export const CLEAR_CACHE_PATH = '/internal/clear-cache'

export const clearCacheToken = () => createHmac('sha256', env().payloadSecret).update('clear-page-cache').digest('base64url')

export function isClearCacheToken(header: string | null): boolean {
  const given = Buffer.from((header ?? '').replace(/^Bearer\s+/i, ''))
  const expected = Buffer.from(clearCacheToken())
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Clears this process's cache and asks the server at `serverUrl` to clear its own. */
export async function clearPageCaches(serverUrl: string): Promise<'cleared' | 'no server'> {
  pageCache().clear()
  try {
    const res = await fetch(new URL(CLEAR_CACHE_PATH, serverUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${clearCacheToken()}` },
      signal: AbortSignal.timeout(5000),
    })
    return res.ok ? 'cleared' : 'no server'
  } catch {
    return 'no server'
  }
}
