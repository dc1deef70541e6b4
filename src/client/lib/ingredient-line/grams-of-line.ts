import {
  GRAMS_PER_ML,
  GRAMS_PER_PIECE,
  GRAMS_PER_UNIT,
  GRAMS_PER_UNIT_OF,
} from '../../../chef/lexicon/food-weights.ts'
import {
  GRAMS_PER,
  isMassUnit,
  isVolumeUnit,
  MILLILITRES_PER,
  type MeasureUnit,
} from './measure-units.ts'
import type { AmountSpan, IngredientLine, Quantity } from './read-ingredient-line.ts'

/** One number for a quantity: a range counts as its middle. */
export function middleOf(quantity: Quantity): number {
  return typeof quantity === 'number' ? quantity : (quantity.min + quantity.max) / 2
}

/** Grams in `quantity` of `unit` of a food (by lexicon entry id), or undefined when unknown. */
export function gramsOfAmount(
  quantity: number,
  unit: MeasureUnit,
  entryId: string | undefined,
  pieceGrams?: number,
): number | undefined {
  if (isMassUnit(unit)) return quantity * GRAMS_PER[unit]
  if (isVolumeUnit(unit)) {
    const density = entryId === undefined ? undefined : GRAMS_PER_ML[entryId]
    return density === undefined ? undefined : quantity * MILLILITRES_PER[unit] * density
  }
  if (pieceGrams !== undefined) return quantity * pieceGrams
  if (unit === '') {
    const piece = entryId === undefined ? undefined : GRAMS_PER_PIECE[entryId]
    return piece === undefined ? undefined : quantity * piece
  }
  const own = entryId === undefined ? undefined : GRAMS_PER_UNIT_OF[entryId]?.[unit]
  const each = own ?? GRAMS_PER_UNIT[unit]
  return each === undefined ? undefined : quantity * each
}

/**
 * What the line's ingredient weighs in grams, as a cook would work it out: a weight it states
 * (main or in brackets), a volume by the food's density, a tin by its stated size (or 400 g),
 * a whole one by what one weighs. Undefined when it cannot know ("to taste", unknown foods).
 */
export function gramsOfLine(line: IngredientLine): number | undefined {
  const main = line.amounts.find((span) => span.role === 'amount')
  if (main === undefined) return undefined
  const count = middleOf(main.quantity)
  if (isMassUnit(main.unit)) return gramsOfAmount(count, main.unit, line.entryId)
  const statedWeight = line.amounts.find(
    (span) => span.role === 'equivalent' && isMassUnit(span.unit),
  )
  if (statedWeight !== undefined) {
    return gramsOfAmount(middleOf(statedWeight.quantity), statedWeight.unit, line.entryId)
  }
  const size = line.amounts.find((span) => span.role === 'size')
  return gramsOfAmount(count, main.unit, line.entryId, size && sizeGrams(size, line.entryId))
}

function sizeGrams(size: AmountSpan, entryId: string | undefined): number | undefined {
  return (
    gramsOfAmount(middleOf(size.quantity), size.unit, entryId) ??
    (isVolumeUnit(size.unit) ? middleOf(size.quantity) * MILLILITRES_PER[size.unit] : undefined)
  )
}
