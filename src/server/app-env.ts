import type { HttpBindings } from '@hono/node-server'
import type { RequestIdVariables } from 'hono/request-id'

/** What middleware leaves on the context for later handlers and the request log. */
export interface AppEnv {
  /**
   * The node:http request and response when served by @hono/node-server (`npm start`, the
   * tests' servers); `c.env` itself is undefined under `app.request()`.
   */
  Bindings: Partial<HttpBindings>
  Variables: RequestIdVariables & {
    logFields?: Record<string, unknown>
  }
}
