import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// The tail of the regional mains sweep (issue 18, session 19e): Balkan, Baltic, Caucasian and
// Persian family dishes the library lacked, and mince a cook types with its fat ratio. Each new
// dish keeps its own mark essential, so plain meat-and-onion lists keep their everyday dishes.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('mince typed with its fat ratio in the middle is still mince', () => {
  expect(readAs('mince 80/20 beef')).toBe('beef mince')
  expect(readAs('mince 70/30 pork')).toBe('pork mince')
  expect(readAs('pork shoulder')).toBe('pork shoulder')
})

test('mixed mince with kajmak and flatbread is pljeskavica; mince and onion alone is not', () => {
  expectDish(first('pork mince, beef mince, onion, kajmak, pitta'), 'Pljeskavica', /kajmak/i)
  expect(first('beef mince, onion, burger buns')).not.toMatch(/^## Pljeskavica$/m)
})

test('two meats with cabbage and potatoes are a bosanski lonac; one meat stays a dimlama', () => {
  expectDish(
    first('stewing beef, pork shoulder, cabbage, potatoes, carrots, onion, garlic'),
    'Bosanski Lonac',
    /cabbage/i,
  )
  expect(first('lamb, cabbage, potatoes, carrots, onion')).not.toMatch(/^## Bosanski Lonac$/m)
})

test('pork with onions, wine and paprika is kavarma, the egg baked on top', () => {
  const recipe = first('pork shoulder, onions, white wine, paprika, egg, peppers')
  expectDish(recipe, 'Kavarma', /egg/i)
  expect(recipe).toMatch(/cooked through/)
  expect(first('pork shoulder, onion, paprika, peppers')).not.toMatch(/^## Kavarma$/m)
})

test('grated potatoes, bacon, eggs and sour cream bake into kugelis; without sour cream they do not', () => {
  expectDish(first('potatoes, bacon, eggs, onion, sour cream'), 'Kugelis', /bacon/i)
  expect(first('potatoes, bacon, eggs, onion')).not.toMatch(/^## Kugelis$/m)
})

test('meat left in onion and vinegar is shashlik, grilled to a safe temperature', () => {
  const recipe = first('pork shoulder, onions, vinegar, paprika')
  expectDish(recipe, 'Shashlik', /pork/i)
  expect(recipe).toMatch(/70 °C/)
})

test('pork or lamb with aubergines for the grill and lavash is khorovats', () => {
  expectDish(first('lamb, aubergine, tomatoes, red onion, lavash'), 'Khorovats', /aubergine/i)
})

test('lamb mince dumplings with dried mint are dushbara', () => {
  expectDish(first('minced lamb, plain flour, eggs, onion, dried mint'), 'Dushbara', /mint/i)
})

test('cuttlefish with risotto rice is crni rizot', () => {
  expectDish(
    first('cuttlefish, risotto rice, onion, garlic, white wine'),
    'Crni Rizot',
    /cuttlefish/i,
  )
})

test('chicken and okra with soured cream and egg is the Bosnian begova corba', () => {
  const recipe = first('chicken thighs, okra, carrots, sour cream, egg, lemon')
  expectDish(recipe, 'Begova Corba', /okra/i)
  expect(recipe).toMatch(/without letting it boil/)
})

test('chicken with hulled wheat is keshkek, the wheat soaked overnight', () => {
  const recipe = first('chicken drumsticks, wheat berries, butter, paprika')
  expectDish(recipe, 'Keshkek', /wheat/i)
  expect(recipe).toMatch(/soak/i)
})

test('fish with coriander, fenugreek and tamarind is ghalieh mahi', () => {
  expectDish(
    first('cod fillets, coriander, fenugreek, tamarind paste, garlic, turmeric'),
    'Ghalieh Mahi',
    /cod/i,
  )
})

test('meat on the bone with flour for dumplings and garlic is zhizhig galnash; a stew list stays a stew', () => {
  const recipe = first('beef on the bone, flour, garlic, sour cream')
  expectDish(recipe, 'Zhizhig Galnash', /garlic/i)
  expect(recipe).toMatch(/no raw dough/)
  expect(first('lamb, plain flour, garlic, onion, carrots, potatoes')).not.toMatch(
    /^## Zhizhig Galnash$/m,
  )
})

test('beef, noodles and potatoes in one pot are kesme; with peppers and tomatoes they stay lagman', () => {
  expectDish(first('stewing beef, egg noodles, potatoes, carrots, onion'), 'Kesme', /potatoes/i)
  expect(first('lamb, noodles, potatoes, peppers, tomatoes, garlic')).toMatch(/^## Lagman$/m)
})
