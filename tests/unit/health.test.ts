import { describe, expect, it } from 'vitest'

import { readiness } from '@/lib/health'

describe('readiness', () => {
  it('is ready while the database answers, degraded (still 200) when only Redis does not', () => {
    expect(readiness('ok', 'not configured')).toEqual({ httpStatus: 200, body: { status: 'ok', database: 'ok', redis: 'not configured' } })
    expect(readiness('ok', 'ok')).toEqual({ httpStatus: 200, body: { status: 'ok', database: 'ok', redis: 'ok' } })
    expect(readiness('ok', 'unreachable')).toEqual({ httpStatus: 200, body: { status: 'degraded', database: 'ok', redis: 'unreachable' } })
  })

  it('is unavailable (503) without the database, whatever Redis does', () => {
    for (const redis of ['ok', 'unreachable', 'not configured'] as const) {
      expect(readiness('unreachable', redis)).toEqual({ httpStatus: 503, body: { status: 'unavailable', database: 'unreachable', redis } })
    }
  })
})
