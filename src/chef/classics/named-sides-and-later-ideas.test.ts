import { expect, test } from 'vitest'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { ideas } from '../../../tests/support/first-idea.ts'

// What a cook's read of the last round's ideas found: named cooked sides misread, a list's only
// vegetable left out, later ideas that leave the list's kitchen, three grills of one chicken.

test('"rice and peas" is the Jamaican side, served as it is, never a bag of peas', () => {
  for (const typed of ['rice and peas', 'leftover rice and peas', 'rice & peas']) {
    expect(matchIngredient(typed).entry?.id).toBe('rice and peas')
  }
  const recipes = ideas(
    'jerk seasoning, chicken thighs, rice and peas, scotch bonnet, spring onions',
  )
  expect(recipes[0]).toMatch(/^## Jerk Chicken/m)
  expect(recipes[0]).toMatch(/warm the rice and peas [^\n]*piping hot/)
  expect(recipes[0]).toMatch(/serve with the rice and peas/)
  for (const recipe of recipes) expect(recipe).not.toMatch(/^- Peas — /m)
  for (const list of [
    'chicken thighs, thyme, onion, peppers, brown sugar, rice and peas',
    'goat, curry powder, thyme, potatoes, onion, rice and peas',
  ]) {
    expect(ideas(list, 1)[0]).toMatch(/with the rice and peas/)
  }
})

test('pork chops with red cabbage and apples are braised together; a note never points far down the list', () => {
  const recipes = ideas('pork chops, red cabbage (or cabbage), apples, caraway, onion')
  expect(recipes[0]).toMatch(/^## Pork Chops with Braised Red Cabbage and Apple/m)
  expect(recipes[0]).not.toMatch(/Not used/)
  expect(recipes[0]).toMatch(/^- Caraway — /m)
  // The redirect names one of the three ideas, or one already given, never "a curry".
  for (const recipe of recipes) expect(recipe).not.toMatch(/would suit a curry/)
})

test('a moussaka list makes moussaka; a pho list also makes bo kho over its noodles', () => {
  const moussaka = ideas('lamb mince, aubergine, feta, tomatoes, cinnamon')
  expect(moussaka[0]).toMatch(/^## Moussaka/m)
  // Fresh tomatoes are told how to cut; the aside "if fresh" is for a list with tinned ones.
  expect(moussaka[0]).toMatch(/Add the tomatoes \(chopped\)/)
  const pho = ideas('beef, rice noodles, star anise, fish sauce, ginger, beansprouts, lime')
  expect(pho[0]).toMatch(/^## Pho/m)
  expect(pho[1]).toMatch(/^## Bo Kho/m)
  expect(pho[1]).toMatch(/Ladle the stew over the rice noodles/)
  expect(pho[1]).not.toMatch(/Not used/)
  // A stifado list's further idea is a pie of the same beef and wine, not another pot.
  const stifado = ideas('beef shin, 500g shallots, red wine, tomato puree, cinnamon stick, bay')
  expect(stifado.join('\n')).toMatch(/^## Beef and Red Wine Pie/m)
})

test("one kitchen's marinated chicken is one wrap: ideas 2 and 3 are other methods, from the same kitchen first", () => {
  const greek = ideas(
    'chicken thighs, greek yogurt, lemon, garlic, oregano, pitta bread, red onion',
  )
  const titles = greek.map((recipe) => /^## (.*)$/m.exec(recipe)?.[1] ?? '')
  expect(titles[0]).toBe('Chicken Souvlaki')
  expect(titles.filter((title) => /Souvlaki|Shawarma|Shish Taouk/.test(title))).toHaveLength(1)
  expect(titles[1]).toBe('Kotopoulo Lemonato me Patates')
  // No composed soup of the souvlaki's own items, watered down.
  expect(titles.join(' | ')).not.toMatch(/Soup/)
  // Shawarma after shish taouk is the one Levantine wrap renamed. (A Greek cook's souvlaki with
  // tzatziki from the same chicken and pitta is another kitchen's dish, and may follow.)
  const levantine = ideas('chicken breast, yogurt, lemon, garlic, paprika, pitta, tomatoes')
  const wraps = levantine.filter((recipe) => /^## (?:Chicken Shawarma|Shish Taouk)/m.test(recipe))
  expect(wraps).toHaveLength(1)
})

test('garlic in a ginger-garlic paste place is counted in cloves, not spoonfuls', () => {
  const [recipe] = ideas('paneer, frozen peas, onion, garam masala, garlic, tinned tomatoes', 1)
  expect(recipe).toMatch(/^- Garlic — \d+ cloves?$/m)
  expect(recipe).not.toMatch(/^- Garlic — [^\n]*(?:tsp|tbsp)/m)
})

test('cooked chicken and beef are warmed through, not promised "no pink" as if raw', () => {
  const ramen = ideas(
    'cooked chicken, ramen noodles, chicken stock, eggs, spring onions, soy sauce',
    3,
  ).find((recipe) => /^## Chicken Ramen/m.test(recipe))
  if (ramen !== undefined) {
    expect(ramen).toMatch(/Raw chicken: /)
    expect(ramen).toMatch(/Cooked chicken just needs slicing/)
  }
  const hachis = ideas('leftover roast beef, potatoes, onion, butter, milk, cheese', 3).join('\n')
  expect(hachis).not.toMatch(/roast beef[^.\n]*until browned and cooked through with no pink left/i)
})
