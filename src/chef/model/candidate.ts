import type { LexiconEntry } from '../lexicon/lexicon.ts'
import type { MatchedIngredient } from '../reading/match-ingredient.ts'

// Silken (soft) tofu falls apart in a hot pan: it is steamed, simmered or served cold, never
// stir-fried or fried golden. One lexicon entry covers both, so the visitor's words tell them apart.
const SILKEN = /\bsilken\b|\bsoft\s+tofu\b|\btofu\s+soft\b/i

export function isSilkenTofu(candidate: Candidate): boolean {
  return candidate.entry.id === 'tofu' && SILKEN.test(candidate.match.input)
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
