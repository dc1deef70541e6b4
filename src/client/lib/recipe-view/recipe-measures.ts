import { systemOf, unitOfWord, UNIT_WORD_PATTERN } from '../ingredient-line/measure-units.ts'
import { readRecipeStructure } from '../recipe-structure/read-recipe-structure.ts'
import type { UnitSystem } from './recipe-view.ts'

// The first amount on a line, at its start or after the chef's dash: "2 cups", "— 600 g".
const FIRST_MEASURE = new RegExp(
  String.raw`(?:^|[—–:]\s*)[^\p{L}\d]*[\d½¼¾⅓⅔⅛][\d\s/.,½¼¾⅓⅔⅛–-]*\s*(${UNIT_WORD_PATTERN})\.?(?!\p{L})`,
  'iu',
)

export interface RecipeMeasures {
  /** How many the recipe says it serves; undefined when it does not say. */
  servings: number | undefined
  /** The measures most of its ingredient lines are written in (metric when they tie). */
  system: UnitSystem
  ingredients: string[]
}

/**
 * What the servings and units controls need to know of a recipe, read without the quantity
 * reader or the lexicon, so the controls load light: the rewriting itself loads on first use.
 */
export function readRecipeMeasures(markdown: string): RecipeMeasures {
  const structure = readRecipeStructure(markdown)
  let metric = 0
  let us = 0
  for (const line of structure.ingredients) {
    const word = FIRST_MEASURE.exec(line)?.[1]
    const system = word === undefined ? undefined : systemOf(unitOfWord(word) ?? '')
    if (system === 'metric') metric++
    if (system === 'us') us++
  }
  return {
    servings: structure.servings,
    system: us > metric ? 'us' : 'metric',
    ingredients: structure.ingredients,
  }
}
