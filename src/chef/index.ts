// The offline chef's public entry. It is a domain library: it imports nothing from the server or
// the page and uses no Node-only API (lint enforces both), so it could run in a browser as well.
export type { ComposeOptions } from './compose-recipe.ts'
export { composeRecipe, renderRecipe } from './compose-recipe.ts'
export type { RecipePlan } from './planning/plan-recipe.ts'
export { planRecipe } from './planning/plan-recipe.ts'
export type { RecipeText } from './allergens/index.ts'
export { findRecipeConflicts, readRecipeText, recipeConflictSteps } from './allergens/index.ts'
export type { RecipeNeeds } from './finished/recipe-needs.ts'
export { plannedNeeds, readRecipeNeeds, recipeNeedsSteps } from './finished/recipe-needs.ts'
