export interface RestartPolicy {
  /** More deaths than this within `windowMs` is a crash loop: the primary gives up. */
  maxDeaths: number
  windowMs: number
  /** Wait before the first restart in a window; it doubles with each further death. */
  baseDelayMs: number
  maxDelayMs: number
}

/**
 * Five deaths a minute is a crash loop (a worker that dies at start-up dies again within the
 * back-off's eight seconds); a worker that died once is back within a quarter of a second.
 */
export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  maxDeaths: 5,
  windowMs: 60_000,
  baseDelayMs: 250,
  maxDelayMs: 10_000,
}

export type RestartDecision =
  | { action: 'restart'; delayMs: number; recentDeaths: number }
  | { action: 'give up'; recentDeaths: number }

/**
 * What the primary does when a worker dies, given when workers died before (any worker: a bad
 * deploy kills them all alike) and now. Pure, so the policy is tested without processes.
 */
export function decideRestart(
  previousDeaths: readonly number[],
  now: number,
  policy: RestartPolicy = DEFAULT_RESTART_POLICY,
): RestartDecision {
  const recentDeaths = previousDeaths.filter((at) => now - at < policy.windowMs).length + 1
  if (recentDeaths > policy.maxDeaths) return { action: 'give up', recentDeaths }
  const delayMs = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (recentDeaths - 1))
  return { action: 'restart', delayMs, recentDeaths }
}
