// A heading puts an ingredient in front of the dish, where English wants the singular:
// "Mushroom Soup", "Tomato & Basil Pasta". The ingredient list keeps the visitor's own words.

// Words that look plural but are not, or whose singular means something else ("sweets" →
// "sweet"), and brand names, which are proper names.
const KEEP: ReadonlySet<string> = new Set([
  'brussels',
  'molasses',
  'greens',
  'sweets',
  'crisps',
  'grits',
  'fries',
  'series',
  'species',
  'christmas',
  'maltesers',
  'smarties',
  'skittles',
  'oreos',
  'hobnobs',
  'pringles',
  'doritos',
  'krispies',
  'cheerios',
  'perrins',
  'franks',
  'walkers',
])

// Plurals the suffix rules would get wrong.
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['leaves', 'leaf'],
  ['loaves', 'loaf'],
  ['halves', 'half'],
  ['cookies', 'cookie'],
  ['brownies', 'brownie'],
  ['veggies', 'veggie'],
  ['quiches', 'quiche'],
  ['brioches', 'brioche'],
  ['sloes', 'sloe'],
  ['pies', 'pie'],
])

/** The lowercase singular of a lowercase word, or the word itself when it is not a plural. */
function singularOf(word: string): string {
  const irregular = IRREGULAR.get(word)
  if (irregular !== undefined) return irregular
  // Short words, proper names and words ending -ss, -us, -is ("hummus", "asparagus", "cress")
  // are singular already.
  if (word.length <= 3 || KEEP.has(word) || /(?:ss|us|is|[^a-z]s)$/.test(word)) return word
  if (!word.endsWith('s')) return word
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.endsWith('oes')) return word.slice(0, -2)
  if (/(?:sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2)
  return word.slice(0, -1)
}

/**
 * The singular of one word for a heading, keeping the visitor's capitals ("Courgettes" →
 * "Courgette", "TOMATOES" → "TOMATO"); words that are not plurals come back unchanged.
 */
export function singularForTitle(word: string): string {
  const lower = word.toLowerCase()
  const singular = singularOf(lower)
  if (singular === lower) return word
  const isShouting = word === word.toUpperCase() && word !== lower
  if (isShouting) return singular.toUpperCase()
  // Only the ending changes, so the visitor's capitals on the stem carry over.
  const stem = Math.min(singular.length, lower.length)
  let common = 0
  while (common < stem && singular[common] === lower[common]) common++
  return `${word.slice(0, common)}${singular.slice(common)}`
}

/** A heading phrase with its last word (the head noun) in the singular: "Cherry Tomato". */
export function titleModifier(phrase: string): string {
  const space = phrase.lastIndexOf(' ')
  return `${phrase.slice(0, space + 1)}${singularForTitle(phrase.slice(space + 1))}`
}
