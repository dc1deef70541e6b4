import { readFileSync } from 'node:fs'

/**
 * Resident set size of another process, read from /proc so the measured server does no work
 * to report it. Undefined once the process is gone.
 */
export function readRssBytes(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)
    return match ? Number(match[1]) * 1024 : undefined
  } catch {
    return undefined
  }
}

/** The soft limit on open files for this process (and the children it starts). */
export function openFileLimit(): number {
  const limits = readFileSync('/proc/self/limits', 'utf8')
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(limits)
  if (!match || match[1] === 'unlimited') return Number.POSITIVE_INFINITY
  return Number(match[1])
}

/** Samples a process's RSS on a fixed interval until stopped; keeps every sample. */
export function sampleRss(pid: number, intervalMs: number) {
  const samples: { atMs: number; rssBytes: number }[] = []
  const startedAt = performance.now()
  const take = () => {
    const rssBytes = readRssBytes(pid)
    if (rssBytes !== undefined) samples.push({ atMs: performance.now() - startedAt, rssBytes })
  }
  take()
  const timer = setInterval(take, intervalMs)
  return {
    samples,
    stop() {
      clearInterval(timer)
      take()
      return samples
    },
    peakBytes: () => Math.max(...samples.map((sample) => sample.rssBytes)),
  }
}

/** CPU time (user + system) a process has used so far, from /proc/<pid>/stat, in ms. */
export function readCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticksPerSecond = 100
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
}
