import { describe, expect, it } from 'vitest'

import { BUTTON_WORDS, domainsFrom, domainsProblem, emailFrom, issuerProblem, providerOf } from './rules'

const TENANT = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'

describe('issuers a school may name', () => {
  it("takes Google's and a Microsoft organisation's, and names the button after them", () => {
    const real = { deploymentOnLoopback: false }
    expect(issuerProblem('https://accounts.google.com/', real)).toBeNull()
    expect(issuerProblem(`https://login.microsoftonline.com/${TENANT}/v2.0`, real)).toBeNull()
    expect(BUTTON_WORDS[providerOf('https://accounts.google.com')]).toBe('Sign in with Google')
    expect(BUTTON_WORDS[providerOf(`https://login.microsoftonline.com/${TENANT}/v2.0`)]).toBe('Sign in with Microsoft')
  })

  it("refuses any other address (the server would fetch it), Microsoft's shared 'common' tenant, and this machine's on a real deployment", () => {
    const real = { deploymentOnLoopback: false }
    expect(issuerProblem('https://login.microsoftonline.com/common/v2.0', real)).toMatch(/Directory \(tenant\) ID/)
    expect(issuerProblem('https://intranet.vendor.internal', real)).toMatch(/accounts\.google\.com/)
    expect(issuerProblem('http://accounts.google.com', real)).not.toBeNull()
    expect(issuerProblem('http://127.0.0.1:4000', real)).not.toBeNull()
    expect(issuerProblem('http://127.0.0.1:4000', { deploymentOnLoopback: true })).toBeNull()
    expect(BUTTON_WORDS[providerOf('http://127.0.0.1:4000')]).toBe('Sign in with your school account')
  })
})

describe('allowed domains', () => {
  it('reads one a line or separated by commas, with or without @, in any case; names a word that is no domain', () => {
    expect(domainsFrom('ksr.example\n@KSR.edu.in, staff.ksr.example ksr.example')).toEqual(['ksr.example', 'ksr.edu.in', 'staff.ksr.example'])
    expect(domainsProblem('ksr.example\nnot a domain')).toMatch(/"not" is not a domain name/)
    expect(domainsProblem('  ')).toMatch(/at least one domain/)
  })
})

describe('the e-mail a sign-in is matched by', () => {
  const google = { provider: 'google' as const, domains: ['ksr.example'] }
  it('must be there, verified, and at an allowed domain (not a subdomain of one)', () => {
    expect(emailFrom({ email: 'Editor@KSR.example', email_verified: true }, google)).toEqual({ email: 'editor@ksr.example' })
    expect(emailFrom({ email_verified: true }, google)).toEqual({ refusal: 'no-email' })
    expect(emailFrom({ email: 'editor@ksr.example', email_verified: false }, google)).toEqual({ refusal: 'unverified' })
    expect(emailFrom({ email: 'editor@ksr.example', email_verified: 'true' }, google)).toEqual({ refusal: 'unverified' })
    expect(emailFrom({ email: 'editor@evil.ksr.example', email_verified: true }, google)).toEqual({ refusal: 'domain' })
    expect(emailFrom({ email: 'editor@ksr.example.evil.test', email_verified: true }, google)).toEqual({ refusal: 'domain' })
  })

  it("takes Microsoft's own 'domain owner verified' claim from Microsoft only", () => {
    expect(emailFrom({ email: 'editor@ksr.example', xms_edov: true }, { ...google, provider: 'microsoft' })).toEqual({ email: 'editor@ksr.example' })
    expect(emailFrom({ email: 'editor@ksr.example', xms_edov: true }, google)).toEqual({ refusal: 'unverified' })
  })
})
