import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'
import { composeRecipe } from '../compose-recipe.ts'

// Lists carrying a food the chef used to read as another (issue 18: no silent swaps, round 2):
// the recipe lists the visitor's own food and cooks the dish a cook makes with it.

test('pork belly is its own cut: the belly dishes want it, and shoulder dishes still take it', () => {
  expectDish(
    first('pork belly, soy sauce, sugar, ginger, spring onions, shaoxing wine'),
    'Red-Braised Pork Belly',
    /^- Pork belly — /m,
  )
  expectDish(
    first('pork belly, cabbage, flour, eggs, okonomiyaki sauce, mayonnaise'),
    'Butatama Okonomiyaki',
    /^- Pork belly — /m,
  )
  expectDish(
    first('pork belly, kimchi, tofu, gochugaru, onion'),
    'Kimchi Jjigae',
    /^- Pork belly — /m,
  )
  // Belly falls to fat, not strands: never the meat of a pulled pork.
  const ideas = [0, 1, 2].map((variant) =>
    composeRecipe(['pork belly', 'bbq sauce', 'brown sugar', 'smoked paprika'], { variant }),
  )
  for (const idea of ideas) expect(idea).not.toMatch(/^## BBQ Pulled Pork$/m)
})

test('short-grain rice goes into giouvarlakia and rice pudding, not read as jasmine rice', () => {
  expectDish(
    first('beef mince, short grain rice, eggs, lemons, onion, dill'),
    'Giouvarlakia',
    /^- Short grain rice — /m,
  )
  const pudding = first('short grain rice, milk, sugar, vanilla')
  expectDish(pudding, 'Rice Pudding', /^- Short grain rice — /m)
  expect(pudding).not.toMatch(/jasmine/i)
})

test('freekeh is simmered as freekeh in a soup, not soaked as bulgur', () => {
  const soup = first('freekeh, chicken, onion, cinnamon, chicken stock')
  expect(soup).toMatch(/^- Freekeh — /m)
  expect(soup).not.toMatch(/bulgur|Not used: “freekeh/i)
})

test('red dates go into samgyetang as jujubes, listed by the visitor’s name', () => {
  expectDish(
    first('red dates, chicken, ginseng, garlic, glutinous rice'),
    'Samgyetang',
    /^- Red dates — /m,
  )
})

test('waakye leaves colour the waakye and shito is served with it', () => {
  const recipe = first('rice, black eyed beans, waakye leaves, shito, eggs, tomatoes, onion')
  expectDish(recipe, 'Waakye', /^- Waakye leaves — /m)
  expect(recipe).toMatch(/^- Shito — /m)
  expect(recipe).toMatch(/lift out the waakye leaves/)
  expect(recipe).not.toMatch(/salad leaves|gram flour/i)
})

test('"drumsticks" in a sambar are moringa; beside potatoes they are chicken', () => {
  const sambar = first('drumsticks, toor dal, tamarind, sambar powder, curry leaves, onion')
  expectDish(sambar, 'Sambar', /^- Drumsticks — /m)
  expect(sambar).not.toMatch(/chicken|71°C|75°C/i)
  expect(first('drumsticks, potatoes, garlic, rosemary')).toMatch(/^## Roast Chicken/m)
})

test('a tin of salmon is cooked already: never baked until opaque like a fillet', () => {
  const recipe = first('tin of salmon, potatoes, eggs, breadcrumbs')
  expectDish(recipe, 'Fishcakes', /^- Tinned salmon — /m)
})

test('a Korean broth’s dried anchovies are never "Ikan bilis"', () => {
  for (const variant of [0, 1, 2]) {
    const recipe = composeRecipe(['soybean sprouts', 'garlic', 'spring onions', 'gochugaru'], {
      variant,
    })
    expect(recipe).not.toMatch(/ikan bilis/i)
  }
})

test('Filipino chillies keep their own name, counted as a cook says it', () => {
  const recipe = first('pork belly, siling haba, coconut milk, shrimp paste, garlic, onion')
  expectDish(recipe, 'Bicol Express', /^- Siling haba — \d+$/m)
})
