import type { AfterErrorHook } from 'payload'

/**
 * A refused save keeps its fields' own messages: `{ errors: [{ name, message, data: { errors:
 * [{ path, label, message }] } }] }`, which the admin shows on each field. Payload formats a
 * ValidationError so only when it recognises its class, which fails across the production
 * build's bundles (each route group has its own copy of Payload), leaving the bare "The
 * following field is invalid"; this hook recognises it by its name.
 */
export const validationDetails: AfterErrorHook = ({ error }) => {
  const e = error as { name?: unknown; data?: unknown; message?: unknown; status?: unknown }
  if (e?.name !== 'ValidationError' || !e.data || typeof e.data !== 'object') return undefined
  return {
    status: typeof e.status === 'number' ? e.status : 400,
    response: { errors: [{ name: 'ValidationError', data: e.data as Record<string, unknown>, message: String(e.message ?? '') }] },
  }
}
