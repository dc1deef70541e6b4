import type { Logger } from '../logger.ts'

export interface OutageLog {
  /** The shared store answered last time it was asked. */
  isUp(): boolean
  /** The store failed: logs one warning on the change from up to down, nothing after. */
  down(reason: string): void
  /** The store answered: logs one info line on the change from down to up. */
  up(): void
}

/**
 * Turns a stream of store failures and successes into one warning when the shared store goes and
 * one info line when it is back: a Redis outage under load would otherwise log once per request
 * (and once per reconnect attempt) and bury everything else.
 */
export function createOutageLog(
  logger: Logger,
  fields: Record<string, unknown>,
  messages: {
    down: string
    up: string
    /** Set for a store that must connect first: it counts as down, quietly, until it answers. */
    firstUp?: string
  },
  onChange: (isUp: boolean) => void = () => {},
): OutageLog {
  let state: 'starting' | 'up' | 'down' = messages.firstUp === undefined ? 'up' : 'starting'
  return {
    isUp: () => state === 'up',
    down(reason) {
      if (state === 'down') return
      state = 'down'
      logger.warn({ ...fields, reason }, messages.down)
      onChange(false)
    },
    up() {
      if (state === 'up') return
      logger.info(fields, state === 'starting' ? (messages.firstUp ?? messages.up) : messages.up)
      state = 'up'
      onChange(true)
    },
  }
}
