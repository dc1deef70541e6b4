const LATER = Symbol('later')

function afterPendingMicrotasks(): Promise<typeof LATER> {
  return new Promise((resolve) => setImmediate(resolve, LATER))
}

/**
 * Merges the chunks that are ready at the same moment into one. A network read often carries
 * many SSE events, which the client library hands out one by one in the same turn; forwarding
 * them as one write instead of dozens saves a syscall and a frame each, while chunks that arrive
 * apart in time still go out apart (nothing waits beyond the current turn).
 */
export async function* coalesceReadyChunks(chunks: AsyncIterator<string>): AsyncGenerator<string> {
  let pending = chunks.next()
  for (;;) {
    const result = await pending
    if (result.done) return
    let text = result.value
    for (;;) {
      pending = chunks.next()
      let more: IteratorResult<string> | typeof LATER
      try {
        more = await Promise.race([pending, afterPendingMicrotasks()])
      } catch (error) {
        // What already arrived still goes out before the failure does.
        yield text
        throw error
      }
      if (more === LATER || more.done) break
      text += more.value
    }
    yield text
  }
}
