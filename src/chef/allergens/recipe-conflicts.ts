// Checking a recipe someone else wrote (an AI's markdown) against the visitor's avoid list and
// diets, so the server can warn about each clash.
//
// What is read:
// - ingredient lines: list items (bullets or numbers) under a heading that starts with
//   "Ingredients" (any level, "## Ingredients", "**Ingredients:**", "Ingredients:"), up to the
//   next method-like heading ("Method", "Instructions", "Steps", "Notes"…); sub-labels such as
//   "**For the sauce:**" stay inside. With no such heading, every bullet line is an ingredient.
//   Each line is matched to the lexicon (quantities and all), its alternatives too ("butter or
//   oil"), and its words are looked for as well (an avoid item's words, allergen words such as
//   "sesame" or "lupin"), so a line the lexicon does not know can still clash;
// - every other line (title, method, notes): whole-word matches of lexicon names, except a
//   word that only refers back to an ingredient line ("brown the sausages" after "vegan
//   sausages") and a few words that are usually verbs or mean something else in a method
//   ("mince the garlic", "toast the seeds", "roll out").
//
// Negations, so the warning does not cry wolf:
// - "X-free", "non-X", "no X", "without X": X's groups and diet no longer count on that line
//   ("gluten-free soy sauce" is soya only; "dairy-free yogurt" keeps a dairy-free diet);
// - "vegan X" / "plant-based X" keeps vegan, vegetarian and dairy-free, and drops milk, egg, fish
//   and shellfish from the line; "vegetarian X" / "meat-free X" keeps vegetarian;
// - "instead of X", "in place of X", "rather than X", "replace X", "omit X": X is cut before
//   reading;
// - in other text, sentences about allergies ("if you have a nut allergy…") are not read.
// An optional ingredient ("prawns (optional)") is still reported: it is in the recipe.

import type { LexiconEntry } from '../lexicon/lexicon.ts'
import {
  displayName,
  LEXICON_NAMES,
  LONGEST_LEXICON_NAME,
  matchIngredient,
  normaliseWords,
} from '../reading/match-ingredient.ts'
import type { AllergenGroup } from './allergen-groups.ts'
import { containsReason, groupsNamedBy } from './allergen-groups.ts'
import type { AvoidList, AvoidReading } from './avoid-matcher.ts'
import { containsRun, readAvoidItems } from './avoid-matcher.ts'
import { singularWord as singular } from '../text/word-forms.ts'
import type { Diet, EntryDiet } from './diet-conflicts.ts'
import { DIET_NAMES, dietFromGroups, keepsDiet } from './diet-conflicts.ts'
import { allergensOf, allergensOfWords } from './ingredient-allergens.ts'
import { replaceParenthesised } from '../text/parenthesised.ts'

export interface RecipeClash {
  /** What the recipe calls it, short: "peanut butter", "raw king prawns". */
  item: string
  /** "contains peanuts", "it is coriander", "not vegan". */
  reason: string
  /** The visitor's avoid item it breaks, or the diet. */
  breaks: string
}

export interface RecipeConflicts {
  /** Each clashing item once, as the recipe wrote it. */
  items: string[]
  /** The same, with the reason and what it breaks. */
  clashes: RecipeClash[]
}

// --- markdown shape

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/
const BOLD_LINE = /^\s*(?:\*\*|__)(.+?)(?:\*\*|__)\s*:?\s*$/
const LABEL_LINE = /^\s*([A-Za-z][A-Za-z '’()/&-]{0,50}):\s*$/
const LIST_ITEM = /^\s*(?:[-*+•·]|\d{1,2}[.)])\s+(.+)$/
const BULLET_ITEM = /^\s*[-*+•·]\s+(.+)$/
const INGREDIENTS_TITLE = /^ingredients?\b/i
const OTHER_SECTION =
  /^(?:method|instructions?|directions?|steps?|preparation|prep|how to|to serve|serving|serve|notes?|tips?|chef'?s? tips?|cook'?s? notes?|nutrition|equipment|variations?|storage|make ahead|substitutions?|swaps?|allergen|allergy)\b/i

const MARKUP = /[[*_`]/

interface Heading {
  level: number
  text: string
}

function stripEmphasis(text: string): string {
  // Most lines have no markup at all: each rule below needs one of these characters.
  if (!MARKUP.test(text)) return text.trim()
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|[\s(])[*_]([^*_]+)[*_](?=$|[\s),.;:!?])/g, '$1$2')
    .trim()
}

// Each rule is tried only on a line holding the characters it needs: every AI recipe's lines
// pass through here.
function headingOf(line: string): Heading | undefined {
  const hashes = line.includes('#') ? HEADING.exec(line) : null
  if (hashes !== null)
    return { level: hashes[1]?.length ?? 1, text: stripEmphasis(hashes[2] ?? '') }
  const bold = line.includes('**') || line.includes('__') ? BOLD_LINE.exec(line) : null
  if (bold !== null) return { level: 7, text: stripEmphasis(bold[1] ?? '').replace(/:$/, '') }
  const label = line.includes(':') ? LABEL_LINE.exec(line) : null
  if (label !== null) return { level: 7, text: (label[1] ?? '').trim() }
  return undefined
}

/** A written recipe read once, for every check on it. */
export interface RecipeText {
  ingredientLines: string[]
  otherLines: string[]
}

/**
 * The longest line read as one: a longer one (no recipe has one; a broken or hostile model might)
 * is read as several, cut between words, so no rule's cost can grow with the square of a line.
 */
const MAX_LINE_CHARS = 1_000

/** The recipe's lines, each with its runs of spaces inside made one, and none too long. */
// Most lines have no run of spaces: testing is cheaper than a replace that finds nothing.
const DOUBLE_SPACE = /\s\s/

function linesOf(markdown: string): string[] {
  const lines: string[] = []
  for (const raw of markdown.split(/\r?\n/)) {
    // Indentation stays (four spaces make code, not a heading). Runs of spaces inside a line
    // mean nothing to a reader, and several rules took time in their square.
    const line = DOUBLE_SPACE.test(raw) ? raw.replace(/(\S)\s{2,}/g, '$1 ') : raw
    if (line.length <= MAX_LINE_CHARS) {
      lines.push(line)
      continue
    }
    for (let start = 0; start < line.length;) {
      let end = Math.min(line.length, start + MAX_LINE_CHARS)
      const space = end < line.length ? line.lastIndexOf(' ', end) : -1
      if (space > start) end = space
      lines.push(line.slice(start, end))
      start = end
    }
  }
  return lines
}

/** Splits a markdown recipe into its ingredient lines and everything else. */
export function readRecipeText(markdown: string): RecipeText {
  const lines = linesOf(markdown)
  const headings = lines.map(headingOf)
  const hasIngredientsHeading = headings.some(
    (heading) => heading !== undefined && INGREDIENTS_TITLE.test(heading.text),
  )
  const ingredientLines: string[] = []
  const otherLines: string[] = []
  let inIngredients = false
  let ingredientsLevel = 0
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue
    const heading = LIST_ITEM.test(line) ? undefined : headings[index]
    if (heading !== undefined) {
      if (INGREDIENTS_TITLE.test(heading.text)) {
        inIngredients = true
        ingredientsLevel = heading.level
        continue
      }
      const endsSection =
        OTHER_SECTION.test(heading.text) ||
        (heading.level <= ingredientsLevel && heading.level < 7 && !/^for\b/i.test(heading.text))
      if (inIngredients && endsSection) inIngredients = false
      // titles and labels are not read: "Quick Pesto Pasta" names the dish, not an ingredient
      continue
    }
    if (hasIngredientsHeading) {
      const item = LIST_ITEM.exec(line)
      if (inIngredients && item !== null) ingredientLines.push(stripEmphasis(item[1] ?? ''))
      else otherLines.push(stripEmphasis(item?.[1] ?? line))
      continue
    }
    const bullet = BULLET_ITEM.exec(line)
    if (bullet !== null) ingredientLines.push(stripEmphasis(bullet[1] ?? ''))
    else otherLines.push(stripEmphasis(LIST_ITEM.exec(line)?.[1] ?? line))
  }
  return { ingredientLines, otherLines }
}

// --- negations

const REPLACED_CLAUSE =
  /\b(?:instead of|in place of|rather than|replace(?:s|d)?|replacing|swap(?:ped|ping)? out|substitut(?:e|es|ed|ing) for|omit(?:s|ted|ting)?|leave out|leaving out|skip(?:ping)? the|without|no need for|if you (?:can ?not|can'?t|don'?t) (?:have|eat|find|use))\b[^,.;:()!?]*/gi

const LEFT_OUT =
  /\b(?:left (?:it |them |this |these )?out|leaving out|not used|asked to avoid|you(?:'|’)?re cooking)\b/i

const VEGAN_MARKERS = ['vegan', 'plant based', 'plantbased', 'dairy and egg free']
const VEGETARIAN_MARKERS = ['vegetarian', 'veggie', 'meat free', 'meatless', 'meat less']
const SEA_GROUPS: readonly AllergenGroup[] = ['fish', 'crustaceans', 'molluscs']

interface Negation {
  /** Words a "-free" / "no" / "non-" names, in their singular forms. */
  words: ReadonlySet<string>
  groups: ReadonlySet<AllergenGroup>
  diets: ReadonlySet<Diet>
}

function hasPhrase(tokens: readonly string[], phrase: string): boolean {
  return ` ${tokens.join(' ')} `.includes(` ${phrase} `)
}

function readNegation(tokens: readonly string[]): Negation {
  const words = new Set<string>()
  const groups = new Set<AllergenGroup>()
  const diets = new Set<Diet>()
  const negate = (run: readonly string[]): void => {
    for (const word of run) words.add(singular(word))
    const named = groupsNamedBy(run.join(' ')) ?? groupsNamedBy(run.map(singular).join(' '))
    for (const group of named ?? []) groups.add(group)
  }
  tokens.forEach((token, index) => {
    if (token === 'free' && index > 0) {
      negate(tokens.slice(Math.max(0, index - 2), index))
      negate(tokens.slice(index - 1, index))
    }
    if ((token === 'no' || token === 'non' || token === 'without') && index + 1 < tokens.length) {
      negate(tokens.slice(index + 1, index + 3))
      negate(tokens.slice(index + 1, index + 2))
    }
  })
  if (VEGAN_MARKERS.some((marker) => hasPhrase(tokens, marker))) {
    for (const group of ['milk', 'eggs', ...SEA_GROUPS] as const) groups.add(group)
    for (const diet of ['vegan', 'vegetarian', 'pescatarian'] as const) diets.add(diet)
  }
  if (VEGETARIAN_MARKERS.some((marker) => hasPhrase(tokens, marker))) {
    for (const group of SEA_GROUPS) groups.add(group)
    diets.add('vegetarian').add('pescatarian')
  }
  if (groups.has('gluten')) diets.add('gluten-free')
  if (groups.has('milk')) diets.add('dairy-free')
  return { words, groups, diets }
}

// Words that name an allergen on their own wherever they appear in a line ("lupin flour",
// "sesame-crusted", "anchovy paste"). Words that also name other things are left to the lexicon
// ("oyster mushrooms", "coconut milk", "peanut butter" is the lexicon's).
// prettier-ignore
const ALLERGEN_TEXT_WORDS: ReadonlyMap<string, AllergenGroup> = new Map(
  ([
    ['gluten', 'wheat barley rye spelt gluten semolina durum couscous bulgur seitan'],
    ['crustaceans', 'shrimp prawn crab lobster crayfish langoustine krill'],
    ['molluscs', 'mussel clam squid octopus scallop snail escargot cockle whelk cuttlefish abalone calamari'],
    ['fish', 'fish anchovy anchovie salmon tuna cod haddock mackerel sardine'],
    ['eggs', 'egg yolk'],
    ['peanuts', 'peanut groundnut'],
    ['soya', 'soy soya soybean edamame tofu miso tempeh'],
    ['milk', 'buttermilk whey casein lactose ghee paneer'],
    ['tree-nuts', 'almond walnut hazelnut cashew pecan pistachio macadamia praline'],
    ['celery', 'celery celeriac'],
    ['mustard', 'mustard'],
    ['sesame', 'sesame tahini'],
    ['sulphites', 'sulphite sulfite'],
    ['lupin', 'lupin lupine lupini'],
  ] as const).flatMap(([group, words]) => words.split(' ').map((word) => [word, group] as const)),
)

// --- reading one piece of text

interface Reading {
  /** What to report. */
  item: string
  entry: LexiconEntry | undefined
  /** Normalised words (as the lexicon writes them) and their singular forms. */
  tokens: readonly string[]
  singles: readonly string[]
  groups: readonly AllergenGroup[]
  diet: EntryDiet
}

function readPiece(
  item: string,
  entry: LexiconEntry | undefined,
  tokens: readonly string[],
  negation: Negation,
): Reading {
  const singles = tokens.map(singular)
  const entryGroups = entry === undefined ? [] : allergensOfWords(entry, tokens)
  const overridden = entry !== undefined && entryGroups !== allergensOf(entry)
  const groups = new Set<AllergenGroup>(entryGroups)
  // allergen words that are not part of the entry's own names ("easter eggs" holds no egg)
  const ownWords = entry === undefined ? undefined : namesWordsOf(entry)
  for (const word of singles) {
    const group = ALLERGEN_TEXT_WORDS.get(word)
    if (group === undefined || negation.words.has(word) || ownWords?.has(word) === true) continue
    groups.add(group)
  }
  for (const group of negation.groups) groups.delete(group)
  const kept = [...groups]
  const diet = { ...dietFromGroups(entry, kept) }
  if (overridden) {
    diet.glutenFree = !kept.includes('gluten')
    diet.dairyFree = !kept.includes('milk')
  }
  if (negation.diets.has('gluten-free')) diet.glutenFree = true
  if (negation.diets.has('dairy-free')) diet.dairyFree = true
  if (negation.diets.has('vegan')) diet.vegan = true
  if (negation.diets.has('vegetarian')) diet.vegetarian = true
  if (negation.diets.has('pescatarian')) diet.pescatarian = true
  return { item, entry, tokens, singles, groups: kept, diet }
}

const NAME_WORDS = new Map<string, ReadonlySet<string>>()

function namesWordsOf(entry: LexiconEntry): ReadonlySet<string> {
  const cached = NAME_WORDS.get(entry.id)
  if (cached !== undefined) return cached
  const words = new Set(entry.aliases.flatMap((alias) => normaliseWords(alias).map(singular)))
  NAME_WORDS.set(entry.id, words)
  return words
}

function clashesOf(
  reading: Reading,
  avoid: readonly AvoidReading[],
  diets: readonly Diet[],
  negation: Negation,
): RecipeClash[] {
  const clashes: RecipeClash[] = []
  for (const wanted of avoid) {
    switch (wanted.kind) {
      case 'allergen': {
        const found = wanted.groups.filter((group) => reading.groups.includes(group))
        if (found.length > 0) {
          clashes.push({ item: reading.item, reason: containsReason(found), breaks: wanted.item })
        }
        break
      }
      case 'diet':
        if (!keepsDiet(reading.diet, wanted.diet)) {
          const reason = `not ${DIET_NAMES[wanted.diet]}`
          clashes.push({ item: reading.item, reason, breaks: wanted.item })
        }
        break
      case 'food':
      case 'unknown': {
        const byEntry = reading.entry !== undefined && wanted.ids.has(reading.entry.id)
        const byWords = wanted.phrases.some(
          (phrase) =>
            containsRun(reading.singles, phrase) &&
            !phrase.every((word) => negation.words.has(word)),
        )
        if (byWords || byEntry) {
          clashes.push({ item: reading.item, reason: `it is ${wanted.label}`, breaks: wanted.item })
        }
        break
      }
    }
  }
  for (const wanted of diets) {
    if (!keepsDiet(reading.diet, wanted)) {
      const name = DIET_NAMES[wanted]
      clashes.push({ item: reading.item, reason: `not ${name}`, breaks: name })
    }
  }
  return clashes
}

// --- ingredient lines

/** The short name a warning gives an ingredient line: no quantity, no preparation notes. */
export function shortItem(line: string): string {
  const name = displayName(line)
    .replace(/^\s*\([^)]*\)\s*/, '')
    .replace(/\s*(?:\(|,|;|\s[–—-]\s).*$/, '')
    .replace(/^[\s*_~`:]+|[\s*_~`:.]+$/g, '')
    .trim()
  return name === '' ? line.trim() : name
}

function entryOf(text: string): LexiconEntry | undefined {
  if (!/[\p{L}]/u.test(text)) return undefined
  const match = matchIngredient(text)
  return match.kind === 'known' || match.kind === 'guessed' ? match.entry : undefined
}

function readIngredientLine(
  line: string,
  avoid: readonly AvoidReading[],
  diets: readonly Diet[],
  entries: LexiconEntry[],
): RecipeClash[] {
  const kept = line.replace(REPLACED_CLAUSE, ' ')
  const tokens = normaliseWords(kept)
  const negation = readNegation(tokens)
  const item = shortItem(kept)
  // the line's main words, and each alternative it offers ("butter or oil", "(or tamari)")
  const main = replaceParenthesised(kept, ' ').split(/[,;]|\s[–—-]\s/)[0] ?? kept
  const alternatives = [
    ...main.split(/\s+or\s+|\s+and\/or\s+|\s*\/\s*/i),
    ...[...kept.matchAll(/(?:\(|,\s*)or\s+([^),;]+)/gi)].map((found) => found[1] ?? ''),
  ].filter((part) => /[\p{L}]/u.test(part))
  const clashes: RecipeClash[] = []
  const pieces = alternatives.length > 0 ? alternatives : [main]
  pieces.forEach((piece, index) => {
    const entry = entryOf(piece)
    if (entry !== undefined) entries.push(entry)
    // the whole line's words count once, with the first alternative
    const pieceTokens = index === 0 ? tokens : normaliseWords(piece)
    const reading = readPiece(item, entry, pieceTokens, negation)
    addAll(clashes, clashesOf(reading, avoid, diets, negation))
  })
  return clashes
}

// --- other text: whole-word lexicon names

const NAME_INDEX = { names: LEXICON_NAMES, longest: LONGEST_LEXICON_NAME }

// One-word names that, in a method, are usually a verb or something else.
const AMBIGUOUS_IN_TEXT: ReadonlySet<string> = new Set(
  `mince minced mash mashed toast toasted icing caramel roll rolls wrap wraps crackling chips
  cereal bitter porter stout wing wings devon port spirits spirit sake scotch tea sprinkle
  sprinkles patty patties seed seeds clove cloves date mole bay sole bass pop ice glaze rub
  dressing marinade seasoning sauce stock oil water salt pepper cream creamed jelly curd
  pickle pickled preserves conserve greens leaves salad herbs spices veg vegetable vegetables
  sweet sweets candy fudge toffee base roast dip gravy broth juice`
    .split(/\s+/)
    .filter((word) => word !== ''),
)

interface TextHit {
  entry: LexiconEntry
  start: number
  end: number
}

function findNames(tokens: readonly string[]): TextHit[] {
  const hits: TextHit[] = []
  let start = 0
  while (start < tokens.length) {
    let found: TextHit | undefined
    for (let length = Math.min(NAME_INDEX.longest, tokens.length - start); length >= 1; length--) {
      const key = tokens.slice(start, start + length).join(' ')
      const entry = NAME_INDEX.names.get(key)
      if (entry === undefined) continue
      if (length === 1 && AMBIGUOUS_IN_TEXT.has(key)) continue
      found = { entry, start, end: start + length }
      break
    }
    if (found === undefined) start++
    else {
      hits.push(found)
      start = found.end
    }
  }
  return hits
}

/** What the ingredient lines hold, so other text that only refers back to them is not reported. */
interface IngredientContext {
  words: ReadonlySet<string>
  entries: readonly LexiconEntry[]
}

// "Boil the pasta" after "200 g spaghetti", "fry the shrimp" after "king prawns": the same
// entry, or a broader name of the same kind that brings no group the ingredient lacks.
function refersBack(entry: LexiconEntry, context: IngredientContext): boolean {
  const groups = allergensOf(entry)
  return context.entries.some(
    (listed) =>
      listed.id === entry.id ||
      (listed.category === entry.category &&
        groups.every((group) => allergensOf(listed).includes(group)) &&
        (!entry.diet.vegetarian ? !listed.diet.vegetarian : true) &&
        (!entry.diet.vegan ? !listed.diet.vegan : true)),
  )
}

function readOtherLine(
  line: string,
  avoid: readonly AvoidReading[],
  diets: readonly Diet[],
  context: IngredientContext,
): RecipeClash[] {
  const ingredientWords = context.words
  const clashes: RecipeClash[] = []
  // A note about what was left out names it without cooking it ("Left out: “peanut butter” — you
  // asked to avoid “peanuts”: contains peanuts"; "I've left out the prawns").
  if (LEFT_OUT.test(line)) return clashes
  for (const sentence of line.split(/[.!?;:]+(?:\s|$)|\n/)) {
    if (/allerg|intoleran|coeliac|celiac/i.test(sentence)) continue
    const tokens = normaliseWords(sentence.replace(REPLACED_CLAUSE, ' '))
    if (tokens.length === 0) continue
    const negation = readNegation(tokens)
    const isBackReference = (run: readonly string[]): boolean =>
      run.every((word) => ingredientWords.has(singular(word)))
    const covered = new Set<number>()
    for (const hit of findNames(tokens)) {
      const run = tokens.slice(hit.start, hit.end)
      for (let index = hit.start; index < hit.end; index++) covered.add(index)
      if (isBackReference(run) || refersBack(hit.entry, context)) continue
      const reading = readPiece(run.join(' '), hit.entry, run, negation)
      addAll(clashes, clashesOf(reading, avoid, diets, negation))
    }
    // words the lexicon has no name for: an avoid item's own words, allergen words
    tokens.forEach((token, index) => {
      if (covered.has(index) || isBackReference([token])) return
      const group = ALLERGEN_TEXT_WORDS.get(singular(token))
      if (group === undefined) return
      const reading = readPiece(token, undefined, [token], negation)
      addAll(clashes, clashesOf(reading, avoid, [], negation))
    })
    const singles = tokens.map(singular)
    for (const wanted of avoid) {
      if (wanted.kind !== 'food' && wanted.kind !== 'unknown') continue
      for (const phrase of wanted.phrases) {
        if (!containsRun(singles, phrase) || isBackReference(phrase)) continue
        if (phrase.every((word) => negation.words.has(word))) continue
        clashes.push({
          item: phrase.join(' '),
          reason: `it is ${wanted.label}`,
          breaks: wanted.item,
        })
      }
    }
  }
  return clashes
}

/**
 * The clashes between a written recipe and the visitor's avoid items and diets: each clashing
 * ingredient once, as the recipe names it. Never throws.
 */
export function findRecipeConflicts(
  markdown: string,
  avoid: readonly string[] | AvoidList,
  diets: readonly Diet[] = [],
): RecipeConflicts {
  const steps = recipeConflictSteps(readRecipeText(markdown), avoid, diets)
  for (let step = steps.next(); ; step = steps.next()) if (step.done === true) return step.value
}

/**
 * {@link findRecipeConflicts} one line at a time: each `next()` reads one line of the recipe and
 * the last returns the conflicts, so a caller can let other work in between on a long recipe.
 */
export function* recipeConflictSteps(
  recipe: RecipeText,
  avoid: readonly string[] | AvoidList,
  diets: readonly Diet[] = [],
): Generator<void, RecipeConflicts> {
  const list = isAvoidList(avoid) ? avoid : readAvoidItems(avoid)
  if (list.readings.length === 0 && diets.length === 0) return { items: [], clashes: [] }
  const { ingredientLines, otherLines } = recipe
  const found: RecipeClash[] = []
  const words = new Set<string>()
  const entries: LexiconEntry[] = []
  for (const line of ingredientLines) {
    addAll(found, readIngredientLine(line, list.readings, diets, entries))
    for (const word of normaliseWords(line)) words.add(singular(word))
    yield
  }
  for (const line of otherLines) {
    addAll(found, readOtherLine(line, list.readings, diets, { words, entries }))
    yield
  }
  const clashes: RecipeClash[] = []
  const items: string[] = []
  const seenItems = new Set<string>()
  const seenClashes = new Set<string>()
  for (const clash of found) {
    const key = clash.item.toLowerCase()
    const clashKey = `${key}\u0000${clash.breaks}`
    if (seenClashes.has(clashKey)) continue
    seenClashes.add(clashKey)
    clashes.push(clash)
    if (!seenItems.has(key)) {
      seenItems.add(key)
      items.push(clash.item)
    }
  }
  return { items, clashes }
}

// Not `target.push(...items)`: spread arguments live on the stack, and one long line of a hostile
// recipe held enough clashes to overflow it.
function addAll<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item)
}

function isAvoidList(avoid: readonly string[] | AvoidList): avoid is AvoidList {
  return !Array.isArray(avoid)
}
