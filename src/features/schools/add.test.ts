import { describe, expect, it } from 'vitest'

import { problemsOf } from './add'

describe('school:add', () => {
  it('names each option that is wrong', () => {
    expect(problemsOf({ code: 'KSR', name: 'Kestrel Springs', domains: ['ksr.example'] })).toEqual([])
    const problems = problemsOf({ code: 'K$R', name: ' ', domains: ['ksr.example/news'], adminEmail: 'office', adminPassword: 'short' })
    expect(problems.map((p) => p.split(':')[0])).toEqual(['--code', '--name', '--domain ksr.example/news', '--admin-email', '--admin-password'])
  })
  it('wants an e-mail for a password', () => {
    expect(problemsOf({ code: 'KSR', name: 'K', domains: [], adminPassword: 'long enough password' })).toEqual(['--admin-password needs --admin-email.'])
  })
})
