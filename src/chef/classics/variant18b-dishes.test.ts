import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// The family's version of the dish (issue 18, helper v18b): lists from the Mediterranean, Eastern
// European, Middle Eastern, North African and Latin American kitchens as one family makes the
// dish (without an item the data called essential, with another form of an ingredient, with an
// addition the dish did not use), and the dishes the library lacked for them.

test('a Georgian cheese boat of mozzarella, feta and egg is khachapuri, not an omelette', () => {
  const recipe = first('strong white flour, dried yeast, mozzarella, feta, eggs, butter, milk')
  expectDish(recipe, 'Adjaruli Khachapuri', /mozzarella/i)
  expect(recipe).toMatch(/crack in one of the eggs/)
  expect(recipe).toMatch(/until the white is set/)
})

test('sulguni is read as the stretchy cheese it is', () => {
  expectDish(first('sulguni, plain flour, yeast, egg, butter'), 'Adjaruli Khachapuri', /sulguni/i)
})

test('a whole chicken with tomatoes, onions and khmeli suneli is chakhokhbili, cooked through', () => {
  const recipe = first('whole chicken, tomatoes, 3 onions, khmeli suneli, coriander, garlic')
  expectDish(recipe, 'Chakhokhbili', /whole chicken/i)
  expect(recipe).toMatch(/75 °C/)
})

test('pork with pineapple, dried chillies and achiote is tacos al pastor', () => {
  const recipe = first(
    'pork shoulder, tinned pineapple, dried chillies, achiote paste, tortillas, lime, coriander',
  )
  expectDish(recipe, 'Tacos al Pastor', /pork shoulder/i)
  expect(recipe).toMatch(/cooked through with no pink left/)
})

test('guascas are read, and with chicken, potatoes and corn they make ajiaco', () => {
  const recipe = first(
    'chicken thighs, potatoes, sweetcorn cobs, guascas, spring onions, capers, sour cream',
  )
  expectDish(recipe, 'Ajiaco Santafereno', /guascas/i)
  expect(recipe).toMatch(/until cooked through/)
  expect(recipe).not.toMatch(/Not used: “guascas/)
})

test('meatballs in spiced tomato with eggs cracked in are kefta mkaouara', () => {
  const recipe = first(
    'lamb mince, onion, coriander, ras el hanout, passata, 4 eggs, chilli flakes',
  )
  expectDish(recipe, 'Kefta Tagine', /lamb mince/i)
  expect(recipe).toMatch(/71 °C|cooked through/)
})

test('a meatless seven-vegetable couscous is still the Friday couscous, with no meat in its method', () => {
  const recipe = first(
    'couscous, carrots, courgettes, turnips, chickpeas, onion, turmeric, coriander',
  )
  expectDish(recipe, 'Couscous with Seven Vegetables', /chickpeas/i)
  expect(recipe).not.toMatch(/meat|lamb|1 hour/i)
})

test('with lamb the seven-vegetable couscous simmers the meat first', () => {
  const recipe = first('couscous, lamb shoulder, carrots, courgettes, onion, ras el hanout')
  expectDish(recipe, 'Couscous with Seven Vegetables', /lamb/i)
  expect(recipe).toMatch(/simmer the lamb shoulder gently for 1 hour/)
})

test('lamb with prunes and ras el hanout is the prune tagine, the spice in it', () => {
  const recipe = first('diced lamb, prunes, onion, ras el hanout, honey, toasted almonds')
  expectDish(recipe, 'Lamb Tagine with Prunes', /prunes/i)
  expect(recipe).toMatch(/the ras el hanout/)
})

test('aubergines with mince and green peppers are karniyarik; with potatoes, tepsi baytinijan', () => {
  expectDish(
    first('aubergines, beef mince, onion, tomatoes, green peppers, tomato paste'),
    'Karniyarik',
    /beef mince/i,
  )
  expectDish(
    first('aubergine, lamb mince, potatoes, onion, tomatoes, tomato paste, lemon'),
    'Tepsi Baytinijan',
    /lamb mince/i,
  )
})

test('salt cod, potatoes and eggs are bacalhau à Brás, the cod soaked first', () => {
  const recipe = first('salt cod, potatoes, 4 eggs, onion, garlic, olive oil')
  expectDish(recipe, 'Bacalhau a Bras', /salt cod/i)
  expect(recipe).toMatch(/soak it in plenty of cold water/)
})

test('eggs in tomato and pepper without cumin are still shakshuka', () => {
  const recipe = first('eggs, chopped tomatoes, red pepper, onion, feta')
  expectDish(recipe, 'Shakshuka', /eggs/i)
  expect(recipe).not.toMatch(/cumin/i)
})

test('harissa in a shakshuka never takes the place of the heat under the pan', () => {
  const recipe = first('eggs, tinned tomatoes, peppers, onion, harissa')
  expectDish(recipe, 'Shakshuka', /harissa/i)
  expect(recipe).toMatch(/over a medium heat/)
  expect(recipe).not.toMatch(/medium harissa/)
})

test('clams with linguine are vongole', () => {
  expectDish(
    first('linguine, clams, garlic, parsley, chilli flakes, lemon'),
    'Spaghetti alle Vongole',
    /clams/i,
  )
})

test('meatballs in tomate frito are albóndigas, and the family’s potatoes go in the pot', () => {
  expectDish(
    first('beef mince, pork mince, breadcrumbs, egg, tomate frito, onion'),
    'Albondigas',
    /beef mince/i,
  )
  const recipe = first('beef mince, pork mince, breadcrumbs, egg, tinned tomatoes, onion, potatoes')
  expectDish(recipe, 'Albondigas', /potatoes/i)
  expect(recipe).toMatch(/25–30 minutes with the potatoes/)
})

test('polpette and arrabbiata take fresh tomatoes', () => {
  // Fresh tomatoes, mince, crumbs, egg and cheese are meatballs in sauce or tomatoes stuffed whole:
  // both use every item.
  const polpette = first('beef mince, breadcrumbs, parmesan, egg, ripe tomatoes, garlic, basil')
  expect(polpette).toMatch(/^## (?:Polpette al Sugo|Petits Farcis)$/m)
  expect(polpette).toMatch(/^- Ripe tomatoes|^- Tomatoes/m)
  expectDish(
    first('penne, ripe tomatoes, garlic, chilli, olive oil'),
    "Penne all'Arrabbiata",
    /tomatoes/i,
  )
})

test('a Persian khoresh or polo without its herbs is still the dish', () => {
  expectDish(
    first('lamb neck, celery, onion, turmeric, lemon, basmati'),
    'Khoresh Karafs',
    /celery/i,
  )
  expectDish(
    first('basmati rice, white cabbage, beef mince, onion, turmeric, saffron'),
    'Kalam Polo',
    /cabbage/i,
  )
})

test('a Lebanese lamb and white bean stew needs no coriander', () => {
  expectDish(
    first('lamb, cannellini beans, tomato paste, garlic, onion, rice'),
    'Fasolia bi Lahme',
    /cannellini/i,
  )
})

test('dishes a family makes without the garlic', () => {
  expectDish(first('aubergines, eggs, turmeric, onion, walnuts'), 'Kuku Bademjan', /aubergine/i)
  expectDish(
    first('octopus, new potatoes, olive oil, onion, bay leaf'),
    'Polvo a Lagareiro',
    /octopus/i,
  )
})

test('tas kebabi is cooked in oil when the family has no butter', () => {
  expectDish(first('diced beef, onions, tomato paste, tomatoes, rice'), 'Tas Kebabi', /beef/i)
})

test('chips beside beef strips and aji amarillo are the fried potatoes of lomo saltado', () => {
  const recipe = first('beef strips, red onion, tomatoes, soy sauce, chips, aji amarillo')
  expectDish(recipe, 'Lomo Saltado', /beef strips/i)
  expect(recipe).not.toMatch(/Not used: “chips/)
})

test('a whole chicken makes ghormeh sabzi with chicken', () => {
  expectDish(
    first('whole chicken, kidney beans, parsley, fenugreek, dried limes, onion'),
    'Ghormeh Sabzi with Chicken',
    /chicken/i,
  )
})

test('the British family’s carbonara with mushrooms and bolognese with peppers', () => {
  const carbonara = first('spaghetti, bacon, eggs, parmesan, mushrooms, cream')
  expectDish(carbonara, 'Spaghetti Carbonara', /mushrooms/i)
  expect(carbonara).toMatch(/the bacon (?:and|with) the mushrooms, sliced/)
  const bolognese = first(
    'spaghetti, beef mince, chopped tomatoes, onion, garlic, red pepper, mushrooms',
  )
  expectDish(bolognese, 'Spaghetti Bolognese', /red pepper/i)
  expect(bolognese).toMatch(/Deseed and chop the red pepper/)
})

test('garlic chicken and piri-piri chicken with the family’s potatoes', () => {
  const ajillo = first('chicken thighs, garlic, white wine, potatoes, parsley')
  expectDish(ajillo, 'Pollo al Ajillo', /potatoes/i)
  expect(ajillo).toMatch(/Serve with the fried potatoes/)
  const piri = first('chicken thighs, chillies, lemon, garlic, paprika, olive oil, potatoes')
  expectDish(piri, 'Frango Piri-Piri', /potatoes/i)
  expect(piri).toMatch(/75 °C/)
})

test('joojeh kabab takes the family’s garlic in its marinade', () => {
  const recipe = first('chicken breast, saffron, yoghurt, lemon, onion, garlic, basmati rice')
  expectDish(recipe, 'Joojeh Kabab', /garlic/i)
  expect(recipe).toMatch(/cooked through \(75 °C, no pink\)/)
})

test('gołąbki come with boiled potatoes when the family has them', () => {
  const recipe = first('cabbage, pork mince, rice, onion, passata, potatoes, sour cream')
  expectDish(recipe, 'Golabki', /potatoes/i)
  expect(recipe).toMatch(/with the boiled potatoes/)
})

test('chicken and basmati in a red broth with baharat, dried lime, raisins and almonds is kabsa', () => {
  const recipe = first(
    'chicken thighs, basmati rice, tomatoes, onion, carrot, baharat, dried lime, raisins, almonds',
  )
  expectDish(recipe, 'Chicken Kabsa', /chicken thighs/i)
  expect(recipe).toMatch(/75 °C on a meat thermometer/)
  expect(recipe).toMatch(/until the rice is tender and has drunk up the broth/)
})

test('a whole chicken with cumin, soy sauce and lime is pollo a la brasa, with its green mayonnaise', () => {
  const recipe = first(
    'whole chicken, cumin, soy sauce, garlic, limes, paprika, potatoes, mayonnaise, coriander',
  )
  expectDish(recipe, 'Pollo a la Brasa', /whole chicken/i)
  expect(recipe).toMatch(/Blend the mayonnaise with the coriander/)
  expect(recipe).toMatch(/reaches 75 °C/)
})

test('beef braised in blended coriander with aji amarillo is seco de res', () => {
  const recipe = first('stewing beef, coriander, aji amarillo, onion, garlic, peas, carrots, rice')
  expectDish(recipe, 'Seco de Res', /stewing beef/i)
  expect(recipe).toMatch(/stir in the peas for the last 5/)
})

test('dried white beans in cumin and tomato are loubia, soaked and boiled hard first', () => {
  const recipe = first('dried white beans, tomatoes, onion, garlic, cumin, paprika, parsley, bread')
  expectDish(recipe, 'Loubia', /white beans/i)
  expect(recipe).toMatch(/soak for 8–12 hours/)
  expect(recipe).toMatch(/boil (?:hard )?for 10 minutes/)
})

test('aubergine and tomato cooked down with cumin and paprika is zaalouk', () => {
  expectDish(
    first('aubergines, tomatoes, garlic, cumin, paprika, coriander, olive oil'),
    'Zaalouk',
    /aubergine/i,
  )
})

test('caldo de pollo without courgette, youvetsi with lamb shanks, warak enab with mince', () => {
  const caldo = first('chicken, potatoes, carrots, corn, coriander, lime, onion')
  expectDish(caldo, 'Caldo de Pollo', /chicken/i)
  expect(caldo).not.toMatch(/courgette/i)
  const youvetsi = first('lamb shanks, tomatoes, onion, garlic, cinnamon, orzo')
  expectDish(youvetsi, 'Youvetsi', /lamb shanks/i)
  expect(youvetsi).toMatch(/shanks go in whole/)
  // Vine leaves rolled round lamb and rice: the Levantine warak enab or the Cypriot koupepia.
  const warak = first('minced lamb, rice, vine leaves, lemon, mint')
  expect(warak).toMatch(/^## (?:Warak Enab|Koupepia)$/m)
  expect(warak).toMatch(/^- Minced lamb/m)
})

test('tuna pasta takes fresh tomatoes, chopped', () => {
  const recipe = first('spaghetti, tinned tuna, tomatoes, capers, olives, garlic')
  expectDish(recipe, 'Pasta al Tonno', /tuna/i)
  expect(recipe).toMatch(/fresh ones chopped/)
})

test('chermoula is read as the green herb marinade, never as harissa', () => {
  const recipe = first(
    'cod, coriander, parsley, garlic, cumin, paprika, lemon, potatoes, tomatoes, chermoula',
  )
  expectDish(recipe, 'Fish Tagine with Chermoula', /cod/i)
  expect(recipe).not.toMatch(/harissa/i)
  expect(recipe).toMatch(/opaque all through/)
})

test('chicken drumsticks with preserved lemon, olives and potatoes are a chicken tagine', () => {
  const recipe = first('chicken drumsticks, preserved lemon, olives, ginger, turmeric, potatoes')
  expectDish(recipe, 'Chicken Tagine', /preserved lemon/i)
  expect(recipe).toMatch(/the potatoes, cut into chunks/)
})

test('a family’s chicken pesto pasta fries raw chicken through; sausage pasta takes fresh tomatoes', () => {
  const pesto = first('penne, chicken breast, pesto, cream, parmesan')
  expectDish(pesto, 'Pesto Pasta', /chicken breast/i)
  expect(pesto).toMatch(/cooked through with no pink \(75 °C\)/)
  expect(pesto).not.toMatch(/shredded/)
  const sausage = first('pork sausages, fennel seeds, tomatoes, rigatoni, cream')
  expectDish(sausage, 'Pasta with Sausage and Tomato', /sausages/i)
  expect(sausage).toMatch(/fresh ones chopped/)
})

test('sausages with brown lentils and tomato are salsicce e lenticchie, the lentils simmered first', () => {
  const recipe = first('italian sausages, brown lentils, tinned tomatoes, onion, garlic, rosemary')
  expectDish(recipe, 'Salsicce e Lenticchie', /sausages/i)
  expect(recipe).toMatch(/simmer for 20 minutes, until nearly tender/)
  expect(recipe).toMatch(/no pink in the middle \(71 °C\)/)
})
