import { apiError, forSchool, guarded, json, preflight } from '@/api/respond'
import { verifyTransferCertificate } from '@/features/tc/lookup.server'
import { clientAddress } from '@/lib/clientAddress'
import { admissionForApi, TC_NOT_FOUND, tcMessage } from '@/features/tc/rules'

/**
 * `POST /api/tc/{school}` with `{ "name": "…", "admission": 123 }`: the transfer-certificate
 * check, the same one the /tc page runs, under the same per-address limit, answering the same
 * minimal fields. There is no way to list the register: without both fields, a 400 names the
 * missing one; a GET (which would put a student's name in URLs and logs) is refused.
 */
export const POST = guarded<{ school: string }>(async (request, { params }) =>
  forSchool(request, (await params).school, async () => {
    let body: unknown
    try {
      body = await request.json()
    } catch {
      return apiError(400, 'The body must be JSON: { "name": "…", "admission": 123 }.', { field: 'body', data: null })
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return apiError(400, 'The body must be a JSON object: { "name": "…", "admission": 123 }.', { field: 'body', data: null })
    }
    const outcome = await verifyTransferCertificate(body as Record<string, unknown>, clientAddress(request.headers), 'api')
    switch (outcome.status) {
      case 'invalid': {
        const field = outcome.errors.admission ? 'admission' : 'name'
        const errors = Object.fromEntries(Object.entries(outcome.errors).map(([f, message]) => [f, tcMessage(message, 'en')]))
        return apiError(400, errors[field]!, { field, errors, data: null })
      }
      case 'limited':
        return apiError(
          429,
          'Too many lookups from this address. Try again later.',
          { data: null, retryAfter: outcome.retryAfterSeconds },
          { 'Retry-After': String(outcome.retryAfterSeconds) },
        )
      case 'not-found':
        return json({ data: null, message: TC_NOT_FOUND }, 404)
      case 'found': {
        const r = outcome.record
        // The old field names; `class` and `dateOfIssue` only when the school shows them.
        return json(
          {
            data: {
              admission: admissionForApi(r.admissionNumber),
              name: r.studentName,
              ...(r.classLastStudied ? { class: r.classLastStudied } : {}),
              ...(r.dateOfIssue ? { dateOfIssue: r.dateOfIssue.slice(0, 10) } : {}),
              tcNumber: r.tcNumber,
              certificateUrl: r.certificateUrl,
            },
          },
          200,
          { 'Cache-Control': 'no-store' },
        )
      }
    }
  }),
)

/** No listing and no lookup by URL: the check is a POST with both fields. */
export const GET = guarded<{ school: string }>(async () =>
  apiError(
    405,
    'Use POST with the JSON body { "name": "…", "admission": 123 }; the register cannot be listed.',
    { data: null },
    { Allow: 'POST, OPTIONS' },
  ),
)

export const OPTIONS = preflight
