import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first, idea } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep (issue 18, session 20c): East and Southeast Asian family cooking
// (China's provinces, Hong Kong, Taiwan, Mongolia, Japan, Korea, Thailand, Cambodia, Vietnam,
// Malaysia, Singapore, Indonesia's islands, the Philippines' regions), typed blind as families there
// type them. The general causes: words the list reader did not know, home versions narrower in the
// library than in the family's pan, and dishes a cook of the region expects that the library lacked.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('kimchee, sundubu, amok paste and the garcinia souring fruits are read as what they are', () => {
  expect(readAs('sour kimchee')).toBe('kimchi')
  expect(readAs('sundubu')).toBe('tofu')
  expect(readAs('soft tofu')).toBe('tofu')
  expect(readAs('amok paste')).toBe('thai curry paste')
  expect(readAs('kroeung')).toBe('thai curry paste')
  expect(readAs('asam kandis')).toBe('kokum')
  expect(readAs('asam gelugur')).toBe('kokum')
  expect(readAs('batwan')).toBe('kokum')
})

test('aged kimchee with pork belly and tofu is kimchi jjigae', () => {
  expectDish(first('aged kimchee, pork belly, tofu, gochugaru'), 'Kimchi Jjigae', /kimchi/i)
})

test('a tube of sundubu with clams and chilli flakes is sundubu jjigae', () => {
  expectDish(first('sundubu, clams, egg, gochugaru'), 'Sundubu Jjigae', /clams/i)
})

test('kinpira needs no mirin: burdock and carrot with soy and sugar is kinpira', () => {
  expectDish(first('burdock, carrots, soy sauce, sugar'), 'Kinpira', /burdock/i)
})

test('omurice is made from the raw rice a family has, cooked ahead and chilled', () => {
  const recipe = first('chicken thighs, rice, ketchup, eggs')
  expectDish(recipe, 'Omurice', /chicken thighs/i)
  expect(recipe).toMatch(/Rinse the rice and cook it/)
})

test('ga kho gung takes chicken wings, cut at the joints', () => {
  const recipe = first('chicken wings, ginger, fish sauce, sugar')
  expectDish(recipe, 'Ga Kho Gung', /chicken wings/i)
  expect(recipe).toMatch(/joints/)
})

test('sayur asem is offered without garlic, and uses the tomatoes Jakarta adds', () => {
  const recipe = first('tamarind, chayote, long beans, sweetcorn, tomatoes')
  expectDish(recipe, 'Sayur Asem', /chayote/i)
  expect(recipe).not.toMatch(/Not used: “tomatoes”/)
})

test('oyster omelette takes tapioca starch, the greens and the sweet chilli sauce of Taiwan and Singapore', () => {
  const recipe = first('oysters, eggs, tapioca starch, lettuce, sweet chilli sauce')
  expectDish(recipe, 'Oyster Omelette', /oysters/i)
  expect(recipe).toMatch(/lettuce/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('pork cutlets with panko and miso are Nagoya miso katsu; without the miso, tonkatsu', () => {
  expectDish(first('pork chops, panko, miso, eggs, cabbage'), 'Miso Katsu', /pork chops/i)
  expectDish(first('pork chops, panko, eggs, cabbage, tonkatsu sauce'), 'Tonkatsu', /pork chops/i)
})

test('white fish with turmeric and dill over rice noodles is cha ca', () => {
  expectDish(
    first('catfish fillets, turmeric, dill, rice noodles, spring onions'),
    'Cha Ca',
    /catfish/i,
  )
})

test('fish, curry paste, coconut milk and egg steamed in banana leaves is fish amok', () => {
  expectDish(first('cod, red curry paste, coconut milk, eggs, banana leaves'), 'Fish Amok', /cod/i)
})

test('frozen fish for amok is thawed first, and its amok paste is used', () => {
  const recipe = first('frozen cod fillets, amok paste, coconut milk, egg, banana leaves')
  expectDish(recipe, 'Fish Amok', /cod/i)
  expect(recipe).toMatch(/thaw/i)
  expect(recipe).toMatch(/amok paste/i)
})

test('pork chops, rice, tinned tomatoes and cheese are Hong Kong baked pork chop rice', () => {
  expectDish(
    first('pork chops, rice, chopped tomatoes, mozzarella, onion'),
    'Baked Pork Chop Rice',
    /pork chops/i,
  )
})

test('prawns with oats, butter and curry leaves are Singapore cereal prawns', () => {
  expectDish(first('king prawns, oats, butter, curry leaves'), 'Cereal Prawns', /prawns/i)
})

test('mackerel in coconut milk with lemongrass and turmeric is gulai ikan', () => {
  expectDish(
    first('mackerel, coconut milk, lemongrass, turmeric, chillies, shallots'),
    'Gulai Ikan',
    /mackerel/i,
  )
})

test('a Kerala coconut fish curry list stays Kerala: masak lemak takes only prawns', () => {
  const recipe = first(
    'tilapia fillets, coconut milk, curry leaves, green chillies, ginger, turmeric',
  )
  expect(recipe).not.toMatch(/^## Masak Lemak/m)
  expect(recipe).not.toMatch(/^## Gulai Ikan/m)
})

test('prawns in coconut milk with bird eye chillies and turmeric are masak lemak cili api', () => {
  expectDish(
    first("king prawns, coconut milk, bird's eye chillies, turmeric, pineapple"),
    'Masak Lemak Cili Api',
    /prawns/i,
  )
})

test('fish with a turmeric paste wrapped in banana leaves is pepes ikan', () => {
  expectDish(first('tilapia, banana leaves, turmeric, shallots, chilli'), 'Pepes Ikan', /tilapia/i)
})

test('tempeh with palm sugar and coriander is tempe bacem; with sweet soy and chilli, tempe manis', () => {
  expectDish(first('tempeh, palm sugar, coriander seeds, galangal'), 'Tempe Bacem', /tempeh/i)
  expectDish(first('tempeh, kecap manis, chilli'), 'Tempe Orek', /tempeh/i)
})

test('getuk peels its cassava and steams it soft right through', () => {
  const recipe = first('cassava, desiccated coconut, brown sugar')
  expectDish(recipe, 'Getuk', /cassava/i)
  expect(recipe).toMatch(/Peel the cassava/)
  expect(recipe).toMatch(/completely soft right through/)
})

test('egg noodles with pork liver and chicharon are La Paz batchoy', () => {
  expectDish(
    first('egg noodles, pork liver, pork shoulder, chicharon'),
    'La Paz Batchoy',
    /egg noodles/i,
  )
})

test('KBL soaks and boils its dried pigeon peas before the long simmer', () => {
  const recipe = first('dried pigeon peas, pork hock, jackfruit, batwan')
  expectDish(recipe, 'Kadyos Baboy Langka', /pigeon peas/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).not.toMatch(/Not used: “batwan”/)
})

test('oxtail with Korean radish is kkori gomtang, and frozen oxtail is thawed', () => {
  expectDish(first('oxtail, mooli, spring onions'), 'Kkori Gomtang', /oxtail/i)
  expect(first('oxtail frozen, daikon, spring onion, garlic')).toMatch(/Thaw the frozen oxtail/)
})

test('adzuki beans with glutinous rice flour are patjuk, the beans boiled soft', () => {
  const recipe = first('dried adzuki beans, glutinous rice flour, sugar')
  expectDish(recipe, 'Patjuk', /adzuki/i)
  expect(recipe).toMatch(/simmer/i)
})

test('bulalo takes the beef shank a family buys for it, with corn and pechay', () => {
  expectDish(first('beef shank, corn on the cob, pechay, fish sauce'), 'Bulalo', /beef shank/i)
  idea('beef shank, corn on the cob, cabbage, pechay, potatoes, peppercorns', /^## Bulalo$/)
})

test('mutton with noodles, cabbage and carrot is Mongolian tsuivan', () => {
  expectDish(first('mutton, egg noodles, cabbage, carrot, onion'), 'Tsuivan', /mutton/i)
})

test('minced lamb, flour and onion are buuz, the steamed Mongolian dumplings', () => {
  const recipe = first('lamb mince, plain flour, onion, garlic')
  expectDish(recipe, 'Buuz', /lamb mince/i)
  expect(recipe).toMatch(/no pink/)
})

test('beef with aubergine, lemongrass and dill is the Lao or lam', () => {
  expectDish(
    first('beef, thai aubergines, long beans, wood ear mushrooms, dill, lemongrass, chillies'),
    'Or Lam',
    /beef/i,
  )
})

test('getuk from frozen cassava thaws it, never peels it again', () => {
  const recipe = first('frozen cassava, grated coconut, palm sugar')
  expectDish(recipe, 'Getuk', /cassava/i)
  expect(recipe).toMatch(/thaw/i)
  expect(recipe).not.toMatch(/Peel the cassava/)
})

test('radish cake and chai poh are read, and fried with egg they are chai tow kway', () => {
  expect(readAs('lo bak go')).toBe('radish cake')
  expect(readAs('chai poh')).toBe('preserved radish')
  expectDish(
    first('radish cake, eggs, chai poh, garlic, spring onions'),
    'Chai Tow Kway',
    /radish cake/i,
  )
})

test('beef with burnt coconut, turmeric and lemongrass is the Tausug tiyula itum; with coconut milk, rendang', () => {
  const recipe = first('beef, burnt coconut, turmeric, lemongrass, ginger, chillies, galangal')
  expectDish(recipe, 'Tiyula Itum', /beef/i)
  expect(recipe).toMatch(/almost black/)
  expect(first('beef, coconut milk, desiccated coconut, lemongrass, chillies, galangal')).toMatch(
    /^## Beef Rendang$/m,
  )
})
