import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Home sweep E (issue 18): the long tail of kitchens the library held few dishes of (Burmese, Nepali,
// Sri Lankan Tamil, Afghan, Uzbek, Armenian, Israeli, Hawaiian, Puerto Rican, Argentine, Portuguese),
// and the words those families type that the list reader did not know or read as something else.

test('lamb ribs are lamb, never pork ribs', () => {
  const recipe = first('lamb ribs, potatoes, cabbage, carrots, onion')
  expect(recipe).not.toMatch(/pork/i)
  expect(recipe).toMatch(/lamb ribs/i)
})

test('wheat berries are a grain, never a punnet of berries: with yogurt and mint they make spas', () => {
  const recipe = first('wheat berries, natural yogurt, egg, onion, butter, dried mint')
  expectDish(recipe, 'Spas', /wheat berries/i)
  expect(recipe).not.toMatch(/crumble|mixed berries/i)
  expect(recipe).toMatch(/never letting it boil hard/)
})

test('matzoon is yogurt', () => {
  expectDish(first('matzoon, bulgur, egg, onion, butter, mint'), 'Spas', /matzoon/i)
})

test('ptitim is read, and with stock and tomato paste makes the Israeli children\u2019s ptitim', () => {
  expectDish(first('ptitim, chicken stock, onion, butter, tomato paste'), 'Ptitim', /ptitim/i)
})

test('timur is Nepali Sichuan pepper and goes into the dal bhat tempering', () => {
  const recipe = first('red lentils, rice, potatoes, cauliflower, ghee, cumin, garlic, timur')
  expectDish(recipe, 'Dal Bhat Tarkari', /red lentils/i)
  expect(recipe).toMatch(/timur/i)
})

test('dal bhat cooks the lentils and the rice each by a step of its own, never twice', () => {
  const recipe = first('moong dal, basmati rice, spinach, potatoes, ghee, turmeric, cumin seeds')
  expectDish(recipe, 'Dal Bhat Tarkari', /moong dal/i)
  expect(recipe.match(/Rinse the moong dal/g)?.length).toBe(1)
  expect(recipe).toMatch(/cook it in a pan of its own/)
})

test('potatoes with bamboo shoots and black-eyed beans make aloo tama', () => {
  expectDish(
    first('bamboo shoots, potatoes, black eyed beans tin, tomatoes, mustard oil, turmeric'),
    'Aloo Tama',
    /bamboo shoots/i,
  )
})

test('chicken, coconut milk, egg noodles and gram flour make ohn no khao swè', () => {
  const recipe = first(
    'chicken thighs, coconut milk, egg noodles, gram flour, onion, fish sauce, lime',
  )
  expectDish(recipe, 'Ohn No Khao Swe', /chicken thighs/i)
  expect(recipe).toMatch(/lost its raw flour taste/)
})

test('Shan noodles are rice noodles with a tomato and pork sauce, and "shan noodles" are read', () => {
  expectDish(
    first('shan noodles, pork mince, tomatoes, garlic, peanuts, soy sauce'),
    'Shan Noodles',
    /pork mince/i,
  )
})

test('chicken on the bone with fish sauce, onions, turmeric and paprika makes a Burmese chicken curry', () => {
  expectDish(
    first('chicken drumsticks, onions, garlic, ginger, turmeric, paprika, fish sauce'),
    'Burmese Chicken Curry',
    /chicken drumsticks/i,
  )
})

test('aubergine with vinegar, mustard seeds and green chillies makes brinjal moju', () => {
  expectDish(
    first('aubergine, vinegar, mustard seeds, green chillies, shallots, sugar, turmeric'),
    'Brinjal Moju',
    /aubergine/i,
  )
})

test('rice flour and grated coconut make puttu', () => {
  expectDish(first('rice flour, grated coconut, bananas'), 'Puttu', /rice flour/i)
})

test('lamb, basmati, carrots and raisins make kabuli pulao, the meat cooked through', () => {
  const recipe = first('lamb shoulder, basmati rice, carrots, raisins, onion, cumin')
  expectDish(recipe, 'Kabuli Pulao', /lamb shoulder/i)
  expect(recipe).toMatch(/until the meat is tender and cooked through/)
})

test('flour, potatoes and spring onions make bolani', () => {
  expectDish(
    first('plain flour, potatoes, spring onions, coriander, chilli, yoghurt'),
    'Bolani',
    /potatoes/i,
  )
})

test('fried aubergine in tomato on garlic yogurt is borani banjan; "garlic yogurt" no longer needs garlic typed', () => {
  expectDish(
    first('aubergine, tomatoes, greek yogurt, onion, dried mint, turmeric'),
    'Borani Banjan',
    /aubergine/i,
  )
})

test('beef, thick noodles, peppers and radish make lagman', () => {
  expectDish(
    first('stewing beef, egg noodles, red pepper, daikon, tomatoes, garlic, green beans'),
    'Lagman',
    /egg noodles/i,
  )
})

test('lamb, potatoes and cabbage layered with carrots and peppers make dimlama', () => {
  const recipe = first('lamb, potatoes, cabbage, carrots, onions, peppers, tomatoes')
  expectDish(recipe, 'Dimlama', /cabbage/i)
  expect(recipe).toMatch(/tender and cooked through/)
})

test('pitta, fried aubergine, eggs and tahini make sabich', () => {
  const recipe = first('pitta, aubergine, eggs, tahini, amba, cucumber')
  expectDish(recipe, 'Sabich', /aubergine/i)
  expect(recipe).toMatch(/Boil the eggs for 10 minutes/)
})

test('white fish in hot paprika, garlic and tomato paste with caraway makes chraime', () => {
  expectDish(
    first('cod fillets, tomato paste, garlic, hot paprika, caraway, coriander'),
    'Chraime',
    /cod/i,
  )
})

test('a pumpkin stuffed with rice, dried apricots, prunes and honey is ghapama', () => {
  expectDish(first('pumpkin, rice, dried apricots, prunes, honey, butter'), 'Ghapama', /pumpkin/i)
})

test('chicken, sofrito and rice with olives and plenty of stock make asopao, the chicken cooked through', () => {
  const recipe = first(
    'chicken drumsticks, rice, sofrito, tomato sauce, olives, chicken stock, peas',
  )
  expectDish(recipe, 'Asopao de Pollo', /chicken drumsticks/i)
  expect(recipe).toMatch(/75 °C/)
})

test('salt cod with onion, avocado and eggs is serenata, and the cod is soaked first', () => {
  const recipe = first('bacalao, red onion, avocado, eggs, olive oil, vinegar')
  expectDish(recipe, 'Serenata de Bacalao', /bacalao/i)
  expect(recipe).toMatch(/soak it in plenty of cold water/)
})

test('beef with squash, sweet potato, corn and peaches makes carbonada criolla', () => {
  expectDish(
    first('stewing beef, butternut squash, sweet potato, corn on the cob, peaches, onion'),
    'Carbonada Criolla',
    /stewing beef/i,
  )
})

test('chicken, glass noodles and plenty of ginger make chicken long rice; dried shiitake are soaked', () => {
  const recipe = first(
    'chicken thighs, glass noodles, ginger, chicken stock, spring onions, dried shiitake',
  )
  expectDish(recipe, 'Chicken Long Rice', /glass noodles/i)
  expect(recipe).toMatch(/soak/i)
})

test('broad beans with chouriço and coriander make favas com chouriço', () => {
  expectDish(
    first('frozen broad beans, chourico, onion, garlic, coriander'),
    'Favas com Chourico',
    /broad beans/i,
  )
})

test('thin slices of beef topside make a milanesa a la napolitana', () => {
  expectDish(
    first('beef topside, breadcrumbs, eggs, ham, mozzarella, passata'),
    'Milanesa a la Napolitana',
    /topside/i,
  )
})

test('lentejas take the bacon and the passata a Spanish family adds beside the chorizo', () => {
  const recipe = first('brown lentils, chorizo, bacon, carrot, potatoes, passata, paprika')
  expectDish(recipe, 'Lentejas con Chorizo', /brown lentils/i)
  expect(recipe).toMatch(/fry the chorizo and bacon/)
  expect(recipe).toMatch(/with the passata/)
})

test('mince and mash with green olives, hard-boiled eggs and raisins is pastel de papa', () => {
  expectDish(
    first('beef mince, potatoes, green olives, boiled eggs, raisins, onion, butter'),
    'Pastel de Papa',
    /beef mince/i,
  )
})

test('lamb on the bone with potatoes, carrots, chickpeas and dill makes shurpa', () => {
  const recipe = first('lamb neck, potatoes, carrots, chickpeas, onion, dill, peppers')
  expectDish(recipe, 'Shurpa', /lamb neck/i)
  expect(recipe).toMatch(/skim off the grey foam/)
})

test('kwati of dried beans soaks them and boils the kidney beans hard before the soup', () => {
  const recipe = first(
    'dried kidney beans, dried chickpeas, mung beans, black eyed beans, ginger, garlic, ghee',
  )
  expectDish(recipe, 'Kwati', /kidney beans/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).toMatch(/boil hard for at least 10 minutes/)
})

test('chicken with mustard oil, timur and green chilli is chicken choila, cooked through before it is dressed', () => {
  const recipe = first(
    'chicken thighs, mustard oil, timur, garlic, ginger, green chilli, beaten rice',
  )
  expectDish(recipe, 'Chicken Choila', /chicken thighs/i)
  expect(recipe).toMatch(/cooked through \(75 °C/)
})

test('cabbage leaves round lamb mince, rice and dill, coriander and basil with yogurt are Armenian tolma, not Polish golabki', () => {
  expectDish(
    first('cabbage, lamb mince, rice, dill, coriander, basil, onion, tomato paste, yoghurt'),
    'Kaghambi Tolma',
    /lamb mince/i,
  )
  expectDish(
    first('pork mince, rice, cabbage, onion, passata, dill, sour cream'),
    'Golabki',
    /pork mince/i,
  )
})

test('cornmeal cooked in sour cream with bryndza, bacon and mushrooms is banosh; without them, mamaliga stays', () => {
  expectDish(first('cornmeal, sour cream, bryndza, bacon, mushrooms'), 'Banosh', /cornmeal/i)
  expectDish(first('polenta, feta, sour cream, egg'), 'Mamaliga cu Branza si Smantana', /polenta/i)
})
