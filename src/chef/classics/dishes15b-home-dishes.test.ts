import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Dishes a cook names that the offline chef lacked or spoiled (issue 18): a list typed from the
// cupboard for each gets that dish first, with its star used and its safety step kept.

test('lemons, butter, sugar, eggs, a little flour and milk in the pudding’s own amounts make lemon surprise pudding', () => {
  const recipe = first(
    'lemons x2, butter 50g, caster sugar 150g, 3 eggs, self raising flour 50g, milk 300ml',
  )
  expectDish(recipe, 'Lemon Surprise Pudding', /lemons/i)
  expect(recipe).toMatch(/whisk the egg whites/i)
  expect(recipe).toMatch(/halfway up its sides/)
})

test('a tin of sweetcorn, self-raising flour, eggs and milk with bacon and avocado make sweetcorn fritters', () => {
  const recipe = first(
    'tin of sweetcorn, self raising flour, eggs x2, spring onions, milk, streaky bacon, avocado, sweet chilli sauce',
  )
  expectDish(recipe, 'Sweetcorn Fritters', /sweetcorn/i)
  expect(recipe).toMatch(/cooked through in the middle/)
  expect(recipe).toMatch(/avocado/i)
})

test('dried haricot beans, passata and black treacle make homemade baked beans, the beans soaked and boiled hard', () => {
  const recipe = first(
    'dried haricot beans 250g, passata, black treacle, onion, smoked paprika, sourdough, eggs',
  )
  expectDish(recipe, 'Homemade Baked Beans', /haricot beans/i)
  expect(recipe).toMatch(/soak for 8–12 hours/)
  expect(recipe).toMatch(/boil (?:hard )?for 10 minutes/)
  expect(recipe).toMatch(/white is completely set/)
})

test('frozen mince, puff pastry, onion and Bisto make a mince and onion pie, the mince thawed and cooked through', () => {
  const recipe = first(
    'bag of frozen mince 500g, ready rolled puff pastry, onion, Bisto, frozen mixed veg, egg, ketchup',
  )
  expectDish(recipe, 'Mince and Onion Pie', /mince/i)
  expect(recipe).toMatch(/[Tt]haw/)
  expect(recipe).toMatch(/no pink left/)
  expect(recipe).toMatch(/piping hot/)
})

test('aubergines, tomatoes and kefalotyri with garlic and oregano make melitzanes sto fourno', () => {
  const recipe = first(
    'aubergines 3, ripe tomatoes, kefalotyri, garlic, oregano, olive oil, parsley',
  )
  expectDish(recipe, 'Melitzanes sto Fourno', /kefalotyri/i)
  expect(recipe).toMatch(/bubbling and golden/)
})

test('pork loin steaks, green peppers, potatoes and eggs make lomo con pimientos, patatas y huevo', () => {
  const recipe = first(
    'lomo (pork loin steaks) x4, garlic, green peppers, potatoes, eggs, olive oil, Orlando tomate frito',
  )
  expectDish(recipe, 'Lomo con Pimientos, Patatas y Huevo', /pork loin steaks/i)
  expect(recipe).toMatch(/cooked through with no pink \(70 °C/)
  expect(recipe).toMatch(/whites are completely set/)
})

test('dried pinto beans, tomatoes and ancho chiles with tortillas make sopa tarasca, the beans soaked and boiled', () => {
  const recipe = first(
    'dried pinto beans 2 cups, tomatoes, ancho chiles, onion, garlic, crema, queso fresco, corn tortillas',
  )
  expectDish(recipe, 'Sopa Tarasca', /pinto beans/i)
  expect(recipe).toMatch(/soak for 8–12 hours/)
  expect(recipe).toMatch(/boil (?:hard )?for 10 minutes/)
  expect(recipe).toMatch(/tortilla and chile strips/)
})

test('pork neck, a head of garlic, white pepper and sticky rice make moo kratiem, the sticky rice soaked and steamed', () => {
  const recipe = first(
    'pork neck 500g, garlic (whole head), white pepper, fish sauce, sticky rice, limes, chillies, coriander',
  )
  expectDish(recipe, 'Moo Kratiem', /garlic/i)
  expect(recipe).toMatch(/soak for at least 4 hours/)
  expect(recipe).toMatch(/steam it/)
  expect(recipe).toMatch(/White pepper/)
  expect(recipe).not.toMatch(/Not used: “(?:limes|chillies)/)
})

test('lorne sausage, tattie scones, eggs and black pudding make a full Scottish breakfast without bacon', () => {
  const recipe = first(
    'lorne sausage, tattie scones, eggs, black pudding, beans, mushrooms, brown sauce',
  )
  expectDish(recipe, 'Full Scottish Breakfast', /lorne sausage/i)
  expect(recipe).toMatch(/black pudding/i)
  expect(recipe).not.toMatch(/Bacon —/)
})

test('a pork belly slab with bay, peppercorns and Mang Tomas makes lechon kawali, the sauce its dip', () => {
  const recipe = first('pork belly slab 1kg, bay leaves, peppercorns, garlic, Mang Tomas, rice')
  expectDish(recipe, 'Lechon Kawali', /pork belly/i)
  expect(recipe).toMatch(/Mang Tomas for dipping/i)
  // the garlic-vinegar dip is the other one, bought when the list has none
})

test('chicken, dried shiitake, konnyaku, lotus root and burdock make chikuzenni with soy bought', () => {
  const recipe = first('chicken, dried shiitake, konnyaku, lotus root, carrot, burdock, snow peas')
  expectDish(recipe, 'Chikuzenni', /burdock/i)
  expect(recipe).toMatch(/Soy sauce — .*\(extra\)/)
  expect(recipe).toMatch(/[Ss]oak/)
})

test('beef chuck with guajillo and ancho chiles makes chile colorado with beef', () => {
  const recipe = first(
    'beef chuck 1kg, guajillo chiles 8, ancho chiles 2, cumin, garlic, Mexican oregano, flour tortillas',
  )
  expectDish(recipe, 'Chile Colorado', /beef chuck/i)
  expect(recipe).not.toMatch(/\bpork\b/i)
})

test('chicken, potatoes, peppers and Filipino tomato sauce with liver spread make chicken afritada', () => {
  const recipe = first(
    'chicken 1kg cut up, potatoes, carrots, red bell pepper, Del Monte tomato sauce, green peas, bay leaves, liver spread',
  )
  expectDish(recipe, 'Chicken Afritada', /tomato sauce/i)
  expect(recipe).not.toMatch(/Not used: “liver spread/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('thin-sliced flank steak with bacon, tomatillos and pinto beans makes carne en su jugo', () => {
  const recipe = first(
    'beef flank steak thin sliced 600g, bacon, tomatilos, cooked pinto beans, cilantro, onion, radishes',
  )
  expectDish(recipe, 'Carne en su Jugo', /bacon/i)
})
