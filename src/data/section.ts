/**
 * One page section's data, or the fact that it could not be read. A failed read is
 * logged on the server with its cause and shown as a short line; the rest of the page
 * still renders.
 */
import 'server-only'

import { markNoStore } from '@/server/renderContext'
import { payloadClient } from './payload'

export type Section<T> = { ok: true; data: T } | { ok: false }

export async function section<T>(name: string, read: () => Promise<T>): Promise<Section<T>> {
  try {
    return { ok: true, data: await read() }
  } catch (err) {
    // The page shows a short line instead: fine once, not to be kept in the response cache.
    markNoStore()
    try {
      const payload = await payloadClient()
      payload.logger.error({ err, section: name }, `Could not load the ${name} section`)
    } catch {
      console.error(`Could not load the ${name} section`, err)
    }
    return { ok: false }
  }
}
