import { LEXICON } from '../lexicon/lexicon.ts'
import { matchIngredient } from './match-ingredient.ts'

// The page's way into the chef's reading of what a visitor types: the names it knows, for
// suggestions, and the typo rule (typo-reading.ts) as the chef itself applies it, so the page
// asks "did you mean spinach?" exactly when the chef would have read "spinch" as spinach — and
// never for "pean", which could be peas or pecans.

const EMOJI = /\p{Extended_Pictographic}/u
// "bag of spinach", "tin of tomatoes": names the chef reads, but not what anyone picks from a list.
const PACKAGED = /^(?:bag|tin|can|jar|pack|packet|box|bottle|bunch|punnet|tub|carton)s? of /

/** Every name the lexicon knows an ingredient by, as written there: its own names, then the others. */
export function lexiconNames(): { canonical: string[]; aliases: string[] } {
  const canonical = LEXICON.map((entry) => entry.id)
  const known = new Set(canonical)
  const aliases = new Set(
    LEXICON.flatMap((entry) => entry.aliases).filter(
      (name) => !known.has(name) && !EMOJI.test(name) && !PACKAGED.test(name),
    ),
  )
  return { canonical, aliases: [...aliases] }
}

/**
 * The item as the visitor most likely meant it ("spinch" → "spinach", "2 chiken thighs" → "2
 * chicken thighs"), or undefined when the lexicon knows it as typed, or the chef's typo rule
 * would not read it as a food.
 */
export function meantIngredient(typed: string): string | undefined {
  const match = matchIngredient(typed)
  if (match.typos === undefined || (match.kind !== 'known' && match.kind !== 'guessed')) {
    return undefined
  }
  let meant = typed
  for (const fix of match.typos) {
    meant = meant.replace(new RegExp(`\\b${fix.typed}\\b`, 'i'), fix.read)
  }
  return meant === typed ? undefined : meant
}
