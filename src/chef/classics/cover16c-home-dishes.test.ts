import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Home dishes a cook of China, Japan, Korea, Vietnam, Thailand, India or Britain names, and the
// bakes and fridge-clearing suppers, that the offline chef lacked or could not fit to the list as
// typed (issue 18, sixteenth sweep, cover16c): each list gets its dish first, with its star used
// and its safety step kept.

test('leftover rice with yogurt and a mustard-seed tempering makes curd rice, the rice reheated not boiled again', () => {
  const recipe = first(
    'cooked rice, yogurt, milk, mustard seeds, curry leaves, ginger, green chilli, pomegranate',
  )
  expectDish(recipe, 'Curd Rice', /cooked rice/i)
  expect(recipe).toMatch(/until steaming hot all through/)
  expect(recipe).not.toMatch(/simmer it in plenty of boiling water/)
  expect(recipe).not.toMatch(/Not used/)
})

test('atta, potatoes, green chilli and amchur make aloo paratha without a garam masala the cook never listed', () => {
  const recipe = first('atta 2 cups, potatoes 3, green chillies, coriander, amchur, ghee')
  expectDish(recipe, 'Aloo Paratha', /amchur/i)
  expect(recipe).not.toMatch(/\(extra\)/)
  expect(recipe).not.toMatch(/Not used/)
})

test('eggs with ginger garlic paste and Kashmiri chilli powder make egg curry, the chilli powder used', () => {
  const recipe = first(
    'eggs 6, onion, tomatoes, ginger garlic paste, turmeric, garam masala, kashmiri chilli powder, coriander',
  )
  expectDish(recipe, 'Egg Curry', /chilli powder/i)
  expect(recipe).toMatch(/boil for 9 minutes/)
})

test('spring onions, squid and prawns with flour and rice flour make haemul pajeon, both seafoods and both flours in it', () => {
  const recipe = first(
    'spring onions 2 bunches, flour, egg, squid, prawns, rice flour, soy dipping sauce',
  )
  expectDish(recipe, 'Pajeon', /squid/i)
  expect(recipe).toMatch(/prawns/i)
  expect(recipe).toMatch(/rice flour/i)
})

test('seaweed sheets, danmuji, ham and imitation crab make kimbap, both fillings rolled in', () => {
  const recipe = first(
    'rice, seaweed sheets, pickled radish danmuji, spinach, carrot, eggs, imitation crab, ham, sesame oil',
  )
  expectDish(recipe, 'Kimbap', /imitation crab/i)
  expect(recipe).toMatch(/ham/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('chicken on the bone with onions, tomatoes, yogurt and ginger garlic paste makes a desi chicken curry, cooked to the bone', () => {
  const recipe = first(
    'chicken on the bone 1kg, onions 3, tomatoes, yogurt, ginger garlic paste, garam masala, whole spices',
  )
  expectDish(recipe, 'Desi Chicken Curry', /chicken/i)
  expect(recipe).toMatch(/no pink at the bone \(75 °C\)/)
  expect(recipe).not.toMatch(/^- (?:Double )?Cream —/im)
  expect(recipe).not.toMatch(/Not used/)
})

test('mutton with onions, tomatoes, yogurt and potatoes makes mutton curry, simmered until it leaves the bone', () => {
  const recipe = first(
    'mutton 1kg, onions, tomatoes, yogurt, ginger garlic paste, potatoes, garam masala, bay leaves',
  )
  expectDish(recipe, 'Mutton Curry', /mutton/i)
  expect(recipe).toMatch(/until the meat comes away from the bone/)
  expect(recipe).toMatch(/potatoes/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('goat curry meat as a butcher labels it is read as goat for mutton curry', () => {
  const recipe = first(
    'goat curry meat 1kg, onions, tomatoes, garlic, ginger, chilli powder, turmeric, basmati',
  )
  expectDish(recipe, 'Mutton Curry', /goat curry meat/i)
})

test('atta with fresh methi, yogurt and ajwain makes methi thepla', () => {
  const recipe = first('atta, fresh methi leaves, yogurt, turmeric, chilli powder, ajwain, oil')
  expectDish(recipe, 'Methi Thepla', /methi/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('atta and potatoes with mustard seeds, turmeric and curry leaves make puri bhaji, fried with care', () => {
  const recipe = first(
    'atta, potatoes 4, onion, mustard seeds, turmeric, green chillies, curry leaves',
  )
  expectDish(recipe, 'Puri Bhaji', /atta/i)
  expect(recipe).toMatch(/Never leave hot oil unattended/)
  expect(recipe).not.toMatch(/Not used/)
})

test('dried hijiki with carrot, aburaage, soy and mirin makes hijiki no nimono, the seaweed soaked first', () => {
  const recipe = first('dried hijiki, carrot, aburaage, soy sauce, mirin, dashi, edamame')
  expectDish(recipe, 'Hijiki no Nimono', /hijiki/i)
  expect(recipe).toMatch(/Soak the dried hijiki in plenty of cold water for 30 minutes/)
  expect(recipe).not.toMatch(/Not used/)
})

test('chicken thighs, jasmine rice, ginger, fish sauce and fried shallots make chao ga, the chicken cooked through', () => {
  const recipe = first(
    'chicken thighs 3, jasmine rice, ginger, fish sauce, spring onions, fried shallots, lime',
  )
  expectDish(recipe, 'Chao Ga', /chicken thighs/i)
  expect(recipe).toMatch(/no pink at the bone \(75 °C\)/)
  expect(recipe).not.toMatch(/Not used/)
})

test('jasmine rice, pork mince, ginger, eggs and white pepper make jok moo, the pork balls and egg cooked through', () => {
  const recipe = first(
    'jasmine rice, pork mince 200g, ginger, eggs, spring onions, white pepper, soy sauce',
  )
  expectDish(recipe, 'Jok Moo', /pork mince/i)
  expect(recipe).toMatch(/cooked through with no pink in the middle/)
  expect(recipe).toMatch(/until set in soft ribbons/)
  expect(recipe).not.toMatch(/Not used/)
})

test('digestives, cream cheese, eggs and sour cream make a baked cheesecake, not the no-bake one', () => {
  const recipe = first(
    'digestive biscuits, butter, cream cheese 600g, caster sugar, eggs 3, vanilla, sour cream',
  )
  expectDish(recipe, 'Baked Cheesecake', /cream cheese/i)
  expect(recipe).toMatch(/Bake for 50–60 minutes/)
  expect(recipe).not.toMatch(/Not used/)
})

test('without eggs the same cheesecake list stays the no-bake cheesecake', () => {
  const recipe = first(
    'digestive biscuits, butter, cream cheese, double cream, icing sugar, strawberries',
  )
  expectDish(recipe, 'No-Bake Cheesecake', /cream cheese/i)
})

test('filo, apples, raisins, cinnamon and breadcrumbs make apfelstrudel', () => {
  const recipe = first('filo pastry, apples 4, raisins, cinnamon, sugar, butter, breadcrumbs')
  expectDish(recipe, 'Apfelstrudel', /filo/i)
  expect(recipe).toMatch(/fried breadcrumbs/)
  expect(recipe).not.toMatch(/Not used/)
})

test('ground ginger, black treacle and golden syrup make sticky gingerbread, both syrups in it', () => {
  const recipe = first(
    'plain flour, ground ginger, black treacle, golden syrup, butter, dark brown sugar, egg, bicarb',
  )
  expectDish(recipe, 'Sticky Gingerbread', /black treacle/i)
  expect(recipe).toMatch(/golden syrup/i)
  expect(recipe).not.toMatch(/stem ginger/)
})

test('apples, flour, eggs and baking powder make a German sunken apple cake', () => {
  const recipe = first('apples 4, flour, sugar, butter, eggs 3, baking powder, cinnamon')
  expectDish(recipe, 'Versunkener Apfelkuchen', /apples/i)
  expect(recipe).not.toMatch(/Not used/)
})

test("Eve's pudding keeps its list: the sunken apple cake wants baking powder it does not have", () => {
  const recipe = first('cooking apples 3, self raising flour, butter, caster sugar, eggs 2')
  expectDish(recipe, "Eve's Pudding", /apples/i)
})

test('leftover rice and smoked mackerel make kedgeree, the rice reheated and the mackerel only warmed', () => {
  const recipe = first('leftover rice, smoked mackerel, eggs 2, curry powder, frozen peas, onion')
  expectDish(recipe, 'Kedgeree', /smoked mackerel/i)
  expect(recipe).toMatch(/until steaming hot all through/)
  expect(recipe).not.toMatch(/poach/)
  expect(recipe).not.toMatch(/Not used/)
})

test('a whole chicken with potatoes, roots, stuffing and gravy granules makes the roast chicken dinner, cooked through', () => {
  const recipe = first(
    'whole chicken, potatoes, carrots, parsnips, stuffing mix, gravy granules, broccoli',
  )
  expectDish(recipe, 'Roast Chicken Dinner', /chicken/i)
  expect(recipe).toMatch(/75 °C on a thermometer/)
  expect(recipe).toMatch(/stuffing/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('pork mince with Chinese chives and dumpling wrappers makes pork and chive dumplings, boiled through', () => {
  const recipe = first(
    'pork mince 500g, chinese chives, dumpling wrappers, ginger, soy sauce, sesame oil, shaoxing wine',
  )
  expectDish(recipe, 'Pork and Chive Dumplings', /chives/i)
  expect(recipe).toMatch(/no pink \(75 °C in the middle\)/)
  expect(recipe).not.toMatch(/Cabbage/)
  expect(recipe).not.toMatch(/Not used/)
})

test('pork mince with napa cabbage still makes the pork and cabbage dumplings', () => {
  const recipe = first(
    'pork mince 500g, napa cabbage, dumpling wrappers, ginger, soy sauce, spring onions',
  )
  expectDish(recipe, 'Pork and Cabbage Dumplings', /cabbage/i)
})

test('sweet bean sauce is read for zhajiangmian, so no hoisin is bought beside it', () => {
  const recipe = first(
    'pork mince 300g, sweet bean sauce, yellow bean paste, noodles, cucumber, spring onions',
  )
  expectDish(recipe, 'Zha Jiang Mian', /sweet bean sauce/i)
  expect(recipe).not.toMatch(/^- Hoisin sauce —/im)
  expect(recipe).not.toMatch(/Not used/)
})

test('twice-cooked pork uses the sweet bean sauce and fermented black beans a Sichuan cook lists', () => {
  const recipe = first(
    'pork belly 400g, leeks, doubanjiang, sweet bean sauce, fermented black beans, garlic',
  )
  expectDish(recipe, 'Twice-Cooked Pork', /sweet bean sauce/i)
  expect(recipe).toMatch(/fermented black beans, rinsed/)
  expect(recipe).not.toMatch(/Not used/)
})

test('tonjiru takes the burdock and konnyaku of a Japanese pork miso soup', () => {
  const recipe = first(
    'pork belly slices 200g, daikon, carrot, burdock, konnyaku, miso, dashi, spring onions',
  )
  expectDish(recipe, 'Tonjiru', /burdock/i)
  expect(recipe).toMatch(/konnyaku/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('chole masala, amchur and a tea bag are all used in chana masala, and chana masala powder is a spice, not chickpeas', () => {
  const recipe = first(
    'chickpeas 2 tins, onion, tomatoes, chole masala, ginger, garlic, tea bag, amchur',
  )
  expectDish(recipe, 'Chana Masala', /chole masala/i)
  expect(recipe).toMatch(/Tuck the tea bag into the pot/)
  expect(recipe).toMatch(/stir in the amchur/)
  expect(recipe).not.toMatch(/Not used/)
  const powder = first(
    '2 tins chickpeas, onion, tomatoes, chana masala powder, garlic, ginger, green chilli',
  )
  expect(powder).toMatch(/^- Chana masala powder — \d/m)
})

test('potatoes, eggs, vinegar and baked beans make egg and chips, the chips cooked through', () => {
  const recipe = first('potatoes 4, eggs 2, vinegar, baked beans')
  expectDish(recipe, 'Egg and Chips', /eggs/i)
  expect(recipe).toMatch(/soft all the way through/)
  expect(recipe).toMatch(/whites are completely set/)
  expect(recipe).not.toMatch(/Not used/)
})

test('eggs, potatoes, onion and chorizo stay a Spanish tortilla beside egg and chips', () => {
  expectDish(
    first('eggs 6, potatoes 3, onion, half a pepper, bit of chorizo'),
    'Tortilla de Patatas',
    /eggs/i,
  )
})

test('winter melon with pork mince makes the weeknight canh bi dao thit bam, the pork balls cooked through', () => {
  const recipe = first('winter melon, pork mince 200g, fish sauce, spring onions, shallots')
  expectDish(recipe, 'Canh Bi Dao Thit Bam', /pork mince/i)
  expect(recipe).toMatch(/cooked through with no pink/)
  expect(recipe).not.toMatch(/Not used/)
})

test('winter melon with pork ribs stays the rib-broth canh bi dao', () => {
  expectDish(
    first('winter melon, pork ribs 500g, dried shrimp, fish sauce, spring onions'),
    'Canh Bi Dao',
    /pork ribs/i,
  )
})
