import type {
  EngineName,
  RecipeAnswerKind,
  RecipeNeeds,
  RecipeNotice,
  RecipeStreamEvent,
  RecipeSuggestion,
  RecipeWarning,
} from './recipe-stream.ts'

/** What is said about a recipe once its text is finished, and who wrote it. */
export interface RecipeEnding {
  engine: EngineName
  model: string
  notice?: RecipeNotice | undefined
  warnings: readonly RecipeWarning[]
  needs?: RecipeNeeds | undefined
  kind?: RecipeAnswerKind | undefined
  suggestions?: readonly RecipeSuggestion[] | undefined
}

/**
 * The events after a recipe's last `delta`, in their order (see `RECIPE_EVENT_DATA`): why it ended
 * early, one `warning` per clash, `needs`, then `done`. One home for the server's stream and the
 * recipes the page writes itself, so both end alike.
 */
export function recipeEndingEvents({
  engine,
  model,
  notice,
  warnings,
  needs,
  kind,
  suggestions,
}: RecipeEnding): RecipeStreamEvent[] {
  return [
    ...(notice ? [{ type: 'notice' as const, ...notice }] : []),
    ...warnings.map((warning) => ({ type: 'warning' as const, ...warning })),
    ...(needs ? [{ type: 'needs' as const, ...needs }] : []),
    {
      type: 'done',
      engine,
      model,
      ...(kind && { kind }),
      ...(suggestions && { suggestions: [...suggestions] }),
    },
  ]
}
