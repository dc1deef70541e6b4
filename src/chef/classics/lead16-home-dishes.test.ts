import { expect, test } from 'vitest'
import { expectDish, firstIdea as first, idea, ideas } from '../../../tests/support/first-idea.ts'

// Home dishes a cook names whose lists the offline chef misread or outranked (issue 18, sixteenth
// session): each typed list gets the dish first, with what its cooks put in.

test('rosol takes parsley root, celeriac and lovage together, as a Polish cook makes it', () => {
  const recipe = first(
    'whole chicken, carrots x3, parsley root, celeriac quarter, leek, lovage, thin egg noodles (makaron nitki)',
  )
  expectDish(recipe, 'Rosol', /parsley root/i)
  expect(recipe).toMatch(/the parsley root and the celeriac, peeled/)
  expect(recipe).toMatch(/^- Lovage — /m)
  expect(recipe).not.toMatch(/Not used/)
})

test('bucatini with beef mince, cinnamon, milk, eggs and kefalotyri is pastitsio, not meatballs', () => {
  const recipe = first('bucatini, beef mince, tin of tomatoes, cinnamon, milk, eggs, kefalotyri')
  expectDish(recipe, 'Pastitsio', /cinnamon/i)
})

test('leftover lechon is cooked pork for lechon paksiw', () => {
  expectDish(
    first('leftover lechon, mang tomas lechon sauce, vinegar, brown sugar, garlic, bay leaves'),
    'Lechon Paksiw',
    /lechon/i,
  )
})

test('champorado takes the tuyo its cooks fry to go beside it', () => {
  const recipe = first(
    'malagkit (glutinous rice) 1 cup, cocoa, sugar, evaporated milk, tuyo, water',
  )
  expectDish(recipe, 'Champorado', /tuyo/i)
  expect(recipe).toMatch(/toast the tuyo in a dry frying pan/)
})

test('a block of Japanese curry roux is weighed into the katsu sauce, never a spoon or a wok sauce', () => {
  const list =
    'chicken thighs, panko, eggs, flour, japanese curry roux, potatoes, carrots, onion, rice'
  const recipe = first(list)
  expectDish(recipe, 'Chicken Katsu Curry', /curry roux/i)
  expect(recipe).toMatch(/^- Japanese curry roux — 50 g$/m)
  for (const later of ideas(list)) expect(later).not.toMatch(/curry roux with 2 tbsp water/)
})

test('after hummus, warm chickpeas with the tahini spooned over, before chickpea tacos', () => {
  const titles = ideas('can chickpeas, tahini, lemon, garlic, olive oil, paprika').map(
    (recipe) => recipe.split('\n')[0],
  )
  expect(titles.slice(0, 2)).toEqual(['## Hummus', '## Balila'])
  expect(idea('can chickpeas, tahini, lemon, garlic, olive oil, paprika', /Balila/)).toMatch(
    /spoon over the tahini/,
  )
})

test('a meat thermometer stays a meat thermometer, and red onions fill the pepper soup', () => {
  const soup = idea(
    'chicken drumsticks, 6 eggs, berbere, 4 red onions, butter, garlic, ginger, injera',
    /Pepper Soup/,
  )
  expect(soup).toMatch(/75°C on a meat thermometer/)
  expect(soup).not.toMatch(/^- Onion — .*extra/m)
  expect(soup).not.toMatch(/Not used: “(?:4 )?red onions”/)
})
