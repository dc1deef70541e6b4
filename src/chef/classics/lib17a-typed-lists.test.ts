import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Lists typed for the library's own British, Irish, American, German and Nordic dishes by a cook
// who saw only each dish's title (issue 18, seventeenth session): one test for each general cause
// that kept a dish from the list a home cook types for it.

test('Irish rashers are bacon: sausages, rashers and potatoes make a Dublin coddle', () => {
  const recipe = first('sausages, rashers, potatoes, onions, parsley, chicken stock')
  expectDish(recipe, 'Dublin Coddle', /rashers/i)
  expect(recipe).toMatch(/Cut the rashers into chunks and fry for 3 minutes/)
  expect(recipe).toMatch(/sausages cooked through with no pink/)
})

test('American "hamburger" is ground beef: tots, hamburger and cream of mushroom make the hotdish', () => {
  const recipe = first(
    'tater tots, hamburger, cream of mushroom, frozen green beans, shredded cheese, onion',
  )
  expectDish(recipe, 'Tater Tot Hotdish', /hamburger/i)
  expect(recipe).toMatch(/fry the hamburger with the onion for 8–10 minutes, breaking it up/)
  expect(recipe).not.toMatch(/\(extra\)/)
})

test('"swiss" on a diner list is the cheese: ground chuck on rye with swiss makes a patty melt', () => {
  const recipe = first('ground chuck, rye bread, swiss, onions, butter')
  expectDish(recipe, 'Patty Melt', /swiss/i)
  expect(recipe).toMatch(/until the bread is deep golden and the swiss has melted/)
})

test('a can of pork and beans is baked beans: hot dogs with it make franks and beans', () => {
  const recipe = first('hot dogs, can of pork and beans, ketchup, mustard, brown sugar')
  expectDish(recipe, 'Franks and Beans', /pork and beans/i)
  expect(recipe).toMatch(/Stir in the pork and beans/)
})

test('a bought pie shell is the pastry: sweet potatoes in a pie shell make sweet potato pie', () => {
  const recipe = first('sweet potatoes, evaporated milk, eggs, sugar, nutmeg, pie shell')
  expectDish(recipe, 'Sweet Potato Pie', /pie shell/i)
  expect(recipe).toMatch(/bake blind for 15 minutes/)
})

test('a jar of pimentos is the jarred peppers, not allspice: it makes pimento cheese', () => {
  const recipe = first('sharp cheddar, jar of pimentos, duke’s mayo, cream cheese, crackers')
  expectDish(recipe, 'Pimento Cheese', /pimento/i)
  expect(recipe).not.toMatch(/allspice/i)
  expect(recipe).toMatch(/drain and chop them finely/)
})

test('sausagemeat in one word makes Scotch eggs, never "sausagemeats"', () => {
  const recipe = first('eggs, sausagemeat, panko breadcrumbs, flour, oil')
  expectDish(recipe, 'Scotch Eggs', /sausagemeat/i)
  expect(recipe).not.toMatch(/sausagemeats/i)
  expect(recipe).toMatch(/out of its skins if it is in links/)
  expect(recipe).toMatch(/cooked through with no pink/)
})

test('"mixed fruit" in a bake is dried fruit: with Guinness it makes a porter cake', () => {
  const recipe = first(
    'mixed fruit, guinness, self raising flour, brown sugar, butter, eggs, mixed spice',
  )
  expectDish(recipe, 'Porter Cake', /mixed fruit/i)
  expect(recipe).toMatch(/a skewer pushed into the middle comes out clean/)
})

test('trifle sponges are the sponge of a trifle', () => {
  const recipe = first('trifle sponges, custard, double cream, sherry, raspberries')
  expectDish(recipe, 'Trifle', /trifle sponges/i)
  expect(recipe).toMatch(/Whip the double cream to soft peaks/)
})

test('German senf and rouladen slices make Rinderrouladen, braised until tender', () => {
  const recipe = first('beef rouladen slices, bacon, gherkins, senf, onions, red wine, carrots')
  expectDish(recipe, 'Rinderrouladen', /rouladen/i)
  expect(recipe).toMatch(/spread each with the senf/)
  expect(recipe).toMatch(/simmer very gently for 1½–2 hours/)
})

test('Tellerlinsen are lentils, simmered once in the stew: a Linseneintopf', () => {
  const recipe = first('tellerlinsen, wiener würstchen, potatoes, carrots, leek, celeriac, vinegar')
  expectDish(recipe, 'Linseneintopf', /tellerlinsen/i)
  expect(recipe).toMatch(/Add the tellerlinsen and enough water/)
  // Not boiled and drained first, then stewed again.
  expect(recipe).not.toMatch(/until tender\. Drain\./)
})

test('"self rasing flour" is self-raising flour, not plain: fairy cakes', () => {
  const recipe = first('self rasing flour, caster sugar, butter, eggs, icing sugar, sprinkles')
  expectDish(recipe, 'Fairy Cakes', /flour/i)
  expect(recipe).toMatch(/Fold in the self ra?ising flour/)
  expect(recipe).not.toMatch(/plain flour/i)
})

test('chips beside five spice are fried potatoes: chicken, chips and peppers make a spice bag', () => {
  const recipe = first(
    'chicken fillets, chips, peppers, onion, chilli, chinese five spice, cornflour',
  )
  expectDish(recipe, 'Spice Bag', /chips/i)
  expect(recipe).toMatch(/Cook the chips/)
  expect(recipe).toMatch(/cooked through with no pink/)
})

test('hard boiled eggs fill a Cobb salad, peeled rather than boiled again', () => {
  const recipe = first('romaine, chicken, bacon, hard boiled eggs, avocado, blue cheese, tomatoes')
  expectDish(recipe, 'Cobb Salad', /blue cheese/i)
  expect(recipe).toMatch(/Peel the hard boiled eggs and chop/)
  expect(recipe).not.toMatch(/boiling water and cook for 9 minutes/)
})

test('hard boiled eggs make an egg mayo sandwich, the bread named in its step', () => {
  const recipe = first('hard boiled eggs, mayo, cress, brown bread')
  expectDish(recipe, 'Egg Mayo Sandwich', /hard boiled eggs/i)
  expect(recipe).toMatch(/Spread the egg mayo over half the brown bread/)
  expect(recipe).not.toMatch(/on the side or scattered over the top/)
})

test('a packet of chili seasoning is the chili powder of a chili mac', () => {
  const recipe = first(
    'ground beef, macaroni, kidney beans, diced tomatoes, chili seasoning, shredded cheddar',
  )
  expectDish(recipe, 'Chili Mac', /chili seasoning/i)
  expect(recipe).toMatch(/Stir in the chili seasoning for a minute/)
})

test('Danish rugbrød is the bread of smørrebrød', () => {
  const recipe = first('rugbrød, pickled herring, eggs, red onion, dill, butter')
  expectDish(recipe, 'Smorrebrod', /pickled herring/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('maque choux is made without celery when a cook has none', () => {
  const recipe = first('fresh corn, bell pepper, onion, bacon, heavy cream, tomato')
  expectDish(recipe, 'Maque Choux', /corn/i)
  expect(recipe).not.toMatch(/^- Celery/m)
  expect(recipe).toMatch(/cook the onion and the bell pepper, finely chopped/)
})

test('salt and pepper wings buy the garlic a cook forgot to type', () => {
  const recipe = first(
    'chicken wings, chinese five spice, cornflour, red chilli, spring onion, green pepper',
  )
  expectDish(recipe, 'Salt and Pepper Chicken Wings', /chicken wings/i)
  expect(recipe).toMatch(/Garlic — \d+ cloves \*\(extra\)\*/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('plain flour and baking powder make the pineapple upside-down cake', () => {
  const recipe = first(
    'canned pineapple rings, maraschino cherries, brown sugar, butter, flour, eggs, baking powder',
  )
  expectDish(recipe, 'Pineapple Upside-Down Cake', /baking powder/i)
  expect(recipe).toMatch(/Fold in the flour with the baking powder/)
})

test('enchilada sauce is the sauce of a tamale pie', () => {
  const recipe = first('ground beef, cornmeal, corn, black beans, enchilada sauce, cheddar')
  expectDish(recipe, 'Tamale Pie', /enchilada sauce/i)
  expect(recipe).toMatch(/then the enchilada sauce/)
})

test('a Scottish broth mix makes Scotch broth, soaked overnight first', () => {
  const recipe = first('lamb neck, broth mix, carrots, turnip, leeks')
  expectDish(recipe, 'Scotch Broth', /broth mix/i)
  expect(recipe).toMatch(/leave to soak for 8–12 hours/)
  expect(recipe).not.toMatch(/stock/i)
})

test('"chopped tomatos" are a tin: a chilli con carne buys none', () => {
  const recipe = first(
    '500g mince, tin of kidney beans, chopped tomatos, onion, chilli powder, cumin',
  )
  expectDish(recipe, 'Chilli con Carne', /kidney beans/i)
  expect(recipe).toMatch(/Chopped tomatoes — 1 tin/)
  expect(recipe).not.toMatch(/\(extra\)/)
})

test('German Backpulver is baking powder: the versunkener Apfelkuchen rises with it', () => {
  const recipe = first('apples, flour, butter, sugar, eggs, backpulver, vanilla sugar')
  expectDish(recipe, 'Versunkener Apfelkuchen', /backpulver/i)
  expect(recipe).toMatch(/Fold in the flour with the backpulver/)
})

test('Irish bacon and cabbage boils its bacon joint, and comes with its potatoes and parsley sauce', () => {
  // A bacon joint is raw cured pork in the piece: simmered for over an hour, never fried in strips.
  const recipe = first('bacon joint, york cabbage, potatoes, parsley sauce')
  expectDish(recipe, 'Bacon and Cabbage', /parsley sauce/i)
  expect(recipe).toMatch(/Warm the parsley sauce in a small pan/)
  expect(recipe).toMatch(/until a thermometer in the thickest part reads 70 °C/)
  expect(recipe).not.toMatch(/\(extra\)/)
})

test('oxtail soup takes the sherry a British cook pours in', () => {
  const recipe = first('oxtail, carrots, onion, celery, beef stock, sherry, pearl barley')
  expectDish(recipe, 'Oxtail Soup', /sherry/i)
  expect(recipe).toMatch(/Pour in the sherry and let it bubble/)
  expect(recipe).toMatch(/simmer very gently for 3 hours/)
})

test('ham, cheddar and bread make a ham and cheese toastie before a grilled cheese', () => {
  const recipe = first('ham, cheddar, bread, butter')
  expectDish(recipe, 'Ham and Cheese Toastie', /ham/i)
})

test('berries beside apples go into the apple crumble, not set aside', () => {
  const recipe = first('frozen mixed berries, apples, flour, butter, brown sugar, oats')
  expectDish(recipe, 'Apple Crumble', /berries/i)
  expect(recipe).toMatch(/Scatter over the mixed berries/)
  expect(recipe).toMatch(/bake for 35–40 minutes/)
})

test('frozen meatballs make a meatball sub, thawed first and simmered hot right through', () => {
  const recipe = first('frozen meatballs, marinara, sub rolls, provolone, parmesan')
  expectDish(recipe, 'Weeknight Meatball Sub', /meatballs/i)
  expect(recipe).toMatch(/Thaw the frozen meatballs completely first/)
  expect(recipe).toMatch(/piping hot right through/)
  expect(recipe).not.toMatch(/roll into walnut-sized balls/)
})

test('leftover chilli in a jacket potato is reheated once, piping hot, not cooked again from mince', () => {
  const recipe = first('jacket potatoes, leftover chilli, sour cream, cheddar')
  expectDish(recipe, 'Chilli Jacket Potato', /leftover chilli/i)
  expect(recipe).toMatch(/piping hot all the way through\. Reheat it only once/)
  expect(recipe).toMatch(/bake on the oven shelf for 1 hour–1 hour 15 minutes/)
})

test('a packet of Spätzle with Bergkäse makes quick Käsespätzle, the noodles cooked as the packet says', () => {
  const recipe = first('spätzle, emmentaler, bergkäse, onions, butter')
  expectDish(recipe, 'Quick Kasespatzle', /spatzle/i)
  expect(recipe).toMatch(/cook the spätzle as the packet says/)
  expect(recipe).toMatch(/until deep brown and crisp at the edges/)
  expect(recipe).not.toMatch(/spätzle press/)
})

test('a sheet of Flammkuchen dough makes a quick Flammkuchen, unrolled not kneaded', () => {
  const recipe = first('flammkuchen dough, creme fraiche, smoked bacon lardons, red onion')
  expectDish(recipe, 'Quick Flammkuchen', /flammkuchen dough/i)
  expect(recipe).toMatch(/Unroll the flammkuchen dough on its paper/)
  expect(recipe).toMatch(/the bacon is cooked and crisp/)
  expect(recipe).not.toMatch(/knead/)
})

test('ready-rolled shortcrust and jam make quick jam tarts, the jam left to cool before eating', () => {
  const recipe = first('ready rolled shortcrust pastry, strawberry jam')
  expectDish(recipe, 'Quick Jam Tarts', /strawberry jam/i)
  expect(recipe).toMatch(/ready-rolled pastry just needs unrolling/)
  expect(recipe).toMatch(/the jam is extremely hot/)
  expect(recipe).not.toMatch(/Rub the/)
})

test('butter, self-raising flour, jam and custard make a steamed jam sponge, not a Victoria sponge', () => {
  const recipe = first('self raising flour, butter, caster sugar, eggs, strawberry jam, custard')
  expectDish(recipe, 'Steamed Jam Sponge', /strawberry jam/i)
  expect(recipe).toMatch(/steam over a low heat for 1½ hours, topping up with boiling water/)
  expect(recipe).toMatch(/pour over the hot custard/)
})
