import { setImmediate as nextTurn } from 'node:timers/promises'
import type { RecipeEngine, RecipeEngineRequest } from './recipe-engine.ts'
import { OFFLINE_MODEL, writeOfflineRecipe } from '../../shared/offline-recipe.ts'
import type { PlannedRecipe } from './planned-recipe.ts'
import { tellPlannedRecipe } from './planned-recipe.ts'

export { OFFLINE_MODEL }

/**
 * The `offline` engine: the built-in chef composes the recipe at once, with no network, and hands
 * it out line by line through the same stream as the llm engine, so the page treats both alike.
 * What it writes for a request is `writeOfflineRecipe`'s (src/shared/offline-recipe.ts), the one
 * home the page also uses when it cannot reach the server. What the recipe needs beyond the list
 * comes from the plan, told alongside the stream (`planned-recipe.ts`) for the route's
 * finished-recipe step.
 */
export function createOfflineEngine(): RecipeEngine {
  function streamRecipe(request: RecipeEngineRequest) {
    const stream = writeRecipe(request, (planned) => tellPlannedRecipe(stream, planned))
    return stream
  }

  async function* writeRecipe(
    { ingredients, variant, preferences, signal }: RecipeEngineRequest,
    tellPlan: (planned: PlannedRecipe) => void,
  ) {
    const { markdown, needs, kind, suggestions } = writeOfflineRecipe({
      ingredients,
      variant,
      preferences,
    })
    // The plan knows its extras: nothing to read back from the text.
    tellPlan({ needs, kind, ...(suggestions && { suggestions }) })
    for (const line of markdown.match(/[^\n]*\n|[^\n]+$/g) ?? []) {
      signal.throwIfAborted()
      yield line
      // Lets the socket flush and an abort land between lines instead of after the whole recipe.
      await nextTurn()
    }
  }

  return { name: 'offline', model: OFFLINE_MODEL, streamRecipe }
}
