import type { Context } from 'hono'
import type { ServerResponse } from 'node:http'
import type { AppEnv } from '../app-env.ts'

/** The node:http response under @hono/node-server; undefined under `app.request()`. */
export function nodeResponseOf(c: Context<AppEnv>): ServerResponse | undefined {
  // `c.env` is undefined under `app.request()`, whatever the bindings' type says.
  return (c.env as AppEnv['Bindings'] | undefined)?.outgoing
}

/**
 * Puts headers on the answer, as `c.header` would. Served by @hono/node-server they go straight
 * onto the node:http response, which writes them with the answer's own (those win a clash, as
 * with `c.header`): through Hono every answer carried an undici Headers, filled one header at a
 * time, sorted and copied out again when written, ~20 µs of an AI recipe's ~500 µs of CPU on
 * Node 20 (BENCHMARKS.md). Under `app.request()` they go through Hono.
 */
export function setAnswerHeaders(
  c: Context<AppEnv>,
  headers: Iterable<readonly [name: string, value: string]>,
): void {
  const outgoing = nodeResponseOf(c)
  for (const [name, value] of headers) {
    if (outgoing === undefined) c.header(name, value)
    else outgoing.setHeader(name, value)
  }
}
