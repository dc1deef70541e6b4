import { expect, test } from 'vitest'
import { renderRecipe } from '../compose-recipe.ts'
import { planClassicDish } from '../planning/plan-recipe.ts'
import { ALL_CLASSICS } from './all-classics.ts'
import { parseClassicAmount } from './compiled-classics.ts'
import { withJuicePoured } from './juice-fills.ts'

test('the fruit work of a place filled by bottled juice is written for the juice', () => {
  expect(
    withJuicePoured(
      [
        'Whisk in the juice of the {lemon} and the oil.',
        'Add a squeeze of juice from the {lemon}.[ Squeeze over the {lemon}.] A squeeze of {lemon}.',
        'Squeeze the {lemon} over the onion; the {lemon}, juiced, keeps.',
      ],
      'lemon',
    ),
  ).toEqual([
    'Whisk in the {lemon} and the oil.',
    'Add a splash of the {lemon}.[ Spoon over the {lemon}.] A splash of {lemon}.',
    'Spoon the {lemon} over the onion; the {lemon} keeps.',
  ])
})

// Every dish whose lemon or lime place is counted in fruit, written with bottled juice in it.
const COUNTED_FOR_JUICE = ALL_CLASSICS.flatMap((dish) =>
  dish.ingredients
    .filter(
      (ingredient) =>
        ingredient.accepts.includes('lemon juice') &&
        parseClassicAmount(ingredient.amount).kind === 'quantity' &&
        !/[a-z]/.test(ingredient.amount),
    )
    .map((ingredient) => [dish.id, ingredient.key] as const),
)

test('bottled juice in a place counted in lemons is spooned, never "Lemon juice — 1" or squeezed', () => {
  expect(COUNTED_FOR_JUICE.length).toBeGreaterThan(10)
  const wrong: string[] = []
  for (const [id, key] of COUNTED_FOR_JUICE) {
    const dish = ALL_CLASSICS.find((item) => item.id === id)
    if (dish === undefined) continue
    const items = dish.ingredients
      .filter((ingredient) => ingredient.need !== 'optional' || ingredient.key === key)
      .map((ingredient) =>
        ingredient.key === key
          ? 'lemon juice'
          : (ingredient.accepts.find((spec) => !/^[#@]/.test(spec)) ?? ''),
      )
    const plan = planClassicDish(id, items, { servings: 2 })
    if (plan === undefined) continue
    const markdown = renderRecipe(plan)
    const slips = markdown.match(
      /^- Lemon juice — [\d½¼¾]+$|juice (?:of|from) (?:half )?(?:the |a )?lemon juice|[Ss]queeze[^.;]*lemon juice/gm,
    )
    if (slips !== null) wrong.push(`${id}: ${slips.join(' | ')}`)
  }
  expect(wrong).toEqual([])
})
