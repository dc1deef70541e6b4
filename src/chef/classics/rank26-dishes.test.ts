import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Home sweeps (issue 18, session rank26) where the accepted dish was offered only as a later idea:
// the dish lacked a place for a common addition the list carried, so another dish that had one
// used more of the list; or the list named the kitchen in a word the tie-break did not know.

test('köfte is bound with an egg too: lamb mince, cumin, parsley and an egg are kofta', () => {
  const recipe = first('lamb mince, onion, breadcrumbs, cumin, parsley, egg')
  expectDish(recipe, 'Lamb Kofta', /lamb mince/i)
  expect(recipe).toMatch(/the egg, beaten/)
})

test('palava sauce takes the koobi and the smoked fish together', () => {
  const recipe = first(
    'kontomire, egusi, salted fish (koobi), smoked mackerel, palm oil, onions, boiled yam',
  )
  expectDish(recipe, 'Kontomire Stew', /kontomire/i)
  expect(recipe).toMatch(/smoked mackerel and salted fish, flaked/)
  // Salted fish is soaked first.
  expect(recipe).toMatch(/soak the salted fish/)
})

test('sancocho is eaten with white rice: the rice is cooked on its own, not a locrio', () => {
  const recipe = first('chicken, ñame, culantro, oregano, onion, garlic, white rice')
  expectDish(recipe, 'Sancocho', /chicken/i)
  expect(recipe).toMatch(/cook it in a pan of its own/)
  expect(recipe).toMatch(/the white rice on the side/)
})

test('prawns, eggs, rice, peas and soy sauce are prawn fried rice, the prawns cooked through', () => {
  const recipe = first('frozen prawns, eggs, spring onions, rice, peas, soy sauce')
  expectDish(recipe, 'Prawn Fried Rice', /prawns/i)
  expect(recipe).toMatch(/Thaw the frozen prawns completely/)
  expect(recipe).toMatch(/until pink and cooked right through/)
})

test('dried chilli flakes are the heat of ewa riro: no scotch bonnet bought', () => {
  const recipe = first('black eyed beans, palm oil, dried chilli flakes, onions')
  expectDish(recipe, 'Ewa Riro', /black eyed beans/i)
  expect(recipe).toMatch(/^- Dried chilli flakes/m)
  expect(recipe).not.toMatch(/\*\(extra\)\*/)
})

test("the list's own word names the kitchen between two dishes that use it alike", () => {
  // Sivri biber is menemen's pepper, not a piperade's.
  expectDish(first('eggs, sivri peppers, tomatoes'), 'Menemen', /eggs/i)
  // Samp is South Africa's word: samp and beans, not Kenyan githeri.
  expectDish(first('samp, sugar beans, onion, beef stock cube'), 'Umngqusho', /samp/i)
  // Panko with ketchup and Worcestershire is a Japanese hamburg steak, not a meatloaf.
  expectDish(
    first('beef and pork mince 400g, onion, panko, milk, egg, ketchup, worcestershire sauce'),
    'Japanese Hamburg Steak',
    /panko/i,
  )
})
