/**
 * The engine's own reasons to end its upstream request — its idle and total timeouts, the
 * recipe's bound, the recipe's end — as against the visitor going away, which the transport
 * hears from the visitor's signal itself.
 *
 * Why not a second AbortController following the visitor's signal (as until 2026-11-26): on
 * Node 20 making one, listening on the first and aborting it at every recipe's end cost a few
 * per cent of an AI recipe's CPU, measured beside a bare proxy (BENCHMARKS.md). Here the
 * transport hands over its stop (`takeStop`) and stopping is a function call.
 */
export class UpstreamStop {
  #isStopped = false
  #reason: unknown
  #stops: ((reason: unknown) => void)[] = []
  #controller: AbortController | undefined

  get isStopped(): boolean {
    return this.#isStopped
  }

  /** Why it was stopped; undefined until then. */
  get reason(): unknown {
    return this.#reason
  }

  /** Ends every request handed over (and any later one at once); only the first reason counts. */
  stop(reason: unknown): void {
    if (this.#isStopped) return
    this.#isStopped = true
    this.#reason = reason
    const stops = this.#stops
    this.#stops = []
    for (const stop of stops) stop(reason)
    this.#controller?.abort(reason)
  }

  /** A request's stop, handed over by the transport (`takeStop`); a plain function to pass on. */
  readonly take = (stop: (reason: unknown) => void): void => {
    if (this.#isStopped) stop(this.#reason)
    else this.#stops.push(stop)
  }

  /**
   * The stop as a signal, for what only takes one (the wait before a retry); made on first use,
   * since most recipes never wait.
   */
  signal(): AbortSignal {
    if (this.#controller === undefined) {
      this.#controller = new AbortController()
      if (this.#isStopped) this.#controller.abort(this.#reason)
    }
    return this.#controller.signal
  }
}
