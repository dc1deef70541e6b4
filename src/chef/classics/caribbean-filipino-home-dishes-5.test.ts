import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Everyday home dishes of the Caribbean and Filipino kitchens, fifth round (issue 18): what a home
// cook makes from the cupboard (a tin of corned beef or sardines, a bag of flour, a stick of
// salami, a jar of sofrito), typed the way a visitor types it, gets that dish first, with its star
// used and its safety step in the method.

// ── Filipino ──────────────────────────────────────────────────────────────────────────────────

test('cauliflower, carrots, cabbage and oyster sauce make Filipino chop suey', () => {
  const recipe = first(
    'cauliflower, carrots, cabbage, snow peas, chicken breast, oyster sauce, cornstarch, quail eggs',
  )
  expectDish(recipe, 'Filipino Chop Suey', /cauliflower/)
  expect(recipe).toMatch(/no pink remains/)
})

test('a tin of sardines and misua make sardinas with misua, not misua with patola', () => {
  expectDish(
    first('2 cans ligo sardines, misua noodles, egg, onion, garlic, patola'),
    'Sardinas with Misua',
    /sardines/,
  )
})

test('a tin of sardines and eggs make ginisang sardinas', () => {
  expectDish(
    first('1 can sardines in tomato sauce, 3 eggs, onion, garlic, rice'),
    'Ginisang Sardinas',
    /sardines/,
  )
})

test('fruit cocktail, cream and condensed milk make a Filipino fruit salad', () => {
  expectDish(
    first('2 cans del monte fruit cocktail, nestle cream, condensed milk, nata de coco, kaong'),
    'Filipino Fruit Salad',
    /fruit cocktail/,
  )
})

test('kangkong with soy sauce and vinegar makes adobong kangkong, not a Vietnamese stir-fry', () => {
  expectDish(
    first('kangkong, soy sauce, vinegar, garlic, pork belly'),
    'Adobong Kangkong',
    /kangkong/,
  )
})

test('brisket with star anise, soy sauce and brown sugar makes beef pares', () => {
  expectDish(
    first('1kg beef brisket, star anise, soy sauce, brown sugar, garlic, onion, leftover rice'),
    'Beef Pares',
    /brisket/,
  )
})

test('leftover roast pork and Mang Tomas make lechon paksiw', () => {
  const recipe = first('leftover roast pork, mang tomas, vinegar, brown sugar, garlic, bay leaves')
  expectDish(recipe, 'Lechon Paksiw', /pork/)
  expect(recipe).toMatch(/Mang tomas|mang tomas/i)
})

test('chicken, Vienna sausages and evaporated milk make chicken pastel', () => {
  const recipe = first(
    'chicken thighs, vienna sausages, evaporated milk, butter, potatoes, carrots, green peas, soy sauce, calamansi',
  )
  expectDish(recipe, 'Chicken Pastel', /chicken thighs/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('bean sprouts and tofu make ginisang togue', () => {
  expectDish(
    first('bean sprouts 500g, firm tofu, garlic, onion, fish sauce, carrots, shrimp'),
    'Ginisang Togue',
    /bean sprouts/,
  )
})

test('sweet potatoes fried in brown sugar make camote cue', () => {
  expectDish(first('sweet potatoes, brown sugar, cooking oil'), 'Camote Cue', /sweet potato/)
})

test('glutinous rice flour, grated coconut and sesame seeds make palitaw', () => {
  expectDish(
    first('glutinous rice flour, grated coconut, sugar, sesame seeds'),
    'Palitaw',
    /rice flour/,
  )
})

test('marrow bones and corn on the cob make bulalo, not nilagang baka', () => {
  expectDish(
    first(
      'beef shank, bone marrow, corn on the cob, cabbage, potatoes, fish sauce, onion, peppercorns',
    ),
    'Bulalo',
    /marrow/,
  )
})

test('pork chops in soy sauce and calamansi make Filipino pork steak', () => {
  const recipe = first('pork chops, soy sauce, calamansi, onion, garlic')
  expectDish(recipe, 'Filipino Pork Steak', /pork chops/)
  expect(recipe).toMatch(/no pink in the middle/)
})

test('tilapia in vinegar, sugar and ginger makes escabecheng isda, not escovitch fish', () => {
  const recipe = first(
    'tilapia, vinegar, sugar, ketchup, ginger, carrots, bell pepper, onion, garlic, cornstarch',
  )
  expectDish(recipe, 'Escabecheng Isda', /tilapia/)
  expect(recipe).toMatch(/opaque right through/)
})

test('pork ribs, cabbage and fish sauce make nilagang baboy', () => {
  expectDish(
    first('pork ribs, cabbage, potatoes, corn, peppercorns, fish sauce, onion'),
    'Nilagang Baboy',
    /pork ribs/,
  )
})

test('young jackfruit in coconut milk makes ginataang langka', () => {
  expectDish(
    first('young jackfruit, coconut milk, shrimp paste, garlic, onion, ginger'),
    'Ginataang Langka',
    /jackfruit/,
  )
})

test('a tin of corned beef bound with egg makes tortang corned beef; with day-old rice, still silog', () => {
  expectDish(
    first('1 can corned beef, 2 eggs, onion, garlic, flour, banana ketchup, rice'),
    'Tortang Corned Beef',
    /corned beef/,
  )
  expectDish(first('corned beef, egg, day old rice, garlic, onion'), 'Silog', /corned beef/)
})

// ── Caribbean ─────────────────────────────────────────────────────────────────────────────────

test('spaghetti with salami and sazón makes Dominican spaghetti', () => {
  expectDish(
    first(
      '1 lb spaghetti, dominican salami, tomato paste, evaporated milk, onion, green pepper, sazon',
    ),
    'Dominican Spaghetti',
    /salami/,
  )
})

test('a tin of corned beef with sofrito makes corned beef guisado, not corned beef hash', () => {
  expectDish(
    first('1 can corned beef, sofrito, tomato sauce, potatoes, sazon, olives, rice'),
    'Corned Beef Guisado',
    /corned beef/,
  )
})

test('pork shoulder with garlic, oregano and adobo makes pernil, roasted to 90°C', () => {
  const recipe = first('8 lb pork shoulder, garlic, oregano, goya adobo, olive oil, white vinegar')
  expectDish(recipe, 'Pernil', /pork shoulder/)
  expect(recipe).toMatch(/at least 90°C in the middle/)
})

test('chicken in sour orange, garlic and cumin makes Cuban mojo chicken', () => {
  const recipe = first(
    'chicken thighs, sour orange, garlic, cumin, oregano, onion, black beans, rice',
  )
  expectDish(recipe, 'Cuban Mojo Chicken', /chicken thighs/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('bacalao with sofrito and potatoes makes bacalao guisado, the salt fish soaked first', () => {
  const recipe = first('bacalao, sofrito, tomato sauce, potatoes, olives, onion, rice')
  expectDish(recipe, 'Bacalao Guisado', /bacalao/)
  expect(recipe).toMatch(/changing the water/)
})

test('cassava, plantain and coconut milk make metemgee, the cassava cooked right through', () => {
  const recipe = first(
    'green plantains, cassava, eddoes, coconut milk, onion, thyme, wiri wiri pepper, flour',
  )
  expectDish(recipe, 'Metemgee', /cassava/)
  expect(recipe).toMatch(/cassava must always be cooked right through/)
})

test('split peas and corn on the cob make Trinidad corn soup', () => {
  expectDish(
    first(
      'yellow split peas, corn on the cob, pumpkin, onion, garlic, thyme, chadon beni, scotch bonnet, coconut milk, flour, pig tails',
    ),
    'Trinidad Corn Soup',
    /corn/,
  )
})

test('salt fish and cabbage make cabbage and saltfish, the salt fish soaked first', () => {
  const recipe = first(
    'salt fish, cabbage, carrot, onion, tomato, thyme, scotch bonnet pepper, hard dough bread',
  )
  expectDish(recipe, 'Cabbage and Saltfish', /salt fish/)
  expect(recipe).toMatch(/changing the water/)
})

test('chicken with epis, lime and tomato paste makes poul nan sos', () => {
  const recipe = first(
    'chicken legs, haitian epis, sour orange, tomato paste, onion, garlic, thyme, scotch bonnet',
  )
  expectDish(recipe, 'Poul nan Sos', /chicken/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('flour, baking powder and grated coconut make a Trinidad coconut bake, not fried dumplings', () => {
  expectDish(
    first('2 cups flour, baking powder, coconut, sugar, salt, shortening, water'),
    'Coconut Bake',
    /coconut/,
  )
})

test('Vienna sausages with sofrito and potatoes make salchichas guisadas; with rice, arroz con salchichas', () => {
  expectDish(
    first('vienna sausages, sofrito, potatoes, tomato sauce, sazon'),
    'Salchichas Guisadas',
    /vienna sausages/i,
  )
  expectDish(
    first('vienna sausages, sofrito, rice, tomato sauce, sazon'),
    'Arroz con Salchichas',
    /vienna sausages/i,
  )
})

test('chicken with olives, raisins and tomato sauce makes fricasé de pollo', () => {
  const recipe = first('chicken, olives, potatoes, tomato sauce, raisins, onion, white wine')
  expectDish(recipe, 'Fricase de Pollo', /chicken/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('the local words of existing dishes are used: pig tail in red peas soup, browning in oxtail', () => {
  expectDish(
    first('red kidney beans, pig tail, coconut milk, thyme, pimento, scotch bonnet, flour'),
    'Jamaican Red Peas Soup',
    /pig tail/,
  )
  expectDish(
    first('oxtail, butter beans, browning, pimento, thyme, onion'),
    'Jamaican Oxtail Stew',
    /browning/,
  )
})

test('cornmeal and red beans with epis make mayi moulen ak sos pwa', () => {
  expectDish(
    first('cornmeal, red kidney beans, epis, onion, garlic, coconut milk, thyme'),
    'Mayi Moulen ak Sos Pwa',
    /cornmeal/,
  )
})
