import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Everyday home and regional dishes of the French, Greek, Italian and Spanish kitchens, and
// breakfasts from other kitchens (issue 18, round 4): a list a visitor might type from their own
// fridge and cupboard, carrying the dish's signature, gets that dish first, with its star used
// and, where the dish needs one, its safety step in the method.

// ── French ────────────────────────────────────────────────────────────────────────────────────

test('celeriac and mayonnaise make céleri rémoulade', () => {
  expectDish(
    first('1 celeriac, hellmanns mayonnaise, dijon mustard, lemon, parsley'),
    'Celeri Remoulade',
    /celeriac/,
  )
})

test('grated carrots with lemon and parsley make carottes râpées', () => {
  expectDish(first('carrots x4, lemon, olive oil, parsley'), 'Carottes Rapees', /carrots/)
})

test('pastry, tomatoes and Dijon mustard make a tarte à la tomate', () => {
  expectDish(
    first('puff pastry, 5 tomatoes, dijon mustard, gruyere, thyme'),
    'Tarte a la Tomate',
    /mustard/,
  )
})

test('cabbage, bacon, potatoes and sausages make a potée, the sausages cooked through', () => {
  const recipe = first('savoy cabbage, smoked bacon, potatoes, toulouse sausages, carrots, turnip')
  expectDish(recipe, 'Potee Auvergnate', /cabbage/)
  expect(recipe).toMatch(/sausages cooked through \(75 °C/)
})

test('green lentils in a mustard vinaigrette make salade de lentilles', () => {
  expectDish(
    first('puy lentils, red wine vinegar, shallots, dijon mustard, parsley'),
    'Salade de Lentilles',
    /lentils/,
  )
})

test('steak, peppercorns and cream make steak au poivre', () => {
  expectDish(
    first('sirloin steak, black peppercorns, double cream, cognac, butter'),
    'Steak au Poivre',
    /steak/i,
  )
})

test('cabbage leaves and sausage meat make chou farci, the stuffing cooked through', () => {
  const recipe = first('white cabbage, sausage meat, stale bread, milk, onion, chicken stock')
  expectDish(recipe, 'Chou Farci', /cabbage/)
  expect(recipe).toMatch(/cooked right through \(75 °C/)
})

// ── Greek ─────────────────────────────────────────────────────────────────────────────────────

test('Cretan barley rusks with tomato and feta make dakos', () => {
  expectDish(
    first('cretan barley rusks, 2 ripe tomatoes, feta, olive oil, oregano, kalamata olives'),
    'Dakos',
    /rusks/,
  )
})

test('chicken, filo and feta make kotopita, the chicken poached through', () => {
  const recipe = first('chicken thighs 600g, filo pastry, feta, eggs, onions, milk')
  expectDish(recipe, 'Kotopita', /chicken/)
  expect(recipe).toMatch(/cooked right through \(75 °C/)
})

test('artichokes with dill, potatoes and carrots make anginares a la polita', () => {
  expectDish(
    first('frozen artichoke hearts, potatoes, carrots, dill, lemon, spring onions'),
    'Anginares a la Polita',
    /artichoke/,
  )
})

test('veal with garlic, vinegar and parsley makes the Corfu sofrito', () => {
  expectDish(first('veal escalopes, garlic, white wine vinegar, parsley, flour'), 'Sofrito', /veal/)
})

test('octopus and red wine make chtapodi krasato', () => {
  expectDish(
    first('octopus 1kg, red wine, onions, bay leaves, olive oil, tinned tomatoes'),
    'Chtapodi Krasato',
    /octopus/,
  )
})

test('cos lettuce, spring onions and dill make maroulosalata', () => {
  expectDish(
    first('cos lettuce, spring onions, dill, lemon, olive oil'),
    'Maroulosalata',
    /lettuce/,
  )
})

// ── Italian ───────────────────────────────────────────────────────────────────────────────────

test('courgettes with mint and vinegar make zucchine alla scapece', () => {
  expectDish(
    first('2 courgettes, fresh mint, white wine vinegar, garlic, olive oil'),
    'Zucchine alla Scapece',
    /courgettes/,
  )
})

test('pastina in chicken stock with Parmesan makes pastina in brodo', () => {
  expectDish(first('pastina, chicken stock, parmesan, butter'), 'Pastina in Brodo', /stock/)
})

test('tortellini and broth make tortellini in brodo', () => {
  expectDish(
    first('fresh tortellini 250g, beef stock, parmigiano'),
    'Tortellini in Brodo',
    /(?:tortellini|ravioli)/,
  )
})

test('ice cream and espresso make an affogato', () => {
  expectDish(first('vanilla ice cream, espresso'), 'Affogato', /ice cream/)
})

test('rice, tuna, eggs and sweetcorn make insalata di riso, the rice chilled quickly', () => {
  const recipe = first('arborio rice, tuna in oil, eggs, sweetcorn, olives, gherkins, ham')
  expectDish(recipe, 'Insalata di Riso', /tuna/)
  expect(recipe).toMatch(/chill it within an hour/)
})

test('stewing beef, potatoes, tomato and red wine make spezzatino con patate', () => {
  expectDish(
    first('stewing beef 800g, potatoes, tomato paste, onion, carrot, red wine, rosemary'),
    'Spezzatino con Patate',
    /beef/,
  )
})

// ── Spanish ───────────────────────────────────────────────────────────────────────────────────

test('potatoes, green peppers and onion in olive oil make patatas a lo pobre', () => {
  expectDish(
    first('potatoes 1kg, green peppers, onion, garlic, olive oil'),
    'Patatas a lo Pobre',
    /potatoes/,
  )
})

test('flour, yeast, tuna and peppers make an empanada gallega', () => {
  expectDish(
    first('flour, dried yeast, 2 tins of tuna, red peppers, onions, tinned tomatoes, olive oil'),
    'Empanada Gallega',
    /tuna/,
  )
})

test('chicken with almonds, saffron and egg makes pollo en pepitoria, cooked through', () => {
  const recipe = first('chicken thighs, almonds, saffron, eggs, dry sherry, onion, garlic')
  expectDish(recipe, 'Pollo en Pepitoria', /almonds/)
  expect(recipe).toMatch(/cooked through \(75 °C/)
})

test('eggs stuffed with tuna and mayonnaise are huevos rellenos, not American deviled eggs', () => {
  expectDish(first('6 eggs, tuna, mayonnaise, olives'), 'Huevos Rellenos', /tuna/)
})

test('salt-crusted potatoes with a cumin and vinegar mojo make papas arrugadas', () => {
  expectDish(
    first('baby potatoes, coarse salt, garlic, cumin, smoked paprika, red wine vinegar, olive oil'),
    'Papas Arrugadas con Mojo Picon',
    /cumin/,
  )
})

test('pork loin rolled round serrano ham and breaded makes flamenquín, the pork cooked through', () => {
  const recipe = first('pork loin, serrano ham, breadcrumbs, eggs, flour, chips')
  expectDish(recipe, 'Flamenquin', /pork/)
  expect(recipe).toMatch(/cooked right through \(70 °C/)
})

test('tomato, green pepper, cucumber and vinegar make pipirrana rather than gazpacho', () => {
  expectDish(
    first('ripe tomatoes, green pepper, cucumber, onion, sherry vinegar, olive oil, tuna'),
    'Pipirrana',
    /cucumber/,
  )
})

test('chicken stock, serrano ham, egg and fine noodles make sopa de picadillo', () => {
  expectDish(
    first('chicken stock, jamon serrano, eggs, vermicelli, mint'),
    'Sopa de Picadillo',
    /(?:ham|jamon)/i,
  )
})

// ── Breakfasts of other kitchens ──────────────────────────────────────────────────────────────

test('bread, ham and a fried egg make a German strammer max', () => {
  expectDish(first('rye bread, ham, eggs, butter, gherkins'), 'Strammer Max', /ham/)
})

test('bread with kaya and butter makes kaya toast, the soft eggs on the side', () => {
  const recipe = first('white bread, kaya, butter, eggs, soy sauce')
  expectDish(recipe, 'Kaya Toast', /kaya/i)
  expect(recipe).toMatch(
    /Lower the eggs into a pan of water that has just come off the boil, cover and leave them for 6–7 minutes to soft-boil/,
  )
})

test('eggs in tomato and onion thickened with walnuts make Georgian chirbuli, not shakshuka', () => {
  expectDish(first('eggs, walnuts, tomatoes, onion, coriander, garlic'), 'Chirbuli', /walnuts/)
})

test('eggs, sliced bread, onion and green chilli make an Indian bread omelette', () => {
  expectDish(
    first('2 eggs, sliced bread, onion, green chilli, coriander, butter'),
    'Bread Omelette',
    /bread/,
  )
})

test('eggs scrambled in bacon fat with chives make Polish jajecznica', () => {
  expectDish(first('eggs, smoked bacon, chives, butter, rye bread'), 'Jajecznica', /bacon/)
})

test('a baguette with fried eggs and Maggi makes banh mi op la', () => {
  expectDish(first('baguette, eggs, maggi, cucumber, coriander'), 'Banh Mi Op La', /[Mm]aggi/)
})

test('hot rice, egg and soy sauce make tamago kake gohan, with the raw-egg warning', () => {
  const recipe = first('japanese rice, eggs, soy sauce, furikake')
  expectDish(recipe, 'Tamago Kake Gohan', /furikake/)
  expect(recipe).toMatch(/eggs are eaten raw: use very fresh/)
})

// ── Second helping: French, Greek and Italian ─────────────────────────────────────────────────

test('a croque with eggs on the list becomes a croque madame, the egg on top', () => {
  const recipe = first('sliced white bread, ham, gruyere, eggs, butter, milk, flour')
  expectDish(recipe, 'Croque Madame', /egg/)
  expect(recipe).toMatch(/fry the eggs? in the rest of the butter/i)
})

test('tomatoes with garlic, parsley and breadcrumbs make tomates à la provençale', () => {
  expectDish(
    first('4 tomatoes, garlic, parsley, breadcrumbs, olive oil'),
    'Tomates a la Provencale',
    /tomatoes/,
  )
})

test('courgettes, filo and feta make kolokythopita, not fritters', () => {
  expectDish(
    first('courgettes 1kg, filo pastry, feta, eggs, dill, spring onions'),
    'Kolokythopita',
    /courgettes/,
  )
})

test('squid braised with spinach and dill makes soupies me spanaki', () => {
  expectDish(
    first('squid, spinach, onion, white wine, olive oil, dill'),
    'Soupies me Spanaki',
    /squid/,
  )
})

test('thin beef rolled round prosciutto in passata makes involtini al sugo', () => {
  expectDish(
    first('thin beef slices, prosciutto, parmesan, passata, garlic, parsley'),
    'Involtini al Sugo',
    /prosciutto/,
  )
})

test('pasta, peas and onion make the Neapolitan pasta e piselli', () => {
  expectDish(first('pasta, frozen peas, onion, parmesan'), 'Pasta e Piselli', /peas/)
})

test('white beans, greens and potatoes with chorizo make caldo gallego', () => {
  expectDish(first('tinned white beans, kale, potatoes, chorizo, onion'), 'Caldo Gallego', /beans/)
})

test('eggs steeped in tea, soy sauce and star anise make Chinese tea eggs', () => {
  expectDish(
    first('eggs, black tea bags, soy sauce, star anise, cinnamon stick'),
    'Chinese Tea Eggs',
    /tea/,
  )
})
