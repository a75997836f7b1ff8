import { describe, expect, it } from 'vitest'

import { badRequest } from '@/lib/badRequest'

describe('a 400 answer in the shape of the part of the site asked', () => {
  const problem = { message: 'The body is <not> a form.', field: 'body' }
  it('is Payload’s error shape under /cms-api', () => {
    const answer = badRequest('/cms-api/users/login', problem)
    expect(answer.status).toBe(400)
    expect(answer.headers['content-type']).toBe('application/json')
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: problem.message }] })
  })
  it('is the public API’s error shape under /api', () => {
    const answer = badRequest('/api/tc/KSR', problem)
    expect(answer.headers['content-type']).toBe('application/json')
    expect(JSON.parse(answer.body)).toEqual({ error: 'Bad Request', message: problem.message, field: 'body' })
  })
  it('is a short page with a way home elsewhere, the message escaped', () => {
    const answer = badRequest('/tc', problem)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.body).toContain('<h1>This request could not be read</h1>')
    expect(answer.body).toContain('is &#60;not&#62; a form')
    expect(answer.body).toContain('<a href="/">home page</a>')
  })
})
