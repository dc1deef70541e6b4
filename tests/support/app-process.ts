import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'

const ROOT = path.resolve(import.meta.dirname, '../..')

export interface AppProcess {
  /** `127.0.0.1:PORT`, as an nginx upstream names it. */
  address: string
  /** Every JSON log line the process wrote so far. */
  lines: Record<string, unknown>[]
  /** Raw stdout, for "never logs the token" checks. */
  rawLog: () => string
  process: ChildProcess
  exited: Promise<number | null>
  close(): Promise<void>
}

/**
 * The command `npm start` runs, read from package.json, so these tests start the app exactly as
 * production does (and follow it when it changes) without npm in between to relay signals.
 */
function startCommand(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string }
  }
  const [command, ...args] = pkg.scripts.start.split(/\s+/)
  if (command !== 'node') throw new Error(`npm start no longer runs node: ${pkg.scripts.start}`)
  return args
}

/**
 * One app instance as a real process on a free loopback port, resolved once it logs that it is
 * listening. Upstream settings from the developer's own environment are dropped so only `env`
 * decides which engine answers.
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const UPSTREAM_KEYS = ['LLM_API_KEY', 'HF_TOKEN', 'LLM_BASE_URL', 'RECIPE_ENGINE', 'REDIS_URL']
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !UPSTREAM_KEYS.includes(key)),
  )
  const child = spawn(process.execPath, startCommand(), {
    cwd: ROOT,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines: Record<string, unknown>[] = []
  let raw = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const port = await new Promise<number>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`app exited with ${code} before listening`)))
    createInterface({ input: child.stdout! }).on('line', (line) => {
      raw += `${line}\n`
      try {
        const entry = JSON.parse(line) as Record<string, unknown>
        lines.push(entry)
        if (typeof entry.port === 'number') resolve(entry.port)
      } catch {
        // Build messages before the logger starts are plain text.
      }
    })
  })
  return {
    address: `127.0.0.1:${port}`,
    lines,
    rawLog: () => raw,
    process: child,
    exited,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL')
        await exited
      }
    },
  }
}
