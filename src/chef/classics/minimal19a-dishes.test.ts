import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Lists typed the way families of South, Southeast and East Asia and the Pacific type them (issue 18,
// session 19a): only the four or five things they bought, never the spice jar, the soy or the
// garnish they take for granted, in the form they buy. The words the chef did not read, the
// essentials it asked for that a home cook leaves out, and the dishes it did not have.

test('hilsa (ilish) and "chiken" are read: shorshe maach, chicken adobo', () => {
  expectDish(first('ilish, mustard seeds, mustard oil, turmeric'), 'Shorshe Ilish', /ilish/i)
  expectDish(first('chiken, soy sauce, vinegar, garlic, bay leaves'), 'Chicken Adobo', /chiken/i)
})

test('sushi grade tuna and ahi are fresh tuna for poke, never tinned tuna', () => {
  const recipe = first('ahi tuna, shoyu, sesame oil, spring onions')
  expectDish(recipe, 'Poke', /ahi tuna/i)
  expect(recipe).toMatch(/bought to eat raw|sold to eat raw/)
  expect(first('sushi grade tuna, soy sauce, sesame oil, spring onion, rice')).toMatch(/^## Poke$/m)
})

test('samosa pastry is the thin spring roll sheet, folded into vegetable samosas', () => {
  const recipe = first('samosa pastry, potatoes, peas, garam masala')
  expectDish(recipe, 'Vegetable Samosas', /samosa pastry/i)
  expect(recipe).not.toMatch(/shortcrust/i)
  expect(recipe).toMatch(/leave to cool completely/)
  expectDish(first('filo pastry, potatoes, peas, garam masala'), 'Vegetable Samosas', /filo/i)
})

test('egg curry and lemon rice fit without the garam masala or turmeric jar on the list', () => {
  expectDish(
    first('boiled eggs, onions, tomatoes, ginger garlic paste, chilli powder'),
    'Egg Curry',
    /boiled eggs/i,
  )
  expectDish(first('leftover rice, lemon, peanuts, curry leaves'), 'Lemon Rice', /leftover rice/i)
})

test('khaman dhokla is gram flour and Eno, with or without yogurt', () => {
  const recipe = first('gram flour, eno, mustard seeds, sugar, lemon')
  expectDish(recipe, 'Khaman Dhokla', /gram flour/i)
  expect(recipe).not.toMatch(/yogurt|yoghurt/i)
})

test('butter chicken uses the tomato puree a family adds', () => {
  const recipe = first('chicken thighs, butter, double cream, tomato puree, garam masala')
  expectDish(recipe, 'Butter Chicken', /tomato puree/i)
})

test('avial takes a bag of mixed vegetables without buying carrots beside it', () => {
  const recipe = first('frozen mixed vegetables, coconut, yogurt, curry leaves, green chilli')
  expectDish(recipe, 'Avial', /mixed vegetables/i)
  expect(recipe).not.toMatch(/Carrots? — .*\*\(extra\)\*/)
})

test('nasi goreng fits without fresh chilli or an egg; satay takes kecap manis for its soy', () => {
  expectDish(first('cooked rice, kecap manis, prawns, shallots, garlic'), 'Nasi Goreng', /kecap/i)
  const satay = first('chicken breast, peanut butter, kecap manis, coconut milk')
  expectDish(satay, 'Chicken Satay', /kecap manis/i)
  expect(satay).not.toMatch(/Soy sauce — .*\*\(extra\)\*/)
})

test('gado-gado takes a bought peanut sauce', () => {
  const recipe = first('satay sauce, beansprouts, cabbage, boiled eggs, potatoes')
  expectDish(recipe, 'Gado-Gado', /satay sauce/i)
  expect(recipe).not.toMatch(/pound or blend the satay sauce/i)
})

test('soto ayam fits without lemongrass', () => {
  const recipe = first('chicken thighs, turmeric, glass noodles, beansprouts, boiled eggs')
  expectDish(recipe, 'Soto Ayam', /glass noodles/i)
})

test('three cup chicken and the beef noodle soup fit without the soy every kitchen has', () => {
  expectDish(
    first('chicken thighs, sesame oil, shaoxing wine, basil, garlic'),
    'Three Cup Chicken',
    /sesame oil/i,
  )
  expectDish(
    first('beef shin, doubanjiang, star anise, noodles, pak choi'),
    'Taiwanese Beef Noodle Soup',
    /star anise/i,
  )
})

test('chicken karahi does not buy its coriander garnish', () => {
  const recipe = first(
    'chicken on the bone, tomatoes, ginger, garlic, green chillies, black pepper',
  )
  expectDish(recipe, 'Chicken Karahi', /tomatoes/i)
  expect(recipe).not.toMatch(/Coriander — .*\*\(extra\)\*/)
})

test('beef bhuna is slow-cooked, then fried down; lamb takes its own title and time', () => {
  const beef = first('stewing beef, onions, garlic, ginger, bay leaves, cardamom')
  expectDish(beef, 'Beef Bhuna', /stewing beef/i)
  expect(beef).toMatch(/1 hour 30 minutes–2 hours/)
  expect(beef).toMatch(/the oil separates/)
  const lamb = first('diced lamb, onions, ginger garlic paste, garam masala, tomatoes')
  expectDish(lamb, 'Lamb Bhuna', /diced lamb/i)
  expect(lamb).toMatch(/1 hour–1 hour 30 minutes/)
})

test('momos are made from a flour dough and steamed until the mince is cooked through', () => {
  const recipe = first('chicken mince, plain flour, onion, coriander, ginger')
  expectDish(recipe, 'Nepali Momos', /chicken mince/i)
  expect(recipe).toMatch(/firm, smooth dough/)
  expect(recipe).toMatch(/75 °C in the middle/)
})

test('aloo tikki is potato, chaat masala and a shallow fry', () => {
  const recipe = first('potatoes, chaat masala, green chilli, coriander, tamarind')
  expectDish(recipe, 'Aloo Tikki', /chaat masala/i)
  expect(recipe).toMatch(/deep golden and crisp/)
})

test('seekh kebabs from lamb or beef mince, grilled through', () => {
  const lamb = first('lamb mince, onion, ginger garlic paste, garam masala, coriander, mint')
  expectDish(lamb, 'Seekh Kebabs', /lamb mince/i)
  expect(lamb).toMatch(/no pink \(75 °C in the middle\)/)
  expectDish(
    first('beef mince, onion, green chilli, garam masala, coriander'),
    'Seekh Kebabs',
    /beef mince/i,
  )
})

test('Bengali home dishes: aloo bhorta, and chingri malai curry with its frozen prawns thawed', () => {
  const recipe = first('potatoes, mustard oil, red onion, green chillies')
  expectDish(recipe, 'Aloo Bhorta', /mustard oil/i)
  expectDish(
    first('king prawns, coconut milk, onion, ginger, turmeric'),
    'Chingri Malai Curry',
    /prawn/i,
  )
  const frozen = first('frozen prawns, coconut milk, mustard oil, green chillies, sugar')
  expectDish(frozen, 'Chingri Malai Curry', /prawn/i)
  expect(frozen).toMatch(/thaw|defrost/i)
})

test('noodles, meat and timur make thukpa, the meat simmered for its own time', () => {
  const lamb = first('egg noodles, lamb, onion, garlic, ginger, spinach, timur')
  expectDish(lamb, 'Thukpa', /lamb/i)
  expect(lamb).toMatch(/for 40 minutes, covered, until the lamb is tender/)
  const chicken = first('egg noodles, chicken, timur, tomatoes, onion, garlic, ginger')
  expectDish(chicken, 'Thukpa', /chicken/i)
  expect(chicken).toMatch(/until the chicken is cooked through/)
})

test('pickled tea leaves are laphet, and make lahpet thoke', () => {
  const recipe = first('laphet, cabbage, tomatoes, peanuts')
  expectDish(recipe, 'Lahpet Thoke', /laphet/i)
  expect(recipe).toMatch(/peanut allergy/)
})

test('raw fish in lime and coconut cream is ota ika, with the raw-fish warning', () => {
  const recipe = first('white fish, limes, coconut cream, cucumber')
  // Fiji's kokoda is the same dish of the same islands: either is the cook's answer.
  expectDish(recipe, '(?:Ota Ika|Kokoda)', /white fish/i)
  expect(recipe).toMatch(/does not make it safe the way heat does/)
  expectDish(
    first('snapper, lemon, coconut milk, tomato, red onion'),
    '(?:Ota Ika|Kokoda)',
    /snapper/i,
  )
})

test('sapasui is glass noodles and meat in soy; a rice-noodle beef stir-fry is not sapasui', () => {
  const recipe = first('glass noodles, beef, soy sauce, onion, ginger')
  expectDish(recipe, 'Sapasui', /glass noodles/i)
  expect(recipe).toMatch(/until the beef is tender and cooked through/)
  expect(recipe).not.toMatch(/beef or beef/)
  expect(
    first('beef sirloin, garlic, onion, tomatoes, fish sauce, fresh rice noodles, pak choi'),
  ).not.toMatch(/^## Sapasui$/m)
})

test('poke rice is rinsed and simmered in a step of its own', () => {
  const recipe = first('salmon, soy sauce, sesame oil, spring onion, avocado, sushi rice')
  expectDish(recipe, 'Poke', /salmon/i)
  expect(recipe).toMatch(/Rinse the sushi rice until the water runs clear/)
  expect(recipe).toMatch(/simmer, covered, for 12–15 minutes/)
})

test('chicken and a lot of onions with no tomato is chicken dopiaza; with tomatoes, a chicken curry', () => {
  const recipe = first('chicken thighs, onions, garam masala, ginger garlic paste')
  expectDish(recipe, 'Chicken Dopiaza', /chicken thighs/i)
  expect(recipe).toMatch(/fried onion petals/)
  expect(first('chicken, onions, tomatoes, garam masala')).not.toMatch(/^## Chicken Dopiaza$/m)
})

test('basmati rice, chicken and whole spices make yakhni pulao, the rice cooked in the broth', () => {
  const recipe = first('basmati rice, chicken, whole spices, onions, yoghurt')
  expectDish(recipe, 'Chicken Yakhni Pulao', /basmati rice/i)
  expect(recipe).not.toMatch(/Not used: “whole spices/)
  expect(recipe).toMatch(/rinse the basmati rice in several changes of water/)
  expect(recipe).toMatch(/cooked through \(75 °C, no pink at the bone\)/)
})

test('mango pulp and yogurt are mango lassi; tea, milk and spices are masala chai', () => {
  expectDish(first('mango pulp, yoghurt, milk, sugar'), 'Mango Lassi', /mango/i)
  expectDish(first('tea bags, milk, cardamom, ginger, sugar'), 'Masala Chai', /tea bags/i)
  expect(first('tea bags, milk, sugar')).not.toMatch(/^## Masala Chai$/m)
})

test('milk powder, ghee, cardamom and sugar are gulab jamun, fried slowly', () => {
  const recipe = first('milk powder, ghee, cardamom, sugar, rose water')
  expectDish(recipe, 'Gulab Jamun', /milk powder/i)
  expect(recipe).toMatch(/about 140 °C/)
})

test('vermicelli (seviyan), milk and dates are sheer khurma', () => {
  expectDish(first('vermicelli, milk, dates, sugar, pistachios'), 'Sheer Khurma', /pistachios/i)
  expectDish(first('seviyan, full fat milk, dates, almonds'), 'Sheer Khurma', /seviyan/i)
})

test('Sri Lankan seeni sambol, and kiri hodi never boiled hard', () => {
  expectDish(first('onions, chilli flakes, sugar, maldive fish'), 'Seeni Sambol', /maldive fish/i)
  const recipe = first('coconut milk, red onion, green chilli, curry leaves, turmeric')
  expectDish(recipe, 'Kiri Hodi', /curry leaves/i)
  expect(recipe).toMatch(/do not let it boil hard/)
})

test('eggs, beansprouts and spring onions are egg foo young; the gravy only with stock', () => {
  const plain = first('eggs, beansprouts, spring onions, soy sauce')
  expectDish(plain, 'Egg Foo Young', /beansprouts/i)
  expect(plain).not.toMatch(/gravy poured over/)
  const gravy = first('eggs, beansprouts, char siu, spring onions, chicken stock, cornflour')
  expectDish(gravy, 'Egg Foo Young', /char siu/i)
  expect(gravy).toMatch(/with the gravy poured over/)
})

test('taro-leaf parcels bake right through: lu sipi (mutton flaps read as lamb) and palusami', () => {
  const recipe = first('mutton flaps, taro leaves, coconut cream, onion')
  expectDish(recipe, 'Lu Sipi', /mutton flaps/i)
  expect(recipe).toMatch(/Bake for 2 hours, until the meat is completely tender/)
  expect(recipe).toMatch(/must cook right through/)
  const palusami = first('taro leaves, coconut cream, onion, corned beef')
  // With corned beef the Tongan name is lu pulu; palusami is the same parcel in Samoa.
  expectDish(palusami, '(?:Palusami|Lu Pulu)', /taro leaves/i)
  expect(palusami).toMatch(/Bake (?:the parcels in a dish )?for 1(?:¼)? hour/)
  expect(palusami).toMatch(
    /must (?:cook right through|be cooked until completely soft|cook until completely soft)/,
  )
})

test("haupia sets coconut milk with cornflour; bananas with sago are suafa'i, without it kluay buat chi", () => {
  const recipe = first('coconut milk, cornflour, sugar')
  expectDish(recipe, 'Haupia', /cornflour/i)
  expect(recipe).toMatch(/chill for at least 2 hours/)
  expectDish(first('ripe bananas, coconut cream, sago'), "Suafa'i", /sago/i)
  expect(first('bananas, coconut milk, sugar')).not.toMatch(/^## Suafa'i$/m)
})

test('puff pastry, potatoes and curry powder are curry puffs, the chicken cooked through', () => {
  const recipe = first('puff pastry, potatoes, curry powder, chicken mince, onion')
  expectDish(recipe, 'Curry Puffs', /puff pastry/i)
  expect(recipe).toMatch(/until cooked through with no pink/)
  expect(recipe).toMatch(/Leave to cool completely/)
})

test('seafood, noodles and chilli flakes are jjamppong; frozen seafood is thawed, shut shells thrown away', () => {
  const recipe = first('frozen seafood mix, ramen noodles, gochugaru, cabbage')
  expectDish(recipe, 'Jjamppong', /seafood mix/i)
  expect(recipe).toMatch(/Thaw the frozen seafood mix/)
  expect(recipe).toMatch(/throw away any that stay shut/)
})

test('king prawns and glass noodles with ginger, garlic and oyster sauce are goong ob woon sen', () => {
  const recipe = first(
    'frozen king prawns 500g, glass noodles 100g, ginger, garlic, coriander root, white peppercorns, oyster sauce, pork belly slices',
  )
  expectDish(recipe, 'Goong Ob Woon Sen', /king prawn/i)
  expect(recipe).toMatch(/Thaw the frozen king prawn/)
  expect(recipe).toMatch(/the pork belly underneath is sizzling and cooked through/)
})

test('chicken with five spice, basil and sweet potato starch is Taiwanese popcorn chicken, fried twice', () => {
  const recipe = first('chicken thighs, five spice, thai basil, sweet potato starch, garlic')
  expectDish(recipe, 'Taiwanese Popcorn Chicken', /sweet potato starch/i)
  expect(recipe).toMatch(/cooked through \(75 °C, no pink\)/)
  expect(first('chicken thigh, soy sauce, ginger, potato starch')).toMatch(/^## Chicken Karaage$/m)
})
