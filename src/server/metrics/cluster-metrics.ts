import cluster from 'node:cluster'
import { AggregatorRegistry, type Registry } from 'prom-client'

/** The Prometheus text and its content type, as `/metrics` answers it. */
export interface MetricsText {
  contentType: string
  text: string
}

const REQUEST = 'chef-claude:metrics-request'
const RESPONSE = 'chef-claude:metrics-response'

/** Longer than prom-client's own 5 s wait for the workers, so its timeout is the one reported. */
const PRIMARY_TIMEOUT_MS = 6_000

interface MetricsRequest {
  type: typeof REQUEST
  id: number
}
interface MetricsResponse {
  type: typeof RESPONSE
  id: number
  text?: string
  error?: string
}

const isMessage = <T extends { type: string }>(message: unknown, type: string): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type

/**
 * In the node:cluster primary (METRICS=true, WEB_CONCURRENCY > 1): the primary serves no HTTP, so
 * a worker that is asked for `/metrics` asks the primary, which gathers every worker's registry
 * through prom-client's AggregatorRegistry (counters and histograms summed) and answers it.
 */
export function startClusterMetricsPrimary(): void {
  const aggregator = new AggregatorRegistry()
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, REQUEST)) return
    const answer = (fields: Omit<MetricsResponse, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: RESPONSE, id: message.id, ...fields })
    }
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
    )
  })
}

/**
 * How this process reads the metrics for `/metrics`: its own registry when it runs alone, or,
 * in a cluster worker, the sum over every worker, asked of the primary. The worker also hands
 * its registry to prom-client, which answers the primary's requests for it.
 */
export function metricsCollector(
  registry: Registry,
  { isClusterWorker = cluster.isWorker }: { isClusterWorker?: boolean } = {},
): () => Promise<MetricsText> {
  const contentType = registry.contentType
  if (!isClusterWorker) return async () => ({ contentType, text: await registry.metrics() })
  // Constructing one installs prom-client's worker-side listener; the registry is ours.
  new AggregatorRegistry()
  AggregatorRegistry.setRegistries([registry])
  let nextId = 0
  const pending = new Map<number, (response: MetricsResponse) => void>()
  process.on('message', (message: unknown) => {
    if (!isMessage<MetricsResponse>(message, RESPONSE)) return
    pending.get(message.id)?.(message)
  })
  return () =>
    new Promise((resolve, reject) => {
      const id = nextId++
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(new Error('the cluster primary did not answer with the metrics'))
      }, PRIMARY_TIMEOUT_MS)
      pending.set(id, (response) => {
        clearTimeout(timer)
        pending.delete(id)
        if (response.text === undefined) reject(new Error(response.error ?? 'no metrics'))
        else resolve({ contentType, text: response.text })
      })
      process.send?.({ type: REQUEST, id } satisfies MetricsRequest)
    })
}
