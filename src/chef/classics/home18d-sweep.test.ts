import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Everyday family cooking of Britain, Ireland, the US, Canada, Australia and New Zealand (issue 18,
// sweep 18d): the words those families type, the dishes the library lacked, and the family's own
// version of a dish it held.

test('"gravox", the Australian gravy powder, is read as stock: mince with it is savoury mince', () => {
  const recipe = first('beef mince, onion, gravox, carrot, frozen peas, toast')
  expectDish(recipe, 'Savoury Mince', /gravox/i)
  expect(recipe).toMatch(/no pink left/)
})

test('"napoli sauce", the Australian jar sauce, is a tomato sauce for a parmigiana', () => {
  const recipe = first('chicken breast, mozzarella, breadcrumbs, eggs, napoli sauce, parmesan')
  expectDish(recipe, 'Chicken Parmigiana', /napoli sauce/i)
})

test('an Australian parma with ham and chips is a chicken parmigiana, the ham under the cheese', () => {
  const recipe = first(
    'chicken breast, breadcrumbs, eggs, flour, napoli sauce, ham, mozzarella, chips',
  )
  expectDish(recipe, 'Chicken Parmigiana', /ham/i)
  expect(recipe).toMatch(/lay the ham on top/)
  expect(recipe).toMatch(/Australian pub way/)
})

test('a parmigiana without ham or chips is served the Italian-American way', () => {
  const recipe = first('chicken breast, breadcrumbs, eggs, passata, mozzarella, parmesan')
  expectDish(recipe, 'Chicken Parmigiana', /mozzarella/i)
  expect(recipe).toMatch(/Serve with a green salad and spaghetti\./)
  expect(recipe).not.toMatch(/Australian/)
})

test('chicken, ham, mozzarella and tomato sauce with no chips stay a milanesa a la napolitana', () => {
  const recipe = first('chicken breast, breadcrumbs, ham, mozzarella, tomato sauce, eggs')
  expect(recipe).toMatch(/^## Milanesa a la Napolitana$/m)
})

test('oats, golden syrup and coconut make anzac biscuits, raised with bicarb and no egg', () => {
  const recipe = first(
    'rolled oats, golden syrup, desiccated coconut, butter, plain flour, bicarb soda',
  )
  expectDish(recipe, 'Anzac Biscuits', /golden syrup/i)
  expect(recipe).toMatch(/it froths up/)
  expect(recipe).not.toMatch(/^- Eggs? —/m)
})

test('sponge, cocoa icing and desiccated coconut make lamingtons', () => {
  expectDish(
    first('sponge cake, desiccated coconut, cocoa, icing sugar, milk, butter'),
    'Lamingtons',
    /desiccated coconut/i,
  )
})

test('cocoa, butter and cornflakes make New Zealand afghans', () => {
  expectDish(
    first('butter, sugar, flour, cocoa, cornflakes, walnuts'),
    'Afghan Biscuits',
    /cornflakes/i,
  )
})

test('sausages with curry powder and sultanas are curried sausages, the rice in a step of its own', () => {
  const recipe = first('thick sausages, curry powder, onion, carrot, frozen peas, sultanas, rice')
  expectDish(recipe, 'Curried Sausages', /sausages/i)
  expect(recipe).toMatch(/cook it in its own pan of boiling salted water/)
  expect(recipe).toMatch(/cooked through \(no pink in the middle\)/)
})

test('frozen prawns, garlic and cream are creamy garlic prawns, the prawns thawed first', () => {
  const recipe = first('frozen prawns, garlic, butter, thickened cream, parsley, rice')
  expectDish(recipe, 'Creamy Garlic Prawns', /prawns/i)
  expect(recipe).toMatch(/Thaw the prawns in the fridge if frozen/)
})

test('whitebait bound with egg are New Zealand whitebait fritters', () => {
  const recipe = first('whitebait, 2 eggs, butter, lemon, white bread')
  expectDish(recipe, 'Whitebait Fritters', /whitebait/i)
  expect(recipe).toMatch(/egg is set/)
})

test('sausages in sliced white bread with onions and tomato sauce are a sausage sizzle', () => {
  const recipe = first('bbq sausages, sliced white bread, 2 onions, tomato sauce')
  expectDish(recipe, 'Sausage Sizzle', /sausages/i)
  expect(recipe).toMatch(/72 °C/)
})

test('hot dogs in buns are never a sausage sizzle: it needs sliced bread', () => {
  const recipe = first('hot dogs, hot dog buns, chili, shredded cheese, onion, yellow mustard')
  expect(recipe).not.toMatch(/^## Sausage Sizzle$/m)
})

test('pork bones, watercress and kumara make a boil-up', () => {
  const recipe = first('pork bones, watercress, potatoes, kumara, pumpkin')
  expectDish(recipe, 'Pork and Watercress Boil-Up', /watercress/i)
  expect(recipe).toMatch(/for 2 hours, until the meat is falling off the bone/)
})

test('tart shells with brown sugar, syrup and raisins are Canadian butter tarts', () => {
  const recipe = first('frozen tart shells, brown sugar, maple syrup, butter, eggs, raisins')
  expectDish(recipe, 'Butter Tarts', /tart shells/i)
  expect(recipe).toMatch(/slight wobble/)
})

test('graham crumbs, custard powder and chocolate make Nanaimo bars', () => {
  expectDish(
    first('graham cracker crumbs, coconut, cocoa, custard powder, icing sugar, butter, chocolate'),
    'Nanaimo Bars',
    /custard powder/i,
  )
})

test('pork mince with cinnamon, cloves and pie crust is a tourtière, cooked through', () => {
  const recipe = first('ground pork, onion, 1 potato, cinnamon, cloves, pie crust')
  expectDish(recipe, 'Tourtiere', /ground pork/i)
  expect(recipe).toMatch(/cooked through with no pink/)
})

test('pork shoulder with green chiles and potatoes is New Mexico green chile stew', () => {
  const recipe = first('pork shoulder, hatch green chiles, potatoes, onion, garlic, chicken broth')
  expectDish(recipe, 'New Mexico Green Chile Stew', /pork shoulder/i)
  expect(recipe).toMatch(/peel, seed and chop/)
})

test('chicken thighs in honey, soy and garlic are honey garlic chicken, to 74 °C', () => {
  const recipe = first('chicken thighs, honey, soy sauce, garlic, ketchup, rice')
  expectDish(recipe, 'Honey Garlic Chicken', /honey/i)
  expect(recipe).toMatch(/74 °C/)
})

test('salt cod, potato and savory make Newfoundland fish cakes, the cod soaked a day', () => {
  const recipe = first('salt cod, potatoes, onion, summer savory, butter')
  expectDish(recipe, 'Newfoundland Fish Cakes', /salt (?:fish|cod)/i)
  expect(recipe).toMatch(/soak the salt fish in plenty of cold water in the fridge for 24 hours/)
})

test('kumara, feta and spinach make a roast kumara salad', () => {
  expectDish(
    first('kumara, red onion, feta, spinach, olive oil, pumpkin seeds'),
    'Roast Kumara and Feta Salad',
    /kumara/i,
  )
})

test('Lancashire cheese and potato pie takes the pastry lid a family puts on it', () => {
  const recipe = first('potatoes, lancashire cheese, onion, milk, butter, shortcrust pastry')
  expectDish(recipe, 'Cheese and Potato Pie', /shortcrust pastry/i)
  expect(recipe).toMatch(/30 with the shortcrust pastry lid/)
})

test('leeks, cream, garlic and pastry with potato and cheese stay a homity pie', () => {
  const recipe = first('potatoes, cheddar, leeks, shortcrust pastry, garlic, double cream')
  expect(recipe).toMatch(/^## Homity Pie$/m)
})

test('bbq sauce on chicken thighs with corn stays oven bbq chicken', () => {
  const recipe = first(
    'frozen chicken thighs, bbq sauce, corn on the cob, potatoes, butter, coleslaw mix',
  )
  expect(recipe).toMatch(/^## Oven BBQ Chicken with Corn$/m)
})

test('beef mince, creamed corn and mash make a pâté chinois, not a cottage pie that drops the corn', () => {
  const recipe = first('lean ground beef, can creamed corn, potatoes, butter, milk, onion')
  expectDish(recipe, 'Pate Chinois', /corn/i)
  expect(recipe).toMatch(/no pink left/)
})

test('leftover mash goes into boxty as its mashed half', () => {
  const recipe = first('raw potatoes, leftover mash, plain flour, buttermilk, bread soda, butter')
  expectDish(recipe, 'Boxty', /leftover mash/i)
  expect(recipe).toMatch(/grate all the potatoes and use it as the mashed half/)
})

test('mince, cheese and pastry make the New Zealand mince and cheese pie', () => {
  const recipe = first('beef mince, onion, beef stock, tasty cheese, puff pastry')
  expectDish(recipe, 'Mince and Onion Pie', /tasty cheese/i)
  expect(recipe).toMatch(/New Zealand mince and cheese pie/)
})

test('mince with potatoes, carrots and stock stays mince and tatties, not savoury mince', () => {
  expect(first('beef mince, potatoes, onion, carrots, peas, beef stock')).toMatch(
    /^## Mince and Tatties$/m,
  )
})
