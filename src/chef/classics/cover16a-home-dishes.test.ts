import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Home dishes of West African, Caribbean, Filipino, Ethiopian, Brazilian, Mexican and American
// kitchens, and breakfasts, typed the way a home cook types them (issue 18, sixteenth sweep): each
// list gets its dish first, with its star used and its safety step kept.

test('peeled beans, red pepper and corned beef make moi-moi, the corned beef flaked into the cups', () => {
  const recipe = first(
    'peeled beans 2 cups, red pepper, onion, eggs, corned beef, palm oil, crayfish',
  )
  expectDish(recipe, 'Moi-Moi', /corned beef/i)
  expect(recipe).toMatch(/steam for 45–50 minutes/)
  expect(recipe).not.toMatch(/Not used/)
})

test('honey beans and dried pepper make ewa agoyin, the beans read as beans and the pepper as chilli', () => {
  const recipe = first('honey beans, palm oil, dried pepper, onions')
  expectDish(recipe, 'Ewa Agoyin', /honey beans/i)
  expect(recipe).toMatch(/Dried peppers — \d/)
  expect(recipe).not.toMatch(/Not used/)
})

test('okra with ugu leaves and stockfish makes okra soup, the stockfish soaked for days and simmered with the meat', () => {
  const recipe = first('okra 20, palm oil, beef, stockfish, crayfish, ugu leaves, pepper')
  expectDish(recipe, 'Okra Soup', /okra/i)
  expect(recipe).toMatch(/soak the stockfish in plenty of cold water/)
  expect(recipe).toMatch(/with a pinch of salt and the stockfish, in pieces, for 45 minutes/)
  expect(recipe).toMatch(/Add the ugu leaves, shredded/)
})

test('goat with pepper soup spice and uziza makes goat pepper soup, the uziza ground in', () => {
  const recipe = first('goat meat 1kg, pepper soup spice, uziza, scent leaf, scotch bonnet, onion')
  expectDish(recipe, 'Goat Pepper Soup', /uziza/i)
  expect(recipe).toMatch(/the uziza, ground/)
})

test('efo riro takes the assorted meat a Nigerian cook adds, simmered tender first', () => {
  const recipe = first(
    'spinach 2 bunches, palm oil, tatashe, iru, assorted meat, ground crayfish, scotch bonnet',
  )
  expectDish(recipe, 'Efo Riro', /assorted meat/i)
  expect(recipe).toMatch(
    /simmer the assorted meat, in 2 cm chunks, in water with a pinch of salt for 1 hour/,
  )
})

test('dried kidney beans with salted pig tail make Jamaican stew peas, the beans boiled hard and the tail desalted', () => {
  const recipe = first(
    'red kidney beans dried, salted pig tail, coconut milk, flour, thyme, scallion, pimento',
  )
  expectDish(recipe, 'Jamaican Stew Peas', /pig tail/i)
  expect(recipe).toMatch(/boil hard for at least 10 minutes/)
  expect(recipe).toMatch(
    /boil it in fresh water for 10 minutes first and drain, to take out the worst of the salt/,
  )
  expect(recipe).not.toMatch(/Not used/)
})

test('chicken with curry, geera, green seasoning and shadon beni makes Trini curry chicken, cooked through', () => {
  const recipe = first('chicken 1.5kg, curry powder, geera, green seasoning, potatoes, shadon beni')
  expectDish(recipe, 'Trini Curry Chicken', /green seasoning/i)
  expect(recipe).toMatch(/"burn" it, stirring/)
  expect(recipe).toMatch(/cooked through \(75 °C at the bone, no pink\)/)
  expect(recipe).toMatch(/Stir in the shadon beni, finely chopped/)
  expect(recipe).not.toMatch(/Not used/)
})

test('a tin of corned beef with onion, tomato, scotch bonnet, ketchup and rice makes bully beef and rice', () => {
  const recipe = first('tin of corned beef, onion, tomato, scotch bonnet, ketchup, rice')
  expectDish(recipe, 'Bully Beef and Rice', /corned beef/i)
  expect(recipe).toMatch(/cook it in boiling salted water for 12 minutes/)
  expect(recipe).toMatch(/until it is piping hot and saucy/)
  expect(recipe).not.toMatch(/Not used/)
})

test('leftover rice with corned beef is reheated for bully beef, never cooked again', () => {
  const recipe = first('corned beef tin, leftover rice, onion, tomatoes, thyme')
  expectDish(recipe, 'Bully Beef and Rice', /corned beef/i)
  expect(recipe).toMatch(/until steaming hot all through/)
  expect(recipe).not.toMatch(/boiling salted water for 12 minutes/)
})

test('mangu takes queso frito as frying cheese (los tres golpes), not a bag of corn chips', () => {
  const recipe = first('green plantains 4, red onion, vinegar, salami, eggs, queso frito')
  expectDish(recipe, 'Mangu', /queso frito/i)
  expect(recipe).toMatch(/Fry the queso frito, in thick slices/)
  expect(recipe).not.toMatch(/Not used/)
})

test('glutinous rice, chicken wings and ginger make arroz caldo', () => {
  const recipe = first(
    'chicken wings, glutinous rice, ginger, fish sauce, spring onion, eggs, calamansi',
  )
  expectDish(recipe, 'Arroz Caldo', /glutinous rice/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('squash and sitaw in coconut milk with shrimp make ginataang kalabasa, the sitaw in the pot', () => {
  const recipe = first('squash, sitaw, coconut milk, shrimp, garlic, onion, fish sauce')
  expectDish(recipe, 'Ginataang Kalabasa', /sitaw/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('glutinous rice and tablea make champorado, the tablea melted in like cocoa', () => {
  const recipe = first('glutinous rice, tablea, sugar, evaporated milk')
  expectDish(recipe, 'Champorado', /tablea/i)
  expect(recipe).toMatch(/Tablea — \d+ g/)
  expect(recipe).not.toMatch(/Not used/)
})

test('beef shank, cabbage, corn and pechay make nilagang baka without fish sauce on the list', () => {
  const recipe = first('beef shank, potatoes, cabbage, corn, pechay, peppercorns, onion')
  expectDish(recipe, 'Nilagang Baka', /beef shank/i)
  expect(recipe).toMatch(/Fish sauce — .*\(extra\)/)
})

test('tomatoes, red onion, jalapeno and lemon make timatim salata', () => {
  const recipe = first('tomatoes, red onion, jalapeno, lemon, olive oil')
  expectDish(recipe, 'Timatim Salata', /jalapeno/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('green beans and carrots with onion, garlic and tomato paste make fosolia', () => {
  const recipe = first('green beans, carrots, onion, garlic, tomato paste')
  expectDish(recipe, 'Fosolia', /green beans/i)
  expect(recipe).toMatch(/fry the onion, finely chopped, for 8 minutes/)
  expect(recipe).not.toMatch(/Not used/)
})

test('chicken, rice and açafrão with peas and corn make galinhada, both peas and corn used', () => {
  const recipe = first('chicken thighs, rice, acafrao, peppers, peas, corn, tomato')
  expectDish(recipe, 'Galinhada', /acafrao/i)
  expect(recipe).toMatch(/cooked through to 75 °C/)
  expect(recipe).toMatch(/Stir in the corn for the last 5 minutes too/)
  expect(recipe).not.toMatch(/Not used/)
})

test('goma de tapioca with queijo and ham makes a tapioca crepe', () => {
  const recipe = first('goma de tapioca, queijo, ham, butter')
  expectDish(recipe, 'Tapioca Crepe', /goma de tapioca/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('leftover churrasco, rice and linguica make arroz carreteiro', () => {
  const recipe = first('leftover churrasco, rice, linguica, onion, garlic, tomato')
  expectDish(recipe, 'Arroz Carreteiro', /churrasco/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('tortillas, chicken and tomatillos with serrano make enchiladas verdes, the chicken poached through', () => {
  const recipe = first('corn tortillas, chicken, tomatillos, serrano, onion, crema, queso fresco')
  expectDish(recipe, 'Enchiladas Verdes', /tomatillos/i)
  expect(recipe).toMatch(/until cooked through \(75 °C, no pink\)/)
  expect(recipe).toMatch(/simmer them with the serrano/)
  expect(recipe).not.toMatch(/Not used/)
})

test('flour tortillas, cheese and leftover chicken make quesadillas with the chicken in them', () => {
  const recipe = first('flour tortillas, shredded cheese, leftover chicken, salsa')
  expectDish(recipe, 'Chicken Quesadillas', /chicken/i)
  expect(recipe).toMatch(/and the leftover chicken is piping hot/)
  expect(recipe).not.toMatch(/Not used/)
})

test('"cream of mushroom" without the word soup is the tin: tater tot hotdish', () => {
  const recipe = first('ground beef, tater tots, cream of mushroom, green beans, cheddar')
  expectDish(recipe, 'Tater Tot Hotdish', /tater tots/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('green beans, cream of mushroom and french fried onions make green bean casserole', () => {
  const recipe = first('green beans, cream of mushroom, french fried onions, milk')
  expectDish(recipe, 'Green Bean Casserole', /french fried onions/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('ground beef, egg noodles, sour cream and mushrooms make hamburger stroganoff, the sour cream not boiled', () => {
  const recipe = first('ground beef, egg noodles, sour cream, mushrooms, onion, beef broth')
  expectDish(recipe, 'Hamburger Stroganoff', /ground beef/i)
  expect(recipe).toMatch(/until no pink is left/)
  expect(recipe).toMatch(/without letting it boil/)
  expect(recipe).not.toMatch(/Not used/)
})

test('ground chuck is beef mince: cheeseburgers', () => {
  const recipe = first('ground chuck, buns, cheddar slices, lettuce, tomato, pickles')
  expectDish(recipe, 'Cheeseburger', /ground chuck/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('jasmine rice, ginger, stock and century egg make century egg congee, the rice simmered to a porridge', () => {
  const recipe = first('jasmine rice, ginger, chicken stock, spring onions, century egg')
  expectDish(recipe, 'Century Egg Congee', /century egg/i)
  expect(recipe).toMatch(/simmer, partly covered, for 1 hour 15 minutes/)
  expect(recipe).not.toMatch(/Not used/)
})

test('bolillos are bread rolls, not stock: molletes', () => {
  const recipe = first('bolillos, refried beans, cheese, pico de gallo')
  expectDish(recipe, 'Molletes', /bolillos/i)
  expect(recipe).not.toMatch(/stock/i)
})

test('Bisquick makes the dumplings of chicken and dumplings', () => {
  const recipe = first('chicken thighs, bisquick, carrots, celery, onion, chicken broth')
  expectDish(recipe, 'Chicken and Dumplings', /bisquick/i)
  expect(recipe).toMatch(/cooked through to 75 °C/)
  expect(recipe).toMatch(/no raw dough in the middle/)
})

test('a Brazilian list in Portuguese with Nescau and fermento makes bolo de cenoura', () => {
  const recipe = first('cenouras 3, ovos, oleo, acucar, farinha de trigo, fermento, nescau')
  expectDish(recipe, 'Bolo de Cenoura', /nescau/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('chicken in coconut milk with green papaya and ginger makes ginataang manok without fish sauce on the list', () => {
  const recipe = first('chicken, coconut milk, green papaya, ginger, siling haba, onion')
  expectDish(recipe, 'Ginataang Manok', /green papaya/i)
  expect(recipe).toMatch(/Fish sauce — .*\(extra\)/)
})

test('flocão de milho, eggs and queijo coalho make cuscuz nordestino', () => {
  const recipe = first('flocao de milho, ovos, manteiga, queijo coalho')
  expectDish(recipe, 'Cuscuz Nordestino', /flocao/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('escondidinho takes the requeijão a Brazilian cook folds in', () => {
  const recipe = first('frango desfiado, mandioca, requeijao, queijo mussarela, cebola')
  expectDish(recipe, 'Escondidinho', /requeijao/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('bistec with jitomate, cebolla and chile serrano makes bistec a la mexicana', () => {
  const recipe = first('bistec, jitomate, cebolla, chile serrano, ajo')
  expectDish(recipe, 'Bistec a la Mexicana', /bistec/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('beef chuck and dried red chiles make chile colorado, the chiles read as dried', () => {
  const recipe = first('beef chuck, dried red chiles, garlic, cumin, oregano, flour tortillas')
  expectDish(recipe, 'Chile Colorado', /dried red chiles/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('atta, potatoes and amchur make aloo paratha', () => {
  const recipe = first('atta, potatoes, green chilli, coriander, amchur, ghee')
  expectDish(recipe, 'Aloo Paratha', /amchur/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('fettuccine, chicken breast, heavy cream and parmesan make chicken Alfredo, the chicken cooked through', () => {
  const recipe = first('fettuccine, chicken breast, heavy cream, parmesan, butter, garlic')
  expectDish(recipe, 'Chicken Alfredo', /fettuccine/i)
  expect(recipe).toMatch(/cooked through \(75 °C in the thickest part, no pink\)/)
  expect(recipe).toMatch(/stir in most of the parmesan/)
  expect(recipe).not.toMatch(/Not used/)
})

test('lasagna noodles, ground beef, ricotta, mozzarella and marinara make American lasagna, no white sauce', () => {
  const recipe = first('lasagna noodles, ground beef, ricotta, mozzarella, marinara, parmesan, egg')
  expectDish(recipe, 'American Lasagna', /ricotta/i)
  expect(recipe).toMatch(/until no pink is left/)
  expect(recipe).not.toMatch(/Melt the butter/)
  expect(recipe).not.toMatch(/Not used/)
})

test('bitter leaf, cocoyam and stockfish make ofe onugbu, the stockfish soaked and the cocoyam cooked through', () => {
  const recipe = first('bitter leaf, cocoyam, palm oil, beef, stockfish, ogiri, crayfish')
  expectDish(recipe, 'Ofe Onugbu', /bitter leaf/i)
  expect(recipe).toMatch(/soak the stockfish in plenty of cold water/)
  expect(recipe).toMatch(/until soft right through/)
  expect(recipe).not.toMatch(/Not used/)
})

test('stew meat floured with potatoes, carrots, celery and broth makes an American beef stew, not a pot roast', () => {
  const recipe = first('stew meat, potatoes, carrots, celery, beef broth, tomato paste, flour')
  expectDish(recipe, 'Beef Stew', /stew meat/i)
  expect(recipe).toMatch(/toss them in the flour/)
  expect(recipe).not.toMatch(/Not used/)
})

test('oats, milk, eggs, banana and blueberries with baking powder make baked oatmeal', () => {
  const recipe = first('rolled oats, milk, eggs, banana, blueberries, maple syrup, baking powder')
  expectDish(recipe, 'Baked Oatmeal', /oats/i)
  expect(recipe).toMatch(/Bake for 30–35 minutes, until set in the middle/)
  expect(recipe).not.toMatch(/Not used/)
})

test('shrimp, penne, cream and Cajun seasoning make Cajun shrimp pasta, the shrimp cooked right through', () => {
  const recipe = first('shrimp, penne, heavy cream, cajun seasoning, parmesan, garlic')
  expectDish(recipe, 'Cajun Shrimp Pasta', /shrimp/i)
  expect(recipe).toMatch(/until pink and opaque right through/)
  expect(recipe).not.toMatch(/Not used/)
})

test('rice, ginger, garlic and fish sauce make lugaw, the rice simmered soft in a step of its own', () => {
  const recipe = first('rice, ginger, garlic, fish sauce, water, green onions')
  expectDish(recipe, 'Lugaw', /ginger/i)
  expect(recipe).toMatch(/simmer, partly covered, for 30–35 minutes/)
  expect(recipe).not.toMatch(/Not used/)
})

test('green plantain with condensed milk and nutmeg makes Jamaican plantain porridge, cooked until no raw starch is left', () => {
  const recipe = first('green plantain, condensed milk, nutmeg, cinnamon, vanilla, water')
  expectDish(recipe, 'Green Plantain Porridge', /plantain/i)
  expect(recipe).toMatch(/cooked through with no raw, starchy taste/)
  expect(recipe).not.toMatch(/Not used/)
})
