import type { Context } from 'hono'
import { MAX_BODY_BYTES } from '../../shared/limits.ts'
import { RecipeRequestSchema, type RecipeRequest } from '../../shared/recipe-request.ts'
import { ApiError } from '../api-error.ts'

/** Parses and validates the recipe request body; every failure is a 4xx {@link ApiError}. */
export async function readRecipeRequest(c: Context): Promise<RecipeRequest> {
  const contentType = c.req.header('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new ApiError('unsupported_media_type', 'Send the ingredients as application/json.')
  }
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
 * The body as text, never more than {@link MAX_BODY_BYTES}. Hono's bodyLimit middleware would do
 * this too, but it turns every request into a full WHATWG Request with a stream (measured at a
 * tenth of the server's CPU per recipe); a declared length is checked before reading instead,
 * and only a chunked body is counted as it streams in.
 */
async function readBodyText(c: Context): Promise<string> {
  const declaredLength = c.req.header('content-length')
  if (declaredLength !== undefined && c.req.header('transfer-encoding') === undefined) {
    if (Number(declaredLength) > MAX_BODY_BYTES) throw tooLarge()
    // Node's HTTP parser stops at the declared length, so this read is bounded.
    return await c.req.text()
  }
  const body = c.req.raw.body
  if (body === null) return ''
  const decoder = new TextDecoder()
  let text = ''
  let bytes = 0
  for await (const chunk of body) {
    bytes += chunk.byteLength
    if (bytes > MAX_BODY_BYTES) throw tooLarge()
    text += decoder.decode(chunk, { stream: true })
  }
  return text + decoder.decode()
}

function tooLarge(): ApiError {
  return new ApiError('payload_too_large', `The request is larger than ${MAX_BODY_BYTES} bytes.`)
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('')
}
