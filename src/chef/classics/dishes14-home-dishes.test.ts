import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Dishes a cook names that the offline chef lacked (issue 18, dishes14): each list, typed the way
// a visitor types it, gets that dish first, with its star used and its safety step in the method.

test('shark, flour and shado beni make bake and shark, the fish fried through', () => {
  const recipe = first(
    'shark 500g, flour, baking powder, shado beni, tamarind sauce, coleslaw, lime, garlic',
  )
  expectDish(recipe, 'Bake and Shark', /shark/i)
  expect(recipe).toMatch(/flaking right through/)
  expect(recipe).toMatch(/never more than a third full/)
})

test('Chinese leaf, dried chillies and black vinegar make the hot and sour cabbage stir-fry', () => {
  const recipe = first('chinese leaf, dried chillies, black vinegar, garlic, soy sauce, sugar')
  expectDish(recipe, 'Hand-Torn Cabbage Stir-Fry', /Chinese leaf/)
  expect(recipe).toMatch(/stems first/)
})

test('lamb chops with lemon, rigani and garlic make paidakia, cooked to a safe temperature', () => {
  const recipe = first('lamb chops, lemon, dried oregano, garlic, olive oil, potatoes')
  expectDish(recipe, 'Paidakia', /lamb chops/i)
  expect(recipe).toMatch(/70 °C for anyone vulnerable/)
})

test('sirloin, bacon and tomatillos make carne en su jugo', () => {
  const recipe = first('sirloin steak, bacon, tomatillos, pinto beans, onion, coriander, lime')
  expectDish(recipe, 'Carne en su Jugo', /sirloin/i)
  expect(recipe).toMatch(/until piping hot/)
})

test('frozen prawns and guajillo chillies make camarones a la diabla, the prawns thawed', () => {
  const recipe = first(
    'frozen prawns, guajillo chillies, chipotles in adobo, tomatoes, garlic, onion, rice',
  )
  expectDish(recipe, 'Camarones a la Diabla', /prawns/i)
  expect(recipe).toMatch(/thaw/i)
  expect(recipe).toMatch(/opaque all the way through/)
})

test('attiéké and a whole fish make attiéké poisson, not a gari dish', () => {
  const recipe = first('attiéké, tilapia, onion, tomatoes, scotch bonnet, lime, maggi')
  expectDish(recipe, 'Attieke Poisson', /(?:attiéké|attieke)/i)
  expect(recipe).toMatch(/flakes right through to the bone/)
})

test.each([
  ['pata, garlic, bay leaves, peppercorns, vinegar, soy sauce, chilli', 'Crispy Pata'],
  ['pork hock, vinegar, soy sauce, brown sugar, garlic, bay leaves', 'Paksiw na Pata'],
  ['pata, soy sauce, brown sugar, star anise, garlic, pak choi', 'Pata Tim'],
  ['golonka, beer, onion, garlic, mustard, sauerkraut, potatoes', 'Golonka'],
  [
    "pig's trotters, ginger, shaoxing wine, soy sauce, rock sugar, spring onions",
    'Red-Braised Pork Trotters',
  ],
  ['trotters, ginger, black vinegar, eggs', 'Pork Trotters in Ginger and Black Vinegar'],
])('a pork hock list (%s) makes %s, simmered for hours', (list, title) => {
  const recipe = first(list)
  expectDish(recipe, title, /(?:pata|hock|golonka|trotters)/i)
  expect(recipe).toMatch(/2–2½ hours|2½–3 hours/)
})

test('pork knuckle, trotters and eisbein are a hock, never a quick pork shoulder', () => {
  for (const item of ['pork knuckle', 'pig trotters', 'eisbein', 'schweinshaxe', 'codillo']) {
    expect(first(`${item}, vinegar, soy sauce, brown sugar, garlic`)).toMatch(/2–2½ hours/)
  }
})

test('a tin of mackerel and hard dough bread make Jamaican stewed tin mackerel', () => {
  const recipe = first(
    'tin mackerel, hard dough bread, onion, scotch bonnet, thyme, tomato, scallion',
  )
  expectDish(recipe, 'Stewed Tin Mackerel', /mackerel/i)
  expect(recipe).toMatch(/until piping hot/)
})

test('leftover chili and Fritos make a Frito pie, the chili reheated piping hot', () => {
  const recipe = first('leftover chili, fritos, cheddar, onion, jalapenos, sour cream')
  expectDish(recipe, 'Frito Pie with Leftover Chili', /chili/i)
  expect(recipe).toMatch(/piping hot all the way through/)
  expect(recipe).not.toMatch(/Beef mince/)
})

test('kicha, berbere and niter kibbeh make kicha fit-fit with yoghurt', () => {
  const recipe = first('kicha, berbere, niter kibbeh, yoghurt')
  expectDish(recipe, 'Kicha Fit-Fit', /kicha/i)
  expect(recipe).toMatch(/yoghurt spooned over/)
})

test('garden eggs with yam and green plantain make garden egg stew with ampesi and eggs', () => {
  const recipe = first(
    'garden eggs, palm oil, smoked mackerel, onion, tomatoes, yam, green plantain, eggs',
  )
  expectDish(recipe, 'Garden Egg Stew', /garden eggs/i)
  expect(recipe).toMatch(/For the ampesi, peel the yam/)
  expect(recipe).toMatch(/boil the eggs for 10 minutes/)
})

test('the pork hock of bún bò Huế stays in its broth now that a hock is its own cut', () => {
  expectDish(
    first('beef shin, pork hock, lemongrass, fish sauce, rice noodles'),
    'Bun Bo Hue',
    /pork hock/i,
  )
})
