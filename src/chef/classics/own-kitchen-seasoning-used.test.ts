import { expect, test } from 'vitest'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { ideas } from '../../../tests/support/first-idea.ts'

// What a cook's read (round 10) found: a list plainly of one kitchen got another kitchen's dish,
// and the seasoning that makes its own dish was turned away as not suiting it.

test('moringa drumsticks are the vegetable: a South Indian list gets sambar with its tamarind, never chicken', () => {
  expect(matchIngredient('2 drumsticks (moringa)').entry?.id).toBe('moringa')
  expect(matchIngredient('2 chicken drumsticks').entry?.id).toBe('chicken drumstick')
  const recipes = ideas(
    '1 cup toor dal, tamarind, sambar powder, 2 drumsticks (moringa), shallots, curry leaves, mustard seeds, 2 cups rice, fresh coconut',
  )
  expect(recipes[0]).toMatch(/^## Sambar$/m)
  expect(recipes[0]).toMatch(/^- Tamarind — /m)
  for (const recipe of recipes) {
    expect(recipe).not.toMatch(/chicken|no pink|Out of New Ideas/i)
  }
})

test("a kitchen's defining seasoning is used by its own dish, not turned away", () => {
  const cases: Array<[string, RegExp, RegExp]> = [
    [
      'yellow potatoes, aji amarillo paste, evaporated milk, saltine crackers, queso fresco, eggs, black olives, chicken breast',
      /^## (Papa a la Huancaina|Aji de Gallina)$/m,
      /aji amarillo/i,
    ],
    [
      'dried red kidney beans, long grain rice, pork shoulder, sour oranges, epis, scotch bonnet, thyme, cloves',
      /^## Griot$/m,
      /sour orange|epis/i,
    ],
    [
      'saltfish, flour, tomatoes, onion, scotch bonnet, baking powder, green seasoning',
      /^## Bake and Saltfish$/m,
      /green seasoning/i,
    ],
    [
      'frozen chicken thighs, dried porcini, lardons, shallots, creme fraiche, dry white wine, tarragon, baguette',
      /^## Poulet a l'Estragon$/m,
      /creme fraiche|tarragon/i,
    ],
  ]
  for (const [list, title, seasoning] of cases) {
    const [first = ''] = ideas(list, 1)
    expect(first).toMatch(title)
    for (const line of first.split('\n').filter((text) => text.startsWith('- Not used'))) {
      expect(line).not.toMatch(seasoning)
    }
  }
})

test("a dish's title names what is in it: larb gai is chicken, Cullen skink smoked haddock", () => {
  const larb = ideas(
    'glutinous rice, pork mince, limes, fish sauce, shallots, mint, chilli flakes',
    1,
  )[0]
  expect(larb).toMatch(/^## Larb Moo$/m)
  expect(larb).toMatch(/steam it/)
  const skink = ideas('smoked haddock, potatoes, onion, milk, butter, parsley', 1)[0]
  expect(skink).toMatch(/^## Cullen Skink$/m)
  expect(ideas('haddock, potatoes, onion, milk, butter, parsley', 3).join('\n')).not.toMatch(
    /Cullen Skink/,
  )
  expect(matchIngredient('Pixian doubanjiang').entry?.id).toBe('chilli bean paste')
})
