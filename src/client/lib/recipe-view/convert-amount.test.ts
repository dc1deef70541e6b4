import { describe, expect, it } from 'vitest'
import { formatAmount, roundForCook } from './cook-amount.ts'
import { convertAmount } from './convert-amount.ts'
import type { MeasureUnit } from '../ingredient-line/measure-units.ts'
import type { UnitSystem } from './recipe-view.ts'

function shown(quantity: number, unit: MeasureUnit, system: UnitSystem, entryId?: string): string {
  return formatAmount(roundForCook(convertAmount({ quantity, unit }, system, entryId), entryId))
}

describe('convertAmount', () => {
  it('weighs in ounces and pounds for US cooks', () => {
    expect(shown(200, 'g', 'us', 'spaghetti')).toBe('7 oz')
    expect(shown(600, 'g', 'us', 'cauliflower')).toBe('1¼ lb')
    expect(shown(125, 'g', 'us', 'cheddar')).toBe('4½ oz')
  })

  it('turns grams into cups only where the food has a known density', () => {
    expect(shown(125, 'g', 'us', 'plain flour')).toBe('1 cup')
    expect(shown(200, 'g', 'us', 'sugar')).toBe('1 cup')
    expect(shown(100, 'g', 'us', 'mystery')).toBe('3½ oz')
  })

  it('pours millilitres into cups and spoons', () => {
    expect(shown(400, 'ml', 'us', 'milk')).toBe('1⅔ cups')
    expect(shown(120, 'ml', 'us')).toBe('½ cup')
    expect(shown(30, 'ml', 'us')).toBe('2 tbsp')
    expect(shown(5, 'ml', 'us')).toBe('1 tsp')
  })

  it('weighs a cup of flour in grams for metric cooks, and pours a cup of milk in millilitres', () => {
    expect(shown(1, 'cup', 'metric', 'plain flour')).toBe('130 g')
    expect(shown(1, 'cup', 'metric', 'sugar')).toBe('200 g')
    expect(shown(1, 'cup', 'metric', 'milk')).toBe('240 ml')
    expect(shown(1, 'cup', 'metric', 'mystery')).toBe('240 ml')
    expect(shown(1, 'lb', 'metric')).toBe('450 g')
    expect(shown(14, 'oz', 'metric')).toBe('400 g')
    expect(shown(8, 'fl oz', 'metric')).toBe('240 ml')
  })

  it('leaves spoons, counts and pieces as they are', () => {
    expect(shown(2, 'tbsp', 'us')).toBe('2 tbsp')
    expect(shown(2, 'tbsp', 'metric')).toBe('2 tbsp')
    expect(shown(3, '', 'us', 'egg')).toBe('3')
    expect(shown(1, 'tin', 'us')).toBe('1 tin')
  })
})
