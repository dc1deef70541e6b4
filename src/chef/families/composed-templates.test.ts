import { expect, test } from 'vitest'
import { composeRecipe, renderRecipe } from '../compose-recipe.ts'
import { planFamilyDish } from '../planning/plan-recipe.ts'

// What a cook's read (round 12) found in the composed templates: a "salad" of three raw spring
// onions, prawns cooked twice over, sugar scorched alone in a hot pan, a spoonful of beans to a pot
// of soup, leftover rice reheated twice.

function family(id: string, list: readonly string[], servings = 2): string {
  const plan = planFamilyDish(id, list, { servings })
  if (plan === undefined) throw new Error(`${id} does not fit`)
  return renderRecipe(plan)
}

test('spring onions alone are no salad; beans, leaves or a vegetable are', () => {
  expect(planFamilyDish('salad', ['prawns', 'eggs', 'spring onions'])).toBeUndefined()
  expect(planFamilyDish('salad', ['prawns', 'eggs', 'spring onions', 'cucumber'])).toBeDefined()
  expect(planFamilyDish('salad', ['butter beans', 'feta', 'red onion'])).toBeDefined()
})

test('a salad’s beans are tossed in the dressing, not set dry on top', () => {
  const salad = family('salad', ['butter beans', 'feta', 'red onion', 'dill', 'lemon'])
  expect(salad).toMatch(/Add the red onion and the butter beans and toss/)
  expect(salad).toMatch(/top with the feta and the dill/)
})

test('an omelette’s prawns go in after the vegetables, for 2–3 minutes in all', () => {
  const omelette = family('omelette', ['eggs', 'prawns', 'spring onions'])
  expect(omelette).toMatch(
    /cook the spring onions for 3–4 minutes[^.;]*, then add the prawns for 2–3 minutes/,
  )
  expect(omelette).not.toMatch(/prawns for 3–4 minutes/)
})

test('a stew’s sugar goes in with the liquid, its dry spices are fried a minute', () => {
  const stew = family('stew', ['pork shoulder', 'carrots', 'brown sugar', 'paprika', 'stock'])
  expect(stew).not.toMatch(/Stir in the brown sugar/)
  expect(stew).toMatch(/Stir in the paprika for a minute/)
  expect(stew).toMatch(/pour in the [^.]*stock with the brown sugar/)
})

test('a soup’s beans and lentils are its body, at a cook’s measure', () => {
  expect(family('soup', ['butter beans', 'tinned tomatoes', 'onion'])).toMatch(
    /^- Butter beans — 1½ tins$/m,
  )
  expect(family('soup', ['red lentils', 'onion', 'carrots'])).toMatch(/^- Red lentils — 150 g$/m)
  // Pearl barley swells to fill a pot from a little.
  expect(family('soup', ['pearl barley', 'onion', 'carrots'])).toMatch(/^- Pearl barley — 60 g$/m)
  // The visitor's own amount still rules.
  expect(composeRecipe(['red lentils 100g', 'onion', 'carrots', 'stock'])).not.toMatch(
    /^- Red lentils — 150 g$/m,
  )
})

test('a stew’s beans are a main course’s helping', () => {
  expect(family('stew', ['cannellini beans', 'chorizo', 'onion', 'tinned tomatoes'])).toMatch(
    /^- Cannellini beans — 1½ tins$/m,
  )
})

test('leftover rice fried into a frittata is reheated there, once, not again in the microwave', () => {
  // Leftover rice with chicken and eggs is fried rice first, as a cook names it; the frittata
  // that stirs the rice in is the next idea.
  const frittata = composeRecipe(
    ['half a roast chicken', 'carrots', 'half a leek', '2 eggs', 'leftover cooked rice'],
    { variant: 1 },
  )
  expect(frittata).toMatch(/^## .*Frittata$/m)
  expect(frittata).toMatch(/cooked rice steaming hot throughout/)
  expect(frittata).not.toMatch(/just once[^.]*microwave/)
})
