import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'
import { PROJECT_ROOT, stopChild } from './child-process.ts'
import { readRssBytes } from './proc-stats.ts'
import type { Figure, PartResult, RunContext } from './results.ts'
import { MB, median, round } from './stats.ts'

interface StartRun {
  msToListening: number
  idleRssMB: number
}

const IDLE_SETTLE_MS = 2_000

/**
 * Starts the server with `args` and times it from spawn to its "listening" log line, then reads
 * its RSS from /proc after it has sat idle for a moment. The llm engine is configured (the usual
 * production set-up) against an address nothing listens on: no request is made.
 */
async function measureStart(args: string[]): Promise<StartRun> {
  const startedAt = performance.now()
  const child = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const lines = createInterface({ input: child.stdout })
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no listening line within 30 s')), 30_000)
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
      lines.on('line', (line) => {
        if (!line.includes('"port"')) return
        clearTimeout(timer)
        resolve()
      })
    })
    const msToListening = performance.now() - startedAt
    await sleep(IDLE_SETTLE_MS)
    const rss = readRssBytes(child.pid!)
    if (rss === undefined) throw new Error('server gone before its memory was read')
    return { msToListening, idleRssMB: rss / MB }
  } finally {
    await stopChild(child)
  }
}

/**
 * `npm start` before and after serving compiled JavaScript: the same server run through the tsx
 * loader (as `npm start` used to) and as the esbuild bundle scripts/start.mjs runs.
 */
export async function benchStartup({ quick }: RunContext): Promise<PartResult> {
  const startedAt = new Date()
  const runs = quick ? 1 : 5
  // The bundle is built (if stale) by a first start that is not measured.
  await measureStart(['scripts/start.mjs'])
  const measured: Record<'tsx' | 'compiled', StartRun[]> = { tsx: [], compiled: [] }
  // Alternated, so drift on a shared machine hits both sides.
  for (let run = 0; run < runs; run += 1) {
    measured.tsx.push(await measureStart(['--import', 'tsx', 'src/server/main.ts']))
    measured.compiled.push(await measureStart(['scripts/start.mjs']))
  }
  const summary = (side: 'tsx' | 'compiled') => ({
    ms: round(median(measured[side].map((run) => run.msToListening)), 0),
    rss: round(median(measured[side].map((run) => run.idleRssMB)), 1),
  })
  const tsx = summary('tsx')
  const compiled = summary('compiled')
  const figures: Figure[] = [
    {
      name: 'start-up, spawn to listening (median)',
      value: compiled.ms,
      unit: 'ms',
      baseline: { label: 'through tsx', value: tsx.ms },
      ratio: round(compiled.ms / tsx.ms, 2),
      goal: '< tsx',
      pass: compiled.ms < tsx.ms,
      note: `runs: ${measured.compiled.map((run) => round(run.msToListening, 0)).join(', ')} (tsx: ${measured.tsx.map((run) => round(run.msToListening, 0)).join(', ')})`,
    },
    {
      name: 'idle RSS after start-up (median)',
      value: compiled.rss,
      unit: 'MB',
      baseline: { label: 'through tsx', value: tsx.rss },
      ratio: round(compiled.rss / tsx.rss, 2),
      goal: '< tsx',
      pass: compiled.rss < tsx.rss,
      note: `runs: ${measured.compiled.map((run) => round(run.idleRssMB, 1)).join(', ')} MB`,
    },
  ]
  return {
    part: 'startup',
    title: 'Start-up: compiled bundle vs the tsx loader',
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    figures,
    notes: [
      `${runs} start(s) each, alternating; the llm engine configured, SERVE_CLIENT=false. ` +
        `"Listening" is the server's own log line; RSS is read from /proc ${IDLE_SETTLE_MS / 1000} s later.`,
      'Compiled = `npm start` (scripts/start.mjs → dist/server/main.js, bundled by esbuild with ' +
        'packages external); tsx = `node --import tsx src/server/main.ts`, as `npm start` ran before.',
      'Most of the remaining RSS is code, not the loader: a bare node:http process is ~42 MB, and ' +
        "the offline chef's tables (loaded even when the llm engine is chosen) add ~35 MB.",
    ],
    details: { measured },
  }
}
