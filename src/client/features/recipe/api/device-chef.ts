import { OFFLINE_MODEL, writeOfflineRecipe } from '../../../../shared/offline-recipe.ts'
import { recipeEndingEvents } from '../../../../shared/recipe-ending.ts'
import type { RecipeRequestInput } from '../../../../shared/recipe-request.ts'
import type { RecipeStreamEvent } from '../../../../shared/recipe-stream.ts'

/**
 * The offline chef in the page: a chunk of its own (the chef's whole lexicon and dishes), loaded
 * only when the server cannot be reached, or prefetched when the browser is idle after a recipe
 * (see `lib/preload-device-chef.ts`). It answers the body the page would have sent with the
 * events the server's offline engine would have: the same pipeline (`writeOfflineRecipe`) and the
 * same ending (`recipeEndingEvents`). No rate limit applies: the visitor's own device does the
 * work.
 *
 * The body is not run through the server's `RecipeRequestSchema`: it is the page's own, built
 * from a list and preferences already held to the same limits where they are entered and
 * restored, and the chef reads any list without throwing. (Importing the schema also moved a
 * module out of the entry chunk, adding about 300 bytes to the first load.)
 */
export function* writeRecipeOnDevice(
  { ingredients, variant = 0, preferences }: RecipeRequestInput,
  signal: AbortSignal,
): Generator<RecipeStreamEvent> {
  signal.throwIfAborted()
  const { markdown, needs, kind, suggestions } = writeOfflineRecipe({
    ingredients,
    variant,
    preferences,
  })
  const engine = 'offline'
  yield { type: 'start', engine, model: OFFLINE_MODEL }
  yield { type: 'delta', text: markdown }
  yield* recipeEndingEvents({
    engine,
    model: OFFLINE_MODEL,
    warnings: [],
    needs,
    kind,
    suggestions,
  })
}
