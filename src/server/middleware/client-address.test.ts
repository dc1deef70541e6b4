import { describe, expect, it } from 'vitest'
import { clientKeyOf } from './client-address.ts'

describe('clientKeyOf', () => {
  it('keys IPv4 by its address', () => {
    expect(clientKeyOf('192.0.2.1', 64)).toBe('192.0.2.1')
    expect(clientKeyOf('192.0.2.2', 64)).toBe('192.0.2.2')
  })

  it('keys an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientKeyOf('::ffff:192.0.2.1', 64)).toBe('192.0.2.1')
    expect(clientKeyOf('::ffff:c000:201', 64)).toBe('192.0.2.1')
  })

  it('keys IPv6 by its /64, whichever way the address is written', () => {
    const key = clientKeyOf('2001:db8::1', 64)
    expect(key).toBe('2001:db8::/64')
    expect(clientKeyOf('2001:db8::2:1', 64)).toBe(key)
    expect(clientKeyOf('2001:0db8:0000:0000:ffff:ffff:ffff:ffff', 64)).toBe(key)
    expect(clientKeyOf('2001:DB8::abcd', 64)).toBe(key)
    expect(clientKeyOf('2001:db8:0:1::1', 64)).toBe('2001:db8:0:1::/64')
  })

  it('keys loopback and link-local addresses, dropping a zone id', () => {
    expect(clientKeyOf('::1', 64)).toBe('::/64')
    expect(clientKeyOf('fe80::1%eth0', 64)).toBe('fe80::/64')
    expect(clientKeyOf('fe80::2%3', 64)).toBe('fe80::/64')
  })

  it('follows the configured prefix', () => {
    expect(clientKeyOf('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48')
    expect(clientKeyOf('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56')
    expect(clientKeyOf('2001:db8::1', 128)).toBe('2001:db8::1')
    expect(clientKeyOf('2001:db8::2', 128)).toBe('2001:db8::2')
  })

  it('keeps what is not an address as it is, bounded', () => {
    expect(clientKeyOf('unknown', 64)).toBe('unknown')
    expect(clientKeyOf('x'.repeat(500), 64)).toHaveLength(64)
  })
})
