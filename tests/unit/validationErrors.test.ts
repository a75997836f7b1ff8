import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { validationDetails } from '@/hooks/validationErrors'

const run = (error: unknown) => validationDetails({ error } as Parameters<typeof validationDetails>[0])

describe('validationDetails', () => {
  it('keeps each field’s message of a refused save, with status 400', () => {
    const error = new ValidationError({
      collection: 'toppers',
      errors: [{ path: 'consent', label: 'Consent record', message: 'Choose one.' }],
    })
    const result = run(error) as { status: number; response: { errors: { data: { errors: { message: string }[] } }[] } }
    expect(result.status).toBe(400)
    expect(result.response.errors[0]!.data.errors[0]!.message).toBe('Choose one.')
  })

  it('leaves other errors to Payload', () => {
    expect(run(new Error('boom'))).toBeUndefined()
  })
})
