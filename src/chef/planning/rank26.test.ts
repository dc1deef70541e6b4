import { test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Issue 18, session rank26: a named dish moves before a composed one that it uses the list as
// well as; a named dish that already outscored it moves with it.

test('savoury mince that outscores cottage pie is not left behind the composed mince stew', () => {
  const recipe = first(
    'beef mince 500g, onion, carot, frozen peas, gravox, bread for toast, worcestershire sauce, tomato paste, potatoes',
  )
  expectDish(recipe, 'Savoury Mince', /beef mince/i)
})

test('a dish moved up for its signature takes no higher-scored dish with it', () => {
  // Pad kra pao goes before the stir-fry for its holy basil; the Thai omelette does not follow.
  expectDish(
    first('pork mince 250g, eggs 4, fish sauce, garlic, jasmine rice, holy basil, sriracha'),
    'Pad Kra Pao',
    /pork mince/i,
  )
})
