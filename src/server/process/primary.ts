import cluster, { type Worker } from 'node:cluster'
import type { Logger } from '../logger.ts'
import { decideRestart, DEFAULT_RESTART_POLICY, type RestartPolicy } from './restart-policy.ts'

export interface PrimaryOptions {
  workers: number
  /** Each worker's own grace period; the primary waits a little longer before forcing them. */
  shutdownGraceMs: number
  logger: Logger
  /** The module every worker runs: the server's entry, compiled or not. */
  exec: string
  restartPolicy?: RestartPolicy
}

/** What the primary adds to the workers' grace before it kills what is left. */
const SHUTDOWN_MARGIN_MS = 1_000

/**
 * The environment variable that tells each worker its slot among the workers (0 to N - 1); a
 * worker started in place of one that died takes its slot. Internal: set by the primary only.
 */
export const WORKER_SLOT_ENV = 'CHEF_CLAUDE_WORKER_SLOT'

/** This process's slot among its host's workers: 0 for a single process. */
export function workerSlot(env: NodeJS.ProcessEnv = process.env): number {
  const slot = Number(env[WORKER_SLOT_ENV])
  return Number.isInteger(slot) && slot >= 0 ? slot : 0
}

/**
 * The node:cluster primary: it serves nothing itself. It forks `workers` copies of the server,
 * which share the listening socket, replaces one that dies (backing off, and giving up with exit
 * code 1 when they keep dying: a crash loop must not spin), and on SIGTERM or SIGINT passes the
 * signal on, so each worker drains as a single server does, then exits 0 once all are gone.
 */
export function runPrimary({
  workers,
  shutdownGraceMs,
  logger,
  exec,
  restartPolicy = DEFAULT_RESTART_POLICY,
}: PrimaryOptions): void {
  cluster.setupPrimary({ exec })
  const deaths: number[] = []
  // Our own count: cluster.workers drops a worker only once its IPC channel has closed, which
  // may come after its exit.
  const live = new Set<Worker>()
  const slots = new Map<Worker, number>()
  const pendingRestarts = new Set<NodeJS.Timeout>()
  let isShuttingDown = false

  const fork = (slot: number) => {
    const worker = cluster.fork({ [WORKER_SLOT_ENV]: String(slot) })
    live.add(worker)
    slots.set(worker, slot)
    worker.once('listening', () =>
      logger.debug({ worker: worker.id, pid: worker.process.pid }, 'worker listening'),
    )
  }

  cluster.on('exit', (worker: Worker, code: number | null, signal: NodeJS.Signals | null) => {
    live.delete(worker)
    const slot = slots.get(worker) ?? 0
    slots.delete(worker)
    if (isShuttingDown) {
      if (live.size === 0) {
        logger.info('all workers have exited')
        process.exit(0)
      }
      return
    }
    const now = Date.now()
    const decision = decideRestart(deaths, now, restartPolicy)
    deaths.push(now)
    const died = { worker: worker.id, pid: worker.process.pid, code, signal }
    if (decision.action === 'give up') {
      logger.fatal(
        { ...died, deaths: decision.recentDeaths, windowMs: restartPolicy.windowMs },
        `workers keep dying (${decision.recentDeaths} deaths within ${restartPolicy.windowMs / 1000} s): giving up`,
      )
      for (const other of live) other.process.kill('SIGTERM')
      process.exit(1)
    }
    logger.error({ ...died, restartInMs: decision.delayMs }, 'worker died: starting another')
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer)
      fork(slot)
    }, decision.delayMs)
    pendingRestarts.add(timer)
  })

  const shutDown = (signal: NodeJS.Signals) => {
    if (isShuttingDown) return
    isShuttingDown = true
    logger.info({ signal, graceMs: shutdownGraceMs }, 'shutting down: draining the workers')
    for (const timer of pendingRestarts) clearTimeout(timer)
    if (live.size === 0) process.exit(0)
    // Each worker stops accepting, lets its recipes finish and exits on its own.
    for (const worker of live) worker.process.kill('SIGTERM')
    setTimeout(() => {
      logger.warn('workers still running after the grace period: killing them')
      for (const worker of live) worker.process.kill('SIGKILL')
      process.exit(0)
    }, shutdownGraceMs + SHUTDOWN_MARGIN_MS).unref()
  }
  process.on('SIGTERM', shutDown)
  process.on('SIGINT', shutDown)

  logger.info({ workers, pid: process.pid }, `starting ${workers} workers`)
  for (let slot = 0; slot < workers; slot += 1) fork(slot)
}
