// The lazily loaded half of the ingredient field: the chef's lexicon (its names and typo rule)
// and the ranking over them, about 37 KB gzip — fetched on first use, never in the first load.
import { lexiconNames, meantIngredient } from '../../../../chef/reading/typed-ingredient.ts'
import { INGREDIENT_SUGGESTIONS } from '../../../../shared/ingredient-suggestions.ts'
import { normalizeIngredient } from '../../../../shared/ingredient-text.ts'
import { buildSuggestionIndex, rankSuggestions } from './rank-suggestions.ts'

export interface IngredientReader {
  /** Names to suggest for the text typed so far, best first. */
  suggest: (typed: string) => string[]
  /** What a list item was most likely meant to be ("spinch" → "spinach"), if the chef reads a slip. */
  meant: (item: string) => string | undefined
}

const { canonical, aliases } = lexiconNames()
// The everyday names rank first (they are what most people type), then the lexicon's own names,
// then the other names it knows things by ("arugula", "garbanzo beans").
const index = buildSuggestionIndex(INGREDIENT_SUGGESTIONS, canonical, aliases)

export const ingredientReader: IngredientReader = {
  suggest: (typed) => rankSuggestions(index, typed),
  // Chips are normalised already; the import matters for the build: a chunk that imports
  // nothing from the entry gets the bundler's runtime helpers split into a chunk of their own,
  // one more request (about 0.5 KB gzip) in the first load. Measured with the Vite 8 build.
  meant: (item) => meantIngredient(normalizeIngredient(item)),
}
