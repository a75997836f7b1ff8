import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { ensureFirstAdmin } from '@/seed/bootstrap'
import { testPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('first admin', () => {
  it('is created once with a random password printed, and can sign in', async () => {
    const first = await ensureFirstAdmin(payload, { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined })
    expect(first?.generated).toBe(true)
    expect(first!.password.length).toBeGreaterThanOrEqual(16)
    const login = await payload.login({ collection: 'users', data: { email: first!.email, password: first!.password } })
    expect(login.user?.role).toBe('admin')
    expect(await ensureFirstAdmin(payload, env())).toBeNull()
  })
})
