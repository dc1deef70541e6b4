const LATER = Symbol('later')

function afterPendingMicrotasks(): Promise<typeof LATER> {
  return new Promise((resolve) => setImmediate(resolve, LATER))
}

/** Text that arrived together, and whether the source had ended by then. */
export interface ReadyText {
  text: string
  /** Nothing follows: the source ended in the same turn as this text. */
  isLast: boolean
}

/**
 * Merges the pieces of text that are ready at the same moment into one. A network read often
 * carries many SSE events, which the client library hands out one by one in the same turn;
 * forwarding them as one write instead of dozens saves a syscall and a frame each, while pieces
 * that arrive apart in time still go out apart (nothing waits beyond the current turn).
 *
 * Stopped early (`return()`), it closes `chunks` too, once the piece already asked for settles.
 */
export async function* coalesceReadyChunks(
  chunks: AsyncIterator<string>,
): AsyncGenerator<ReadyText> {
  let pending = chunks.next()
  let isSourceDone = false
  try {
    for (;;) {
      const result = await pending
      if (result.done) {
        isSourceDone = true
        return
      }
      let text = result.value
      // One timer per burst, not per piece: a 30-chunk burst used to schedule 30.
      const turnEnds = afterPendingMicrotasks()
      for (;;) {
        pending = chunks.next()
        let more: IteratorResult<string> | typeof LATER
        try {
          more = await Promise.race([pending, turnEnds])
        } catch (error) {
          isSourceDone = true
          // What already arrived still goes out before the failure does.
          yield { text, isLast: false }
          throw error
        }
        if (more === LATER) break
        if (more.done) {
          isSourceDone = true
          yield { text, isLast: true }
          return
        }
        text += more.value
      }
      yield { text, isLast: false }
    }
  } finally {
    if (!isSourceDone) {
      // Nobody will read what was asked for; its failure (an aborted upstream) is expected.
      pending.catch(() => {})
      await chunks.return?.()
    }
  }
}
