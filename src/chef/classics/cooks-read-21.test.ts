import { expect, test } from 'vitest'
import { expectDish, idea } from '../../../tests/support/first-idea.ts'

// What the eleventh cook's read found: an item's form misread, and times that do not fit it.

test('andouille in a maque choux is weighed, never counted in rashers, and stays pink', () => {
  const recipe = idea(
    "frozen corn, andouille, green bell pepper, onion, celery, butter, half and half, Tony Chachere's",
    /Maque Choux/,
  )
  expectDish(recipe, 'Maque Choux', /Andouille — \d+ g/)
  expect(recipe).not.toMatch(/rasher|not recognised/i)
})

test('wieners with lentils are laid on to heat through, never simmered 40 minutes', () => {
  const recipe = idea(
    'brown lentils, spätzle, smoked bacon, carrots, celeriac, vinegar, wiener sausages',
    /Petit Sal/,
  )
  expect(recipe).toMatch(/heat through/)
  expect(recipe).not.toMatch(/sausages?, pricked|sausages? (?:is|are) cooked through|no pink/i)
})

test('wieners fried in a composed pasta stay pink: no "no pink left (71°C)"', () => {
  const recipe = idea(
    'brown lentils, spätzle, smoked bacon, carrots, celeriac, vinegar, wiener sausages',
    /Pasta/,
  )
  expect(recipe).toMatch(/stays pink/)
  expect(recipe).not.toMatch(/no pink/)
})

test('cocoyam leaves simmered soft by the chef are not washed, blanched or wilted again as if raw', () => {
  const list =
    'kontomire (cocoyam leaves), palm oil, agushi, koobi salted fish, onions, tomatoes, scotch bonnet, eggs'
  const stew = idea(list, /Kontomire Stew/)
  expect(stew).toMatch(/simmer them in plenty of water for 30–40 minutes/)
  expect(stew).toMatch(/Squeeze the cocoyam leaves and chop them finely\./)
  expect(stew).not.toMatch(/Wash the cocoyam|blanch/i)
  const egusi = idea(list, /Egusi/)
  expect(egusi).not.toMatch(/wilted/)
})

test('a chilli paste is measured out: never chopped "seeds out" or snipped and soaked "if dried"', () => {
  const recipe = idea(
    'mackerel, tamarind paste, okra, tomato, daun kesum, chilli paste, bunga kantan',
    /Asam Pedas/,
  )
  expect(recipe).toMatch(/Chilli paste — \d/)
  expect(recipe).toMatch(/Blend the chilli paste with the shallots/)
  expect(recipe).not.toMatch(/on the side/)
  expect(recipe).not.toMatch(/Chillies —|is dried|snip|seeds out/i)
})

test('papa seca is toasted and soaked, and shown as papa seca; no other idea peels it as fresh', () => {
  const list =
    'papa seca, pork shoulder, aji panca paste, roasted peanuts, red onion, garlic, cumin, cloves'
  const recipe = idea(list, /Carapulcra/)
  expect(recipe).toMatch(/Papa seca — \d+ g/)
  expect(recipe).toMatch(/Toast the papa seca/)
  expect(recipe).not.toMatch(/Fresh potatoes|peel/i)
})

test("Trinidad's pimento peppers are seasoning peppers, used beside the sweet pepper in buljol", () => {
  const recipe = idea(
    'saltfish, tomatos, onion, sweet peppers, pimento peppers, olive oil, hot pepper',
    /Buljol/,
  )
  expect(recipe).toMatch(/Pimento peppers? — 1/)
  expect(recipe).not.toMatch(/same thing|Not used: “pimento/)
})

test('pickled beets are served as pickled beetroot beside kalops, never "Beets"', () => {
  const recipe = idea(
    'stewing beef, onions, carrots, allspice berries, bay leaves, butter, flour, pickled beets',
    /Kalops/,
  )
  expect(recipe).toMatch(/Pickled beets — /)
})
