import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Everyday home and regional dishes of the Filipino, Brazilian, Caribbean, Ethiopian and West
// African kitchens, fourth round (issue 18): a list a visitor might type from their own fridge and
// cupboard, carrying the dish's signature, gets that dish first, with its star used and its
// safety step in the method.

// ── Filipino ──────────────────────────────────────────────────────────────────────────────────

test('spaghetti, minced pork, hot dogs and banana ketchup make Filipino spaghetti, not bolognese', () => {
  const recipe = first(
    'spaghetti 500g, ground pork, hot dogs, banana ketchup, tomato sauce, cheddar cheese, onion, garlic, sugar',
  )
  expectDish(recipe, 'Filipino Spaghetti', /hot dogs/)
  expect(recipe).toMatch(/no pink remains/)
})

test('graham crackers, mangoes, cream and condensed milk make a mango float', () => {
  expectDish(
    first('graham crackers, 2 ripe mangoes, all purpose cream, condensed milk'),
    'Mango Float',
    /mango/,
  )
})

test('chicken, glass noodles, fish sauce and annatto make chicken sotanghon soup, not pancit bihon', () => {
  const recipe = first(
    'chicken thighs, glass noodles, fish sauce, garlic, onion, carrots, cabbage, annatto powder, spring onions',
  )
  expectDish(recipe, 'Chicken Sotanghon Soup', /glass noodles/)
  expect(recipe).toMatch(/cooked right through/)
})

test('rice noodles, shrimp and annatto make pancit palabok, the prawns cooked through', () => {
  const recipe = first(
    'rice noodles, shrimp, annatto, ground pork, eggs, chicharron, garlic, fish sauce, cornstarch, spring onion',
  )
  expectDish(recipe, 'Pancit Palabok', /shrimp/)
  expect(recipe).toMatch(/opaque right through/)
})

test('bean sprouts and spring roll wrappers make lumpiang togue', () => {
  expectDish(
    first(
      'bean sprouts 300g, spring roll wrappers, carrots, green beans, sweet potato, garlic, vinegar, oil',
    ),
    'Lumpiang Togue',
    /bean sprouts/,
  )
})

test('shrimp in coconut milk with ginger and squash make ginataang hipon', () => {
  const recipe = first(
    'shrimp 500g, coconut milk, garlic, ginger, onion, squash, fish sauce, chili',
  )
  expectDish(recipe, 'Ginataang Hipon', /shrimp/)
  expect(recipe).toMatch(/opaque right through/)
})

test('beef with soy sauce, tomato sauce and calamansi makes beef mechado', () => {
  expectDish(
    first(
      'beef chuck, soy sauce, tomato sauce, potatoes, carrots, calamansi, onion, garlic, bay leaves',
    ),
    'Beef Mechado',
    /beef chuck/,
  )
})

test('chicken, curry powder, coconut milk and potatoes make Filipino chicken curry', () => {
  const recipe = first(
    'chicken thighs 1kg, curry powder, coconut milk, potatoes, carrots, red bell pepper, onion, garlic, fish sauce',
  )
  expectDish(recipe, 'Filipino Chicken Curry', /chicken thighs/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('young coconut, pandan and condensed milk make buko pandan', () => {
  expectDish(
    first('young coconut, pandan leaves, condensed milk, all purpose cream, gelatin, sago'),
    'Buko Pandan',
    /coconut/,
  )
})

test('misua and patola with minced pork make the weeknight misua soup', () => {
  expectDish(
    first('misua, patola, ground pork, garlic, onion, fish sauce, spring onions'),
    'Misua with Patola',
    /patola/,
  )
})

test('tocino, day-old rice and eggs make tocilog, the tocino cooked through', () => {
  const recipe = first('pork tocino, day old rice, eggs, garlic, vinegar')
  expectDish(recipe, 'Tocilog', /tocino/)
  expect(recipe).toMatch(/cooked through/)
})

test('milkfish with a tamarind soup mix and radish makes sinigang na isda, not pan-fried fish', () => {
  const recipe = first('bangus, tamarind soup mix, radish, kangkong, tomatoes, onion')
  expectDish(recipe, 'Sinigang na Isda', /bangus/)
  expect(recipe).toMatch(/opaque right through/)
})

test('tinned corned beef with garlic, tomato and potatoes makes ginisang corned beef', () => {
  expectDish(
    first('canned corned beef, potatoes, onion, garlic, tomato, rice'),
    'Ginisang Corned Beef',
    /corned beef/,
  )
})

// ── Brazilian ─────────────────────────────────────────────────────────────────────────────────

test('tinned sardines with eggs, milk, flour and baking powder make torta de sardinha', () => {
  expectDish(
    first(
      '2 tins sardines in oil, eggs, milk, flour, tomatoes, onion, baking powder, green olives, oil',
    ),
    'Torta de Sardinha',
    /sardines/,
  )
})

test('coconut milk, cornflour and prunes make manjar branco, not pudim', () => {
  expectDish(
    first('coconut milk, cornstarch, prunes, milk, condensed milk, sugar'),
    'Manjar Branco',
    /prunes/,
  )
})

test('pumpkin and carne seca make quibebe, the carne seca soaked first', () => {
  const recipe = first('pumpkin 1kg, carne seca, onion, garlic, coriander, rice')
  expectDish(recipe, 'Quibebe', /pumpkin/)
  expect(recipe).toMatch(/changing the water/)
})

test('flocão, eggs and butter make cuscuz nordestino', () => {
  expectDish(first('flocao, eggs, butter, queijo coalho'), 'Cuscuz Nordestino', /flocao/)
})

test('Maria biscuits, condensed milk and cocoa make pavê de chocolate, not brigadeirão', () => {
  expectDish(
    first('maria biscuits, condensed milk, cocoa powder, milk, eggs, cream, cornstarch'),
    'Pave de Chocolate',
    /maria biscuits/i,
  )
})

test('cornmeal, hearts of palm, tomatoes and sardines make cuscuz paulista, not a pasta', () => {
  expectDish(
    first('flocao, hearts of palm, tinned sardines, tomatoes, onion, garlic, eggs, peas, olives'),
    'Cuscuz Paulista',
    /hearts of palm/i,
  )
})

// ── Caribbean and Cuban ───────────────────────────────────────────────────────────────────────

test('rice, Vienna sausages, sofrito and sazón make arroz con salchichas, not jambalaya', () => {
  const recipe = first('rice 2 cups, vienna sausages 2 cans, sofrito, sazon, tomato sauce, olives')
  expectDish(recipe, 'Arroz con Salchichas', /vienna sausages/i)
  expect(recipe).toMatch(/hot right through/)
})

test('red beans with coconut and evaporated milk and sweet potato make habichuelas con dulce', () => {
  const recipe = first(
    'red kidney beans 2 tins, coconut milk, evaporated milk, sweet potato, sugar, cinnamon sticks, cloves, raisins',
  )
  expectDish(recipe, 'Habichuelas con Dulce', /kidney beans/)
  expect(recipe).toMatch(/boiled hard for at least 10 minutes/)
})

test('thin steak with lime, garlic and onion makes bistec de palomilla', () => {
  expectDish(
    first('sirloin steak thin, limes, garlic, onion, parsley, rice'),
    'Bistec de Palomilla',
    /steak/,
  )
})

test('black beans with green pepper, cumin and vinegar make Cuban frijoles negros', () => {
  expectDish(
    first(
      'black beans 2 cans, green pepper, onion, garlic, cumin, oregano, bay leaf, vinegar, olive oil',
    ),
    'Frijoles Negros',
    /black beans/,
  )
})

test('cornmeal, coconut, pumpkin and sweet potato make Bajan conkies, steamed through', () => {
  const recipe = first(
    'cornmeal, grated coconut, pumpkin, sweet potato, brown sugar, raisins, butter, flour, mixed spice',
  )
  expectDish(recipe, 'Conkies', /cornmeal/)
  expect(recipe).toMatch(/cooked through/)
})

test('pork, cornmeal and green pepper make tamal en cazuela', () => {
  expectDish(
    first('pork shoulder, cornmeal, green pepper, onion, garlic, tomato sauce, cumin'),
    'Tamal en Cazuela',
    /cornmeal/,
  )
})

// ── Ethiopian and Eritrean ────────────────────────────────────────────────────────────────────

test('chicken with berbere, rosemary and jalapeño makes doro tibs, the chicken cooked through', () => {
  const recipe = first(
    'chicken breast, berbere, rosemary, red onion, jalapeno, garlic, niter kibbeh, injera',
  )
  expectDish(recipe, 'Doro Tibs', /chicken breast/i)
  expect(recipe).toMatch(/cooked right through/)
})

test('beef with turmeric and spiced butter makes siga alicha, the mild beef stew', () => {
  expectDish(
    first('beef 1kg, turmeric, niter kibbeh, onions, garlic, ginger, green chilli, potatoes'),
    'Siga Alicha',
    /beef/,
  )
})

test('tomatoes, berbere and onion with eggs make Eritrean silsi', () => {
  expectDish(first('tomatoes, berbere, red onion, garlic, eggs'), 'Silsi', /tomatoes/)
})

test('minced beef, pastry and berbere make siga sambusa', () => {
  const recipe = first('ground beef, spring roll wrappers, onion, jalapeno, berbere, garlic, oil')
  expectDish(recipe, 'Siga Sambusa', /ground beef/i)
  expect(recipe).toMatch(/no pink remains/)
})

// ── West African ──────────────────────────────────────────────────────────────────────────────

test('plantains with roasted groundnuts and pepper make boli, not kelewele', () => {
  expectDish(
    first('ripe plantains, roasted groundnuts, scotch bonnet, onion, palm oil'),
    'Boli',
    /groundnuts/,
  )
})

test('hard-boiled eggs with a sweet flour dough make Nigerian egg rolls', () => {
  expectDish(
    first('hard boiled eggs, flour, sugar, butter, milk, baking powder, nutmeg, oil'),
    'Nigerian Egg Roll',
    /boiled eggs/i,
  )
})

test('dried shrimp, smoked fish and chilli fried in oil make shito', () => {
  expectDish(
    first(
      'dried shrimp, smoked fish, chilli powder, onions, ginger, garlic, vegetable oil, tomato paste',
    ),
    'Shito',
    /dried shrimp/i,
  )
})

test('chicken, aubergine, tomato and ginger make Ivorian kedjenou, the chicken cooked through', () => {
  const recipe = first(
    'chicken legs, eggplant, tomatoes, onion, ginger, scotch bonnet, garlic, rice',
  )
  expectDish(recipe, 'Kedjenou', /chicken legs/i)
  expect(recipe).toMatch(/no pink at the bone/)
})
