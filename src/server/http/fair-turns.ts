import type { Server } from 'node:http'
import type { Socket } from 'node:net'

export interface FairTurnsOptions {
  /** Whether the loop is saturated now: only then are keep-alive connections made to take turns. */
  isSaturated: () => boolean
  /** Keep-alive connections let back in per loop turn. */
  perTurn: number
}

/** Longest a connection waits for its turn. */
const MAX_WAIT_MS = 1_000

/**
 * Keep-alive connections take turns while the loop is saturated. On Node 20 libuv accepts one
 * waiting connection per loop turn, and a turn reads every connection that has a request ready:
 * hundreds of busy keep-alive visitors make every turn long, and visitors still in the kernel's
 * accept queue wait for seconds. So, while saturated, a connection that has just had its answer
 * is paused and queued, and each turn lets only `perTurn` of them read again: turns stay short,
 * new visitors are accepted at hundreds a second, and the served ones lose nothing but a turn.
 * Measured with 500 keep-alive visitors at once (BENCHMARKS.md, overload): none left unanswered
 * with 3 per turn, p99 under 1.5 s, against 37–88 of 500 never answered with shedding alone.
 */
export function takeTurnsWhenSaturated(
  server: Server,
  { isSaturated, perTurn }: FairTurnsOptions,
): void {
  const waiting: { socket: Socket; since: number }[] = []
  let isScheduled = false

  const letSomeIn = () => {
    isScheduled = false
    const now = performance.now()
    for (let count = 0; waiting.length > 0; count += 1) {
      // Past its share, a connection still gets in once it has waited long enough: well before
      // Node's keep-alive timeout (5 s) could close it with the visitor's request unread.
      const head = waiting[0]
      if (!head || (count >= perTurn && now - head.since < MAX_WAIT_MS)) break
      waiting.shift()
      if (!head.socket.destroyed) head.socket.resume()
    }
    if (waiting.length > 0) schedule()
  }
  const schedule = () => {
    if (isScheduled) return
    isScheduled = true
    setImmediate(letSomeIn)
  }

  server.on('request', (request, response) => {
    response.once('finish', () => {
      if (!isSaturated()) return
      const socket = request.socket
      // After Node's own handling of the finished answer, which may resume the socket itself.
      setImmediate(() => {
        if (socket.destroyed) return
        socket.pause()
        waiting.push({ socket, since: performance.now() })
        schedule()
      })
    })
  })
}
