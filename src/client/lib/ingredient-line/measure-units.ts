// The units a recipe line is read in, and what each one is in grams or millilitres. One home for
// unit words and factors: the reader, the scaler and the converter all read them from here.

export type MassUnit = 'g' | 'kg' | 'oz' | 'lb'
export type VolumeUnit = 'ml' | 'cl' | 'l' | 'tsp' | 'tbsp' | 'cup' | 'fl oz' | 'pint' | 'quart'
/** Things counted whole or in a cook's pieces: a pinch, a clove, a tin. */
export type PieceUnit =
  | 'pinch'
  | 'dash'
  | 'clove'
  | 'tin'
  | 'can'
  | 'jar'
  | 'pack'
  | 'bag'
  | 'handful'
  | 'slice'
  | 'sprig'
  | 'fillet'
  | 'rasher'
  | 'nest'
  | 'sheet'
  | 'stalk'
  | 'stick'
  | 'ball'
  | 'cube'
  | 'bunch'
  | 'head'
  | 'knob'
  | 'piece'
  | 'leaf'
  | 'drop'

/** A canonical unit; `''` is a plain count ("2 eggs"). */
export type MeasureUnit = MassUnit | VolumeUnit | PieceUnit | ''

export type UnitKind = 'mass' | 'volume' | 'piece' | 'count'

/** Grams in one of each mass unit (avoirdupois ounce and pound). */
export const GRAMS_PER: Readonly<Record<MassUnit, number>> = {
  g: 1,
  kg: 1000,
  oz: 28.349_523_125,
  lb: 453.592_37,
}

/**
 * Millilitres in one of each volume unit. Spoons are the metric 5 and 15 ml (a US spoon is within
 * 1.5% of them); the cup is the US legal cup of 240 ml that nutrition labels use, so "½ cup
 * (120 ml)" reads as the two amounts it says; the fluid ounce is the US one; the pint is the
 * British 568 ml, the pint this app's recipes (and its visitors' lists) mean.
 */
export const MILLILITRES_PER: Readonly<Record<VolumeUnit, number>> = {
  ml: 1,
  cl: 10,
  l: 1000,
  tsp: 5,
  tbsp: 15,
  cup: 240,
  'fl oz': 29.573_529_562_5,
  pint: 568.261_25,
  quart: 946.352_946,
}

const PIECE_UNITS: readonly PieceUnit[] = [
  'pinch',
  'dash',
  'clove',
  'tin',
  'can',
  'jar',
  'pack',
  'bag',
  'handful',
  'slice',
  'sprig',
  'fillet',
  'rasher',
  'nest',
  'sheet',
  'stalk',
  'stick',
  'ball',
  'cube',
  'bunch',
  'head',
  'knob',
  'piece',
  'leaf',
  'drop',
]

const PLURAL_PIECES: Readonly<Partial<Record<PieceUnit, string>>> = {
  pinch: 'pinches',
  dash: 'dashes',
  bunch: 'bunches',
  leaf: 'leaves',
}

export function unitKind(unit: MeasureUnit): UnitKind {
  if (unit === '') return 'count'
  if (unit in GRAMS_PER) return 'mass'
  if (unit in MILLILITRES_PER) return 'volume'
  return 'piece'
}

export function isMassUnit(unit: MeasureUnit): unit is MassUnit {
  return unit !== '' && unit in GRAMS_PER
}

export function isVolumeUnit(unit: MeasureUnit): unit is VolumeUnit {
  return unit !== '' && unit in MILLILITRES_PER
}

/** How a unit is written after an amount: symbols stay as they are, words take a plural. */
export function unitLabel(unit: MeasureUnit, quantity: number): string {
  if (unit === '' || isMassUnit(unit)) return unit
  if (isVolumeUnit(unit)) {
    if (unit === 'cup' || unit === 'pint' || unit === 'quart')
      return quantity > 1 ? `${unit}s` : unit
    return unit
  }
  if (quantity <= 1) return unit
  return PLURAL_PIECES[unit] ?? `${unit}s`
}

// Every way recipes write each unit, lower case; a trailing full stop is dropped before lookup.
const WORDS: readonly (readonly [Exclude<MeasureUnit, ''>, readonly string[]])[] = [
  ['g', ['g', 'gr', 'grs', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes']],
  ['kg', ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes']],
  ['oz', ['oz', 'ozs', 'ounce', 'ounces']],
  ['lb', ['lb', 'lbs', 'pound', 'pounds']],
  ['ml', ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters']],
  ['cl', ['cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters']],
  ['l', ['l', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters']],
  ['tsp', ['tsp', 'tsps', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls']],
  ['tbsp', ['tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tablespoon', 'tablespoons', 'tablespoonful']],
  ['cup', ['cup', 'cups', 'cupful', 'cupfuls']],
  ['fl oz', ['fl oz', 'fl. oz', 'fl.oz', 'floz', 'fluid ounce', 'fluid ounces']],
  ['pint', ['pint', 'pints', 'pt', 'pts']],
  ['quart', ['quart', 'quarts', 'qt', 'qts']],
  ['pinch', ['pinch', 'pinches']],
  ['dash', ['dash', 'dashes']],
  ['clove', ['clove', 'cloves']],
  ['tin', ['tin', 'tins']],
  ['can', ['can', 'cans']],
  ['jar', ['jar', 'jars']],
  ['pack', ['pack', 'packs', 'packet', 'packets']],
  ['bag', ['bag', 'bags']],
  ['handful', ['handful', 'handfuls']],
  ['slice', ['slice', 'slices']],
  ['sprig', ['sprig', 'sprigs']],
  ['fillet', ['fillet', 'fillets']],
  ['rasher', ['rasher', 'rashers']],
  ['nest', ['nest', 'nests']],
  ['sheet', ['sheet', 'sheets']],
  ['stalk', ['stalk', 'stalks']],
  ['stick', ['stick', 'sticks']],
  ['ball', ['ball', 'balls']],
  ['cube', ['cube', 'cubes']],
  ['bunch', ['bunch', 'bunches']],
  ['head', ['head', 'heads']],
  ['knob', ['knob', 'knobs']],
  ['piece', ['piece', 'pieces']],
  ['leaf', ['leaf', 'leaves']],
  ['drop', ['drop', 'drops']],
]

const UNIT_BY_WORD: ReadonlyMap<string, Exclude<MeasureUnit, ''>> = new Map(
  WORDS.flatMap(([unit, words]) => words.map((word) => [word, unit] as const)),
)

/** The canonical unit a written word means ("Tablespoons", "tbsp.", "fl oz"), or undefined. */
export function unitOfWord(word: string): Exclude<MeasureUnit, ''> | undefined {
  return UNIT_BY_WORD.get(word.toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' '))
}

/**
 * A pattern for any unit word, longest first so "fl oz" wins over "fl" and "tablespoons" over
 * "tablespoon"; meant to be followed by a word boundary where it is used.
 */
export const UNIT_WORD_PATTERN: string = [...UNIT_BY_WORD.keys()]
  .sort((left, right) => right.length - left.length)
  .map((word) => word.replace(/[.]/g, String.raw`\.`).replace(/ /g, String.raw`\s*`))
  .join('|')

export const ALL_PIECE_UNITS: readonly PieceUnit[] = PIECE_UNITS

const US_ONLY = new Set<MeasureUnit>(['oz', 'lb', 'cup', 'fl oz', 'pint', 'quart'])
const METRIC_ONLY = new Set<MeasureUnit>(['g', 'kg', 'ml', 'cl', 'l'])

/** The measures a unit belongs to; spoons, counts and pieces belong to both. */
export function systemOf(unit: MeasureUnit): 'metric' | 'us' | undefined {
  if (US_ONLY.has(unit)) return 'us'
  if (METRIC_ONLY.has(unit)) return 'metric'
  return undefined
}
