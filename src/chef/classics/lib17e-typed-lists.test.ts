import { expect, test } from 'vitest'
import { expectDish, firstIdea as first, idea } from '../../../tests/support/first-idea.ts'

// Lists typed for the library's Eastern European, Indian, Levantine, North African, Persian and
// Turkish dishes by cooks who saw only the titles (issue 18, seventeenth session, group E): each
// general cause fixed, a word the lexicon did not read, a place too narrow for what that kitchen's
// cooks use, an essential a cook leaves off the list, shown by one typed list whose first idea is
// now the dish, its star used and its key step right.

// --- Home names the lexicon did not read

test('kousa is the Lebanese courgette: kousa, rice and lamb mince make kousa mahshi', () => {
  const recipe = first('8 kousa, rice, lamb mince, tomato paste, dried mint, garlic')
  expectDish(recipe, 'Kousa Mahshi', /kousa/i)
  expect(recipe).toMatch(/hollow each out/)
  expect(recipe).toMatch(/no pink in the meat/)
})

test('kingfish steaks are fish, not beef: with coconut milk and kudampuli they make Kerala fish curry', () => {
  const recipe = first(
    'kingfish steaks, coconut milk, kudampuli, shallots, curry leaves, ginger, green chillies, coconut oil',
  )
  expectDish(recipe, 'Kerala Fish Curry', /kingfish/i)
  expect(recipe).toMatch(/add the kudampuli and a pinch of salt/)
  expect(recipe).toMatch(/Add the curry leaves and let them crackle/)
  expect(recipe).toMatch(/until the fish flakes easily and is opaque all through/)
  expect(recipe).not.toMatch(/Not used/)
})

test('a Bengali cook’s chicken curry cut is chicken: murgir jhol, the turmeric fried with the meat', () => {
  const recipe = first(
    'chicken curry cut, potatoes, onions, mustard oil, ginger garlic paste, turmeric, tomato',
  )
  expectDish(recipe, 'Murgir Jhol', /chicken curry cut/i)
  expect(recipe).toMatch(/Add the chicken with the turmeric and fry/)
  expect(recipe).toMatch(/no pink at the bone \(75 °C\)/)
})

test('posto is poppy seeds, not pesto: potatoes and posto make aloo posto, the seeds soaked and ground', () => {
  const recipe = first('potatoes, posto, mustard oil, green chillies, kalonji')
  expectDish(recipe, 'Aloo Posto', /posto/i)
  expect(recipe).toMatch(/Soak the posto in 4 tbsp of the water/)
  expect(recipe).not.toMatch(/pesto/i)
})

test('a tub of tahini sauce is tahini: fried cauliflower with it is arnabeet mekleh', () => {
  const recipe = first('1 cauliflower, tahini sauce, lemon, parsley, pitta')
  expectDish(recipe, 'Arnabeet Mekleh', /tahini sauce/i)
  expect(recipe).toMatch(/Never fill the pan more than a third with oil/)
})

test('dried yellow peas are split peas: with sauerkraut and bacon they make kapusta z grochem, soaked and simmered soft', () => {
  const recipe = first('sauerkraut, dried yellow peas, onion, bacon, marjoram')
  expectDish(recipe, 'Kapusta z Grochem', /dried yellow peas/i)
  expect(recipe).toMatch(/soak them in plenty of cold water for at least 4 hours/)
  expect(recipe).toMatch(/until soft enough to crush between your fingers/)
})

test('Maldive fish goes into pol sambol, pounded and crushed in with the chilli', () => {
  const recipe = first('grated coconut, red onion, chilli flakes, maldive fish, lime')
  expectDish(recipe, 'Pol Sambol', /maldive fish/i)
  expect(recipe).toMatch(/Pound the maldive fish to a powder/)
  expect(recipe).toMatch(
    /crush the onion with the chilli flakes, the pounded maldive fish and the salt/,
  )
})

test('tikka masala powder and kasuri methi go into paneer tikka’s marinade', () => {
  const recipe = first('paneer, hung curd, tikka masala, peppers, red onion, lemon, kasuri methi')
  expectDish(recipe, 'Paneer Tikka', /paneer/i)
  expect(recipe).toMatch(/the kasuri methi, crushed between your palms/)
  expect(recipe).toMatch(/Mix the hung curd with the tikka masala/)
  expect(recipe).not.toMatch(/Not used/)
})

test('a bag of frozen manti is boiled from frozen under garlic yoghurt and chilli butter, piping hot inside', () => {
  const recipe = first('frozen manti, yoghurt, garlic, butter, pul biber, dried mint')
  expectDish(recipe, 'Manti with Garlic Yoghurt and Chilli Butter', /frozen manti/i)
  expect(recipe).toMatch(/the filling is piping hot right through/)
  expect(recipe).toMatch(/stir in the pul biber/)
  expect(recipe).not.toMatch(/Not used/)
})

// --- Places a kitchen's cooks fill with something the dish did not take

test('mutton makes dal gosht, the chana dal soaked while the meat cooks and simmered once', () => {
  const recipe = first(
    'mutton, chana dal, onions, tomatoes, ginger garlic paste, garam masala, turmeric',
  )
  expectDish(recipe, 'Dal Gosht', /mutton/i)
  expect(recipe).toMatch(/leave it to soak in cold water while the meat cooks/)
  expect(recipe).toMatch(/simmer for 40–50 minutes more/)
  expect(recipe).not.toMatch(/simmer for 45–60 minutes/)
})

test('mutton makes plov, simmered longer than lamb before the rice goes on', () => {
  const recipe = first('mutton, basmati rice, carrots, onions, garlic, cumin seeds')
  expectDish(recipe, 'Plov', /mutton/i)
  expect(recipe).toMatch(/for 40 minutes \(mutton or goat: 1 hour\)/)
})

test('lamb shanks make mrouzia, braised whole', () => {
  const recipe = first(
    'lamb shanks, raisins, honey, ras el hanout, almonds, butter, onion, cinnamon',
  )
  expectDish(recipe, 'Mrouzia', /lamb shanks/i)
  expect(recipe).toMatch(/cut boneless meat into large chunks \(shanks go in whole\)/)
  expect(recipe).toMatch(/for 1¾–2 hours/)
})

test('lamb with dried apricots is the apricot tagine: mrouzia keeps to its raisins', () => {
  const recipe = first(
    'lamb shoulder, dried apricots, onion, ras el hanout, cinnamon, honey, almonds, couscous',
  )
  expectDish(recipe, 'Lamb Tagine with Apricots', /dried apricots/i)
  expect(recipe).toMatch(/cook very gently for 1½ hours/)
})

test('lamb with prunes is the prune tagine', () => {
  const recipe = first('lamb, prunes, onions, cinnamon stick, honey, sesame seeds, toasted almonds')
  expectDish(recipe, 'Lamb Tagine with Prunes', /prunes/i)
})

test('cooked rice makes thengai sadam, heated through in the tempering and never boiled again', () => {
  const recipe = first(
    'cooked rice, fresh grated coconut, urad dal, chana dal, curry leaves, cashews, dried red chillies, coconut oil',
  )
  expectDish(recipe, 'Thengai Sadam', /cooked rice/i)
  expect(recipe).toMatch(/Add the urad dal and chana dal and fry until golden/)
  expect(recipe).toMatch(
    /Tip in the cooked rice .* until every grain is coated and the rice is piping hot/,
  )
  expect(recipe).not.toMatch(/simmer it in plenty of boiling salted water/)
  expect(recipe).not.toMatch(/on the side or scattered over the top/)
})

test('kokum and tamarind both sour a Goan prawn curry, with the tomato fried in', () => {
  const recipe = first(
    'king prawns, coconut milk, kokum, onion, tomatoes, kashmiri chillies, turmeric, tamarind',
  )
  expectDish(recipe, 'Goan Prawn Curry', /prawn/i)
  expect(recipe).toMatch(/the kokum and tamarind/)
  expect(recipe).toMatch(/Add the tomato, chopped, and cook for 3–4 minutes/)
  expect(recipe).toMatch(/pink and opaque right through/)
})

test('chemmeen curry is made with the coconut milk a Kerala cook has, soured with kudampuli', () => {
  const recipe = first(
    'prawns, coconut milk, kudampuli, shallots, curry leaves, kashmiri chilli, coconut oil',
  )
  expectDish(recipe, 'Chemmeen Curry', /coconut milk/i)
  expect(recipe).toMatch(/Blend the coconut milk with one of the shallots and the kashmiri chilli/)
  expect(recipe).toMatch(/Add the kudampuli with its soaking water/)
  expect(recipe).not.toMatch(/Not used/)
})

test('vegetable biryani takes four vegetables, potatoes among them', () => {
  const recipe = first(
    'basmati, carrots, green beans, potatoes, cauliflower, onions, yogurt, biryani masala, mint',
  )
  expectDish(recipe, 'Vegetable Biryani', /potatoes/i)
  expect(recipe).toMatch(/Potatoes — \d/)
  expect(recipe).not.toMatch(/Not used/)
})

test('parsley root and marjoram go into barszcz, the roots simmered before the beetroot', () => {
  const recipe = first('beetroots, carrot, parsley root, celeriac, garlic, marjoram, lemon')
  expectDish(recipe, 'Barszcz Czerwony', /beetroot/i)
  expect(recipe).toMatch(/the carrots?, parsley root and celeriac/)
  expect(recipe).toMatch(/Put the roots and the marjoram in a pan/)
})

test('zelenyi borshch takes the chicken a Ukrainian cook makes it on, cooked through first', () => {
  const recipe = first('sorrel, potatoes, eggs, carrot, onion, dill, sour cream, chicken')
  expectDish(recipe, 'Zelenyi Borshch', /sorrel/i)
  expect(recipe).toMatch(/Add the chicken \(boneless in bite-sized pieces, on the bone whole\)/)
  expect(recipe).toMatch(/until cooked through; pull the meat off any bones/)
})

test('warak enab cooks over the lamb chops that line the pan', () => {
  const recipe = first(
    'jar of vine leaves, short grain rice, tomatoes, parsley, mint, lemon, olive oil, lamb chops',
  )
  expectDish(recipe, 'Warak Enab', /lamb chops/i)
  expect(recipe).toMatch(/Brown the lamb chops .* lay over the bottom of the pan/)
  expect(recipe).toMatch(/the lamb chops cooked through and tender/)
})

test('without meat, warak enab says nothing of it', () => {
  const recipe = idea('vine leaves, rice, tomatoes, parsley, lemon, olive oil, mint', /Warak Enab/)
  expect(recipe).not.toMatch(/meat/)
})

test('zeytinyagli ispanak takes the carrot Turkish cooks dice into it, the tomato paste bought', () => {
  const recipe = first('spinach, onion, rice, carrot, lemon, olive oil')
  expectDish(recipe, 'Zeytinyagli Ispanak', /spinach/i)
  expect(recipe).toMatch(/with the carrot, diced small/)
  expect(recipe).toMatch(/Tomato puree — .*\(extra\)/)
})

test('flour, yeast and zaatar with a pinch of sugar make manakish, not bread rolls', () => {
  const recipe = first('flour, yeast, zaatar, olive oil, sugar')
  expectDish(recipe, 'Homemade Manakish', /zaatar/i)
  expect(recipe).toMatch(/Mix the flour, the yeast, the sugar and the salt/)
})

test('raw potatoes make kopytka, boiled and mashed first', () => {
  const recipe = idea('potatoes, flour, egg, butter, onion, bacon', /Kopytka/)
  expect(recipe).toMatch(/boil in salted water for 20 minutes, until tender; drain, mash smooth/)
})

// --- Essentials a cook leaves off the list

test('fried aubergines without garlic on the list are still patlican kizartmasi, the garlic bought and the tomato sauce used', () => {
  const recipe = first('aubergines, green peppers, garlic yoghurt, tomato sauce, sunflower oil')
  expectDish(recipe, 'Patlican Kizartmasi', /aubergines/i)
  expect(recipe).toMatch(/Garlic — .*\(extra\)/)
  expect(recipe).toMatch(/Tomato sauce — 250 g/)
  expect(recipe).not.toMatch(/Not used/)
})

test('split peas and sausages without paprika make sargaborso fozelek, the paprika bought', () => {
  const recipe = first('split yellow peas, onion, flour, garlic, sour cream, sausages')
  expectDish(recipe, 'Sargaborso Fozelek', /split yellow peas/i)
  expect(recipe).toMatch(/Paprika — .*\(extra\)/)
  expect(recipe).toMatch(/simmer, partly covered, for 45–60 minutes/)
})

test('racuchy rise with the yeast a Polish cook uses, the batter rested before frying', () => {
  const recipe = first('flour, milk, dry yeast, egg, 3 apples, sugar, icing sugar')
  expectDish(recipe, 'Racuchy z Jablkami', /yeast/i)
  expect(recipe).toMatch(/rests, covered, somewhere warm for 45 minutes/)
  expect(recipe).not.toMatch(/Baking powder/)
})

test('zupa pomidorowa takes both the tomato paste and the passata a cook has, the passata by the ladle', () => {
  const recipe = first('leftover chicken broth, passata, tomato paste, single cream, rice')
  expectDish(recipe, 'Zupa Pomidorowa', /passata/i)
  expect(recipe).toMatch(/whisk in the tomato paste and the passata/)
  expect(recipe).toMatch(/Passata — 250 ml/)
})

test('kapusta z grochem fries its onion in the bacon’s fat, buying no lard', () => {
  const recipe = first('sauerkraut, dried yellow peas, onion, bacon, marjoram')
  expect(recipe).toMatch(/leaving its fat in the pan/)
  expect(recipe).not.toMatch(/Lard/)
})

test('arnabeet mekleh fries the courgette a Lebanese cook puts beside the cauliflower, dusted with chilli', () => {
  const recipe = first(
    'cauliflower 1 head, tahini, lemons 2, parsley, pita bread, corgettes, chilli flakes',
  )
  expectDish(recipe, 'Arnabeet Mekleh', /courgettes/i)
  expect(recipe).toMatch(/Fry the courgettes, in 1 cm slices, the same way for 3–4 minutes/)
  expect(recipe).toMatch(/dust with the chilli flakes/)
  expect(recipe).not.toMatch(/Not used/)
})
