import { expect, test } from 'vitest'
import { renderRecipe } from '../compose-recipe.ts'
import { planClassicDish } from '../planning/plan-recipe.ts'
import { expandStep } from './write-classic.ts'

// What a cook's read (round 12) found in classics written for every filler at once: a roast
// chicken told "raw chicken goes in now", a Scotch bonnet warning with no Scotch bonnet, two
// whole onions in a spring onion's place.

function recipe(dish: string, list: readonly string[]): string {
  const plan = planClassicDish(dish, list)
  if (plan === undefined) throw new Error(`${dish} does not fit`)
  return renderRecipe(plan)
}

test('a part marked {key:raw} or {key:cooked} is kept only for food in that state', () => {
  const step =
    'Heat the oil.[{chicken:raw} Fry the {chicken} for 5 minutes.][{chicken:cooked} Warm the {chicken}.]'
  const raw = new Map([
    ['chicken', 'chicken thighs'],
    ['chicken:raw', ''],
  ])
  const cooked = new Map([
    ['chicken', 'roast chicken'],
    ['chicken:cooked', ''],
  ])
  expect(expandStep(step, raw)).toBe('Heat the oil. Fry the chicken thighs for 5 minutes.')
  expect(expandStep(step, cooked)).toBe('Heat the oil. Warm the roast chicken.')
})

test('a pot pie of roast chicken only warms it, and its creamy sauce has a roux', () => {
  const roast = recipe('chicken-pot-pie', [
    'half a roast chicken',
    'carrots',
    'puff pastry sheet',
    'creme fraiche',
  ])
  expect(roast).not.toMatch(/raw chicken/i)
  expect(roast).toMatch(/Stir in the roast chicken[^.]*piping hot/)
  expect(roast).toMatch(/^- Creme fraiche — /m)
  expect(roast).toMatch(/^- Plain flour — .*\(extra\)/m)
  expect(roast).not.toMatch(/Not used: “creme fraiche”/)
  const raw = recipe('chicken-pot-pie', ['chicken thighs', 'carrots', 'puff pastry', 'flour'])
  expect(raw).toMatch(/Cut the chicken thighs into bite-sized pieces and fry/)
  expect(raw).toMatch(/cooked through to 75 °C/)
  expect(raw).not.toMatch(/piping hot/)
})

test('crème fraîche fills a place that takes cream, except where the cream is whipped or set', () => {
  expect(recipe('chicken-pot-pie', ['chicken', 'puff pastry', 'creme fraiche'])).toMatch(
    /and the creme fraiche/,
  )
  expect(
    recipe('dal-makhani', [
      'urad beans',
      'kidney beans',
      'butter',
      'tomato puree',
      'creme fraiche',
    ]),
  ).toMatch(/^- Creme fraiche — /m)
  expect(planClassicDish('lemon-posset', ['creme fraiche', 'lemons', 'sugar'])).toBeUndefined()
  expect(planClassicDish('panna-cotta', ['creme fraiche', 'gelatine', 'sugar'])).toBeUndefined()
})

test('a tip speaks of the chilli the recipe holds, never a Scotch bonnet it lacks', () => {
  const green = recipe('jollof-rice', ['rice', 'tinned tomatoes', 'onion', 'green chillies'])
  expect(green).not.toMatch(/scotch bonnet is hot|use a quarter/i)
  expect(green).toMatch(/taste a sliver of the green chillie?s?\b/i)
  expect(green).not.toMatch(/scotch bonnet/i)
})

test('a spring onion’s count filled by an onion is the same weight of onion', () => {
  const fritters = recipe('stamp-and-go', ['saltfish', 'plain flour', 'onion'])
  expect(fritters).toMatch(/^- Onion — ½$/m)
  expect(fritters).not.toMatch(/spring onion/i)
  const own = recipe('stamp-and-go', ['saltfish', 'plain flour', 'spring onions'])
  expect(own).toMatch(/^- Spring onions — 2$/m)
})

test('a big vegetable’s count filled by a small one stays as written', () => {
  // Half an onion a head, filled by spring onions: one each, not the onion's weight of them.
  expect(recipe('ackee-and-saltfish', ['tinned ackee', 'saltfish', 'spring onions'])).toMatch(
    /^- Spring onions? — 1$/m,
  )
})

test('a soup poaches raw chicken through and only warms a roast one', () => {
  const roast = recipe('chicken-tortilla-soup', [
    'leftover roast chicken',
    'tortillas',
    'tinned tomatoes',
    'onion',
    'chicken stock',
  ])
  expect(roast).toMatch(/poach gently for 5 minutes, until piping hot/)
  expect(roast).not.toMatch(/raw chicken|15–20 minutes/)
  const raw = recipe('chicken-tortilla-soup', ['chicken thighs', 'tortillas', 'tinned tomatoes'])
  expect(raw).toMatch(/poach gently, whole, for 15–20 minutes/)
  expect(raw).not.toMatch(/cooked chicken|piping hot/)
})

// Issue 18 item 8, honest words: what a cook's read found promised and not kept.

test('bay leaves in a place measured by the spoon are counted leaves, and go in the pot', () => {
  const list = ['cannellini beans', 'bay leaves', 'canned tomatoes', 'onion', 'carrot']
  const two = recipe('fasolada', list)
  expect(two).toMatch(/^- Bay leaf — 1$/m)
  expect(two).not.toMatch(/bay leaf, chopped/i)
  expect(two).toMatch(/Fish out the bay leaf/)
  const plan = planClassicDish('fasolada', list, { servings: 4 })
  expect(plan === undefined ? '' : renderRecipe(plan)).toMatch(/^- Bay leaves — 2$/m)
  // A sprig's place (beef and noodles' herbs) filled by bay is a leaf too, never "1 sprig".
  expect(recipe('beef-and-noodles', ['stewing beef', 'egg noodles', 'bay leaves'])).toMatch(
    /^- Bay leaf — 1$/m,
  )
})

test('a serving line names mashed potatoes or cornbread only when the list has them', () => {
  const plain = recipe('beef-and-noodles', ['stewing beef', 'egg noodles'])
  expect(plain).not.toMatch(/mash/i)
  const withMash = recipe('beef-and-noodles', ['stewing beef', 'egg noodles', 'mashed potatoes'])
  expect(withMash).toMatch(/over the mashed potato/)
  expect(withMash).not.toMatch(/Not used/)
  for (const [dish, list] of [
    ['coq-au-vin', ['chicken thighs', 'red wine']],
    ['boeuf-bourguignon', ['stewing beef', 'red wine']],
    ['soutzoukakia', ['beef mince', 'cumin', 'passata']],
    ['ham-and-bean-soup', ['ham hock', 'cannellini beans']],
    ['cowboy-beans', ['borlotti beans']],
  ] as const) {
    expect(recipe(dish, list), dish).not.toMatch(/mashed potato|with mash|cornbread/i)
  }
})

test('an "if fresh" aside tells the cook how to cut fresh food and goes for tinned', () => {
  const step = 'Add the {tomatoes} (chopped, if fresh) and simmer.'
  const fresh = new Map([['tomatoes', 'tomatoes']])
  const tinned = new Map([['tomatoes', 'tinned tomatoes']])
  const mixed = new Map([['tomatoes', 'tomatoes and passata']])
  expect(expandStep(step, fresh)).toBe('Add the tomatoes (chopped) and simmer.')
  expect(expandStep(step, tinned)).toBe('Add the tinned tomatoes and simmer.')
  expect(expandStep(step, new Map([['tomatoes', 'chopped tomatoes']]))).toBe(
    'Add the chopped tomatoes and simmer.',
  )
  // Two foods in one place: the aside still sorts them.
  expect(expandStep(step, mixed)).toBe(
    'Add the tomatoes and passata (chopped, if fresh) and simmer.',
  )
})
