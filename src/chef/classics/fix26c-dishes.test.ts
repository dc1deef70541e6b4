import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first, ideas } from '../../../tests/support/first-idea.ts'

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

// A blind cook's read of twelve regional lists (session 26c): the general causes it found, each
// with the list that showed it.

test('live clams in a composed dish are purged, scrubbed and steamed open under a lid', () => {
  const recipe = first('small clams 1kg, leftover rice, chili, soy sauce, spring onion')
  expect(recipe).toMatch(/salted water for 20 minutes to purge the grit/)
  expect(recipe).toMatch(/do not close when tapped/)
  expect(recipe).toMatch(/cover the pan so they steam open/)
})

test('veal mince is its own food: veal fillets never fill a stuffing that wants mince', () => {
  expect(readAs('minced veal')).toBe('veal mince')
  expect(readAs('ground veal')).toBe('veal mince')
  expect(readAs('veal fillets')).toBe('veal')
  const titles = ideas(
    'veal fillets, dried mushrooms, onion, tomato, flour, white wine, almonds, garlic',
  )
  expect(titles.join('\n')).not.toMatch(/^## Tomates Farcies$/m)
})

test('regional words are read as the food a cook of that kitchen means', () => {
  expect(readAs('kishk 1 cup')).toBe('kishk')
  expect(readAs('awarma')).toBe('awarma')
  expect(readAs('rape leaf')).toBe('collard greens')
  // Bare "rape" stays unread: French "râpé" (grated) folds to it ("gruyère râpé").
  expect(readAs('gruyère râpé')).toBe('gruyere')
  expect(readAs('rapeseed oil')).toBe('cooking oil')
  expect(readAs('placali')).toBe('fufu')
  expect(readAs('mam ruoc')).toBe('shrimp paste')
  expect(readAs('banana flower')).toBe('banana blossom')
  expect(readAs('bananas')).toBe('bananas')
})

test('greens in groundnut sauce take the mealie meal a Zambian or Zimbabwean list carries, as nshima', () => {
  const recipe = first('rape leaves, pounded groundnuts, tomatoes, onion, salt, mealie meal')
  expect(recipe).toMatch(/^## Muriwo une Dovi$/m)
  expect(recipe).toMatch(/stiff dough/)
  expect(recipe).not.toMatch(/Not used: “(?:rape leaves|mealie meal)/)
})

test('kishk with awarma is shorbet kishk, the soup of the Lebanese mountains', () => {
  const recipe = first('kishk 1 cup, awarma, onion, garlic, dried mint, potatoes')
  expectDish(recipe, 'Shorbet Kishk', /kishk/i)
  expect(recipe).toMatch(/awarma/)
  expect(recipe).not.toMatch(/Vegan|Vegetarian/)
})

test('stockfish with potatoes, olives and wine is stoccafisso accomodato; stockfish typed soaked is not soaked again', () => {
  const recipe = first(
    'stockfish (soaked), potatos, taggiasca olives, pine nuts, tomatoes, garlic, parsley, white wine',
  )
  expectDish(recipe, 'Stoccafisso Accomodato', /stockfish/i)
  expect(recipe).not.toMatch(/3–5 days/)
  expect(first('stockfish, potatoes, olives, tomatoes, white wine')).toMatch(/3–5 days/)
})

test('veal with dried mushrooms, tomato, wine and almonds is fricando, its almonds the picada', () => {
  const recipe = first(
    'veal fillets, dried mushrooms, onion, tomato, flour, white wine, almonds, garlic',
  )
  expectDish(recipe, 'Fricando', /veal/i)
  expect(recipe).toMatch(/picada/)
  expect(recipe).toMatch(/soaking liquid if they were dried/)
  expect(recipe).not.toMatch(/Not used: “almonds/)
})

test('a dish takes the items its own cooks put in: hing in sev tameta, chicha beside vinegar in adobo', () => {
  const sev = first('tomatoes, sev, onion, jaggery, chilli powder, mustard seeds, coriander, hing')
  expectDish(sev, 'Sev Tameta', /sev/i)
  expect(sev).not.toMatch(/Not used: “hing/)
  const adobo = first(
    'pork shoulder, aji panca paste, red onions, garlic, chicha de jora, cumin, oregano, vinegar',
  )
  expectDish(adobo, 'Adobo Arequipeno', /aji panca/i)
  expect(adobo).not.toMatch(/Not used: “chicha/)
})

test('a description names the meat or fish the visitor has, never one the recipe lacks', () => {
  const okra = first('okra, smoked mackerel, palm oil, onion, piment, maggi cube, placali')
  expect(okra).toMatch(/^## Okra Soup$/m)
  expect(okra).toMatch(/simmered with smoked mackerel/)
  expect(okra).not.toMatch(/simmered with meat/)
  expect(first('minced pork, flour, onion, egg, sour cream, dill')).not.toMatch(/pork and beef/)
})
