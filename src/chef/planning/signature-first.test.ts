import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// A named sauce or a kitchen's seasoning on the list is what the list is for (issue 18, item 4:
// the star stays): the first idea is a dish built on it, not a plainer dish that sets it aside.

test('skirt steak with a jar of chimichurri is steak with chimichurri, not steak and chips', () => {
  const recipe = first('beef skirt steak, chimichurri, new potatoes, red onion, rocket')
  expectDish(recipe, 'Steak with Chimichurri', /chimichurri/i)
  expect(recipe).not.toMatch(/Not used: “(?:new potatoes|rocket|red onion)”/)
})

test('flank steak, chimichurri and sweet potatoes keep the chimichurri and the potatoes', () => {
  const recipe = first('flank steak, chimichurri, sweet potatoes, tomatoes, lettuce')
  expectDish(recipe, 'Steak with Chimichurri', /chimichurri/i)
  expect(recipe).not.toMatch(/Not used: “sweet potatoes”/)
})

test('chicken wings with gochujang and honey are yangnyeom chicken, the gochujang used', () => {
  expectDish(
    first('chicken wings, gochujang, honey, garlic, soy sauce, sesame seeds'),
    'Yangnyeom Chicken',
    /gochujang/i,
  )
})

test('a first idea seasoned from the list keeps its place: jeyuk bokkeum before samgyeopsal', () => {
  expectDish(
    first(
      'pork shoulder sliced thin, gochujang, gochugaru, onion, garlic, ginger, spring onion, lettuce, ssamjang',
    ),
    'Jeyuk Bokkeum',
    /gochujang/i,
  )
})
