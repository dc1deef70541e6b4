// What a recipe needs that the visitor did not list: the page's "What you still need".
//
// - The offline chef knows: its plan marks each ingredient as the visitor's, an extra or a
//   pantry basic.
// - A recipe someone else wrote (an AI's markdown) is read: its ingredient lines (as the
//   allergen check reads them: list items under an "Ingredients" heading of any kind, or every
//   bullet when there is none), each matched to the lexicon, quantities and all, and set against
//   the visitor's list. A line is on the list when an item names the same thing: the same
//   lexicon entry; or one of the same kind whose name holds the other's ("chicken" and "chicken
//   breasts"; not "chicken" and "chicken stock", a different kind); plain "pasta", "rice" or
//   "bread" and any of its shapes ("spaghetti", "basmati"); or, for what the lexicon does
//   not know, the item's words all in the line ("gochujang" in "2 tbsp gochujang paste"). A line
//   offering alternatives ("butter or oil") is on the list when any of them is.
//
// Pantry basics, decided like a cook: salt, pepper, cooking oil and water (the lexicon's
// `pantry` tag, the same four the offline chef takes for granted) are not things to buy; they
// are named apart ("you probably have"), so nobody is surprised, and never listed as missing.
// Olive oil, butter and stock are not basics: a kitchen may well lack them.

import type { LexiconEntry } from '../lexicon/lexicon.ts'
import type { RecipeText } from '../allergens/recipe-conflicts.ts'
import { readRecipeText } from '../allergens/recipe-conflicts.ts'
import { singularWord as singular } from '../text/word-forms.ts'
import type { RecipePlan } from '../model/recipe-plan.ts'
import type { MatchedIngredient } from '../reading/match-ingredient.ts'
import { matchIngredient, normaliseWords } from '../reading/match-ingredient.ts'
import { replaceParenthesised } from '../text/parenthesised.ts'

export interface RecipeNeeds {
  /** What the recipe uses that is not on the visitor's list, as the recipe lists it. */
  items: string[]
  /** The pantry basics it uses (salt, pepper, oil, water), as the recipe names them. */
  pantry: string[]
}

// "Water as needed", "salt to taste": how much of a basic is the cook's call, not the list's.
const HOW_MUCH =
  /\s+(?:to taste|as needed|as required|if needed|for frying|for cooking|for seasoning|to season)$/i

// One object for every test: the bundle (esbuild, node20) writes a `\p{…}` literal as
// `new RegExp(…)`, so written in place it was built again for every line of every AI recipe.
const HAS_LETTER = /\p{L}/u

/** Most lines either list holds: a recipe with more is not one a visitor shops for by hand. */
const MAX_NEEDS = 40

/** The offline chef's plan: its extras, and the pantry basics it takes for granted. */
export function plannedNeeds(plan: RecipePlan): RecipeNeeds | undefined {
  if (plan.kind !== 'recipe') return undefined
  const named = (source: 'extra' | 'pantry') =>
    plan.ingredients
      .filter((item) => item.source === source)
      .map((item) => plainText(item.amount === '' ? item.name : `${item.name} — ${item.amount}`))
  return {
    items: named('extra'),
    pantry: plan.ingredients.filter((item) => item.source === 'pantry').map((item) => item.name),
  }
}

/**
 * A written recipe's ingredient lines that the visitor's list does not cover; undefined when it
 * lists no ingredients at all (a refusal, a note, a recipe cut short before its list).
 */
export function readRecipeNeeds(
  markdown: string,
  list: readonly string[],
): RecipeNeeds | undefined {
  const steps = recipeNeedsSteps(readRecipeText(markdown), list)
  for (let step = steps.next(); ; step = steps.next()) if (step.done === true) return step.value
}

/**
 * {@link readRecipeNeeds} one ingredient line at a time, on a recipe already read: each `next()`
 * reads one line, the last returns the needs.
 */
export function* recipeNeedsSteps(
  recipe: RecipeText,
  list: readonly string[],
): Generator<void, RecipeNeeds | undefined> {
  const lines = recipe.ingredientLines.filter((line) => HAS_LETTER.test(line))
  if (lines.length === 0) return undefined
  const have = list.map(readItem)
  const needs: RecipeNeeds = { items: [], pantry: [] }
  for (const line of lines.slice(0, MAX_NEEDS)) {
    yield
    const pieces = alternativesOf(line).map(readItem)
    if (pieces.some((piece) => piece.isUnsafe)) continue
    if (pieces.some((piece) => have.some((item) => isSameThing(piece, item)))) continue
    const name = shoppingName(line)
    if (pieces.some((piece) => piece.entry?.tags.has('pantry'))) {
      needs.pantry.push(name.replace(HOW_MUCH, '') || name)
    } else {
      needs.items.push(name)
    }
  }
  return needs
}

/** One item, read with the lexicon: the visitor's, or one alternative of a recipe's line. */
class ReadItem {
  readonly entry: LexiconEntry | undefined
  readonly isUnsafe: boolean
  #words: string[] | undefined

  constructor(private readonly match: MatchedIngredient) {
    const known = match.kind === 'known' || match.kind === 'guessed'
    this.entry = known ? match.entry : undefined
    this.isUnsafe = match.kind === 'unsafe'
  }

  /**
   * The item's own words, singular, without amounts or containers. Read only when a side is not
   * in the lexicon: most lines of a recipe are.
   */
  get words(): readonly string[] {
    return (this.#words ??= normaliseWords(this.match.display)
      .filter((word) => !/^\d/.test(word))
      .map(singular))
  }
}

function readItem(text: string): ReadItem {
  return new ReadItem(matchIngredient(text))
}

// Staples whose shapes a cook swaps freely: the plain name stands for any of them.
const ANY_SHAPE: ReadonlySet<string> = new Set(['pasta', 'rice', 'bread'])

function isSameThing(line: ReadItem, item: ReadItem): boolean {
  if (line.entry !== undefined && item.entry !== undefined) {
    if (line.entry.id === item.entry.id) return true
    if (line.entry.category !== item.entry.category) return false
    if (ANY_SHAPE.has(line.entry.id) || ANY_SHAPE.has(item.entry.id)) return true
    const lineName = idWords(line.entry)
    const itemName = idWords(item.entry)
    return holdsAll(lineName, itemName) || holdsAll(itemName, lineName)
  }
  return item.words.length > 0 && holdsAll(line.words, item.words)
}

const ID_WORDS = new Map<string, readonly string[]>()

// An entry's name as words, read once: every AI recipe's lines are set against the list with it.
function idWords(entry: LexiconEntry): readonly string[] {
  let words = ID_WORDS.get(entry.id)
  if (words === undefined) {
    words = normaliseWords(entry.id)
    ID_WORDS.set(entry.id, words)
  }
  return words
}

function holdsAll(words: readonly string[], part: readonly string[]): boolean {
  return part.every((word) => words.includes(word))
}

const MAY_OFFER_ALTERNATIVES = /\bor\b|\//i

// "butter or oil", "soy sauce (or tamari)", "lime/lemon": each alternative is read on its own.
function alternativesOf(line: string): string[] {
  const main = replaceParenthesised(line, ' ').split(/[,;]|\s[–—-]\s/)[0] ?? line
  // Most lines offer no alternative at all.
  if (!MAY_OFFER_ALTERNATIVES.test(line)) return [HAS_LETTER.test(main) ? main : line]
  const alternatives = [
    ...main.split(/\s+or\s+|\s+and\/or\s+|\s*\/\s*/i),
    ...[...line.matchAll(/(?:\(|,\s*)or\s+([^),;]+)/gi)].map((found) => found[1] ?? ''),
  ].filter((part) => HAS_LETTER.test(part))
  return alternatives.length > 0 ? alternatives : [line]
}

/**
 * The line as a shopping list says it: amount and name, without how to prepare it ("1 large
 * onion, finely diced" → "1 large onion") or the chef's "(extra)" mark.
 */
function shoppingName(line: string): string {
  let depth = 0
  let end = line.length
  for (let index = 0; index < line.length; index++) {
    const char = line[index]
    if (char === '(') depth++
    else if (char === ')') depth = Math.max(0, depth - 1)
    else if (char === ',' && depth === 0) {
      end = index
      break
    }
  }
  const name = plainText(line.slice(0, end))
  return name === '' ? plainText(line) : name
}

function plainText(text: string): string {
  return text
    .replace(/\*?\(extra\)\*?/gi, '')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s:;.]+$/, '')
    .trim()
}
