import type { LexiconEntry } from '../lexicon/lexicon.ts'
import type { MatchedIngredient } from '../reading/match-ingredient.ts'

// Silken (soft) tofu falls apart in a hot pan: it is steamed, simmered or served cold, never
// stir-fried or fried golden. One lexicon entry covers both, so the visitor's words tell them apart.
const SILKEN = /\bsilken\b|\bsoft\s+tofu\b|\btofu\s+soft\b/i

export function isSilkenTofu(candidate: Candidate): boolean {
  return candidate.entry.id === 'tofu' && SILKEN.test(candidate.match.input)
}

// Flour tortillas are said as such, or as the wraps they are sold as; corn ones by their grain.
const FLOUR_TORTILLA = /\b(?:flour|wheat|wholemeal|wholewheat|wraps?|burrito)\b/i
const CORN_TORTILLA = /\b(?:corn|maize|masa|blue corn)\b/i

export type TortillaKind = 'corn' | 'flour'

/** A tortilla the visitor says is the other kind than a place is written for. */
export function isOtherTortilla(candidate: Candidate, kind: TortillaKind | undefined): boolean {
  if (kind === undefined || candidate.entry.id !== 'tortillas') return false
  return (kind === 'corn' ? FLOUR_TORTILLA : CORN_TORTILLA).test(candidate.match.input)
}

// Ripe plantain is said by its colour or its sweetness; green by its colour or as unripe, raw,
// or by the names of green cooking bananas.
const RIPE_WORDS = /\b(?:ripe|over-?ripe|very ripe|yellow|black|blackened|sweet|maduros?)\b/i
const GREEN_WORDS = /\b(?:green|unripe|raw|matoke|verdes?)\b/i

/** The ripeness the visitor's plantain is said to be, or undefined when they did not say. */
export function plantainRipeness(candidate: Candidate): 'green' | 'ripe' | undefined {
  if (candidate.entry.id !== 'plantain') return undefined
  const words = candidate.match.input
  if (GREEN_WORDS.test(words)) return 'green'
  return RIPE_WORDS.test(words) ? 'ripe' : undefined
}

/** Whether the visitor's plantain is said to be the other kind than a place is written for. */
export function isOtherRipeness(
  candidate: Candidate,
  wanted: 'green' | 'ripe' | undefined,
): boolean {
  if (wanted === undefined) return false
  const said = plantainRipeness(candidate)
  return said !== undefined && said !== wanted
}

/** One food item of the visitor's list, recognised, with how much it counts in choosing a dish. */
export interface Candidate {
  index: number
  match: MatchedIngredient
  entry: LexiconEntry
  weight: number
  /**
   * The other entries a plainly named meat may fill ("beef": thin-sliced beef), when the
   * visitor did not say which cut it is (see lexicon/plain-cuts.ts).
   */
  cuts?: readonly string[]
}
