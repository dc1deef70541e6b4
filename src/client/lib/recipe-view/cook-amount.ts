import {
  GRAMS_PER,
  isMassUnit,
  isVolumeUnit,
  MILLILITRES_PER,
  unitLabel,
  type MeasureUnit,
} from '../ingredient-line/measure-units.ts'
import type { Quantity } from '../ingredient-line/read-ingredient-line.ts'

/** An amount as a cook writes it: how many, of what unit. */
export interface CookAmount {
  quantity: number
  unit: MeasureUnit
}

// Things counted whole: half a clove or a fillet is not how anyone cooks.
const WHOLE = new Set<MeasureUnit>([
  'clove',
  'slice',
  'rasher',
  'fillet',
  'sheet',
  'nest',
  'ball',
  'cube',
  'stalk',
  'stick',
  'head',
  'piece',
  'leaf',
  'drop',
  'pinch',
  'dash',
])
// Containers and loose measures go in halves: half a tin is a real thing, a third is not.
const HALVES = new Set<MeasureUnit>([
  'tin',
  'can',
  'jar',
  'pack',
  'bag',
  'handful',
  'sprig',
  'knob',
  'bunch',
])
// Foods counted whole however the sum comes out: nobody uses 1½ eggs.
const WHOLE_FOODS = new Set(['egg'])

function nearest(value: number, step: number): number {
  return Math.round(value / step) * step
}

/** The step grams or millilitres go in at this size: 7 g, 35 g, 240 g, 475 g, 1.2 kg. */
function metricStep(value: number): number {
  if (value < 10) return 1
  if (value < 100) return 5
  if (value < 500) return 10
  return 25
}

/** The nearest of a cook's fractions (¼ ⅓ ½ ⅔ ¾) of a cup, spoon or ounce. */
function nearestFraction(value: number, fractions: readonly number[]): number {
  const whole = Math.floor(value)
  let best = whole
  for (const part of [...fractions, 1]) {
    if (Math.abs(whole + part - value) < Math.abs(best - value)) best = whole + part
  }
  return best
}

const QUARTERS = [0.25, 0.5, 0.75]
const CUP_PARTS = [0.25, 1 / 3, 0.5, 2 / 3, 0.75]

/**
 * Rounds an amount as a cook would write it (docs/servings-and-units.md has the rules): eggs
 * whole, tins whole or halves, spoons and cups to ¼ (cups to ⅓ too), grams and millilitres to
 * sensible steps and to kilos and litres past 1,000; a small amount never rounds away to
 * nothing. The unit may change to a handier one (3 tsp → 1 tbsp, 1,200 g → 1.2 kg, 20 oz →
 * 1¼ lb).
 */
export function roundForCook(amount: CookAmount, entryId?: string): CookAmount {
  const { quantity, unit } = amount
  if (!(quantity > 0) || !Number.isFinite(quantity)) return amount
  if (unit === '') {
    if (entryId !== undefined && WHOLE_FOODS.has(entryId)) {
      return { quantity: Math.max(1, Math.round(quantity)), unit }
    }
    if (quantity < 1) return { quantity: Math.max(0.25, nearest(quantity, 0.25)), unit }
    return { quantity: quantity < 10 ? nearest(quantity, 0.5) : Math.round(quantity), unit }
  }
  if (WHOLE.has(unit)) return { quantity: Math.max(1, Math.round(quantity)), unit }
  if (HALVES.has(unit)) return { quantity: Math.max(0.5, nearest(quantity, 0.5)), unit }
  if (isMassUnit(unit)) return roundMass(quantity * GRAMS_PER[unit], unit)
  if (isVolumeUnit(unit)) return roundVolume(quantity * MILLILITRES_PER[unit], unit)
  return { quantity: Math.max(0.5, nearest(quantity, 0.5)), unit }
}

function roundMass(grams: number, unit: MeasureUnit): CookAmount {
  if (unit === 'oz' || unit === 'lb') {
    const ounces = grams / GRAMS_PER.oz
    if (ounces >= 16)
      return { quantity: Math.max(1, nearest(grams / GRAMS_PER.lb, 0.25)), unit: 'lb' }
    if (ounces < 1) return { quantity: Math.max(0.25, nearest(ounces, 0.25)), unit: 'oz' }
    return { quantity: nearest(ounces, 0.5), unit: 'oz' }
  }
  if (grams >= 1000) return { quantity: nearest(grams / 1000, 0.05), unit: 'kg' }
  return { quantity: Math.max(1, nearest(grams, metricStep(grams))), unit: 'g' }
}

function roundVolume(millilitres: number, unit: MeasureUnit): CookAmount {
  switch (unit) {
    case 'tsp':
    case 'tbsp': {
      const teaspoons = millilitres / MILLILITRES_PER.tsp
      // Three teaspoons are a tablespoon, and a cook measures one spoon, not three.
      if (teaspoons >= 3 && Math.abs(teaspoons / 3 - nearest(teaspoons / 3, 0.25)) < 0.01) {
        return { quantity: nearest(teaspoons / 3, 0.25), unit: 'tbsp' }
      }
      if (unit === 'tsp' || teaspoons < 3) {
        return { quantity: Math.max(0.25, nearestFraction(teaspoons, QUARTERS)), unit: 'tsp' }
      }
      return { quantity: nearestFraction(teaspoons / 3, QUARTERS), unit: 'tbsp' }
    }
    case 'cup': {
      const cups = millilitres / MILLILITRES_PER.cup
      if (cups < 0.25) return roundVolume(millilitres, 'tbsp')
      return { quantity: nearestFraction(cups, CUP_PARTS), unit: 'cup' }
    }
    case 'fl oz':
    case 'pint':
    case 'quart':
      return {
        quantity: Math.max(0.5, nearest(millilitres / MILLILITRES_PER[unit], 0.5)),
        unit,
      }
    default:
      if (millilitres >= 1000) return { quantity: nearest(millilitres / 1000, 0.05), unit: 'l' }
      return { quantity: Math.max(1, nearest(millilitres, metricStep(millilitres))), unit: 'ml' }
  }
}

const GLYPH_OF: readonly (readonly [number, string])[] = [
  [0.25, '¼'],
  [1 / 3, '⅓'],
  [0.5, '½'],
  [2 / 3, '⅔'],
  [0.75, '¾'],
]

/** A number as a recipe writes it: "1½", "¼", "1.25" (kilos and litres), "240". */
export function formatNumber(value: number, unit: MeasureUnit): string {
  if (unit === 'kg' || unit === 'l') return String(Math.round(value * 100) / 100)
  const whole = Math.floor(value + 1e-9)
  const part = value - whole
  if (part < 0.01) return String(whole)
  const glyph = GLYPH_OF.find(([fraction]) => Math.abs(fraction - part) < 0.01)?.[1]
  if (glyph === undefined) return String(Math.round(value * 10) / 10)
  return whole === 0 ? glyph : `${whole}${glyph}`
}

/** An amount as text: "2 tbsp", "1½ cups", "400 g", "3 cloves", "2" (a plain count). */
export function formatAmount(amount: CookAmount): string {
  const number = formatNumber(amount.quantity, amount.unit)
  const label = unitLabel(amount.unit, amount.quantity)
  return label === '' ? number : `${number} ${label}`
}

/** A quantity, maybe a range, rounded and written: "2–3 tbsp"; a range that meets is one amount. */
export function formatQuantity(
  quantity: Quantity,
  unit: MeasureUnit,
  entryId: string | undefined,
  convert: (amount: CookAmount) => CookAmount = (amount) => amount,
): string {
  if (typeof quantity === 'number')
    return formatAmount(roundForCook(convert({ quantity, unit }), entryId))
  const low = roundForCook(convert({ quantity: quantity.min, unit }), entryId)
  const high = roundForCook(convert({ quantity: quantity.max, unit }), entryId)
  if (low.unit !== high.unit) return `${formatAmount(low)}–${formatAmount(high)}`
  if (low.quantity === high.quantity) return formatAmount(high)
  const label = unitLabel(high.unit, high.quantity)
  const range = `${formatNumber(low.quantity, low.unit)}–${formatNumber(high.quantity, high.unit)}`
  return label === '' ? range : `${range} ${label}`
}
