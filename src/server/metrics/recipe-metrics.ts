import type { EngineName } from '../../shared/recipe-stream.ts'

/** Which limit turned a visitor away. */
export type LimitName = 'visitor_rate' | 'daily_budget' | 'in_flight' | 'overload'

/**
 * What the server counts for operations, as a narrow interface so the route and the engines do
 * not know about Prometheus. Labels carry only engine names, outcome codes and limit names:
 * never the token, never a visitor's ingredients.
 */
export interface RecipeMetrics {
  /** A recipe began to be written (the in-flight gauge goes up). */
  recipeStarted(engine: EngineName): void
  /**
   * A recipe ended: `ok`, `truncated` or `filtered` (ended early with a notice), an error code
   * (`upstream_error`, `upstream_timeout`…) or `visitor_gone`; the in-flight gauge goes down.
   */
  recipeEnded(engine: EngineName, outcome: string): void
  /** Seconds from asking the AI service to its first piece of text. */
  upstreamFirstToken(seconds: number): void
  /** Seconds from asking the AI service to the end of its answer (or its failure). */
  upstreamTotal(seconds: number): void
  upstreamRetry(): void
  limitRejected(limit: LimitName): void
  /** The configured model: listed (true), not served (false) or unknown (null). */
  modelAvailability(available: boolean | null): void
}

/** The limit an API error code stands for, if it is a limit's refusal. */
export function limitOfErrorCode(code: string): LimitName | undefined {
  if (code === 'rate_limited') return 'visitor_rate'
  if (code === 'daily_limit_reached') return 'daily_budget'
  // The in-flight bound's 503; the overload guard's answers never reach the app (admission.ts).
  if (code === 'unavailable') return 'in_flight'
  return undefined
}
