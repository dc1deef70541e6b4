import { request, type Agent } from 'node:http'
import { RECIPE_REQUEST_BODY } from './recipe-fixtures.ts'

export interface StreamOutcome {
  status: number
  /** performance.now() of every network read that carried at least one delta event. */
  deltaReadTimes: number[]
  deltaEvents: number
  /** Our server's delta texts joined (chunks that arrive together are merged, so count varies). */
  deltaText: string
  isDone: boolean
  errorEvent: string | undefined
  /** performance.now() when the request was sent and when the answer ended. */
  sentAt: number
  endedAt: number
  /** Set when the socket failed or the deadline passed. */
  failure: string | undefined
}

/**
 * Asks our server for a recipe as a stream and notes when deltas arrive. Plain node:http with a
 * substring scan instead of fetch + an SSE parser keeps the client's own cost out of the timings.
 */
export function streamRecipe(
  port: number,
  { agent, timeoutMs = 60_000 }: { agent?: Agent; timeoutMs?: number } = {},
): Promise<StreamOutcome> {
  return new Promise((resolve) => {
    const outcome: StreamOutcome = {
      status: 0,
      deltaReadTimes: [],
      deltaEvents: 0,
      deltaText: '',
      isDone: false,
      errorEvent: undefined,
      failure: undefined,
      sentAt: performance.now(),
      endedAt: Number.NaN,
    }
    let settled = false
    const finish = (failure?: string) => {
      if (settled) return
      settled = true
      outcome.endedAt = performance.now()
      clearTimeout(timer)
      if (failure !== undefined) outcome.failure = failure
      resolve(outcome)
    }
    const timer = setTimeout(() => {
      finish(`no end within ${timeoutMs} ms`)
      outgoing.destroy()
    }, timeoutMs)
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/recipe',
        method: 'POST',
        ...(agent ? { agent } : {}),
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          'content-length': Buffer.byteLength(RECIPE_REQUEST_BODY),
        },
      },
      (response) => {
        outcome.status = response.statusCode ?? 0
        response.setEncoding('utf8')
        let carry = ''
        response.on('data', (text: string) => {
          const atMs = performance.now()
          const events = (carry + text).split('\n\n')
          carry = events.pop() ?? ''
          let deltas = 0
          for (const event of events) {
            // Our server's events, or the upstream's raw ones when a bare proxy pipes them.
            if (event.startsWith('event: done') || event === 'data: [DONE]') outcome.isDone = true
            else if (event.startsWith('event: delta')) {
              deltas += 1
              outcome.deltaText += (
                JSON.parse(event.slice(event.indexOf('data: ') + 6)) as { text: string }
              ).text
            } else if (event.startsWith('data: {')) deltas += 1
            else if (event.startsWith('event: error')) outcome.errorEvent = event
          }
          if (deltas > 0) {
            outcome.deltaEvents += deltas
            outcome.deltaReadTimes.push(atMs)
          }
        })
        response.on('end', () => finish())
        response.on('error', (error) => finish(error.message))
      },
    )
    outgoing.on('error', (error) => finish(error.message))
    outgoing.end(RECIPE_REQUEST_BODY)
  })
}
