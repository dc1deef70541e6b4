import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Everyday home and regional dishes of the West African, Caribbean, Ethiopian and Brazilian
// kitchens, second round (issue 18): a list a visitor might type from their own cupboard, carrying
// the dish's signature, gets that dish first, with its star used and its safety step in the method.

// ── Brazilian ─────────────────────────────────────────────────────────────────────────────────

test('leftover rice, ham, mozzarella and passata make arroz de forno, the rice piping hot', () => {
  const recipe = first(
    'leftover rice 400g, ham, mozzarella, passata, frozen peas, sweetcorn, onion',
  )
  expectDish(recipe, 'Arroz de Forno', /rice/)
  expect(recipe).toMatch(/piping hot right through/)
})

test('flour, eggs, milk and cinnamon make bolinhos de chuva, not pancakes', () => {
  const recipe = first('plain flour, 2 eggs, milk, sugar, cinnamon, baking powder, vegetable oil')
  expectDish(recipe, 'Bolinho de Chuva', /cinnamon/)
  expect(recipe).toMatch(/never fill the pan more than a third full/)
})

test('cornmeal, eggs, sugar and oil make a bolo de fubá rather than cornbread', () => {
  expectDish(
    first(
      'cornmeal 2 cups, 3 eggs, sugar, milk, vegetable oil, plain flour, baking powder, fennel seeds',
    ),
    'Bolo de Fuba',
    /(?:cornmeal|polenta)/i,
  )
})

test('leftover rice, an egg, flour and parmesan make bolinhos de arroz', () => {
  expectDish(
    first('leftover rice, 1 egg, flour, parmesan, parsley, onion'),
    'Bolinho de Arroz',
    /rice/,
  )
})

test('tinned sweetcorn, milk, sugar and cinnamon make curau', () => {
  expectDish(
    first('2 tins sweetcorn, whole milk 500ml, sugar, cinnamon'),
    'Curau de Milho',
    /sweetcorn/i,
  )
})

test('chicken, dried shrimp, peanuts and cashews make xinxim de galinha', () => {
  const recipe = first(
    'chicken thighs, dried shrimp, roasted peanuts, cashews, dende oil, onion, garlic, lime, coriander',
  )
  expectDish(recipe, 'Xinxim de Galinha', /dried shrimp/i)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('mince with a pancake batter and passata makes panquecas de carne', () => {
  const recipe = first(
    'beef mince 500g, plain flour, eggs, milk, passata, mozzarella, onion, garlic',
  )
  expectDish(recipe, 'Panqueca de Carne', /mince/)
  expect(recipe).toMatch(/no pink left/)
})

test('tapioca pearls and red wine make sagu', () => {
  expectDish(
    first('tapioca pearls, red wine, sugar, cloves, cinnamon sticks'),
    'Sagu de Vinho',
    /tapioca/i,
  )
})

test('chicken, eggs, milk, flour and sweetcorn make a torta de frango, the chicken poached through', () => {
  const recipe = first(
    'chicken breast, eggs, milk, flour, sweetcorn, peas, tomatoes, onion, baking powder, parmesan',
  )
  expectDish(recipe, 'Torta de Frango', /chicken/)
  expect(recipe).toMatch(/cooked through with no pink/)
})

test('chicken wings, garlic and lime make frango à passarinho', () => {
  const recipe = first('chicken wings 1kg, garlic, limes, parsley, vegetable oil')
  expectDish(recipe, 'Frango a Passarinho', /wings/)
  expect(recipe).toMatch(/75 °C, no pink at the bone/)
})

test('prawns, pumpkin and requeijão make camarão na moranga', () => {
  expectDish(
    first('prawns 500g, pumpkin, requeijao, cream, onion, garlic, tomatoes, parsley'),
    'Camarao na Moranga',
    /prawns/,
  )
})

test('egg yolks, sugar and coconut make quindins', () => {
  expectDish(first('egg yolks, sugar, desiccated coconut, butter'), 'Quindim', /coconut/)
})

// ── Caribbean ─────────────────────────────────────────────────────────────────────────────────

test('mince with olives and raisins makes a Cuban picadillo, not the Mexican one', () => {
  const recipe = first(
    'ground beef 1lb, green olives, raisins, tomato sauce, onion, green pepper, garlic, cumin',
  )
  expectDish(recipe, 'Picadillo a la Cubana', /olives/)
  expect(recipe).toMatch(/no pink left/)
})

test('chicken, sofrito and potatoes make pollo guisado', () => {
  const recipe = first('chicken drumsticks, sofrito, potatoes, tomato paste, onion, oregano, lime')
  expectDish(recipe, 'Pollo Guisado', /sofrito/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('chicken, rice and sazón make arroz con pollo', () => {
  const recipe = first(
    'chicken thighs, rice, sazon goya, sofrito, green pepper, onion, peas, olives',
  )
  expectDish(recipe, 'Arroz con Pollo', /rice/)
  expect(recipe).not.toMatch(/Not used: .*(sofrito|olives)/)
})

test('aubergine and garlic with a scotch bonnet make baigan choka', () => {
  expectDish(first('2 aubergines, garlic, scotch bonnet, onion'), 'Baigan Choka', /aubergine/)
})

test('chicken, rice, black-eyed peas and coconut milk make a Guyanese cook-up rice', () => {
  const recipe = first(
    'chicken, rice, black eyed peas, coconut milk, thyme, scallion, scotch bonnet',
  )
  expectDish(recipe, 'Cook-Up Rice', /black eyed/i)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('aubergine, cabbage and carrots make a Haitian legim', () => {
  expectDish(
    first('eggplant, cabbage, carrots, onion, scotch bonnet, tomato paste, beef'),
    'Legim',
    /(?:aubergine|eggplant)/,
  )
})

test('ripe plantain, mince and cheese make pastelón', () => {
  const recipe = first('4 very ripe plantains, ground beef, cheddar, eggs, sofrito, tomato sauce')
  expectDish(recipe, 'Pastelon', /plantain/)
  expect(recipe).toMatch(/no pink left/)
})

test('black bananas, flour and nutmeg make Jamaican banana fritters', () => {
  expectDish(
    first('3 black bananas, flour, brown sugar, nutmeg, cinnamon'),
    'Jamaican Banana Fritters',
    /banana/,
  )
})

test('snapper with scotch bonnet, thyme and pimento makes brown stew fish', () => {
  const recipe = first(
    'red snapper, onion, tomatoes, scotch bonnet, thyme, pimento, ketchup, browning',
  )
  expectDish(recipe, 'Brown Stew Fish', /snapper/)
  expect(recipe).toMatch(/cooked through/)
})

test('chicken, cassava, green plantain and corn make sancocho, the cassava cooked through', () => {
  const recipe = first(
    'chicken thighs, cassava, green plantain, corn on the cob, yam, onion, garlic, cilantro',
  )
  expectDish(recipe, 'Sancocho', /cassava/)
  expect(recipe).toMatch(/woody core/)
  expect(recipe).toMatch(/cassava must be cooked through/)
})

test('cabbage, scotch bonnets and vinegar make pikliz, kept in the fridge', () => {
  const recipe = first('cabbage, carrots, scotch bonnet peppers, white vinegar, onion, limes')
  expectDish(recipe, 'Pikliz', /cabbage/)
  expect(recipe).toMatch(/in the fridge/)
})

test('beef and cassareep make a Guyanese pepperpot', () => {
  const recipe = first('beef, cassareep, cinnamon, cloves, scotch bonnet, thyme, brown sugar')
  expectDish(recipe, 'Guyanese Pepperpot', /cassareep/)
  expect(recipe).toMatch(/full boil/)
})

// ── West African ──────────────────────────────────────────────────────────────────────────────

test('chicken with red peppers and scotch bonnet makes Nigerian peppered chicken, boiled through first', () => {
  const recipe = first(
    'chicken drumsticks 1kg, red bell peppers, scotch bonnet, onions, thyme, knorr cube, curry powder',
  )
  expectDish(recipe, 'Nigerian Peppered Chicken', /chicken/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('chicken, curry powder and carrots make a Nigerian chicken curry over rice', () => {
  const recipe = first(
    'chicken, curry powder, thyme, carrots, green pepper, onion, cornflour, rice',
  )
  expectDish(recipe, 'Nigerian Chicken Curry', /curry powder/)
  expect(recipe).toMatch(/rice/)
})

test('cabbage, baked beans and salad cream make a Nigerian salad', () => {
  expectDish(
    first('cabbage, lettuce, baked beans, salad cream, eggs, carrots, sweetcorn, cucumber'),
    'Nigerian Salad',
    /baked beans/i,
  )
})

test('chicken, ripe plantain, carrots and green beans make poulet DG', () => {
  const recipe = first(
    'chicken thighs, 3 ripe plantains, carrots, green beans, bell peppers, onions, tomatoes, garlic, ginger',
  )
  expectDish(recipe, 'Poulet DG', /plantain/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('catfish with scotch bonnet and pepper soup spice makes catfish pepper soup', () => {
  const recipe = first('catfish 1kg, scotch bonnet, pepper soup spice, onion, scent leaves')
  expectDish(recipe, 'Catfish Pepper Soup', /catfish/)
  expect(recipe).toMatch(/cooked through/)
})

test('Indomie, eggs and scotch bonnet make Nigerian stir-fried noodles', () => {
  const recipe = first(
    'indomie noodles x2, eggs, onion, scotch bonnet, green pepper, carrots, sausages',
  )
  expectDish(recipe, 'Nigerian Stir-Fried Noodles', /noodles/)
  expect(recipe).toMatch(/cooked through/)
})

test('yam and scotch bonnet with tatashe make dundun and ata dindin, not asaro', () => {
  expectDish(
    first('yam, scotch bonnet, tatashe, onions, vegetable oil'),
    'Dundun and Ata Dindin',
    /yam/,
  )
})

test('bitter leaf, raw peanuts and prawns make ndolé, with its peanut warning', () => {
  const recipe = first('bitterleaf, raw peanuts, prawns, beef, onions, garlic')
  expectDish(recipe, 'Ndole', /bitter ?leaf/i)
  expect(recipe).toMatch(/peanut allergy/)
})

test('ugu, waterleaf and palm oil make edikang ikong', () => {
  const recipe = first(
    'ugu, waterleaf, palm oil, ground crayfish, dry fish, beef, scotch bonnet, onion',
  )
  expectDish(recipe, 'Edikang Ikong', /ugu/)
  expect(recipe).not.toMatch(/Not used: .*waterleaf/)
})

test('chicken breast and suya spice make chicken suya, grilled through', () => {
  const recipe = first('chicken breast, suya spice, red onion, tomatoes, cabbage')
  expectDish(recipe, 'Chicken Suya', /suya/)
  expect(recipe).toMatch(/no pink in the middle/)
})

test('goat meat, scotch bonnet and onions with no soup spices make asun', () => {
  expectDish(first('goat meat 1kg, scotch bonnet, onions, red bell pepper, maggi'), 'Asun', /goat/)
})

// ── Ethiopian and Eritrean ────────────────────────────────────────────────────────────────────

test('chicken, turmeric and niter kibbeh make doro alicha, the mild chicken stew', () => {
  const recipe = first(
    'chicken legs, onions, turmeric, niter kibbeh, garlic, ginger, eggs, green chilli',
  )
  expectDish(recipe, 'Doro Alicha', /turmeric/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('lamb, rosemary and jalapeños make yebeg tibs, not roast lamb', () => {
  const recipe = first('diced lamb 500g, rosemary, jalapenos, red onion, niter kibbeh')
  expectDish(recipe, 'Yebeg Tibs', /lamb/)
  expect(recipe).toMatch(/cooked through/)
})

test('tilapia and berbere make asa tibs', () => {
  expectDish(first('tilapia fillets, berbere, red onion, jalapeno, lemon'), 'Asa Tibs', /tilapia/)
})

test('cottage cheese and collard greens make ayib be gomen rather than plain gomen', () => {
  expectDish(
    first('cottage cheese, collard greens, spiced butter, garlic, jalapeno'),
    'Ayib be Gomen',
    /cottage cheese/,
  )
})

test('flour, berbere and sugar make dabo kolo', () => {
  expectDish(first('plain flour, berbere, sugar, oil'), 'Dabo Kolo', /berbere/)
})

test('flour, yeast and cardamom make himbasha', () => {
  expectDish(
    first('bread flour 500g, dried yeast, cardamom, sugar, nigella seeds'),
    'Himbasha',
    /cardamom/,
  )
})

test('spaghetti, mince and berbere make an Eritrean pasta be sugo', () => {
  const recipe = first('spaghetti, minced beef, berbere, canned tomatoes, onion, garlic')
  expectDish(recipe, 'Pasta be Sugo', /berbere/)
  expect(recipe).toMatch(/no pink left/)
})

test('stale bread, berbere, tomatoes and yoghurt make fata', () => {
  expectDish(first('stale bread, berbere, tomatoes, yoghurt, onion, eggs'), 'Fata', /bread/)
})

test('yellow split peas and berbere make yekik wot, the peas simmered soft', () => {
  const recipe = first('yellow split peas, berbere, onions, garlic, niter kibbeh')
  expectDish(recipe, 'Yekik Wot', /split peas/)
  expect(recipe).toMatch(/simmer, partly covered, for 35–45 minutes/)
})

test('green lentils and filo make misir sambusa, the lentils cooked first', () => {
  const recipe = first('green lentils, filo pastry, jalapeno, onion, garlic')
  expectDish(recipe, 'Misir Sambusa', /lentils/)
  expect(recipe).toMatch(/simmer them in plenty of water for 20–25 minutes/)
})
