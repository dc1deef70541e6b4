import { escapeForPattern } from '../text/pattern-text.ts'

// A classic's description is written for the whole dish, and its `{key}` and `[…]` parts follow the
// fill as the method's do. Prose that names a food outright ("cardamom, cinnamon, cumin and
// xawaash, topped with golden raisins and eaten with a banana") escapes that: a cook's read found
// bariis iskukaris promising all of it over a recipe of "spice blend", a fritada promising mote,
// plantain and potatoes, and a masor tenga its fenugreek. Here the foods the dish's own places take
// but the recipe does not hold come out of the description: out of a list, or with the phrase that
// serves them.

/** The food's name without a plural ending: what every naming of it contains. */
function stemOf(name: string): string {
  return name.replace(/(?:es|s)$/, '')
}

/** The food's name as a description writes it, singular or plural: "banana", "bananas". */
function namePattern(name: string): string {
  return `${escapeForPattern(stemOf(name))}(?:es|s)?`
}

// A describing word or two before the food ("golden raisins", "fried ripe plantain"), never a
// word that joins or places it ("the oven under turkey").
const JOINS =
  'and|or|with|of|in|into|on|under|over|at|for|to|from|by|the|a|an|some|then|until|while|is|are'
/** The words a list follows: "with mote, …", "under turkey, …"; never an article. */
const LEADS = 'and|or|with|of|in|into|on|under|over|at|for|to|from|by'
const FIRST_LEADS = LEADS.replace('and|or|', '')
const ADJECTIVES = `(?:(?!(?:${JOINS})\\b)[a-z'-]+ ){0,2}`

/**
 * The description without the named foods (`missing`: the foods the dish's places take that the
 * recipe does not hold). A food in a list leaves the list ("onion, cumin and raisins" → "onion
 * and cumin"); a food served with the dish ("eaten with a banana on the side", "; with mote")
 * takes its phrase with it. A food named any other way stays: the sentence would not read.
 */
export function withoutMissingFoods(description: string, missing: readonly string[]): string {
  let text = description
  for (const name of missing) {
    // Most of the hundreds of names asked after (every everyday name of every missing food) are
    // not in the description at all: a substring test spares building their expressions, which
    // had made writing a dish 2 ms slower and filled the cache with every alias met.
    if (!text.toLowerCase().includes(stemOf(name).toLowerCase())) continue
    // Each naming in turn: vindaloo names its garlic in the title's gloss and again in the paste.
    for (let turn = 0; turn < 3; turn++) {
      const kept = text
      text = withoutFood(text, name)
      if (text === kept) break
      // A list this cannot take apart cleanly ("on white bread, crackers or celery, or melted")
      // keeps the food: a sentence that no longer reads is worse than a promise. Only a break the
      // cut made counts: rou jia mo's "the street food of Xi'an, made at home" reads as a
      // dangling "an," and kept its cinnamon, bay and green pepper over star anise.
      if (breaks(text) > breaks(kept)) {
        text = kept
        break
      }
    }
  }
  // An alternative cut from between commas leaves two: "bitter leaves, or spinach, simmered".
  return text
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/,(?:\s*,)+/g, ',')
    .replace(/:\s*\./, '.')
}

const BROKEN = [
  /\b(\w+) \1\b/i,
  /,\s*[.;:)]/,
  /\b(?:and|or|with|on|of|a|an|the|by)\s*[.,;:)]/i,
  /\b(?:and|or),? (?:and|or)\b/i,
  /\b(?:on|with|of|by|in) (?:or|and)\b/i,
  /:\s*[.;]/,
  // A list's last food cut from before its clause: "scooped up with bread or often with eggs".
  /\bor (?:often|usually|sometimes)\b/i,
]

// Counted with every match: `match` with a global expression starts afresh on each call.
const BROKEN_ALL = BROKEN.map((pattern) => new RegExp(pattern.source, 'gi'))

/** How many places in the text read as broken ("bread or often", "with ."). */
export function breaks(text: string): number {
  return BROKEN_ALL.reduce((count, pattern) => count + (text.match(pattern)?.length ?? 0), 0)
}

/** The expressions that find one food in a description or a tip, built once for each food. */
interface FoodPatterns {
  named: RegExp
  inList: RegExp
  firstInList: RegExp
  lastInList: RegExp
  servedWith: RegExp
  opensTip: RegExp
}

// Every dish written asks after the foods its places take but the recipe lacks: the expressions
// for each are kept. Only names found in a description get here (the lexicon's, a bounded set).
const PATTERNS = new Map<string, FoodPatterns>()

function patternsFor(name: string): FoodPatterns {
  const known = PATTERNS.get(name)
  if (known !== undefined) return known
  const word = namePattern(name)
  const food = `(?:an? |the |some )?${ADJECTIVES}${word}\\b(?: \\([^()]*\\))?`
  const patterns: FoodPatterns = {
    named: new RegExp(`\\b${word}\\b`, 'i'),
    // In a list, between commas or before its "and": ", cardamom," and ", cumin and".
    inList: new RegExp(`, ${food}(?=,| and | or )`, 'i'),
    // First in a list: "mote, fried plantain and potatoes", "under turkey, duck or pork".
    // Never after an "and" or "or": that food ends a list ("bread or injera, often with eggs"),
    // and taking it out left "scooped up with bread or often".
    firstInList: new RegExp(`((?:\\b(?:${FIRST_LEADS}) |: ))${food}(?:, | (?:and|or) )`, 'i'),
    // Last in a list: "tomatoes and lemon" → "tomatoes", the comma before it becoming its "and".
    // A place phrase may follow it: "potatoes and carrots in a tomato broth" (a cook's read found
    // maraq digaag promising carrots it did not have).
    lastInList: new RegExp(
      `((?:, [^,;:()]+)?) (?:and|or) ${food}(?=[.,;:)]| (?:tempered|topped|served|eaten|finished|and|with|in)\\b)`,
      'i',
    ),
    // Served with it: "; with mote", ", eaten with a banana on the side", " and topped with
    // raisins"; one phrase only, never across an "and" or a "with" (minchi's "tossed with crisp
    // fried potato cubes and served on rice with a fried egg on top" keeps its potatoes and egg).
    servedWith: new RegExp(
      `(?:[;,] (?:(?:${SERVING}) )?|(?:,? and | )(?:${SERVING}) )with (?:(?!\\b(?:with|and)\\b)[^.;:])*?\\b${word}\\b(?:(?! with | and )[^.;:])*?(?=[.;:]|$| with | and )`,
      'i',
    ),
    // "For beef, simmer it…" is a tip about the beef, as much as "Beef must…".
    opensTip: new RegExp(`^(?:(?:the|for)\\s+)?${word}\\b`, 'i'),
  }
  PATTERNS.set(name, patterns)
  return patterns
}

function withoutFood(description: string, name: string): string {
  const patterns = patternsFor(name)
  if (!patterns.named.test(description)) return description
  let text = description.replace(patterns.inList, '')
  if (text === description) text = description.replace(patterns.firstInList, '$1')
  if (text === description) {
    text = description.replace(patterns.lastInList, (_whole, last: string) =>
      last === '' ? '' : last.replace(/^, /, ' and '),
    )
  }
  if (text === description) text = description.replace(patterns.servedWith, '')
  return text
}

// The verbs that serve a food beside the dish; a bare "with" after a comma or semicolon does too,
// but not one that says what the dish is made of ("filled with cheese, beans or pork crackling").
const SERVING = 'served|eaten|topped|finished|tempered|scattered|garnished'

// A tip that offers the food as a swap is for the cook who lacks it: "Sparkling water makes a
// good alcohol-free batter", "Cider is the classic liquid here if you have it".
const OFFERED =
  /\b(?:instead|swap|in place of|rather than|if you have|alcohol-free|the same way|works the same|is what)\b/i

/**
 * The tips without those about a food of the dish the recipe does not hold, by the tips that open
 * on it: "Carne seca must first be covered with cold water…" over a recipe of fresh beef, "Cooked
 * rice is ready to use" over raw rice (the audit behind a cook's read of "Rohu has fine bones" on
 * a hilsa recipe).
 */
export function withoutTipsOnMissing(
  tips: readonly string[],
  missing: readonly string[],
): readonly string[] {
  return tips.filter(
    (tip) => OFFERED.test(tip) || !missing.some((name) => patternsFor(name).opensTip.test(tip)),
  )
}

// The kinds of food a description may promise in general words: "with meat or fish".
const KIND_WORDS = 'meat|fish|seafood|poultry'
// The kinds, the serving verb just before them ("served with meat") and what follows: a comma or
// "and"/"or" that may go on to other foods ("eaten with fish, yam or plantain").
const KIND_PHRASE = new RegExp(
  `(,?)( (?:${SERVING}))? (with|and) ((?:${KIND_WORDS})(?:(?:, | or | and )(?:${KIND_WORDS}))*)(?![\\w-])(, | (?:and|or) )?`,
  'gi',
)
// What follows the kinds after a comma is more of the same list ("yam or plantain"), not a new
// clause ("then served hot") or a word about the dish.
const LIST_TAIL =
  /^(?!(?:then|which|until|while|when|but|so|and|or|before|after)\b)[^,]+?(?:, [^,]+?)*,? (?:or|and) [^,]+$/i

/**
 * The description without a promise of meat or fish in general words ("greens cooked down in a
 * pepper sauce with meat or fish") when the recipe holds none of the kinds it names: a cook's read
 * found efo riro tagged vegan under that promise. A phrase naming a kind the recipe has stays.
 * Where the kinds head a longer list only they go ("eaten with fish, yam or plantain" → "eaten with
 * yam or plantain", never "eaten, yam or plantain"), and a serving verb left with nothing to serve
 * goes with them ("served with meat; a party staple").
 */
export function withoutAbsentKinds(
  description: string,
  held: { readonly meat: boolean; readonly fish: boolean },
): string {
  return description.replace(
    KIND_PHRASE,
    (
      whole: string,
      comma: string,
      verb: string | undefined,
      joint: string,
      kinds: string,
      after: string | undefined,
      offset: number,
    ) => {
      const named = kinds.toLowerCase().split(/, | or | and /)
      const has = named.some((kind) =>
        kind === 'fish' || kind === 'seafood' ? held.fish : held.meat,
      )
      if (has) return whole
      const rest = description.slice(offset + whole.length)
      if (after === undefined) return /^(?:[.;:)]|$)/.test(rest) ? '' : whole
      const clause = rest.split(/[.;:)]/, 1)[0] ?? ''
      const closed = /\b(?:or|and)\b/.test(kinds)
      if (after === ', ' && closed) return after
      const headsList =
        after === ', ' ? LIST_TAIL.test(clause) : kinds.includes(', ') && clause.length > 0
      if (headsList) return `${comma}${verb ?? ''} ${joint} `
      return after === ', ' ? `${verb ?? ''}, ` : whole
    },
  )
}
