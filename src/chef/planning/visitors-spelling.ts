import type { MatchedIngredient } from '../reading/match-ingredient.ts'
import { normaliseWords } from '../reading/match-ingredient.ts'
import type { PlannedIngredient, RecipePlan } from '../model/recipe-plan.ts'
import { escapeForPattern } from '../text/pattern-text.ts'

// The reader folds accents away so "ñame" finds the yam and "crème fraîche" the lexicon's creme
// fraiche; every name the recipe then writes comes from those folded words. A cook's read found
// "ñame" written "Name" and "kålrabi" "Kalrabi": the visitor's own word, misspelt back to them.
// So the words of the visitor's items are written as they typed them, accents and all; only the
// recipe's casing and plural are its own.

const WORD = /[\p{L}\p{M}]+/gu
const NON_ASCII = /[^\u0020-\u007e]/

/** Each folded word of the visitor's accented items, to the word as they typed it. */
function typedSpellings(used: readonly MatchedIngredient[]): Map<string, string> {
  const spellings = new Map<string, string>()
  const add = (folded: string, typed: string) => {
    if (!spellings.has(folded)) spellings.set(folded, typed)
  }
  for (const item of used) {
    if (!NON_ASCII.test(item.input)) continue
    for (const typed of item.input.normalize('NFC').toLowerCase().match(WORD) ?? []) {
      const folded = normaliseWords(typed)
      const word = folded[0]
      // "ß" folds to two letters and "æ" to "ae": one word still, so those stay mapped too; a
      // word the folding splits in two is left as the recipe writes it.
      if (folded.length !== 1 || word === undefined || word === typed || word.length < 3) continue
      add(word, typed)
      // The recipe says "2 jalapeños" for one typed "jalapeño", and "the jalapeño" for "jalapeños".
      if (word.endsWith('s') && typed.endsWith('s')) add(word.slice(0, -1), typed.slice(0, -1))
      else add(`${word}s`, `${typed}s`)
    }
  }
  return spellings
}

/** "Ñame" for a capital "Name", "ÑAME" for "NAME": the recipe's casing on the visitor's letters. */
function inCaseOf(found: string, typed: string): string {
  if (found.length > 1 && found === found.toUpperCase()) return typed.toUpperCase()
  const first = found.charAt(0)
  return first === first.toUpperCase() && first !== first.toLowerCase()
    ? typed.charAt(0).toUpperCase() + typed.slice(1)
    : typed
}

/** A rewriter of text that puts back the accents of the words the visitor typed with them. */
export function visitorsSpelling(
  used: readonly MatchedIngredient[],
): ((text: string) => string) | undefined {
  const spellings = typedSpellings(used)
  if (spellings.size === 0) return undefined
  const keys = [...spellings.keys()].sort((left, right) => right.length - left.length)
  // Whole words only, and never inside a word that holds a letter \b does not know: the "ñame"
  // already written must not become "ññame".
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])(?:${keys.map(escapeForPattern).join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
    'giu',
  )
  return (text) =>
    text.replace(pattern, (found) => {
      const typed = spellings.get(found.toLowerCase())
      return typed === undefined ? found : inCaseOf(found, typed)
    })
}

/** The plan with the visitor's accented words written as they typed them. */
export function inVisitorsSpelling(plan: RecipePlan): RecipePlan {
  const spell = visitorsSpelling(plan.used)
  if (spell === undefined) return plan
  const ingredient = (item: PlannedIngredient): PlannedIngredient => ({
    ...item,
    name: spell(item.name),
    mention: spell(item.mention),
  })
  return {
    ...plan,
    // A classic's title is the dish's own name, written as the kitchen's data spells it; a composed
    // dish's title is made of the visitor's foods.
    title: plan.source === 'classic' ? plan.title : spell(plan.title),
    description: spell(plan.description),
    ingredients: plan.ingredients.map(ingredient),
    extras: plan.extras.map(ingredient),
    steps: plan.steps.map(spell),
    notes: plan.notes.map(spell),
  }
}
