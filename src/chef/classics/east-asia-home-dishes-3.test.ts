import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Everyday home and regional dishes of the Chinese, Japanese, Korean, Vietnamese, Thai, Malaysian
// and Indonesian kitchens (issue 18, round 3): a list a visitor might type from their own fridge,
// carrying the dish's signature, gets that dish first, with its star used and its safety step.

// ── Chinese ───────────────────────────────────────────────────────────────────────────────────

test('eggs and stock with light soy, Shaoxing and spring onion make Chinese steamed egg, not chawanmushi or gyeran jjim', () => {
  const recipe = first(
    '4 eggs, chicken stock, light soy sauce, shaoxing wine, spring onions, sesame oil',
  )
  expectDish(recipe, 'Chinese Steamed Egg', /eggs/)
  expect(recipe).toMatch(/shaoxing wine/i)
  expect(recipe).not.toMatch(/Not used: “sesame oil/)
  expectDish(
    first('eggs, water, soy sauce, sesame oil, spring onion'),
    'Chinese Steamed Egg',
    /eggs/,
  )
})

test('pork loin and green peppers with soy and cornflour make qing jiao rou si, the pork cooked through', () => {
  const recipe = first(
    '300g pork loin, 2 green peppers, light soy sauce, cornflour, shaoxing wine, garlic',
  )
  expectDish(recipe, 'Pork with Green Peppers', /pork loin/)
  expect(recipe).toMatch(/until no pink remains/)
})

test('eggs and garlic chives make jiu cai chao dan', () => {
  expectDish(
    first('6 eggs, garlic chives, salt, vegetable oil'),
    'Chinese Chives and Eggs',
    /garlic chives/,
  )
})

test('lamb and a heap of spring onions with soy make cong bao yang rou', () => {
  expectDish(
    first(
      'lamb leg steaks 300g, 2 bunches spring onions, soy sauce, garlic, black vinegar, sesame oil',
    ),
    'Lamb with Spring Onions',
    /lamb/,
  )
})

test('prawns, a head of garlic and glass noodles make Cantonese steamed garlic prawns, thawed and cooked pink', () => {
  const recipe = first('frozen prawns, garlic, vermicelli noodles, soy sauce, red chilli')
  expectDish(recipe, 'Steamed Garlic Prawns with Glass Noodles', /prawns/)
  expect(recipe).toMatch(/thaw frozen ones fully first/)
  expect(recipe).toMatch(/pink and opaque right through/)
})

test('brisket braised with tomatoes, ginger, star anise and soy makes fan qie niu nan', () => {
  expectDish(
    first('beef brisket 1kg, 4 tomatoes, ginger, star anise, soy sauce, spring onions'),
    'Tomato Braised Beef Brisket',
    /beef brisket/,
  )
})

test('pork ribs with corn on the cob and carrot make the Cantonese corn and rib soup', () => {
  expectDish(
    first('pork ribs 500g, 2 corn on the cob, carrots, ginger, red dates'),
    'Corn and Pork Rib Soup',
    /corn on the cob/,
  )
})

test('white fish with pickled mustard greens makes suan cai yu, the fish poached cooked through', () => {
  const recipe = first(
    'basa fillets 400g, pickled mustard greens, garlic, ginger, dried chillies, sichuan peppercorns, egg',
  )
  expectDish(recipe, 'Sichuan Fish with Pickled Mustard Greens', /pickled mustard greens/)
  expect(recipe).toMatch(/white and cooked through/)
})

test('Chinese sausage with rice, soy and greens makes claypot rice', () => {
  expectDish(
    first('chinese sausage x2, jasmine rice, soy sauce, spring onions, pak choi, oyster sauce'),
    'Chinese Sausage Claypot Rice',
    /chinese sausage/i,
  )
})

// ── Japanese ──────────────────────────────────────────────────────────────────────────────────

test('burdock (gobo) and carrot with soy, mirin and sesame make kinpira', () => {
  expectDish(first('gobo, carrot, soy sauce, mirin, sesame oil, sesame seeds'), 'Kinpira', /gobo/)
  expectDish(
    first('2 carrots, soy sauce, mirin, sugar, sesame oil, chilli flakes'),
    'Kinpira',
    /carrots/,
  )
})

test('leftover rice with green tea, salmon and nori makes ochazuke, the salmon cooked through', () => {
  const recipe = first('leftover rice, green tea, salmon fillet, nori, sesame seeds')
  expectDish(recipe, 'Ochazuke', /green tea/)
  expect(recipe).toMatch(/cooked through/)
})

test('prawns in panko with cabbage and tartare sauce make ebi fry, the oil no more than a third full', () => {
  const recipe = first('tiger prawns, panko, eggs, flour, cabbage, tartare sauce')
  expectDish(recipe, 'Ebi Fry', /tiger prawn/)
  expect(recipe).toMatch(/no more than a third full/)
})

test('leftover rice, dashi and eggs make zosui, not chawanmushi', () => {
  expectDish(first('leftover rice, dashi, 2 eggs, soy sauce, spring onions'), 'Zosui', /dashi/)
})

test('udon with beef, dashi, soy and mirin makes niku udon, not gyudon', () => {
  expectDish(
    first(
      'udon noodles 2 packs, thinly sliced beef, dashi, soy sauce, mirin, onion, spring onions',
    ),
    'Niku Udon',
    /udon/,
  )
})

// ── Korean ────────────────────────────────────────────────────────────────────────────────────

test('soybean sprouts with sesame oil and garlic make kongnamul muchim, the banchan rather than the soup', () => {
  expectDish(
    first('soybean sprouts 300g, garlic, sesame oil, sesame seeds, spring onion, salt'),
    'Kongnamul Muchim',
    /soybean sprouts/,
  )
})

test('Korean radish with gochugaru and vinegar makes musaengchae', () => {
  expectDish(
    first('korean radish, gochugaru, rice vinegar, garlic, fish sauce, sugar'),
    'Musaengchae',
    /korean radish/,
  )
})

test('potatoes with spring onion, green chilli and a soy-vinegar dip make gamja jeon', () => {
  expectDish(
    first('3 potatoes, spring onion, green chilli, soy sauce, rice vinegar'),
    'Gamja Jeon',
    /potatoes/,
  )
})

test('a bunch of garlic chives in a flour batter with a soy-vinegar dip makes buchu jeon, not pajeon', () => {
  expectDish(
    first('garlic chives 1 bunch, plain flour, soy sauce, rice vinegar, squid'),
    'Buchu Jeon',
    /garlic chives/,
  )
})

// ── Vietnamese ────────────────────────────────────────────────────────────────────────────────

test('pork belly, shallots and fish sauce make thit rang chay canh', () => {
  expectDish(
    first('pork belly 400g, shallots, fish sauce, sugar, black pepper, spring onions'),
    'Thit Rang Chay Canh',
    /pork belly/,
  )
})

test('bitter melon stuffed with pork mince in fish sauce broth makes canh kho qua nhoi thit, cooked right through', () => {
  const recipe = first(
    'bitter melon 2, pork mince, fish sauce, shallots, spring onions, glass noodles',
  )
  expectDish(recipe, 'Canh Kho Qua Nhoi Thit', /bitter melon/)
  expect(recipe).toMatch(/filling cooked right through/)
})

test('squid with pineapple and fish sauce makes muc xao thom, the squid thawed and cooked briefly', () => {
  const recipe = first('squid 300g, pineapple, tomatoes, onion, fish sauce, garlic, celery')
  expectDish(recipe, 'Muc Xao Thom', /squid/)
  expect(recipe).toMatch(/thaw frozen squid fully first/)
})

// ── Thai ──────────────────────────────────────────────────────────────────────────────────────

test('pork mince, red curry paste and long beans without coconut milk make pad prik gaeng', () => {
  expectDish(
    first('pork mince, red curry paste, long beans, fish sauce, palm sugar, kaffir lime leaves'),
    'Pad Prik Gaeng',
    /red curry paste/,
  )
})

test('cucumber pounded with lime, fish sauce and chilli makes tam taeng', () => {
  expectDish(
    first("cucumber, limes, fish sauce, bird's eye chillies, garlic, cherry tomatoes, peanuts"),
    'Tam Taeng',
    /cucumber/,
  )
})

test('pork hock braised with soy, star anise and eggs makes khao kha moo, the five spice used too', () => {
  const recipe = first(
    'pork hock, soy sauce, star anise, five spice, eggs, garlic, palm sugar, pickled mustard greens',
  )
  expectDish(recipe, 'Khao Kha Moo', /pork hock/)
  expect(recipe).not.toMatch(/Not used: “five spice/)
})

test('red curry paste with beans, aubergine and basil and no coconut milk makes gaeng pa', () => {
  expectDish(
    first('pork, red curry paste, long beans, aubergine, thai basil, fish sauce, bamboo shoots'),
    'Gaeng Pa',
    /red curry paste/,
  )
})

// ── Malaysian ─────────────────────────────────────────────────────────────────────────────────

test('chicken with turmeric, lemongrass and curry leaves makes ayam goreng berempah, fried to 75 °C at the bone', () => {
  const recipe = first(
    'chicken drumsticks, turmeric, lemongrass, shallots, garlic, ginger, curry leaves',
  )
  expectDish(recipe, 'Ayam Goreng Berempah', /chicken drumsticks/)
  expect(recipe).toMatch(/75 °C at the bone/)
})

test('leftover rice with ikan bilis and kangkung makes nasi goreng kampung, the rice hot right through', () => {
  const recipe = first('leftover rice, ikan bilis, kangkung, shallots, garlic, red chillies, egg')
  expectDish(recipe, 'Nasi Goreng Kampung', /ikan bilis/)
  expect(recipe).toMatch(/steaming hot right through/)
})

test('mackerel rubbed with turmeric and salt makes ikan goreng kunyit', () => {
  expectDish(
    first('2 mackerel, turmeric, salt, chilli powder, lime'),
    'Ikan Goreng Kunyit',
    /mackerel/,
  )
})

test('sweet potato and taro in coconut milk with pandan make bubur cha cha', () => {
  expectDish(
    first('sweet potato, taro, coconut milk, pandan leaves, sugar, sago'),
    'Bubur Chacha',
    /taro/,
  )
})

test('chicken with curry powder, coconut milk and potatoes makes kari ayam, cooked to 75 °C at the bone', () => {
  const recipe = first(
    'chicken drumsticks, meat curry powder, coconut milk, potatoes, shallots, garlic, star anise, cinnamon, curry leaves',
  )
  expectDish(recipe, 'Kari Ayam', /meat curry powder/)
  expect(recipe).toMatch(/75 °C at the bone/)
})

test('eggs in kecap manis with onion make telur masak kicap', () => {
  expectDish(
    first('eggs, kecap manis, onion, garlic, chilli, rice'),
    'Telur Masak Kicap',
    /kecap manis/,
  )
})

// ── Indonesian ────────────────────────────────────────────────────────────────────────────────

test('eggs with red chillies, shallots and tomato make telur balado', () => {
  expectDish(
    first('6 eggs, red chillies, shallots, garlic, tomatoes, lime'),
    'Telur Balado',
    /red chillies/,
  )
})

test('tamarind with chayote, long beans, corn and peanuts makes sayur asem', () => {
  expectDish(
    first('tamarind, chayote, long beans, sweetcorn, peanuts, shallots, garlic, palm sugar'),
    'Sayur Asem',
    /chayote/,
  )
})

test('tempeh soaked in garlic and coriander and fried makes tempe goreng, not tempe manis', () => {
  expectDish(first('tempeh 200g, garlic, ground coriander, salt, oil'), 'Tempe Goreng', /tempeh/)
})

test('potatoes with fried shallots, nutmeg and egg make perkedel kentang', () => {
  expectDish(
    first('potatoes, shallots, nutmeg, eggs, spring onions, celery'),
    'Perkedel Kentang',
    /potatoes/,
  )
})

test('carrots, cabbage and nutmeg in a chicken broth make sayur sop, the chicken cooked through', () => {
  const recipe = first(
    'chicken wings, carrots, potatoes, cabbage, green beans, garlic, shallots, nutmeg, celery',
  )
  expectDish(recipe, 'Sayur Sop', /nutmeg/)
  expect(recipe).toMatch(/until the chicken is cooked through/)
})

test('shredded cabbage, carrot and bean sprouts in a garlic batter make bakwan sayur', () => {
  expectDish(
    first('cabbage, carrot, bean sprouts, plain flour, garlic, spring onion, ground coriander'),
    'Bakwan Sayur',
    /bean sprouts/,
  )
})
