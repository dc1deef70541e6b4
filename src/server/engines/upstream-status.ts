import type { UpstreamStatus } from '../../shared/recipe-stream.ts'
import { blocksServing, type UpstreamCause } from './upstream-failure.ts'

/** Why the engine cannot serve right now, for `/api/ready`. */
export type NotReadyReason = 'model_not_served' | 'token_rejected'

export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason }

/**
 * What this process knows about the AI service: whether it serves the configured model (from its
 * model list, or learnt from a recipe request it refused) and whether it rejected the token. Read
 * by `/api/health` (the `upstream` object), `/api/ready` and the metrics' availability gauge.
 */
export interface UpstreamStatusTracker {
  snapshot(): UpstreamStatus
  readiness(): Readiness
  /** The model list answered: the model is listed (true), not listed (false) or unknown (null). */
  recordModelList(available: boolean | null): void
  /** The model list or a recipe request was refused with 401/403. */
  recordTokenRejected(): void
  /** A recipe request failed for `cause`; only the causes that block serving change anything. */
  recordFailure(cause: UpstreamCause): void
  /** A recipe came back: the token works and the model is served. */
  recordAnswer(): void
  /** Called after every change (not on every call): the metrics gauge follows it. */
  onChange(listener: (status: UpstreamStatus) => void): void
}

export function createUpstreamStatusTracker(
  model: string,
  now: () => Date = () => new Date(),
): UpstreamStatusTracker {
  let available: boolean | null = null
  let checkedAt: string | null = null
  let isTokenRejected = false
  const listeners: ((status: UpstreamStatus) => void)[] = []
  const snapshot = (): UpstreamStatus => ({ model, available, checkedAt })
  const update = (next: { available?: boolean | null; isTokenRejected?: boolean }) => {
    const changed =
      (next.available !== undefined && next.available !== available) ||
      (next.isTokenRejected !== undefined && next.isTokenRejected !== isTokenRejected)
    if (next.available !== undefined) available = next.available
    if (next.isTokenRejected !== undefined) isTokenRejected = next.isTokenRejected
    if (changed) for (const listener of listeners) listener(snapshot())
  }
  return {
    snapshot,
    readiness() {
      if (isTokenRejected) return { ready: false, reason: 'token_rejected' }
      if (available === false) return { ready: false, reason: 'model_not_served' }
      return { ready: true }
    },
    recordModelList(listed) {
      checkedAt = now().toISOString()
      // A list that answered at all took the token (a server without a list says nothing).
      update(listed === null ? { available: null } : { available: listed, isTokenRejected: false })
    },
    recordTokenRejected() {
      update({ isTokenRejected: true })
    },
    recordFailure(cause) {
      if (!blocksServing(cause)) return
      if (cause === 'token_rejected') update({ isTokenRejected: true })
      else update({ available: false })
    },
    recordAnswer() {
      update({ available: true, isTokenRejected: false })
    },
    onChange(listener) {
      listeners.push(listener)
    },
  }
}
