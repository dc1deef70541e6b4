import { expect, test } from 'vitest'
import { renderRecipe } from '../compose-recipe.ts'
import { planClassicDish } from '../planning/plan-recipe.ts'
import { firstIdea } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'

// What a blind cook's read (28) found: each list is the one the cook typed, or its plain form.

test('dried mint in a place weighed for fresh mint is a spoonful of it, crumbled', () => {
  const plan = planClassicDish('falafel', ['chickpeas', 'dried mint', 'onion', 'garlic', 'cumin'], {
    servings: 2,
  })
  expect(plan).toBeDefined()
  if (plan === undefined) return
  const markdown = renderRecipe(plan)
  expect(markdown).toMatch(/Dried mint — (?:½|1|1½|2|2½) tsp|Dried mint — 1 tbsp/)
  expect(markdown).not.toMatch(/Dried mint — \d+ g/)
})

test('a dish written for dried mint by the teaspoon keeps its amount', () => {
  const plan = planClassicDish('bob-chorba', ['white beans', 'dried mint', 'onion'], {
    servings: 4,
  })
  expect(plan).toBeDefined()
  if (plan === undefined) return
  expect(renderRecipe(plan)).toMatch(/Dried mint — \d/)
})

test('dried mint is crumbled into keftedes, never chopped', () => {
  const plan = planClassicDish('keftedes', ['lamb mince', 'dried mint', 'onion', 'egg'], {
    servings: 2,
  })
  expect(plan).toBeDefined()
  if (plan === undefined) return
  const markdown = renderRecipe(plan)
  expect(markdown).toMatch(/dried mint, crumbled/)
  expect(markdown).not.toMatch(/Dried mint — \d+ tbsp/)
})

test('a Bulgarian list of potatoes, sirene, dzhodzhen and filo is a (potato) banitsa', () => {
  const first = firstIdea('potatoes, onion, sirene cheese, eggs, dzhodzhen, butter, filo')
  expect(first).toMatch(/^## Banitsa$/m)
  expect(first).toMatch(/grate them coarsely/)
  expect(first).not.toMatch(/Not used: “potatoes/)
})

test('a plain or Greek cheese-and-filo list keeps the tiropita; sirene makes it banitsa', () => {
  expect(firstIdea('filo pastry, feta, eggs, butter')).toMatch(/^## Tiropita$/m)
  expect(firstIdea('filo, greek feta, eggs, yogurt, butter')).toMatch(/^## Tiropita$/m)
  expect(firstIdea('filo, sirene, eggs, yogurt, butter')).toMatch(/^## Banitsa$/m)
})

test('wild fennel is a herb of fronds and stalks, never the bulb', () => {
  for (const words of ['wild fennel', 'finocchietto selvatico', 'fennel fronds']) {
    const entry = matchIngredient(words).entry
    expect(entry?.id, words).toBe('wild fennel')
    expect(entry?.category, words).toBe('herb')
  }
  expect(matchIngredient('fennel bulb').entry?.id).toBe('fennel')
})

test('pasta con le sarde takes wild fennel as its own, boiled in the pasta water', () => {
  const first = firstIdea('fresh sardines, wild fennel, spaghetti, onion, raisins, pine nuts')
  expect(first).toMatch(/^## Pasta con le Sarde$/m)
  expect(first).toMatch(/Wild fennel — /)
  expect(first).toMatch(/boil it in the pasta water for 10 minutes/)
  expect(first).not.toMatch(/fennel bulb|Not used: “wild fennel/)
})

test('a Hawaiian long rice list is chicken long rice, the frozen thighs thawed first', () => {
  const first = firstIdea(
    'frozen chicken thighs, long rice 2 packets, ginger, green onions, chicken broth, garlic, shoyu',
  )
  expect(first).toMatch(/^## Chicken Long Rice$/m)
  expect(first).toMatch(/Thaw the frozen chicken thighs completely/)
  expect(first).toMatch(/Ginger — \d+ g/)
  expect(first).not.toMatch(/Not used/)
})

test('a Sardinian list of dried broad beans, pancetta and wild fennel is favata, soaked and boiled', () => {
  const first = firstIdea(
    'dried broad beans 500g, pancetta, wild fennel, onion, tomato paste, stale bread',
  )
  expect(first).toMatch(/^## Favata$/m)
  expect(first).toMatch(/soak for 12 hours/)
  expect(first).toMatch(/boil hard for 10 minutes/)
  expect(first).toMatch(/over a slice of the bread/)
  expect(first).not.toMatch(/Not used/)
  // The Sardinian's own words: fave secche and finocchietto.
  expect(firstIdea('fave secche, pancetta, cipolla, finocchietto')).toMatch(/^## Favata$/m)
})

test('favata takes its broad beans only dried: fresh or frozen ones are another dish', () => {
  for (const list of ['broad beans, bacon, onion', 'frozen broad beans, pancetta, onion'])
    expect(firstIdea(list), list).not.toMatch(/^## Favata$/m)
})
