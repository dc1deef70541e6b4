import { expect, test } from 'vitest'
import { firstIdea as first } from '../../../tests/support/first-idea.ts'

// A blind cook's read of twelve regional lists (session 26c): the general causes it found, each
// with the list that showed it.

test('live clams in a composed dish are purged, scrubbed and steamed open under a lid', () => {
  const recipe = first('small clams 1kg, leftover rice, chili, soy sauce, spring onion')
  expect(recipe).toMatch(/salted water for 20 minutes to purge the grit/)
  expect(recipe).toMatch(/do not close when tapped/)
  expect(recipe).toMatch(/cover the pan so they steam open/)
})
