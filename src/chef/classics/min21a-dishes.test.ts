import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first, ideas } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep (issue 18, session 21a) over every kitchen, typed blind as families
// there buy for the dish. The general causes: words read as another food, essentials stricter
// than a home cook's version, places narrower than the form a family buys, dishes outranked by
// one that uses an item less, and two dishes the library lacked.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('sili leaves and a jar of pickled red cabbage are read as what they are', () => {
  expect(readAs('chili leaves')).toBe('spinach')
  expect(readAs('pickled red cabbage')).toBe('gherkins')
  // A fresh red cabbage is still a cabbage.
  expect(readAs('red cabbage')).toBe('cabbage')
})

test('grechka and buckwheat groats are buckwheat, as Russian and Polish families call it', () => {
  expect(readAs('grechka')).toBe('buckwheat')
  expect(readAs('kasza gryczana')).toBe('buckwheat')
  expect(readAs('buckwheat groats')).toBe('buckwheat')
})

test('chicken with green papaya, ginger and sili leaves is tinola', () => {
  const recipe = first('chicken drumsticks, green papaya, ginger, chili leaves')
  expectDish(recipe, 'Chicken Tinola', /chicken drumsticks/i)
  expect(recipe).toMatch(/chili leaves/i)
})

test('beef, lamb, potatoes and a jar of pickled red cabbage are scouse, the cabbage on the side', () => {
  const recipe = first('stewing beef, lamb neck, potatoes, onions, carrots, pickled red cabbage')
  expectDish(recipe, 'Scouse', /stewing beef/i)
  expect(recipe).toMatch(/pickled red cabbage/i)
})

test('pinakbet needs no aubergine and takes pork belly', () => {
  const recipe = first('okra, ampalaya, squash, bagoong, pork belly')
  expectDish(recipe, 'Pinakbet', /pork belly/i)
  expect(recipe).toMatch(/Aubergine — .*\(extra\)/)
  expect(recipe).toMatch(/cooked through/)
})

test('pinakbet still needs its okra and bagoong: pork belly and squash alone are no pinakbet', () => {
  expect(first('pork belly, butternut squash, onion')).not.toMatch(/^## Pinakbet$/m)
})

test('buckwheat with beef chunks is grechka po-kupecheski, the beef given its time', () => {
  const recipe = first('grechka, beef chunks, carrot, onion')
  expectDish(recipe, 'Grechka po-Kupecheski', /beef/i)
  expect(recipe).toMatch(/beef takes 50 minutes/)
})

test('snapper with browning and scotch bonnet is brown stew fish, thyme bought', () => {
  const recipe = first('red snapper, browning, scotch bonnet, bell pepper')
  expectDish(recipe, 'Brown Stew Fish', /snapper/i)
  expect(recipe).toMatch(/Thyme — .*\(extra\)/)
  expect(recipe).not.toMatch(/allspice/i)
})

test('moqueca takes leftover rice and reheats it', () => {
  const recipe = first('cod fillets, coconut milk, palm oil, red peppers, leftover rice')
  expectDish(recipe, 'Moqueca', /cod/i)
  expect(recipe).toMatch(/reheat the leftover rice/i)
  expect(recipe).not.toMatch(/rinse the leftover rice/i)
})

test('ga kho gung is served over the leftover rice, not turned into fried rice', () => {
  const recipe = first('chicken drumsticks, ginger, fish sauce, brown sugar, cooked rice')
  expectDish(recipe, 'Ga Kho Gung', /chicken drumsticks/i)
  expect(recipe).toMatch(/Reheat the cooked rice/)
})

test('poha with potatoes and no onion is still kanda poha, the onion bought', () => {
  const recipe = first('poha, potatoes, peanuts, curry leaves')
  expectDish(recipe, 'Kanda Poha', /poha/i)
  expect(recipe).toMatch(/Onion — .*\(extra\)/)
})

test('rajma with the family yogurt is rajma, the yogurt on the side', () => {
  const recipe = first('red kidney beans tin, onion, tomatoes, basmati rice, yogurt')
  expectDish(recipe, 'Rajma', /kidney beans/i)
  expect(recipe).toMatch(/with the yogurt on the side/)
})

test('gram flour, yogurt, onion and spinach make kadhi pakora with spinach in the pakoras', () => {
  const recipe = first('gram flour, plain yogurt, onion, spinach')
  expectDish(recipe, 'Kadhi Pakora', /gram flour/i)
  expect(recipe).toMatch(/the spinach, shredded/)
})

test('lamb, leeks, swede and potatoes are cawl; lamb, onion, carrots and potatoes are still Irish stew', () => {
  expectDish(first('lamb neck fillet, leeks, swede, potatoes'), 'Cawl', /lamb/i)
  expectDish(first('lamb neck, onions, carrots, potatoes'), 'Irish Stew', /lamb/i)
})

test('okra with amchur is bhindi masala; okra with tomatoes alone stays okra and tomatoes', () => {
  expectDish(first('bhindi, onion, tomatoes, amchur'), 'Bhindi Masala', /bhindi/i)
  expectDish(first('okra, tomatoes, onion'), 'Okra and Tomatoes', /okra/i)
})

test('prawns, grated coconut, kokum and Kashmiri chillies are a Goan prawn curry', () => {
  const recipe = first('king prawns, grated coconut, kokum, kashmiri chillies')
  expectDish(recipe, 'Goan Prawn Curry', /prawns/i)
})

test('rice with tamarind and peanuts is puliyogare, the tamarind soaked and strained', () => {
  const recipe = first('sona masoori rice, tamarind, peanuts, curry leaves')
  expectDish(recipe, 'Puliyogare', /tamarind/i)
  expect(recipe).toMatch(/Soak the tamarind/)
  expect(recipe).toMatch(/Rice is cooked by a step of its own/)
})

test('puliyogare folds leftover rice through the paste without cooking it again', () => {
  const recipe = first('leftover rice, tamarind paste, peanuts, dried red chillies')
  expectDish(recipe, 'Puliyogare', /tamarind/i)
  expect(recipe).not.toMatch(/simmer it in plenty of boiling salted water/)
})

test('lemon rice keeps its lemon: puliyogare is not offered first without tamarind', () => {
  expectDish(first('cooked rice, lemon, peanuts, curry leaves'), 'Lemon Rice', /lemon/i)
})

test('buckwheat, bow ties and onions are kasha varnishkes, the egg cooked through in the toasting', () => {
  const recipe = first('kasha, bow tie pasta, onions, egg')
  expectDish(recipe, 'Kasha Varnishkes', /kasha/i)
  expect(recipe).toMatch(/Beat the egg and stir it through the kasha/)
  expect(recipe).toMatch(/cook on a low heat for 15 minutes/)
})

test('buckwheat and mushrooms without pasta stay kasha with mushrooms', () => {
  expectDish(first('buckwheat, mushrooms, onion'), 'Kasha with Mushrooms', /buckwheat/i)
})

test('the new dishes reach later ideas without pushing out what the list is for', () => {
  const titles = ideas('rice, tamarind, pork belly, kangkong').map(
    (recipe) => recipe.split('\n')[0] ?? '',
  )
  expect(titles[0]).toMatch(/Sinigang/)
})

test('the kitchen the list names settles two dishes of the same things', () => {
  expectDish(
    first('puy lentils, toulouse sausages, carrots, onion'),
    'Saucisses aux Lentilles',
    /sausages/i,
  )
  expectDish(
    first('green lentils, italian sausages, carrots, onion'),
    'Salsicce e Lenticchie',
    /sausages/i,
  )
})

test('an onion or a spoon of mustard a family takes for granted is bought, not asked for', () => {
  const kosha = first('mutton, yogurt, mustard oil, potatoes')
  expectDish(kosha, 'Kosha Mangsho', /mutton/i)
  expect(kosha).toMatch(/Onions? — .*\(extra\)/)
  expectDish(first('beef topside slices, smoked bacon, gherkins'), 'Rinderrouladen', /bacon/i)
})
