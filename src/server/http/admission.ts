import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'
import type { ErrorBody } from '../../shared/error-codes.ts'

export interface LoopLagProbe {
  /**
   * The event loop's lag now: the smaller of the last two turns' lags, so one slow turn (a
   * garbage collection, a neighbour stealing the CPU) is not taken for overload, but a loop that
   * stays saturated is seen within two turns.
   */
  lagMs(): number
  /**
   * The share of the last ~200 ms the loop spent working rather than waiting for I/O (0–1): near 1
   * only when it is saturated, whatever the length of its turns.
   */
  utilization(): number
  stop(): void
}

/**
 * Measures event-loop lag with one unref'd timer: how late it fires is how long the loop was busy
 * elsewhere. Under saturation it fires once per loop turn, so the figure follows the load within
 * a turn or two, and it costs nothing per request.
 */
export function startLoopLagProbe(intervalMs = 10): LoopLagProbe {
  let last = 0
  let previous = 0
  let expectedAt = performance.now() + intervalMs
  let timer: NodeJS.Timeout
  const tick = () => {
    const now = performance.now()
    previous = last
    last = Math.max(0, now - expectedAt)
    expectedAt = now + intervalMs
    timer = setTimeout(tick, intervalMs).unref()
  }
  timer = setTimeout(tick, intervalMs).unref()
  // Two windows of ~100 ms each, so the figure covers at least the last 100 ms and at most 200.
  let windowStart = performance.eventLoopUtilization()
  let lastWindow = 0
  let currentWindow = 0
  const sampler = setInterval(() => {
    const now = performance.eventLoopUtilization()
    lastWindow = currentWindow
    currentWindow = performance.eventLoopUtilization(now, windowStart).utilization
    windowStart = now
  }, UTILIZATION_WINDOW_MS).unref()
  return {
    lagMs: () => Math.min(last, previous),
    utilization: () => Math.min(lastWindow, currentWindow),
    stop: () => {
      clearTimeout(timer)
      clearInterval(sampler)
    },
  }
}

const UTILIZATION_WINDOW_MS = 100

export interface AdmissionOptions {
  /** Above this lag new recipe requests are answered 503 at once; 0 turns shedding off. */
  maxLagMs: number
  probe: Pick<LoopLagProbe, 'lagMs'> & Partial<Pick<LoopLagProbe, 'utilization'>>
  /** Which requests may be shed: the expensive ones. Health checks and the page always pass. */
  isSheddable?: (request: IncomingMessage) => boolean
  /** Told of each request shed (the metrics count it). */
  onShed?: () => void
}

const SHED_BODY = JSON.stringify({
  error: {
    code: 'unavailable',
    message: 'Chef Claude is very busy right now. Please try again in a moment.',
  },
} satisfies ErrorBody)

/**
 * A saturated loop: it lags past the operator's bound, or it has been busy nearly all of the last
 * 100–200 ms and lags past a fifth of that bound. The second catches a loop kept full by many
 * keep-alive visitors in turns too short to pass the bound yet long enough, at one accepted
 * connection per turn, to leave new visitors waiting in the kernel's queue for seconds; moderate
 * load leaves the loop idle part of the time and is never shed.
 */
function isOverloaded(probe: AdmissionOptions['probe'], maxLagMs: number): boolean {
  const lagMs = probe.lagMs()
  if (lagMs > maxLagMs) return true
  return (probe.utilization?.() ?? 0) >= BUSY_UTILIZATION && lagMs > maxLagMs / 5
}

const BUSY_UTILIZATION = 0.9

/** The loop has been at least 90% busy for the last 100–200 ms: it has no idle time left. */
export function isSaturated(probe: Pick<LoopLagProbe, 'utilization'>): boolean {
  return probe.utilization() >= BUSY_UTILIZATION
}

// The target is already normalised (request-target.ts), so this is the path the router routes.
const isRecipeRequest = (request: IncomingMessage) =>
  request.method === 'POST' && request.url?.split('?')[0] === '/api/recipe'

/**
 * Admission before work: wraps the server's request listener so that while the event loop is
 * saturated, a new recipe request gets a quick 503 (`unavailable`, `Retry-After: 1`) before its
 * body is parsed or the app and the engine see it. Why it matters more than the CPU it saves: on
 * Node 20, libuv accepts one waiting connection per loop turn, so when every turn serves hundreds
 * of busy connections, visitors still waiting in the kernel's accept queue get in at a few a
 * second and time out. Cheap answers keep the turns short, so they are accepted and answered.
 * The connection stays open: closing it would send the visitor back to that same queue.
 */
export function withAdmission(
  listener: RequestListener,
  { maxLagMs, probe, isSheddable = isRecipeRequest, onShed }: AdmissionOptions,
): RequestListener {
  if (maxLagMs <= 0) return listener
  return (request: IncomingMessage, response: ServerResponse) => {
    if (!isOverloaded(probe, maxLagMs) || !isSheddable(request)) {
      listener(request, response)
      return
    }
    onShed?.()
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(SHED_BODY),
      'retry-after': '1',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    response.end(SHED_BODY)
  }
}
