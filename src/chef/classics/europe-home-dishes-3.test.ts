import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Everyday home and regional dishes of the Portuguese, Italian, French, Spanish and Greek
// kitchens (issue 18, round 3 of home dishes): a list a visitor might type from their own
// cupboard, carrying the dish's signature, gets that dish first, with its star used and its
// safety step in the method.

// ── Portuguese ────────────────────────────────────────────────────────────────────────────────

test('steak, eggs and frozen chips with garlic and bay make a bitoque, not plain steak and chips', () => {
  expectDish(
    first('2 sirloin steaks, eggs, frozen chips, garlic, bay leaf, white wine'),
    'Bitoque',
    /steak/,
  )
})

test('clams with garlic and coriander make amêijoas à Bulhão Pato, the dead clams thrown away', () => {
  const recipe = first('1kg clams, garlic, fresh coriander, lemon, olive oil, crusty bread')
  expectDish(recipe, 'Ameijoas a Bulhao Pato', /clams/)
  expect(recipe).toMatch(/Throw away any that stay shut/)
})

test('salt cod with flour and eggs makes pataniscas, the cod soaked a day ahead', () => {
  const recipe = first('bacalhau (salt cod) 300g, plain flour, eggs, onion, parsley, rice')
  expectDish(recipe, 'Pataniscas de Bacalhau', /salt cod/)
  expect(recipe).toMatch(/changing the water/)
})

test('hake with potatoes, peppers, tomatoes and white wine makes a caldeirada', () => {
  expectDish(
    first('hake fillets, potatoes, 2 red peppers, tomatoes, onion, garlic, white wine, bay leaves'),
    'Caldeirada de Peixe',
    /hake/i,
  )
})

test('octopus with potatoes, garlic and olive oil makes polvo à lagareiro, simmered tender first', () => {
  const recipe = first('frozen octopus 1kg, baby potatoes, garlic, olive oil, parsley')
  expectDish(recipe, 'Polvo a Lagareiro', /octopus/)
  expect(recipe).toMatch(/until a knife slides easily/)
})

test('salt cod, potatoes, eggs and olives make bacalhau à Gomes de Sá', () => {
  const recipe = first('salt cod, potatoes, eggs, black olives, onions, parsley, olive oil')
  expectDish(recipe, 'Bacalhau a Gomes de Sa', /salt cod/)
  expect(recipe).toMatch(/changing the water/)
})

// ── Italian ───────────────────────────────────────────────────────────────────────────────────

test('sausages with friarielli make salsiccia e friarielli, the sausages cooked through', () => {
  const recipe = first('italian sausages x4, friarielli, garlic, chilli flakes, olive oil')
  expectDish(recipe, 'Salsiccia e Friarielli', /friarielli/)
  expect(recipe).toMatch(/no pink in the middle/)
})

test('mussels in a tin of tomatoes with chilli make cozze alla tarantina, dead mussels thrown away', () => {
  const recipe = first('mussels 1kg, tin of chopped tomatoes, garlic, chilli, parsley, bread')
  expectDish(recipe, 'Cozze alla Tarantina', /mussels/)
  expect(recipe).toMatch(/Throw away any that stay shut/)
})

test('fresh sardines with onions, vinegar, raisins and pine nuts make sarde in saor', () => {
  expectDish(
    first('fresh sardines, 3 onions, white wine vinegar, raisins, pine nuts, flour'),
    'Sarde in Saor',
    /sardines/,
  )
})

test('semolina, milk and parmesan make gnocchi alla romana', () => {
  expectDish(
    first('semolina, milk, parmesan, butter, eggs, nutmeg'),
    'Gnocchi alla Romana',
    /semolina/,
  )
})

test('chickpea flour with olive oil and rosemary makes farinata', () => {
  expectDish(first('chickpea flour, olive oil, rosemary, salt'), 'Farinata', /chickpea flour/)
})

test('leftover pasta with eggs and parmesan makes a frittata di maccheroni, set through', () => {
  const recipe = first('leftover pasta, 4 eggs, parmesan, salami, black pepper')
  expectDish(recipe, 'Frittata di Pasta', /pasta/)
  expect(recipe).toMatch(/set right through/)
})

// ── French ────────────────────────────────────────────────────────────────────────────────────

test('chicken with wine vinegar and tomato makes poulet au vinaigre, cooked to no pink at the bone', () => {
  const recipe = first(
    'chicken thighs 6, red wine vinegar, tomato puree, shallots, garlic, butter, creme fraiche',
  )
  expectDish(recipe, 'Poulet au Vinaigre', /vinegar/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('buckwheat flour, ham, eggs and emmental make a galette complète', () => {
  expectDish(
    first('buckwheat flour, ham, eggs, emmental, butter'),
    'Galette Complete',
    /buckwheat flour/,
  )
})

test('eggs, red wine and lardons make oeufs en meurette', () => {
  expectDish(
    first('eggs, bottle of red wine, lardons, shallots, mushrooms, baguette'),
    'Oeufs en Meurette',
    /red wine/,
  )
})

test('a baguette with tuna, eggs, tomatoes and olives makes pan bagnat, not a niçoise salad', () => {
  expectDish(
    first('baguette, tin of tuna, 2 eggs, tomatoes, black olives, olive oil, anchovies'),
    'Pan Bagnat',
    /baguette/,
  )
})
