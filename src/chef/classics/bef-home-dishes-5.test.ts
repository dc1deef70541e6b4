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
