import { Agent, request } from 'node:http'
import { RECIPE_REQUEST_BODY } from './recipe-fixtures.ts'
import { percentile, round } from './stats.ts'

export type ConnectionMode = 'keep-alive' | 'new connection per request'

export interface LoadOptions {
  url: string
  connections: number
  seconds: number
  mode: ConnectionMode
  /** A request not answered within this long counts as timed out (autocannon's default: 10 s). */
  timeoutMs?: number
  accept?: string
}

export interface LoadSummary {
  sent: number
  /** Requests that got a whole answer, whatever its status. */
  answered: number
  ok: number
  unavailable: number
  /** 503s that carried Retry-After and the `unavailable` error body. */
  unavailableWellFormed: number
  otherStatus: number
  /** Connection refused or reset, or any other socket error. */
  errors: number
  timeouts: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  errorCodes: Record<string, number>
  otherStatuses: Record<string, number>
}

/**
 * A closed-loop load: `connections` visitors, each sending a recipe request, reading the whole
 * answer and sending the next, for `seconds`; all start at once. Keep-alive visitors each hold one
 * connection; the others open a new connection (`Connection: close`) for every request, which
 * is what a crowd of new visitors does to the accept queue. autocannon cannot do the latter.
 * Every request is accounted for: answered (by status), a socket error, or a timeout.
 */
export async function runLoad({
  url,
  connections,
  seconds,
  mode,
  timeoutMs = 10_000,
  accept = 'application/json',
}: LoadOptions): Promise<LoadSummary> {
  const target = new URL('/api/recipe', url)
  const agent =
    mode === 'keep-alive'
      ? new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections })
      : undefined
  const latencies: number[] = []
  const summary: LoadSummary = {
    sent: 0,
    answered: 0,
    ok: 0,
    unavailable: 0,
    unavailableWellFormed: 0,
    otherStatus: 0,
    errors: 0,
    timeouts: 0,
    p50Ms: 0,
    p99Ms: 0,
    maxMs: 0,
    errorCodes: {},
    otherStatuses: {},
  }
  const endAt = performance.now() + seconds * 1000

  const once = () =>
    new Promise<void>((resolve) => {
      const startedAt = performance.now()
      summary.sent += 1
      let isSettled = false
      const settle = (outcome: () => void) => {
        if (isSettled) return
        isSettled = true
        clearTimeout(timer)
        outcome()
        resolve()
      }
      const outgoing = request(target, {
        method: 'POST',
        agent: agent ?? false,
        headers: {
          'content-type': 'application/json',
          accept,
          'content-length': Buffer.byteLength(RECIPE_REQUEST_BODY),
        },
      })
      const timer = setTimeout(() => {
        settle(() => (summary.timeouts += 1))
        outgoing.destroy()
      }, timeoutMs)
      outgoing.on('error', (error: NodeJS.ErrnoException) =>
        settle(() => {
          summary.errors += 1
          const code = error.code ?? error.message
          summary.errorCodes[code] = (summary.errorCodes[code] ?? 0) + 1
        }),
      )
      outgoing.on('response', (incoming) => {
        let body = ''
        incoming.setEncoding('utf8')
        incoming.on('data', (text: string) => (body += text))
        incoming.on('error', () => undefined) // the request's own error handler counts it
        incoming.on('end', () =>
          settle(() => {
            summary.answered += 1
            latencies.push(performance.now() - startedAt)
            const status = incoming.statusCode ?? 0
            if (status === 200) summary.ok += 1
            else if (status === 503) {
              summary.unavailable += 1
              if (incoming.headers['retry-after'] && body.includes('"unavailable"')) {
                summary.unavailableWellFormed += 1
              }
            } else {
              summary.otherStatus += 1
              summary.otherStatuses[status] = (summary.otherStatuses[status] ?? 0) + 1
            }
          }),
        )
      })
      outgoing.end(RECIPE_REQUEST_BODY)
    })

  const visitor = async () => {
    while (performance.now() < endAt) await once()
  }
  await Promise.all(Array.from({ length: connections }, visitor))
  agent?.destroy()
  summary.p50Ms = round(percentile(latencies, 0.5), 1)
  summary.p99Ms = round(percentile(latencies, 0.99), 1)
  summary.maxMs = round(Math.max(0, ...latencies), 1)
  return summary
}

/** One line for logs and notes. */
export function describeLoad(summary: LoadSummary): string {
  const failures = Object.entries(summary.errorCodes)
    .map(([code, count]) => `${code} ${count}`)
    .join(', ')
  return (
    `${summary.answered}/${summary.sent} answered (200: ${summary.ok}, 503: ${summary.unavailable}` +
    `${summary.otherStatus > 0 ? `, other: ${JSON.stringify(summary.otherStatuses)}` : ''}), ` +
    `errors ${summary.errors}${failures ? ` (${failures})` : ''}, timeouts ${summary.timeouts}, ` +
    `p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, max ${summary.maxMs} ms`
  )
}
