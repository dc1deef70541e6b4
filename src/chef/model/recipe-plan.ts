import type { MatchedIngredient } from '../reading/match-ingredient.ts'

// What a plan for one recipe holds, before it is written out as markdown.

export interface PlanOptions {
  /** "Another idea": 0 is the best dish, 1 the next best, and so on. */
  variant?: number
  servings?: number
  /**
   * The chef as it was before the classics: family templates only. The evaluation's baseline,
   * so BENCHMARKS.md can show what the classics add; never used for visitors.
   */
  composedOnly?: boolean
  /** Diets kept strictly: nothing that breaks one is listed or added. */
  diets?: readonly ('vegetarian' | 'vegan' | 'pescatarian' | 'gluten-free' | 'dairy-free')[]
  /** Allergies and dislikes, as the visitor typed them ("peanuts", "shellfish", "coriander"). */
  avoid?: readonly string[]
  /** Only dishes whose total time fits; when none does, the quickest, with an honest note. */
  maxMinutes?: number
}

export interface PlannedIngredient {
  /** Markdown-safe name for the ingredients list: the chef's own name for the item. */
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
  /**
   * - `recipe`: a dish, classic or composed;
   * - `no-dish`: nothing on the list makes a dish (an honest next step instead);
   * - `out-of-ideas`: "another idea" has offered every good dish for this list already.
   */
  kind: 'recipe' | 'no-dish' | 'out-of-ideas'
  /** The dish: a classic's id and title, or a family template's id and name. */
  family: { id: string; name: string; course: string }
  /** Whether the dish is a hand-written classic or composed from a family template. */
  source: 'classic' | 'family' | 'none'
  servings: number
  /** "Makes 12 muffins" for a batch counted rather than served; else "Serves N" is shown. */
  yieldText?: string
  /** Markdown-safe. */
  title: string
  description: string
  minutes: number
  /** Time needed ahead that is not cooking time, shown after it: "plus overnight soaking". */
  ahead?: string
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
  /** Every dish that fitted (classic or family id), best first, for "another idea" and tests. */
  ranking: readonly string[]
  /**
   * For `out-of-ideas`: markdown bullets saying what one more ingredient would open up
   * ("Add **ricotta** for Spinach and Ricotta Lasagne").
   */
  suggestions?: readonly string[]
  /**
   * The same suggestions as data, in the same order: `add` is the ingredient as the visitor would
   * put it on their list ("cabbage"), `dish` the dish it opens up ("Bubble and Squeak"); both plain
   * text, not markdown.
   */
  additions?: readonly OneMoreIngredient[]
}

/** "Add cabbage and I can make Bubble and Squeak", as data. */
export interface OneMoreIngredient {
  add: string
  dish: string
}

/** At most this many ingredients beyond the pantry basics. */
export const MAX_EXTRAS = 4

export const MAX_SERVINGS = 12

/** The heading of the answer that says "another idea" has run out of good dishes. */
export const OUT_OF_IDEAS_TITLE = 'Out of New Ideas for This List'
