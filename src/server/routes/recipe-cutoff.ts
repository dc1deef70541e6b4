import { ApiError } from '../api-error.ts'
import type { StopSignal } from '../engines/stop-signal.ts'

/**
 * The recipes this process is writing, so that when the shutdown grace runs out each one still
 * open ends with an answer (an `error` event in a stream, a 503 for a JSON request) instead of a
 * connection closed mid-sentence, and the log can say how many were cut.
 */
export interface RecipeCutoff {
  /** A recipe being written, with how to end it; returns its release (safe to call twice). */
  track(cut: (reason: ApiError) => void): () => void
  /** Recipes being written now. */
  open(): number
  /**
   * Ends every recipe being written (each sends its error and ends its answer within a turn or
   * two, once the engine has stopped); returns how many there were.
   */
  cutAll(): number
}

/** What a cut recipe tells the visitor: the page offers to ask again. */
export const SHUTDOWN_CUT = () =>
  new ApiError(
    'unavailable',
    'Chef Claude was restarting and stopped this recipe. Please ask again.',
    {
      retryAfterSeconds: 5,
      detail: 'cut at the end of the shutdown grace period',
    },
  )

export function createRecipeCutoff(): RecipeCutoff {
  const open = new Set<() => void>()
  return {
    track(cut) {
      const entry = () => cut(SHUTDOWN_CUT())
      open.add(entry)
      return () => open.delete(entry)
    },
    open: () => open.size,
    cutAll() {
      const cuts = [...open]
      for (const cut of cuts) cut()
      return cuts.length
    },
  }
}

/** The cut's reason when the recipe's signal was aborted by `cutAll`, whatever the engine threw. */
export function cutReason(signal: StopSignal): ApiError | undefined {
  return signal.aborted && signal.reason instanceof ApiError ? signal.reason : undefined
}
