import { describe, expect, test } from 'vitest'
import { composeRecipe } from '../compose-recipe.ts'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Lists from the eighth blind round (issue 18) whose dish the library held but did not name
// first, because the dish did not take what its cooks put beside it: the packet of onion soup mix
// in a Salisbury steak, the tahdig potatoes of loobia polo, the shredded cabbage beside a hambagu,
// the provola of pasta e patate, the prawns and chilli oil of wontons.

test('onion soup mix, beef and mushrooms make a Salisbury steak that uses the mix and the mash', () => {
  const recipe = first(
    'ground beef 1.5lb, lipton onion soup mix, mushrooms, beef broth, ketchup, worcestshire sauce, instant mashed potatoes',
  )
  expectDish(recipe, 'Salisbury Steak', /onion soup mix/)
  expect(recipe).toMatch(/mashed potato, made up as its packet says/)
  // The water for boiling potatoes the visitor does not have is neither listed nor stirred in.
  expect(recipe).not.toMatch(/^- Water/m)
  expect(recipe).not.toMatch(/Stir the water into the pan/)
})

test('green beans, mince, basmati and tahdig potatoes make loobia polo with its potato crust', () => {
  const recipe = first(
    'green beans 500g, beef mince 400g, basmati 2 cups, tomato paste, cinnamon, advieh, onion, potatoes for tahdig',
  )
  expectDish(recipe, 'Loobia Polo', /green beans/i)
  expect(recipe).toMatch(/crisp tahdig/)
})

test('gobo, carrot, soy, mirin and a dried chilli make kinpira, not a composed stir-fry', () => {
  expectDish(
    first('gobo 1 root, carrot, sesame seeds, soy sauce, mirin, dried chilli, sesame oil'),
    'Kinpira',
    /chilli/i,
  )
})

test('mixed mince, panko, ketchup, Worcestershire and a cabbage make hambagu with its cabbage', () => {
  const recipe = first(
    'beef and pork mince 400g, onion, panko, milk, egg, ketchup, worcestershire (bulldog), cabbage',
  )
  expectDish(recipe, 'Japanese Hamburg Steak', /cabbage/)
})

test('pasta mista, potatoes and provola make pasta e patate, with the provola in it', () => {
  expectDish(
    first('pasta mista 250g, potatoes x3, provola, pancetta cubes, onion, celery, parmesan rind'),
    'Pasta e Patate',
    /provola/,
  )
})

test('pork, liver and Del Monte tomato sauce make pork menudo without soy on the list', () => {
  expectDish(
    first(
      'pork shoulder 1kg cubed, pork liver 200g, del monte tomato sauce, potatoes 2, carrots 2, red bell pepper, raisins, hotdogs',
    ),
    'Pork Menudo',
    /tomato sauce/,
  )
})

test('wrappers, pork, prawns, stock and chilli oil make wonton soup with the prawns and the oil', () => {
  const recipe = first(
    'wonton wrappers, pork mince 400g, raw prawns 150g, chicken stock, pak choy, spring onions, sesame oil, chilli oil',
  )
  expectDish(recipe, 'Wonton Soup', /prawns/)
  expect(recipe).toMatch(/chilli oil/)
})

test('soda farls and potato bread are two breads of an Ulster fry, both fried', () => {
  const recipe = first(
    'soda farls, potato bread, back bacon, pork sausages, eggs, black pudding, tomatoes',
  )
  expectDish(recipe, 'Ulster Fry', /potato bread/)
  expect(recipe).toMatch(/Split the soda farls and the potato bread/)
})

test('leftover mash, flour, lorne sausage and eggs make tattie scones with the breakfast', () => {
  const recipe = first('leftover mash 300g, plain flour, butter, salt, lorne sausage, eggs')
  expectDish(recipe, 'Tattie Scones', /sausage/i)
  expect(recipe).toMatch(/cooked through with no pink/)
})

test('parkin uses the bicarbonate of soda on its list', () => {
  expectDish(
    first(
      'medium oatmeal 200g, black treacle, golden syrup, ground ginger, butter, self raising flour, bicarbonate of soda, 1 egg',
    ),
    'Parkin',
    /bicarbonate of soda/,
  )
})

describe('morning glory: Thai with yellow bean sauce, Vietnamese with fish sauce and garlic', () => {
  test('oyster and yellow bean sauce with chillies make pad pak boong', () => {
    expectDish(
      first(
        'morning glory 1 bunch, garlic, birds eye chillies, oyster sauce, yellow bean sauce, jasmine rice',
      ),
      'Pad Pak Boong',
      /yellow bean sauce/i,
    )
  })
  test('fish sauce, oyster sauce and a bulb of garlic make rau muong xao toi', () => {
    expectDish(
      first(
        'morning glory (water spinach) 2 bunches, garlic whole bulb, fish sauce, oyster sauce, oil, rice, chilli',
      ),
      'Rau Muong Xao Toi',
      /fish sauce/i,
    )
  })
})

test('after Jollof Rice, another idea is not the same jollof told as Nigerian Jollof Rice', () => {
  const list =
    'long grain rice, tin plum tomatoes, 2 red peppers, scotch bonnet, onion, tomato puree, chicken thighs, maggi cubes, thyme, curry powder'
      .split(',')
      .map((item) => item.trim())
  const titles = [0, 1, 2].map(
    (variant) => /^## (.+)$/m.exec(composeRecipe(list, { variant }))?.[1] ?? '',
  )
  expect(titles[0]).toBe('Jollof Rice')
  expect(titles).not.toContain('Nigerian Jollof Rice')
})

test('corned beef, green bananas and flour for dumplings make bully beef and boiled food', () => {
  const recipe = first(
    'tin of corned beef (grace), green bananas x4, flour for dumplings, onion, tomato, scotch bonnet, scallion',
  )
  expectDish(recipe, 'Bully Beef and Boiled Food', /corned beef/i)
  expect(recipe).toMatch(/dumplings|dough/)
  expect(recipe).toMatch(/green bananas/i)
})

test('shredded chicken, maionese and batata palha make salpicão with the potato sticks on top', () => {
  expectDish(
    first(
      'shredded chicken 500g, maionese, carrot 2, green apple, raisins, milho (tin), batata palha, frozen peas',
    ),
    'Salpicao',
    /batata palha/,
  )
})
