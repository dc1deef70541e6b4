import type { SavedRecipe } from '../lib/saved-state.ts'

/**
 * A recipe shown in the recipe area in place of the visitor's own: one they saved, or one a
 * shared link carried (or the link was broken, and there is only a message to show).
 */
export type ViewedRecipe =
  | { origin: 'saved'; recipe: SavedRecipe; savedAt: number }
  | { origin: 'shared'; recipe: SavedRecipe }
  | { origin: 'broken-link' }
