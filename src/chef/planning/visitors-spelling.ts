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

/** A pattern for any of `phrases` as whole words, longest first. */
function wholeWords(phrases: Iterable<string>): RegExp {
  const keys = [...phrases].sort((left, right) => right.length - left.length)
  // Never inside a word that holds a letter \b does not know: the "ñame" already written must not
  // become "ññame".
  return new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])(?:${keys.map(escapeForPattern).join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
    'giu',
  )
}

/** "Ñame" for a capital "Name", "ÑAME" for "NAME": the recipe's casing on the visitor's letters. */
function inCaseOf(found: string, typed: string): string {
  if (found.length > 1 && found === found.toUpperCase()) return typed.toUpperCase()
  const first = found.charAt(0)
  return first === first.toUpperCase() && first !== first.toLowerCase()
    ? typed.charAt(0).toUpperCase() + typed.slice(1)
    : typed
}

/** A rewriter of words that puts back the accents of those the visitor typed with them. */
function wordSpeller(spellings: ReadonlyMap<string, string>): (text: string) => string {
  const pattern = wholeWords(spellings.keys())
  return (text) =>
    text.replace(pattern, (found) => {
      const typed = spellings.get(found.toLowerCase())
      return typed === undefined ? found : inCaseOf(found, typed)
    })
}

/** Lower case, single spaces, the Markdown escapes gone: a phrase as the text around it holds it. */
function plainPhrase(text: string): string {
  return text.replace(/\\(.)/g, '$1').replace(/\s+/g, ' ').trim().toLowerCase()
}

/**
 * Rewriters for the plan: `names` for the ingredient lines' names and mentions, every typed word
 * put back; `text` for the title, description, steps and notes. There a word is put back where it
 * is a word of a line (the item as the recipe names it: "Peel the ñame"), or, for the visitor's
 * other accented words, where it is capitalised mid-sentence, a dish's name ("it would suit Açaí
 * Bowl"). A folded word a line never uses may be any English word ("maïs" on a Sweetcorn line:
 * "mais"; "thé": "the"), and another item's own words holding it ("name tags", quoted in a note)
 * stay as the visitor typed them.
 */
export function visitorsSpelling(
  used: readonly MatchedIngredient[],
  items: readonly { readonly name: string; readonly mention: string }[],
  others: readonly string[] = [],
): { names: (text: string) => string; text: (text: string) => string } | undefined {
  const spellings = typedSpellings(used)
  if (spellings.size === 0) return undefined
  const names = wordSpeller(spellings)
  // The recipe writes "2 jalapeños" for a "Jalapeño" line and "Jalapeño Tacos" for "Jalapeños".
  const lineWords = new Set(
    items
      .flatMap((item) => [plainPhrase(item.name), plainPhrase(item.mention)])
      .flatMap((phrase) => phrase.match(WORD) ?? [])
      .flatMap((word) => [word, word.endsWith('s') ? word.slice(0, -1) : `${word}s`]),
  )
  // Matched whole first (longest first), another item's own words are left as they are.
  const kept = new Set(
    others.map(plainPhrase).filter((phrase) => phrase.length > 0 && !spellings.has(phrase)),
  )
  const pattern = wholeWords([...spellings.keys(), ...kept])
  return {
    names,
    text: (text) =>
      text.replace(pattern, (found: string, offset: number) => {
        const folded = found.toLowerCase()
        const typed = spellings.get(folded)
        if (typed === undefined) return found
        if (lineWords.has(folded)) return inCaseOf(found, typed)
        const named =
          found.charAt(0) !== folded.charAt(0) &&
          /[\p{L}\p{M}\p{N},;&(“"'] +$/u.test(text.slice(0, offset))
        return named ? inCaseOf(found, typed) : found
      }),
  }
}

/**
 * The plan with the visitor's accented words written as they typed them; `typed` is their list, whose
 * other items (one counted once as the same food, one left out) the notes may quote.
 */
export function inVisitorsSpelling(plan: RecipePlan, typed: readonly string[] = []): RecipePlan {
  const items = [...plan.ingredients, ...plan.extras]
  const others = [
    ...typed.filter((line) => typeof line === 'string' && !NON_ASCII.test(line)),
    ...[...plan.used, ...plan.unused.map((unused) => unused.item)]
      .filter((item) => !NON_ASCII.test(item.input))
      .map((item) => item.display),
  ].map((line) => (line.toLowerCase().match(WORD) ?? []).join(' '))
  const spell = visitorsSpelling(plan.used, items, others)
  if (spell === undefined) return plan
  const ingredient = (item: PlannedIngredient): PlannedIngredient => ({
    ...item,
    name: spell.names(item.name),
    mention: spell.names(item.mention),
  })
  return {
    ...plan,
    // A classic's title is the dish's own name, written as the kitchen's data spells it; a composed
    // dish's title is made of the visitor's foods.
    title: plan.source === 'classic' ? plan.title : spell.text(plan.title),
    description: spell.text(plan.description),
    ingredients: plan.ingredients.map(ingredient),
    extras: plan.extras.map(ingredient),
    steps: plan.steps.map(spell.text),
    notes: plan.notes.map(spell.text),
  }
}
