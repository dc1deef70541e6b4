/** The figures the nutrition table shows, in the order it shows them. */
export const NUTRIENTS = [
  'energyKcal',
  'protein',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'fibre',
  'salt',
] as const

export type Nutrient = (typeof NUTRIENTS)[number]

/** Energy in kcal, everything else in grams (salt is sodium × 2.5). */
export type NutrientFigures = Record<Nutrient, number>

/** Sodium to salt, as UK labels reckon it. */
export const SALT_PER_SODIUM = 2.5

export function zeroFigures(): NutrientFigures {
  return {
    energyKcal: 0,
    protein: 0,
    fat: 0,
    saturates: 0,
    carbohydrate: 0,
    sugars: 0,
    fibre: 0,
    salt: 0,
  }
}
