import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Lists typed for the library's own Italian, French, Greek, Spanish, Portuguese and Mexican dishes
// (issue 18, seventeenth session): each general cause a typed list missed on, fixed once, and the
// list now gets its dish first, with its star used and its key step kept.

test('tomme fraiche is the cheese aligot is beaten with, never a tomato', () => {
  const recipe = first('potatoes, tomme fraiche, creme fraiche, butter, garlic')
  expectDish(recipe, 'Aligot', /tomme fraiche/i)
  expect(recipe).toMatch(/pulls into long ribbons/)
})

test('veal topside is veal, poached pink for vitello tonnato', () => {
  const recipe = first('veal topside, tin of tuna, anchovies, capers, mayo, white wine, lemon')
  expectDish(recipe, 'Vitello Tonnato', /veal topside/i)
  expect(recipe).toMatch(/63 °C in the middle for veal/)
})

test('tomato frito is the tomato sauce of macarrones con chorizo, never corn chips', () => {
  const recipe = first('macaroni, chorizo, tomato frito, onion, grated cheese')
  expectDish(recipe, 'Macarrones con Chorizo', /tomato frito/i)
  expect(recipe).toMatch(/Add the tomato frito/)
})

test('fideua noodles are the thin pasta a fideua toasts, never egg noodles', () => {
  const recipe = first(
    'fideua noodles, prawns, squid, monkfish, fish stock, saffron, tomato, alioli',
  )
  expectDish(recipe, 'Fideua', /fideua noodles/i)
  expect(recipe).toMatch(/until golden brown like toast/)
})

test('Mexican squash is the courgette of calabacitas, never a butternut', () => {
  const recipe = first('mexican squash, corn, tomatoes, onion, poblano, queso fresco')
  expectDish(recipe, 'Calabacitas', /mexican squash/i)
  expect(recipe).toMatch(/cut into 1 cm dice/)
})

test('sauerkraut, frankfurters, smoked pork and riesling are choucroute garnie, the wine read and the pork braised', () => {
  const recipe = first('sauerkraut, frankfurters, smoked pork, bacon, potatoes, juniper, riesling')
  expectDish(recipe, 'Choucroute Garnie', /riesling/i)
  expect(recipe).toMatch(/Bury the bacon and pork/)
})

test('patates yiahni needs no olive oil typed: it is bought', () => {
  const recipe = first('potatoes, tinned tomatoes, onion, garlic, bay leaf, oregano')
  expectDish(recipe, 'Patates Yiahni', /potatoes/i)
  expect(recipe).toMatch(/Olive oil — .*\(extra\)/)
})

test('bamies laderes fits without olive oil typed, and is served with bread either way', () => {
  const recipe = first('okra, tomatoes, onion, garlic, parsley, red wine vinegar, potatoes')
  expectDish(recipe, 'Bamies Laderes', /okra/i)
  expect(recipe).toMatch(/Serve warm, with bread\./)
})

test('dried chillies make penne all’arrabbiata, fried with the garlic', () => {
  const recipe = first('penne, tin of tomatos, garlic, dried chillies, parsley')
  expectDish(recipe, "Penne all'Arrabbiata", /dried chillies/i)
  expect(recipe).toMatch(/fry the garlic and dried chillies/)
})

test('involtini al sugo need no ham: beef rolled round pecorino, garlic and parsley', () => {
  const recipe = first('thin beef slices, pecorino, garlic, parsley, passata, pine nuts, raisins')
  expectDish(recipe, 'Involtini al Sugo', /thin beef/i)
  expect(recipe).toMatch(/^2\. Scatter each with the pecorino/m)
  expect(recipe).not.toMatch(/slice of the/)
})

test('lentejas take the lentils a cook types bare, timed by kind', () => {
  const recipe = first(
    'lentils, chorizo, carrot, potato, onion, green pepper, garlic, paprika, bay leaf',
  )
  expectDish(recipe, 'Lentejas con Chorizo', /chorizo/i)
  expect(recipe).toMatch(/red ones need only 5 here/)
})

test('zarzuela buys its fish stock and takes all five seafoods, the monkfish too', () => {
  const recipe = first('monkfish, prawns, mussels, clams, squid, tomatoes, onion, brandy, saffron')
  expectDish(recipe, 'Zarzuela de Mariscos', /monkfish/i)
  expect(recipe).toMatch(/Fish stock — .*\(extra\)/)
  expect(recipe).toMatch(/Tomatoes — \d+ g/)
})

test('caldo gallego takes two of its pork meats and says how dried beans are boiled', () => {
  const recipe = first('white beans, grelos, potatoes, chorizo, pork belly, ham bone')
  expectDish(recipe, 'Caldo Gallego', /grelos/i)
  expect(recipe).toMatch(/boiled hard for 10 minutes/)
})

test('red snapper makes pescado a la veracruzana', () => {
  const recipe = first(
    'red snapper fillets, tomatoes, onion, garlic, green olives, capers, pickled jalapenos, bay leaves',
  )
  expectDish(recipe, 'Pescado a la Veracruzana', /red snapper/i)
  expect(recipe).toMatch(/until the red snapper is opaque and flakes easily/)
})

test('potee auvergnate takes the pork shoulder beside the lardons, and the sausages of Morteau', () => {
  const recipe = first(
    'cabbage, smoked pork shoulder, saucisse de morteau, potatoes, carrots, turnips, lardons',
  )
  expectDish(recipe, 'Potee Auvergnate', /pork shoulder/i)
  expect(recipe).toMatch(/Put the lardons and pork shoulder, in large pieces/)
  expect(recipe).toMatch(/saucisses de morteau/i)
  expect(recipe).not.toMatch(/morteaus/i)
})

test('flammekueche spreads the fromage blanc beside the creme fraiche', () => {
  const recipe = first('pizza dough, creme fraiche, fromage blanc, lardons, onion')
  expectDish(recipe, 'Flammekueche', /lardons/i)
  expect(recipe).toMatch(/Spread it with the creme fraiche and fromage blanc/)
})

test('filo, feta and courgettes are a kolokythopita, not an omelette that leaves the filo out', () => {
  const recipe = first('courgettes, feta, filo pastry, eggs, mint, dill')
  expectDish(recipe, 'Kolokythopita', /filo pastry/i)
  expect(recipe).toMatch(/Bake for 50–55 minutes/)
})

test('wild greens, chard and filo are a hortopita, both greens in it', () => {
  const recipe = first('wild greens, chard, spinach, leeks, feta, filo, dill, fennel')
  expectDish(recipe, 'Hortopita', /filo/i)
  expect(recipe).toMatch(/Pick over the wild greens and chard/)
})

test('beef and goat with guajillo and ancho make birria, both meats in the pot', () => {
  const recipe = first(
    'beef chuck, goat, guajillo chiles, ancho chiles, tomatoes, garlic, cumin, cloves, corn tortillas',
  )
  expectDish(recipe, 'Birria', /goat/i)
  expect(recipe).toMatch(/simmer very gently for 3–3½ hours/)
})

test('lamb cutlets with lemon, oregano and pitta are paidakia, the pitta warmed to wrap them', () => {
  const recipe = first('lamb cutlets, lemon, oregano, garlic, pitta')
  expectDish(recipe, 'Paidakia', /lamb cutlets/i)
  expect(recipe).toMatch(/warmed on the griddle for 30 seconds a side/)
})

test('a burrito bowl takes frozen chicken thighs, thawed and fried through', () => {
  const recipe = first(
    'rice, tin of black beans, frozen chicken thighs, sweetcorn, avocado, lime, salsa, sour cream',
  )
  expectDish(recipe, 'Burrito Bowl', /chicken thighs/i)
  expect(recipe).toMatch(/Thaw the frozen chicken thighs completely/)
  expect(recipe).toMatch(/cooked through with no pink in the middle \(75 °C\)/)
})

test('a burrito bowl with leftover chicken only warms it through', () => {
  const recipe = first('rice, tin of black beans, leftover chicken, sweetcorn, avocado, lime')
  expectDish(recipe, 'Burrito Bowl', /leftover chicken/i)
  expect(recipe).toMatch(/until piping hot, and slice or shred it/)
  expect(recipe).not.toMatch(/no pink/)
})

test('entomatadas poach raw chicken through before it is rolled', () => {
  const recipe = first('corn tortillas, tomatoes, onion, garlic, queso fresco, crema, chicken')
  expectDish(recipe, 'Entomatadas', /chicken/i)
  expect(recipe).toMatch(/^1\. Poach the chicken in simmering salted water/m)
  expect(recipe).toMatch(/with a quarter of the onion and the garlic until smooth/)
})

test('cochinita pibil takes the sour oranges and the banana leaves, never a Haitian griot', () => {
  const recipe = first(
    'pork shoulder, achiote paste, sour oranges, banana leaves, red onions, habanero',
  )
  expectDish(recipe, 'Cochinita Pibil', /achiote/i)
  expect(recipe).toMatch(/lined with the banana leaves/)
})

test('horta vrasta boils both greens a cook brings', () => {
  const recipe = first('dandelion greens, chard, lemon, olive oil')
  expectDish(recipe, 'Horta Vrasta', /chard/i)
  expect(recipe).toMatch(/Pick over the dandelion greens and chard/)
})

test('steak, tarragon, egg yolks, shallot and vinegar are steak bearnaise, the sauce whisked over barely simmering water', () => {
  const recipe = first(
    'ribeye steak, potatoes, butter, shallot, tarragon, egg yolks, white wine vinegar',
  )
  expectDish(recipe, 'Steak Bearnaise', /ribeye steak/i)
  expect(recipe).toMatch(/over a pan of barely simmering water/)
  expect(recipe).toMatch(/pasteurised yolks/)
})

test('eggs, ripe tomatoes, feta and oregano are strapatsada, the Greek scramble, before an omelette of the same things', () => {
  const recipe = first('eggs, ripe tomatoes, feta, oregano, cucumber')
  expectDish(recipe, 'Strapatsada', /feta/i)
})

test('caldo tlalpeno takes the chipotle a cook types bare, blended into the tomato', () => {
  const recipe = first(
    'chicken thighs, chickpeas, carrots, courgettes, chipotle, onion, avocado, epazote',
  )
  expectDish(recipe, 'Caldo Tlalpeno', /chicken thighs/i)
  expect(recipe).toMatch(/the chipotle \(start with less; it is hot\)/)
  expect(recipe).toMatch(/no pink \(75 °C in the thickest part\)/)
})

test('a jar of salsa verde makes enchiladas verdes, blended as it is, never simmered like fresh tomatillos', () => {
  const recipe = first(
    'corn tortillas, chicken breast cooked, tomatillo salsa (salsa verde), sour cream, cheese, onion',
  )
  expectDish(recipe, 'Enchiladas Verdes', /tomatillo salsa/i)
  expect(recipe).toMatch(/Tip the tomatillo salsa into a blender/)
  expect(recipe).not.toMatch(/Husk/)
})

test('fresh tomatillos for enchiladas verdes are still husked and simmered first', () => {
  const recipe = first(
    'tomatillos, chicken breast, corn tortillas, jalapeno, garlic, onion, queso fresco',
  )
  expectDish(recipe, 'Enchiladas Verdes', /tomatillos/i)
  expect(recipe).toMatch(/Husk and rinse the tomatillos and simmer them/)
  expect(recipe).toMatch(/no pink/)
})

test('huevos divorciados take a jar of salsa verde for the green side, and a jar of red salsa is blended, never charred', () => {
  const recipe = first('eggs, corn tortillas, salsa verde, salsa roja, refried beans')
  expectDish(recipe, 'Huevos Divorciados', /salsa verde/i)
  expect(recipe).toMatch(/The salsa verde is the green salsa/)
  expect(recipe).toMatch(/blend it with the salsa, the rest of the onion/)
  expect(recipe).toMatch(/Lay the refried beans in a line between them\./)
})

test('gingerbread is the spiced cake a carbonnade flamande is thickened with, never plain bread', () => {
  const recipe = first(
    'beef chuck, 2 bottles brown beer, onions, brown sugar, gingerbread, mustard, thyme',
  )
  expectDish(recipe, 'Carbonnade Flamande', /beef chuck/i)
  expect(recipe).toMatch(/Spread the gingerbread thickly with the mustard/)
})

test('chips beside pork chops are fried potatoes, baked to be ready with the chops', () => {
  const recipe = first('4 pork chops, lemon, oregano, garlic, olive oil, chips')
  expectDish(recipe, 'Greek Grilled Pork Chops', /pork chops/i)
  expect(recipe).toMatch(/Bake the chips in a hot oven as the packet says/)
  expect(recipe).toMatch(/71 °C in the middle/)
})

test('chips beside a piri-piri chicken go in the oven with it', () => {
  const recipe = first('whole chicken, piri piri chillies, lemon, garlic, paprika, chips')
  expectDish(recipe, 'Frango Piri-Piri', /chicken/i)
  expect(recipe).toMatch(/Bake the chips on another shelf/)
  expect(recipe).toMatch(/reaches 75 °C, with no pink at the bone/)
})

test('chips beside salsa and chicken are still tortilla chips, never baked', () => {
  const recipe = first('chicken breast, salsa, chips, cheddar, jalapenos')
  expect(recipe).not.toMatch(/Bake the chips|oven chips/i)
})
