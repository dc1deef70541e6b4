import { describe, expect, it } from 'vitest'
import { formatAmount, formatQuantity, roundForCook } from './cook-amount.ts'
import type { MeasureUnit } from '../ingredient-line/measure-units.ts'

function cook(quantity: number, unit: MeasureUnit, entryId?: string): string {
  return formatAmount(roundForCook({ quantity, unit }, entryId))
}

describe('roundForCook', () => {
  it.each([
    // eggs whole, never none
    [3, '', 'egg', '3'],
    [1.5, '', 'egg', '2'],
    [0.5, '', 'egg', '1'],
    [4.5, '', 'egg', '5'],
    // other whole things in halves, small ones in quarters
    [1.5, '', 'onion', '1½'],
    [0.25, '', 'lemon', '¼'],
    [12.4, '', 'cherry tomatoes', '12'],
    // tins whole or halves
    [0.5, 'tin', undefined, '½ tin'],
    [1.5, 'tin', undefined, '1½ tins'],
    [0.25, 'tin', undefined, '½ tin'],
    [2.3, 'can', undefined, '2½ cans'],
    // cloves, slices and pinches whole
    [1.5, 'clove', undefined, '2 cloves'],
    [0.5, 'clove', undefined, '1 clove'],
    [0.5, 'pinch', undefined, '1 pinch'],
    [2, 'pinch', undefined, '2 pinches'],
    // spoons to a quarter; three teaspoons are a tablespoon
    [0.75, 'tsp', undefined, '¾ tsp'],
    [0.1, 'tsp', undefined, '¼ tsp'],
    [3, 'tsp', undefined, '1 tbsp'],
    [4, 'tsp', undefined, '4 tsp'],
    [1.3, 'tbsp', undefined, '1¼ tbsp'],
    [4.5, 'tbsp', undefined, '4½ tbsp'],
    // cups to ¼ and ⅓
    [0.33, 'cup', undefined, '⅓ cup'],
    [1.6, 'cup', undefined, '1⅔ cups'],
    [0.1, 'cup', undefined, '1½ tbsp'],
    // grams and millilitres to sensible steps, kilos and litres past a thousand
    [7.4, 'g', undefined, '7 g'],
    [37, 'g', undefined, '35 g'],
    [244, 'g', undefined, '240 g'],
    [612, 'g', undefined, '600 g'],
    [1200, 'g', undefined, '1.2 kg'],
    [0.75, 'kg', undefined, '750 g'],
    [0.3, 'g', undefined, '1 g'],
    [1500, 'ml', undefined, '1.5 l'],
    [333, 'ml', undefined, '330 ml'],
    // ounces to halves, pounds past sixteen ounces
    [7.2, 'oz', undefined, '7 oz'],
    [3.3, 'oz', undefined, '3½ oz'],
    [20, 'oz', undefined, '1¼ lb'],
    [0.4, 'lb', undefined, '6½ oz'],
    [2.9, 'fl oz', undefined, '3 fl oz'],
  ] as const)('%d %s (%s) → %s', (quantity, unit, entryId, expected) => {
    expect(cook(quantity, unit, entryId)).toBe(expected)
  })

  it('writes a range as one amount when both ends round alike', () => {
    expect(formatQuantity({ min: 2, max: 3 }, 'tbsp', undefined)).toBe('2–3 tbsp')
    expect(formatQuantity({ min: 1, max: 1.1 }, 'clove', undefined)).toBe('1 clove')
    expect(formatQuantity({ min: 4, max: 6 }, 'clove', undefined)).toBe('4–6 cloves')
  })
})
