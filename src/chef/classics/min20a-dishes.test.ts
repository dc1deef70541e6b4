import { expect, test } from 'vitest'
import { allergensOf } from '../allergens/index.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep (issue 18, session 20, m20a): the family kitchens of Britain and
// Ireland, North America, Australia and New Zealand, Italy, France, Spain and Portugal, Greece,
// Germany and Mexico, typed blind, two lists in three with only what the family bought. The
// general causes: words the list reader did not know, dishes the library lacked, and places
// narrower (or wider) than the family's version of the dish.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('the words a family types are read as what they bought', () => {
  expect(readAs('snags')).toBe('sausage')
  expect(readAs('baccala')).toBe('salt cod')
  expect(readAs('cotechino')).toBe('cotechino')
  expect(readAs('maultaschen')).toBe('maultaschen')
  expect(readAs('matchstick potatoes')).toBe('crisps')
  expect(readAs('rotkohl')).toBe('cabbage')
})

test('Maultaschen carry the wheat and egg of their pasta', () => {
  expect([...allergensOf(lexiconEntry('maultaschen'))]).toEqual(
    expect.arrayContaining(['gluten', 'eggs']),
  )
})

test('bought Maultaschen, eggs and an onion are Maultaschen mit Ei, never an egg curry', () => {
  const recipe = first('maultaschen, eggs, onion')
  expectDish(recipe, 'Maultaschen mit Ei', /maultaschen/i)
  expect(recipe).toMatch(/egg has set/)
})

test('pork schnitzel with mushrooms and cream is Jaegerschnitzel', () => {
  const recipe = first('pork schnitzel, mushrooms, cream, onion, spätzle')
  expectDish(recipe, 'Jaegerschnitzel', /pork schnitzel/i)
  expect(recipe).toMatch(/no pink/)
})

test('lentils, spaetzle and frankfurters are the Swabian Linsen mit Spaetzle, the lentils simmered first', () => {
  const recipe = first('dry brown lentils, spätzle, frankfurters, smoked bacon, carrot, vinegar')
  expectDish(recipe, 'Linsen mit Spaetzle', /lentils/i)
  expect(recipe).toMatch(/until the lentils are soft/)
})

test('green beans, pears and bacon are Birnen, Bohnen und Speck', () => {
  expectDish(
    first('green beans, pears, smoked bacon, potatoes'),
    'Birnen, Bohnen und Speck',
    /pears/i,
  )
})

test('salt cod with tomatoes, olives and capers is baccala alla napoletana, soaked first', () => {
  const recipe = first('baccala, potatoes, black olives, capers, tinned tomatoes')
  expectDish(recipe, 'Baccala alla Napoletana', /baccala/i)
  expect(recipe).toMatch(/soak it in plenty of cold water/)
})

test('cotechino and lentils are cotechino con lenticchie, the lentils cooked in a step of their own', () => {
  const recipe = first('cotechino, 250g dried lentils')
  expectDish(recipe, 'Cotechino con Lenticchie', /cotechino/i)
  expect(recipe).toMatch(/piping hot right through/)
  expect(recipe).toMatch(/Simmer for 30–40 minutes/)
})

test('polpette take the beef and the pork mince an Italian family mixes', () => {
  const recipe = first('beef mince, pork mince, stale bread, parmesan, passata')
  expectDish(recipe, 'Polpette al Sugo', /pork mince/i)
  expect(recipe).toMatch(/beef mince/i)
})

test('Mexican picadillo takes a tin of tomato sauce', () => {
  expectDish(
    first('ground beef, potatoes, tomato sauce, cumin, jalapenos, onion'),
    'Picadillo',
    /tomato sauce/i,
  )
})

test('a chuck roast with onion soup mix is an American pot roast, the mix in the pot', () => {
  const recipe = first('3 lb chuck roast, potatoes, carrots, lipton onion soup mix')
  expectDish(recipe, 'Pot Roast', /onion soup mix/i)
  expect(recipe).toMatch(/Sprinkle the .*onion soup mix/i)
})

test('collards with a ham hock are Southern collard greens, not Irish bacon and cabbage', () => {
  expectDish(first('collard greens, smoked ham hock, onion'), 'Southern Collard Greens', /collard/i)
})

test('chorizo with pimenton and potatoes is patatas a la riojana', () => {
  expectDish(first('potatoes, chorizo, pimenton, onion'), 'Patatas a la Riojana', /chorizo/i)
})

test('bacalhau with bought matchstick potatoes and eggs is bacalhau a bras', () => {
  expectDish(
    first('bacalhau, matchstick potatoes, eggs, onion, black olives'),
    'Bacalhau a Bras',
    /matchstick potatoes/i,
  )
})

test('snags in white bread with onion and sauce are a sausage sizzle', () => {
  expectDish(first('snags, white bread, onion, tomato sauce'), 'Sausage Sizzle', /snags/i)
})

test('lamb chops, mint sauce and potatoes are the British lamb chop dinner', () => {
  const recipe = first('lamb chops, mint sauce, potatoes')
  expectDish(recipe, 'Lamb Chops with Mint Sauce', /lamb chops/i)
  expect(recipe).not.toMatch(/Irish Stew/)
})

test('penne, vodka, passata and cream are penne alla vodka, the vodka cooked off', () => {
  const recipe = first('penne, vodka, passata, cream')
  expectDish(recipe, 'Penne alla Vodka', /vodka/i)
  expect(recipe).toMatch(/smell of alcohol has gone/)
})

test('ground beef, tortillas, cheese and a jar of enchilada sauce are beef enchiladas', () => {
  const recipe = first('ground beef, tortillas, cheese, enchilada sauce')
  expectDish(recipe, 'Beef Enchiladas', /ground beef/i)
  expect(recipe).toMatch(/no pink left/)
})

test('without the enchilada sauce, ground beef, tortillas and cheese stay tacos', () => {
  expect(first('ground beef, tortillas, cheese')).not.toMatch(/^## Beef Enchiladas$/m)
})

test('the steak a family types for a steak pie fills it: steak and kidney, steak and ale', () => {
  expectDish(first('steak, kidneys, puff pastry'), 'Steak and Kidney Pie', /steak/i)
  expectDish(first('steak, ale, puff pastry'), 'Steak and Ale Pie', /steak/i)
})

test('steak, mushrooms, pate and puff pastry are still a beef wellington', () => {
  expectDish(first('steak, mushrooms, puff pastry, pate'), 'Beef Wellington', /steak/i)
})

test('bought burger patties make a cheeseburger, never a pasta', () => {
  const recipe = first('burger patties, buns, cheese, lettuce')
  expectDish(recipe, 'Cheeseburger', /burger patties/i)
  expect(recipe).toMatch(/no pink in the middle/)
})

test('corned silverside with cabbage and potatoes is the boiled corned beef dinner', () => {
  expect(readAs('corned silverside')).toBe('corned beef')
  expect(first('corned silverside, cabbage, potatoes, carrots')).toMatch(
    /^## (Corned Beef and Cabbage|New England Boiled Dinner)$/m,
  )
})

test('pork ribs and barbecue sauce are oven BBQ ribs, baked tender before the glaze', () => {
  const recipe = first('pork ribs, bbq sauce')
  expectDish(recipe, 'BBQ Pork Ribs', /pork ribs/i)
  expect(recipe).toMatch(/piping hot right through/)
})
