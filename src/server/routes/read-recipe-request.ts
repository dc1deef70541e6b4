import type { Context } from 'hono'
import { MAX_BODY_BYTES } from '../../shared/limits.ts'
import { RecipeRequestSchema, type RecipeRequest } from '../../shared/recipe-request.ts'
import { ApiError } from '../api-error.ts'

/**
 * Parses and validates the recipe request body; every failure is a 4xx {@link ApiError}. That the
 * body is JSON at all was checked before the rate limit (`middleware/cross-site-writes.ts`).
 */
export async function readRecipeRequest(c: Context): Promise<RecipeRequest> {
  let body: unknown
  try {
    body = JSON.parse(await readBodyText(c))
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError('invalid_json', 'The request body is not valid JSON.')
  }
  const parsed = RecipeRequestSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? `${formatPath(issue.path)}: ` : ''
    throw new ApiError('invalid_request', `${where}${issue?.message ?? 'Invalid request.'}`)
  }
  return parsed.data
}

/**
 * An oversized body is still read, and thrown away, before the 413 goes out: up to this many bytes
 * in all, for at most this long. A client that sends its body without waiting for
 * `100 Continue` is still writing when an early answer comes; if the connection then closes with
 * its bytes unread, the kernel answers them with a reset, and a reset makes the client drop the
 * 413 it had already received (about 1 request in 5 at 5 MB on loopback). Past either bound the
 * 413 goes out at once and the connection closes, as with nginx's lingering close.
 */
export const DISCARD_MAX_BYTES = 10 * 1024 * 1024
export const DISCARD_MAX_MS = 2_000

/**
 * The body as text, never more than {@link MAX_BODY_BYTES}. Hono's bodyLimit middleware would do
 * this too, but it turns every request into a full WHATWG Request with a stream (measured at a
 * tenth of the server's CPU per recipe); a declared length is checked before reading instead,
 * and only a chunked body is counted as it streams in.
 */
async function readBodyText(c: Context): Promise<string> {
  const declaredLength = c.req.header('content-length')
  if (declaredLength !== undefined && c.req.header('transfer-encoding') === undefined) {
    const length = Number(declaredLength)
    if (length > MAX_BODY_BYTES) {
      const reader = length <= DISCARD_MAX_BYTES ? c.req.raw.body?.getReader() : undefined
      throw await refuseOversizedBody(c, reader, 0)
    }
    // Node's HTTP parser stops at the declared length, so this read is bounded.
    return await c.req.text()
  }
  const body = c.req.raw.body
  if (body === null) return ''
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    if (bytes > MAX_BODY_BYTES) throw await refuseOversizedBody(c, reader, bytes)
    text += decoder.decode(value, { stream: true })
  }
  return text + decoder.decode()
}

/**
 * Reads the rest of an oversized body into nothing (see {@link DISCARD_MAX_BYTES}) and returns the
 * 413 to throw. When the body could not be read to its end, the answer closes the connection:
 * a kept-alive connection would otherwise carry on in the middle of the body.
 */
async function refuseOversizedBody(
  c: Context,
  reader: ReadableStreamDefaultReader<Uint8Array> | undefined,
  bytesRead: number,
): Promise<ApiError> {
  const isWholeBodyRead = reader !== undefined && (await discardRest(reader, bytesRead))
  if (!isWholeBodyRead) c.header('Connection', 'close')
  return new ApiError('payload_too_large', `The request is larger than ${MAX_BODY_BYTES} bytes.`)
}

/** True when the body ended within the bounds; false when it ran past either. */
async function discardRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  bytesRead: number,
): Promise<boolean> {
  let bytes = bytesRead
  let timer: NodeJS.Timeout | undefined
  const timeUp = new Promise<'time up'>((resolve) => {
    timer = setTimeout(() => resolve('time up'), DISCARD_MAX_MS)
  })
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timeUp])
      if (next === 'time up') return false
      if (next.done) return true
      bytes += next.value.byteLength
      if (bytes > DISCARD_MAX_BYTES) return false
    }
  } catch {
    // The visitor went away mid-body: nothing left to protect.
    return false
  } finally {
    clearTimeout(timer)
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('')
}
