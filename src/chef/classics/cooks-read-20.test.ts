import { expect, test } from 'vitest'
import { expectDish, firstIdea, idea } from '../../../tests/support/first-idea.ts'

// What the seventh cook's read found: dishes a cook names first that the chef had no home for.

test('short ribs in red wine are braised on the bone, not a pot roast that buys potatoes', () => {
  const recipe = firstIdea('beef short ribs, red wine, carrots, celery, onion, tomato paste')
  expectDish(recipe, 'Red Wine Braised Short Ribs', /celery/i)
  expect(recipe).not.toMatch(/Potatoes — .*\(extra\)/)
  expect(recipe).toMatch(/slip off the bone/)
})

test('lunu miris is read as the relish kiribath is eaten with, never as taro leaves', () => {
  const recipe = firstIdea('red rice, coconut milk, lunu miris, salt')
  expectDish(recipe, 'Kiribath', /lunu miris/i)
  expect(recipe).not.toMatch(/taro|luau/i)
  expect(recipe).toMatch(/red or brown rice takes 35–40 minutes/)
  // Bought ready, it is served as it is: no second relish pounded beside it.
  expect(recipe).not.toMatch(/For lunu miris, pound/)
})

test('soft-boiled eggs are eggs to boil soft, not hard-boiled eggs already cooked', () => {
  const recipe = firstIdea('white bread, kaya, butter, soft boiled eggs, soy sauce')
  expectDish(recipe, 'Kaya Toast', /soft boiled eggs/i)
  expect(recipe).not.toMatch(/Not used: “soft boiled eggs/)
})

test('saltfish with cornmeal and okra is Bajan cou-cou and saltfish, the fish soaked first', () => {
  const recipe = firstIdea(
    'cornmeal, okra, saltfish, onion, tomatoes, thyme, butter, scotch bonnet pepper',
  )
  expectDish(recipe, 'Cou-Cou and Saltfish', /saltfish/i)
  expect(recipe).toMatch(/soak the saltfish/)
  expect(recipe).not.toMatch(/White fish|Not used: “saltfish/)
})

test('lemon zest is a lemon to zest: never "the zest of the lemon zest"', () => {
  const recipe = firstIdea(
    'fresh breadcrumbs, whole milk, 4 eggs, caster sugar, raspberry jam, lemon zest, butter',
  )
  expectDish(recipe, 'Queen of Puddings', /zest of the lemon/)
  expect(recipe).not.toMatch(/lemon zests?\b(?! of)/i)
})

test('a rotisserie chicken is shredded, never "if it is raw, poach it"', () => {
  const recipe = firstIdea(
    'spaghetti, rotisserie chicken, rotel, velveeta, cream of chicken soup, onion, bell pepper',
  )
  expectDish(recipe, 'Chicken Spaghetti', /rotisserie chicken/i)
  expect(recipe).not.toMatch(/is raw|[Pp]oach|chicken water/)
})

test('kuru fasulye from dried beans does not tell the cook about tins after soaking them', () => {
  const recipe = firstIdea(
    'dried cannellini beans, sucuk, onion, tomato paste, pepper paste, butter, chili flakes',
  )
  expectDish(recipe, 'Kuru Fasulye', /sucuk/i)
  expect(recipe).not.toMatch(/tinned|with lamb or beef/i)
})

test('ginisang munggo takes its ampalaya leaves and the chicharron on top', () => {
  const recipe = firstIdea(
    'mung beans, pork belly, ampalaya leaves, tomato, garlic, onion, patis, chicharron',
  )
  expectDish(recipe, 'Ginisang Munggo', /ampalaya leaves/i)
  expect(recipe).toMatch(/chicharron, crushed/i)
  expect(recipe).not.toMatch(/Not used|bitter gourd/i)
})

test('fridge fried rice takes the cabbage shredded, and the carrots are diced before they fry', () => {
  const recipe = firstIdea(
    'half a cabbage, 2 carrots, leftover rice, eggs, soy sauce, spring onions, frozen peas, bacon',
  )
  expectDish(recipe, 'Egg Fried Rice', /cabbage/i)
  expect(recipe).toMatch(/finely dice the carrots/)
  expect(recipe).toMatch(/shred the cabbage/)
  expect(recipe).not.toMatch(/Not used/)
})

test('ricotta in a tomato pasta goes in off the heat at the end, never simmered 10 minutes', () => {
  const recipe = firstIdea(
    'wilted celery, 3 sad peppers, half tub ricotta, spinach, penne, parmesan, cherry tomatos, lemon',
  )
  expect(recipe).toMatch(
    /simmer for 8–10 minutes until rich and thick, then take it off the heat and stir in the ricotta/,
  )
  expect(recipe).not.toMatch(/cherry tomatoes and ricotta into the frying pan and simmer/)
})

test("tashreeb's dried chickpeas are soaked and boiled first: the bread soaking up the broth is not their soak", () => {
  const recipe = firstIdea('lamb, dried chickpeas, khubz, dried limes, onion')
  expectDish(recipe, 'Tashreeb', /lamb/i)
  expect(recipe).toMatch(/^1\. The night before, put the dried chickpeas/m)
  expect(recipe).toMatch(/simmer for 1½ hours/)
  expect(recipe).not.toMatch(/lamb or lamb|chicken 40 minutes|khubzs/i)
})

test('red lentils with coconut milk and curry powder are a Sri Lankan parippu, its spinach stirred in', () => {
  const recipe = firstIdea('red lentils, coconut milk, curry powder, onion, spinach')
  expectDish(recipe, 'Parippu', /coconut milk/i)
  expect(recipe).toMatch(/simmered with curry powder/)
  expect(recipe).not.toMatch(/Not used|turmeric/i)
})

test('a place word inside a phrase is not renamed into nonsense: no "currants buns", no "chorizo belly"', () => {
  const rock = idea(
    'self-raising flour, butter, caster sugar, currants, 1 egg, milk, nutmeg',
    /Rock Cakes/,
  )
  expect(rock).toMatch(/buns studded with currants/)
  expect(rock).not.toMatch(/currants buns/)
  const mash = idea(
    'potatoes, chorizo, 1 onion, green pepper, garlic, sweet paprika, bay leaf, olive oil',
    /Patatas Revolconas/,
  )
  expect(mash).not.toMatch(/chorizo belly|chorizo fat/)
})

test('prawns in coconut milk with lemongrass and lime leaves are tom kha goong, not tom yum without its coconut', () => {
  const recipe = firstIdea('prawns, coconut milk, lime leaves, lemongrass, fish sauce, mushrooms')
  expectDish(recipe, 'Tom Kha Goong', /coconut milk/i)
  expect(recipe).toMatch(/pink and opaque all through/)
})

test('black-eyed peas, collards and a smoked turkey wing are the Southern greens-and-peas pot', () => {
  const recipe = firstIdea(
    'sweet potatoes, black eyed peas, collard greens, onion, smoked turkey wing',
  )
  expectDish(recipe, 'Southern Collard Greens', /black eyed peas, drained/i)
})
