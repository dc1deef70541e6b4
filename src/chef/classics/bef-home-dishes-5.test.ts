import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'

// Everyday home and regional dishes of the Brazilian, Ethiopian and Eritrean, French and Greek
// kitchens, fifth round (issue 18): a list a visitor might type from their own fridge and
// cupboard, in the kitchen's own words, gets that dish first, with its star used and its safety
// step in the method.

// ── The kitchens' own names are read ──────────────────────────────────────────────────────────

test.each([
  ['mandioca', 'cassava'],
  ['aipim', 'cassava'],
  ['macaxeira', 'cassava'],
  ['quiabo', 'okra'],
  ['chuchu', 'chayote'],
  ['abóbora', 'butternut squash'],
  ['moranga', 'butternut squash'],
  ['feijão', 'pinto beans'],
  ['feijão preto', 'black beans'],
  ['farinha de trigo', 'plain flour'],
  ['alho', 'garlic'],
  ['pimentão', 'bell peppers'],
  ['batata doce', 'sweet potato'],
  ['leite condensado', 'condensed milk'],
  ['coco ralado', 'coconut'],
  ['salsicha', 'sausage'],
  ['gomen', 'collard greens'],
  ['shimbra', 'chickpeas'],
  ['quanta', 'quanta'],
  ['kocho', 'kocho'],
  ['échalotes', 'shallot'],
  ['fromage blanc', 'quark'],
  ['confit de canard', 'duck legs'],
  ['horta', 'wild greens'],
  ['hilopites', 'tagliatelle'],
  ['galotyri', 'galotyri'],
])('%s is read as %s', (typed, id) => {
  expect(matchIngredient(typed).entry?.id).toBe(id)
})

// ── Greek ─────────────────────────────────────────────────────────────────────────────────────

test('lamb, lettuce, dill and egg and lemon make arni fricassee', () => {
  const recipe = first(
    'lamb shoulder 1kg, 2 cos lettuces, spring onions, dill, eggs, lemons, olive oil',
  )
  expectDish(recipe, 'Arni Fricassee', /lamb/)
  expect(recipe).toMatch(/do not boil again/)
})

test('pork, celery and egg and lemon make hirino me selino', () => {
  const recipe = first('pork shoulder, celery, eggs, 2 lemons, onion, olive oil, salt')
  expectDish(recipe, 'Hirino me Selino', /pork/)
  expect(recipe).toMatch(/no pink at the centre/)
})

test('chicken, hilopites, tomatoes and cinnamon make kotopoulo me hilopites', () => {
  const recipe = first(
    'chicken thighs, hilopites 500g, tinned tomatoes, onion, cinnamon stick, bay leaf, kefalotyri',
  )
  expectDish(recipe, 'Kotopoulo me Hilopites', /hilopites/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('horta, filo and feta make hortopita, not spanakopita', () => {
  expectDish(first('horta 1kg, filo pastry, feta, leeks, dill, olive oil'), 'Hortopita', /horta/)
})

test('horta with lemon and olive oil is still horta vrasta', () => {
  expectDish(first('horta, lemon, olive oil'), 'Horta Vrasta', /horta/)
})

test('black-eyed beans, spring onions and dill make mavromatika salata', () => {
  expectDish(
    first('tin black eyed beans, spring onions, dill, parsley, lemon, olive oil, tomato'),
    'Mavromatika Salata',
    /black eyed beans/,
  )
})

test('fresh sardines with lemon and oregano make sardeles ladorigani', () => {
  expectDish(
    first('fresh sardines 1kg, lemon, garlic, dried oregano, olive oil'),
    'Sardeles Ladorigani',
    /sardines/,
  )
})

test('walnuts, eggs, sugar and cinnamon make karidopita', () => {
  expectDish(
    first('walnuts 250g, eggs, flour, sugar, cinnamon, cloves, oil, baking powder, orange'),
    'Karidopita',
    /walnuts/,
  )
})

test('semolina, sugar and olive oil make halvas simigdalenios', () => {
  expectDish(
    first('semolina, sugar, olive oil, cinnamon, almonds, raisins'),
    'Halvas Simigdalenios',
    /semolina/,
  )
})

test('bamies with tomatoes and olive oil make bamies laderes, not the Southern okra and tomatoes', () => {
  expectDish(first('bamies 500g, tomatoes, onion, olive oil, parsley'), 'Bamies Laderes', /bamies/)
})

// ── Ethiopian and Eritrean ────────────────────────────────────────────────────────────────────

test('mushrooms and berbere make ingudai tibs', () => {
  expectDish(
    first('mushrooms 400g, berbere, onion, jalapeño, garlic, rosemary, olive oil'),
    'Ingudai Tibs',
    /mushrooms/,
  )
})

test('quanta, injera and berbere make quanta firfir, not plain injera firfir', () => {
  expectDish(
    first('quanta, injera, berbere, onions, tomatoes, niter kibbeh'),
    'Quanta Firfir',
    /quanta/i,
  )
})

test('flour, eggs, honey and niter kibbeh make fatira, the egg set right through', () => {
  const recipe = first('flour, eggs, honey, niter kibbeh')
  expectDish(recipe, 'Fatira', /honey/)
  expect(recipe).toMatch(/egg inside is set/)
})

test('kitfo is served with kocho when the list has it', () => {
  const recipe = first('minced beef, niter kibbeh, mitmita, kocho, ayib, gomen')
  expectDish(recipe, 'Kitfo', /kocho/)
  expect(recipe).toMatch(/no pink remains/)
})

// ── French ────────────────────────────────────────────────────────────────────────────────────

test('goat’s cheese, baguette, leaves, honey and walnuts make salade de chèvre chaud', () => {
  expectDish(
    first('crottin de chèvre, baguette, mixed salad leaves, honey, walnuts, olive oil, vinegar'),
    'Salade de Chevre Chaud',
    /chèvre/,
  )
})

test('potatoes, ham, eggs, tomatoes, cornichons and mayonnaise make salade piémontaise', () => {
  expectDish(
    first('potatoes 1kg, jambon blanc, 3 eggs, tomatoes, cornichons, mayonnaise'),
    'Salade Piemontaise',
    /jambon blanc/,
  )
})

test('flour, eggs, ham, olives and gruyère make a cake salé', () => {
  expectDish(
    first('flour 200g, 3 eggs, milk, olive oil, ham, green olives, gruyère, baking powder'),
    'Cake Sale Jambon Olives',
    /olives/,
  )
})

test('a baguette, ham and butter make a jambon-beurre', () => {
  expectDish(first('baguette, jambon de paris, butter'), 'Jambon Beurre', /jambon de paris/)
})

test('frozen peas and lettuce make petits pois à la française, the peas piping hot', () => {
  const recipe = first('frozen peas, little gem lettuce, spring onions, butter, bacon lardons')
  expectDish(recipe, 'Petits Pois a la Francaise', /peas/)
  expect(recipe).toMatch(/piping hot/)
})

test('choucroute, saucisses and poitrine fumée make choucroute garnie', () => {
  const recipe = first(
    'choucroute 1kg, saucisses de Strasbourg, poitrine fumée, potatoes, white wine, juniper berries, onion',
  )
  expectDish(recipe, 'Choucroute Garnie', /saucisses/)
  expect(recipe).toMatch(/cooked through/)
})

test('confit de canard, pommes de terre and échalotes make parmentier de canard', () => {
  const recipe = first('confit de canard, pommes de terre, échalotes, butter, milk, parsley')
  expectDish(recipe, 'Parmentier de Canard', /canard/)
  expect(recipe).toMatch(/piping hot right through/)
})

// ── Brazilian ─────────────────────────────────────────────────────────────────────────────────

test('carne de sol and macaxeira make carne de sol com macaxeira, soaked and cooked through', () => {
  const recipe = first('carne de sol 1kg, macaxeira, cebola, manteiga de garrafa, queijo coalho')
  expectDish(recipe, 'Carne de Sol com Macaxeira', /carne de sol/)
  expect(recipe).toMatch(/changing the water/)
  expect(recipe).toMatch(/tender all the way through/)
})

test('pasta, salsichas and molho de tomate make macarrão com salsicha', () => {
  expectDish(
    first('spaghetti, salsichas, molho de tomate, cebola, alho, milho, ervilha, queijo ralado'),
    'Macarrao com Salsicha',
    /salsichas/,
  )
})

test('pasta, hot dogs and passata make macarrão com salsicha too', () => {
  expectDish(
    first('pasta 500g, hot dogs, passata, onion, garlic, sweetcorn, parmesan'),
    'Macarrao com Salsicha',
    /hot dogs/,
  )
})

test('coconut, sugar and condensed milk make cocada', () => {
  expectDish(first('desiccated coconut, sugar, condensed milk'), 'Cocada', /coconut/)
})

test('peanuts and brown sugar make pé de moleque', () => {
  expectDish(first('peanuts 500g, brown sugar, condensed milk'), 'Pe de Moleque', /peanuts/)
})

test('mandioca, coco ralado and ovos make bolo de mandioca, the cassava baked through', () => {
  const recipe = first('mandioca 1kg, coco ralado, 3 ovos, açúcar, manteiga, leite de coco')
  expectDish(recipe, 'Bolo de Mandioca', /mandioca/)
  expect(recipe).toMatch(/cooked right through/)
})

test('chuchu with garlic, onion and tomato makes chuchu refogado', () => {
  expectDish(first('chuchu, alho, cebola, tomate, cheiro verde'), 'Chuchu Refogado', /chuchu/)
})
