// How much of an item the visitor says they have ("2 eggs", "500g chicken", "garlic, 2 cloves"),
// so the recipe never asks for more than is in their kitchen.

/**
 * Units a stated amount is kept in: weights in grams, volumes in millilitres, spoons as spoons,
 * and the pieces recipes count in. `''` is a plain count ("2 eggs").
 */
export type StatedUnit =
  | ''
  | 'g'
  | 'ml'
  | 'tsp'
  | 'tbsp'
  | 'clove'
  | 'slice'
  | 'rasher'
  | 'fillet'
  | 'tin'
  | 'handful'
  | 'sprig'
  | 'stalk'
  | 'sheet'
  | 'nest'
  | 'pinch'
  | 'ball'

export interface StatedAmount {
  quantity: number
  unit: StatedUnit
}

// What each unit word means, as [unit, how many of that unit one of these words is].
const UNIT_WORDS: ReadonlyMap<string, readonly [StatedUnit, number]> = new Map<
  string,
  readonly [StatedUnit, number]
>([
  ...['g', 'gr', 'gram', 'grams', 'gramme', 'grammes'].map((word) => [word, ['g', 1]] as const),
  ...['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'].map(
    (word) => [word, ['g', 1000]] as const,
  ),
  ...['oz', 'ounce', 'ounces'].map((word) => [word, ['g', 28.35]] as const),
  ...['lb', 'lbs', 'pound', 'pounds'].map((word) => [word, ['g', 453.6]] as const),
  ...['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters'].map(
    (word) => [word, ['ml', 1]] as const,
  ),
  ...['cl'].map((word) => [word, ['ml', 10]] as const),
  ...['l', 'litre', 'litres', 'liter', 'liters'].map((word) => [word, ['ml', 1000]] as const),
  ...['pint', 'pints', 'pt'].map((word) => [word, ['ml', 568]] as const),
  // "2 dozen eggs", "half a dozen eggs"
  ...['dozen'].map((word) => [word, ['', 12]] as const),
  ...['tsp', 'tsps', 'teaspoon', 'teaspoons'].map((word) => [word, ['tsp', 1]] as const),
  ...['tbsp', 'tbsps', 'tbs', 'tablespoon', 'tablespoons'].map(
    (word) => [word, ['tbsp', 1]] as const,
  ),
  ...(
    [
      ['clove', 'cloves'],
      ['slice', 'slices'],
      ['rasher', 'rashers'],
      ['fillet', 'fillets'],
      ['tin', 'tins', 'can', 'cans'],
      ['handful', 'handfuls'],
      ['sprig', 'sprigs'],
      ['stalk', 'stalks', 'stick', 'sticks'],
      ['sheet', 'sheets'],
      ['nest', 'nests'],
      ['pinch', 'pinches'],
      ['ball', 'balls'],
    ] as const
  ).flatMap(([unit, ...words]) => [unit, ...words].map((word) => [word, [unit, 1]] as const)),
])

// Containers and loose measures say the visitor has some, but not how much a recipe can count on.
const VAGUE_WORDS =
  'bag|bags|pack|packs|packet|packets|bunch|bunches|jar|jars|bottle|bottles|box|boxes|carton|cartons|punnet|punnets|tub|tubs|pot|pots|head|heads|loaf|loaves|cup|cups|block|blocks|bar|bars|bulb|bulbs|knob|knobs|splash|drizzle|dash|dashes|scoop|scoops|glass|glasses|piece|pieces|wedge|wedges|squeeze|dollop|little|bit|few|lot|lots|couple|handful'

export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['a', 1],
  ['an', 1],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['dozen', 12],
  ['a dozen', 12],
  ['half', 0.5],
  ['half a', 0.5],
  ['half an', 0.5],
  ['a half', 0.5],
  ['quarter', 0.25],
  ['a quarter', 0.25],
  ['three quarters', 0.75],
  ['half a dozen', 6],
  ['a couple of', 2],
  ['a couple', 2],
  ['couple of', 2],
])

const GLYPHS: Readonly<Record<string, number>> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 0.125,
}

const NUMBER_WORD_PATTERN = [...NUMBER_WORDS.keys()]
  .sort((left, right) => right.length - left.length)
  .join('|')
const NUMERAL = String.raw`\d+\s+\d+\s*\/\s*\d+|\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?(?:\s*[½¼¾⅓⅔⅛])?|[½¼¾⅓⅔⅛]`
const NUMBER = String.raw`(?:${NUMERAL}|(?:${NUMBER_WORD_PATTERN})(?![a-z]))`
const UNIT = String.raw`[a-z]+\.?`
const ABOUT = String.raw`(?:about|approx\.?|approximately|around|roughly|nearly|almost)\s+`

// "2 eggs", "500g chicken", "a tin of tomatoes", "3 x 400g chickpeas", "2-3 carrots".
const LEADING = new RegExp(
  String.raw`^(?:${ABOUT})?(${NUMBER})(?:\s*(?:-|–|to)\s*${NUMBER})?(?:\s*[x×]\s*(${NUMERAL}))?\s*(?:(${UNIT})(?:\s+of)?\s+|\s+)(?=\S)`,
)
// "chicken (about 500g)", "garlic, 2 cloves", "eggs x 6", "milk - 1 litre", "chicken 500g".
const TRAILING = new RegExp(
  String.raw`(?:^|[\s,;:(–—-])\s*(?:[x×]\s*)?(?:${ABOUT})?(${NUMERAL})\s*(${UNIT})?\s*\)?$`,
)
// "rice 1kg bag", "lentils 250g dry", "beef 500g pack": people put the pack or the state after the
// weight. Only a weight or volume may be followed by such a word, so "tomatoes 2 large" and names
// that carry numbers stay as they are.
const PACK_OR_STATE = String.raw`bags?|packs?|packets?|boxe?s?|tubs?|jars?|tins?|cans?|cartons?|bottles?|blocks?|punnets?|dry|dried|frozen|fresh|raw|uncooked|cooked`
const TRAILING_THEN_WORD = new RegExp(
  String.raw`(?:^|[\s,;:(–—-])\s*(?:${ABOUT})?(${NUMERAL})\s*(g|gr|grams?|kg|kgs|kilos?|oz|lbs?|ml|cl|l|litres?|liters?)\s+(?:${PACK_OR_STATE})\s*\)?$`,
)

function parseNumber(text: string): number | undefined {
  const spoken = NUMBER_WORDS.get(text)
  if (spoken !== undefined) return spoken
  // "1 1/2": a whole number and a fraction.
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(text)
  if (mixed !== null) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3])
  const compact = text.replace(/\s+/g, '')
  const glyph = /[½¼¾⅓⅔⅛]$/.exec(compact)?.[0]
  const rest = glyph === undefined ? compact : compact.slice(0, -1)
  const fraction = glyph === undefined ? 0 : (GLYPHS[glyph] ?? 0)
  if (rest === '') return fraction
  const [top = '', bottom] = rest.replace(',', '.').split('/')
  const value = bottom === undefined ? Number(top) : Number(top) / Number(bottom)
  return Number.isFinite(value) ? value + fraction : undefined
}

function toAmount(count: number, unitText: string | undefined): StatedAmount | undefined {
  if (!(count > 0) || count > 100_000) return undefined
  if (unitText === undefined) return { quantity: count, unit: '' }
  const unit = UNIT_WORDS.get(unitText.replace(/\.$/, ''))
  if (unit === undefined) return undefined
  const quantity = count * unit[1]
  // Less than a gram or a millilitre is a typo, not an amount to cook with.
  if ((unit[0] === 'g' || unit[0] === 'ml') && quantity < 1) return undefined
  return { quantity, unit: unit[0] }
}

const VAGUE = new RegExp(String.raw`^(?:${VAGUE_WORDS})\b`)
// Names that start with a number: "5 spice", "7 up".
const NUMBER_IN_NAME = /^(?:spice|up)\b/

// "two 400g tins", "a 500g pack": a count of packs of a stated size reads as "2 x 400g".
const COUNT_OF_SIZE = new RegExp(
  String.raw`^((?:${ABOUT})?(?:${NUMBER}))\s+(?=(?:${NUMERAL})\s*(?:g|kg|ml|l|oz|lb|lbs|cl)\b)`,
)

function normaliseSize(text: string): string {
  return text.replace(COUNT_OF_SIZE, '$1 x ')
}

/**
 * The amount the visitor typed with an item, or undefined when they gave none or only a vague
 * one ("a bag of spinach", "some milk"). Never throws.
 */
export function statedAmount(input: string): StatedAmount | undefined {
  // List markers the visitor typed ("1. eggs", "- 2 eggs") are not amounts.
  const text = input
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:\d+[.)]\s+|[\s\-*•·+>#_~`]+)+/, '')
  // "half and half" is a cream, not half of something.
  if (/^half\s*(?:and|n|&)\s*half\b/.test(text)) return undefined
  const sized = normaliseSize(text)
  const leading = LEADING.exec(sized)
  if (leading !== null) {
    const [whole, numberText = '', timesText, unitWord] = leading
    const rest = sized.slice(whole.length)
    const number = parseNumber(numberText)
    const times = timesText === undefined ? 1 : parseNumber(timesText)
    if (number === undefined || times === undefined) return undefined
    if (unitWord !== undefined && !UNIT_WORDS.has(unitWord.replace(/\.$/, ''))) {
      // "2 large eggs": the word after the number is part of the name, so it is a count.
      if (VAGUE.test(unitWord) || VAGUE.test(rest) || NUMBER_IN_NAME.test(unitWord)) {
        return undefined
      }
      return toAmount(number * times, undefined)
    }
    if (unitWord === undefined && (VAGUE.test(rest) || NUMBER_IN_NAME.test(rest))) return undefined
    return toAmount(number * times, unitWord)
  }
  const trailing = TRAILING.exec(text) ?? TRAILING_THEN_WORD.exec(text)
  if (trailing !== null && trailing.index > 0) {
    const [, numberText = '', unitText] = trailing
    const number = parseNumber(numberText)
    return number === undefined ? undefined : toAmount(number, unitText)
  }
  return undefined
}
