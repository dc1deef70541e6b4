import { gramsOfLine, middleOf } from '../ingredient-line/grams-of-line.ts'
import { isVolumeUnit, MILLILITRES_PER } from '../ingredient-line/measure-units.ts'
import { readIngredientLine, type IngredientLine } from '../ingredient-line/read-ingredient-line.ts'
import { FOOD_FIGURES, type FoodFigures } from './food-figures.ts'
import { NUTRIENTS, zeroFigures, type NutrientFigures } from './nutrient-figures.ts'

/** Why a line is left out of the figures: never guessed, always said. */
export type NotCountedReason =
  /** "Salt — to taste", "Oil — for frying": no amount to count. */
  | 'no-amount'
  /** The food is not one the figures know (not in the lexicon, or no table food stands for it). */
  | 'no-figures'
  /** An amount whose weight cannot be known ("1 bunch", a cup of a food with no density). */
  | 'no-weight'

// Foods with next to no nutrients (tap water: 4 mg sodium per 100 g): "Water — for boiling" is
// neither counted nor listed as not counted, whatever its amount.
const NEXT_TO_NOTHING: ReadonlySet<string> = new Set(['water', 'ice'])

export interface CountedLine {
  line: string
  grams: number
  /** The SR Legacy food counted for it: its NDB number and description. */
  ndb: string
  food: string
}

export interface NutritionEstimate {
  servings: number
  perServing: NutrientFigures
  counted: CountedLine[]
  notCounted: { line: string; reason: NotCountedReason }[]
}

/**
 * Nutrition per serving, estimated from the recipe's ingredient lines: each line read for its
 * amount and food (the quantity reader and the chef's lexicon), weighed in grams, and counted
 * with its food's figures per 100 g from USDA SR Legacy. A line it cannot count is listed with
 * its reason, never guessed. Water is neither counted nor listed, whatever its amount.
 */
export function estimateNutrition(
  ingredients: readonly string[],
  servings: number,
): NutritionEstimate {
  const total = zeroFigures()
  const counted: CountedLine[] = []
  const notCounted: NutritionEstimate['notCounted'] = []
  for (const text of ingredients) {
    const line = readIngredientLine(text)
    if (line.entryId !== undefined && NEXT_TO_NOTHING.has(line.entryId)) continue
    const figures = line.entryId === undefined ? undefined : FOOD_FIGURES[line.entryId]
    const grams = figures === undefined ? undefined : weighLine(line, figures)
    if (figures === undefined || grams === undefined) {
      notCounted.push({ line: text, reason: reasonFor(line, figures) })
      continue
    }
    const [ndb, food, per100g] = figures
    NUTRIENTS.forEach((nutrient, index) => {
      total[nutrient] += ((per100g[index] ?? 0) * grams) / 100
    })
    counted.push({ line: text, grams, ndb, food })
  }
  const share = servings > 0 ? servings : 1
  const perServing = zeroFigures()
  for (const nutrient of NUTRIENTS) perServing[nutrient] = total[nutrient] / share
  return { servings: share, perServing, counted, notCounted }
}

/**
 * The line's grams: the reader's own weights first (food-weights.ts), then the food's household
 * measures in SR Legacy (a cup or spoon of it, one whole one, one clove or slice).
 */
function weighLine(line: IngredientLine, figures: FoodFigures): number | undefined {
  const grams = gramsOfLine(line)
  if (grams !== undefined) return grams
  const main = line.amounts.find((span) => span.role === 'amount')
  if (main === undefined) return undefined
  const weights = figures[3]
  const count = middleOf(main.quantity)
  if (isVolumeUnit(main.unit)) {
    const perMl = weights.ml
    return perMl === undefined ? undefined : count * MILLILITRES_PER[main.unit] * perMl
  }
  const each = main.unit === '' ? weights.piece : weights[main.unit]
  return each === undefined ? undefined : count * each
}

function reasonFor(line: IngredientLine, figures: FoodFigures | undefined): NotCountedReason {
  if (!line.amounts.some((span) => span.role === 'amount')) return 'no-amount'
  return figures === undefined ? 'no-figures' : 'no-weight'
}
