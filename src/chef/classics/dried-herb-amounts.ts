import type { Amount, LexiconEntry } from '../lexicon/lexicon-types.ts'
import { GRAMS_PER_UNIT_OF } from '../lexicon/food-weights.ts'
import { escapeForPattern } from '../text/pattern-text.ts'

// A soft herb (mint, dill, parsley, basil) is one lexicon entry fresh or dried, and a dish
// weighs it fresh: "Mint — 30 g" in a falafel, for a cook holding a jar of dried mint, would
// ruin it (a cook's read). Dried leaves weigh about a tenth of fresh, and a gram of them
// crumbled is about a teaspoon. A place the dish writes in teaspoons was written for the dried
// herb (spas, bob chorba) and keeps its amount.

const DRIED = /\b(?:dried|dry|dehydrated)\b/i
const HANDFUL_GRAMS = 10
const SPRIG_GRAMS = 1
const LEAF_GRAMS = 0.2
// Chopped fresh leaves fill a tablespoon at about 4 g, and dried leaves are a third of the
// chopped fresh measure (the cook's rule): a tablespoon of fresh is a teaspoon of dried. A cook's
// read found tabbouleh's dried mint at half a teaspoon, a tenth of the fresh weight.
const FRESH_GRAMS_PER_TBSP = 4

/** Whether the visitor's words make this a dried soft herb (the entry weighs it fresh). */
export function isDriedSoftHerb(entry: LexiconEntry, words: string): boolean {
  return entry.category === 'herb' && entry.tags.has('garnish-herb') && DRIED.test(words)
}

function freshGrams(amount: Amount, entry: LexiconEntry): number | undefined {
  if (amount.unit === 'g') return amount.quantity
  if (amount.unit === 'handful')
    return amount.quantity * (GRAMS_PER_UNIT_OF[entry.id]?.handful ?? HANDFUL_GRAMS)
  if (amount.unit === 'sprig')
    return amount.quantity * (GRAMS_PER_UNIT_OF[entry.id]?.sprig ?? SPRIG_GRAMS)
  if (amount.unit === '') return amount.quantity * LEAF_GRAMS
  return undefined
}

/**
 * A place weighed for a fresh soft herb, filled by the dried one, is spoons of it: a third of the
 * chopped fresh measure, half a teaspoon at the least and a tablespoon at the most.
 */
export function freshAsDried(
  amount: Amount | undefined,
  entry: LexiconEntry,
  words: string,
): Amount | undefined {
  if (amount === undefined || !isDriedSoftHerb(entry, words)) return amount
  // Chopped fresh by the tablespoon is a third as much dried: the teaspoon of the cook's rule.
  if (amount.unit === 'tbsp') return { quantity: Math.max(0.5, amount.quantity), unit: 'tsp' }
  const grams = freshGrams(amount, entry)
  if (grams === undefined) return amount
  // A tablespoon of chopped fresh is a teaspoon of dried.
  const teaspoons = Math.round((grams / FRESH_GRAMS_PER_TBSP) * 2) / 2
  if (teaspoons >= 3) return { quantity: 1, unit: 'tbsp' }
  return { quantity: Math.max(0.5, teaspoons), unit: 'tsp' }
}

const CUT = '(?:finely |roughly |coarsely )?(?:chopped|torn|shredded|sliced)'

/**
 * The method with the fresh herb's knife work for place `key` said for dried leaves: "the
 * {mint}, chopped" is "the {mint}, crumbled"; "Chop the {mint} finely and" is "Crumble the
 * {mint} and".
 */
export function withDriedHerbCrumbled(method: readonly string[], key: string): string[] {
  const name = `\\{${escapeForPattern(key)}\\}(?: leaves)?`
  const after = new RegExp(`(${name}),? ${CUT}\\b`, 'g')
  const before = new RegExp(
    `\\b(?:[Cc]hop|[Tt]ear|[Ss]hred|[Ss]lice) (the ${name})(?: finely| roughly)?`,
    'g',
  )
  // "the chopped {dill}" on top of pierogi.
  const chopped = new RegExp(`\\b(?:finely |roughly )?chopped (${name})`, 'g')
  // "Strip the leaves from the {parsley} and the {mint} and chop them finely": the dried mint
  // leaves that knife work and is crumbled over the herb it was chopped with.
  const joined = new RegExp(`(?:,? and|,) the ${name}(?= and\\b| with\\b|[,.;])`)
  const knifeWork = /^(?:(?:Finely |Roughly )?(?:Chop|Strip|Pick|Tear|Shred|Slice))\b/
  const crumbleJoined = (step: string) =>
    step
      .split(/(?<=\.)\s+/)
      .map((sentence) => {
        if (!knifeWork.test(sentence) || !joined.test(sentence)) return sentence
        return `${sentence.replace(joined, '')} Crumble the {${key}} over them.`
      })
      .join(' ')
  return method.map((step) =>
    crumbleJoined(
      step
        .replace(after, (_whole, named: string) => `${named}, crumbled`)
        .replace(
          before,
          (whole, named: string) =>
            `${whole.charAt(0) === whole.charAt(0).toUpperCase() ? 'C' : 'c'}rumble ${named}`,
        )
        .replace(chopped, (_whole, named: string) => `crumbled ${named}`),
    ),
  )
}
