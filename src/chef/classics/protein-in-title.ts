/**
 * A classic named for its meat ("Pork Porkolt", "Chicken Tikka Masala") is made with the meat the
 * visitor has when the dish allows another: the title and description then name theirs, so a
 * beef list never reads "Pork Porkolt … with pork". Only meat words are swapped, and only for the
 * meat the visitor's item plainly is: a generic "Fish" stays (salmon is a fish), and a dish whose
 * name is not about its meat keeps its name. A dish named for its beans names the visitor's beans.
 */

/** Words that name a meat in a dish's title, and what can take their place. */
const MEAT_WORDS = ['chicken', 'pork', 'beef', 'lamb', 'mutton', 'goat', 'turkey', 'duck', 'veal']
/** What may stand in a title for a dish's meat: another meat, or a vegetarian main named so. */
const STAND_INS = [...MEAT_WORDS, 'paneer', 'tofu', 'halloumi']

/** Pulses a dish may be named for and made with another of: "Cod with Chorizo & Chickpeas". */
const TITLED_PULSES: ReadonlySet<string> = new Set([
  'chickpeas',
  'butter beans',
  'cannellini beans',
  'borlotti beans',
  'black beans',
  'kidney beans',
  'black eyed beans',
])

/** The first word of `words` that names a meat (or stand-in) in `vocabulary`, lower case. */
function firstNamed(text: string, vocabulary: readonly string[]): string | undefined {
  for (const word of text.toLowerCase().split(/[^a-z]+/)) {
    if (vocabulary.includes(word)) return word
  }
  return undefined
}

export interface ProteinSwap {
  /** The dish's own meat word ("pork"). */
  from: string
  /** The visitor's ("beef"). */
  to: string
}

/** The swap a slot calls for: the dish's meat (its first accepted item) against the visitor's. */
export function proteinSwap(
  dishItem: string | undefined,
  visitorItem: string,
): ProteinSwap | undefined {
  if (dishItem === undefined) return undefined
  // Beans for beans: cod with chorizo made with butter beans is not titled for chickpeas.
  if (dishItem !== visitorItem && TITLED_PULSES.has(dishItem) && TITLED_PULSES.has(visitorItem))
    return { from: dishItem, to: visitorItem }
  const from = firstNamed(dishItem, MEAT_WORDS)
  const to = firstNamed(visitorItem, STAND_INS)
  if (from === undefined || to === undefined || from === to) return undefined
  return { from, to }
}

/** `text` with each whole-word `from` (any case) as `to`, keeping capitals where there were some. */
export function withProteinSwapped(text: string, swaps: readonly ProteinSwap[]): string {
  let out = text
  const swapped: string[] = []
  for (const { from, to } of swaps) {
    // Each word is swapped once: goat made beef is never made chicken by a later swap.
    if (swapped.includes(from)) continue
    swapped.push(to)
    // A list that names the new meat already loses the old one rather than naming it twice:
    // "goat, lamb or beef" made with beef is "lamb or beef", never "beef, lamb or beef", and
    // "chicken or goat" made with goat is "goat", never "goat or goat".
    if (new RegExp(`\\b${to}\\b`, 'i').test(out)) {
      out = out
        .replace(new RegExp(`\\b${from} (?:or|and) (?=${to}\\b)`, 'gi'), '')
        .replace(new RegExp(`\\b${from}, (?=\\w+(?:,| or | and ))`, 'gi'), '')
        .replace(new RegExp(`(?:,| or| and) ${from}\\b`, 'gi'), '')
    }
    out = out.replace(new RegExp(`\\b${from}\\b`, 'gi'), (found) =>
      found.charAt(0) === found.charAt(0).toUpperCase()
        ? to.replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
        : to,
    )
  }
  return out
}
