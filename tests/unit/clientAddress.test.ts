import { describe, expect, it } from 'vitest'

import { clientAddress, limitKey, trustedForwardedFor } from '@/lib/clientAddress'

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

describe('what a per-address limit counts', () => {
  it('an IPv4 address as it is, an IPv6 address by its /64 network', () => {
    expect(limitKey('203.0.113.9')).toBe('203.0.113.9')
    expect(limitKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(limitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(limitKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64')
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(limitKey('::1')).toBe('0:0:0:0::/64')
    expect(limitKey('unknown')).toBe('unknown')
    // Two addresses of one home network share one allowance.
    expect(limitKey('2409:4070:2c1e:9a3b:1::7')).toBe(limitKey('2409:4070:2c1e:9a3b:ffff:ffff:ffff:ffff'))
  })
})
