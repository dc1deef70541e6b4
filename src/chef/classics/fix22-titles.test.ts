import { expect, test } from 'vitest'
import { expectDish, firstIdea } from '../../../tests/support/first-idea.ts'

// Crawfish tails in an étouffée were served under the title "Shrimp Etouffee".

test('crawfish tails make a crawfish étouffée, titled and described so', () => {
  const recipe = firstIdea('crawfish tails, onion, celery, green pepper, butter, flour, rice')
  expectDish(recipe, 'Crawfish Etouffee', /crawfish/i)
  expect(recipe).toMatch(/Louisiana crawfish "smothered"/)
  expect(recipe).not.toMatch(/shrimp/i)
})

test('prawns keep the shrimp étouffée its name', () => {
  const recipe = firstIdea('prawns, onion, celery, green pepper, butter, flour, rice')
  expectDish(recipe, 'Shrimp Etouffee', /prawns/i)
})
