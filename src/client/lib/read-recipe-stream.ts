import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { isErrorCode } from '../../shared/error-codes.ts'
import type { RecipeStreamEvent } from '../../shared/recipe-stream.ts'

/**
 * Turns the bytes of a `text/event-stream` answer into recipe events. Pure: no fetch, no React,
 * so it is tested on its own. Unknown event types, and warnings of a kind this page does not know,
 * are skipped (forward compatibility); an event whose data is not what its type promises is an
 * error, because appending garbage to a recipe, or dropping a warning about an allergy, is worse
 * than saying it failed.
 */
export async function* readRecipeStream(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<RecipeStreamEvent> {
  const pending: EventSourceMessage[] = []
  const parser = createParser({ onEvent: (message) => pending.push(message) })
  const decoder = new TextDecoder()
  const reader = body.getReader()
  // fetch() ends its body on abort, but not every stream does: cancel it ourselves so a pending
  // read settles the moment the visitor presses Stop.
  const cancel = () => void reader.cancel().catch(() => undefined)
  signal?.addEventListener('abort', cancel, { once: true })
  try {
    for (;;) {
      const { done, value } = await reader.read()
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }))
      for (const message of pending.splice(0)) {
        const event = toRecipeEvent(message.event, message.data)
        if (event) yield event
      }
      if (done) return
    }
  } finally {
    signal?.removeEventListener('abort', cancel)
    // Stops the download when the consumer breaks off early (Stop, a newer request).
    await reader.cancel().catch(() => undefined)
  }
}

export class MalformedStreamError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MalformedStreamError'
  }
}

function toRecipeEvent(type: string | undefined, data: string): RecipeStreamEvent | undefined {
  if (
    type !== 'start' &&
    type !== 'delta' &&
    type !== 'warning' &&
    type !== 'done' &&
    type !== 'error'
  ) {
    return undefined
  }
  let payload: unknown
  try {
    payload = JSON.parse(data)
  } catch {
    throw new MalformedStreamError(`The "${type}" event is not JSON.`)
  }
  if (typeof payload !== 'object' || payload === null) {
    throw new MalformedStreamError(`The "${type}" event is not an object.`)
  }
  const fields = payload as Record<string, unknown>
  if (type === 'delta' && typeof fields.text === 'string') return { type, text: fields.text }
  if (
    (type === 'start' || type === 'done') &&
    (fields.engine === 'llm' || fields.engine === 'offline') &&
    typeof fields.model === 'string'
  ) {
    return { type, engine: fields.engine, model: fields.model }
  }
  if (type === 'warning') {
    if (fields.code !== 'conflicts_with_preferences') return undefined
    if (
      typeof fields.message === 'string' &&
      Array.isArray(fields.items) &&
      fields.items.every((item) => typeof item === 'string')
    ) {
      return { type, code: fields.code, message: fields.message, items: fields.items }
    }
  }
  if (type === 'error' && typeof fields.message === 'string') {
    return {
      type,
      code: isErrorCode(fields.code) ? fields.code : 'internal_error',
      message: fields.message,
    }
  }
  throw new MalformedStreamError(`The "${type}" event is missing fields.`)
}
