import { expect, test } from 'vitest'
import { expectDish, firstIdea as first, ideas } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep (issue 18, session 23d): short lists of every kitchen, half of
// them the Americas and the Caribbean, typed blind as a family types them (what it bought, not
// the onion, spice or vinegar a recipe book calls essential). The general causes: an essential
// the family never types, a place that left out the form the family adds (stockfish, mentsuyu),
// a rare cooking fat that marks its kitchen as a seasoning does, and a food typed by its dish's
// own name.

test('a tlayuda needs no lard on the list: the asiento is bought', () => {
  const recipe = first('tortillas, black beans, quesillo, cabbage, avocado')
  expectDish(recipe, 'Tlayuda', /black beans/i)
  expect(recipe).toMatch(/lard/i)
})

test('yolks, milk, lemon, cornflour and sugar are crema catalana without the cinnamon typed', () => {
  const recipe = first('milk, eggs, lemon, cornflour, caster sugar')
  expectDish(recipe, 'Crema Catalana', /cornflour/i)
  expect(recipe).toMatch(/cinnamon/i)
})

test('peppers, tomatoes and smoked sausage are lecso, the onion bought', () => {
  const recipe = first('peppers, tomatoes, smoked sausage')
  expectDish(recipe, 'Lecso', /sausage/i)
  expect(recipe).toMatch(/onion/i)
})

test('lecso takes a red onion a Hungarian family has in', () => {
  const recipe = first('bell peppers, tomatoes, red onion, kielbasa')
  expectDish(recipe, 'Lecso', /red onion/i)
  expect(recipe).not.toMatch(/Not used: “[^”]*red onion/i)
})

test('aubergine, celery, capers and tomatoes are caponata, the vinegar bought', () => {
  const recipe = first('aubergine, celery, capers, tinned tomatoes')
  expectDish(recipe, 'Caponata', /celery/i)
  expect(recipe).toMatch(/vinegar/i)
})

test('chicken, name, corn and culantro are a sancocho, as Panama makes it without plantain', () => {
  expectDish(first('chicken thighs, yam, corn on the cob, culantro'), 'Sancocho', /chicken/i)
})

test('a sancocho of cassava cooks it through', () => {
  const recipe = first('chicken drumsticks, cassava, sweetcorn, coriander')
  expectDish(recipe, 'Sancocho', /cassava/i)
  expect(recipe).toMatch(/cooked through/i)
})

test('efo riro takes the stockfish a Yoruba cook adds, soaked first', () => {
  const recipe = first('spinach, palm oil, stockfish, tomatoes')
  expectDish(recipe, 'Efo Riro', /stockfish/i)
  expect(recipe).toMatch(/soak/i)
})

test('kale with stockfish and scotch bonnet is still efo riro', () => {
  expectDish(first('kale, stockfish, tomatoes, scotch bonnet'), 'Efo Riro', /stockfish/i)
})

test('oyakodon takes the bought mentsuyu a Japanese family uses for its broth', () => {
  expectDish(first('chicken breast, eggs, rice, mentsuyu'), 'Oyakodon', /mentsuyu/i)
  expectDish(first('chicken thighs, eggs, mentsuyu, spring onions'), 'Oyakodon', /mentsuyu/i)
})

test('oyakodon from soy sauce and mirin is unchanged', () => {
  expectDish(first('chicken thighs, rice, eggs, soy sauce, mirin'), 'Oyakodon', /mirin/i)
})

test('bread, cheese, beer and Worcestershire are welsh rarebit, with no butter to buy', () => {
  const recipe = first('bread, cheese, beer, worcestershire sauce')
  expectDish(recipe, 'Welsh Rarebit', /beer/i)
  expect(recipe).not.toMatch(/Butter — .*extra/i)
})

test('a rarebit with butter on the list warms the ale with it', () => {
  const recipe = first('sourdough, cheddar, ale, butter, mustard')
  expectDish(recipe, 'Welsh Rarebit', /ale/i)
  expect(recipe).toMatch(/ale in a small pan over a low heat with the butter/i)
})

test('bread, cheddar and Worcestershire without ale are still cheese on toast', () => {
  expectDish(first('bread, cheddar, worcestershire sauce'), 'Cheese on Toast', /cheddar/i)
})

test('black-eyed beans, palm oil and plantain are red-red, not dodo with the palm oil left over', () => {
  expectDish(first('black eyed peas, red palm oil, plantain'), 'Red-Red', /palm oil/i)
  expectDish(first('black eyed beans, palm oil, plantains, gari'), 'Red-Red', /gari/i)
})

test('plantain with eggs or baked beans is still dodo', () => {
  expectDish(first('ripe plantain, eggs'), 'Dodo', /plantain/i)
  expectDish(first('plantains, baked beans'), 'Dodo', /baked beans/i)
})

test('dende oil with prawns and coconut milk is a moqueca', () => {
  expectDish(first('king prawns, coconut milk, dende oil, peppers'), 'Moqueca', /dende oil/i)
})

test('mustard oil with potatoes and green chillies is aloo bhorta', () => {
  expectDish(first('potatoes, mustard oil, green chillies'), 'Aloo Bhorta', /mustard oil/i)
})

test('a food typed by its dish’s own name leads with that dish: rajma is rajma', () => {
  const recipe = first('rajma, onion, tomatoes')
  expectDish(recipe, 'Rajma', /rajma/i)
  expect(recipe).toMatch(/soak/i)
})

test('rajma, tomatoes and basmati are rajma chawal, not a burrito bowl', () => {
  expectDish(first('rajma, tomatoes, basmati'), 'Rajma', /basmati/i)
})

test('fakes asks for no vinegar on the list: brown lentils, tomatoes and carrots are fakes', () => {
  expectDish(first('brown lentils, tinned tomatoes, carrots, bay leaves'), 'Fakes', /lentils/i)
})

test('lentils typed as "fakes" are the Greek lentil soup, cooked once by its own steps', () => {
  const recipe = first('fakes, tomato paste, carrots')
  expectDish(recipe, 'Fakes', /carrot/i)
  expect(recipe).toMatch(/simmer for 30–35 minutes, until the fakes are completely soft/)
  expect(recipe).not.toMatch(/simmer for 15–25 minutes/)
})

test('the named dish is one idea: the composed dishes of the same items come after it', () => {
  const [, second, third] = ideas('rajma, onion, tomatoes')
  expect(second).not.toMatch(/^## Rajma$/m)
  expect(third).not.toMatch(/^## Rajma$/m)
})
