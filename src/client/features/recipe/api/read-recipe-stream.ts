import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { isErrorCode } from '../../../../shared/error-codes.ts'
import type { RecipeStreamEvent } from '../../../../shared/recipe-stream.ts'
import { isRecipeEventType, RECIPE_EVENT_DATA } from '../../../../shared/recipe-stream.ts'

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
  if (!isRecipeEventType(type)) return undefined
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
  // Forward compatible: a kind of warning this page does not know, or an error code it does not
  // know, is skipped or reported generically rather than failing the recipe.
  if (type === 'warning' && fields.code !== 'conflicts_with_preferences') return undefined
  if (type === 'error' && typeof fields.message === 'string' && !isErrorCode(fields.code)) {
    return { type, code: 'internal_error', message: fields.message }
  }
  const parsed = RECIPE_EVENT_DATA[type].safeParse(payload)
  if (!parsed.success) throw new MalformedStreamError(`The "${type}" event is missing fields.`)
  // The schema for `type` parsed it, so the pair is one member of the union; TypeScript cannot
  // follow that correlation through an indexed schema, hence the assertion.
  return { type, ...parsed.data } as RecipeStreamEvent
}
