export const PART_NAMES = [
  'throughput',
  'streaming',
  'slow-streams',
  'offline-chef',
  'first-load',
  'lighthouse',
  'render-cost',
  'soak',
  'startup',
  'overload',
  'scale-out',
] as const

export type PartName = (typeof PART_NAMES)[number]

/** One measured figure as BENCHMARKS.md shows it: value, what it is compared with, the goal. */
export interface Figure {
  name: string
  /** null when it could not be measured (pending or failed); the note says why. */
  value: number | null
  unit: string
  baseline?: { label: string; value: number }
  /** value ÷ baseline, when there is one. */
  ratio?: number
  goal: string
  /** null for figures reported without a goal. */
  pass: boolean | null
  note?: string
}

export interface PartResult {
  part: PartName
  title: string
  startedAt: string
  durationMs: number
  figures: Figure[]
  /** Caps applied, how it was measured, and the analysis of any miss. */
  notes: string[]
  details: Record<string, unknown>
}

export interface RunContext {
  quick: boolean
}

export interface MachineInfo {
  cpus: number
  cpuModel: string
  node: string
  platform: string
  totalMemoryMB: number
  openFileLimit: number
  date: string
}

export interface BenchmarkResults {
  machine: MachineInfo
  command: string
  quick: boolean
  totalDurationMs: number
  parts: PartResult[]
}
