import { setImmediate as nextTurn } from 'node:timers/promises'
import type { RecipeEngine, RecipeEngineRequest } from './recipe-engine.ts'
import type { RecipePlan } from '../../chef/index.ts'
import { plannedNeeds, planRecipe, renderRecipe } from '../../chef/index.ts'
import type { RecipeAnswerKind } from '../../shared/recipe-stream.ts'
import type { PlannedRecipe } from './planned-recipe.ts'
import { tellPlannedRecipe } from './planned-recipe.ts'

export const OFFLINE_MODEL = 'offline-chef'

/** The chef's kinds of plan, as the page is told them at `done`. */
const ANSWER_KINDS: Record<RecipePlan['kind'], RecipeAnswerKind> = {
  recipe: 'recipe',
  'no-dish': 'not-a-recipe',
  'out-of-ideas': 'out-of-ideas',
}

/**
 * The `offline` engine: the built-in chef composes the recipe at once, with no network, and hands
 * it out line by line through the same stream as the llm engine, so the page treats both alike.
 * What the recipe needs beyond the list comes from the plan, told alongside the stream
 * (`planned-recipe.ts`) for the route's finished-recipe step.
 */
export function createOfflineEngine(): RecipeEngine {
  function streamRecipe(request: RecipeEngineRequest) {
    const stream = writeRecipe(request, (planned) => tellPlannedRecipe(stream, planned))
    return stream
  }
  async function* writeRecipe(
    { ingredients, variant, preferences = {}, signal }: RecipeEngineRequest,
    tellPlan: (planned: PlannedRecipe) => void,
  ) {
    const { diets, avoid, servings, maxMinutes } = preferences
    const plan = planRecipe(ingredients, {
      variant,
      ...(diets === undefined ? {} : { diets }),
      ...(avoid === undefined ? {} : { avoid }),
      ...(servings === undefined ? {} : { servings }),
      ...(maxMinutes === undefined ? {} : { maxMinutes }),
    })
    // The plan knows its extras: nothing to read back from the text.
    tellPlan({
      needs: plannedNeeds(plan),
      kind: ANSWER_KINDS[plan.kind],
      ...(plan.additions?.length
        ? { suggestions: plan.additions.map((item) => ({ ...item })) }
        : {}),
    })
    const recipe = renderRecipe(plan)
    for (const line of recipe.match(/[^\n]*\n|[^\n]+$/g) ?? []) {
      signal.throwIfAborted()
      yield line
      // Lets the socket flush and an abort land between lines instead of after the whole recipe.
      await nextTurn()
    }
  }
  return { name: 'offline', model: OFFLINE_MODEL, streamRecipe }
}
