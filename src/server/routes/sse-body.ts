import type { RecipeStreamEvent } from '../../shared/recipe-stream.ts'

const encoder = new TextEncoder()

/** One event in text/event-stream framing: JSON never holds a raw newline, so one data line. */
export function formatSseEvent(event: RecipeStreamEvent): string {
  const { type, ...data } = event
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`
}

/**
 * `formatSseEvent({ type: 'delta', text })`, written straight out: the event sent once for every
 * burst of a recipe's text, so no event object is made only to be taken apart again.
 */
export function formatDeltaEvent(text: string): string {
  return `event: delta\ndata: {"text":${JSON.stringify(text)}}\n\n`
}

/**
 * A response body that sends each piece of event text as soon as it is produced, and asks for the
 * next one only when the previous one has been taken (the visitor's socket sets the pace).
 *
 * One stream instead of Hono's streamSSE, which puts a TransformStream and a second
 * ReadableStream between the events and the socket: on Node 20 every WHATWG stream is costly to
 * make, and this route made three per recipe.
 */
export function sseBody(
  events: AsyncIterator<string>,
  onCancel: () => void,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await events.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(next.value))
      },
      async cancel() {
        onCancel()
        await events.return?.()
      },
    },
    // Nothing is produced ahead of a read: an event waits in the generator, not in a queue.
    { highWaterMark: 0 },
  )
}
