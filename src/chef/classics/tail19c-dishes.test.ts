import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// The tail of the regional mains sweep (issue 18, session 19, Indian, Chinese, Indonesian and
// Pacific lists): words the list reader did not know, a dumpling place narrower than the family's
// version, and regional dishes a cook of the region names that the library lacked.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('regional words are read as what they are', () => {
  expect(readAs('ketupat')).toBe('rice')
  expect(readAs('lontong')).toBe('rice')
  expect(readAs('emping')).toBe('emping')
  expect(readAs('appam')).toBe('appam')
  expect(readAs('hoppers')).toBe('appam')
  expect(readAs('kalpasi')).toBe('kalpasi')
  expect(readAs('bagnet')).toBe('roast pork')
  expect(readAs('axone (fermented soybean)')).toBe('axone')
  expect(readAs('akhuni')).toBe('axone')
  expect(readAs('turmeric leaf')).toBe('turmeric leaves')
  expect(readAs('luau leaves')).toBe('taro leaves')
  expect(readAs('ti leaves')).toBe('banana leaves')
  expect(readAs('byadgi chillies')).toBe('dried red chillies')
  expect(readAs('zhenjiang vinegar')).toBe('rice vinegar')
  expect(readAs('salted butterfish')).toBe('salt cod')
})

test('Coorg pork with kachampuli and dark-roasted coriander and pepper is pandi curry', () => {
  expectDish(
    first('pork belly, kachampuli, onion, garlic, ginger, coriander seeds, black peppercorns'),
    'Pandi Curry',
    /pork belly/i,
  )
})

test('red rice cooked with pork, turmeric and ginger is jadoh, the rice cooked through', () => {
  const recipe = first('pork shoulder, red rice, turmeric, ginger, onion')
  expectDish(recipe, 'Jadoh', /red rice/i)
  expect(recipe).toMatch(/35–40 for red or brown/)
})

test('chicken in a coconut, byadgi chilli and tamarind masala is kori gassi', () => {
  expectDish(
    first('chicken thighs, grated coconut, byadgi chillies, tamarind, garlic, coriander seeds'),
    'Kori Gassi',
    /chicken thighs/i,
  )
})

test('pork belly with axone is the Naga pork with axone', () => {
  expectDish(
    first('pork belly, akhuni, ginger, garlic, green chillies'),
    'Pork with Axone',
    /akhuni/i,
  )
})

test('chicken legs with a bottle of Shaoxing wine is drunken chicken, kept cold', () => {
  const recipe = first('chicken legs, shaoxing wine, ginger, spring onions')
  expectDish(recipe, 'Drunken Chicken', /shaoxing/i)
  expect(recipe).toMatch(/75 °C/)
  expect(recipe).toMatch(/refrigerate/)
})

test('a whole chicken with 2 kg of coarse salt is salt-baked chicken', () => {
  expectDish(
    first('whole chicken, coarse salt 2kg, sand ginger, spring onions'),
    'Salt-Baked Chicken',
    /whole chicken/i,
  )
})

test('grass carp with Zhenjiang vinegar and sugar is West Lake fish in vinegar', () => {
  expectDish(
    first('grass carp, zhenjiang vinegar, sugar, ginger, cornflour, soy sauce'),
    'West Lake Fish in Vinegar',
    /carp/i,
  )
})

test('crossing-the-bridge noodles cook the chicken in the boiling stock', () => {
  const recipe = first('chicken stock, rice noodles, chicken breast, quail eggs, ham')
  expectDish(recipe, 'Crossing-the-Bridge Noodles', /rice noodles/i)
  expect(recipe).toMatch(/white all through/)
})

test('pork and chive dumplings take flour for home-made wrappers', () => {
  const recipe = first('pork mince, garlic chives, plain flour, soy sauce, ginger')
  expectDish(recipe, 'Pork and Chive Dumplings', /chives/i)
  expect(recipe).toMatch(/For the wrappers, mix the plain flour/)
})

test('laulau wraps pork in luau leaves and soaks the salted fish', () => {
  const recipe = first('pork shoulder, luau leaves, salted butterfish, ti leaves')
  expectDish(recipe, 'Laulau', /luau leaves/i)
  expect(recipe).toMatch(/Soak the salted butterfish/)
  expect(recipe).toMatch(/Taro leaves must cook right through/)
})

test('Padang and Lombok dishes: dendeng balado, gulai ayam, ayam taliwang', () => {
  expectDish(
    first('beef topside, red chillies, shallots, lime, oil for frying'),
    'Dendeng Balado',
    /beef topside/i,
  )
  expectDish(
    first(
      'chicken thighs, coconut milk, turmeric leaves, lemongrass, shallots, red chillies, galangal',
    ),
    'Gulai Ayam',
    /chicken thighs/i,
  )
  expectDish(
    first('poussin, red chillies, shrimp paste, kencur, garlic, shallots'),
    'Ayam Taliwang',
    /poussin/i,
  )
})

test('curried noodles with emping are mie aceh; beef and peanuts with ketupat, coto Makassar', () => {
  expectDish(
    first('egg noodles, beef, curry powder, bean sprouts, cabbage, emping'),
    'Mie Aceh',
    /egg noodles/i,
  )
  expectDish(
    first('beef, tripe, peanuts, lemongrass, galangal, ketupat'),
    'Coto Makassar',
    /peanuts/i,
  )
})

test('Xinjiang lists: big plate chicken with its potatoes and noodles, cumin lamb skewers', () => {
  expectDish(
    first('chicken thighs, potatoes, dried chillies, sichuan pepper, green pepper, flat noodles'),
    'Big Plate Chicken',
    /chicken thighs/i,
  )
  expectDish(
    first('diced lamb, cumin seeds, chilli flakes, salt'),
    'Xinjiang Lamb Skewers',
    /lamb/i,
  )
})

test('shell-on prawns braised with Shaoxing wine and sugar are oil-braised prawns', () => {
  const recipe = first('king prawns, ginger, spring onions, sugar, shaoxing wine')
  expectDish(recipe, 'Oil-Braised Prawns', /prawns/i)
  expect(recipe).toMatch(/pink and opaque all through/)
})

test('bagnet is crisp cooked pork: pinakbet adds it at the end to heat through', () => {
  const recipe = first('bagnet, okra, aubergine, squash, shrimp paste, tomatoes')
  expectDish(recipe, 'Pinakbet', /bagnet/i)
  expect(recipe).toMatch(/Scatter the bagnet over the vegetables/)
})

test('grilled chicken with lemon, grated coconut and hot peppers is chicken kelaguen, grilled first', () => {
  const recipe = first('chicken thighs, lemons, grated coconut, spring onions, bird eye chillies')
  expectDish(recipe, 'Chicken Kelaguen', /chicken thighs/i)
  expect(recipe).toMatch(/75 °C at the thickest part/)
})
