import { NUMBER_WORDS } from '../../../chef/reading/stated-amount.ts'
import { numericQuantity } from 'numeric-quantity'
import { matchIngredient } from '../../../chef/reading/match-ingredient.ts'
import {
  isMassUnit,
  isVolumeUnit,
  unitOfWord,
  UNIT_WORD_PATTERN,
  type MeasureUnit,
} from './measure-units.ts'

/** How much: one number, or a range as written ("2–3 tbsp"). */
export type Quantity = number | { min: number; max: number }

/**
 * What an amount in the line is:
 * - `amount`: how much of the ingredient the recipe uses (what scaling changes);
 * - `equivalent`: the same amount in other units ("½ cup (120 ml) milk"), scaled with it;
 * - `size`: the size of one of the things counted ("1 (400g) tin", "2 x 400g tins"), never scaled.
 */
export type AmountRole = 'amount' | 'equivalent' | 'size'

/** An amount and where the line writes it: `line.slice(start, end)` is "2–3 tbsp", "a pinch". */
export interface AmountSpan {
  start: number
  end: number
  quantity: Quantity
  unit: MeasureUnit
  role: AmountRole
  /**
   * Where the unit is written when it stands apart from the number ("1 (400g) tin": the span is
   * the "1", the unit the "tin" after the size).
   */
  unitAt?: { start: number; end: number }
}

/** One ingredient line read into what a cook needs to scale, convert and count it. */
export interface IngredientLine {
  /** The line as given. */
  line: string
  /** The main amount's quantity; undefined when the line gives none it can read. */
  quantity: Quantity | undefined
  /** The main amount's unit (`''` counts whole things); undefined with no amount. */
  unit: MeasureUnit | undefined
  /** What the ingredient is, without its amount and note ("chopped tomatoes"). */
  ingredient: string
  /** The chef's lexicon entry the ingredient reads as, when it knows it ("canned tomatoes"). */
  entryId: string | undefined
  /** How it is prepared or used ("finely chopped", "to taste", "optional"). */
  note: string | undefined
  /** Every amount read, in the order they stand in the line. */
  amounts: AmountSpan[]
  /** Seasoned or used by eye ("to taste", "for frying") with no amount: never scaled. */
  toTaste: boolean
}

const GLYPHS = '½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚'
// Digits as recipes write them: "1 1/2", "1½", "1 ½", "1/2", "1.5", "1,5", "1,500", "½".
const NUMERAL = String.raw`(?:\d+\s+\d+\s*\/\s*\d+|\d+\s?[${GLYPHS}]|\d+\s*\/\s*\d+|\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:[.,]\d+)?|[${GLYPHS}])`
// Spoken numbers as the chef reads them in a visitor's list: one home for both readers.
const WORD_NUMBERS = NUMBER_WORDS
const WORD_NUMBER = [...WORD_NUMBERS.keys()]
  .sort((left, right) => right.length - left.length)
  .map((word) => word.replace(/ /g, String.raw`\s+`))
  .join('|')
const NUMBER = String.raw`(?:${NUMERAL}|\b(?:${WORD_NUMBER})\b)`
const RANGE_JOIN = String.raw`(?:\s*[-–‑]\s*|–|\s+(?:to|or)\s+)`
const UNIT = String.raw`(?:${UNIT_WORD_PATTERN})\.?(?![a-z])`
const ABOUT = String.raw`(?:(?:about|approx\.?|approximately|around|roughly|generous|heaped|level|scant)\s+)`
const MEASURE = String.raw`(${NUMERAL})(?:${RANGE_JOIN}(${NUMERAL}))?\s*(${UNIT})`

// The amount a line starts with: "2–3 tbsp", "1 (400g) tin", "2 x 400g tins", "a pinch of".
const LEADING = new RegExp(
  String.raw`^${ABOUT}?(${NUMBER})(?:${RANGE_JOIN}(${NUMBER}))?` +
    String.raw`(?:\s*\(\s*${ABOUT}?${MEASURE}[^)]*\)|\s*[x×]\s*${MEASURE}|\s+${MEASURE}(?=\s*(?:tins?|cans?|jars?|packs?|packets?|bags?|pots?|tubs?|cartons?|bottles?|blocks?)\b))?` +
    String.raw`(?:\s*(${UNIT}))?`,
  'i',
)
// An amount anywhere in the line: "(120 ml)", "/ 4 oz", "juice of 1 lemon".
// Not the tail of a longer number or word ("B12 g", "1.5" read from its "5").
const ANY_MEASURE = new RegExp(String.raw`(?<![A-Za-z\d.,])` + MEASURE, 'gi')
const OF_COUNT = new RegExp(
  String.raw`\bof\s+(${NUMERAL})(?:${RANGE_JOIN}(${NUMERAL}))?(?=\s+[a-z])`,
  'i',
)
const SEPARATOR = /\s+[—–-]\s+|:\s+/
const JUDGED =
  /\b(?:to taste|to season|as needed|as required|as you like|for (?:boiling|frying|greasing|serving|dusting|drizzling|seasoning|the pan|the tin|garnish)|to serve|to garnish|optional)\b/i
// Words after a number that make it not an amount: times, temperatures, percentages.
const NOT_AN_AMOUNT =
  /^\s*(?:%|°|degrees?\b|minutes?\b|mins?\b|hours?\b|hrs?\b|seconds?\b|secs?\b|cm\b|mm\b|inch(?:es)?\b|in\b|-?inch)/i
const CONTAINERS = new Set(['tin', 'can', 'jar', 'pack', 'bag'])

/** The number a written numeral or number word means, or undefined. */
export function readNumber(text: string): number | undefined {
  const words = text.toLowerCase().replace(/\s+/g, ' ').trim()
  const spoken = WORD_NUMBERS.get(words)
  if (spoken !== undefined) return spoken
  let digits = words
  if (/^\d{1,3}(?:,\d{3})+$/.test(digits)) digits = digits.replace(/,/g, '')
  else digits = digits.replace(/^(\d+),(\d+)$/, '$1.$2')
  // "1 ½" and "1½" alike; numeric-quantity reads mixed numbers and the Unicode fractions.
  const value = numericQuantity(digits.replace(/(\d)\s+([½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚])/u, '$1$2'), {
    round: false,
  })
  return Number.isFinite(value) && value > 0 ? value : undefined
}

function quantityOf(first: string, second: string | undefined): Quantity | undefined {
  const min = readNumber(first)
  if (min === undefined) return undefined
  if (second === undefined) return min
  const max = readNumber(second)
  if (max === undefined || max <= min) return min
  return { min, max }
}

/** Where the amount would start: after "Garlic — " in the offline chef's "Name — amount". */
function amountStart(line: string): { at: number; nameEnd: number } | undefined {
  if (LEADING.test(line) && leadingAmount(line, 0) !== undefined) return undefined
  const separator = SEPARATOR.exec(line)
  if (separator === null) return undefined
  const at = separator.index + separator[0].length
  return { at, nameEnd: separator.index }
}

interface Leading {
  spans: AmountSpan[]
  end: number
}

function leadingAmount(line: string, offset: number): Leading | undefined {
  const text = line.slice(offset)
  const match = LEADING.exec(text)
  if (match === null) return undefined
  const [
    whole,
    first = '',
    second,
    sizeA,
    sizeA2,
    sizeAUnit,
    sizeB,
    sizeB2,
    sizeBUnit,
    sizeC,
    sizeC2,
    sizeCUnit,
    unitText,
  ] = match
  const quantity = quantityOf(first, second)
  if (quantity === undefined) return undefined
  const isWord = !/^[\d½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚]/.test(first)
  const unit = unitText === undefined ? '' : (unitOfWord(unitText) ?? '')
  const rest = text.slice(whole.length)
  // "a lemon", "an onion" are left alone unless a unit says what "a" counts ("a pinch of").
  if (
    isWord &&
    unit === '' &&
    /^an?$/i.test(first.trim()) &&
    sizeA === undefined &&
    sizeB === undefined &&
    sizeC === undefined
  )
    return undefined
  if (unit === '' && NOT_AN_AMOUNT.test(rest)) return undefined
  const numberStart = whole.search(/[\d½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚]|\b[a-z]/i)
  const spans: AmountSpan[] = []
  const sizeText = sizeA ?? sizeB ?? sizeC
  const sizeUnitText = sizeAUnit ?? sizeBUnit ?? sizeCUnit
  const sizeSecond = sizeA2 ?? sizeB2 ?? sizeC2
  let countEnd = offset + whole.length
  if (sizeText !== undefined && sizeUnitText !== undefined) {
    const sizeQuantity = quantityOf(sizeText, sizeSecond)
    const sizeUnit = unitOfWord(sizeUnitText)
    const sizeAt = whole.indexOf(sizeText, numberStart + first.length)
    const sizeEnd = whole.indexOf(sizeUnitText, sizeAt + sizeText.length) + sizeUnitText.length
    if (sizeQuantity !== undefined && sizeUnit !== undefined && sizeAt >= 0) {
      spans.push({
        start: offset + sizeAt,
        end: offset + sizeEnd,
        quantity: sizeQuantity,
        unit: sizeUnit,
        role: 'size',
      })
    }
    // "1 (400g) tin": the count's own span is the number alone, then its unit after the size.
    const countSpanEnd =
      offset +
      numberStart +
      first.length +
      (second === undefined
        ? 0
        : whole.slice(numberStart + first.length).indexOf(second) + second.length)
    const amount: AmountSpan = {
      start: offset + numberStart,
      end: countSpanEnd,
      quantity,
      unit,
      role: 'amount',
    }
    if (unitText !== undefined) {
      amount.unitAt = { start: offset + whole.length - unitText.length, end: offset + whole.length }
    }
    spans.unshift(amount)
    countEnd = offset + whole.length
    return { spans, end: countEnd }
  }
  spans.push({
    start: offset + numberStart,
    end: offset + whole.length,
    quantity,
    unit,
    role: 'amount',
  })
  return { spans, end: countEnd }
}

function cleanText(text: string): string {
  return text
    .replace(/[*_`]+/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:/—–-]+|[\s,;:/—–-]+$/g, '')
    .trim()
}

/** Amounts in parentheses or after a slash, beyond the main one: equivalents, or a container's size. */
function otherMeasures(
  line: string,
  taken: readonly AmountSpan[],
  main: AmountSpan | undefined,
): AmountSpan[] {
  const found: AmountSpan[] = []
  for (const match of line.matchAll(ANY_MEASURE)) {
    const start = match.index
    const end = start + match[0].length
    if (taken.some((span) => start < span.end && end > span.start)) continue
    const before = line.slice(0, start)
    const inBrackets = /\([^)]*$/.test(before)
    const afterSlash = /\/\s*$/.test(before)
    if (!inBrackets && !afterSlash) continue
    const quantity = quantityOf(match[1] ?? '', match[2])
    const unit = unitOfWord(match[3] ?? '')
    if (quantity === undefined || unit === undefined || !(isMassUnit(unit) || isVolumeUnit(unit)))
      continue
    const closing = line.indexOf(')', end)
    const bracketText = inBrackets
      ? line.slice(before.lastIndexOf('('), closing < 0 ? line.length : closing)
      : ''
    const isSize =
      /\beach\b/i.test(bracketText) ||
      (main !== undefined &&
        CONTAINERS.has(main.unit) &&
        /^\s*\(?\s*$/.test(line.slice(main.end, before.lastIndexOf('(') + 1)))
    found.push({
      start,
      end,
      quantity,
      unit,
      role: main === undefined ? 'amount' : isSize ? 'size' : 'equivalent',
    })
  }
  return found
}

/**
 * Every weight or volume written in a text ("2 tbsp", "400 ml", "1–2 litres"), as in a method's
 * "add 400 ml of the stock": counts and pieces are left out, as a step's numbers are mostly
 * times, sizes and steps.
 */
export function findMeasures(text: string): AmountSpan[] {
  const found: AmountSpan[] = []
  for (const match of text.slice(0, 20_000).matchAll(ANY_MEASURE)) {
    const quantity = quantityOf(match[1] ?? '', match[2])
    const unit = unitOfWord(match[3] ?? '')
    if (quantity === undefined || unit === undefined || !(isMassUnit(unit) || isVolumeUnit(unit))) {
      continue
    }
    found.push({
      start: match.index,
      end: match.index + match[0].length,
      quantity,
      unit,
      role: 'amount',
    })
  }
  return found
}

/**
 * Reads one ingredient line, as the offline chef writes it ("Garlic — 2 cloves") or as an AI does
 * ("1 (400g) tin chopped tomatoes", "2–3 tbsp olive oil", "½ cup (120 ml) milk", "Juice of 1
 * lemon", "salt to taste"). Never throws: a line it cannot read comes back with no amounts and
 * the line as its ingredient.
 */
export function readIngredientLine(line: string): IngredientLine {
  const text = line.slice(0, 2_000)
  const start = amountStart(text)
  // Leading emphasis ("**2 cups** flour") is the renderer's, not the amount's.
  const offset = start?.at ?? text.search(/[^\s*_]|$/)
  let spans: AmountSpan[] = []
  let restFrom = offset
  const leading = leadingAmount(text, offset)
  if (leading !== undefined) {
    spans = leading.spans
    restFrom = leading.end
  }
  let main = spans.find((span) => span.role === 'amount')
  if (main === undefined) {
    const of = OF_COUNT.exec(text)
    if (of !== null) {
      const quantity = quantityOf(of[1] ?? '', of[2])
      const at = of.index + of[0].indexOf(of[1] ?? '')
      if (quantity !== undefined) {
        main = { start: at, end: of.index + of[0].length, quantity, unit: '', role: 'amount' }
        spans.push(main)
      }
    }
  }
  const others = otherMeasures(text, spans, main)
  spans.push(...others)
  if (main === undefined) main = others.find((span) => span.role === 'amount')
  spans.sort((left, right) => left.start - right.start)

  // The name is the line less its amounts, its brackets of amounts, and its note.
  let nameText: string
  if (start !== undefined) nameText = text.slice(0, start.nameEnd)
  else if (leading !== undefined) nameText = text.slice(restFrom)
  else nameText = text
  let noteParts: string[] = []
  if (start !== undefined) {
    const after = text.slice(leading?.end ?? start.at)
    noteParts.push(after)
  }
  for (const span of [...spans].sort((left, right) => right.start - left.start)) {
    const rel = span.start - (start === undefined && leading !== undefined ? restFrom : 0)
    if (rel >= 0 && rel < nameText.length) {
      nameText = nameText.slice(0, rel) + nameText.slice(rel + span.end - span.start)
    }
  }
  // "Juice of 1 lemon": the lemon is the ingredient, its juice the note.
  const partOf =
    /^\s*((?:(?:finely\s+)?grated\s+)?(?:juice|zest|rind)(?:\s+and\s+(?:juice|zest|rind))?)\s+of\s*$/i.exec(
      main === undefined || start !== undefined || leading !== undefined
        ? ''
        : text.slice(0, main.start),
    )
  if (partOf !== null && main !== undefined) {
    noteParts.push((partOf[1] ?? '').toLowerCase())
    nameText = text.slice(main.end)
  }
  nameText = nameText
    .replace(/\(\s*(?:about|approx\.?|roughly|around)?\s*(?:\/\s*)?(?:each)?\s*\)/gi, ' ')
    .replace(/^\s*(?:[x×]\s+)?(?:of\s+)/i, '')
  const comma = nameText.search(/,|\s+\((?![^)]*\d)/)
  if (comma >= 0) {
    noteParts.unshift(nameText.slice(comma))
    nameText = nameText.slice(0, comma)
  }
  const judged = JUDGED.exec(nameText)
  if (judged !== null) {
    noteParts.unshift(nameText.slice(judged.index))
    nameText = nameText.slice(0, judged.index)
  }
  noteParts = noteParts.map(cleanText).filter((part) => part !== '')
  const ingredient =
    cleanText(
      nameText
        .replace(/(?:^|\s+)(?:to|or|x|×)\s*$/i, '')
        .replace(/^(?:tins?|cans?)\s+(?:of\s+)?/i, (word) => word),
    ) || cleanText(text)
  const note = noteOf(noteParts)
  const toTaste = main === undefined && JUDGED.test(text)
  return {
    line,
    quantity: main?.quantity,
    unit: main?.unit,
    ingredient,
    entryId: entryIdOf(ingredient),
    note,
    amounts: spans,
    toTaste,
  }
}

/** The note's pieces, each bracket its own ("instead of noodles, extra"). */
function noteOf(parts: readonly string[]): string | undefined {
  const pieces = parts
    .flatMap((part) => part.split(/[()]/))
    .map(cleanText)
    .filter((piece) => piece !== '')
  return pieces.length > 0 ? pieces.join(', ') : undefined
}

function entryIdOf(ingredient: string): string | undefined {
  if (ingredient === '') return undefined
  const match = matchIngredient(ingredient)
  return match.kind === 'known' || match.kind === 'guessed' ? match.entry?.id : undefined
}
