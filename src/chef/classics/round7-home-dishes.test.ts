import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Home and regional dishes of the British, Chinese, Eastern European, Indian, Italian, Japanese,
// Spanish, Turkish and Vietnamese kitchens that the library lacked (issue 18, round 7): a list a
// visitor might type from their own cupboard, carrying the dish's signature, gets that dish first,
// with its star used and its safety step in the method.

// ── British ───────────────────────────────────────────────────────────────────────────────────

test('self-raising flour, cocoa and boiling water make a chocolate self-saucing pudding', () => {
  const recipe = first(
    'self-raising flour 175g, cocoa, soft brown sugar, milk, butter, 1 egg, kettle water',
  )
  expectDish(recipe, 'Chocolate Self-Saucing Pudding', /cocoa/)
})

test('bread flour, yeast and currants make Chelsea buns, not pancakes', () => {
  expectDish(
    first(
      'strong bread flour, 7g sachet yeast, whole milk, butter, currants, mixed peel, brown sugar, cinnamon',
    ),
    'Chelsea Buns',
    /currants/,
  )
})

test('a tin of Carnation caramel, bananas and digestives make banoffee pie', () => {
  expectDish(
    first('digestive biscuits, butter, tin of carnation caramel, 4 bananas, whipping cream'),
    'Banoffee Pie',
    /caramel/,
  )
})

test('potatoes, onions and cheddar in one pan make pan haggerty', () => {
  expectDish(
    first('2lb potatoes, 2 onions, mature cheddar 200g, butter, bacon'),
    'Pan Haggerty',
    /cheddar/,
  )
})

test('dried split peas and a ham hock make the soup, the peas simmered soft', () => {
  const recipe = first(
    'dried green split peas 500g, smoked ham hock, onion, 2 carrots, celery, bay leaf',
  )
  expectDish(recipe, 'Split Pea and Ham Soup', /split peas/)
  expect(recipe).toMatch(/simmer the split peas gently for 90–120 minutes/)
})

test('bought crumpets with butter, eggs and bacon make loaded crumpets', () => {
  expectDish(
    first('crumpets x4, salted butter, 2 eggs, smoked back bacon, marmite'),
    'Loaded Crumpets',
    /crumpets/,
  )
})

test('stale bread, eggs, milk, cheese and ham make a savoury bread and butter pudding', () => {
  expectDish(
    first('half a stale white loaf, 3 eggs, milk, grated cheddar, ham slices, dijon mustard'),
    'Savoury Bread and Butter Pudding',
    /ham/,
  )
})

// ── Chinese ───────────────────────────────────────────────────────────────────────────────────

test('eggs and water with soy, sesame oil and rice make Chinese steamed egg', () => {
  expectDish(
    first('4 eggs, water, light soy sauce, sesame oil, spring onions, rice'),
    'Chinese Steamed Egg',
    /eggs/,
  )
})

test('silken tofu and century eggs make century egg tofu', () => {
  expectDish(
    first('silken tofu, 2 preserved duck eggs, light soy, sesame oil, chilli oil, spring onion'),
    'Century Egg Tofu',
    /duck eggs/,
  )
})

test('a whole chicken with ginger, spring onions and jasmine rice makes Hainanese chicken rice', () => {
  const recipe = first(
    'whole chicken 1.6kg, thumb of ginger, bunch of spring onions, soy sauce, sesame oil, jasmine rice',
  )
  expectDish(recipe, 'Hainanese Chicken Rice', /chicken/)
  expect(recipe).toMatch(/75 °C/)
})

// ── Eastern European ──────────────────────────────────────────────────────────────────────────

test('Polish pickles by their own name make zupa ogorkowa', () => {
  expectDish(
    first('ogórki kiszone 5, potatoes, carrot, chicken stock, soured cream, dill'),
    'Zupa Ogorkowa',
    /kiszone/,
  )
})

test('sauerkraut and dried split peas make kapusta z grochem, the peas cooked in their own step', () => {
  const recipe = first(
    'jar of sauerkraut, yellow split peas 250g, streaky bacon, onion, lard, bay leaves',
  )
  expectDish(recipe, 'Kapusta z Grochem', /split peas/)
  expect(recipe).toMatch(/simmer for 45–60 minutes, until soft enough to crush/)
})

// ── Indian ────────────────────────────────────────────────────────────────────────────────────

test('prawns, coconut, dried Kashmiri chillies and tamarind make a Goan prawn curry', () => {
  const recipe = first(
    'raw king prawns 400g, coconut milk, dried kashmiri chillies, tamarind paste, onion, garlic, turmeric',
  )
  expectDish(recipe, 'Goan Prawn Curry', /prawns/)
  expect(recipe).toMatch(/opaque right through/)
})

test('chicken, potatoes and mustard oil make murgir jhol', () => {
  const recipe = first(
    'chicken on the bone 1kg, 3 potatoes, 2 onions, mustard oil, ginger garlic paste, garam masala, turmeric',
  )
  expectDish(recipe, 'Murgir Jhol', /potatoes/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('leftover rice with lemon, peanuts and a tempering makes lemon rice, reheated piping hot', () => {
  const recipe = first(
    'leftover basmati rice, 1 lemon, peanuts, mustard seeds, curry leaves, turmeric',
  )
  expectDish(recipe, 'Lemon Rice', /basmati rice/)
  expect(recipe).toMatch(/piping hot/)
})

// ── Italian ───────────────────────────────────────────────────────────────────────────────────

test('orecchiette and cime di rapa make the Puglian dish', () => {
  expectDish(
    first('orecchiette 500g, broccoli rabe, anchovy fillets, garlic, chilli flakes, olive oil'),
    'Orecchiette con Cime di Rapa',
    /broccoli rabe/,
  )
})

test('thin steaks in tomato with oregano make carne alla pizzaiola', () => {
  expectDish(
    first('4 minute steaks, tin plum tomatoes, garlic, dried oregano, capers, mozzarella ball'),
    'Carne alla Pizzaiola',
    /steaks/,
  )
})

// ── Japanese ──────────────────────────────────────────────────────────────────────────────────

test('pork belly with soy, mirin and eggs makes buta no kakuni', () => {
  expectDish(
    first('pork belly 1kg, soy sauce, mirin, sugar, fresh ginger, 4 eggs'),
    'Buta no Kakuni',
    /pork belly/,
  )
})

test('pork belly, cabbage and miso make hoikoro', () => {
  expectDish(
    first('sliced pork belly 300g, pointed cabbage, white miso, garlic, green pepper'),
    'Hoikoro',
    /cabbage/,
  )
})

test('chicken thigh with lotus root, konnyaku and dried shiitake makes chikuzenni, the shiitake soaked', () => {
  const recipe = first(
    'chicken thighs, dried shiitake, carrots, lotus root, konjac, soy sauce, mirin',
  )
  expectDish(recipe, 'Chikuzenni', /lotus root/)
  expect(recipe).toMatch(/soak/i)
})

// ── Spanish ───────────────────────────────────────────────────────────────────────────────────

test('salt cod, chickpeas and spinach make potaje de vigilia, the cod soaked in changes of water', () => {
  const recipe = first('bacalao 250g, jar of chickpeas, bag of spinach, 2 eggs, garlic, paprika')
  expectDish(recipe, 'Potaje de Vigilia', /bacalao/)
  expect(recipe).toMatch(/changing the water/)
})

test('rice, pork ribs, morcilla and chickpeas make arroz al horno', () => {
  expectDish(
    first(
      'paella rice, pork spare ribs, black pudding, tinned chickpeas, potatoes, tomatoes, garlic',
    ),
    'Arroz al Horno',
    /ribs/,
  )
})

// ── Turkish ───────────────────────────────────────────────────────────────────────────────────

test('vine leaves with rice, pine nuts and currants make yaprak sarma, not warak enab', () => {
  expectDish(
    first(
      'jar of vine leaves, long grain rice, 2 onions, pine nuts, currants, fresh dill, lemon, olive oil',
    ),
    'Yaprak Sarma',
    /vine leaves/,
  )
})

test('aubergine, courgette and green beans with lamb make türlü', () => {
  expectDish(
    first('1 aubergine, 2 courgettes, green beans, potatoes, tomatoes, diced lamb 400g, onion'),
    'Turlu',
    /aubergine/,
  )
})

test('beef cubes, onion, tomato paste and butter make tas kebabı', () => {
  expectDish(
    first('diced beef 600g, 2 onions, tomato paste, butter, tomatoes, thyme'),
    'Tas Kebabi',
    /beef/,
  )
})

test('pasta with garlic yoghurt and pul biber butter makes yoğurtlu makarna', () => {
  expectDish(
    first('fusilli, natural yoghurt, garlic, butter, pul biber, dried mint'),
    'Yogurtlu Makarna',
    /yoghurt/,
  )
})

test('spinach, rice and tomato paste with yoghurt make the meatless spinach dish', () => {
  expectDish(
    first('fresh spinach 500g, rice, onion, tomato paste, plain yoghurt, olive oil'),
    'Zeytinyagli Ispanak',
    /spinach/,
  )
})

// ── Vietnamese ────────────────────────────────────────────────────────────────────────────────

test('a jar of crab paste, tomatoes and vermicelli make bún riêu', () => {
  expectDish(
    first('crab paste in soybean oil, pork mince, 2 eggs, 4 tomatoes, rice vermicelli, fish sauce'),
    'Bun Rieu',
    /crab paste/,
  )
})

test('chicken legs, five spice and coconut water make gà rô ti', () => {
  const recipe = first(
    '6 chicken drumsticks, coconut water, five spice powder, garlic, soy sauce, honey',
  )
  expectDish(recipe, 'Ga Ro Ti', /coconut water/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('chicken, glass noodles and dried shiitake make miến gà', () => {
  expectDish(
    first('chicken thighs, glass noodles, dried shiitake, spring onions, fish sauce, shallots'),
    'Mien Ga',
    /glass noodles/,
  )
})

test('beef mince in betel leaves makes bò lá lốt', () => {
  expectDish(
    first('minced beef 500g, la lot leaves, lemongrass, garlic, fish sauce, peanuts'),
    'Bo La Lot',
    /la lot/,
  )
})
