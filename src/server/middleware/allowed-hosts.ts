import type { MiddlewareHandler } from 'hono'
import ipaddr from 'ipaddr.js'
import { ApiError } from '../api-error.ts'
import type { Logger } from '../logger.ts'

/**
 * A Host header's value: a name or IPv4 literal, or a bracketed IPv6 literal, then an optional
 * port. Nothing else: `evil.example@127.0.0.1` or `a/b` would parse as some other host in a URL.
 */
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[^\s:/@\\?#[\]%]+)(?::\d{1,5})?$/i

/** The host name a Host header (or an ALLOWED_HOSTS entry) names, without port; lower case. */
export function hostnameOf(host: string): string | undefined {
  const match = HOST_PATTERN.exec(host.trim())
  if (!match?.[1]) return undefined
  // A trailing dot names the same host (`chef.example.` is `chef.example`).
  return match[1].toLowerCase().replace(/\.$/, '')
}

/**
 * Names that only ever reach this machine: `localhost` and its subdomains (RFC 6761: browsers
 * resolve them to loopback themselves), 127.0.0.0/8 and ::1 (also IPv4-mapped). A DNS-rebinding
 * page cannot make a browser send one of these as Host: the browser sends the attacker's name.
 */
export function isLoopbackHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true
  const literal = hostname.replace(/^\[(.*)\]$/, '$1')
  if (!ipaddr.isValid(literal)) return false
  const address = ipaddr.parse(literal)
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (address as ipaddr.IPv6).toIPv4Address().range() === 'loopback'
  }
  return address.range() === 'loopback'
}

/**
 * ALLOWED_HOSTS as the config reads it: comma-separated host names, ports ignored. Returns the
 * names, or the entries that are not host names (a scheme or a path is the usual slip).
 */
export function parseAllowedHosts(
  value: string,
): { hosts: string[]; invalid: [] } | { hosts: []; invalid: string[] } {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  const invalid = entries.filter((entry) => hostnameOf(entry) === undefined)
  if (invalid.length > 0) return { hosts: [], invalid }
  return { hosts: [...new Set(entries.map((entry) => hostnameOf(entry) ?? ''))], invalid: [] }
}

/** At most one warning per this long about refused hosts, however many requests are refused. */
export const REFUSED_HOST_WARNING_INTERVAL_MS = 10 * 60_000
const MAX_LOGGED_HOST_LENGTH = 100
const MAX_REMEMBERED_HOSTS = 64

/**
 * No open proxy: with an AI service configured, a recipe request must name this server by a
 * loopback name or one of `allowedHosts` in its Host header. A laptop serving its token on the
 * local network, or a DNS-rebinding page (whose requests carry the attacker's name as Host),
 * gets a 421 instead of a recipe on the owner's account. Runs before the rate limit, so a
 * refused request counts against nothing; the operator hears about it once, not once a request.
 */
export function requireAllowedHost(options: {
  allowedHosts: readonly string[]
  logger: Logger
  now: () => number
}): MiddlewareHandler {
  const allowed = new Set(options.allowedHosts)
  let lastWarningAt: number | undefined
  let refusedSinceWarning = 0
  // A server hears a handful of Host values, each asked about on every recipe request: the
  // answers are remembered (bounded, so a client sending endless names cannot grow it).
  const verdicts = new Map<string, boolean>()
  const isAllowed = (host: string): boolean => {
    let verdict = verdicts.get(host)
    if (verdict === undefined) {
      const hostname = hostnameOf(host)
      verdict = hostname !== undefined && (isLoopbackHost(hostname) || allowed.has(hostname))
      if (verdicts.size >= MAX_REMEMBERED_HOSTS) verdicts.clear()
      verdicts.set(host, verdict)
    }
    return verdict
  }
  return async function requireAllowedHostMiddleware(c, next) {
    const host = c.req.header('host') ?? ''
    if (isAllowed(host)) {
      await next()
      return
    }
    refusedSinceWarning += 1
    const now = options.now()
    if (lastWarningAt === undefined || now - lastWarningAt >= REFUSED_HOST_WARNING_INTERVAL_MS) {
      options.logger.warn(
        {
          host: host.slice(0, MAX_LOGGED_HOST_LENGTH),
          refused: refusedSinceWarning,
          allowedHosts: [...allowed],
        },
        'recipe request refused: its Host is not in ALLOWED_HOSTS (add the public name if this is your site)',
      )
      lastWarningAt = now
      refusedSinceWarning = 0
    }
    throw new ApiError(
      'host_not_allowed',
      'This server does not answer recipe requests for this host name. If you run it, add the name to ALLOWED_HOSTS.',
    )
  }
}
