import type { LexiconEntry } from '../lexicon/lexicon.ts'
import type { MatchedIngredient } from '../reading/match-ingredient.ts'

/** One food item of the visitor's list, recognised, with how much it counts in choosing a dish. */
export interface Candidate {
  index: number
  match: MatchedIngredient
  entry: LexiconEntry
  weight: number
}
