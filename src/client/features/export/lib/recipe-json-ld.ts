import type {
  HowToStep,
  NutritionInformation,
  Recipe,
  RestrictedDiet,
  WithContext,
} from 'schema-dts'
import type { RecipeWriter } from '../../../lib/recipe-writer.ts'
import {
  readRecipeStructure,
  type RecipeStructure,
} from '../../../lib/recipe-structure/read-recipe-structure.ts'
import { estimateNutrition } from '../../../lib/nutrition/estimate-nutrition.ts'
import type { NutrientFigures } from '../../../lib/nutrition/nutrient-figures.ts'
import { SALT_PER_SODIUM } from '../../../lib/nutrition/nutrient-figures.ts'

export interface RecipeJsonLdOptions {
  /** Which engine wrote the recipe: the file names it as the author, honestly. */
  engine?: RecipeWriter | null | undefined
  /**
   * Nutrition per serving. Absent: estimated from the ingredient lines as the page's table is
   * (and left out when no line could be counted); null: left out.
   */
  nutrition?: NutrientFigures | null | undefined
}

const AUTHORS: Record<RecipeWriter, string> = {
  offline: 'Chef Claude’s offline chef (a rule-based recipe writer, not an AI)',
  device: 'Chef Claude’s offline chef, on this device (a rule-based recipe writer, not an AI)',
  llm: 'An AI model, via Chef Claude',
}

/** The diets the chef writes on its serves line ("Serves 2 · 45 minutes · Vegan"), as schema.org names them. */
const DIETS: readonly { pattern: RegExp; diet?: RestrictedDiet; keyword: string }[] = [
  { pattern: /\bvegan\b/i, diet: 'https://schema.org/VeganDiet', keyword: 'vegan' },
  { pattern: /\bvegetarian\b/i, diet: 'https://schema.org/VegetarianDiet', keyword: 'vegetarian' },
  {
    pattern: /\bgluten[- ]free\b/i,
    diet: 'https://schema.org/GlutenFreeDiet',
    keyword: 'gluten-free',
  },
  // schema.org has no dairy-free or pescatarian diet (LowLactoseDiet is not dairy-free): keywords.
  { pattern: /\bdairy[- ]free\b/i, keyword: 'dairy-free' },
  { pattern: /\bpescatarian\b/i, keyword: 'pescatarian' },
]

/**
 * The recipe as one schema.org `Recipe` in JSON-LD (pass the markdown as the cook has it on
 * screen, rescaled or converted, and the file says the same): the shape recipe apps (Mealie, Tandoor,
 * Nextcloud Cookbook) read from a page or a file. Read from the markdown both engines write, so
 * an AI recipe with other headings gives the same fields. `recipeIngredient` are the lines as
 * written (every importer parses its own), `recipeInstructions` one `HowToStep` per step.
 */
export function recipeJsonLd(
  markdown: string,
  options: RecipeJsonLdOptions = {},
): WithContext<Recipe> {
  const structure = readRecipeStructure(markdown)
  const { servings, ingredients } = structure
  const recipe: WithContext<Recipe> = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: structure.title,
    recipeIngredient: [...ingredients],
    recipeInstructions: structure.steps.map((text, index): HowToStep => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
    })),
  }
  if (structure.description) recipe.description = structure.description
  // A string with its unit: every importer reads the number out of "4 servings".
  if (servings) recipe.recipeYield = `${servings} ${servings === 1 ? 'serving' : 'servings'}`
  if (structure.minutes) recipe.totalTime = isoDuration(structure.minutes)
  const { diets, keywords } = dietsOf(structure)
  if (diets.length > 0) recipe.suitableForDiet = diets
  if (keywords.length > 0) recipe.keywords = keywords.join(', ')
  const nutrition =
    options.nutrition === undefined ? estimated(ingredients, servings) : options.nutrition
  if (nutrition) recipe.nutrition = nutritionInformation(nutrition)
  if (options.engine) recipe.author = { '@type': 'Organization', name: AUTHORS[options.engine] }
  if (structure.notes.length > 0) recipe.comment = structure.notes.map(noteComment)
  return recipe
}

/** The page's estimate per serving, or undefined when no line could be counted. */
function estimated(
  ingredients: readonly string[],
  servings: number | undefined,
): NutrientFigures | undefined {
  // Without a serves line, "per serving" would be a guess at the servings: left out.
  if (servings === undefined) return undefined
  const estimate = estimateNutrition(ingredients, servings)
  return estimate.counted.length > 0 ? estimate.perServing : undefined
}

/** 75 minutes → "PT1H15M" (ISO 8601), as schema.org's Duration wants it. */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes))
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  if (hours === 0) return `PT${rest}M`
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`
}

function dietsOf(structure: RecipeStructure): { diets: RestrictedDiet[]; keywords: string[] } {
  const line = structure.servesLine ?? ''
  const found = DIETS.filter(({ pattern }) => pattern.test(line))
  return {
    diets: found.flatMap(({ diet }) => (diet ? [diet] : [])),
    keywords: found.map(({ keyword }) => keyword),
  }
}

/** Per serving, with units in the strings, as schema.org's examples and the importers read them. */
function nutritionInformation(figures: NutrientFigures): NutritionInformation {
  const grams = (value: number) => `${roundTo(value, 1)} g`
  return {
    '@type': 'NutritionInformation',
    servingSize: '1 serving',
    calories: `${Math.round(figures.energyKcal)} kcal`,
    proteinContent: grams(figures.protein),
    fatContent: grams(figures.fat),
    saturatedFatContent: grams(figures.saturates),
    carbohydrateContent: grams(figures.carbohydrate),
    sugarContent: grams(figures.sugars),
    fiberContent: grams(figures.fibre),
    sodiumContent: `${Math.round((figures.salt / SALT_PER_SODIUM) * 1000)} mg`,
  }
}

function noteComment(text: string) {
  return { '@type': 'Comment' as const, text }
}

function roundTo(value: number, places: number): number {
  const factor = 10 ** places
  return Math.round(value * factor) / factor
}

/** "Chicken & Lemon Rice" → "chicken-lemon-rice.recipe.json": beside the .md, never mistaken for it. */
export function recipeJsonFileName(markdownFileName: string): string {
  return markdownFileName.replace(/\.md$/, '.recipe.json')
}
