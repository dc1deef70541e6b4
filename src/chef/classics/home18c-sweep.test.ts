import { expect, test } from 'vitest'
import { expectDish, firstIdea as first, idea } from '../../../tests/support/first-idea.ts'

// Home dishes of the regions a blind sweep typed (issue 18, helper c): East and Southern Africa, which
// the library did not hold at all; regional Mexico, Peru, Colombia, Haiti and Igboland; the US
// regions' own dishes (Hawaii, New England, Louisiana, Pennsylvania Dutch, Texas); and the regional
// words the list reader dropped or misread.

test('goat ribs are goat, not pork: with tomato, onion and lime they make nyama choma', () => {
  const recipe = first('goat ribs, tomatoes, red onion, coriander, green chilli, lime')
  expectDish(recipe, 'Nyama Choma with Kachumbari', /goat ribs/i)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('bife de chorizo is a steak, not a chorizo sausage', () => {
  expectDish(
    first(
      'bife de chorizo, parsley, garlic, dried oregano, red wine vinegar, chilli flakes, olive oil',
    ),
    'Steak with Chimichurri',
    /bifes? de chorizo/i,
  )
})

test('machaca is ready-to-eat dried beef: scrambled with eggs at once, never soaked for a day', () => {
  const recipe = first('machaca, eggs, tomato, onion, serrano chile, flour tortillas')
  expectDish(recipe, 'Machaca con Huevo', /machaca/i)
  expect(recipe).not.toMatch(/Start a day ahead/)
})

test('tlayudas, asiento, quesillo and tasajo are Oaxaca’s words: they make a tlayuda', () => {
  const recipe = first(
    'tlayudas, asiento, refried black beans, quesillo, cabbage, tasajo, salsa roja',
  )
  expectDish(recipe, 'Tlayuda', /asiento/i)
  expect(recipe).toMatch(/quesillo/)
  expect(recipe).not.toMatch(/Not used/)
})

test('a singular "dried chilli" is a dried chilli: honey beans and palm oil make ewa agoyin', () => {
  expectDish(
    first('dried honey beans, palm oil, dried chilli, onions 3, agege bread'),
    'Ewa Agoyin',
    /honey beans/i,
  )
})

test('stew peas take the salt beef a Jamaican cook uses, and the dried kidney beans are boiled hard', () => {
  const recipe = idea(
    'dried red kidney beans, salt beef, coconut milk, flour, scallion, thyme, scotch bonnet',
    /Stew Peas/,
  )
  expect(recipe).toMatch(/salt beef/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).toMatch(/boil/i)
})

test('habichuelas guisadas take a Dominican cook’s sofrito as their seasoning', () => {
  const recipe = idea(
    'red kidney beans tin, pumpkin, sofrito, cilantro, tomato paste, rice',
    /Habichuelas/,
  )
  expect(recipe).toMatch(/sofrito/)
  expect(recipe).not.toMatch(/Adobo seasoning — .*extra/)
})

test('dried djon djon make diri djon-djon, soaked for their black liquor', () => {
  const recipe = first('rice, dried djon djon mushrooms, lima beans, garlic, thyme, scotch bonnet')
  expectDish(recipe, 'Diri Djon-Djon', /djon djon/i)
  expect(recipe).toMatch(/soak for 30 minutes/)
})

test('sukuma with Royco and ugali flour makes sukuma wiki with ugali', () => {
  const recipe = first('sukuma, onion, tomatoes, royco, oil, ugali flour')
  expectDish(recipe, 'Sukuma Wiki', /sukuma/i)
  expect(recipe).toMatch(/royco/i)
  expect(recipe).toMatch(/ugali/i)
})

test('dried maize and dried beans make githeri, both soaked and the beans boiled hard', () => {
  const recipe = first('dried maize, dried beans, onion, tomato, potatoes, carrots')
  expectDish(recipe, 'Githeri', /dried maize/i)
  expect(recipe).toMatch(/soak it overnight/)
  expect(recipe).toMatch(/boil hard in fresh water for 10 minutes/)
})

test('beef with pilau masala and rice makes a Kenyan beef pilau', () => {
  expectDish(
    first('basmati, beef, pilau masala, onions, garlic, ginger, potatoes'),
    'Kenyan Beef Pilau',
    /pilau masala/i,
  )
})

test('matooke with beef and tomato makes matoke, the green bananas peeled with oiled hands', () => {
  const recipe = first('matooke 8, beef, tomatoes, onion, green pepper, royco, garlic')
  expectDish(recipe, 'Matoke', /beef/i)
  expect(recipe).toMatch(/oil your hands/)
})

test('chapatis rolled round a cabbage and tomato omelette make a rolex', () => {
  expectDish(first('chapatis, eggs, cabbage, tomato, onion'), 'Rolex', /chapatis/i)
})

test('potatoes, peas, sweetcorn and pumpkin leaves make mukimo', () => {
  expectDish(
    first('potatoes, green peas, sweetcorn, pumpkin leaves, onion, butter'),
    'Mukimo',
    /pumpkin leaves/i,
  )
})

test('baked beans, carrots and curry powder with mielie meal make chakalaka and pap', () => {
  const recipe = first(
    'baked beans tin, carrots, peppers, onion, curry powder, chilli, mielie meal',
  )
  expectDish(recipe, 'Chakalaka', /baked beans/i)
  expect(recipe).toMatch(/mielie meal/i)
})

test('lamb neck stewed with tomatoes, cinnamon and cloves is a tomato bredie', () => {
  expectDish(
    first('lamb neck, tomatoes, potatoes, onion, cinnamon, cloves, sugar'),
    'Tomato Bredie',
    /lamb neck/i,
  )
})

test('an unsliced white loaf with a lamb curry is a bunny chow', () => {
  const recipe = first(
    'white loaf unsliced, lamb, potatoes, curry powder, tomatoes, onion, garam masala',
  )
  expectDish(recipe, 'Bunny Chow', /lamb/i)
  expect(recipe).toMatch(/scooped-out bread/)
})

test('apricot jam, bicarb and vinegar make a malva pudding soaked in its hot sauce', () => {
  const recipe = first('flour, apricot jam, bicarb, milk, butter, vinegar, cream, sugar, eggs')
  expectDish(recipe, 'Malva Pudding', /apricot jam/i)
  expect(recipe).toMatch(/pour the hot sauce slowly over it/)
})

test('yeast dough and curried mince make vetkoek', () => {
  expectDish(
    first('flour, yeast, sugar, salt, oil, mince, curry powder, onion'),
    'Vetkoek with Curried Mince',
    /yeast/i,
  )
})

test('a beef patty on rice with a fried egg and gravy mix is loco moco, cooked rice only reheated', () => {
  const recipe = first('ground beef, cooked rice, eggs, brown gravy mix, onion')
  expectDish(recipe, 'Loco Moco', /ground beef/i)
  expect(recipe).not.toMatch(/Rinse the cooked rice/)
})

test('spam, sushi rice and nori make spam musubi', () => {
  expectDish(first('spam, sushi rice, nori, soy sauce, sugar'), 'Spam Musubi', /nori/i)
})

test('frozen shrimp with tomatoes and celery make shrimp Creole, the shrimp thawed first', () => {
  const recipe = first(
    'frozen shrimp, canned tomatoes, celery, green pepper, onion, rice, hot sauce',
  )
  expectDish(recipe, 'Shrimp Creole', /shrimp/i)
  expect(recipe).toMatch(/thaw|defrost/i)
})

test('corned beef brisket with cabbage and root vegetables is a New England boiled dinner', () => {
  expectDish(
    first('corned beef brisket, cabbage, potatoes, carrots, turnip, mustard'),
    'New England Boiled Dinner',
    /corned beef/i,
  )
})

test('haddock, potatoes, salt pork and milk make a New England fish chowder', () => {
  expectDish(
    first('haddock, potatoes, onion, salt pork, whole milk, cream, oyster crackers'),
    'New England Fish Chowder',
    /haddock/i,
  )
})

test('corn tortillas, cheddar and a chili-powder gravy make Tex-Mex cheese enchiladas', () => {
  expectDish(
    first('corn tortillas, cheddar, onion, chili powder, flour, beef broth, cumin'),
    'Tex-Mex Cheese Enchiladas',
    /cheddar/i,
  )
})

test('ripe tomatoes in a pie crust under mayo and cheddar make a Southern tomato pie', () => {
  expectDish(
    first("ripe tomatoes, pie crust, duke's mayo, sharp cheddar, basil, onion"),
    'Southern Tomato Pie',
    /tomatoes — 800 g/i,
  )
})

test('the Pennsylvania Dutch kitchen: pork and sauerkraut, bott boi and shoofly pie', () => {
  expectDish(
    first('pork roast, sauerkraut 2 jars, apple, brown sugar, mashed potatoes'),
    'Pork and Sauerkraut',
    /sauerkraut/i,
  )
  expectDish(
    first('whole chicken, flour, eggs, potatoes, celery, saffron, parsley'),
    'Pennsylvania Dutch Chicken Pot Pie',
    /saffron/i,
  )
  expectDish(
    first('molasses, flour, brown sugar, butter, baking soda, pie crust, egg'),
    'Shoofly Pie',
    /molasses/i,
  )
})

test('Yucatán: pork with sour orange is poc chuc; tortillas, eggs and pumpkin seeds are papadzules', () => {
  expectDish(
    first('pork steaks, sour orange juice, red onion, habenero, tortillas, black beans, garlic'),
    'Poc Chuc',
    /sour orange/i,
  )
  expectDish(
    first('corn tortillas, 6 hard boiled eggs, pumpkin seeds, epazote, tomatoes, habanero, onion'),
    'Papadzules',
    /pumpkin seeds/i,
  )
})

test('carnitas in a crusty roll drowned in chile de árbol sauce is a torta ahogada', () => {
  expectDish(
    first('crusty rolls, carnitas, tomatoes, chile de arbol, onion, limes, vinegar'),
    'Torta Ahogada',
    /carnitas/i,
  )
})

test('Peru: aji amarillo and coriander with chicken and rice, potatoes and tuna, lamb and beer', () => {
  expectDish(
    first('chicken legs, rice, big bunch coriander, peas, red pepper, aji amarillo, beer'),
    'Arroz con Pollo Peruano',
    /coriander/i,
  )
  expectDish(
    first('yellow potatoes, aji amarillo paste, limes, tin tuna, mayonaise, avocado, eggs'),
    'Causa Limena',
    /tuna/i,
  )
  expectDish(
    first('lamb shoulder, 2 bunches coriander, beer, aji amarillo, peas, potatoes, onion'),
    'Seco de Cordero',
    /lamb shoulder/i,
  )
})

test('Colombia: guascas make the chicken and potato soup an ajiaco; eggs with arepas are pericos', () => {
  const ajiaco = first('chicken, potatoes, guascas, corn on the cob, capers, cream, avocado')
  expectDish(ajiaco, 'Ajiaco Santafereno', /guascas/i)
  expectDish(
    first('eggs, spring onions, tomatoes, arepas, butter'),
    'Huevos Pericos con Arepa',
    /arepas/i,
  )
})

test('catfish thickened with yam and seasoned with uziza and ogiri is nsala', () => {
  expectDish(
    first('catfish, yam, utazi leaves, uziza seeds, crayfish, ogiri, scotch bonnet'),
    'Nsala Soup',
    /catfish/i,
  )
})

test('Venezuela and Argentina: reina pepiada, cachapas and milanesa a la napolitana', () => {
  expectDish(
    first('harina pan, cooked chicken, 2 avocados, mayonnaise, onion, lime'),
    'Arepas Reina Pepiada',
    /avocado/i,
  )
  expectDish(
    first('sweet corn kernels, queso de mano, sugar, butter, milk, flour'),
    'Cachapas',
    /queso/i,
  )
  expectDish(
    first('beef escalopes, breadcrumbs, eggs, ham, mozzarella, tomato sauce, oregano'),
    'Milanesa a la Napolitana',
    /ham/i,
  )
})

test('Chile: pastel de choclo, cazuela and porotos granados', () => {
  expectDish(
    first(
      'beef mince, frozen corn 1kg, basil, onion, black olives, hard boiled eggs, chicken, raisins',
    ),
    'Pastel de Choclo',
    /corn/i,
  )
  expectDish(
    first('beef short ribs, pumpkin, potatoes, corn cob, green beans, rice, coriander'),
    'Cazuela',
    /short ribs/i,
  )
  expectDish(
    first('fresh cranberry beans, pumpkin, sweetcorn, basil, onion, paprika'),
    'Porotos Granados',
    /cranberry beans/i,
  )
})

test('shop puff pastry makes Jamaican beef patties the quick way', () => {
  expectDish(
    first('mince, puff pastry, curry powder, eggs, potatoe, onion, thyme'),
    'Quick Jamaican Beef Patties',
    /puff pastry/i,
  )
})

test('leftover rice and beans: calentado with arepas, tacu-tacu with aji amarillo', () => {
  const calentado = first('leftover rice, leftover beans, chorizo, eggs, arepas, onion, tomato')
  expectDish(calentado, 'Calentado', /leftover rice/i)
  expect(calentado).toMatch(/piping hot right through/)
  expectDish(
    first('leftover rice, cooked canary beans, onion, aji amarillo, eggs, plantain'),
    'Tacu-Tacu',
    /aji amarillo/i,
  )
})

test('a pork chop with beans, cassava flour and kale is virado à paulista', () => {
  expectDish(
    first('pork chops, cooked beans, cassava flour, kale, eggs, rice, banana'),
    'Virado a Paulista',
    /pork chops/i,
  )
})

test('Puebla and Oaxaca: chalupas fried in lard, mole amarillo thickened with masa', () => {
  expectDish(
    first('small corn tortillas, shredded pork, salsa verde, salsa roja, onion, lard'),
    'Chalupas Poblanas',
    /lard/i,
  )
  expectDish(
    first(
      'chicken thighs, green beans, chayote, masa harina, 4 guajillo chiles, cumin, tomatoes, garlic',
    ),
    'Mole Amarillo',
    /masa harina/i,
  )
})

test('rice, seafood and epazote make Veracruz arroz a la tumbada', () => {
  expectDish(
    first('rice, prawns, squid, tomatoes, onion, garlic, epazote, fish stock'),
    'Arroz a la Tumbada',
    /epazote/i,
  )
})

test('kuka powder is baobab leaf: with beef and daddawa it makes miyan kuka', () => {
  const recipe = first('kuka powder, dried fish, beef, onion, daddawa, dried pepper, maggi')
  expectDish(recipe, 'Miyan Kuka', /kuka/i)
  expect(recipe).toMatch(/daddawa/)
})

test('green tomatoes are unripe tomatoes: with cornmeal and buttermilk they are fried green tomatoes', () => {
  expectDish(
    first('green tomatoes, cornmeal, buttermilk, flour, cayenne'),
    'Fried Green Tomatoes',
    /green tomatoes/i,
  )
})

test('Hawaii at home: pineapple juice makes chicken huli-huli; liquid smoke makes kalua pork', () => {
  const huli = first('chicken thighs, pineapple juice, soy sauce, brown sugar, ginger, garlic')
  expectDish(huli, 'Huli-Huli Chicken', /pineapple juice/i)
  expect(huli).toMatch(/Throw away the raw marinade/)
  expectDish(
    first('pork butt, liquid smoke, hawaiian sea salt, cabbage'),
    'Kalua Pork',
    /liquid smoke/i,
  )
})
