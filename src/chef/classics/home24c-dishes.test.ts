import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep (issue 18, session 24c): full fridge lists from every kitchen,
// where the family typed the dish's own items AND whatever else was in the kitchen (an onion,
// eggs, rice, bacon, a loaf). The general causes: a family's usual addition (the mushrooms, the
// speck, the meat, the rice the dish is served on) had no place, so a generic dish that used
// more of the list won; and dishes a cook of the region expects that the library lacked.

test('poulet a la moutarde takes the mushrooms a family adds, and stays ahead of poulet au Riesling', () => {
  const recipe = first(
    'chicken thighs, dijon mustard, creme fraiche, white wine, shallots, mushrooms, rice',
  )
  expectDish(recipe, 'Poulet a la Moutarde', /mustard/i)
  expect(recipe).toMatch(/Add the mushrooms, sliced, and fry for 4–5 minutes/)
})

test('kaesespaetzle takes the speck a family fries with it, never an omelette', () => {
  const recipe = first('plain flour 300g, 3 eggs, emmental, 2 onions, butter, milk, smoked bacon')
  expectDish(recipe, 'Kasespatzle', /emmental/i)
  expect(recipe).toMatch(/Fry the bacon, diced/)
  // Flour, eggs, milk, cheddar and bacon are a British batter or omelette list, not spaetzle.
  expect(first('flour, eggs, milk, cheddar, bacon')).not.toMatch(/^## Kasespatzle$/m)
})

test('kaiserschmarrn is served with the apple sauce in the list', () => {
  const recipe = first('eggs 3, flour, milk, sugar, raisins, butter, apple sauce, lemon')
  expectDish(recipe, 'Kaiserschmarrn', /raisins/i)
  expect(recipe).toMatch(/with the apple sauce \(stewed plums/)
})

test('boerenkoolstamppot stirs the spekjes through the mash, ahead of Gruenkohl', () => {
  const recipe = first('curly kale, potatoes, rookworst, bacon lardons, butter, milk, mustard')
  expectDish(recipe, 'Stamppot Boerenkool met Rookworst', /kale/i)
  expect(recipe).toMatch(/spekjes/)
})

test('githeri takes the beef of githeri na nyama and still soaks the dried maize and beans', () => {
  const recipe = first(
    'dried maize, dried kidney beans, stewing beef, onion, tomatoes, potatoes, carrots',
  )
  expectDish(recipe, 'Githeri', /beef/i)
  expect(recipe).toMatch(/githeri na nyama/)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).toMatch(/boil hard/)
})

test('adas polo takes the chicken of adas polo ba morgh, cooked through', () => {
  const recipe = first(
    'basmati rice, green lentils, dates, raisins, chicken thighs, onion, saffron, butter',
  )
  expectDish(recipe, 'Adas Polo', /chicken/i)
  expect(recipe).toMatch(/adas polo ba morgh/)
  expect(recipe).toMatch(/75 °C/)
})

test('cabbage thoran takes the egg, the onion and the rice of a Kerala lunch plate', () => {
  const recipe = first(
    'cabbage, grated coconut, mustard seeds, curry leaves, green chillies, turmeric, red onion, eggs, rice',
  )
  expectDish(recipe, 'Cabbage Thoran', /cabbage/i)
  expect(recipe).toMatch(/mutta thoran/)
  expect(recipe).toMatch(/Rinse the rice and cook it/)
})

test('soft bread rolls and dinner rolls are buns, so pav bhaji takes them; a crusty baguette is no pav', () => {
  const recipe = first(
    'potatoes, cauliflower, peas, tomatoes, onion, green pepper, butter, pav bhaji masala, soft bread rolls',
  )
  expectDish(recipe, 'Pav Bhaji', /pav bhaji masala/i)
  expect(recipe).toMatch(/soft bread rolls/i)
  expect(first('potatoes, baguette, tomatoes, butter, onion')).not.toMatch(/^## Pav Bhaji$/m)
})

test('lobio is served with the cheese beside it, ahead of chirbuli', () => {
  const recipe = first(
    'tinned kidney beans, walnuts, coriander, onion, garlic, tinned tomatoes, eggs, feta',
  )
  expectDish(recipe, 'Lobio', /kidney beans/i)
  expect(recipe).toMatch(/feta, sliced, alongside/)
})

test('dried kidney beans in lobio are soaked and boiled hard', () => {
  const recipe = first('dried red kidney beans, onion, walnuts, coriander, garlic, cheese')
  expectDish(recipe, 'Lobio', /kidney beans/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).toMatch(/10 minutes/)
})

test('red-braised pork with star anise and rock sugar is served on its rice, never buta no kakuni', () => {
  const recipe = first(
    'pork belly, dark soy sauce, rock sugar, shaoxing wine, ginger, star anise, spring onions, rice, eggs',
  )
  expectDish(recipe, 'Red-Braised Pork Belly', /pork belly/i)
  expect(recipe).toMatch(/rinse the rice and cook it in a pan of its own/)
})

test('bacon and egg pie: pastry, eggs and bacon, baked until the eggs are set', () => {
  const recipe = first('puff pastry, eggs 6, bacon, onion, frozen peas, cheese, tomato')
  expectDish(recipe, 'Bacon and Egg Pie', /bacon/i)
  expect(recipe).toMatch(/no runny white/)
  expect(recipe).toMatch(/[Cc]ook the frozen peas/)
})

test('shortcrust, eggs, bacon, milk and cheese stay a quiche, ham ends with pastry are not a pie', () => {
  expect(first('shortcrust pastry, eggs, bacon, milk, cheddar')).toMatch(/^## Quiche Lorraine$/m)
  expect(
    first('eggs x5, ham ends, cheddar ends, half an onion, milk, 2 cooked potatoes, puff pastry'),
  ).not.toMatch(/^## Bacon and Egg Pie$/m)
})

test('jiaozi are made from scratch when the list has flour, not wrappers', () => {
  const recipe = first(
    'pork mince, chinese leaf, plain flour, ginger, spring onions, soy sauce, sesame oil, rice vinegar, egg',
  )
  expectDish(recipe, 'Jiaozi', /pork mince/i)
  expect(recipe).toMatch(/firm, smooth dough/)
  expect(recipe).toMatch(/75 °C in the middle/)
})

test('momos keep the Nepali list with tomatoes, coriander and garam masala', () => {
  expectDish(
    first('chicken mince, plain flour, onion, ginger, garlic, tomatoes, coriander, garam masala'),
    'Nepali Momos',
    /chicken mince/i,
  )
})

test('caldo verde is served with the bread in the list, ahead of fried eggs and chorizo', () => {
  const recipe = first('potatoes, kale, chorizo, onion, garlic, olive oil, eggs, crusty bread')
  expectDish(recipe, 'Caldo Verde', /kale/i)
  expect(recipe).toMatch(/broa/)
})

test('cauliflower cheese takes bacon and a slice of bread for crumbs, ahead of a soup', () => {
  const recipe = first('cauliflower, cheddar, milk, butter, plain flour, mustard, bread, bacon')
  expectDish(recipe, 'Cauliflower Cheese', /cauliflower/i)
  expect(recipe).toMatch(/scatter the bacon through it/)
  expect(recipe).toMatch(/whizzed or grated into crumbs/)
})

test('tvorog with flour and eggs is syrniki, lemon zest and all, not an Easter paskha', () => {
  const recipe = first('tvorog 500g, eggs, plain flour, sugar, sour cream, butter, lemon, raisins')
  expectDish(recipe, 'Syrniki', /tvorog/i)
  expect(recipe).toMatch(/finely grated zest of the lemon/)
})

test('lamb mince with potatoes and tomato paste is kafta bil sanieh, served with the pitta', () => {
  const recipe = first(
    'lamb mince, onion, parsley, potatoes, tomatoes, tomato paste, garlic, pitta bread, cucumber',
  )
  expectDish(recipe, 'Kafta bil Sanieh', /lamb mince/i)
  expect(recipe).toMatch(/to scoop up the juices/)
})

test('saltimbocca is served with the roast potatoes in the list, ahead of a composed tray bake', () => {
  const recipe = first(
    'veal escalopes, prosciutto, sage, butter, white wine, lemon, potatoes, parmesan',
  )
  expectDish(recipe, 'Saltimbocca alla Romana', /prosciutto/i)
  expect(recipe).toMatch(/patate al forno/)
})

test('enfrijoladas take the chorizo of a northern Mexican filling; flour tortillas without onion stay baleadas', () => {
  const recipe = first(
    'corn tortillas, refried beans, queso fresco, crema, onion, chorizo, eggs, avocado',
  )
  expectDish(recipe, 'Enfrijoladas', /refried beans/i)
  expect(recipe).toMatch(/Fry the chorizo, skinned and crumbled/)
  expectDish(
    first('flour tortillas, refried beans, queso fresco, sour cream, eggs, avocado, chorizo'),
    'Baleadas',
    /refried beans/i,
  )
})

test('chouriço is read as the chorizo it is, and named as the family typed it', () => {
  const recipe = first('potatoes, kale, chouriço, onion, garlic, olive oil')
  expectDish(recipe, 'Caldo Verde', /chouri/i)
})

test('enfrijoladas buy no onion a family left out, so corn tortillas and black beans are not baleadas', () => {
  const recipe = first('corn tortillas, black beans 2 tins, queso fresco, crema')
  expectDish(recipe, 'Enfrijoladas', /black beans/i)
  expect(recipe).not.toMatch(/onion/i)
})
