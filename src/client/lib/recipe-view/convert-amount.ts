import { GRAMS_PER_ML, POURED, WEIGHED_IN_US } from '../../../chef/lexicon/food-weights.ts'
import {
  GRAMS_PER,
  isMassUnit,
  isVolumeUnit,
  MILLILITRES_PER,
  systemOf,
} from '../ingredient-line/measure-units.ts'
import type { CookAmount } from './cook-amount.ts'

import type { UnitSystem } from './recipe-view.ts'

/**
 * The amount in `system`'s measures, unrounded (roundForCook rounds it after). Weight and volume
 * cross only where the food's density is known (food-weights.ts): a cup of flour becomes grams,
 * a cup of something unknown becomes millilitres. Spoons, counts and pieces stay as they are.
 */
export function convertAmount(
  amount: CookAmount,
  system: UnitSystem,
  entryId: string | undefined,
): CookAmount {
  const { quantity, unit } = amount
  const density = entryId === undefined ? undefined : GRAMS_PER_ML[entryId]
  if (system === 'us') {
    if (isMassUnit(unit) && systemOf(unit) === 'metric') {
      const grams = quantity * GRAMS_PER[unit]
      if (density !== undefined && entryId !== undefined && !WEIGHED_IN_US.has(entryId)) {
        return usVolume(grams / density)
      }
      return grams >= GRAMS_PER.lb
        ? { quantity: grams / GRAMS_PER.lb, unit: 'lb' }
        : { quantity: grams / GRAMS_PER.oz, unit: 'oz' }
    }
    if (isVolumeUnit(unit) && (systemOf(unit) === 'metric' || unit === 'pint')) {
      return usVolume(quantity * MILLILITRES_PER[unit])
    }
    return amount
  }
  if (isMassUnit(unit) && systemOf(unit) === 'us') {
    return { quantity: quantity * GRAMS_PER[unit], unit: 'g' }
  }
  if (isVolumeUnit(unit) && systemOf(unit) === 'us') {
    const millilitres = quantity * MILLILITRES_PER[unit]
    // A cup of flour is weighed in a metric kitchen; a cup of milk is poured into a jug.
    if (unit === 'cup' && density !== undefined && entryId !== undefined && !POURED.has(entryId)) {
      return { quantity: millilitres * density, unit: 'g' }
    }
    return { quantity: millilitres, unit: 'ml' }
  }
  return amount
}

/** Millilitres as a US cook measures them: spoons for a little, cups from a quarter cup. */
function usVolume(millilitres: number): CookAmount {
  if (millilitres < MILLILITRES_PER.tbsp)
    return { quantity: millilitres / MILLILITRES_PER.tsp, unit: 'tsp' }
  if (millilitres < MILLILITRES_PER.cup / 4)
    return { quantity: millilitres / MILLILITRES_PER.tbsp, unit: 'tbsp' }
  return { quantity: millilitres / MILLILITRES_PER.cup, unit: 'cup' }
}
