import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { isIPv4 } from 'node:net'
import ipaddr from 'ipaddr.js'

export type ClientAddressResolver = (c: Context) => string

/** The /64 an ISP hands one home or one phone: below it, every address is the same visitor. */
export const DEFAULT_IPV6_SUBNET_PREFIX = 64

/**
 * Who the client is, for rate limiting and logs: the socket's address, or, behind a proxy the
 * operator runs (TRUST_PROXY), the address that proxy appended last to X-Forwarded-For. Anything
 * earlier in that header was written by the client and could dodge the limit, so it is ignored.
 * The address is then keyed by {@link clientKeyOf}, so one IPv6 network counts as one visitor.
 */
export function createClientAddressResolver(options: {
  trustProxy: boolean
  ipv6SubnetPrefix?: number
}): ClientAddressResolver {
  const prefix = options.ipv6SubnetPrefix ?? DEFAULT_IPV6_SUBNET_PREFIX
  return function resolveClientAddress(c) {
    if (options.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
      if (forwarded) return clientKeyOf(forwarded, prefix)
    }
    try {
      return clientKeyOf(getConnInfo(c).remote.address ?? 'unknown', prefix)
    } catch {
      // app.request() in tests has no socket.
      return 'unknown'
    }
  }
}

/** Longest unparseable "address" kept as a key; only a misconfigured proxy sends one. */
const MAX_RAW_KEY_LENGTH = 64

/**
 * The key a client is counted under: an IPv4 address as itself (also when it arrives IPv4-mapped,
 * `::ffff:192.0.2.1`, as a dual-stack socket reports it), an IPv6 address as its network of
 * `ipv6SubnetPrefix` bits (`2001:db8::/64`), so the 2^64 addresses one home or phone may use
 * count as one visitor. Zone ids (`fe80::1%eth0`) are dropped. Anything that is not an address
 * is kept as it is, bounded.
 */
export function clientKeyOf(address: string, ipv6SubnetPrefix: number): string {
  // Every request asks: the plain IPv4 forms, which a socket reports already canonical, are
  // answered without parsing.
  if (isIPv4(address)) return address
  if (address.startsWith('::ffff:') && isIPv4(address.slice(7))) return address.slice(7)
  const withoutZone = address.replace(/%.*$/, '')
  if (!ipaddr.isValid(withoutZone)) return address.slice(0, MAX_RAW_KEY_LENGTH)
  const parsed = ipaddr.parse(withoutZone)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const ipv6 = parsed as ipaddr.IPv6
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString()
  if (ipv6SubnetPrefix >= 128) return ipv6.toRFC5952String()
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${withoutZone}/${ipv6SubnetPrefix}`)
  return `${network.toRFC5952String()}/${ipv6SubnetPrefix}`
}
