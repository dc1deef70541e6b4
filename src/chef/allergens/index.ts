// The chef's allergen knowledge: the 14 EU allergen groups under the names people use, what each
// lexicon entry contains, the visitor's avoid items and diets, and checking a written recipe.

export type { AllergenGroup, AllergenGroupInfo } from './allergen-groups.ts'
export {
  ALLERGEN_GROUPS,
  ALLERGEN_GROUP_INFO,
  allergenCore,
  containsReason,
  readAllergenGroups,
} from './allergen-groups.ts'
export type { AllergenSource } from './ingredient-allergens.ts'
export {
  ALIAS_ALLERGENS,
  CATEGORY_DEFAULTS,
  ENTRY_ALLERGENS,
  allergenSourceOf,
  allergensOf,
  allergensOfWords,
} from './ingredient-allergens.ts'
export type { Diet, DietConflict, EntryDiet } from './diet-conflicts.ts'
export { DIET_NAMES, dietConflict, dietFromGroups, entryDiet, keepsDiet } from './diet-conflicts.ts'
export type { AvoidConflict, AvoidList, AvoidReading } from './avoid-matcher.ts'
export {
  EMPTY_AVOID_LIST,
  avoidConflict,
  readAvoidItem,
  readAvoidItems,
  readingConflict,
} from './avoid-matcher.ts'
export type { RecipeClash, RecipeConflicts, RecipeText } from './recipe-conflicts.ts'
export {
  findRecipeConflicts,
  readRecipeText,
  recipeConflictSteps,
  shortItem,
} from './recipe-conflicts.ts'
export type { LabelCaution } from './label-cautions.ts'
export { LABEL_CAUTIONS, groupsOfConcern, labelCautions } from './label-cautions.ts'
