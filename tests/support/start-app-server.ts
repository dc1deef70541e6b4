import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { createApp, type AppDeps } from '../../src/server/app.ts'
import { createLlmEngine } from '../../src/server/engines/llm-engine.ts'
import { createLogger } from '../../src/server/logger.ts'
import { llmTestConfig } from './llm-test-config.ts'

export interface AppServer {
  url: string
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[]
  /** The raw log text, for "never logs the token" checks. */
  rawLogs: () => string
  close: () => Promise<void>
}

/** The real app on a real socket (port 0 on loopback), logging into memory. */
export async function startAppServer(deps: Omit<AppDeps, 'logger'>): Promise<AppServer> {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      callback()
    },
  })
  const app = createApp({ ...deps, logger: createLogger('debug', sink) })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get logs() {
      return lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    },
    rawLogs: () => lines.join('\n'),
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Reads a recipe SSE answer into its events, with parsed JSON data. */
export async function readSseEvents(
  response: Response,
): Promise<{ event: string; data: Record<string, unknown> }[]> {
  const text = await response.text()
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n')
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message'
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n')
      return { event, data: JSON.parse(data) as Record<string, unknown> }
    })
}

export function postRecipe(
  url: string,
  body: unknown,
  init: { accept?: string; signal?: AbortSignal } = {},
): Promise<Response> {
  return fetch(`${url}/api/recipe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: init.accept ?? 'text/event-stream' },
    body: JSON.stringify(body),
    ...(init.signal ? { signal: init.signal } : {}),
  })
}

/**
 * The real app with the AI engine pointed at a (fake) chat-completions server: no retries, short
 * timeouts, no rate limit, so each test sees exactly the upstream answers it queued.
 */
export function startLlmAppServer(baseUrl: string): Promise<AppServer> {
  return startAppServer({
    engine: createLlmEngine(llmTestConfig({ baseUrl })),
    rateLimitPerMinute: 0,
  })
}
