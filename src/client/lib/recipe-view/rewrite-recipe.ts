import pluralize from 'pluralize'
import { isMassUnit, isVolumeUnit } from '../ingredient-line/measure-units.ts'
import {
  findMeasures,
  readIngredientLine,
  type AmountSpan,
  type IngredientLine,
  type Quantity,
} from '../ingredient-line/read-ingredient-line.ts'
import { readRecipeStructure } from '../recipe-structure/read-recipe-structure.ts'
import { formatNumber, formatQuantity, roundForCook, type CookAmount } from './cook-amount.ts'
import { unitLabel } from '../ingredient-line/measure-units.ts'
import { convertAmount } from './convert-amount.ts'
import { servingsRange, type RecipeView, type UnitSystem } from './recipe-view.ts'
import { convertTemperatures } from './convert-temperatures.ts'

/** How to show a recipe: for how many, and in which measures (undefined: as written). */
export interface RecipeRewrite {
  /** What every amount is multiplied by (servings wanted ÷ the recipe's own). */
  factor: number
  /** The servings to write on the serves line; absent with a factor of 1. */
  servings?: number | undefined
  system?: UnitSystem | undefined
}

interface Edit {
  start: number
  end: number
  text: string
}

const LIST_MARKER = /^(\s*(?:[-*+•]|\d+[.)])\s+)/

/** Text as the structure reader gives it: marks gone, spaces single. */
function plain(text: string): string {
  return text
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

function applyEdits(text: string, edits: readonly Edit[]): string {
  let written = text
  for (const edit of [...edits].sort((left, right) => right.start - left.start)) {
    written = written.slice(0, edit.start) + edit.text + written.slice(edit.end)
  }
  return written
}

function scaled(quantity: Quantity, factor: number): Quantity {
  return typeof quantity === 'number'
    ? quantity * factor
    : { min: quantity.min * factor, max: quantity.max * factor }
}

function largest(quantity: Quantity): number {
  return typeof quantity === 'number' ? quantity : quantity.max
}

/**
 * The amount rewritten for the choice, or undefined where it stays as written (nothing to
 * scale or convert): lines the choice leaves alone keep their own words exactly.
 */
function rewriteSpan(
  span: AmountSpan,
  entryId: string | undefined,
  factor: number,
  system: UnitSystem | undefined,
): string | undefined {
  const quantity = span.role === 'size' ? span.quantity : scaled(span.quantity, factor)
  const convert = (amount: CookAmount) =>
    system === undefined ? amount : convertAmount(amount, system, entryId)
  const probe = convert({ quantity: largest(span.quantity), unit: span.unit })
  const isScaled = span.role !== 'size' && factor !== 1
  if (!isScaled && probe.unit === span.unit) return undefined
  const written = formatQuantity(quantity, span.unit, entryId, convert)
  // "a pinch" halved is still a pinch: an amount that rounds back to itself keeps its words.
  return written === formatQuantity(span.quantity, span.unit, entryId) ? undefined : written
}

/**
 * "1 (400g) tin" doubled: the number and the unit word apart, so the size between them stays
 * ("2 (400g) tins").
 */
function splitUnitEdits(
  line: string,
  span: AmountSpan & { unitAt: { start: number; end: number } },
  entryId: string | undefined,
  factor: number,
): Edit[] {
  if (factor === 1) return []
  const quantity = scaled(span.quantity, factor)
  const low = roundForCook(
    { quantity: typeof quantity === 'number' ? quantity : quantity.min, unit: span.unit },
    entryId,
  )
  const high = roundForCook({ quantity: largest(quantity), unit: span.unit }, entryId)
  const number =
    low.quantity === high.quantity
      ? formatNumber(high.quantity, high.unit)
      : `${formatNumber(low.quantity, low.unit)}–${formatNumber(high.quantity, high.unit)}`
  const edits: Edit[] = [{ start: span.start, end: span.end, text: number }]
  const word = line.slice(span.unitAt.start, span.unitAt.end)
  const label = unitLabel(high.unit, high.quantity)
  // Keep the line's own word ("can", "tin") and only change its number.
  const wanted =
    label.endsWith('s') && !word.toLowerCase().endsWith('s')
      ? `${word}s`
      : !label.endsWith('s') && /s$/i.test(word)
        ? word.replace(/e?s$/i, '')
        : word
  if (wanted !== word) edits.push({ ...span.unitAt, text: wanted })
  return edits
}

/** Where the equivalent sits with its brackets or slash, so converting can drop it whole. */
function equivalentReach(line: string, span: AmountSpan): { start: number; end: number } {
  const before = line.slice(0, span.start)
  const after = line.slice(span.end)
  const open = /\s*\(\s*(?:about|approx\.?|approximately|roughly|around)?\s*$/i.exec(before)
  const close = /^\s*\)/.exec(after)
  if (open !== null && close !== null) {
    return { start: span.start - open[0].length, end: span.end + close[0].length }
  }
  const slash = /\s*\/\s*$/.exec(before)
  if (slash !== null) return { start: span.start - slash[0].length, end: span.end }
  return span
}

/** The ingredient's own word after a count, in the number the new count needs ("2 lemons"). */
function countNounEdit(
  line: string,
  read: IngredientLine,
  span: AmountSpan,
  factor: number,
): Edit | undefined {
  const before = largest(span.quantity)
  const after = before * factor
  if (before <= 1 === after <= 1) return undefined
  const words = [...read.ingredient.matchAll(/[A-Za-z]+/g)]
  const last = words.at(-1)
  if (last === undefined) return undefined
  const at = line.indexOf(read.ingredient)
  if (at < 0) return undefined
  const word = last[0]
  const changed = after > 1 ? pluralize.plural(word) : pluralize.singular(word)
  if (changed === word) return undefined
  const start = at + (last.index ?? 0)
  return { start, end: start + word.length, text: changed }
}

/** One ingredient line, scaled and converted; what it cannot read stays as written. */
export function rewriteIngredientLine(line: string, choice: RecipeRewrite): string {
  const read = readIngredientLine(line)
  if (read.amounts.length === 0) return line
  const { factor, system } = choice
  const main = read.amounts.find((span) => span.role === 'amount')
  const mainConverts = main !== undefined && (isMassUnit(main.unit) || isVolumeUnit(main.unit))
  const edits: Edit[] = []
  for (const span of read.amounts) {
    if (span.role === 'equivalent' && system !== undefined && mainConverts) {
      // "½ cup (120 ml) milk" in metric is "120 ml milk", not "120 ml (120 ml)".
      edits.push({ ...equivalentReach(line, span), text: '' })
      continue
    }
    if (span.unitAt !== undefined) {
      edits.push(...splitUnitEdits(line, { ...span, unitAt: span.unitAt }, read.entryId, factor))
      continue
    }
    const text = rewriteSpan(span, read.entryId, factor, system)
    if (text !== undefined) edits.push({ start: span.start, end: span.end, text })
    if (span === main && span.unit === '' && factor !== 1) {
      const noun = countNounEdit(line, read, span, factor)
      if (noun !== undefined) edits.push(noun)
    }
  }
  return applyEdits(line, edits)
}

/** A step's weights and volumes scaled and converted, and its temperatures converted. */
export function rewriteMethodText(text: string, choice: RecipeRewrite): string {
  const edits: Edit[] = []
  for (const span of findMeasures(text)) {
    const written = rewriteSpan(span, undefined, choice.factor, choice.system)
    if (written !== undefined) edits.push({ start: span.start, end: span.end, text: written })
  }
  const scaledText = applyEdits(text, edits)
  return choice.system === undefined ? scaledText : convertTemperatures(scaledText, choice.system)
}

const SERVES_NUMBER =
  /(\b(?:serves|servings?|feeds|makes|yield|portions?)\s*[:：]?\s*)(\d{1,3})(?:\s*[-–—]\s*\d{1,3})?/i

/**
 * The recipe's markdown as the cook asked to see it: every amount on its ingredient lines
 * scaled by `factor` and rounded as a cook would, the serves line saying the new servings, the
 * method's weights, volumes and temperatures in the chosen measures. The markdown's shape is
 * kept line for line; only the amounts' words change.
 */
export function rewriteRecipe(markdown: string, choice: RecipeRewrite): string {
  if (choice.factor === 1 && choice.system === undefined) return markdown
  const structure = readRecipeStructure(markdown)
  const ingredients = new Set(structure.ingredients.map(plain))
  const steps = structure.steps.map(plain)
  const servesLine = structure.servesLine === undefined ? undefined : plain(structure.servesLine)
  return markdown
    .split('\n')
    .map((line) => {
      const marker = LIST_MARKER.exec(line)?.[1] ?? ''
      const content = line.slice(marker.length)
      const text = plain(content)
      if (text === '' || /^\s*#/.test(line)) return line
      if (ingredients.has(text)) return marker + rewriteIngredientLine(content, choice)
      if (servesLine !== undefined && text === servesLine && choice.servings !== undefined) {
        const servings = choice.servings
        return line.replace(SERVES_NUMBER, (_whole, label: string) => `${label}${servings}`)
      }
      if (steps.some((step) => step.includes(text)))
        return marker + rewriteMethodText(content, choice)
      return choice.system === undefined ? line : convertTemperatures(line, choice.system)
    })
    .join('\n')
}

/**
 * The markdown for a cook's choice: servings clamped to ½×–4× of the recipe's own (a stored or
 * linked number outside them is taken to the nearest end), none when the recipe says no servings.
 */
export function rewriteForView(markdown: string, view: RecipeView): string {
  const base = readRecipeStructure(markdown).servings
  let factor = 1
  let servings: number | undefined
  if (base !== undefined && view.servings !== undefined) {
    const range = servingsRange(base)
    servings = Math.min(range.max, Math.max(range.min, view.servings))
    factor = servings / base
  }
  return rewriteRecipe(markdown, {
    factor,
    servings: factor === 1 ? undefined : servings,
    system: view.units,
  })
}
