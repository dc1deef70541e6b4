import type { StopSignal } from './stop-signal.ts'

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

/** Resolves after `ms`, or rejects with the first stopped signal's reason as soon as one is. */
export function sleep(ms: number, ...signals: StopSignal[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const stopped = signals.find((signal) => signal.aborted)
    if (stopped !== undefined) {
      reject(stopped.reason as Error)
      return
    }
    const forget = () => {
      for (const signal of signals) signal.removeEventListener('abort', handleAbort)
    }
    const timer = setTimeout(() => {
      forget()
      resolve()
    }, ms)
    function handleAbort() {
      clearTimeout(timer)
      forget()
      reject((signals.find((signal) => signal.aborted) ?? signals[0])?.reason as Error)
    }
    for (const signal of signals) signal.addEventListener('abort', handleAbort, { once: true })
  })
}
