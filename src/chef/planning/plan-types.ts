import type { MatchedIngredient } from '../reading/match-ingredient.ts'

// What a plan for one recipe holds, before it is written out as markdown.

export interface PlanOptions {
  /** "Another idea": 0 is the best dish, 1 the next best, and so on. */
  variant?: number
  servings?: number
}

export interface PlannedIngredient {
  /** Markdown-safe name for the ingredients list (the visitor's words for their own items). */
  name: string
  /** Markdown-safe amount for the whole dish, or a phrase such as "to taste". */
  amount: string
  source: 'visitor' | 'extra' | 'pantry'
  /** Markdown-safe name as the method mentions it. */
  mention: string
  /** The canonical lexicon name, when there is one. */
  canonical: string | undefined
  role: string
}

export interface UnusedIngredient {
  item: MatchedIngredient
  /** Markdown-safe explanation. */
  reason: string
}

export interface RecipePlan {
  family: { id: string; name: string; course: string }
  /** Which take on the family this is (0 unless the variants ran past the last family). */
  take: number
  servings: number
  /** Markdown-safe. */
  title: string
  description: string
  minutes: number
  /** "Vegan", "Vegetarian" or undefined. */
  diet: string | undefined
  ingredients: readonly PlannedIngredient[]
  /** The visitor's items the recipe uses. */
  used: readonly MatchedIngredient[]
  /** The visitor's food items it leaves out, with why. */
  unused: readonly UnusedIngredient[]
  /** Items refused for safety. */
  unsafe: readonly MatchedIngredient[]
  extras: readonly PlannedIngredient[]
  /** Markdown, one per numbered step. */
  steps: readonly string[]
  /** Markdown, one per bullet. */
  notes: readonly string[]
  /** Every family that fitted, best first, for "another idea" and for tests. */
  ranking: readonly string[]
}

/** At most this many ingredients beyond the pantry basics. */
export const MAX_EXTRAS = 4

export const MAX_SERVINGS = 12
