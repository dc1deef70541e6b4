import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { spawnTracked, stopChild } from './child-process.ts'

export interface RunningApp {
  url: string
  pid: number
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/**
 * The real server as `npm start` runs it (scripts/start.mjs: the compiled bundle, built first if
 * stale), with the offline chef, on a free loopback port. It rebuilds dist/client first if stale.
 */
export async function startRealApp(
  readyTimeoutMs = 120_000,
  /** Settings on top of the defaults above (another engine, a knob turned off). */
  extraEnv: Record<string, string> = {},
): Promise<RunningApp> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    RECIPE_ENGINE: 'offline',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  }
  const child: ChildProcess = spawnTracked(['scripts/start.mjs'], env)
  child.stdout?.resume()
  const url = `http://127.0.0.1:${port}/`
  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`main.ts exited with ${child.exitCode}`)
    const isUp = await fetch(`${url}api/health`, { signal: AbortSignal.timeout(1_000) })
      .then((response) => response.ok)
      .catch(() => false)
    if (isUp) break
    if (Date.now() > deadline) {
      await stopChild(child)
      throw new Error(`main.ts was not healthy within ${readyTimeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { url, pid: child.pid!, stop: () => stopChild(child, 12_000) }
}

/**
 * Settings for the real server in front of the bench's chat upstream: the AI engine, no retries
 * (a bench counts what one request costs), the API only.
 */
export function llmBenchEnv(upstreamPort: number): Record<string, string> {
  return {
    RECIPE_ENGINE: 'llm',
    LLM_BASE_URL: `http://127.0.0.1:${upstreamPort}/v1`,
    LLM_API_KEY: 'bench-key',
    LLM_MAX_RETRIES: '0',
    SERVE_CLIENT: 'false',
  }
}
