import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep (issue 18, session 21c): the vegetarian, vegetable, pulse, egg,
// noodle and fish or seafood home dishes of every kitchen, typed blind as families type them. The
// general causes: an essential the family keeps in the cupboard and does not type (tamarind,
// vinegar, mayonnaise, an egg), the bag of frozen mixed seafood a family buys, a bouillon the list
// reader did not know, and dishes a cook of the region expects that the library lacked.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('Knorr caldo de tomate is the chicken-tomato bouillon Mexican families cook with', () => {
  expect(readAs('knorr caldo de tomate')).toBe('chicken stock')
  expect(readAs('caldo de tomate')).toBe('chicken stock')
})

test('fideo, tomatoes and a caldo de tomate cube make sopa de fideo', () => {
  expectDish(first('fideo, tomatoes, onion, caldo de tomate'), 'Sopa de Fideo', /fideo/i)
})

test('a bag of frozen mixed seafood with rice, tomatoes and coriander is arroz de marisco, thawed first', () => {
  const recipe = first('frozen seafood mix, rice, tomatoes, onion, coriander')
  expectDish(recipe, 'Arroz de Marisco', /seafood mix/i)
  expect(recipe).toMatch(/thaw/i)
})

test('mixed seafood with orzo and tomatoes is kritharoto', () => {
  expectDish(
    first('orzo, mixed seafood, tomatoes, onion, garlic, feta'),
    'Kritharoto',
    /mixed seafood/i,
  )
})

test('kingfish in coconut milk with vinegar, green chillies and curry leaves is fish molee', () => {
  const recipe = first(
    'kingfish, coconut milk, green chillies, ginger, curry leaves, vinegar, onion',
  )
  expectDish(recipe, 'Fish Molee', /kingfish/i)
  expect(recipe).toMatch(/opaque all through/)
})

test('yogurt and gram flour sweetened with jaggery is Gujarati kadhi, not dhokla', () => {
  const recipe = first('yogurt, besan, jaggery, mustard seeds, curry leaves, cloves')
  expectDish(recipe, 'Gujarati Kadhi', /besan/i)
  expect(recipe).not.toMatch(/Khaman Dhokla/)
})

test('yogurt, gram flour and onion without sweetness is still not Gujarati kadhi', () => {
  expect(first('yogurt, gram flour, onion, turmeric, cumin')).not.toMatch(/^## Gujarati Kadhi$/m)
})

test('potatoes with a bunch of fresh methi are aloo methi, the bitter juice squeezed out', () => {
  const recipe = first('potatoes, fresh methi, cumin seeds, garlic, green chilli')
  expectDish(recipe, 'Aloo Methi', /methi/i)
  expect(recipe).toMatch(/squeeze out the bitter juice/)
})

test('squid tubes with cornflour, chilli and spring onion are salt and pepper squid', () => {
  const recipe = first('squid tubes, cornflour, chilli, spring onions, garlic')
  expectDish(recipe, 'Salt and Pepper Squid', /squid/i)
  expect(recipe).toMatch(/opaque all through/)
})

test('puy lentils with shallot and mustard are a lentil salad though vinegar was not typed', () => {
  expectDish(
    first('puy lentils, shallot, dijon mustard, parsley'),
    'Salade de Lentilles',
    /lentils/i,
  )
})

test('smoked mackerel with lemon and horseradish is a pate, never a lemon cake', () => {
  const recipe = first('smoked mackerel, lemon, horseradish')
  expectDish(recipe, 'Smoked Mackerel Pate', /smoked mackerel/i)
})

test('black-eyed beans with crayfish and eggs are moi-moi though the peppers were not typed', () => {
  expectDish(
    first('black eyed beans, onion, ground crayfish, eggs'),
    'Moi-Moi',
    /black eyed beans/i,
  )
})

test('red lentils with berbere and niter kibbeh are misir wot, not a lentil soup', () => {
  expectDish(first('red lentils, berbere, niter kibbeh'), 'Misir Wot', /berbere/i)
})

test('garden eggs with smoked mackerel in palm oil are garden egg stew, without buying yam', () => {
  const recipe = first('garden eggs, smoked mackerel, palm oil, onions, tomatoes')
  expectDish(recipe, 'Garden Egg Stew', /garden eggs/i)
  expect(recipe).not.toMatch(/Yam —/)
})

test('sour curries fit without the tamarind typed: gaeng som, sambar', () => {
  expectDish(first('gaeng som paste, prawns, green papaya'), 'Gaeng Som', /prawns/i)
  expectDish(first('toor dal, drumsticks, sambar powder, shallots'), 'Sambar', /toor dal/i)
})

test('soba with spring onions, wasabi and nori is zaru soba, the dipping sauce bought', () => {
  expectDish(first('soba noodles, spring onions, wasabi, nori'), 'Zaru Soba', /soba/i)
})

test('pickled cucumbers with dill and sour cream are zupa ogorkowa without potatoes typed', () => {
  expectDish(
    first('pickled cucumbers, carrots, dill, sour cream'),
    'Zupa Ogorkowa',
    /pickled cucumbers/i,
  )
})

test('canned clams with milk and celery are clam chowder without potatoes typed', () => {
  expectDish(first('canned clams, onion, milk, celery'), 'New England Clam Chowder', /clams/i)
})

test('sardines, raisins, pine nuts and saffron with bucatini are pasta con le sarde without wild fennel', () => {
  expectDish(
    first('fresh sardines, raisins, pine nuts, saffron, bucatini, onion, breadcrumbs'),
    'Pasta con le Sarde',
    /sardines/i,
  )
})

test('pickled herring with beetroot is herring under a fur coat, the mayonnaise bought', () => {
  expectDish(
    first('pickled herring, beetroot, potatoes, carrots, onion, eggs'),
    'Herring under a Fur Coat',
    /herring/i,
  )
})

test('grated potato with onion, flour and sour cream is placki without the egg typed', () => {
  expectDish(first('potatoes, onion, flour, sour cream'), 'Placki Ziemniaczane', /potatoes/i)
})

test('ampalaya sauteed with tomato and garlic is ginisang ampalaya with or without egg', () => {
  expectDish(first('ampalaya, tomato, onion, garlic'), 'Ginisang Ampalaya', /ampalaya/i)
})

test('bangus with vinegar, eggplant and ampalaya is paksiw without the ginger typed', () => {
  expectDish(first('bangus, vinegar, garlic, eggplant, ampalaya'), 'Paksiw na Isda', /bangus/i)
})

test('dry-fried green beans use the ya cai a Sichuan family adds', () => {
  const recipe = first('green beans, ya cai, garlic, dried chillies, sichuan peppercorns')
  expectDish(recipe, 'Sichuan Dry-Fried Green Beans', /green beans/i)
  expect(recipe).toMatch(/ya cai/i)
  expect(recipe).not.toMatch(/Not used: “ya cai/)
})

test('a named dish of four of the list that buys nothing is still that dish beside one odd fridge item', () => {
  expectDish(first('eggs, tomato, onion, serrano, spinach'), 'Huevos a la Mexicana', /serrano/i)
})

test('a mushroom is no odd item: pak choi with shiitake stays its own stir-fry', () => {
  expect(first('pak choi, shiitake mushrooms, oyster sauce, garlic, sesame oil')).not.toMatch(
    /Not used: “shiitake/,
  )
})

test('baingan bharta and rajma take the ginger and lemon a family adds', () => {
  const bharta = first('aubergine, onion, tomatoes, green chilli, ginger, lemon, coriander')
  expectDish(bharta, 'Baingan Bharta', /aubergine/i)
  expect(bharta).not.toMatch(/Not used: “(ginger|lemon)/)
  const rajma = first('tin kidney beans, onion, tomatoes, garam masala, basmati rice, lemon')
  expectDish(rajma, 'Rajma', /kidney beans/i)
  expect(rajma).toMatch(/lemon in wedges/)
})

test('huevos a la mexicana takes the garlic and the rice a family adds, not telur balado', () => {
  const recipe = first('eggs, tomato, onion, serrano, garlic, rice')
  expectDish(recipe, 'Huevos a la Mexicana', /serrano/i)
  expect(recipe).not.toMatch(/Not used: “(garlic|rice)/)
})

test('mussels with black pepper, lemon and parsley are impepata di cozze, not spaghetti bought for them', () => {
  const recipe = first('mussels, black pepper, lemon, garlic, parsley')
  expectDish(recipe, 'Impepata di Cozze', /mussels/i)
  expect(recipe).toMatch(/stay shut/)
  expect(first('mussels, white wine, shallots, garlic, parsley')).toMatch(/^## Moules Marinieres$/m)
})
