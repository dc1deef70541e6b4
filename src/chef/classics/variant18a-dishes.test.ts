import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// The family's version of the dish (issue 18, variant 18a): lists typed as one family makes a
// dish, with their swaps, additions and omissions, that the library held (or lacked) but never
// offered first. Each names the dish a cook would, keeps the star and does the dish's key step.

test('a moqueca of white fish and king prawns with dendê is the moqueca, not a composed fish bake', () => {
  const recipe = first(
    'white fish fillets, king prawns, coconut milk, dende oil, peppers, tomatoes, coriander',
  )
  expectDish(recipe, 'Moqueca', /king prawn/i)
  expect(recipe).toMatch(/simmer gently for 12–15 minutes, without stirring/)
})

test('mac and cheese made with Velveeta and evaporated milk is the mac and cheese', () => {
  const recipe = first(
    'elbow macaroni, sharp cheddar, velveeta, evaporated milk, butter, breadcrumbs',
  )
  expectDish(recipe, 'Mac and Cheese', /velveeta/i)
  expect(recipe).toMatch(/evaporated milk/i)
  expect(recipe).toMatch(/Bake for 20–25 minutes/)
})

test('a bottle of burgundy is the red wine of a boeuf bourguignon', () => {
  const recipe = first(
    'braising steak, bottle of burgundy, smoked bacon, mushrooms, carrots, baby onions, garlic',
  )
  expectDish(recipe, 'Boeuf Bourguignon', /braising steak/i)
  expect(recipe).toMatch(/burgundy/i)
  expect(recipe).not.toMatch(/Not used: “bottle of burgundy/)
})

test('misir wot with a fresh tomato beats a lentil soup that leaves the berbere out', () => {
  const recipe = first('red lentils, onions, berbere, garlic, tomato, olive oil')
  expectDish(recipe, 'Misir Wot', /red lentils/i)
  expect(recipe).toMatch(/the tomato, finely chopped/)
  expect(recipe).toMatch(/simmer, stirring often, for 25–30 minutes/)
})

test('brown stew chicken made with wings and all-purpose seasoning is the brown stew chicken', () => {
  const recipe = first(
    'chicken wings, browning, ketchup, carrots, onion, thyme, all purpose seasoning',
  )
  expectDish(recipe, 'Brown Stew Chicken', /chicken wings/i)
  expect(recipe).toMatch(/cooked through to 75 °C/)
})

test('a bacon joint with cabbage, potatoes and parsley is Irish bacon and cabbage with parsley sauce', () => {
  const recipe = first('bacon joint, savoy cabbage, potatoes, parsley, milk, butter, flour')
  expectDish(recipe, 'Bacon and Cabbage', /savoy cabbage/i)
  expect(recipe).toMatch(/For a parsley sauce/)
  expect(recipe).toMatch(/reads 70 °C/)
})

test('grated potato with apple sauce is Kartoffelpuffer; with sour cream as well, placki', () => {
  const puffer = first('potatoes, onion, egg, flour, apple sauce, sunflower oil')
  expectDish(puffer, 'Kartoffelpuffer', /apple sauce/i)
  expect(puffer).toMatch(/Squeeze them hard in a clean tea towel/)
  const placki = first('5 potatoes, 1 egg, onion, plain flour, sour cream, apple sauce')
  expectDish(placki, 'Placki Ziemniaczane', /sour cream/i)
})

test('bratwurst with sauerkraut, apple and caraway is Bratwurst mit Sauerkraut, not bigos', () => {
  const recipe = first('bratwurst, sauerkraut, potatoes, apple, caraway seeds, onion')
  expectDish(recipe, 'Bratwurst mit Sauerkraut', /sauerkraut/i)
  expect(recipe).toMatch(/cooked through with no pink in the middle/)
})

test('dried yellow peas with a pork hock make ärtsoppa, the peas soaked and simmered soft', () => {
  const recipe = first('dried yellow peas, smoked pork hock, onion, marjoram, mustard')
  expectDish(recipe, 'Artsoppa', /yellow peas/i)
  expect(recipe).toMatch(/soak overnight/)
  expect(recipe).toMatch(/for 90–120 minutes/)
  expect(recipe).not.toMatch(/simmer for 45–60 minutes, topping up/)
})

test("sprats, potatoes, onion and cream make Jansson's Temptation", () => {
  const recipe = first('potatoes, onions, sprats, double cream, butter, breadcrumbs')
  expectDish(recipe, "Jansson's Temptation", /sprats/i)
  expect(recipe).toMatch(/Bake for 45–55 minutes/)
})

test('leftover roast beef and boiled potatoes with beetroot make pytt i panna', () => {
  const recipe = first(
    'leftover boiled potatoes, leftover roast beef, onion, eggs, pickled beetroot',
  )
  expectDish(recipe, 'Pytt i Panna', /roast beef/i)
  expect(recipe).toMatch(/piping hot/)
})

test('a pork hock makes split pea and ham soup when there is no marjoram to say ärtsoppa', () => {
  const recipe = first('split peas, pork hock, onion, carrots, bay leaves')
  expectDish(recipe, 'Split Pea and Ham Soup', /pork hock/i)
})

test('Cuban picadillo without raisins is still the picadillo', () => {
  const recipe = first('ground beef, green olives, potatoes, sofrito, tomato sauce, onion')
  expectDish(recipe, 'Picadillo a la Cubana', /ground beef/i)
  expect(recipe).not.toMatch(/^- Raisins/m)
  expect(recipe).toMatch(/no pink left/)
})

test('coq au vin made with chicken breasts is the coq au vin', () => {
  const recipe = first('chicken breasts, red wine, mushrooms, bacon, shallots')
  expectDish(recipe, 'Coq au Vin', /chicken breasts/i)
})

test('beef stew with dumplings made with butter instead of suet is the stew and dumplings', () => {
  const recipe = first(
    'stewing steak, carrots, swede, onion, self raising flour, butter, beef stock cubes',
  )
  expectDish(recipe, 'Beef Stew and Dumplings', /stewing steak/i)
  expect(recipe).toMatch(/butter is rubbed in with your fingertips/)
  expect(recipe).toMatch(/cooked right through/)
})

test('a chicken and leek pie under shortcrust is the chicken and leek pie', () => {
  const recipe = first(
    'chicken thighs, leeks, ready rolled shortcrust, creme fraiche, wholegrain mustard',
  )
  expectDish(recipe, 'Chicken and Leek Pie', /chicken thighs/i)
  expect(recipe).toMatch(/75 °C/)
})

test('a cottage pie of turkey mince is the cottage pie', () => {
  const recipe = first('turkey mince, potatoes, onion, carrots, beef stock, cheddar')
  expectDish(recipe, 'Cottage Pie', /turkey mince/i)
  expect(recipe).toMatch(/no pink left/)
})

test('a quiche of ham, leek and cheddar is the quiche, not an omelette', () => {
  const recipe = first('leeks, shortcrust pastry, eggs, milk, cheddar, ham')
  expectDish(recipe, 'Quiche Lorraine', /ham/i)
})

test('chicken in white wine with mushrooms, lardons and cream is poulet au Riesling', () => {
  const recipe = first('chicken legs, white wine, lardons, mushrooms, shallots, cream')
  expectDish(recipe, 'Poulet au Riesling', /chicken legs/i)
  expect(recipe).toMatch(/no pink at the bone, 75 °C/)
})

test('a family Lancashire hotpot with kidneys keeps them', () => {
  const recipe = first('lamb neck fillet, potatoes, onions, carrots, lamb stock, lambs kidneys')
  expectDish(recipe, 'Lancashire Hotpot', /lamb neck/i)
  expect(recipe).toMatch(/kidney/i)
})

test('ackee and saltfish has the saltfish soaked', () => {
  const recipe = first(
    'can ackee, saltfish, onion, tomato, scotch bonnet, bell pepper, black pepper',
  )
  expectDish(recipe, 'Ackee and Saltfish', /saltfish/i)
  expect(recipe).toMatch(/soak/i)
})

test('rice and peas from dried kidney beans soaks and boils them hard', () => {
  const recipe = first(
    'dried kidney beans, long grain rice, coconut milk, scallion, thyme, scotch bonnet, pimento',
  )
  expectDish(recipe, 'Rice and Peas', /kidney beans/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).toMatch(/boil/i)
})

test('feijoada from dried black beans soaks them', () => {
  const recipe = first(
    'dried black beans, smoked sausage, pork ribs, bacon, onion, garlic, bay leaves',
  )
  expectDish(recipe, 'Feijoada', /black beans/i)
  expect(recipe).toMatch(/soak/i)
})

test('doro wat made with chicken legs and niter kibbeh keeps its boiled eggs', () => {
  const recipe = first(
    'chicken legs, red onions, berbere, niter kibbeh, boiled eggs, garlic, ginger',
  )
  expectDish(recipe, 'Doro Wat', /chicken legs/i)
  expect(recipe).toMatch(/eggs/i)
})

test('a beef joint with vinegar, juniper and gingersnaps is Sauerbraten, marinated for days', () => {
  const recipe = first(
    'beef roast, red wine vinegar, onions, carrots, juniper, bay leaves, gingersnaps',
  )
  expectDish(recipe, 'Sauerbraten', /beef roast/i)
  expect(recipe).toMatch(/Two to three days ahead/)
  expect(recipe).toMatch(/crumble in the gingersnaps/)
})

test('bought meatballs in a cream gravy with mash are weeknight Swedish meatballs', () => {
  const recipe = first('meatballs, cream, beef stock, soy sauce, allspice, mashed potatoes')
  expectDish(recipe, 'Weeknight Swedish Meatballs', /meatballs/i)
  expect(recipe).toMatch(/piping hot in the middle/)
})

test('pickled herring with new potatoes and sour cream is the Swedish midsummer plate', () => {
  const recipe = first('pickled herring, new potatoes, sour cream, chives, red onion, eggs')
  expectDish(recipe, 'Pickled Herring with New Potatoes', /pickled herring/i)
})

test("chicken breasts, bacon, barbecue sauce and cheese make Hunter's chicken", () => {
  const recipe = first('chicken breasts, bacon, bbq sauce, mozzarella, chips, coleslaw')
  expectDish(recipe, "Hunter's Chicken", /chicken breasts/i)
  expect(recipe).toMatch(/75 °C in the thickest part/)
})

test('beef strips with ketchup, mustard and cream are strogonoff de carne; with sour cream and paprika, beef stroganoff', () => {
  const brazil = first('beef strips, onion, tomato, cream, mushrooms, ketchup, mustard')
  expectDish(brazil, 'Strogonoff de Carne', /beef strips/i)
  const russia = first('steak, mushrooms, sour cream, onion, egg noodles, mustard')
  expectDish(russia, 'Beef Stroganoff', /steak/i)
})

test('pork belly roasted with apples, cider, sage and potatoes is the slow-roast pork with crackling', () => {
  const recipe = first('pork belly, apples, cider, potatoes, sage')
  expectDish(recipe, 'Slow-Roast Pork with Crackling', /pork belly/i)
  expect(recipe).toMatch(/tuck the potatoes, peeled and cut into large chunks/)
})

test('a tomato soup made without onion is still the tomato soup', () => {
  const recipe = first('tomatoes, vegetable stock, cream, basil')
  expectDish(recipe, 'Tomato Soup', /tomatoes/i)
})

test('potatoes dressed with vinegar, bacon and gherkins are a German potato salad', () => {
  const recipe = first('potatoes, bacon, onion, white wine vinegar, gherkins')
  expectDish(recipe, 'Schwabischer Kartoffelsalat', /potatoes/i)
})

test('brown stew fish without a Scotch bonnet on the list is still brown stew fish', () => {
  const recipe = first('red snapper, onion, tomato, thyme, scallion, pimento, ketchup')
  expectDish(recipe, 'Brown Stew Fish', /red snapper/i)
})

test('a chuck roast with ranch seasoning, au jus and pepperoncini is Mississippi pot roast', () => {
  const recipe = first('chuck roast, ranch seasoning, au jus packet, pepperoncini, butter')
  expectDish(recipe, 'Mississippi Pot Roast', /chuck roast/i)
  expect(recipe).toMatch(/falls apart at the touch of a fork/)
  expect(recipe).not.toMatch(/Not used: “pepperoncini/)
})

test('white pudding with rashers, sausages and eggs is a full Irish, not an Ulster fry', () => {
  const recipe = first('sausages, bacon, eggs, black pudding, white pudding, soda bread, tomatoes')
  expectDish(recipe, 'Full Irish Breakfast', /white pudding/i)
  expect(recipe).toMatch(/cooked through with no pink in the middle/)
})

test('a peach cobbler made with Bisquick is the cobbler', () => {
  const recipe = first('peaches, bisquick, sugar, butter, cinnamon, milk')
  expectDish(recipe, 'Fruit Cobbler', /bisquick/i)
})

test('corned beef with cabbage, potatoes and carrots is the St Patrick’s Day corned beef and cabbage', () => {
  const recipe = first('corned beef, cabbage, potatoes, carrots, mustard')
  expectDish(recipe, 'Corned Beef and Cabbage', /corned beef/i)
  expect(recipe).toMatch(/simmer very gently for 2½–3 hours/)
  expect(recipe).toMatch(/Tinned corned beef is already cooked/)
})
