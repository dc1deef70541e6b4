import { expect, test } from 'vitest'
import { expectDish, firstIdea, ideas } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'

// What the ninth cook's read found: an Igbo soup list made into a casserole, a Goan fish curry
// list into a tomato curry, and every "caramel" read as a Vietnamese kho's bitter caramel.

test('cocoyam, palm oil, ugu and stockfish are ofe oha, the stockfish soaked for days first', () => {
  const recipe = firstIdea(
    'cocoyam, palm oil, ugu leaves, stockfish, dried crayfish, beef, pepper, onga cube',
  )
  expectDish(recipe, 'Ofe Oha', /cocoyam/i)
  expect(recipe).toMatch(/soak the stockfish/i)
  expect(recipe).toMatch(/cooked right through/)
  expect(recipe).not.toMatch(/Not used|leaves leaves/)
})

test('oha leaves are read as oha, not salad', () => {
  for (const typed of ['oha leaves', 'ora leaves', 'frozen oha'])
    expect(matchIngredient(typed).entry?.id).toBe('oha')
})

test('pomfret with coconut, kokum and red chillies is a Goan fish curry, the coconut ground in', () => {
  const recipe = firstIdea(
    'pomfret, coconut, kokum, red chillies, turmeric, tamarind, onion, curry leaves',
  )
  expectDish(recipe, 'Goan Fish Curry', /pomfret/i)
  expect(recipe).toMatch(/Blend them with their water, the coconut/)
  expect(recipe).not.toMatch(/Not used|doesn't suit/)
})

test('caramel beside bananas and biscuits is the toffee of a banoffee pie', () => {
  const recipe = firstIdea('bananas, caramel, digestive biscuits, double cream, butter')
  expectDish(recipe, 'Banoffee Pie', /caramel/i)
  expect(recipe).not.toMatch(/Cooking caramel/)
})

test('sweet potato leaves are greens to cook; the potato’s own leaves stay out as poisonous', () => {
  for (const typed of ['sweet potato leaves', 'camote tops', 'potato greens'])
    expect(matchIngredient(typed).entry?.id).toBe('sweet potato leaves')
  expect(matchIngredient('potato leaves').kind).toBe('unsafe')
  expect(matchIngredient('sweet potato').entry?.id).toBe('sweet potato')
})

test('tomato purée is measured in spoons wherever it fills a place for tomatoes or the liquid', () => {
  const stew = firstIdea(
    'semolina, lamb shoulder, chickpeas, harissa, tomato paste, turnips, carrots, zucchini, ras el hanout',
  )
  expect(stew).toMatch(/Tomato paste — \d+(?:½)? tbsp/)
  expect(stew).not.toMatch(/Tomato paste — \d+ ml/)
  const afritada = firstIdea('chicken, tomato paste, carrots, potatoes, onion')
  expect(afritada).toMatch(/Tomato paste — \d+(?:½)? tbsp/)
})

test('fresh tomatoes in a place for tomato purée are counted, never spooned', () => {
  for (const recipe of ideas(
    'plantains green, beef, coconut milk, onion, tomato, curry powder, garlic',
  ))
    expect(recipe).not.toMatch(/Tomatoes — [\d½]+ tbsp/)
})

test('beef, onions, paprika, marjoram, caraway and lemon zest are a Wiener Saftgulasch; gulyás keeps its own list', () => {
  const recipe = firstIdea(
    'beef chuck 1kg, onions, paprika, caraway seeds, marjoram, lemon zest, tomato paste, potatoes',
  )
  expectDish(recipe, 'Wiener Saftgulasch', /marjoram/i)
  expect(recipe).not.toMatch(/Not used: “(?:marjoram|lemon zest)”/)
  expect(firstIdea('stewing beef, onions, paprika, caraway, potatoes, peppers')).toMatch(
    /^## Hungarian Goulash$/m,
  )
})

test('asides for one food stay with it: Spam is browned, not cooked "until no pink"; shank times only for shanks', () => {
  const champuru = firstIdea('goya bitter melon, tofu firm, spam, eggs, dashi, soy sauce')
  expectDish(champuru, 'Goya Champuru', /spam/i)
  expect(champuru).not.toMatch(/no pink/)
  for (const recipe of ideas(
    'beef chuck 1kg, onions, paprika, caraway seeds, marjoram, lemon zest, tomato paste, potatoes',
  ))
    expect(recipe).not.toMatch(/shanks/)
  expect(ideas('lamb shanks, carrots, potatoes, onion, chickpeas').join('\n')).toMatch(
    /shanks 1½ hours/,
  )
})

test('"plantains green" are green plantains, not greens; with coconut milk and curry powder they make matoke the Tanzanian way', () => {
  expect(matchIngredient('plantains green').entry?.id).toBe('plantain')
  expect(matchIngredient('green').entry?.id).toBe('chard')
  const recipe = firstIdea(
    'plantains green, beef, coconut milk, onion, tomato, curry powder, garlic',
  )
  expectDish(recipe, 'Matoke', /green plantains/i)
  expect(recipe).toMatch(/Stir in the coconut milk/)
  expect(recipe).not.toMatch(/Not used|greens —/i)
})

test('pupusas name only the fillings the visitor has, and make the salsa of their tomatoes', () => {
  const recipe = firstIdea(
    'masa harina, refried beans, quesillo, cabbage, carrots, vinegar, oregano, tomatos',
  )
  expectDish(recipe, 'Pupusas', /refried beans/i)
  expect(recipe).not.toMatch(/pork|Not used/i)
  expect(recipe).toMatch(/blend to a thin salsa/)
})

test('saltfish buljol takes the cassava beside it as boiled provision, cored and cooked through', () => {
  const recipe = firstIdea(
    'salt cod, onions, green bell pepper, tomatoes, garlic, scotch bonnet, lime, cassava',
  )
  expectDish(recipe, 'Saltfish Buljol', /cassava/i)
  expect(recipe).toMatch(/pull out the woody core/)
  expect(recipe).not.toMatch(/Not used/)
})

test('buljol serves the avocado and the hot provision as one sentence a cook reads straight', () => {
  const recipes = ideas('salt cod, yuca, eggs, onion, tomatoes, avocado, olive oil').join('\n')
  expect(recipes).toMatch(/with the avocado, sliced, the yuca hot beside it/)
  expect(recipes).not.toMatch(/hot with the avocado/)
})
