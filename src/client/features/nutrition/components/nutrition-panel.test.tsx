import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import NutritionPanel, { formatFigure } from './nutrition-panel.tsx'

const RECIPE = `## Cauliflower Cheese

**Serves 2 · 45 minutes · Vegetarian**

### Ingredients

- Cauliflower — 600 g
- Mature cheddar — 125 g
- Milk — 400 ml
- Butter — 40 g
- Plain flour — 3 tbsp
- Salt — to taste
- Garam masala — 1 tsp
- Water — for boiling

### Method

1. Make it.
`

/** The table's figures as the visitor reads them: "Energy" → "640 kcal". */
function figures(): Record<string, string> {
  const table = screen.getByRole('table', { name: 'Nutrition per serving (estimate)' })
  const rows = within(table).getAllByRole('row').slice(1)
  return Object.fromEntries(
    rows.map((row) => [
      within(row).getByRole('rowheader').textContent ?? '',
      within(row).getByRole('cell').textContent ?? '',
    ]),
  )
}

test('a table under the recipe, per serving, with what it could not count and the data’s credit', () => {
  render(<NutritionPanel markdown={RECIPE} />)
  const region = screen.getByRole('region', { name: 'Nutrition per serving (estimate)' })
  expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent(
    'Nutrition per serving (estimate)',
  )
  // The worked example of estimate-nutrition.test.ts, rounded as a label rounds.
  expect(figures()).toEqual({
    Energy: '640 kcal',
    Protein: '28 g',
    Fat: '45 g',
    'of which saturates': '26 g',
    Carbohydrate: '36 g',
    'of which sugars': '16 g',
    Fibre: '6.3 g',
    Salt: '1.8 g',
  })
  expect(region).toHaveTextContent('One of 2 servings, from 5 of 7 ingredients.')
  const notCounted = within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
  expect(notCounted).toEqual([
    'Salt — to taste (no amount given)',
    'Garam masala — 1 tsp (not in the food table)',
  ])
  expect(within(region).getByRole('link', { name: 'USDA FoodData Central' })).toHaveAttribute(
    'href',
    'https://fdc.nal.usda.gov/',
  )
  expect(region).toHaveTextContent(/public domain/)
})

test('it follows the servings and amounts the cook has on screen', () => {
  // The recipe as the page shows it rescaled to 4 (servings and amounts rewritten).
  const doubled = `## Cauliflower Cheese

**Serves 4 · 45 minutes**

### Ingredients

- Cauliflower — 1.2 kg
- Mature cheddar — 250 g
- Milk — 800 ml
`
  render(<NutritionPanel markdown={doubled} />)
  expect(screen.getByRole('region')).toHaveTextContent('One of 4 servings, from 3 of 3')
  // (25×12 + 404×2.5 + 61×8.24) ÷ 4 = (300 + 1010 + 502.64) ÷ 4 = 453.16
  expect(figures().Energy).toBe('453 kcal')
})

test('no serves line: counted as one serving, and it says so', () => {
  render(<NutritionPanel markdown={'## Toast\n\n### Ingredients\n\n- 10 g butter\n'} />)
  expect(screen.getByRole('region')).toHaveTextContent(
    'The recipe does not say how many it serves: counted as one serving, from 1 of 1 ingredients.',
  )
  // 717 × 0.1
  expect(figures().Energy).toBe('72 kcal')
})

test('nothing to count, nothing shown', () => {
  const { container } = render(
    <NutritionPanel markdown={'## Not Quite a Recipe Yet\n\nAdd more.'} />,
  )
  expect(container).toBeEmptyDOMElement()
})

test('figures rounded as a food label rounds them', () => {
  expect(formatFigure('energyKcal', 639.967)).toBe('640 kcal')
  expect(formatFigure('protein', 27.94)).toBe('28 g')
  expect(formatFigure('fibre', 6.26)).toBe('6.3 g')
  expect(formatFigure('salt', 0.04)).toBe('less than 0.1 g')
  expect(formatFigure('sugars', 0)).toBe('0 g')
})
