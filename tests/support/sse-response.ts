import type { RecipeStreamEvent } from '../../src/shared/recipe-stream.ts'

/** Encodes recipe events the way the server does. */
export function encodeEvents(events: readonly RecipeStreamEvent[]): string {
  return events
    .map(({ type, ...data }) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`)
    .join('')
}

/**
 * A streaming SSE Response whose chunks the test pushes when it likes, to watch the page while
 * a recipe is half-way in.
 */
export function controlledSseResponse() {
  const encoder = new TextEncoder()
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController
    },
  })
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    push: (...events: RecipeStreamEvent[]) =>
      controller.enqueue(encoder.encode(encodeEvents(events))),
    pushRaw: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  }
}

export function sseResponse(events: readonly RecipeStreamEvent[]): Response {
  return new Response(encodeEvents(events), { headers: { 'Content-Type': 'text/event-stream' } })
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}
