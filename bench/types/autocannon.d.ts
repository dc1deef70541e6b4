// autocannon ships no types; this covers only the programmatic API the benchmarks use.
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }

  export interface AutocannonOptions {
    url: string
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
    connections?: number
    /** Seconds. */
    duration?: number
    /** Seconds before a request counts as a timeout. */
    timeout?: number
    pipelining?: number
  }

  export interface AutocannonResult {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    resets: number
    duration: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
  }

  export interface AutocannonInstance {
    stop(): void
  }

  export default function autocannon(
    options: AutocannonOptions,
    callback: (error: Error | null, result: AutocannonResult) => void,
  ): AutocannonInstance
}
