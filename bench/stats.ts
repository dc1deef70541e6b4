/** Nearest-rank percentile of unsorted samples; NaN for none, so a missing figure is visible. */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))
  return sorted[rank]!
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 0.5)
}

/** Least-squares slope of y over x: how fast a memory figure grows, ignoring GC sawtooth. */
export function slope(points: readonly { x: number; y: number }[]): number {
  if (points.length < 2) return Number.NaN
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length
  let numerator = 0
  let denominator = 0
  for (const point of points) {
    numerator += (point.x - meanX) * (point.y - meanY)
    denominator += (point.x - meanX) ** 2
  }
  return denominator === 0 ? Number.NaN : numerator / denominator
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

export const MB = 1024 * 1024
