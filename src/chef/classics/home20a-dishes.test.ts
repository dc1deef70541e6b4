import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first, idea } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep of Europe (issue 18, session 20a): France, Italy, Spain and
// Portugal by region, the German-speaking and Low Countries, the Nordic countries, the British
// Isles, Central and Eastern Europe, the Balkans, Greece and Cyprus, typed blind as families there
// type them. The general causes: words the list reader misread or did not know, places narrower
// than the family's version, and dishes a cook of the region expects that the library lacked.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('tinned anchovies in oil are anchovies, never the cooking oil', () => {
  expect(readAs('anchovies in oil')).toBe('anchovies')
  expect(readAs('anchovies in olive oil')).toBe('anchovies')
  expect(readAs('anchovy fillets in olive oil')).toBe('anchovies')
  expect(readAs('anchovy in oil')).toBe('anchovies')
})

test('a food packed in oil, brine or water is the food, never what it is packed in', () => {
  expect(readAs('tuna in sunflower oil')).toBe('tuna')
  expect(readAs('sardines in sunflower oil')).toBe('sardines')
  expect(readAs('artichokes in oil')).toBe('artichokes')
  expect(readAs('chickpeas in water')).toBe('chickpeas')
  expect(readAs('2 tins chickpeas in water')).toBe('chickpeas')
  expect(readAs('anchovies in salt')).toBe('anchovies')
  // Fish in oil came out of a tin: cooked already.
  expect(readAs('mackerel in olive oil')).toBe('tinned mackerel')
  // The oil itself, and a chilli oil named whole, stay what they are.
  expect(readAs('olive oil')).toBe('olive oil')
  expect(readAs('oil for frying')).toBe('cooking oil')
  expect(readAs('crispy chilli in oil')).toBe('chilli oil')
})

test('regional pasta, sausage, beef and dough words are read as what they are', () => {
  expect(readAs('bread dough')).toBe('pizza base')
  expect(readAs('crozets')).toBe('pasta')
  expect(readAs('pizzoccheri')).toBe('pasta')
  expect(readAs('falukorv')).toBe('sausage')
  expect(readAs('klapstuk')).toBe('stewing beef')
  expect(readAs('nokedli')).toBe('spaetzle')
})

test('onions, anchovies in oil, olives and bread dough make a pissaladiere', () => {
  expectDish(
    first('1kg onions, anchovies in olive oil, black olives, bread dough'),
    'Pissaladiere',
    /anchovies/i,
  )
})

test('sauerkraut, beef and potatoes make a sour shchi, the sauerkraut squeezed first', () => {
  const recipe = first('sauerkraut, beef shin, potatoes, carrots, onion, sour cream')
  expectDish(recipe, 'Shchi', /sauerkraut/i)
  expect(recipe).toMatch(/squeezed dry/)
})

test('rouladen take the thin beef slices they are sold as', () => {
  const recipe = first('thin beef slices, mustard, streaky bacon, gherkins, onion, red wine')
  expectDish(recipe, 'Rinderrouladen', /beef slices/i)
  expect(recipe).toMatch(/Beat the thin beef slices thin between baking paper/)
})

test('a rump steak with horseradish is never simmered for hours as a tafelspitz', () => {
  expect(first('rump steak, horseradish, potatoes')).not.toMatch(/^## Tafelspitz$/m)
})

test('bacalhau a bras with bought batata palha fries nothing and buys no potatoes', () => {
  const recipe = first('bacalhau, batata palha, eggs, onion, black olives, parsley')
  expectDish(recipe, 'Bacalhau a Bras', /batata palha/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).not.toMatch(/deep frying|180 °C|^- Potatoes/m)
  expect(recipe).not.toMatch(/hot oil unattended/)
})

test('bacalhau a bras from scratch still fries its own potato straws safely', () => {
  const recipe = idea(
    'salt cod, potatoes, eggs, onion, olive oil, garlic, olives',
    /Bacalhau a Bras/,
  )
  expect(recipe).toMatch(/fine matchsticks/)
  expect(recipe).toMatch(/hot oil unattended/)
})

test('a recipe whose only oil is the olive oil does not list a frying oil', () => {
  const recipe = first('bacalhau, batata palha, eggs, onion')
  expect(recipe).not.toMatch(/^- Oil —/m)
})

test('Montasio with potatoes and onion is a Friulian frico, not vegetarian (calf rennet)', () => {
  expect(readAs('montasio cheese')).toBe('montasio')
  const recipe = first('montasio cheese, potatoes, onion')
  expectDish(recipe, 'Frico', /montasio/i)
  expect(recipe).not.toMatch(/Vegetarian/)
})

test('potatoes fried with tomme and bacon are a truffade', () => {
  expectDish(first('potatoes, tomme fraiche, garlic, smoked bacon'), 'Truffade', /tomme/i)
})

test('mussels with cream and curry powder are a mouclade, the dead ones thrown away', () => {
  const recipe = first('mussels, double cream, curry powder, white wine, shallots')
  expectDish(recipe, 'Mouclade', /curry powder/i)
  expect(recipe).toMatch(/Throw away any with broken shells/)
  expect(recipe).toMatch(/stay closed/)
})

test('mussels with cream and white wine are still moules marinieres', () => {
  expectDish(first('mussels, cream, white wine, shallots'), 'Moules Marinieres', /mussels/i)
})

test('chicken poached with leeks and cream is a Ghent waterzooi, cooked to 75 °C', () => {
  const recipe = first('chicken, leeks, carrots, cream, egg yolk, potatoes, celery')
  expectDish(recipe, 'Waterzooi', /leeks/i)
  expect(recipe).toMatch(/75 °C/)
})

test('buckwheat pasta with savoy cabbage, potatoes and melting cheese is pizzoccheri', () => {
  expectDish(
    first('pizzoccheri, savoy cabbage, potatoes, fontina, butter, sage'),
    'Pizzoccheri',
    /savoy cabbage/i,
  )
})

test('salt cod with milk, onions and polenta is baccala alla vicentina, soaked first', () => {
  const recipe = first('salt cod, milk, onions, anchovies, parmesan, polenta')
  expectDish(recipe, 'Baccala alla Vicentina', /polenta/i)
  expect(recipe).toMatch(/soak it in plenty of cold water/)
})

test('salt cod, milk and potatoes stay a brandade', () => {
  expect(first('salt cod, milk, potatoes, garlic, olive oil')).toMatch(/^## Brandade/m)
})

test('veal strips in a mushroom and cream sauce are zurcher geschnetzeltes, with a rosti', () => {
  const recipe = first('veal strips, mushrooms, cream, white wine, shallot, potatoes')
  expectDish(recipe, 'Zurcher Geschnetzeltes', /veal/i)
  expect(recipe).toMatch(/rösti made from the potatoes/)
})

test('macaroni and potatoes with cheese, cream and apple sauce are alplermagronen', () => {
  const recipe = first('macaroni, potatoes, gruyere, cream, onions, apple sauce')
  expectDish(recipe, 'Alplermagronen', /apple sauce/i)
  expect(recipe).not.toMatch(/peeled, sliced and stewed/)
})

test('macaroni, cheddar and milk stay a macaroni cheese', () => {
  expect(first('macaroni, cheddar, milk, butter')).not.toMatch(/^## Alplermagronen$/m)
})

test('beef with allspice and bay, pickled beetroot on the side, is kalops', () => {
  expectDish(
    first('beef chuck, onions, allspice, bay leaves, pickled beetroot, potatoes'),
    'Kalops',
    /allspice/i,
  )
})

test('potatoes and frankfurters in paprika with marjoram are an erdapfelgulasch', () => {
  const recipe = first('potatoes, frankfurters, onion, paprika, tomato paste, marjoram')
  expectDish(recipe, 'Erdapfelgulasch', /frankfurters/i)
  expect(recipe).toMatch(/burns easily/)
})

test('corned beef, potatoes and beetroot with rollmops are labskaus; without, red flannel hash', () => {
  expectDish(first('tin corned beef, potatoes, beetroot, rollmops, eggs'), 'Labskaus', /rollmops/i)
  expect(first('corned beef, potatoes, beetroot, onion')).not.toMatch(/^## Labskaus$/m)
})

test('grated potato pancakes with bacon and lingonberry jam are raggmunk', () => {
  const recipe = first('potatoes, flour, milk, egg, bacon, lingonberry jam')
  expectDish(recipe, 'Raggmunk', /lingonberry/i)
  expect(recipe).toMatch(/cooked through/)
})

test('the new dishes do not take plain lists that name something else', () => {
  expect(first('chicken, leeks, cream')).not.toMatch(/^## Waterzooi$/m)
  expect(first('potatoes, flour, milk')).not.toMatch(/^## Raggmunk$/m)
  expect(first('beef, potatoes, carrots, onion')).not.toMatch(/^## Kalops$/m)
})
