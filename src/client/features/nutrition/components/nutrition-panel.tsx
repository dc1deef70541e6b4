import { useDeferredValue, useMemo } from 'react'
import {
  estimateNutrition,
  type NotCountedReason,
} from '../../../lib/nutrition/estimate-nutrition.ts'
import type { Nutrient } from '../../../lib/nutrition/nutrient-figures.ts'
import { NUTRIENTS } from '../../../lib/nutrition/nutrient-figures.ts'
import { readRecipeStructure } from '../../../lib/recipe-structure/read-recipe-structure.ts'

export interface NutritionPanelProps {
  /**
   * The finished recipe as the page shows it (bounded; rescaled or converted when the cook chose
   * other servings or units): the table follows its serves line and amounts.
   */
  markdown: string
}

const LABELS: Record<Nutrient, string> = {
  energyKcal: 'Energy',
  protein: 'Protein',
  fat: 'Fat',
  saturates: 'of which saturates',
  carbohydrate: 'Carbohydrate',
  sugars: 'of which sugars',
  fibre: 'Fibre',
  salt: 'Salt',
}

const REASONS: Record<NotCountedReason, string> = {
  'no-amount': 'no amount given',
  'no-figures': 'not in the food table',
  'no-weight': 'its weight is not known',
}

/**
 * "Nutrition per serving (estimate)": a small table under the finished recipe, counted from its
 * ingredient lines with USDA SR Legacy figures, the lines it could not count listed under it,
 * and the data's credit. Nothing shows when no line could be counted (not a recipe, say).
 */
export default function NutritionPanel({ markdown }: NutritionPanelProps) {
  // Read after the recipe has painted: parsing a long (or hostile) recipe again must never hold
  // up the recipe itself, nor the servings box as it is typed in.
  const reading = useDeferredValue(markdown, '')
  const { estimate, servingsKnown } = useMemo(() => {
    const { servings, ingredients } = readRecipeStructure(reading)
    return {
      estimate: estimateNutrition(ingredients, servings ?? 1),
      servingsKnown: servings !== undefined,
    }
  }, [reading])
  if (estimate.counted.length === 0) return null
  const { servings, perServing, notCounted } = estimate
  const lineCount = estimate.counted.length + notCounted.length

  return (
    <section className="nutrition" aria-labelledby="nutrition-heading">
      <h3 id="nutrition-heading">Nutrition per serving (estimate)</h3>
      <p className="nutrition__basis">
        {servingsKnown
          ? `One of ${servings} ${servings === 1 ? 'serving' : 'servings'}`
          : 'The recipe does not say how many it serves: counted as one serving'}
        , from {estimate.counted.length} of {lineCount} ingredients.
      </p>
      <table className="nutrition__table" aria-labelledby="nutrition-heading">
        <thead>
          <tr>
            <th scope="col">Nutrient</th>
            <th scope="col">Per serving</th>
          </tr>
        </thead>
        <tbody>
          {NUTRIENTS.map((nutrient) => (
            <tr
              key={nutrient}
              className={
                nutrient === 'saturates' || nutrient === 'sugars' ? 'nutrition__sub-row' : undefined
              }
            >
              <th scope="row">{LABELS[nutrient]}</th>
              <td>{formatFigure(nutrient, perServing[nutrient])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {notCounted.length > 0 ? (
        <>
          <p className="nutrition__not-counted-intro">Not counted:</p>
          <ul className="nutrition__not-counted">
            {notCounted.map(({ line, reason }, index) => (
              <li key={index}>
                {line} <span className="nutrition__reason">({REASONS[reason]})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="nutrition__credit">
        Figures per 100 g from{' '}
        <a href="https://fdc.nal.usda.gov/" rel="noreferrer">
          USDA FoodData Central
        </a>{' '}
        (SR Legacy, public domain), for the amounts as written. Brands, sizes and cooking change
        them: a guide, not a label.
      </p>
    </section>
  )
}

/** As a food label rounds: energy to the kcal, grams to one place under 10, whole above. */
export function formatFigure(nutrient: Nutrient, value: number): string {
  if (nutrient === 'energyKcal') return `${Math.round(value)} kcal`
  if (value > 0 && value < 0.1) return 'less than 0.1 g'
  if (value < 10) return `${(Math.round(value * 10) / 10).toString()} g`
  return `${Math.round(value)} g`
}
