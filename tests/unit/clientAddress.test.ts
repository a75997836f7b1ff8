import { describe, expect, it } from 'vitest'

import { clientAddress, trustedForwardedFor } from '@/lib/clientAddress'

const addressOf = (xff: string) => clientAddress(new Headers({ 'x-forwarded-for': xff }))

describe('client address', () => {
  it('with no trusted proxy, is the socket peer whatever the client wrote', () => {
    const xff = trustedForwardedFor('1.2.3.4, 5.6.7.8', '203.0.113.9', 0)
    expect(xff).toBe('203.0.113.9')
    expect(addressOf(xff)).toBe('203.0.113.9')
  })

  it('behind one proxy, is the address that proxy appended; earlier entries are dropped', () => {
    const xff = trustedForwardedFor('6.6.6.6, 198.51.100.7', '10.0.0.2', 1)
    expect(addressOf(xff)).toBe('198.51.100.7')
  })

  it('behind a proxy that received no header, is the proxy itself', () => {
    expect(addressOf(trustedForwardedFor(undefined, '10.0.0.2', 1))).toBe('10.0.0.2')
    expect(addressOf(trustedForwardedFor(['a', 'b'], '10.0.0.2', 2))).toBe('a')
  })

  it('is "unknown" without the header', () => {
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
