import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

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
