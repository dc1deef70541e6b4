import type { RequestIdVariables } from 'hono/request-id'

/** What middleware leaves on the context for later handlers and the request log. */
export interface AppEnv {
  Variables: RequestIdVariables & {
    logFields?: Record<string, unknown>
  }
}
