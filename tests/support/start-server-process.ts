import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'

const ROOT = path.resolve(import.meta.dirname, '../..')

export interface ServerProcess {
  url: string
  process: ChildProcess
  /** Every JSON log line so far, parsed (the primary's and every worker's). */
  lines: Record<string, unknown>[]
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>
  /** Resolves with the first log line that matches, waiting up to `timeoutMs`. */
  waitForLine(
    matches: (line: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>
  kill(): void
}

/**
 * The server exactly as `npm start` runs it (scripts/start.mjs: the compiled bundle, built first
 * if stale) on a free loopback port, with the page not served unless asked. Resolves once
 * `listeningLines` "listening" log lines have appeared (one per worker), so keep LOG_LEVEL at
 * `info` or below.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { listeningLines = 1, timeoutMs = 60_000 } = {},
): Promise<ServerProcess> {
  // A developer's own upstream settings must not leak into the test.
  const UPSTREAM_KEYS = ['LLM_API_KEY', 'HF_TOKEN', 'LLM_BASE_URL', 'RECIPE_ENGINE']
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([key]) => !UPSTREAM_KEYS.includes(key)),
      ),
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_CLIENT: 'false',
      RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const lines: Record<string, unknown>[] = []
  const waiters = new Set<() => void>()
  createInterface({ input: child.stdout! }).on('line', (text) => {
    try {
      lines.push(JSON.parse(text) as Record<string, unknown>)
    } catch {
      lines.push({ text })
    }
    for (const wake of waiters) wake()
  })
  const waitForLine: ServerProcess['waitForLine'] = (matches, waitMs = 20_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = lines.find(matches)
        if (!found) return false
        cleanUp()
        resolve(found)
        return true
      }
      const timer = setTimeout(() => {
        cleanUp()
        reject(new Error(`no matching log line within ${waitMs} ms`))
      }, waitMs)
      const onExit = () => {
        if (check()) return
        cleanUp()
        reject(new Error('the server exited before the log line'))
      }
      const cleanUp = () => {
        clearTimeout(timer)
        waiters.delete(wake)
        child.off('exit', onExit)
      }
      const wake = () => void check()
      if (check()) return
      waiters.add(wake)
      child.once('exit', onExit)
    })
  const isListening = (line: Record<string, unknown>) => typeof line.port === 'number'
  try {
    await waitForLine(() => lines.filter(isListening).length >= listeningLines, timeoutMs)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  const port = lines.find(isListening)!.port as number
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    lines,
    exited,
    waitForLine,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    },
  }
}
