import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first, idea } from '../../../tests/support/first-idea.ts'

// A blind cook's read (issue 18, session 26): twelve lists from Estonia, Asturias, Sicily, Bosnia,
// Aleppo, Fes, Cameroon, Uganda, Bengal, Canton, the Nyonya kitchen and Antioquia. The general
// causes: dishes that marry two stars the library lacked, a count of cinnamon read as ground
// spice, doneness lines and bone-in joints written for every meat at once, and method words with
// no line of their own.

test('dishes that marry two stars are cooked with both', () => {
  expectDish(
    first(
      'dried white beans 500g, clams 1kg, onion, garlic, sweet paprika, white wine, bay leaf, parsley',
    ),
    'Fabes con Almejas',
    /Clams/,
  )
  expectDish(
    first(
      'cauliflower, bucatini, anchovy fillets, sultanas, pine nuts, saffron, onion, breadcrumbs',
    ),
    'Pasta chi Vrocculi Arriminati',
    /Sultanas/,
  )
  expectDish(
    first(
      'ground lamb 500g, frozen sour cherries, pita bread, pine nuts, onion, pomegranate molasses, allspice',
    ),
    'Kebab Karaz',
    /sour cherries/i,
  )
  expectDish(
    first(
      'beef shin 1kg, quinces 3, onions, saffron, ginger, cinnamon stick, honey, sesame seeds, smen',
    ),
    'Beef Tagine with Quince',
    /Quinces/,
  )
  expectDish(
    first('dried black eyed peas, red palm oil, spinach, scotch bonnet, salt'),
    'Koki',
    /Red palm oil/,
  )
})

test('a tagine of beef braises for beef’s time, a lamb one for lamb’s', () => {
  const beef = first('beef shin, quince, onion, honey, cinnamon')
  expect(beef).toMatch(/cook very gently for 2 hours/)
  expect(beef).not.toMatch(/1½ hours/)
  const lamb = first('lamb shoulder, quince, onion, honey, cinnamon')
  expect(lamb).toMatch(/cook very gently for 1½ hours/)
  expect(lamb).not.toMatch(/2 hours,/)
})

test('dried beans for koki are soaked and skinned, never boiled, and never from a tin', () => {
  const koki = first('dried black eyed peas, red palm oil, spinach, scotch bonnet, salt')
  expect(koki).toMatch(/Soak them in cold water for 1–2 hours/)
  expect(koki).toMatch(/steam for 1 hour/)
  expect(koki).not.toMatch(/Drain and rinse them/)
})

test('a counted cinnamon in a pot of whole spices is one stick, and ground cinnamon a spoonful', () => {
  const plain = first('beef shin 1kg, onions, ginger, cinnamon, ghee, garam masala')
  expect(plain).toMatch(/- Cinnamon — ½ tsp\n/)
  expect(plain).not.toMatch(/Fish out/)
  const stick = first('beef shin 1kg, onions, ginger, cinnamon stick, ghee, garam masala')
  expect(stick).toMatch(/- Cinnamon stick — 1\n/)
  expect(stick).not.toMatch(/Cinnamons/)
  expect(stick).toMatch(/Fish out the cinnamon stick/)
  const ground = first('beef shin 1kg, onions, ginger, ground cinnamon, ghee, garam masala')
  expect(ground).toMatch(/- Ground cinnamon — ½ tsp\n/)
  expect(ground).not.toMatch(/Fish out/)
})

test('a shashlik of pork is cooked to pork’s temperature, not given every meat’s', () => {
  const pork = idea('pork shoulder, onion, vinegar, cumin, coriander', /^## Shashlik$/)
  expect(pork).toMatch(/70 °C in the middle, with no pink/)
  expect(pork).not.toMatch(/63 °C|75 °C/)
  const lamb = idea('lamb, onion, vinegar, cumin', /^## Shashlik$/)
  expect(lamb).toMatch(/63 °C in the middle, then rested/)
  expect(lamb).not.toMatch(/70 °C|75 °C/)
})

test('pig trotters simmer whole for hours; belly is cut up and simmered half an hour', () => {
  const trotters = first(
    'dried cargamanto beans 500g, pig trotters, green plantain, tomatoes, cebolla larga, garlic, cumin, carrot',
  )
  expect(trotters).toMatch(/Put the pig trotters in a large pan whole/)
  expect(trotters).not.toMatch(/3 cm pieces/)
  const belly = first('red kidney beans tin, pork belly, green plantain, tomatoes, onion, carrot')
  expect(belly).toMatch(/Cut the pork belly into 3 cm pieces/)
  expect(belly).not.toMatch(/hock|trotter/)
})

test('salted fish that seasons a steamed pork patty is soaked minutes, not a day', () => {
  const recipe = first(
    'minced pork 300g, salted fish, ginger, cornstarch, light soy sauce, spring onion, white pepper',
  )
  expectDish(recipe, 'Steamed Pork Patty with Salted Fish', /Salted fish/)
  expect(recipe).toMatch(/soak it in cold water for 15 minutes/)
  expect(recipe).not.toMatch(/24 hours|a day of soaking|day ahead/)
})

test('lau chingri lists the sugar its method uses and takes the family’s ghee', () => {
  const recipe = first(
    'lau (bottle gourd), frozen small prawns 250g, mustard oil, panch phoron, turmeric, green chillies, sugar, ghee',
  )
  expectDish(recipe, 'Lau Chingri', /Bottle gourd/)
  expect(recipe).toMatch(/- Sugar — a pinch/)
  expect(recipe).toMatch(/Stir in the ghee/)
  expect(recipe).not.toMatch(/Not used: “(sugar|ghee)”/)
})

test('matooke is Uganda’s own spelling, the same word for one or many, with the family’s carrot', () => {
  const recipe = first('matooke 8, beef 500g, tomatoes, onion, green pepper, royco, carrots')
  expectDish(recipe, 'Matoke', /Matooke — 4/)
  expect(recipe).not.toMatch(/Matokes|I read “matooke”/)
  expect(recipe).toMatch(/the carrots?, sliced/)
  expect(recipe).not.toMatch(/Not used: “carrots”/)
})

test('split dals are named as what they are in the note on cooking them soft', () => {
  const recipe = idea('urad dal 1 cup, fenugreek seeds, salt, onion, tomatoes', /Urad Dal/)
  expect(recipe).not.toMatch(/^- Dry split peas are cooked/m)
})

test('mulgikapsad takes the family’s carrot and allspice: berries counted, a jar’s by the spoon', () => {
  const berries = first(
    'sauerkraut 1kg, pork belly, pearl barely, onion, carrot, salt, allspice berries',
  )
  expectDish(berries, 'Mulgikapsad', /Sauerkraut/)
  expect(berries).toMatch(/- Allspice berries — 4\n/)
  expect(berries).not.toMatch(/Allspices|Not used: “(carrot|allspice)/)
  // A plain "allspice" is as often ground: never "berries" to fish out.
  const plain = first('sauerkraut 1kg, pork belly, pearl barely, onion, carrot, salt, allspice')
  expect(plain).toMatch(/- Allspice — ½ tsp\n/)
  expect(plain).not.toMatch(/berries|Fish out/)
})

test('smoked beef keeps its name, and a bean goulash promises caraway only when it has some', () => {
  const recipe = first(
    'dried red kidney beans, smoked beef 300g, onions, carrots, garlic, ground paprika, flour, parsley',
  )
  expect(recipe).toMatch(/- Smoked beef — /)
  expect(recipe).not.toMatch(/caraway/i)
})

test('a stir-fry that soaks dried shiitake promises no speed, and browns the mushrooms', () => {
  const recipe = idea(
    'frozen chicken thighs, potatoes, taucu, shallots, garlic, gula melaka, dark soy sauce, dried shiitake',
    /Stir-Fry$/,
  )
  expect(recipe).not.toMatch(/\bfast\b|\bquick\b|still crisp/i)
  expect(recipe).toMatch(/shiitake and stir-fry for 3–4 minutes, until browned and tender/)
})

test('descriptions promise the rice, egg and dried peppers only when the recipe has them', () => {
  const minchi = first('minced pork 300g, potatoes, soy sauce, onion')
  expect(minchi).toMatch(/^## Minchi$/m)
  expect(minchi).not.toMatch(/rice|egg/i)
  const tavce = idea('butter beans, onion, paprika, garlic', /^## Tavce Gravce$/)
  expect(tavce).not.toMatch(/dried peppers/)
})

test('buttermilk and sweet paprika in the family’s own words are read as what they are', () => {
  // "maślanka" once slipped to malanga, a taro: a milk food lost to a milk allergy's check.
  expect(prepare(['maślanka']).candidates[0]?.entry.id).toBe('buttermilk')
  expect(prepare(['pimentão doce']).candidates[0]?.entry.id).toBe('paprika')
  expect(prepare(['urucum']).candidates[0]?.entry.id).toBe('achiote')
})

test('Maggi cubes make the stock, in the plural', () => {
  const recipe = first('okra, palm oil, smoked fish, beef, onion, maggi cubes, rice')
  expect(recipe).toMatch(/Your maggi cubes make the chicken stock: crumble them/)
})

test('kimchi jjigae takes the family’s tinned mackerel and describes only what it has', () => {
  const recipe = first('sour kimchi, canned mackerel, tofu, onion, gochugaru, green onions, rice')
  expectDish(recipe, 'Kimchi Jjigae', /canned mackerel/)
  expect(recipe).not.toMatch(/pork/)
})

test('vaca atolada takes colorau and cheiro verde, a Minas family’s red and green', () => {
  const recipe = first('beef ribs, mandioca frozen, onion, tomatoes, garlic, cheiro verde, colorau')
  expectDish(recipe, 'Vaca Atolada', /Colorau/)
  expect(recipe).not.toMatch(/Not used: “(colorau|cheiro verde)”/)
})

test('ciorbă de perişoare is soured with the family’s borş, buying no lemon beside it', () => {
  const recipe = first(
    'minced pork 500g, rice, carrots, parsnip, onion, bors, lovage, eggs, sour cream',
  )
  expectDish(recipe, 'Ciorba de Perisoare', /Bors/)
  expect(recipe).not.toMatch(/Lemon|Not used: “bors”/)
  expect(first('minced pork, rice, carrots, onion, dill')).toMatch(/- Lemon — 1 \*\(extra\)\*/)
})

test('saltfish buljol boils its soaked saltfish, as its description says', () => {
  const recipe = idea('salt cod, yuca, onions, tomatoes, avocado, eggs, olive oil', /Buljol/)
  expect(recipe).toMatch(/simmered in fresh water for 10 minutes/)
})
