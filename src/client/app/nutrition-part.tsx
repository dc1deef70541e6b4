import NutritionPanel from '../features/nutrition/components/nutrition-panel.tsx'
import { boundMarkdownNesting } from '../features/recipe/lib/bound-markdown-nesting.ts'

/**
 * Nutrition per serving under the finished recipe, read from the recipe as the page renders it
 * (bounded, so no answer can overflow the reader). A chunk of its own, loaded by the app.
 */
export default function NutritionPart({ markdown }: { markdown: string }) {
  return <NutritionPanel markdown={boundMarkdownNesting(markdown)} />
}
