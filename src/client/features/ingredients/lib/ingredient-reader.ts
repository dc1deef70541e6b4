// The lazily loaded half of the ingredient field: the chef's lexicon (its names and typo rule)
// and the ranking over them, about 37 KB gzip — fetched on first use, never in the first load.
import { lexiconNames, meantIngredient } from '../../../../chef/reading/typed-ingredient.ts'
import { INGREDIENT_SUGGESTIONS } from '../../../../shared/ingredient-suggestions.ts'
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
  meant: meantIngredient,
}
