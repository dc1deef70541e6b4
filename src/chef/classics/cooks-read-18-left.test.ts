import { expect, test } from 'vitest'
import { idea } from '../../../tests/support/first-idea.ts'

// What a blind cook's read of the offline chef (issue 18) left in its classics: each list is the
// one the cook typed, and the test holds the general cause, not that one list.

test('an onion a place names goes in beside its other vegetables, never dropped as "too much"', () => {
  const recipe = idea(
    'sweet potato noodles, spinach, carrot, dried shiitake, beef sirloin, soy sauce, sesame oil, onion, egg',
    /^## Japchae$/,
  )
  expect(recipe).not.toMatch(/“onion” — there was already plenty going on/)
  expect(recipe).toMatch(/^- Onion — /m)
  expect(recipe).toMatch(/Prepare the spinach, carrots, shiitake and onion/)
})

test('a herb sold by the handful in a place counted for spring onions is measured, not counted', () => {
  const recipe = idea(
    '3 leeks, 4 potatoes, butter, chicken stock cube, creme fraiche, chives',
    /^## Potato Salad$/,
  )
  expect(recipe).not.toMatch(/^- Chives — 2$/m)
  expect(recipe).toMatch(/^- Chives — ½ handful$/m)
  // The blurb names the dressing and the onions the recipe has, and nothing is "mixed" alone.
  expect(recipe).toMatch(/creamy dressing of creme fraiche with chives/)
  expect(recipe).not.toMatch(/mayonnaise|spring onion/)
  expect(recipe).not.toMatch(/Mix the creme fraiche and/)
})

test('a cinnamon stick typed whole goes in whole: one stick, named so, never "a pinch"', () => {
  const recipe = idea(
    'rice noodles, beef brisket, star anise, cinnamon stick, onion, ginger, fish sauce, beansprouts, thai basil, lime',
    /^## Pho Chin$/,
  )
  expect(recipe).not.toMatch(/^- Cinnamon — a pinch$/m)
  expect(recipe).toMatch(/^- Cinnamon stick — 1$/m)
  expect(recipe).toMatch(/the star anise with the cinnamon stick/)
  // The broth is strained: the stick comes out with it, so no extra step is needed.
  expect(recipe).not.toMatch(/Fish out the cinnamon stick/)
})

test('a whole spice in a pot that is not strained is fished out before serving', () => {
  const recipe = idea(
    'stewing beef, shallots, tinned tomatoes, red wine, cinnamon stick, bay leaves',
    /^## Beef Stifado$/,
  )
  expect(recipe).toMatch(/^- Cinnamon stick — 1$/m)
  expect(recipe).toMatch(/Fish out the cinnamon stick before serving\.$/m)
})

test('ground cinnamon stays a pinch', () => {
  expect(
    idea('rice noodles, beef brisket, star anise, cinnamon, onion, ginger, fish sauce', /^## Pho/),
  ).toMatch(/^- Cinnamon — a pinch$/m)
})

test('a description names nothing the recipe lacks: the farls and sides it has', () => {
  const fry = idea('potato farls, bacon, eggs', /^## Ulster Fry$/)
  expect(fry).not.toMatch(/soda farls/)
  const salisbury = idea('beef mince, mushrooms, onion, beef stock', /^## Salisbury Steak$/)
  expect(salisbury).not.toMatch(/green beans/)
  expect(salisbury).not.toMatch(/mashed potato/)
})

test('the line names what the visitor typed: lorne sausage, not sausages', () => {
  const recipe = idea(
    'leftover mash 300g, plain flour, butter, salt, lorne sausage, eggs',
    /^## Tattie Scones$/,
  )
  expect(recipe).toMatch(/^- Lorne sausages — /m)
  expect(recipe).not.toMatch(/^- Sausages — /m)
})
