import type { Context } from 'hono'
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
    body = JSON.parse(await c.req.text())
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

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('')
}
