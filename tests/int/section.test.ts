import { describe, expect, it } from 'vitest'

import { section } from '@/data/section'
import { testPayload } from './payload'

describe('a page section', () => {
  it('passes its data through when the read works', async () => {
    expect(await section('news', async () => [1, 2])).toEqual({ ok: true, data: [1, 2] })
  })

  it('reports a failed read as not ok and logs the cause on the server', async () => {
    const payload = await testPayload()
    const logged: unknown[] = []
    const original = payload.logger.error.bind(payload.logger)
    payload.logger.error = ((obj: unknown) => void logged.push(obj)) as typeof payload.logger.error
    try {
      const result = await section('latest news', () => Promise.reject(new Error('database is locked')))
      expect(result).toEqual({ ok: false })
      expect(logged).toHaveLength(1)
      expect(logged[0]).toMatchObject({ section: 'latest news', err: expect.objectContaining({ message: 'database is locked' }) })
    } finally {
      payload.logger.error = original
    }
  })
})
