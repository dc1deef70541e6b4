import type { RecipePlan } from '../chef/index.ts'
import { plannedNeeds, planRecipe, renderRecipe } from '../chef/index.ts'
import type { Preferences } from './preferences.ts'
import type { RecipeAnswerKind, RecipeNeeds, RecipeSuggestion } from './recipe-stream.ts'

/** The model id the offline chef reports, wherever it writes (the server, or the page itself). */
export const OFFLINE_MODEL = 'offline-chef'

/** The chef's kinds of plan, as the page is told them at `done`. */
const ANSWER_KINDS: Record<RecipePlan['kind'], RecipeAnswerKind> = {
  recipe: 'recipe',
  'no-dish': 'not-a-recipe',
  'out-of-ideas': 'out-of-ideas',
}

/** What the offline chef is asked: a validated request (see `RecipeRequestSchema`). */
export interface OfflineRecipeRequest {
  ingredients: readonly string[]
  variant: number
  preferences?: Preferences | undefined
}

/**
 * The offline chef's whole answer to one request: the markdown, and what it knows about it from
 * its plan, so nothing is read back from the text. Its warnings are always none: a planned recipe
 * keeps to the visitor's preferences by construction (property-tested in the chef).
 */
export interface OfflineRecipe {
  markdown: string
  /** What it needs beyond the visitor's list; undefined when no dish was written. */
  needs: RecipeNeeds | undefined
  kind: RecipeAnswerKind
  /** For `out-of-ideas`: one more ingredient and the dish it would open up; absent when none. */
  suggestions?: RecipeSuggestion[]
}

/**
 * The offline chef's per-request pipeline (preferences → plan → markdown, with the plan's needs,
 * kind and suggestions), in one home: the server's `offline` engine streams what it returns, and
 * the page runs it itself when the server cannot be reached. Pure and synchronous; never throws.
 */
export function writeOfflineRecipe({
  ingredients,
  variant,
  preferences = {},
}: OfflineRecipeRequest): OfflineRecipe {
  const { diets, avoid, servings, maxMinutes } = preferences
  const plan = planRecipe(ingredients, {
    variant,
    ...(diets === undefined ? {} : { diets }),
    ...(avoid === undefined ? {} : { avoid }),
    ...(servings === undefined ? {} : { servings }),
    ...(maxMinutes === undefined ? {} : { maxMinutes }),
  })
  return {
    markdown: renderRecipe(plan),
    needs: plannedNeeds(plan),
    kind: ANSWER_KINDS[plan.kind],
    ...(plan.additions?.length ? { suggestions: plan.additions.map((item) => ({ ...item })) } : {}),
  }
}
