import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first, ideas } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep (issue 18, session 23b): Asia and Oceania, from India's states to
// Okinawa and Fiji, typed blind as families there type them. The general causes: words the list
// reader did not know (snake gourd, petai, goya), places narrower than the family's version (the
// jar of chilli paste, farmer's cheese, plain "vermicelli"), essentials stricter than a home cook's
// (the molee's vinegar, perkedel's nutmeg), and dishes a cook of the region expects that the
// library lacked.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('snake gourd, petai and goya are read as what they are', () => {
  expect(readAs('1 snake gourd')).toBe('snake gourd')
  expect(readAs('pudalangai')).toBe('snake gourd')
  expect(readAs('padwal')).toBe('snake gourd')
  expect(readAs('petai')).toBe('petai')
  expect(readAs('stink beans')).toBe('petai')
  expect(readAs('1 goya')).toBe('bitter gourd')
  expect(readAs('nigauri')).toBe('bitter gourd')
  // The brand still reads as what its tin holds.
  expect(readAs('goya black beans')).toBe('black beans')
})

test('fish in coconut milk with green chillies and nothing sour is the pale molee', () => {
  const recipe = first('4 seer fish steaks, 1 tin coconut milk, green chillies, turmeric')
  expectDish(recipe, 'Fish Molee', /fish/i)
  expect(recipe).not.toMatch(/vinegar/i)
})

test('with tamarind the same fish and coconut milk are still the soured Kerala fish curry', () => {
  expectDish(
    first('white fish fillets, coconut milk, tamarind, curry leaves'),
    'Kerala Fish Curry',
    /white fish/i,
  )
})

test('a molee list that has the vinegar still finishes with it', () => {
  const recipe = first('cod, coconut milk, green chilli, ginger, onion, vinegar')
  expectDish(recipe, 'Fish Molee', /cod/i)
  expect(recipe).toMatch(/stir in the vinegar/i)
})

test("ema datshi takes the farmer's cheese families abroad melt into it", () => {
  expectDish(first('10 green chillies, farmers cheese, onion, tomato'), 'Ema Datshi', /chillies/i)
})

test('cha ca takes rice vermicelli typed as plain vermicelli, and needs no garlic bought', () => {
  const recipe = first('frozen white fish fillets, turmeric, dill, spring onions, vermicelli')
  expectDish(recipe, 'Cha Ca', /white fish/i)
  expect(recipe).toMatch(/thaw|defrost/i)
  expect(recipe).not.toMatch(/garlic/i)
})

test('ayam masak merah takes the jar of chilli paste a Malay home cook keeps', () => {
  expectDish(
    first('chicken pieces, chilli paste, tomato puree, lemongrass, star anise, onions'),
    'Ayam Masak Merah',
    /chicken/i,
  )
})

test('lu rou fan braises the dried shiitake many Taiwanese families add, soaked first', () => {
  const recipe = first(
    'pork belly minced, fried shallots, soy sauce, rock sugar, eggs, dried shiitake',
  )
  expectDish(recipe, 'Lu Rou Fan', /shiitake/i)
  expect(recipe).toMatch(/soak/i)
})

test('goya typed by its Okinawan name makes goya champuru', () => {
  expectDish(first('1 goya, firm tofu, spam, 2 eggs'), 'Goya Champuru', /goya/i)
})

test('moong dal, a gourd, coconut and cumin are kootu, the dal cooked by a step of its own', () => {
  const recipe = first('moong dal, 1 snake gourd, grated coconut, cumin seeds, green chilli')
  expectDish(recipe, 'Kootu', /snake gourd/i)
  expect(recipe).toMatch(/rinse the moong dal/i)
})

test('chana dal with bottle gourd and coconut is kootu too', () => {
  expectDish(first('chana dal, lauki, fresh coconut, dried red chillies'), 'Kootu', /lauki/i)
})

test('big green chillies in a peanut and sesame gravy are mirchi ka salan', () => {
  expectDish(
    first('8 large green chillies, peanuts, sesame seeds, desiccated coconut, tamarind'),
    'Mirchi ka Salan',
    /green chillies/i,
  )
})

test('lamb in yogurt with fennel is the Kashmiri yakhni; mutton names it mutton yakhni', () => {
  expectDish(
    first('lamb shoulder chunks, yogurt, fennel seeds, cardamom, dried mint'),
    'Kashmiri Yakhni',
    /lamb/i,
  )
  expectDish(first('1kg mutton, dahi, saunf, elaichi'), 'Mutton Yakhni', /mutton/i)
})

test('papdi, purple yam, baby aubergines and methi are undhiyu', () => {
  expectDish(
    first(
      'surti papdi, purple yam, small aubergines, baby potatoes, methi leaves, besan, fresh coconut',
    ),
    'Undhiyu',
    /papdi/i,
  )
})

test('prawns with petai and sambal are sambal udang petai, frozen prawns thawed', () => {
  const recipe = first('petai, 300g frozen king prawns, sambal, onion')
  expectDish(recipe, 'Sambal Udang Petai', /prawn/i)
  expect(recipe).toMatch(/thaw/i)
})

test('aubergines with red chillies and shallots are terong balado', () => {
  expectDish(first('3 aubergines, red chillies, shallots, tomato'), 'Terong Balado', /aubergine/i)
})

test('an Indian aubergine list with its masala is still baingan bharta', () => {
  expectDish(
    first('1 large aubergine, onion, tomatoes, garam masala, green chilli, coriander'),
    'Baingan Bharta',
    /aubergine/i,
  )
})

test('pork mince with salted fish is the Cantonese steamed patty, the fish soaked first', () => {
  const recipe = first('pork mince, salted fish, ginger, cornflour')
  expectDish(recipe, 'Steamed Pork Patty with Salted Fish', /pork mince/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).toMatch(/71 °C/)
})

test('steak in oyster sauce with lime, lettuce and a fried egg is Cambodian lok lak', () => {
  expectDish(
    first('beef sirloin, oyster sauce, kampot pepper, lime, tomato, lettuce, fried egg'),
    'Lok Lak',
    /beef/i,
  )
})

test('steak in oyster sauce over watercress without the lime dip is still shaking beef', () => {
  expectDish(first('steak, oyster sauce, garlic, watercress, red onion'), 'Bo Luc Lac', /steak/i)
})

test('beef mince with breadcrumbs, egg, onion and gravy is the Australian rissole', () => {
  const recipe = first('500g beef mince, breadcrumbs, egg, onion, gravy')
  expectDish(recipe, 'Beef Rissoles', /beef mince/i)
  expect(recipe).toMatch(/no pink/i)
})

test('meatloaf makings with ketchup and worcestershire stay a meatloaf, not rissoles', () => {
  expect(
    first('beef mince 1kg, breadcrumbs, egg, onion, ketchup, worcestershire sauce, potatoes'),
  ).not.toMatch(/^## Beef Rissoles$/m)
})

test('the new dishes are reached as another idea, not only first', () => {
  const titles = ideas('prawns, petai, onion', 3).map((recipe) => recipe.split('\n')[0])
  expect(titles).toContain('## Sambal Udang Petai')
})
