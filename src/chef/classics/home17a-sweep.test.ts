import { expect, test } from 'vitest'
import { expectDish, firstIdea as first, ideas } from '../../../tests/support/first-idea.ts'

// Home-cooking sweep A (issue 18, seventeenth session): lists typed blind for West African,
// Caribbean, Brazilian, Mexican, Filipino and American comfort home cooking, and the general causes
// behind the ones that missed: places too narrow for what a home cook uses, essentials a cook leaves
// out, words the reader did not know, and home dishes the library lacked.

test('suya takes the cucumber it is served with and crushed peanuts beside the yaji', () => {
  const recipe = first('beef sirloin, suya spice, roasted peanuts, red onion, tomatoes, cucumber')
  expectDish(recipe, 'Beef Suya', /beef sirloin/i)
  expect(recipe).toMatch(/Crush the roasted peanuts/)
  expect(recipe).toMatch(/and the cucumber/)
  expect(recipe).not.toMatch(/Not used/)
})

test('chicken suya takes the cucumber too', () => {
  const recipe = first('chicken thighs, suya spice, red onion, tomatoes, cucumber')
  expectDish(recipe, 'Chicken Suya', /chicken thighs/i)
  expect(recipe).not.toMatch(/Not used: “cucumber/)
})

test('suya spice alone still makes the yaji: no peanuts are asked for twice', () => {
  const recipe = first('steak, suya spice, onion, tomatoes')
  expectDish(recipe, 'Beef Suya', /steak/i)
  expect(recipe).not.toMatch(/Crush the/)
})

test('Trinidad curry channa no longer needs the aloo, and takes shado beni', () => {
  const recipe = first('2 tins chickpeas, curry powder, geera, onion, garlic, culantro')
  expectDish(recipe, 'Curry Channa and Aloo', /chickpeas/i)
  expect(recipe).toMatch(/culantro/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('arroz con gandules takes medium-grain rice, canned tomato sauce and alcaparrado', () => {
  const recipe = first(
    'medium grain rice, gandules, sofrito, sazon goya packet, alcaparrado, tomato sauce, diced ham',
  )
  expectDish(recipe, 'Arroz con Gandules', /gandules/i)
  expect(recipe).toMatch(/medium grain rice/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('griot takes the shallots of a Haitian epis and the lime meat is washed with', () => {
  const recipe = first('pork shoulder, sour orange, limes, scotch bonnet, thyme, garlic, shallots')
  expectDish(recipe, 'Griot', /pork shoulder/i)
  expect(recipe).toMatch(/the Haitian way of washing meat/)
  expect(recipe).toMatch(/the shallots?, sliced/)
  expect(recipe).not.toMatch(/Not used/)
})

test('griot without epis on the list does not send the cook out for green seasoning', () => {
  const recipe = first('pork shoulder, sour orange, scotch bonnet, garlic')
  expectDish(recipe, 'Griot', /pork shoulder/i)
  expect(recipe).not.toMatch(/green seasoning/i)
})

test('ceviche de camarón: shrimp, lime, tomato, cucumber and avocado are the Mexican ceviche', () => {
  const recipe = first('frozen shrimp, limes, tomato, onion, cilantro, cucumber, avocado, serrano')
  expectDish(recipe, 'Ceviche de Camaron', /frozen shrimp/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('ceviche de camarón thaws the prawns and poaches them until opaque before the lime', () => {
  const recipe = first('frozen prawns, lime, tomatoes, red onion, coriander, jalapeno')
  expectDish(recipe, 'Ceviche de Camaron', /frozen prawns/i)
  expect(recipe).toMatch(/thaw them fully in the fridge/)
  expect(recipe).toMatch(/poach for 1–2 minutes, until pink and opaque all the way through/)
})

test('aguachile takes the white onion a cook has, with no tomato on the list', () => {
  const recipe = first('shrimp, limes, serrano, cilantro, cucumber, onion')
  expectDish(recipe, 'Aguachile Verde', /shrimp/i)
  expect(recipe).not.toMatch(/Not used: “onion/)
})

test('leftover roast turkey goes into the soup, not beside it', () => {
  const recipe = first(
    'leftover turkey, potatoes, celery, onion, frozen mixed veg, chicken broth, milk',
  )
  expect(recipe).toMatch(/Soup$/m)
  expect(recipe).toMatch(/Add the leftover turkey for the last 5 minutes/)
  expect(recipe).not.toMatch(/Not used: “leftover turkey/)
})

test('camarones al ajillo: shrimp, garlic, butter, lime and Scotch bonnet over white rice', () => {
  const recipe = first('frozen shrimp, garlic, butter, lime, scotch bonnet, white rice')
  expectDish(recipe, 'Camarones al Ajillo', /frozen shrimp/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('camarones al ajillo thaws the shrimp first and cooks the rice in its own pan', () => {
  const recipe = first('frozen shrimp, garlic, butter, lime, white rice')
  expect(recipe).toMatch(/^1\. Thaw the shrimp fully in the fridge/m)
  expect(recipe).toMatch(/cover and cook on the lowest heat for 15–18 minutes/)
  expect(recipe).toMatch(/until pink and opaque all the way through/)
})

test('camarones al ajillo takes olive oil in place of butter', () => {
  const recipe = first('prawns, garlic, olive oil, lime, cilantro, rice')
  expect(ideas('prawns, garlic, olive oil, lime, cilantro, rice').join('\n')).toMatch(
    /^## Camarones al Ajillo$/m,
  )
  expect(recipe).not.toMatch(/Not used: “garlic/)
})

test('tortang talong beats the garlic into the egg, with or without mince', () => {
  const plain = first('2 eggplants, 3 eggs, garlic, oil')
  expectDish(plain, 'Tortang Talong', /eggplants/i)
  expect(plain).toMatch(
    /Beat the eggs with a pinch of salt and black pepper and the garlic, crushed/,
  )
  const full = first('eggplant, eggs, ground pork, onion, garlic, ketchup')
  expectDish(full, 'Tortang Talong', /ground pork/i)
  expect(full).toMatch(/until browned with no pink left/)
})

test('smoked turkey wings and necks are read as smoked turkey, never as chicken wings', () => {
  const recipe = first('collard greens, smoked turkey wings, onion, apple cider vinegar')
  expectDish(recipe, 'Southern Collard Greens', /collard greens/i)
  expect(recipe).toMatch(/smoked turkey wings/i)
  expect(recipe).not.toMatch(/chicken wing/i)
  expect(recipe).toMatch(/simmer for 45 minutes to make a smoky pot likker/)
})

test('smoked turkey necks season the greens too', () => {
  const recipe = first('collards, smoked turkey necks, onion, garlic, vinegar')
  expectDish(recipe, 'Southern Collard Greens', /smoked turkey necks/i)
})

test('collard greens with bacon still fry the bacon and need no turkey step', () => {
  const recipe = first('collard greens, bacon, onion, vinegar')
  expectDish(recipe, 'Southern Collard Greens', /bacon/i)
  expect(recipe).toMatch(/fry it over a medium heat for 5 minutes, until the fat runs/)
})

test('tres leches cake: flour, eggs, sugar and the three milks', () => {
  const recipe = first(
    'flour, 5 eggs, sugar, condensed milk, evaporated milk, whole milk, heavy cream, vanilla',
  )
  expectDish(recipe, 'Tres Leches Cake', /condensed milk/i)
  expect(recipe).toMatch(/prick it all over with a fork and pour the milks over slowly/)
  expect(recipe).not.toMatch(/Not used/)
})

test('condensed and evaporated milk with eggs alone stay a leche flan, not a cake', () => {
  expect(first('condensed milk, evaporated milk, eggs, sugar, vanilla')).toMatch(/^## Leche Flan$/m)
})

test('pigs tail, abobrinha and macarrão are read as food', () => {
  const stew = ideas('dried red kidney beans, pigs tail, coconut milk, flour, thyme, scotch bonnet')
  expect(stew.join('\n')).toMatch(/^## Jamaican Stew Peas$/m)
  expect(stew[0]).not.toMatch(/Not used: “pigs tail/)
  const soup = first('batata, cenoura, chuchu, abobrinha, macarrão, cebola')
  expect(soup).not.toMatch(/Not used: “(abobrinha|macarrão)/)
  expect(soup).toMatch(/abobrinha/)
})

test('the typed home dishes that already fitted stay first', () => {
  expect(first('egusi, spinach, palm oil, stockfish, ground crayfish, 500g beef, onion')).toMatch(
    /^## Egusi Soup$/m,
  )
  expect(first('1 tin ackee, saltfish, onion, tomato, scotch bonnet, thyme')).toMatch(
    /^## Ackee and Saltfish$/m,
  )
  expect(first('pork belly, knorr sinigang mix, kangkong, radish, okra, tomatoes')).toMatch(
    /^## Sinigang na Baboy$/m,
  )
})

test('arroz de forno takes canned tomato sauce and creme de leite, typed in Portuguese or English', () => {
  const recipe = first(
    'arroz cozido, presunto, queijo, milho, ervilha, creme de leite, molho de tomate',
  )
  expectDish(recipe, 'Arroz de Forno', /arroz cozido/i)
  expect(recipe).toMatch(/with the creme de leite and stir over the heat/)
  expect(recipe).toMatch(/the arroz cozido is piping hot right through/)
  expect(recipe).toMatch(/heat it only once/)
  expectDish(
    first('leftover rice, ham, mozzarella, frozen peas, tomato sauce, onion'),
    'Arroz de Forno',
    /leftover rice/i,
  )
})

test('leftover rice with soy sauce and spring onions is still fried rice, not baked', () => {
  expect(first('leftover rice, eggs, ham, spring onions, soy sauce, frozen peas')).toMatch(
    /^## Egg Fried Rice$/m,
  )
})

test('Boston baked beans: navy beans, bacon, molasses, brown sugar and mustard, no tomato', () => {
  const recipe = first('navy beans, bacon, molasses, brown sugar, mustard, onion')
  expectDish(recipe, 'Boston Baked Beans', /navy beans/i)
  expect(recipe).not.toMatch(/Not used|passata/i)
})

test('Boston baked beans from dried navy beans soak and boil them first', () => {
  const recipe = first(
    '1 lb dried navy beans, salt pork, molasses, dry mustard, brown sugar, onion',
  )
  expectDish(recipe, 'Boston Baked Beans', /salt pork/i)
  expect(recipe).toMatch(/leave to soak for 8–12 hours/)
  expect(recipe).toMatch(/boil (?:hard )?for 10 minutes/)
})

test('baked beans with passata and smoked paprika stay the British homemade kind', () => {
  expect(first('cannellini beans, passata, molasses, onion, smoked paprika')).toMatch(
    /^## Homemade Baked Beans$/m,
  )
})

test('Jamaican chicken soup is made without a Scotch bonnet on the list (bought if missing)', () => {
  const recipe = first('chicken, pumpkin, yam, carrots, spinners flour')
  expectDish(recipe, 'Jamaican Chicken Soup', /pumpkin/i)
  expect(recipe).toMatch(/Scotch bonnet|chilli/i)
  expect(first('chicken drumsticks, butternut squash, carrots, potatoes')).toMatch(
    /^## Roast Chicken and Potatoes$/m,
  )
})

test('egusi soup takes ugu, the greens most Nigerian cooks put in it', () => {
  const recipe = first('egusi seeds, ugu leaves, palm oil, smoked fish, crayfish, goat meat')
  expectDish(recipe, 'Egusi Soup', /egusi seeds/i)
  expect(recipe).toMatch(/ugu leaves/)
  expect(recipe).not.toMatch(/Not used: “ugu/)
  expect(first('ugu, palm oil, crayfish, goat meat, smoked fish, waterleaf')).toMatch(
    /^## Edikang Ikong$/m,
  )
})

test('quesadillas take raw chicken, fried through first, as well as leftover chicken', () => {
  const raw = first('flour tortillas, oaxaca cheese, chicken, peppers')
  expectDish(raw, 'Chicken Quesadillas', /chicken/i)
  expect(raw).toMatch(/cooked through with no pink left/)
  const cooked = first('tortillas, cheddar, leftover roast chicken, spring onions')
  expectDish(cooked, 'Chicken Quesadillas', /roast chicken/i)
  expect(cooked).not.toMatch(/no pink left/)
})

test('loaded baked potatoes: russets, butter, sour cream, bacon, chives and cheddar, not a soup', () => {
  const recipe = first('russet potatoes, butter, sour cream, bacon, chives, cheddar')
  expectDish(recipe, 'Loaded Baked Potatoes', /russet potatoes/i)
  expect(recipe).toMatch(/until the skin is crisp and a knife slides easily into the middle/)
  expect(recipe).not.toMatch(/Not used/)
  expect(first('potatoes, bacon, cheddar, milk, chicken broth, sour cream, onion')).toMatch(
    /^## Loaded Baked Potato Soup$/m,
  )
  expect(first('potatoes, cheddar, baked beans')).toMatch(
    /^## Jacket Potato with Beans and Cheese$/m,
  )
})

test('pozole verde: hominy, tomatillos and pepitas make the green pozole, not pollo en salsa verde', () => {
  const recipe = first('chicken, hominy, tomatillos, pepitas, jalapeño, cilantro')
  expectDish(recipe, 'Pozole Verde', /hominy/i)
  expect(recipe).toMatch(/for 35–40 minutes, until tender and cooked through/)
  expect(recipe).not.toMatch(/Not used/)
  expect(first('chicken thighs, tomatillos, jalapeño, cilantro, onion, garlic')).toMatch(
    /^## Pollo en Salsa Verde$/m,
  )
  expect(first('pork shoulder, hominy, guajillo chiles, garlic, onion, oregano')).toMatch(
    /^## Pozole Rojo$/m,
  )
})

test('bibingka: rice flour, coconut milk, eggs, salted egg and cheese, baked in banana leaves', () => {
  const recipe = first('rice flour, coconut milk, eggs, sugar, baking powder, salted egg, cheese')
  expectDish(recipe, 'Bibingka', /rice flour/i)
  expect(recipe).toMatch(/Lay slices of the salted egg over the top/)
  expect(recipe).not.toMatch(/Not used/)
  expect(first('rice flour, coconut milk, sugar, banana leaves, kesong puti')).toMatch(
    /^## Bibingka$/m,
  )
  expect(first('glutinous rice, coconut milk, brown sugar')).toMatch(/^## Biko$/m)
})

test('puto: rice flour, sugar, baking powder and cheese steam into little rice cakes', () => {
  const recipe = first('rice flour, sugar, baking powder, water, cheese')
  expectDish(recipe, 'Puto', /rice flour/i)
  expect(recipe).toMatch(/steam for 15 minutes, until risen and a skewer comes out clean/)
  expect(first('rice flour, sugar, baking powder, coconut milk, egg, cheddar')).toMatch(
    /^## Puto$/m,
  )
})

test('moro de guandules con coco: pigeon peas, coconut milk, sofrito and olives are the Dominican moro', () => {
  const recipe = first('rice, guandules, coconut milk, sofrito, olives, cilantro')
  expectDish(recipe, 'Moro de Guandules con Coco', /guandules/i)
  expect(recipe).toMatch(/scatter with the rest of the cilantro/)
  expect(recipe).not.toMatch(/Not used/)
  expect(first('rice, pigeon peas, coconut milk, thyme, spring onion, scotch bonnet')).toMatch(
    /^## Rice and Peas$/m,
  )
})
