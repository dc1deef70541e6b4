import { ApiError } from '../api-error.ts'
import type { RecipeEngine, RecipeEngineRequest, RecipePiece } from '../engines/recipe-engine.ts'
import { plannedRecipeOf, tellPlannedRecipe } from '../engines/planned-recipe.ts'
import type { RecipeMetrics } from './recipe-metrics.ts'

/**
 * The engine, counted: each recipe's outcome, the recipes in flight and, for the AI engine, the
 * time to its first piece and to its end. Only wrapped when metrics are on, so a server without
 * them pays nothing for it.
 */
export function instrumentEngine(
  engine: RecipeEngine,
  metrics: RecipeMetrics,
  now: () => number = () => performance.now(),
): RecipeEngine {
  const isUpstream = engine.name === 'llm'
  function streamRecipe(request: RecipeEngineRequest): AsyncGenerator<RecipePiece> {
    const inner = engine.streamRecipe(request)
    // The route reads a planning engine's plan off the stream it was given: pass it on.
    const outer: AsyncGenerator<RecipePiece> = counted(inner, request, () => {
      const planned = plannedRecipeOf(inner)
      if (planned !== undefined) tellPlannedRecipe(outer, planned)
    })
    return outer
  }
  async function* counted(
    inner: AsyncIterable<RecipePiece>,
    request: RecipeEngineRequest,
    whenRead: () => void,
  ): AsyncGenerator<RecipePiece> {
    const startedAt = now()
    let outcome = 'ok'
    let isFirst = true
    metrics.recipeStarted(engine.name)
    try {
      for await (const piece of inner) {
        // Text is a string; an engine's signals (thinking, a notice) are objects.
        if (typeof piece === 'string') {
          if (isFirst && isUpstream) metrics.upstreamFirstToken((now() - startedAt) / 1000)
          isFirst = false
        } else if (piece.kind === 'notice') {
          // A recipe ended early by a notice (truncated, filtered) is counted under that code.
          outcome = piece.notice.code
        }
        yield piece
      }
      whenRead()
    } catch (error) {
      outcome =
        error instanceof ApiError
          ? error.code
          : request.signal.aborted
            ? 'visitor_gone'
            : 'internal_error'
      throw error
    } finally {
      // A consumer that stopped reading early (the visitor left mid-stream) lands here too.
      if (outcome === 'ok' && request.signal.aborted) outcome = 'visitor_gone'
      if (isUpstream) metrics.upstreamTotal((now() - startedAt) / 1000)
      metrics.recipeEnded(engine.name, outcome)
    }
  }
  return { name: engine.name, model: engine.model, streamRecipe }
}
