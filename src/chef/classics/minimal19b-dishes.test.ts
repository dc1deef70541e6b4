import { expect, test } from 'vitest'
import { expectDish, firstIdea as first, ideas } from '../../../tests/support/first-idea.ts'

// Lists typed the way families type them (issue 18, nineteenth session, s19b): only what they
// bought or think of as the dish, not the spice jar, the stock cube, the onion or the garnish they
// take for granted, and sometimes their own cut or a bought short cut. Europe, the Middle East,
// Africa and the Americas.

test('Irish stew and chicken tagine cook in water when no stock is typed', () => {
  const stew = first('neck of lamb, potatoes, carrots, onion')
  expectDish(stew, 'Irish Stew', /lamb/i)
  expect(stew).not.toMatch(/stock.*\(extra\)/i)
  expect(stew).toMatch(/Pour over the water/)
  const tagine = first('chicken drumsticks, preserved lemon, olives')
  expectDish(tagine, 'Chicken Tagine', /preserved lemon/i)
  expect(tagine).toMatch(/no pink at the bone/)
})

test('lohikeitto needs no dill typed, and takes the cod of a mixed fish soup too', () => {
  expectDish(first('salmon fillet, potatoes, leek, cream'), 'Lohikeitto', /salmon/i)
  const mixed = first('salmon, cod, potatoes, carrots, cream')
  expectDish(mixed, 'Lohikeitto', /cod/i)
  expect(mixed).toMatch(/slip in the salmon and the cod/)
})

test('potatoes, eggs, flour and sour cream are placki, the onion bought', () => {
  expectDish(first('potatoes, eggs, flour, sour cream'), 'Placki Ziemniaczane', /sour cream/i)
})

test('ful medames and çılbır are made without the cumin, parsley or garlic typed', () => {
  const ful = first('tinned fava beans, lemon, garlic, olive oil')
  expectDish(ful, 'Ful Medames', /fava beans/i)
  expect(ful).not.toMatch(/parsley/i)
  expectDish(first('eggs, greek yoghurt, butter, chilli flakes'), 'Cilbir', /yoghurt/i)
})

test('koshari takes bought crispy onions and a jar of tomato sauce', () => {
  const recipe = first('rice, green lentils, macaroni, tomato sauce, crispy onions')
  expectDish(recipe, 'Koshari', /crispy onions/i)
  expect(recipe).toMatch(/simmer them in plenty of water until tender/)
})

test('moqueca needs no tomatoes typed; dendê is its palm oil', () => {
  const recipe = first('cod fillets, coconut milk, red pepper, dendê oil')
  expectDish(recipe, 'Moqueca', /coconut milk/i)
  expect(recipe).toMatch(/dend[eê] oil/i)
})

test('ropa vieja takes flank steak and a tin of tomato sauce, the cumin bought', () => {
  expectDish(first('flank steak, green peppers, tomato sauce, onion'), 'Ropa Vieja', /flank steak/i)
})

test('pastırma goes in the kuru fasulye, the dried beans soaked, the pilaf only when there is rice', () => {
  const recipe = first('dried cannellini beans, pastirma, tomato puree, onion')
  expectDish(recipe, 'Kuru Fasulye', /pastirma/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).not.toMatch(/pilaf/)
})

test('pork shoulder, oranges and lard are carnitas without tortillas or cumin bought', () => {
  const recipe = first('pork shoulder, oranges, lard')
  expectDish(recipe, 'Carnitas', /pork shoulder/i)
  expect(recipe).not.toMatch(/tortillas.*\(extra\)|cumin.*\(extra\)/i)
})

test('imam bayildi needs no parsley bought; with red peppers the aubergines are escalivada', () => {
  expectDish(first('aubergines, onions, tomatoes, olive oil'), 'Imam Bayildi', /aubergines/i)
  expectDish(
    first('aubergines, red peppers, onions, tomatoes, olive oil, garlic'),
    'Escalivada',
    /red peppers/i,
  )
})

test('pasta alla norma takes fresh cherry tomatoes', () => {
  const recipe = first('penne, aubergine, cherry tomatoes, ricotta')
  expectDish(recipe, 'Pasta alla Norma', /cherry tomatoes/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('sticky toffee pudding is offered when the eggs are not typed', () => {
  expectDish(
    first('medjool dates, self raising flour, dark brown sugar, butter, double cream'),
    'Sticky Toffee Pudding',
    /dates/i,
  )
})

test('empanada discs name the empanadas over a Brazilian pastel that ties with them', () => {
  expectDish(
    first('beef mince, empanada discs, olives, eggs'),
    'Empanadas de Carne',
    /empanada discs/i,
  )
})

test('frozen fries, cheese curds and gravy granules are poutine', () => {
  const recipe = first('frozen fries, cheese curds, gravy granules')
  expectDish(recipe, 'Poutine', /cheese curds/i)
  expect(recipe).toMatch(/Frozen fries/)
})

test('mince with curry powder, bread, eggs and chutney is bobotie under its egg custard', () => {
  const recipe = first('beef mince, curry powder, white bread, eggs, mrs balls chutney')
  expectDish(recipe, 'Bobotie', /beef mince/i)
  expect(recipe).toMatch(/no pink left/)
  expect(recipe).toMatch(/custard is set/)
})

test('boerewors and maize meal are pap en wors with a tomato and onion sauce', () => {
  const recipe = first('boerewors, maize meal, tomatoes, onion')
  expectDish(recipe, 'Boerewors and Pap', /boerewors/i)
  expect(recipe).toMatch(/cooked right through with no pink/)
})

test('boiled potatoes, bacon and onion are Bratkartoffeln; with the eggs beaten in, Bauernfrühstück', () => {
  expectDish(first('cold boiled potatoes, bacon, onion'), 'Bratkartoffeln', /bacon/i)
  expectDish(first('potatoes, speck, onion, eggs, chives'), 'Bauernfruhstuck', /speck/i)
})

test('potatoes, mince, eggs and milk are the Balkan potato moussaka', () => {
  const recipe = first('potatoes, minced meat, eggs, milk')
  expectDish(recipe, 'Potato Moussaka', /minced meat/i)
  expect(recipe).toMatch(/no pink left/)
})

test('lamb mince and tahini with potatoes are kafta bi tahini, not a tomato kafta bake', () => {
  const recipe = first('lamb mince, parsley, onion, tahini, potatoes')
  expectDish(recipe, 'Kafta bi Tahini', /tahini/i)
  expect(recipe).toMatch(/71 °C/)
})

test('rice and black beans with salsa lizano are gallo pinto', () => {
  expectDish(first('rice, black beans, onion, salsa lizano'), 'Gallo Pinto', /black beans/i)
})

test('gruyère, emmental, white wine and bread are a cheese fondue, its wine not all cooked off', () => {
  const fondue = first('gruyere, emmental, white wine, garlic, baguette')
  expectDish(fondue, 'Cheese Fondue', /gruyere/i)
  expect(fondue).toMatch(/alcohol does not all cook off/)
})

test('a yeast dough with butter, brown sugar and cinnamon is cinnamon rolls; coconut milk and cardamom, mandazi', () => {
  expectDish(
    first('flour, yeast, milk, butter, brown sugar, cinnamon'),
    'Cinnamon Rolls',
    /cinnamon/i,
  )
  const mandazi = first('flour, sugar, coconut milk, cardamom, yeast')
  expectDish(mandazi, 'Mandazi', /coconut milk/i)
  expect(mandazi).toMatch(/never fill the pan more than a third/)
})

test('lamb with dried apricots and curry powder is sosaties', () => {
  const recipe = first('lamb, dried apricots, curry powder, onion, vinegar')
  expectDish(recipe, 'Sosaties', /apricots/i)
  expect(recipe).toMatch(/overnight/)
})

test('gallo pinto from dried beans soaks and boils them first', () => {
  const recipe = first('dried black beans, rice, onion, coriander')
  expectDish(recipe, 'Gallo Pinto', /black beans/i)
  expect(recipe).toMatch(/soak/i)
})

test('a list without the dish’s makings does not reach the new dishes', () => {
  for (const list of ['potatoes, butter', 'sausages, mash, gravy', 'beef mince, potatoes, onion']) {
    expect(ideas(list, 1)[0]).not.toMatch(/^## (Bobotie|Potato Moussaka|Boerewors and Pap)$/m)
  }
})

test('umngqusho is soaked and boiled hard; melktert’s custard is cooked until it bubbles', () => {
  const umngqusho = first('samp, sugar beans, onion, butter')
  expectDish(umngqusho, 'Umngqusho', /samp/i)
  expect(umngqusho).toMatch(/soak them together overnight/)
  expect(umngqusho).toMatch(/boil hard for 10 minutes/)
  const melktert = first('milk, cinnamon, eggs, sugar, shortcrust pastry')
  expectDish(melktert, 'Melktert', /cinnamon/i)
  expect(melktert).toMatch(/eggs are cooked through/)
})

test('black beans, rice and fried plantain stay congrí; gallo pinto is the fried rice and beans', () => {
  expectDish(first('black beans, rice, plantain, onion'), 'Congri', /plantain/i)
  expectDish(first('rice, black beans, eggs, sour cream'), 'Gallo Pinto', /sour cream/i)
})

test('beef with chipotles in adobo, cloves and tortillas is barbacoa, braised until it shreds', () => {
  const recipe = first('beef chuck, chipotles in adobo, cumin, cloves, bay leaves, tortillas')
  expectDish(recipe, 'Barbacoa', /chipotles/i)
  expect(recipe).toMatch(/falls apart/)
})

test('cabbage rolls glazed with golden syrup are kåldolmar; a bare cabbage, mince and rice list stays gołąbki', () => {
  const recipe = first('white cabbage, minced beef, rice, golden syrup, lingonberry jam')
  expectDish(recipe, 'Kaldolmar', /golden syrup/i)
  expect(recipe).toMatch(/no pink \(75 °C/)
  expectDish(first('cabbage, beef mince, rice'), 'Golabki', /beef mince/i)
})

test('a beef joint simmered with roots and served with horseradish is Tafelspitz', () => {
  expectDish(
    first('beef silverside, horseradish, carrots, leek, potatoes'),
    'Tafelspitz',
    /horseradish/i,
  )
})

test('beef heart with ají panca is anticuchos, the used marinade thrown away', () => {
  const recipe = first('beef heart, aji panca, cumin, vinegar')
  expectDish(recipe, 'Anticuchos', /aji panca/i)
  expect(recipe).toMatch(/throw away any marinade left over/)
})

test('duck legs, white beans, sausages and tomatoes are cassoulet without pork or breadcrumbs bought', () => {
  const recipe = first('duck legs, white beans, sausages, tomatoes')
  expectDish(recipe, 'Cassoulet', /duck legs/i)
  expect(recipe).not.toMatch(/breadcrumbs|pork shoulder/i)
  expect(recipe).toMatch(/boil hard for 10 minutes/)
})

test('crawfish étouffée is offered when the green pepper of the trinity is not typed', () => {
  expectDish(
    first('crawfish, butter, onion, celery, rice'),
    'Crawfish Etouffee',
    /crawfish|crayfish/i,
  )
})

test('ham with honey or brown sugar and cloves is a baked glazed ham, warmed through to 60 °C', () => {
  const recipe = first('ham, pineapple, brown sugar, cloves')
  expectDish(recipe, 'Baked Glazed Ham', /pineapple/i)
  expect(recipe).toMatch(/60 °C/)
  expectDish(first('gammon, honey, mustard'), 'Honey and Mustard Glazed Gammon', /gammon/i)
})

test('fish and rice with fresh tomatoes, carrots, cabbage and cassava are thieboudienne, the cassava boiled soft', () => {
  const recipe = first('rice, tomato, onion, fish, carrots, cabbage, cassava')
  expectDish(recipe, 'Thieboudienne', /cassava/i)
  expect(recipe).toMatch(/cassava must be cooked right through/)
})
