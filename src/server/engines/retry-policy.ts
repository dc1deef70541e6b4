/** Statuses worth asking again: the upstream is overloaded or a gateway hiccupped. */
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504])

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status)
}

export interface BackoffOptions {
  baseMs: number
  maxMs: number
  /** 0 ≤ random() < 1; injected so tests are deterministic. */
  random: () => number
}

/**
 * Exponential backoff with jitter: the attempt's ceiling doubles each time (capped), and the wait
 * is a random point in its upper half, so many clients that failed together do not come back
 * together. A Retry-After from the upstream is a floor.
 */
export function backoffDelayMs(
  attempt: number,
  retryAfterMs: number | undefined,
  options: BackoffOptions,
): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** attempt)
  const jittered = ceiling / 2 + (ceiling / 2) * options.random()
  return Math.round(Math.max(jittered, retryAfterMs ?? 0))
}

/** Reads Retry-After as seconds or an HTTP date; undefined when absent or nonsense. */
export function parseRetryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error)
      return
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', handleAbort)
      resolve()
    }, ms)
    function handleAbort() {
      clearTimeout(timer)
      reject(signal.reason as Error)
    }
    signal.addEventListener('abort', handleAbort, { once: true })
  })
}
