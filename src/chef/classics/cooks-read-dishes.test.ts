import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Dishes a cook's read of lists nobody designed showed missing (issue 18): each list gets its own
// dish first, with the items it is about used rather than set aside.

test('salmon, dill, cucumber and sour cream are the Swedish salmon with dill sauce, not plain salmon', () => {
  const recipe = first('salmon fillets, dill, cucumber, rye bread, new potatoes, sour cream')
  expectDish(recipe, 'Salmon with Dill Sauce and Cucumber Salad', /cucumber/i)
  expect(recipe).not.toMatch(/Not used: “(?:sour cream|new potatoes|rye bread)”/)
  expect(recipe).toMatch(/opaque right through/)
})

test('salmon, potatoes, leek, dill and cream make lohikeitto', () => {
  const recipe = first(
    '2 salmon fillets, potatoes, leek, fresh dill, double cream, fish stock cube',
  )
  expectDish(recipe, 'Lohikeitto', /leek/i)
  expect(recipe).toMatch(/opaque right through/)
})

test('tofu, peanut butter and rice noodles make peanut noodles, the peanut butter in the sauce', () => {
  const recipe = first('firm tofu, peanut butter, rice noodles, soy sauce, lime, beansprouts')
  expectDish(recipe, 'Peanut Noodles with Tofu', /peanut butter/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('leftover mash makes tattie scones that only warm the mash, never boil raw potatoes', () => {
  const recipe = first('leftover mash, flour, butter, salt')
  expectDish(recipe, 'Tattie Scones', /leftover mash/i)
  expect(recipe).not.toMatch(/peel|boil/i)
})

test('burdock goes into takikomi gohan with the shiitake and chicken', () => {
  const recipe = first(
    'japanese rice, dried shiitake, carrot, chicken thigh, burdock, soy sauce, dashi',
  )
  expectDish(recipe, 'Takikomi Gohan', /burdock/i)
})

test('chadon beni finishes a Trinidadian curry chicken rather than turning it into soup', () => {
  const recipe = first(
    'whole chicken cut up, curry powder, geera, potatos, chadon beni, roti skins',
  )
  expect(recipe).toMatch(/^## .*Curry$/m)
  expect(recipe).not.toMatch(/Not used: “chadon beni”/)
})

test('lamb mince, aubergine and pine nuts are sheikh el mahshi, not an aubergine dip without the lamb', () => {
  const recipe = first('lamb mince, aubergine, tomatoes, yoghurt, pine nuts')
  expectDish(recipe, 'Sheikh el Mahshi', /lamb mince/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('pork belly with soy, vinegar, garlic and bay is adobo (issue 18: the dish a cook names first)', () => {
  expectDish(
    first('pork belly 500g, garlic, soy, vinegar, bay leaves, peppercorns'),
    'Pork Adobo',
    /vinegar/i,
  )
})

test('lemon, garlic, rice and spinach make spanakorizo, the garlic in it', () => {
  expectDish(first('lemon, garlic, rice, spinach'), 'Spanakorizo', /garlic/i)
})
