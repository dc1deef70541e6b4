import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Home dishes of the Persian, Turkish, Levantine, Greek, Eastern European, Italian, French and
// Spanish kitchens that the offline chef lacked or could not fit as typed (issue 18, cover16b): a
// list typed the way a home cook types it gets that dish first, its star used, its safety kept.

test('lamb, rice, a pile of carrots, onions, a garlic bulb and cumin make plov, the rice steamed on the meat', () => {
  const recipe = first('lamb 600g, rice 400g, carrots 4, onions 2, garlic bulb, cumin')
  expectDish(recipe, 'Plov', /lamb/i)
  expect(recipe).toMatch(/push the whole head into the middle/)
  expect(recipe).toMatch(/until the rice is tender and the lamb cooked through/)
  expect(recipe).not.toMatch(/Not used/)
})

test('beef with zira, chickpeas and barberries still makes plov', () => {
  const recipe = first('beef 500g, basmati rice, carrots, onion, zira, chickpeas tin, barberries')
  expectDish(recipe, 'Plov', /beef/i)
  expect(recipe).toMatch(/simmered with zira/)
  expect(recipe).not.toMatch(/Not used/)
})

test('sauerkraut leaves, pork mince, rice and smoked bacon make sarmale, cooked through', () => {
  const recipe = first(
    'sauerkraut leaves, pork mince, rice, onion, smoked bacon, tomato paste, dill, sour cream',
  )
  expectDish(recipe, 'Sarmale', /pork mince/i)
  expect(recipe).toMatch(/Sauerkraut leaves — 400 g/)
  expect(recipe).toMatch(/75 °C in the middle, no pink/)
  expect(recipe).not.toMatch(/Not used/)
})

test('a jar of pickled cabbage leaves with pork, rice and polenta makes sarmale with mamaliga', () => {
  const recipe = first(
    'pickled cabbage leaves 1 jar, minced pork 500g, rice 100g, onion, bacon, thyme, polenta',
  )
  expectDish(recipe, 'Sarmale', /pork/i)
  expect(recipe).toMatch(/whisk the polenta in/)
})

test('beef and lamb mince with garlic, bicarbonate and thyme make mici, grilled through', () => {
  const recipe = first('beef mince, lamb mince, garlic, baking soda, thyme, mustard')
  expectDish(recipe, 'Mici', /beef mince/i)
  expect(recipe).toMatch(/lamb mince/i)
  expect(recipe).toMatch(/71 °C in the middle, no pink/)
  expect(recipe).not.toMatch(/Not used/)
})

test('sauerkraut, pork, rice, smoked sausage and paprika make toltott kaposzta, not Romanian sarmale', () => {
  const recipe = first(
    'sauerkraut, pickled cabbage leaves, pork mince, rice, smoked sausage, paprika, sour cream',
  )
  expectDish(recipe, 'Toltott Kaposzta', /pork mince/i)
  expect(recipe).toMatch(/75 °C in the middle, no pink/)
})

test('pasta, beef mince, onion and butter make makarony po-flotski', () => {
  const recipe = first('pasta 400g, beef mince 400g, onion, butter')
  expectDish(recipe, 'Makarony po-Flotski', /beef mince/i)
  expect(recipe).toMatch(/cooked through with no pink left/)
  expect(recipe).not.toMatch(/Not used/)
})

test('pearl barley, chicken wings, potatoes, carrots, parsley root and dill make krupnik', () => {
  const recipe = first('pearl barley 100g, chicken wings, potatoes, carrots, parsley root, dill')
  expectDish(recipe, 'Krupnik', /pearl barley/i)
  expect(recipe).toMatch(/75 °C at the bone/)
  expect(recipe).not.toMatch(/Not used/)
})

test('potatoes, potato flour, egg, onion and bacon make kluski slaskie, potato flour read as a starch', () => {
  const recipe = first('potatoes 1kg, potato flour, egg, onion, bacon')
  expectDish(recipe, 'Kluski Slaskie', /potato/i)
  expect(recipe).not.toMatch(/Plain flour/)
  expect(recipe).toMatch(/when they float, give them 2 minutes more/)
  expect(recipe).not.toMatch(/Not used/)
})

test('milk, flour, eggs, sugar, butter and smetana make blini, not French crepes', () => {
  const recipe = first('milk, flour, eggs, sugar, butter, smetana')
  expectDish(recipe, 'Blini', /milk/i)
  expect(recipe).toMatch(/Smetana — /)
  expect(recipe).not.toMatch(/Not used/)
})

test('aubergines, roasted peppers, onions and tomato paste make zacusca', () => {
  const recipe = first('aubergines, roasted peppers, onions, tomato paste, sunflower oil')
  expectDish(recipe, 'Zacusca', /aubergine/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('chicken breasts, butter and dill with no garlic still make chicken kyiv, the garlic bought', () => {
  const recipe = first('chicken breasts 4, butter, dill, eggs, flour, breadcrumbs')
  expectDish(recipe, 'Chicken Kyiv', /chicken/i)
  expect(recipe).toMatch(/Garlic — .*\(extra\)/)
})

test('the words home cooks type: telemea, turo, kolbasz, doktorskaya kolbasa, jambon, pain de mie', () => {
  expectDish(
    first('polenta cornmeal, telemea, sour cream, eggs, butter'),
    'Mamaliga cu Branza si Smantana',
    /polenta/i,
  )
  expectDish(first('pasta 400g, turo, sour cream, bacon'), 'Turos Csusza', /pasta/i)
  const rakott = first('potatoes 1kg, eggs 6, kolbasz, sour cream, butter')
  expectDish(rakott, 'Rakott Krumpli', /potato/i)
  expect(rakott).not.toMatch(/Not used/)
  const olivier = first(
    'potatoes, carrots, eggs, pickles, peas tin, doktorskaya kolbasa, mayonnaise',
  )
  expectDish(olivier, 'Olivier Salad', /potato/i)
  expect(olivier).not.toMatch(/Not used/)
  const croque = first('pain de mie, jambon, emmental, egg, butter')
  expectDish(croque, 'Croque Madame', /jambon/i)
  expect(croque).not.toMatch(/Not used/)
})

test('leftover roast chicken, milk, flour, butter, eggs and breadcrumbs make croquetas de pollo, fried piping hot', () => {
  const recipe = first('leftover roast chicken, milk, flour, butter, eggs, breadcrumbs, nutmeg')
  expectDish(recipe, 'Croquetas de Pollo', /chicken/i)
  expect(recipe).toMatch(/Never leave hot oil unattended/)
  expect(recipe).toMatch(/piping hot right through/)
  expect(recipe).not.toMatch(/Not used/)
})

test('milk, egg yolks, sugar, cornflour, cinnamon and maria biscuits make natillas, never boiled', () => {
  const recipe = first(
    'milk 1 litre, egg yolks 4, sugar, cornflour, cinnamon, maria biscuits, lemon peel',
  )
  expectDish(recipe, 'Natillas', /milk/i)
  expect(recipe).toMatch(/never letting it boil/)
  expect(recipe).not.toMatch(/Not used/)
})

test('green peppers, beef mince, rice, tomato paste and dried mint make etli biber dolmasi, cooked through', () => {
  const recipe = first(
    'green peppers 6, beef mince 250g, rice 100g, onion, tomato paste, dried mint',
  )
  expectDish(recipe, 'Etli Biber Dolmasi', /beef mince/i)
  expect(recipe).toMatch(/75 °C in the middle, no pink/)
  expect(recipe).not.toMatch(/Not used/)
})

test('chicken drumsticks and potatoes with pepper and tomato paste make firinda tavuk patates', () => {
  const recipe = first('chicken drumsticks 8, potatoes, peppers, onion, tomato paste, pepper paste')
  expectDish(recipe, 'Firinda Tavuk Patates', /drumsticks/i)
  expect(recipe).toMatch(/75 °C at the bone/)
  expect(recipe).not.toMatch(/Not used/)
})

test('tavuk sote takes the pepper paste a Turkish cook lists', () => {
  const recipe = first('chicken breast 500g, peppers, onion, tomatoes, mushrooms, pepper paste')
  expectDish(recipe, 'Tavuk Sote', /chicken/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('frozen peas, eggs, onion and parmesan make piselli e uova, the peas cooked piping hot', () => {
  const recipe = first('frozen peas 500g, eggs 4, onion, parmesan')
  expectDish(recipe, 'Piselli e Uova', /peas/i)
  expect(recipe).toMatch(/piping hot/)
  expect(recipe).not.toMatch(/Not used/)
})

test('puff pastry, spinach, ricotta, eggs and parmesan make a torta salata', () => {
  const recipe = first('puff pastry, spinach, ricotta, eggs, parmesan')
  expectDish(recipe, 'Torta Salata di Spinaci e Ricotta', /ricotta/i)
  expect(recipe).toMatch(/squeeze out all the water/)
  expect(recipe).not.toMatch(/Not used/)
})

test('lamb, green beans, a tin of tomatoes, garlic and rice make loubieh bi lahme with rice', () => {
  const recipe = first('lamb 400g, green beans 500g, tomatoes tin, onion, garlic, rice')
  expectDish(recipe, 'Loubieh bi Lahme', /green beans/i)
  expect(recipe).toMatch(/cook it in twice its volume of salted water/)
  expect(recipe).not.toMatch(/Not used/)
})

test('flour, sour cherries, sugar and smetana make cherry varenyky, boiled until cooked through', () => {
  const recipe = first('flour, sour cherries, sugar, smetana')
  expectDish(recipe, 'Varenyky z Vyshnyamy', /cherries/i)
  expect(recipe).toMatch(/when they float, give them 2 minutes more/)
  expect(recipe).not.toMatch(/Not used/)
})

test('pork shoulder, sauerkraut, onion and caraway make vepro knedlo zelo, the dumplings served alongside', () => {
  const recipe = first(
    'pork shoulder 1kg, sauerkraut, onion, caraway seeds, flour, potato dumplings',
  )
  expectDish(recipe, 'Vepro Knedlo Zelo', /pork/i)
  expect(recipe).toMatch(/at least 75 °C in the middle/)
})

test('charred aubergines with onion, sunflower oil and mayonnaise make salata de vinete', () => {
  const recipe = first('aubergines 3, onion, sunflower oil, mayonnaise')
  expectDish(recipe, 'Salata de Vinete', /aubergine/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('potatoes, roots, dried mushrooms, garlic and marjoram make bramboracka, the mushrooms soaked', () => {
  const recipe = first('potatoes, carrot, celeriac, parsnip, dried mushrooms, garlic, marjoram')
  expectDish(recipe, 'Bramboracka', /potato/i)
  expect(recipe).toMatch(/Soak the dried mushrooms in a cup of hot water/)
  expect(recipe).not.toMatch(/Not used/)
})

test('pork mince, rice, vegetables and lovage with no lemon still make ciorba de perisoare, soured', () => {
  const recipe = first('pork mince, rice, carrots, celery, peppers, lovage, egg')
  expectDish(recipe, 'Ciorba de Perisoare', /pork mince/i)
  expect(recipe).toMatch(/Lemon — .*\(extra\)/)
})

test('loobia polo takes the advieh a Persian cook lists', () => {
  const recipe = first(
    'basmati rice, green beans 300g, beef mince 400g, tomato paste, onion, advieh',
  )
  expectDish(recipe, 'Loobia Polo', /green beans/i)
  expect(recipe).toMatch(/advieh/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('sorrel, potatoes, eggs, stock, dill and smetana make zelenyi borshch', () => {
  const recipe = first('sorrel 300g, potatoes, eggs, chicken stock, dill, smetana')
  expectDish(recipe, 'Zelenyi Borshch', /sorrel/i)
  expect(recipe).toMatch(/Boil the eggs in a small pan for 10 minutes/)
  expect(recipe).not.toMatch(/Not used/)
})

test('shchavel is read as sorrel, and boiled eggs are not boiled again', () => {
  const recipe = first('shchavel, potatoes 4, boiled eggs, carrot, onion, sour cream')
  expectDish(recipe, 'Zelenyi Borshch', /shchavel/i)
  expect(recipe).not.toMatch(/Boil the boiled eggs/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('tinned white beans, smoked sausage, onion and tomato paste make iahnie de fasole', () => {
  const recipe = first(
    'white beans tins, smoked sausage, onion, carrot, tomato paste, bay leaf, thyme',
  )
  expectDish(recipe, 'Iahnie de Fasole', /sausage/i)
  expect(recipe).toMatch(/piping hot/)
  expect(recipe).not.toMatch(/Not used/)
})

test('dry yellow split peas with paprika and garlic make fozelek, the peas cooked soft in one step', () => {
  const recipe = first('yellow split peas 300g, paprika, garlic, eggs, onion')
  expectDish(recipe, 'Sargaborso Fozelek', /split peas/i)
  expect(recipe).toMatch(/simmer, partly covered, for 45–60 minutes/)
  expect(recipe).toMatch(/until the whites are set/)
  expect(recipe).not.toMatch(/Not used/)
})

test('cottage cheese, eggs, flour, smantana and jam make papanasi, fried with the hot-oil care', () => {
  const recipe = first(
    'cottage cheese 500g, egg 2, flour, sugar, baking soda, lemon, smantana, blueberry jam',
  )
  expectDish(recipe, 'Papanasi', /cottage cheese/i)
  expect(recipe).toMatch(/Never leave hot oil unattended/)
  expect(recipe).not.toMatch(/Not used/)
})

test('plums, flour, twarog, egg, butter and sugar make Czech curd-cheese fruit dumplings', () => {
  const recipe = first('plums, flour, twarog, egg, butter, sugar')
  expectDish(recipe, 'Tvarohove Ovocne Knedliky', /plums/i)
  expect(recipe).toMatch(/after they float, until the dough is cooked through/)
  expect(recipe).not.toMatch(/Not used/)
})

test('taboon bread and shrak are the flatbread musakhan is built on, not a loaf or a shark', () => {
  const recipe = first('chicken legs 4, red onions 4, sumac, taboon bread, olive oil, pine nuts')
  expectDish(recipe, 'Musakhan', /chicken/i)
  expect(recipe).toMatch(/taboon bread/i)
  expect(recipe).not.toMatch(/Not used/)
  expect(first('shrak, chicken thighs, onions, sumac')).not.toMatch(/shark/i)
})

test('a Turkish bean list with sucuk and pepper paste stays kuru fasulye, not the Romanian bean stew', () => {
  const recipe = first('dried haricot beans 500g, onion, tomato paste, pepper paste, sucuk, butter')
  expectDish(recipe, 'Kuru Fasulye', /haricot beans/i)
})
