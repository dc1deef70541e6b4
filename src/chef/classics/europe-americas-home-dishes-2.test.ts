import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Everyday home dishes of France, Greece, Mexico and American comfort cooking, and the breakfasts
// people cook from their fridge (issue 18, second round): a list a visitor might type from their
// own cupboard, carrying the dish's signature, gets that dish first, with its star used and its
// safety step in the method.

// ── French ────────────────────────────────────────────────────────────────────────────────────

test('endives and ham make endives au jambon, chicory read as the braising heads, not salad', () => {
  const recipe = first('4 endives, sliced ham, gruyere, milk, butter, flour')
  expectDish(recipe, 'Endives au Jambon', /endives/i)
  expect(recipe).toMatch(/drain well/)
})

test('chicken thighs, peppers, tomatoes and espelette make poulet basquaise, cooked through', () => {
  const recipe = first(
    'chicken thighs x6, red peppers, green pepper, tomatoes, onion, garlic, espelette pepper',
  )
  expectDish(recipe, 'Poulet Basquaise', /chicken thigh/i)
  expect(recipe).toMatch(/no pink at the bone \(75 °C\)/)
})

test('coquillettes, jambon blanc and emmental make coquillettes au jambon', () => {
  expectDish(
    first('coquillettes pasta, jambon blanc, emmental, butter'),
    'Coquillettes au Jambon',
    /coquillettes/i,
  )
})

test('a pot of yoghurt with flour, sugar, eggs and oil makes gateau au yaourt', () => {
  expectDish(
    first('1 pot natural yogurt, flour, sugar, 3 eggs, oil, baking powder, lemon'),
    'Gateau au Yaourt',
    /yogurt/i,
  )
})

test('leeks, pastry, eggs and creme fraiche make a flamiche', () => {
  expectDish(
    first('leeks, puff pastry, eggs, creme fraiche, butter'),
    'Flamiche aux Poireaux',
    /leeks/i,
  )
})

test('eggs and creme fraiche with ham make oeufs cocotte, soft yolks flagged', () => {
  const recipe = first('2 eggs, creme fraiche, ham, chives, bread')
  expectDish(recipe, 'Oeufs Cocotte', /creme fraiche/i)
  expect(recipe).toMatch(/yolks are firm for anyone pregnant/)
})

test('courgettes, creme fraiche and gruyere make a gratin de courgettes', () => {
  expectDish(
    first('courgettes, crème fraîche, gruyère, eggs, garlic'),
    'Gratin de Courgettes',
    /courgettes/i,
  )
})

test('rabbit and dijon mustard make lapin a la moutarde, cooked to the bone', () => {
  const recipe = first('rabbit, dijon mustard, creme fraiche, white wine, shallots, thyme')
  expectDish(recipe, 'Lapin a la Moutarde', /rabbit/i)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('potatoes fried in duck fat with garlic and parsley make pommes sarladaises', () => {
  expectDish(first('potatoes, duck fat, garlic, parsley'), 'Pommes Sarladaises', /duck fat/i)
})

// ── Greek ─────────────────────────────────────────────────────────────────────────────────────

test('loukaniko, peppers and tomatoes make spetsofai, the sausage cooked through', () => {
  const recipe = first('loukaniko sausages, green peppers, red pepper, tomatoes, onion, olive oil')
  expectDish(recipe, 'Spetsofai', /sausage/i)
  expect(recipe).toMatch(/cooked right through with no pink/)
})

test('yellow split peas, red onion and capers make fava', () => {
  expectDish(
    first('yellow split peas 250g, red onion, olive oil, lemon, capers'),
    'Fava Santorinis',
    /split peas/i,
  )
})

test('tomatoes, flour and mint make tomatokeftedes', () => {
  expectDish(
    first('ripe tomatoes, flour, fresh mint, red onion, feta'),
    'Tomatokeftedes',
    /tomatoes/i,
  )
})

test('feta, chilli and yoghurt make tirokafteri', () => {
  expectDish(first('feta 200g, red chilli, greek yoghurt, olive oil'), 'Tirokafteri', /feta/i)
})

test('cod, potatoes, celery and lemon make psarosoupa, the egg-lemon kept off the boil', () => {
  const recipe = first('cod fillets, potatoes, carrots, celery, onion, lemon, olive oil, egg')
  expectDish(recipe, 'Psarosoupa', /cod/i)
  expect(recipe).toMatch(/without boiling/)
})

test('filo, oranges and yoghurt make portokalopita', () => {
  expectDish(
    first('filo pastry, 3 oranges, greek yogurt, eggs, sugar, sunflower oil'),
    'Portokalopita',
    /filo/i,
  )
})

test('flour, honey, walnuts and cinnamon make tiganites', () => {
  expectDish(first('flour, honey, walnuts, cinnamon, olive oil'), 'Tiganites', /honey/i)
})

test('pork shoulder, pitta and tzatziki make pork gyros, the pork cooked through', () => {
  const recipe = first(
    'pork shoulder, pitta breads, tzatziki, tomato, red onion, oregano, frozen chips',
  )
  expectDish(recipe, 'Pork Gyros Pitta', /pork shoulder/i)
  expect(recipe).toMatch(/cooked through with no pink/)
})

// ── Mexican ───────────────────────────────────────────────────────────────────────────────────

test('tortillas, tomatoes and queso fresco make entomatadas', () => {
  expectDish(
    first('corn tortillas, 4 tomatoes, queso fresco, onion, garlic, jalapeno, sour cream'),
    'Entomatadas',
    /tortillas/i,
  )
})

test('flour tortillas, ham and cheese make sincronizadas, not plain quesadillas', () => {
  expectDish(first('flour tortillas, ham slices, oaxaca cheese, salsa'), 'Sincronizadas', /ham/i)
})

test('eggs, tortillas, tomatillos and tomatoes make huevos divorciados', () => {
  expectDish(
    first('2 eggs, corn tortillas, tomatillos, tomatoes, serrano chile, onion, refried beans'),
    'Huevos Divorciados',
    /tomatillos/i,
  )
})

test('beef shank, guajillo and corn on the cob make mole de olla', () => {
  expectDish(
    first(
      'beef shank, guajillo chiles, corn on the cob, zucchini, chayote, potatoes, onion, garlic',
    ),
    'Mole de Olla',
    /guajillo/i,
  )
})

test('thin steak, breadcrumbs, egg and limes make milanesa de res', () => {
  const recipe = first('thin beef steak, breadcrumbs, eggs, limes, garlic')
  expectDish(recipe, 'Milanesa de Res', /breadcrumbs/i)
})

test('corn tortillas and potatoes with lettuce and crema make tacos dorados de papa', () => {
  expectDish(
    first('corn tortillas, potatoes, lettuce, crema, queso fresco, salsa'),
    'Tacos Dorados de Papa',
    /potatoes/i,
  )
})

test('chicharron and tomatillos make chicharron en salsa verde', () => {
  expectDish(
    first('chicharron, tomatillos, jalapenos, onion, garlic, cilantro, tortillas'),
    'Chicharron en Salsa Verde',
    /chicharron/i,
  )
})

test('nopales and eggs make nopales con huevo, the slime cooked away', () => {
  const recipe = first('nopales, eggs, tomato, onion, jalapeno, tortillas')
  expectDish(recipe, 'Nopales con Huevo', /nopales/i)
  expect(recipe).toMatch(/sticky juice/)
})

test('pork shoulder and tomatillos make puerco en salsa verde', () => {
  expectDish(
    first('pork shoulder 1kg, tomatillos, jalapenos, onion, garlic, cilantro'),
    'Puerco en Salsa Verde',
    /pork shoulder/i,
  )
})

test('masa harina, milk and chocolate make champurrado', () => {
  expectDish(
    first('masa harina, milk, mexican chocolate, cinnamon stick, piloncillo'),
    'Champurrado',
    /masa harina/i,
  )
})

test('chicken, chipotle and chickpeas make caldo tlalpeno, the chicken cooked through', () => {
  const recipe = first(
    'chicken thighs, chipotle peppers in adobo, chickpeas, carrots, tomatoes, onion, avocado',
  )
  expectDish(recipe, 'Caldo Tlalpeno', /chipotle/i)
  expect(recipe).toMatch(/no pink \(75 °C in the thickest part\)/)
})

test('greek yoghurt, honey and walnuts make yiaourti me meli', () => {
  expectDish(first('greek yogurt, honey, walnuts'), 'Yiaourti me Meli', /honey/i)
})

test('charred aubergine with olive oil and vinegar and no tahini makes melitzanosalata', () => {
  expectDish(
    first('2 aubergines, olive oil, red wine vinegar, garlic, parsley, red onion'),
    'Melitzanosalata',
    /aubergines/i,
  )
})

// ── American comfort ──────────────────────────────────────────────────────────────────────────

test('ground beef, mushrooms, onion and beef broth make salisbury steak, cooked through', () => {
  const recipe = first(
    'ground beef 1lb, mushrooms, onion, beef broth, worcestershire sauce, breadcrumbs, egg',
  )
  expectDish(recipe, 'Salisbury Steak', /ground beef/i)
  expect(recipe).toMatch(/no pink in the middle \(71 °C\)/)
})

test('chicken, spaghetti, velveeta and rotel make chicken spaghetti', () => {
  expectDish(
    first(
      'shredded chicken, spaghetti, velveeta, rotel, cream of chicken soup, onion, bell pepper',
    ),
    'Chicken Spaghetti',
    /spaghetti/i,
  )
})

test('a chuck roast and egg noodles make beef and noodles, chuck roast read as beef', () => {
  expectDish(
    first('chuck roast, egg noodles, beef broth, onion, celery'),
    'Beef and Noodles',
    /chuck roast/i,
  )
})

test('ground beef, cornmeal, tomatoes and chili powder make tamale pie', () => {
  expectDish(
    first('ground beef, cornmeal, canned tomatoes, chili powder, onion, cheddar, corn'),
    'Tamale Pie',
    /cornmeal/i,
  )
})

test('bologna, white bread and american cheese make a fried bologna sandwich', () => {
  expectDish(
    first('bologna, white bread, american cheese, mustard'),
    'Fried Bologna Sandwich',
    /bologna/i,
  )
})

test('a ham hock and navy beans make ham and bean soup, dried beans boiled hard', () => {
  const recipe = first('ham hock, navy beans, onion, carrots, celery, bay leaf')
  expectDish(recipe, 'Ham and Bean Soup', /navy beans/i)
  expect(recipe).toMatch(/boil hard for 10 minutes/)
})

test('split peas and a ham bone make split pea and ham soup', () => {
  expectDish(
    first('split peas, ham bone, onion, carrots, celery'),
    'Split Pea and Ham Soup',
    /split peas/i,
  )
})

test('cheddar, mayo and pimientos make pimento cheese', () => {
  expectDish(
    first('sharp cheddar, mayo, jar of pimientos, cayenne'),
    'Pimento Cheese',
    /pimientos/i,
  )
})

test('corn, cornbread mix and sour cream make corn casserole', () => {
  expectDish(
    first('canned corn, creamed corn, jiffy corn muffin mix, sour cream, butter, eggs'),
    'Corn Casserole',
    /corn muffin mix/i,
  )
})

// ── Breakfasts ────────────────────────────────────────────────────────────────────────────────

test('bacon, egg, cheese and a bagel make a bacon, egg and cheese', () => {
  expectDish(
    first('bacon, eggs, american cheese, everything bagel, butter, ketchup'),
    'Bacon, Egg and Cheese Sandwich',
    /bacon/i,
  )
})

test('grits and cheddar make cheese grits', () => {
  expectDish(first('grits, sharp cheddar, butter, milk, eggs'), 'Cheese Grits', /grits/i)
})

test('eggs, corn tortillas, jalapeno and cheddar make tex-mex migas', () => {
  expectDish(
    first('eggs, corn tortillas, jalapeno, onion, cheddar, tomato, salsa'),
    'Tex-Mex Migas',
    /tortillas/i,
  )
})

test('smoked haddock, eggs, parmesan and cream make omelette arnold bennett', () => {
  expectDish(
    first('smoked haddock, eggs, parmesan, double cream, milk, butter'),
    'Omelette Arnold Bennett',
    /smoked haddock/i,
  )
})
