import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Everyday home and regional dishes of the Filipino, Caribbean, Cuban, Ethiopian, Brazilian and
// wider Latin American kitchens, third round (issue 18): a list a visitor might type from their own
// fridge and cupboard, carrying the dish's signature, gets that dish first, with its star used and
// its safety step in the method.

// ── Caribbean and Cuban ───────────────────────────────────────────────────────────────────────

test('tinned mackerel in tomato sauce with coconut milk makes a mackerel rundown, not sardines on toast', () => {
  const recipe = first(
    '2 tins mackerel in tomato sauce, coconut milk 400ml, onion, scotch bonnet, thyme, green bananas',
  )
  expectDish(recipe, 'Mackerel Rundown', /mackerel/i)
  expect(recipe).toMatch(/Taste before you add any salt/)
})

test('shrimp, curry powder and thyme make Jamaican curry shrimp, cooked just until opaque', () => {
  const recipe = first('shrimp 500g, curry powder, onion, garlic, thyme, scotch bonnet, rice')
  expectDish(recipe, 'Jamaican Curry Shrimp', /shrimp/)
  expect(recipe).toMatch(/opaque right through/)
})

test('a tin of hominy with condensed milk and nutmeg makes hominy corn porridge', () => {
  expectDish(
    first('hominy 1 tin, condensed milk, nutmeg, cinnamon, milk'),
    'Jamaican Hominy Corn Porridge',
    /hominy/,
  )
})

test('stewing beef with sofrito, potatoes and olives makes carne guisada', () => {
  expectDish(
    first('beef stew meat 1kg, sofrito, potatoes, tomato sauce, olives, adobo seasoning, rice'),
    'Carne Guisada',
    /stew meat/i,
  )
})

test('roast pork, ham, Swiss cheese and pickles make a Cuban sandwich, the pork hot through', () => {
  const recipe = first(
    'roast pork, sliced ham, swiss cheese, pickles, mustard, cuban bread, butter',
  )
  expectDish(recipe, 'Cuban Sandwich', /roast pork/)
  expect(recipe).toMatch(/pork is hot right through/)
})

// ── Filipino ──────────────────────────────────────────────────────────────────────────────────

test('shrimp with a tamarind soup mix and radish make sinigang na hipon', () => {
  expectDish(
    first(
      'shrimp 500g, tamarind soup mix, tomatoes, onion, radish, kangkong, green chili, fish sauce',
    ),
    'Sinigang na Hipon',
    /shrimp/,
  )
})

test('dried taro leaves in coconut milk with shrimp paste make laing, the leaves cooked through', () => {
  const recipe = first(
    'dried taro leaves, 2 cans coconut milk, shrimp paste, ginger, garlic, red chillies, pork belly',
  )
  expectDish(recipe, 'Laing', /taro leaves/)
  expect(recipe).toMatch(/cooked right through/)
})

test('pork belly with bagoong makes pork binagoongan', () => {
  expectDish(
    first(
      'pork belly 1kg, bagoong shrimp paste, garlic, onion, tomatoes, vinegar, sugar, eggplant',
    ),
    'Pork Binagoongan',
    /shrimp paste/i,
  )
})

test('eggs, ground pork and potato make tortang giniling rather than plain giniling', () => {
  const recipe = first('eggs, ground pork, potato, onion, garlic, carrots, banana ketchup')
  expectDish(recipe, 'Tortang Giniling', /ground pork/)
  expect(recipe).toMatch(/no pink left/)
})

test('fresh tuna with vinegar and ginger makes kinilaw, with the raw-fish warning', () => {
  const recipe = first(
    'fresh tuna, coconut vinegar, ginger, red onion, chilli, calamansi, cucumber',
  )
  expectDish(recipe, 'Kinilaw na Isda', /tuna/)
  expect(recipe).toMatch(/sushi grade/)
})

test('saba bananas and brown sugar make banana cue, with the hot-sugar warning', () => {
  const recipe = first('saba bananas, brown sugar, vegetable oil')
  expectDish(recipe, 'Banana Cue', /bananas/)
  expect(recipe).toMatch(/never fill it more than a third full/)
})

test('sweetcorn, glutinous rice and coconut milk make ginataang mais rather than biko', () => {
  expectDish(
    first('sweet corn, glutinous rice, coconut milk, sugar'),
    'Ginataang Mais',
    /sweet corn/,
  )
})

test('pork with saba bananas and chickpeas in tomato sauce makes pochero', () => {
  expectDish(
    first('pork belly, saba banana, chickpeas, tomato sauce, cabbage, potatoes, onion, garlic'),
    'Pork Pochero',
    /chickpeas/,
  )
})

test('squid with vinegar and soy sauce makes adobong pusit, not a fried rice', () => {
  const recipe = first('squid 500g, vinegar, soy sauce, garlic, onion, tomato, rice')
  expectDish(recipe, 'Adobong Pusit', /squid/)
  expect(recipe).toMatch(/longer makes it rubbery/)
})

// ── Ethiopian and Eritrean ────────────────────────────────────────────────────────────────────

test('collard greens with stewing beef and niter kibbeh make gomen be siga', () => {
  expectDish(
    first(
      'collard greens 1 bunch, beef stew meat, onion, garlic, ginger, niter kibbeh, jalapeno, injera',
    ),
    'Gomen be Siga',
    /collard greens/i,
  )
})

test('stale bread with berbere, onion and tomatoes makes dabo firfir', () => {
  expectDish(first('stale bread, berbere, onion, tomatoes, butter, garlic'), 'Dabo Firfir', /bread/)
})

test('spinach with berbere makes Eritrean tsebhi hamli, not a pasta', () => {
  expectDish(
    first('spinach 500g, berbere, onion, garlic, tomatoes, olive oil, injera'),
    'Tsebhi Hamli',
    /spinach/i,
  )
})

test('brown lentils with berbere make ye difin misir wot, the lentils cooked in a step of their own', () => {
  const recipe = first('brown lentils, berbere, red onions, garlic, ginger, tomato paste, oil')
  expectDish(recipe, 'Ye Difin Misir Wot', /lentils/i)
  expect(recipe).toMatch(/simmer for 25–30 minutes, until soft but whole/)
})

// ── Brazilian ─────────────────────────────────────────────────────────────────────────────────

test('oxtail with watercress makes rabada com agrião', () => {
  expectDish(
    first('oxtail 1.5kg, watercress, onion, garlic, tomatoes, bay leaf, vinegar, polenta'),
    'Rabada com Agriao',
    /oxtail/i,
  )
})

test('hominy with condensed milk and peanuts makes canjica rather than Jamaican porridge', () => {
  expectDish(
    first(
      'white hominy 2 tins, condensed milk, milk, roasted peanuts, desiccated coconut, cinnamon',
    ),
    'Canjica',
    /hominy/i,
  )
})

test('a tin of sweetcorn with eggs, sugar and oil makes bolo de milho rather than cornbread', () => {
  expectDish(
    first('1 tin sweetcorn, 3 eggs, sugar, vegetable oil, cornmeal, milk, baking powder'),
    'Bolo de Milho',
    /sweetcorn/i,
  )
})

test('a breaded steak with passata and mozzarella makes bife à parmegiana', () => {
  const recipe = first('sirloin steak, breadcrumbs, eggs, flour, mozzarella, passata, rice')
  expectDish(recipe, 'Bife a Parmegiana', /steak/i)
  expect(recipe).toMatch(/cooked through/)
})

test('plantain with coconut milk and dendê oil makes moqueca de banana', () => {
  expectDish(
    first('ripe plantains, coconut milk, dende oil, onion, red pepper, tomatoes, coriander, lime'),
    'Moqueca de Banana',
    /plantains/i,
  )
})

// ── Peru, Venezuela and Argentina ─────────────────────────────────────────────────────────────

test('steak, soy sauce, tomatoes and potatoes make lomo saltado, the chips fried safely', () => {
  const recipe = first(
    'beef sirloin 500g, soy sauce, red onion, tomatoes, potatoes, aji amarillo, red wine vinegar, rice',
  )
  expectDish(recipe, 'Lomo Saltado', /sirloin/i)
  expect(recipe).toMatch(/never more than a third of the pan/)
})

test('spaghetti with basil, spinach and queso fresco makes tallarines verdes', () => {
  expectDish(
    first('spaghetti, basil, spinach, queso fresco, evaporated milk, garlic, onion'),
    'Tallarines Verdes',
    /spinach/i,
  )
})

test('beef, black beans and ripe plantain make pabellón criollo', () => {
  const recipe = first(
    'flank steak, black beans, ripe plantain, rice, onion, red pepper, garlic, cumin',
  )
  expectDish(recipe, 'Pabellon Criollo', /black beans/i)
  // A cook's pabellón is made from the dry bag: soaked overnight, boiled hard, then simmered.
  expect(recipe).toMatch(/soak for 8–12 hours/)
  expect(recipe).toMatch(/boil(?:ed)? hard for 10 minutes/)
})

test('eggs, ham, potatoes and peas make revuelto Gramajo rather than gammon, egg and chips', () => {
  expectDish(first('eggs, ham, potatoes, frozen peas, onion, butter'), 'Revuelto Gramajo', /ham/i)
})

test('hominy with pumpkin, white beans and chorizo makes locro', () => {
  const recipe = first(
    'hominy 1 tin, pumpkin, white beans, chorizo, pork ribs, onion, paprika, spring onions',
  )
  expectDish(recipe, 'Locro', /hominy/i)
  expect(recipe).toMatch(/boil(?:ed)? hard for 10 minutes/)
})
