import type { LexiconEntry } from '../lexicon/lexicon.ts'

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

/**
 * Kinds a title may name of a food whose place takes others: "Bratwurst mit Sauerkraut" made
 * with kielbasa is "Kielbasa mit Sauerkraut", "Salmon Teriyaki" made with trout "Trout Teriyaki",
 * "Spaghetti Carbonara" made with penne "Penne Carbonara". Sausages are one lexicon entry of
 * many kinds; fish and pasta are entries of one category.
 */
const KIND_ENTRIES: ReadonlySet<string> = new Set(['sausage'])
const KIND_CATEGORIES: ReadonlySet<string> = new Set(['fish', 'pasta', 'seafood'])

/**
 * English names a title gives a kind by another of its words: the "Shrimp" of Shrimp Etouffee is
 * the lexicon's prawns, and crawfish tails in its place make it "Crawfish Etouffee" (a cook's read
 * found crawfish under a shrimp title).
 */
const TITLE_NAMES: ReadonlyMap<string, string> = new Map([
  ['shrimp', 'prawns'],
  ['prawn', 'prawns'],
  ['crawfish', 'crayfish'],
])

/** The words a visitor's name for a kind carries that a title leaves out: "crawfish tails". */
const CUT_WORDS = /\s+(?:tails?|fillets?|meat|pieces|portions?)$/i

/**
 * The fish and pasta a title names as a kind, in English, which another fish or shape stands in
 * for honestly ("Trout Teriyaki"): a dish named for its own product ("Eomuk Bokkeum", "Sehriye
 * Corbasi", "Maultaschen") keeps its name whatever stands in for it.
 */
const TITLE_KINDS: ReadonlySet<string> = new Set([
  'salmon',
  'smoked salmon',
  'cod',
  'haddock',
  'smoked haddock',
  'hake',
  'trout',
  'tuna',
  'mackerel',
  'smoked mackerel',
  'sardines',
  'sea bass',
  'kippers',
  'spaghetti',
  'penne',
  'linguine',
  'tagliatelle',
  'macaroni',
  'fusilli',
  'rigatoni',
  'ziti',
  'prawns',
  'crayfish',
  'langoustines',
  'lobster',
  'crab',
  'scallops',
  'squid',
  'mussels',
  'clams',
])

/**
 * Words for the whole kind, in a title or the visitor's list: a visitor's "sausages" may be the
 * very rookworst the title names, and a "Sinigang na Isda" is a fish soup whatever the fish.
 */
const GENERIC_KINDS: ReadonlySet<string> = new Set([
  'fish',
  'white fish',
  'fish fillet',
  'sausage',
  'pork sausage',
  'smoked sausage',
  'sausage meat',
  'banger',
  'hot dog',
  'salsicha',
  'salsiccia',
  'salsicce',
  'saucisse',
  'wor',
  'wurst',
  'pasta',
  'noodle',
])

function singular(word: string): string {
  return word.replace(/(?:es|s)$/, '')
}

function generic(name: string): boolean {
  const words = name.toLowerCase()
  return (
    GENERIC_KINDS.has(words) ||
    GENERIC_KINDS.has(singular(words)) ||
    GENERIC_KINDS.has(words.replace(/s$/, ''))
  )
}

/** Whether two names are one food said two ways: "trout" and "rainbow trout", "penne" and "pennes". */
function sameKind(left: string, right: string): boolean {
  const [a, b] = [singular(left), singular(right)]
  return a.includes(b) || b.includes(a)
}

/**
 * The swap of the kind a title names for the kind the visitor's item is, when both fill the same
 * place: `named` maps a title phrase to its lexicon entry, `takes` says whether the place takes
 * an entry, and `visitor` is the item's entry and the name the recipe gives it.
 */
export function kindSwap(
  title: string,
  named: (phrase: string) => LexiconEntry | undefined,
  takes: (id: string) => boolean,
  visitor: { entry: LexiconEntry; name: string },
): ProteinSwap | undefined {
  if (generic(visitor.name)) return undefined
  for (const { phrase, entry } of titlePhrases(title, named)) {
    if (!takes(entry.id) || sameKind(phrase, visitor.name)) continue
    // Another entry is swapped only where the title names it by its own name ("Salmon"), not
    // by a word of another language for fish or pasta.
    const kinds =
      entry.id === visitor.entry.id
        ? KIND_ENTRIES.has(entry.id)
        : KIND_CATEGORIES.has(entry.category) &&
          entry.category === visitor.entry.category &&
          (singular(phrase) === singular(entry.id) || TITLE_NAMES.get(phrase) === entry.id) &&
          TITLE_KINDS.has(entry.id)
    if (kinds) return { from: phrase, to: visitor.name.toLowerCase().replace(CUT_WORDS, '') }
  }
  return undefined
}

interface TitlePhrase {
  phrase: string
  entry: LexiconEntry
}

/**
 * The phrases of a title (three words, then two, then one, left to right) that name a food and
 * may be swapped: not the whole title, not a generic or meat word. They depend on the title alone,
 * and every fill of every dish a long list fits asks for them: worked out once per title.
 */
function titlePhrases(
  title: string,
  named: (phrase: string) => LexiconEntry | undefined,
): readonly TitlePhrase[] {
  let byTitle = PHRASES.get(named)
  if (byTitle === undefined) PHRASES.set(named, (byTitle = new Map()))
  const known = byTitle.get(title)
  if (known !== undefined) return known
  const words = title
    .toLowerCase()
    .split(/[^a-zà-ÿ]+/)
    .filter(Boolean)
  const phrases: TitlePhrase[] = []
  for (let length = Math.min(3, words.length - 1); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const phrase = words.slice(start, start + length).join(' ')
      const entry = named(phrase)
      if (entry === undefined || generic(phrase) || MEAT_WORDS.includes(phrase)) continue
      phrases.push({ phrase, entry })
    }
  }
  byTitle.set(title, phrases)
  return phrases
}

const PHRASES = new WeakMap<
  (phrase: string) => LexiconEntry | undefined,
  Map<string, readonly TitlePhrase[]>
>()
