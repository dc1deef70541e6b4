/**
 * Calls `onIdle` once nothing has happened for `idleMs` while it is running.
 *
 * An upstream answer brings dozens of chunks; re-arming a timer for each one (clear + set) cost
 * more CPU than parsing them. Here a chunk only stamps the time, and the single timer, when it
 * fires before the clock has run out, sleeps again for what is left.
 */
export class IdleWatchdog {
  #timer: NodeJS.Timeout | undefined
  #lastActiveAt = 0
  #isRunning = false

  constructor(
    private readonly idleMs: number,
    private readonly onIdle: () => void,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  /** Starts (or restarts) the clock from now. */
  start(): void {
    this.#isRunning = true
    this.#lastActiveAt = this.now()
    if (this.#timer === undefined) this.#schedule(this.idleMs)
  }

  /** Something happened: the idle clock starts over. */
  touch(): void {
    this.#lastActiveAt = this.now()
  }

  /** Stops the clock while we wait on someone else; the timer, if due, just lapses. */
  pause(): void {
    this.#isRunning = false
  }

  /** Stops the clock for good. */
  dispose(): void {
    this.#isRunning = false
    clearTimeout(this.#timer)
    this.#timer = undefined
  }

  #schedule(delayMs: number): void {
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      if (!this.#isRunning) return
      const idleForMs = this.now() - this.#lastActiveAt
      if (idleForMs >= this.idleMs) {
        this.#isRunning = false
        this.onIdle()
      } else {
        this.#schedule(this.idleMs - idleForMs)
      }
    }, delayMs)
  }
}
