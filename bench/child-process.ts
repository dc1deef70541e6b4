import { spawn, type ChildProcess } from 'node:child_process'
import { rename } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { build } from 'esbuild'
import { SERVER_BUNDLE_OPTIONS } from '../scripts/build-server.ts'

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..')

export interface ServerChild {
  port: number
  pid: number
  child: ChildProcess
  /** Sends a message over IPC and resolves with the first reply (bounded in time). */
  ask<T>(message: string, timeoutMs?: number): Promise<T>
  stop(): Promise<void>
}

const running = new Set<ChildProcess>()
// Children we started die with us, even on an uncaught error; each is killed by its own pid.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/**
 * Our server with the llm engine pointed at a bench upstream, started with --expose-gc so its
 * memory can be read after a full collection (the slow-streams and soak parts need that).
 */
export function startMeasuredServer(upstreamPort: number): Promise<ServerChild> {
  return startServerChild(
    'bench/servers/our-server.ts',
    { engine: 'llm', upstreamBaseUrl: `http://127.0.0.1:${upstreamPort}/v1` },
    { nodeArgs: ['--expose-gc'] },
  )
}

const BUNDLE_DIR = path.join(PROJECT_ROOT, 'node_modules/.cache/bench-servers')
const bundles = new Map<string, Promise<string>>()

/**
 * A bench server entry as plain JavaScript, bundled the way `npm start` bundles the server
 * (scripts/build-server.ts: one ESM file, packages external, not minified), once per run. The
 * processes measured run what production runs: under tsx every nested function also pays for a
 * name-keeping call (`__name`), a few per cent of a recipe's CPU that no deployment pays.
 */
export function bundledEntry(entry: string): Promise<string> {
  let bundle = bundles.get(entry)
  if (bundle === undefined) {
    const outfile = path.join(BUNDLE_DIR, `${path.basename(entry, '.ts')}.mjs`)
    // Written aside and renamed into place: test files running at once may bundle the same
    // entry, and none may start a half-written file.
    const staging = `${outfile}.${process.pid}.tmp`
    bundle = build({
      absWorkingDir: PROJECT_ROOT,
      entryPoints: [entry],
      outfile: staging,
      ...SERVER_BUNDLE_OPTIONS,
      logLevel: 'warning',
    })
      .then(() => rename(staging, outfile))
      .then(() => outfile)
    bundles.set(entry, bundle)
  }
  return bundle
}

/**
 * Starts a bench server entry (bench/servers/*.ts) in its own Node process, bundled as
 * production bundles the server (see {@link bundledEntry}), and waits for the JSON line with its
 * port. Node runs it directly (no wrapper process) so `pid` is the process whose memory we read.
 */
export async function startServerChild(
  entry: string,
  options: object,
  { nodeArgs = [], readyTimeoutMs = 30_000 }: { nodeArgs?: string[]; readyTimeoutMs?: number } = {},
): Promise<ServerChild> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, await bundledEntry(entry), JSON.stringify(options)],
    { cwd: PROJECT_ROOT, stdio: ['pipe', 'pipe', 'inherit', 'ipc'] },
  )
  running.add(child)
  child.on('exit', () => running.delete(child))
  const lines = createInterface({ input: child.stdout! })
  const ready = await new Promise<{ port: number; pid: number }>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${entry} did not report its port within ${readyTimeoutMs} ms`))
    }, readyTimeoutMs)
    lines.once('line', (line) => {
      clearTimeout(timer)
      try {
        resolve(JSON.parse(line) as { port: number; pid: number })
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${entry} exited with ${code} before listening`))
    })
  })
  return {
    ...ready,
    child,
    ask: <T>(message: string, timeoutMs = 5_000) =>
      new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          child.off('message', onMessage)
          reject(new Error(`${entry} did not answer '${message}'`))
        }, timeoutMs)
        const onMessage = (reply: unknown) => {
          clearTimeout(timer)
          resolve(reply as T)
        }
        child.once('message', onMessage)
        child.send(message)
      }),
    stop: () => stopChild(child),
  }
}

/** SIGTERM, then SIGKILL if it has not gone within the grace period. */
export function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** Starts a process we do not control the output of (src/server/main.ts) and tracks it. */
export function spawnTracked(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  running.add(child)
  child.on('exit', () => running.delete(child))
  return child
}
