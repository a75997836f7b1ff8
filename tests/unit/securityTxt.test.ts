import { describe, expect, it } from 'vitest'

import { securityContact, securityTxt } from '@/lib/securityTxt'

describe('securityContact', () => {
  it("takes the school's address labelled for security or the website, else the first", () => {
    const office = { label: 'School office', email: 'office@school.example' }
    expect(securityContact([office, { label: 'Admissions', email: 'admissions@school.example' }])).toBe('office@school.example')
    expect(securityContact([office, { label: 'Website', email: 'web@school.example' }])).toBe('web@school.example')
    expect(securityContact([office, { label: 'IT help desk', email: 'it@school.example' }])).toBe('it@school.example')
    expect(securityContact([office, { label: 'Security', email: 'security@school.example' }])).toBe('security@school.example')
  })

  it('has none when the school lists no address', () => {
    expect(securityContact([])).toBeNull()
    expect(securityContact(null)).toBeNull()
    expect(securityContact([{ label: 'Office', email: '' }])).toBeNull()
  })
})

describe('securityTxt', () => {
  const now = new Date('2026-11-24T10:20:30.456Z')

  it('names the contact, an expiry within a year, the languages, and where it is canonical', () => {
    expect(securityTxt({ contact: 'office@school.example', now, origin: 'https://school.example' })).toBe(
      [
        'Contact: mailto:office@school.example',
        'Expires: 2027-11-23T10:20:30Z',
        'Preferred-Languages: en, hi',
        'Canonical: https://school.example/.well-known/security.txt',
        '',
      ].join('\n'),
    )
  })

  it('leaves Canonical out when the public address is not known', () => {
    expect(securityTxt({ contact: 'office@school.example', now, origin: null })).not.toContain('Canonical:')
  })
})
