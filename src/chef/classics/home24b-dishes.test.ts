import { expect, test } from 'vitest'
import { expectDish, firstIdea as first, idea } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep (issue 18, session 24b): the breakfasts, snacks, sides, salads,
// breads, fritters, dumplings, sweets and bakes families make at home, of every kitchen, typed
// blind as families there type them. The general causes: essentials stricter than the family's
// version (the egg of a manti dough, a pie's spice, the jalapeño of migas, the cooked rice of egg
// fried rice), a bean sold dry read as a tin, and dishes a cook of the region expects that the
// library lacked.

test('a manti dough of flour, water and salt is homemade manti: the egg is bought, not required', () => {
  expectDish(
    first('500g lamb mince, onion, plain flour, yoghurt, garlic, butter, sumac'),
    'Homemade Manti',
    /lamb mince/i,
  )
})

test('tomatoes, green pepper, onion and pomegranate molasses are acili ezme, not a tray bake', () => {
  const recipe = first('tomatoes, green pepper, onion, pomegranate molasses, parsley, isot')
  expectDish(recipe, 'Acili Ezme', /pomegranate molasses/i)
  expect(recipe).toMatch(/chop/i)
})

test('red kidney beans, flour and yeast are lobiani, the beans soaked and boiled hard first', () => {
  const recipe = first('dried red kidney beans, flour, yeast, onion, butter')
  expectDish(recipe, 'Lobiani', /kidney beans/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).toMatch(/boil hard for at least 10 minutes/i)
})

test('lobiani with bacon fries it through, and tinned beans are only rinsed', () => {
  const recipe = first('tin kidney beans, flour, yeast, onion, bacon')
  expectDish(recipe, 'Lobiani', /bacon/i)
  expect(recipe).toMatch(/until cooked through/)
  expect(recipe).not.toMatch(/soak/i)
})

test('stale rolls, milk, egg and onion are semmelknodel, simmered until firm through', () => {
  const recipe = first('stale bread rolls, milk, eggs, onion, parsley, butter')
  expectDish(recipe, 'Semmelknodel', /bread roll/i)
  expect(recipe).toMatch(/no wet egg/)
})

test('bread, eggs, milk and sugar without onion stay a sweet bread dish', () => {
  expect(first('stale bread, eggs, milk, butter, sugar')).not.toMatch(/^## Semmelknodel$/m)
})

test('quark, semolina and breadcrumbs are topfenknodel, with the family strawberries', () => {
  const recipe = first('quark, semolina, eggs, breadcrumbs, butter, strawberries')
  expectDish(recipe, 'Topfenknodel', /quark/i)
  expect(recipe).toMatch(/strawberries/i)
  expect(recipe).toMatch(/cooked right through/)
})

test('tvorog with flour, sugar and sour cream are still syrniki', () => {
  expectDish(first('tvorog, eggs, flour, sugar, sour cream'), 'Syrniki', /tvorog/i)
})

test('charred aubergine with tomato, cane vinegar and bagoong is ensaladang talong', () => {
  const recipe = first('eggplants, tomatoes, red onion, cane vinegar, bagoong')
  expectDish(recipe, 'Ensaladang Talong', /bagoong/i)
  expect(recipe).toMatch(/char/i)
})

test('aubergine with eggs is still tortang talong', () => {
  expectDish(first('aubergine, eggs, garlic, onion'), 'Tortang Talong', /aubergine/i)
})

test('flour, yeast and coconut cream reach panipopo, the buns baked in coconut sauce', () => {
  const recipe = idea('flour, yeast, coconut cream, sugar', /^## Panipopo$/)
  expect(recipe).toMatch(/coconut cream/i)
  expect(recipe).toMatch(/cooked through/)
})

test('honey beans are sold dry: moi-moi from them soaks and boils them first', () => {
  const recipe = first(
    'honey beans, red bell pepper, onion, ground crayfish, boiled eggs, palm oil',
  )
  expectDish(recipe, 'Moi-Moi', /honey beans/i)
  expect(recipe).toMatch(/dried honey beans/i)
  expect(recipe).toMatch(/soak/i)
})

test('maida, yeast, yoghurt and ghee are naan', () => {
  const recipe = first('maida, yeast, yoghurt, ghee')
  expectDish(recipe, 'Naan', /maida/i)
  expect(recipe).toMatch(/grill/)
})

test('naan with baking powder mixes it into the flour and brushes with the butter it has', () => {
  const recipe = first('plain flour, yoghurt, baking powder, garlic, butter')
  expectDish(recipe, 'Naan', /yoghurt/i)
  expect(recipe).toMatch(/with the salt and the baking powder/)
  expect(recipe).toMatch(/Melt the rest of the butter with the garlic/)
})

test('masa harina, water and salt are corn tortillas', () => {
  expectDish(first('masa harina, water, salt'), 'Corn Tortillas', /masa harina/i)
})

test('a tamales list with pork is not turned into plain tortillas', () => {
  expect(
    first('masa harina, lard, baking powder, pork shoulder, red chile sauce, corn husks'),
  ).not.toMatch(/^## Corn Tortillas$/m)
})

test('carrots, cumin, lemon and garlic are a Moroccan carrot salad', () => {
  const recipe = first('carrots, cumin, lemon, garlic')
  expectDish(recipe, 'Moroccan Carrot Salad', /carrots/i)
  expect(recipe).toMatch(/just tender/)
})

test('sweet potatoes, pie crust, evaporated milk and eggs are sweet potato pie, the spice bought', () => {
  const recipe = first('sweet potatoes, pie crust, evaporated milk, eggs, sugar')
  expectDish(recipe, 'Sweet Potato Pie', /sweet potato/i)
  expect(recipe).toMatch(/Cinnamon[^\n]*\(extra\)/)
})

test('tinned pumpkin puree, pie crust, evaporated milk and eggs are pumpkin pie', () => {
  expectDish(
    first('tin pumpkin puree, pie crust, evaporated milk, eggs'),
    'Pumpkin Pie',
    /pumpkin/i,
  )
})

test('eggs, corn tortillas, cheddar and onion are migas, the jalapeño bought', () => {
  expectDish(first('eggs, corn tortillas, cheddar, onion'), 'Tex-Mex Migas', /tortillas/i)
})

test('egg fried rice from the rice in the cupboard cooks and chills it first', () => {
  const recipe = first('rice, eggs, soy sauce, spring onions')
  expectDish(recipe, 'Egg Fried Rice', /rice/i)
  expect(recipe).toMatch(/Rinse the rice and cook it as the packet says[^.]*; spread it on a tray/)
  expect(recipe).toMatch(/- Rice — 150 g/)
})

test('egg fried rice from leftover rice does not cook it again, and weighs it cooked', () => {
  const recipe = first('leftover rice, eggs, soy sauce, peas')
  expectDish(recipe, 'Egg Fried Rice', /leftover rice/i)
  expect(recipe).not.toMatch(/cook it as the packet says/)
  expect(recipe).toMatch(/- Leftover rice — 400 g/)
})

test('egg whites, sugar, vinegar, cornflour, cream and berries are a pavlova, not a creme brulee', () => {
  const recipe = first('eggs, sugar, vinegar, cornflour, cream, berries')
  expectDish(recipe, 'Pavlova', /berries/i)
  expect(recipe).toMatch(/stiff peaks/)
})

test('green papaya with fish sauce, chilli and tomatoes is som tam, the lime bought', () => {
  expectDish(first('green papaya, fish sauce, chilli, tomatoes'), 'Som Tam', /green papaya/i)
})

test('mushrooms, garlic, butter and parsley are garlic mushrooms, the toast bought', () => {
  expectDish(first('mushrooms, garlic, butter, parsley'), 'Garlic Mushrooms on Toast', /mushrooms/i)
  expectDish(first('mushrooms, onion, garlic, stock'), 'Mushroom Soup', /mushrooms/i)
})

test('flour, suet and currants are spotted dick, plain flour raised with baking powder', () => {
  const recipe = first('flour, suet, currants')
  expectDish(recipe, 'Spotted Dick', /suet/i)
  expect(recipe).toMatch(/with 2 tsp baking powder if the flour is plain/)
})
