// Builds src/client/lib/nutrition/food-figures.ts from USDA SR Legacy (the SR28 release, public
// domain), so every figure the nutrition table uses can be traced to a food and its NDB number.
//
//   npx tsx scripts/nutrition/build-food-figures.ts <folder with the SR28 ASCII files>
//
// The folder holds FOOD_DES.txt and NUT_DATA.txt as USDA published them in the SR28 ASCII
// download (sr28asc.zip: "~"-quoted fields, "^"-separated). The copy this was built from, and its
// checksums, are named in docs/nutrition.md. Fails on a description it cannot find, or finds twice.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { lexiconEntryOrUndefined } from '../../src/chef/lexicon/lexicon.ts'
import { LEXICON_FOODS } from './lexicon-foods.ts'

// SR28 nutrient numbers (NUTR_DEF.txt), in the order the figures are written.
const NUTRIENT_NUMBERS = {
  energyKcal: '208', // Energy, kcal
  protein: '203', // Protein, g
  fat: '204', // Total lipid (fat), g
  saturates: '606', // Fatty acids, total saturated, g
  carbohydrate: '205', // Carbohydrate, by difference, g
  sugars: '269', // Sugars, total, g
  fibre: '291', // Fiber, total dietary, g
  sodium: '307', // Sodium, Na, mg
} as const

const folder = process.argv[2] ?? ''
if (folder === '') {
  console.error('Usage: npx tsx scripts/nutrition/build-food-figures.ts <SR28 ASCII folder>')
  process.exit(1)
}

function records(file: string): string[][] {
  return readFileSync(join(folder, file), 'latin1')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split('^').map((field) => field.replace(/^~|~$/g, '')))
}

const byDescription = new Map<string, string[]>()
const descriptionOf = new Map<string, string>()
for (const [ndb = '', , longDescription = ''] of records('FOOD_DES.txt')) {
  byDescription.set(longDescription, [...(byDescription.get(longDescription) ?? []), ndb])
  descriptionOf.set(ndb, longDescription)
}

const wanted = new Set<string>(Object.values(NUTRIENT_NUMBERS))
const values = new Map<string, Map<string, number>>()
for (const [ndb = '', number = '', value = ''] of records('NUT_DATA.txt')) {
  if (!wanted.has(number)) continue
  const food = values.get(ndb) ?? new Map<string, number>()
  food.set(number, Number(value))
  values.set(ndb, food)
}

// Household measures (WEIGHT.txt): what a cup, a spoon or one whole of the food weighs. Used only
// where the recipe reader's own weights (src/chef/lexicon/food-weights.ts) have no figure.
const ML_PER_MEASURE: Record<string, number> = {
  cup: 236.6,
  tbsp: 14.79,
  tsp: 4.93,
  'fl oz': 29.57,
}
// One whole: the first of these words a measure starts with, in this order of preference.
const WHOLE_WORDS = [
  'medium',
  'whole',
  'fruit',
  'pepper',
  'piece',
  'large',
  'each',
  'link',
  'bun',
  'roll',
  'tortilla',
  'pita',
  'head',
  'bulb',
]
// A cook's pieces a recipe line counts in, as SR Legacy words them.
const PIECE_WORDS: Record<string, string> = {
  clove: 'clove',
  slice: 'slice',
  sprig: 'sprig',
  stalk: 'stalk',
  leaf: 'leaf',
  fillet: 'fillet',
  sheet: 'sheet',
  head: 'head',
}
const measures = new Map<string, { amount: number; description: string; grams: number }[]>()
for (const [ndb = '', , amount = '', description = '', grams = ''] of records('WEIGHT.txt')) {
  const list = measures.get(ndb) ?? []
  list.push({
    amount: Number(amount),
    description: description.toLowerCase(),
    grams: Number(grams),
  })
  measures.set(ndb, list)
}

function weightsOf(ndb: string): Record<string, number> {
  const weights: Record<string, number> = {}
  const list = (measures.get(ndb) ?? []).filter(
    (measure) => measure.amount > 0 && measure.grams > 0,
  )
  const each = (measure: { amount: number; grams: number }) =>
    Math.round((measure.grams / measure.amount) * 100) / 100
  for (const [word, ml] of Object.entries(ML_PER_MEASURE)) {
    // "cup, chopped" is as good as "cup" for chopped things; "cup, sliced" and the like, less so.
    const measure =
      list.find((m) => m.description === word) ??
      list.find((m) => m.description.startsWith(`${word},`) || m.description.startsWith(`${word} `))
    if (measure && weights.ml === undefined)
      weights.ml = Math.round((measure.grams / measure.amount / ml) * 100) / 100
  }
  for (const word of WHOLE_WORDS) {
    const measure = list.find((m) => new RegExp(`^${word}\\b`).test(m.description))
    if (measure) {
      weights.piece = each(measure)
      break
    }
  }
  for (const [unit, word] of Object.entries(PIECE_WORDS)) {
    const measure =
      list.find((m) => new RegExp(`^${word}s?, medium\\b`).test(m.description)) ??
      list.find((m) => new RegExp(`^${word}s?\\b`).test(m.description))
    if (measure) weights[unit] = each(measure)
  }
  return weights
}

const problems: string[] = []
const missing: string[] = []
const lines: string[] = []
for (const [id, description] of Object.entries(LEXICON_FOODS)) {
  // A food for a name the lexicon does not have would never be read from a recipe line.
  if (lexiconEntryOrUndefined(id)?.id !== id) {
    problems.push(`${id}: not a lexicon entry id`)
    continue
  }
  if (description === null) continue
  const found = byDescription.get(description) ?? []
  const ndb = found[0]
  if (found.length !== 1 || ndb === undefined) {
    const words = description.split(/[ ,]+/).slice(0, 2).join(' ').toLowerCase()
    const near = [...byDescription.keys()]
      .filter((text) => text.toLowerCase().includes(words))
      .slice(0, 5)
    problems.push(`${id}: "${description}" found ${found.length} times; near: ${near.join(' | ')}`)
    continue
  }
  const food = values.get(ndb) ?? new Map<string, number>()
  const figure = (name: keyof typeof NUTRIENT_NUMBERS): number => {
    const value = food.get(NUTRIENT_NUMBERS[name])
    if (value === undefined) {
      missing.push(`${id} (${ndb}) has no ${name}`)
      return 0
    }
    return value
  }
  // Salt is sodium × 2.5, in grams: how UK labels and the table's reader count it.
  const salt = Math.round(((figure('sodium') * 2.5) / 1000) * 1000) / 1000
  const per100g = [
    figure('energyKcal'),
    figure('protein'),
    figure('fat'),
    figure('saturates'),
    figure('carbohydrate'),
    figure('sugars'),
    figure('fibre'),
    salt,
  ]
  lines.push(
    `  ${JSON.stringify(id)}: [${JSON.stringify(ndb)}, ${JSON.stringify(descriptionOf.get(ndb))}, [${per100g.join(', ')}], ${JSON.stringify(weightsOf(ndb))}],`,
  )
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}

const target = new URL('../../src/client/lib/nutrition/food-figures.ts', import.meta.url)
writeFileSync(
  target,
  `// Generated by scripts/nutrition/build-food-figures.ts from USDA SR Legacy (SR28, public domain):
// do not edit by hand. Per lexicon entry: the SR Legacy food's NDB number, its description, and
// per 100 g: energy (kcal), protein, fat, saturates, carbohydrate, sugars, fibre, salt (g; salt is
// sodium × 2.5). A nutrient SR Legacy does not report for a food is written as 0. Then its
// household measures: grams per ml ("ml", from its cup or spoon weight), one whole ("piece",
// a medium one where SR Legacy has it) and one of a cook's pieces ("clove", "slice"…).

/** [NDB number, SR Legacy description, per 100 g figures in NUTRIENTS order, grams per measure] */
export type FoodFigures = readonly [
  string,
  string,
  readonly number[],
  Readonly<Partial<Record<string, number>>>,
]

// prettier-ignore
export const FOOD_FIGURES: Readonly<Record<string, FoodFigures>> = {
${lines.join('\n')}
}
`,
)
console.log(`Wrote ${lines.length} foods to ${target.pathname}`)
if (missing.length > 0) console.log(`Not reported (written as 0):\n  ${missing.join('\n  ')}`)
