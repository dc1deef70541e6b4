import { expect, test } from 'vitest'
import { expectDish, firstIdea as first, ideas } from '../../../tests/support/first-idea.ts'

// Raw gammon and ham hocks (issue 18, eighteenth session): the lexicon filed them with cooked ham,
// so a gammon joint could be laid in a toastie, and the British and Irish dishes made of the joint
// were missing.

test('a gammon joint, honey, mustard and cloves make a glazed gammon, simmered then roasted to 70 °C', () => {
  const recipe = first('gammon joint, honey, mustard, cloves')
  expectDish(recipe, 'Honey and Mustard Glazed Gammon', /gammon/i)
  expect(recipe).toMatch(/simmer gently with the lid ajar for 20 minutes per 450 g/)
  expect(recipe).toMatch(/stud the centre of each diamond with one of the cloves/)
  expect(recipe).toMatch(/reads 70 °C/)
})

test('gammon with parsley, milk, butter and flour is boiled gammon with parsley sauce', () => {
  const recipe = first('gammon, parsley, milk, butter, flour, potatoes')
  expectDish(recipe, 'Boiled Gammon with Parsley Sauce', /gammon/i)
  expect(recipe).toMatch(/Stir in the parsley, finely chopped/)
  expect(recipe).not.toMatch(/\(extra\)/)
})

test('a gammon joint is never laid raw in a toastie or on toast', () => {
  for (const recipe of ideas('gammon joint, cheese, bread, butter', 3)) {
    if (!/^## (?:.*Toastie|.*Toast|Croque|Grilled Cheese)/m.test(recipe)) continue
    expect(recipe).not.toMatch(/^- Gammon joint/m)
  }
  expectDish(first('ham, cheese, bread, butter'), 'Ham and Cheese Toastie', /ham/i)
})

test('a smoked ham hock pea soup simmers the hock for hours before it is shredded in', () => {
  const recipe = first('frozen peas, ham hock, onion, chicken stock, mint')
  expectDish(recipe, 'Pea and Ham Soup', /ham hock/i)
  expect(recipe).toMatch(/simmer gently, covered, for 2–2½ hours/)
})

test('gammon, eggs and chips is the pub dish, the gammon grilled through', () => {
  const recipe = first('gammon, eggs, chips, peas')
  expectDish(recipe, 'Gammon, Egg and Chips', /gammon/i)
  expect(recipe).toMatch(/70 °C in the middle/)
})

test('a jar of sambal is sambal, never listed as sriracha', () => {
  const recipe = first(
    'jasmine rice, coconut milk, anchovies, peanuts, eggs, cucumber, jar of sambal',
  )
  expect(recipe).not.toMatch(/sriracha/i)
  expect(recipe).toMatch(/sambal/i)
})

test('a meatloaf takes all 2 lb of the mince rather than keep 157 g back', () => {
  const recipe = first(
    '2 lb ground beef, ketchup, onion, egg, breadcrumbs, milk, worcestershire sauce',
  )
  expectDish(recipe, 'Meatloaf', /ground beef/i)
  expect(recipe).toMatch(/^- Ground beef — 900 g$/m)
  expect(recipe).not.toMatch(/keep the rest for another meal/)
})

test('tomato paste goes into a composed soup, fried with the onions, never "not used"', () => {
  const soup = ideas(
    'chicken thighs, yellow split peas, onions, turmeric, dried limes, tomato paste, basmati rice',
    3,
  ).find((recipe) => /^## .*Soup$/m.test(recipe))
  expect(soup).toBeDefined()
  expect(soup).toMatch(/Stir in the tomato paste/)
  expect(soup).not.toMatch(/Not used: “tomato paste”/)
})

test('sisig takes the cane vinegar a Kapampangan cook splashes in', () => {
  const recipe = first('pork shoulder, red onion, chilli, calamansi, soy sauce, cane vinegar')
  expectDish(recipe, 'Pork Sisig', /cane vinegar/i)
  expect(recipe).toMatch(/a splash of the cane vinegar/)
})

test('chicken, paprika, sour cream and peppers with potatoes are chicken paprikash', () => {
  const recipe = first('chicken, potatos, onion, carrot, paprika, sour cream, bell pepper')
  expectDish(recipe, 'Chicken Paprikash', /sour cream/i)
  expect(recipe).toMatch(/potatoes peeled, cut into chunks and boiled in salted water/)
  expect(recipe).toMatch(/75 °C/)
})

test('green bananas beside ackee and saltfish are boiled, and no "3–4 minutes a green bananas"', () => {
  const recipe = first(
    'salt fish, ackee, onion, scotch bonnet, tomato, black pepper, green bananas',
  )
  expectDish(recipe, 'Ackee and Saltfish', /green bananas/i)
  expect(recipe).toMatch(/peel the green bananas, cut into chunks and boil in salted water/)
  expect(recipe).not.toMatch(/minutes a green/)
})

test('Japanese curry with chicken simmers for chicken’s time, with no aside for stewing beef', () => {
  const recipe = first('chicken thighs, potatoes, carrots, onion, curry powder, rice')
  expectDish(recipe, 'Japanese Curry Rice', /chicken thighs/i)
  expect(recipe).toMatch(/simmer, covered, for 25 minutes/)
  expect(recipe).not.toMatch(/for stewing beef/)
})

test('a description promises only what the recipe has: no lemon and thyme in a roast without them', () => {
  const plain =
    ideas('chicken, potatos, onion, carrot, paprika, sour cream, bell pepper', 2)[1] ?? ''
  expectDish(plain, 'Roast Chicken Dinner', /chicken/i)
  expect(plain).not.toMatch(/lemon|thyme|parsnips|greens/i)
  const salad = first('tuna, eggs, green beans, olives')
  expect(salad).toMatch(/tuna, eggs, green beans and olives with a sharp dressing/)
})

test('"mince beef" is beef mince, never stewing beef: mince and tatties, not a beef stew', () => {
  const recipe = first('mince beef 500g, onion, carrot, peas, gravy granules, potatoes')
  expectDish(recipe, 'Mince and Tatties', /beef mince|mince beef/i)
  expect(recipe).not.toMatch(/stewing beef/i)
})

test('butternut squash, sage, butter and pasta are pasta con la zucca, not a cacio e pepe without the squash', () => {
  const recipe = first('butternut squash, sage, butter, parmesan, pasta')
  expectDish(recipe, 'Pasta with Butternut Squash and Sage', /butternut squash/i)
  expect(recipe).toMatch(/roast for 25–30 minutes/)
  expect(recipe).toMatch(/until the leaves crisp/)
})

test('pork chops with apples, cider and mustard are pan-fried with their potatoes, not a tray bake that leaves the cider out', () => {
  const recipe = first('pork chops x2, apples, cider, mustard, potatoes')
  expectDish(recipe, 'Pan-Fried Pork Chops with Apples', /cider/i)
  expect(recipe).toMatch(/boil in salted water for 15–20 minutes/)
  expect(recipe).toMatch(/with the potatoes alongside/)
})
