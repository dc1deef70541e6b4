import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// The tail of the regional mains sweep (issue 18, session 19e) for the Andes, Central America, the
// Caribbean, West Africa and the Horn: words the list reader did not know, and dishes a family
// there cooks every week that the library lacked.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('West African meats, spices and swallows are read as what they are', () => {
  expect(readAs('kpomo')).toBe('cow skin')
  expect(readAs('ponmo')).toBe('cow skin')
  expect(readAs('wele')).toBe('cow skin')
  expect(readAs('uda')).toBe('grains of selim')
  expect(readAs('omo tuo')).toBe('fufu')
})

test('pickled cabbage relishes and plantain chips are not read as chilli or missed', () => {
  expect(readAs('curtido')).toBe('sauerkraut')
  expect(readAs('pikliz')).toBe('sauerkraut')
  expect(readAs('chifles')).toBe('crisps')
  expect(readAs('plantain chips')).toBe('crisps')
})

test('a gloss that only says "dried beef" keeps the name it explains', () => {
  expect(readAs('quanta (dried beef)')).toBe('quanta')
})

test('thin beef, breadcrumbs, rice and a fried egg make silpancho', () => {
  expectDish(
    first('beef steak, breadcrumbs, rice, potatoes, eggs, tomatoes, onion'),
    'Silpancho',
    /breadcrumbs/i,
  )
})

test('steak, frankfurters and chips with boiled eggs make pique macho', () => {
  const recipe = first('steak, frankfurters, oven chips, onion, tomatoes, chilli, hard boiled eggs')
  expectDish(recipe, 'Pique Macho', /frankfurters/i)
  expect(recipe).toMatch(/cooked through/)
})

test('chicken in tomatillos, coriander and pumpkin seeds is jocon', () => {
  const recipe = first(
    'chicken thighs, tomatillos, coriander, spring onions, green pepper, pumpkin seeds',
  )
  expectDish(recipe, 'Jocon', /tomatillos/i)
  expect(recipe).toMatch(/75 °C/)
})

test("turkey with tomatoes, achiote and mint is kak'ik", () => {
  expectDish(
    first('turkey legs, tomatoes, achiote, dried chillies, coriander, mint'),
    "Kak'ik",
    /turkey/i,
  )
})

test('beef cubes fried with xawaash, pepper and coriander is suqaar', () => {
  expectDish(
    first('beef cubes, onion, green pepper, tomato, xawaash, coriander'),
    'Suqaar',
    /xawaash/i,
  )
})

test('goat, basmati, xawaash and raisins with a banana make bariis iskukaris', () => {
  const recipe = first('goat meat, basmati, xawaash, onion, tomato paste, raisins, banana')
  expectDish(recipe, 'Bariis Iskukaris', /goat/i)
  expect(recipe).toMatch(/rinse the basmati/i)
})

test('ponmo with beef, ugu and waterleaf stays edikang ikong, the cow skin in the pot', () => {
  const recipe = first('ugu leaves, waterleaf, beef, stockfish, palm oil, ground crayfish, ponmo')
  expectDish(recipe, 'Edikang Ikong', /ponmo/i)
})

test('beef, masa harina, sour orange and mint make indio viejo', () => {
  expectDish(
    first('beef flank, masa harina, tomatoes, onion, sweet pepper, sour orange, mint'),
    'Indio Viejo',
    /masa harina/i,
  )
})

test('yuca, chicharron and a cabbage slaw make vigoron, the yuca peeled and cooked through', () => {
  const recipe = first('yuca, chicharrón, white cabbage, tomatoes, vinegar, chilli')
  expectDish(recipe, 'Vigoron', /cabbage/i)
  expect(recipe).toMatch(/soft right through/)
})

test('beef shank with yuca, chayote, corn and plantain is olla de carne', () => {
  expectDish(
    first('beef shank, yuca, chayote, corn on the cob, green plantain, carrots, culantro'),
    'Olla de Carne',
    /chayote/i,
  )
})

test('goat braised in beer and orange juice with achiote is seco de chivo', () => {
  expectDish(
    first('goat, orange juice, beer, onion, garlic, achiote, coriander'),
    'Seco de Chivo',
    /beer/i,
  )
})

test('pork shoulder simmered in orange juice with cumin and mote is fritada', () => {
  expectDish(
    first('pork shoulder, orange juice, garlic, cumin, hominy, potatoes'),
    'Fritada',
    /pork shoulder/i,
  )
})

test('fish in coconut with plantain and culantro is hudut, the fish cooked through', () => {
  const recipe = first('snapper, coconut milk, green plantains, culantro, onion, garlic')
  expectDish(recipe, 'Hudut', /coconut/i)
  expect(recipe).toMatch(/cooked through/)
})

test('beef with tomatillos, guajillo, potatoes and carrots is hilachas', () => {
  expectDish(
    first('flank steak, tomatoes, tomatillos, guajillo chillies, potatoes, carrots'),
    'Hilachas',
    /tomatillos/i,
  )
})

test('chicken, potatoes and carrots with xawaash make maraq digaag', () => {
  expectDish(
    first('chicken thighs, potatoes, carrots, onion, tomato, xawaash'),
    'Maraq Digaag',
    /xawaash/i,
  )
})

test('sancocho takes culantro, the herb of the Central American pot, for its coriander', () => {
  expectDish(
    first('chicken, cassava, green plantain, corn on the cob, culantro, onion'),
    'Sancocho',
    /culantro/i,
  )
})
