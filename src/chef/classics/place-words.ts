/**
 * A step may call a place by its own word where its writer thought of the dish's usual food:
 * "Drain the raisins" in a mrouzia, "Nestle the fish into the chickpeas" in a cod with chorizo.
 * Filled from the list by another food the place accepts (prunes, butter beans), that word names
 * something the visitor does not have, so it becomes the place's name ("{raisins}" reads
 * "prunes"). A step that already names the visitor's food is written for either ("20–25 minutes
 * for yam, 15 for sweet potato") and is left as it is, and so is a word that is part of a food's
 * name ("white fish", "tomato sauce").
 */
import { LEXICON } from '../lexicon/lexicon.ts'
import { LEXICON_NAMES } from '../reading/match-ingredient.ts'
import { escapeForPattern } from '../text/pattern-text.ts'
import { pluralName, singularName } from '../text/word-forms.ts'

/** The kinds of food the lexicon files its entries under: "meat", "fruit", "seafood". */
const FOOD_KINDS: ReadonlySet<string> = new Set(LEXICON.map((entry) => entry.category))

// A food word followed by one of these names another thing: "lime leaves", "chilli flakes".
const COMPOUND_HEADS =
  'sauce|paste|oil|powder|leaves|leaf|flakes|seeds|stock|water|juice|zest|syrup|sugar|vinegar|butter|cream|milk|bread|cake|cakes|mix|cubes?|broth|thermometer|probe|tin|dish|pan'

// Fats are melted, heated or browned in words that do not suit every fat ("melt the oil"): a
// step written for butter keeps its word when oil fills the place.
const KEPT_WORDS: ReadonlySet<string> = new Set([
  'butter',
  'ghee',
  'lard',
  'oil',
  'margarine',
  // A part of the food the place takes: the yolk of the visitor's egg, the zest of their lemon.
  'yolk',
  'yolks',
  'whites',
  'zest',
  'juice',
  'rind',
])

/** The word's stem a name that holds the food would share: "raisins" → "raisin". */
function stem(word: string): string {
  return word.replace(/(?:es|s)$/, '')
}

/**
 * Whether the word before `word` makes a food's name with it: "white fish", "tomato sauce", and
 * "black-eyed beans" as the lexicon spells it (a cook's read found "black-eyed black eyed peas").
 */
function partOfName(before: string, word: string): boolean {
  const previous = /([\p{L}-]+)\s+$/u.exec(before)?.[1]?.toLowerCase()
  if (previous === undefined) return false
  return (
    LEXICON_NAMES.has(`${previous} ${word}`) ||
    LEXICON_NAMES.has(`${previous.replace(/-/g, ' ')} ${word}`)
  )
}

/**
 * Whether a neighbouring word is already one of the visitor's food's words: "roast {beef}" filled
 * by "roast beef", "{beef} ribs" by "short ribs" would say it twice.
 */
function besideOwnWord(before: string, after: string, ownWords: ReadonlySet<string>): boolean {
  const previous = /([\p{L}-]+)\s+$/u.exec(before)?.[1]?.toLowerCase()
  const next = /^\s+([\p{L}-]+)/u.exec(after)?.[1]?.toLowerCase()
  return [previous, next].some((word) => word !== undefined && ownWords.has(word))
}

/** "Lamb shanks", "chickpeas": a name that is the plural of one of it. */
function isPlural(name: string): boolean {
  const one = singularName(name)
  return one !== name && pluralName(one) === name
}

/**
 * Whether the place's own word names a food other than all of `filledBy` (the names the recipe
 * gives the items that fill it): then its bare word in a step is not what the visitor has.
 */
export function placeWordNamesAnother(key: string, filledBy: readonly string[]): boolean {
  const word = key.toLowerCase()
  if (KEPT_WORDS.has(word) || !/^[a-z]+(?: [a-z]+)?$/.test(word) || filledBy.length === 0)
    return false
  // Only a food's word names a food: a key that is an ordinary word ("side", "serve", "filling")
  // is the writer's word in a step ("3–4 minutes a side"), not a name to swap. A food is a
  // lexicon name ("raisins", "greens") or a kind of food the lexicon files ("meat", "fruit").
  if (!LEXICON_NAMES.has(word) && !FOOD_KINDS.has(word) && !FOOD_KINDS.has(stem(word))) return false
  const root = stem(word)
  return filledBy.every((name) => !name.toLowerCase().includes(root))
}

/**
 * The steps with the place's bare word (lower case, whole, not the head of a compound such as
 * "lime leaves") read as the place, `{key}`, in every step that does not already name one of
 * `filledBy`.
 */
export function withPlaceWordNamed(
  steps: readonly string[],
  key: string,
  filledBy: readonly string[],
): string[] {
  const bare = new RegExp(
    `(?<![\\p{L}{-])${escapeForPattern(key.toLowerCase())}(?![\\p{L}}-])(?! (?:${COMPOUND_HEADS})\\b)`,
    'gu',
  )
  const roots = filledBy.map((name) => stem(name.toLowerCase()))
  const ownWords = new Set(filledBy.flatMap((name) => name.toLowerCase().split(/\s+/)))
  // "Until the meat is tender" filled by lamb shanks: the verb follows the food, "the lamb shanks
  // are tender", never "the lamb shanks is" (a cook's read).
  const word = key.toLowerCase()
  const agrees =
    singularName(word) === word && filledBy.every((name) => isPlural(name.toLowerCase()))
      ? (text: string) =>
          text.replace(
            new RegExp(`\\{${escapeForPattern(key)}\\} (is|was|has)\\b`, 'g'),
            (_all, verb: string) =>
              `{${key}} ${verb === 'is' ? 'are' : verb === 'was' ? 'were' : 'have'}`,
          )
      : (text: string) => text
  return steps.map((step) => {
    const lower = step.toLowerCase()
    if (roots.some((root) => lower.includes(root))) return step
    // Braces hold place names already; only the words between them are the writer's.
    return step
      .split(/(\{[^}]*\})/)
      .map((piece) =>
        piece.startsWith('{')
          ? piece
          : agrees(
              piece.replace(bare, (found, at: number) =>
                partOfName(piece.slice(0, at), found) ||
                besideOwnWord(piece.slice(0, at), piece.slice(at + found.length), ownWords)
                  ? found
                  : `{${key}}`,
              ),
            ),
      )
      .join('')
  })
}
