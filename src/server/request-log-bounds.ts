import type { Context } from 'hono'
import type { ClientAddressResolver } from './middleware/client-address.ts'

/**
 * Bounds on what an anonymous client can make us log. A flood of 404s on 16,000-character paths
 * once wrote 57 MB of logs in 5 s: each line now carries at most {@link MAX_LOGGED_PATH_LENGTH}
 * characters of path, and each client gets at most {@link NOT_FOUND_LOGGED_PER_WINDOW} not-found
 * lines a minute, then one line saying the rest go unlogged, then one summary with their count.
 */

/** Longest path a log line carries; longer ones are cut and marked with their real length. */
export const MAX_LOGGED_PATH_LENGTH = 200

/** A path as a log line carries it: whole, or cut with `…(N chars)` saying how long it was. */
export function loggedPath(path: string): string {
  if (path.length <= MAX_LOGGED_PATH_LENGTH) return path
  let end = MAX_LOGGED_PATH_LENGTH
  // Never cut a surrogate pair in half: a lone surrogate is not text.
  const last = path.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${path.slice(0, end)}…(${path.length} chars)`
}

export const NOT_FOUND_LOGGED_PER_WINDOW = 10
export const NOT_FOUND_WINDOW_MS = 60_000
/** Clients tracked at once; past it, new ones share one count (memory stays bounded too). */
export const NOT_FOUND_MAX_CLIENTS = 10_000
const OVERFLOW_KEY = '(other clients)'

interface ClientWindow {
  startedAt: number
  logged: number
  notLogged: number
}

/** What to log for one not-found answer. */
export interface NotFoundVerdict {
  /** Log this request's own line. */
  logRequest: boolean
  /** Log, first, that this client's further 404s this window go unlogged. */
  startsQuiet: boolean
  /** Log, first, how many of this client's 404s went unlogged in its previous window. */
  notLoggedBefore: number
  /** The key the client was counted under (its address, or its IPv6 network). */
  client: string
}

/** Decides, per client and per minute, which not-found answers get a log line. */
export function createNotFoundLogSampler({ now }: { now: () => number }) {
  const windows = new Map<string, ClientWindow>()
  // A full map is swept at most once a window: sweeping for every new client of a many-address
  // flood would cost more than the logging it saves.
  let sweptAt = Number.NEGATIVE_INFINITY

  function windowOf(client: string, at: number): { key: string; window: ClientWindow } {
    let key = client
    if (
      !windows.has(key) &&
      windows.size >= NOT_FOUND_MAX_CLIENTS &&
      at - sweptAt >= NOT_FOUND_WINDOW_MS
    ) {
      sweptAt = at
      for (const [other, window] of windows) {
        // A swept client's unlogged count goes without its summary line: bounded beats exact.
        if (at - window.startedAt >= NOT_FOUND_WINDOW_MS) windows.delete(other)
      }
    }
    if (!windows.has(key) && windows.size >= NOT_FOUND_MAX_CLIENTS) key = OVERFLOW_KEY
    let window = windows.get(key)
    if (window === undefined) {
      window = { startedAt: at, logged: 0, notLogged: 0 }
      windows.set(key, window)
    }
    return { key, window }
  }

  return {
    admit(client: string): NotFoundVerdict {
      const at = now()
      const { key, window } = windowOf(client, at)
      let notLoggedBefore = 0
      if (at - window.startedAt >= NOT_FOUND_WINDOW_MS) {
        notLoggedBefore = window.notLogged
        window.startedAt = at
        window.logged = 0
        window.notLogged = 0
      }
      if (window.logged < NOT_FOUND_LOGGED_PER_WINDOW) {
        window.logged += 1
        return { logRequest: true, startsQuiet: false, notLoggedBefore, client: key }
      }
      window.notLogged += 1
      return {
        logRequest: false,
        startsQuiet: window.notLogged === 1,
        notLoggedBefore,
        client: key,
      }
    },
  }
}

type LogLine = (fields: Record<string, unknown>, message: string) => void

/**
 * For the request log: whether this answer's line may be written. Anything but a 404 may; a 404
 * may while its client is within {@link NOT_FOUND_LOGGED_PER_WINDOW} this minute. The lines
 * saying the rest go unlogged, and how many did, are written here through `log`.
 */
export function boundNotFoundLogging({
  now,
  clientAddress,
}: {
  now: () => number
  clientAddress: ClientAddressResolver
}): (c: Context, log: LogLine) => boolean {
  const sampler = createNotFoundLogSampler({ now })
  return function mayLogNotFound(c, log) {
    if (c.res.status !== 404) return true
    const verdict = sampler.admit(clientAddress(c))
    if (verdict.notLoggedBefore > 0) {
      log(
        { client: verdict.client, notLogged: verdict.notLoggedBefore },
        'not-found answers left unlogged',
      )
    }
    if (verdict.startsQuiet) {
      log(
        { client: verdict.client, path: loggedPath(c.req.path) },
        'many not-found answers: the rest this minute are not logged',
      )
    }
    return verdict.logRequest
  }
}
