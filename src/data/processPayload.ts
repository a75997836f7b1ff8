/**
 * The server process's Payload, once any bundle has started it (the config's onInit). The
 * proxy (src/proxy.ts) is a bundle of its own: reading Payload from here spares it loading a
 * copy of Payload's code (about 50 MB) to ask the list of schools (src/data/formOrigins).
 */
import type { Payload } from 'payload'

const KEY = Symbol.for('school-site.payload')
type WithPayload = typeof globalThis & { [KEY]?: Payload }

export function registerPayload(payload: Payload) {
  ;(globalThis as WithPayload)[KEY] = payload
}

/** The process's Payload, or null before any bundle has started it. */
export const startedPayload = (): Payload | null => (globalThis as WithPayload)[KEY] ?? null
