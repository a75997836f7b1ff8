import { describe, expect, it } from 'vitest'

import { parseSender, schoolSender } from '@/lib/mailSender'

describe('the sender of e-mail', () => {
  it('reads MAIL_FROM as an address, or a name and an address', () => {
    expect(parseSender('office@vendor.example')).toEqual({ name: 'School website', address: 'office@vendor.example' })
    expect(parseSender('"Vendor Schools" <office@vendor.example>')).toEqual({ name: 'Vendor Schools', address: 'office@vendor.example' })
  })

  it('sends a school’s mail under its name, from the deployment’s address', () => {
    expect(schoolSender('Riverside Vidya School', parseSender('Vendor <office@vendor.example>'))).toEqual({ name: 'Riverside Vidya School', address: 'office@vendor.example' })
  })

  it('keeps a name that could break the header out of it, and falls back to the deployment’s name', () => {
    expect(schoolSender('Evil" <x@y>\r\nBcc: all@example.com', parseSender('Vendor <office@vendor.example>'))).toEqual({
      name: 'Evil x@y Bcc: all@example.com',
      address: 'office@vendor.example',
    })
    expect(schoolSender('  ', parseSender('Vendor <office@vendor.example>')).name).toBe('Vendor')
  })
})
