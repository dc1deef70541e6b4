import { describe, expect, it } from 'vitest'
import { hostnameOf, isLoopbackHost } from './allowed-hosts.ts'

describe('hostnameOf', () => {
  it('drops the port and lower-cases the name', () => {
    expect(hostnameOf('Chef.Example:8080')).toBe('chef.example')
    expect(hostnameOf('chef.example.')).toBe('chef.example')
    expect(hostnameOf('[::1]:3000')).toBe('[::1]')
    expect(hostnameOf('127.0.0.1')).toBe('127.0.0.1')
  })

  it('refuses what is not a host, including URL tricks that would parse as another host', () => {
    for (const host of ['', 'evil.example@127.0.0.1', 'a/b', 'a b', 'http://x', '[::1', 'x:port']) {
      expect(hostnameOf(host), host).toBeUndefined()
    }
  })
})

describe('isLoopbackHost', () => {
  it('accepts loopback names and literals', () => {
    for (const host of [
      'localhost',
      'chef.localhost',
      '127.0.0.1',
      '127.1.2.3',
      '[::1]',
      '[::ffff:127.0.0.1]',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true)
    }
  })

  it('refuses every other name or address', () => {
    for (const host of [
      'chef.example',
      'localhost.example',
      '0.0.0.0',
      '192.168.1.2',
      '[::]',
      '[2001:db8::1]',
      'rebind.127.0.0.1.nip.io',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false)
    }
  })
})
