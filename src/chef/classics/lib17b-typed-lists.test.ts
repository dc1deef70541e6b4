import { expect, test } from 'vitest'
import { expectDish, firstIdea as first, ideas } from '../../../tests/support/first-idea.ts'

// Lists a home cook types for the library's East and South-East Asian (and a few South American)
// dishes, typed from the dishes' titles alone (issue 18, seventeenth session): each general cause a
// list missed its dish by, fixed once, with the dish first, its star used and its key step kept.

// Regional names the list reader now reads.

test('papas, arvejas and jamón cocido make revuelto gramajo, the ham read as cooked ham', () => {
  const recipe = first('papas, jamón cocido, 6 eggs, arvejas, cebolla')
  expectDish(recipe, 'Revuelto Gramajo', /jam[oó]n cocido/i)
  expect(recipe).not.toMatch(/prosciutto/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('zapallo and white hominy corn make locro, the dried beans soaked and boiled hard', () => {
  const recipe = first(
    'white hominy corn, dried white beans, zapallo, chorizo, panceta, beef shin, pimentón, spring onions',
  )
  expectDish(recipe, 'Locro', /zapallo/i)
  expect(recipe).toMatch(/leave to soak for 8–12 hours/)
  expect(recipe).toMatch(/boil (?:hard )?for 10 minutes/)
  expect(recipe).not.toMatch(/Not used/)
})

test('labu siam is the chayote of sayur lodeh, and lodeh needs no turmeric typed', () => {
  const recipe = first('coconut milk, labu siam, long beans, tofu, shallots, garlic')
  expectDish(recipe, 'Sayur Lodeh', /labu siam/i)
  expect(recipe).toMatch(/Turmeric — .*\(extra\)/)
})

test('kicap manis is kecap manis: eggs with it make telur masak kicap', () => {
  const recipe = first('6 eggs, kicap manis, onion, garlic, red chilli')
  expectDish(recipe, 'Telur Masak Kicap', /kicap manis/i)
})

test('ikan kembung is mackerel: fried with turmeric it is ikan goreng kunyit', () => {
  expectDish(
    first('ikan kembung, turmeric, chilli powder, salt'),
    'Ikan Goreng Kunyit',
    /ikan kembung/i,
  )
})

test('ikan tenggiri with tamarind and okra makes asam pedas', () => {
  const recipe = first(
    'ikan tenggiri, tamarind paste, dried chillies, lemongrass, okra, tomatoes, daun kesum, belacan',
  )
  expectDish(recipe, 'Asam Pedas Ikan', /ikan tenggiri/i)
})

test('a khao soi paste is the curry paste of khao soi', () => {
  const recipe = first(
    'egg noodles, chicken drumsticks, khao soi paste, coconut milk, curry powder, pickled mustard greens, shallots, lime',
  )
  expectDish(recipe, 'Khao Soi', /khao soi paste/i)
})

test('a gaeng som paste with tamarind and white fish makes gaeng som', () => {
  const recipe = first(
    'white fish, tamarind, gaeng som paste, green papaya, long beans, cabbage, fish sauce, palm sugar',
  )
  expectDish(recipe, 'Gaeng Som', /gaeng som paste/i)
})

test('prik king paste with pork and green beans makes a dry red curry stir-fry', () => {
  const recipe = first(
    'pork loin, green beans, prik king paste, lime leaves, fish sauce, palm sugar',
  )
  expect(recipe).toMatch(/^## Pad Prik (?:King|Gaeng)$/m)
  expect(recipe).toMatch(/prik king paste/i)
})

test('rau muong is water spinach: with garlic it is rau muong xao toi', () => {
  const recipe = first('rau muong, garlic, fish sauce, oyster sauce')
  expectDish(recipe, 'Rau Muong Xao Toi', /rau muong/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('banh pho are the rice noodles of pho chin', () => {
  const recipe = first(
    'beef brisket, banh pho, star anise, cloves, ginger, onion, fish sauce, rock sugar',
  )
  expectDish(recipe, 'Pho Chin', /banh pho/i)
})

test('gojuchang, the usual misspelling, is gochujang: dakgalbi', () => {
  const recipe = first(
    'chicken thighs, gojuchang, gochugaru, cabbage, sweet potato, rice cakes, perilla leaves, onion',
  )
  expectDish(recipe, 'Dakgalbi', /gojuchang/i)
  expect(recipe).toMatch(/Mix with the gojuchang/)
})

test('panco is panko: the katsu curry is breaded', () => {
  const recipe = first(
    'chicken breasts, panco, eggs, flour, golden curry roux, onion, carrots, rice',
  )
  expectDish(recipe, 'Chicken Katsu Curry', /panco/i)
  expect(recipe).toMatch(/then the panco, pressing the crumbs on well/)
})

test('buchu is Korean garlic chives: with flour and squid it is buchu jeon, not a spring onion pajeon', () => {
  const recipe = first('buchu, flour, egg, squid, water, soy sauce')
  expectDish(recipe, 'Buchu Jeon', /buchu/i)
  expect(recipe).toMatch(/fold in the buchu and the squid/)
  expect(recipe).not.toMatch(/\(extra\)/)
})

test('black sweet vinegar is the black vinegar of pork trotters in ginger and vinegar', () => {
  const recipe = first('pig trotters, black sweet vinegar, lots of ginger, eggs, brown sugar')
  expectDish(recipe, 'Pork Trotters in Ginger and Black Vinegar', /vinegar/i)
})

// Essentials no home cook insists on, and places that take the forms cooks use.

test('a takeaway chicken curry is made without soy on the list, the soy bought', () => {
  const recipe = first('chicken breast, onion, curry powder, chicken stock, cornflour, frozen peas')
  expectDish(recipe, 'Chinese Chicken Curry', /curry powder/i)
  expect(recipe).toMatch(/Soy sauce — .*\(extra\)/)
})

test('oil-splashed noodles from chilli flakes pour hot oil over the flakes and garlic', () => {
  const recipe = first(
    'noodles, chilli flakes, garlic, spring onions, soy sauce, black vinegar, sesame seeds',
  )
  expectDish(recipe, 'Oil-Splashed Chilli Noodles', /chilli flakes/i)
  expect(recipe).toMatch(/until it shimmers and pour it over, so the garlic and chilli sizzle/)
})

test('drumsticks braise with shiitake, whole and for longer', () => {
  const recipe = first(
    'chicken drumsticks, shiitake mushrooms, oyster sauce, soy sauce, ginger, garlic, spring onion, carrot',
  )
  expectDish(recipe, 'Braised Chicken with Shiitake', /drumsticks/i)
  expect(recipe).toMatch(/30 for whole drumsticks/)
})

test('steak with parsley, garlic and vinegar is steak with a chimichurri made from them', () => {
  const recipe = first(
    '2 ribeye steaks, parsley, garlic, red wine vinegar, dried oregano, chilli flakes, olive oil',
  )
  expectDish(recipe, 'Steak with Chimichurri', /parsley/i)
  expect(recipe).toMatch(/Make the chimichurri: finely chop the parsley/)
  expect(recipe).not.toMatch(/Serve with olive oil/)
})

test('a jar of chimichurri still makes the steak, with parsley bought to freshen it', () => {
  const recipe = first('flank steak, chimichurri, sweet potatoes, tomatoes, lettuce')
  expectDish(recipe, 'Steak with Chimichurri', /chimichurri/i)
  expect(recipe).toMatch(/Parsley — .*\(extra\)/)
})

test('sayur sop is made without nutmeg', () => {
  const recipe = first('chicken wings, carrots, potatoes, cabbage, macaroni, celery, garlic')
  expectDish(recipe, 'Sayur Sop', /cabbage/i)
  expect(recipe).not.toMatch(/Nutmeg — /)
})

test('fish cakes make eomuk-guk in an anchovy and kelp broth', () => {
  const recipe = first('fish cakes, daikon, dried anchovies, kelp, soy sauce, spring onions')
  expectDish(recipe, 'Eomuk-Guk', /fish cakes/i)
  expect(recipe).toMatch(/Simmer the dried anchovies and kelp in the water for 10 minutes/)
  expect(recipe).not.toMatch(/Not used/)
})

test('a bak kut teh spice packet is the spice of bak kut teh', () => {
  const recipe = first('pork ribs, bak kut teh spice packet, garlic bulb, soy sauce, tofu puffs')
  expectDish(recipe, 'Bak Kut Teh', /bak kut teh spice/i)
  expect(recipe).toMatch(/Bak kut teh spice packets? — 1\b/)
})

test('hang lay curry powder with pork belly makes gaeng hang lay', () => {
  const recipe = first('pork belly, hang lay curry powder, ginger, garlic, tamarind, peanuts')
  expectDish(recipe, 'Gaeng Hang Lay', /curry powder/i)
  expect(recipe).toMatch(/simmer very gently for 1¼ hours/)
})

test('bun chay is made without lemongrass, with the mushrooms fried beside the tofu', () => {
  const recipe = first(
    'tofu, rice vermicelli, mushrooms, lettuce, mint, carrot, peanuts, soy sauce',
  )
  expectDish(recipe, 'Bun Chay', /tofu/i)
  expect(recipe).toMatch(/fry the mushrooms, sliced, for 3–4 minutes/)
  expect(recipe).not.toMatch(/Lemongrass — /)
})

test('cha gio rolls in wheat spring roll wrappers, the dried wood ear soaked first', () => {
  const recipe = first(
    'spring roll wrappers, pork mince, glass noodles, dried wood ear mushrooms, carrot, onion, egg, fish sauce',
  )
  expectDish(recipe, 'Cha Gio', /spring roll wrappers/i)
  expect(recipe).toMatch(/Soak the mushrooms in hot water for 20 minutes if they are dried/)
  expect(recipe).toMatch(/wheat spring roll wrappers go on dry/)
})

// A named dish before a stir-fry that only adds an onion or a herb.

test('rice cakes, beef and shiitake are gungjung tteokbokki, not a beef stir-fry', () => {
  const recipe = first(
    'rice cakes, beef sirloin, soy sauce, shiitake, carrot, onion, spring onion, sesame oil',
  )
  expectDish(recipe, 'Gungjung Tteokbokki', /rice cakes/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('cold chicken, cabbage, lime and rau ram are goi ga, the chicken shredded, not poached again', () => {
  const recipe = first(
    'leftover chicken, white cabbage, red onion, carrot, vietnamese mint, lime, fish sauce, peanuts, fried shallots',
  )
  expectDish(recipe, 'Goi Ga', /cabbage/i)
  expect(recipe).toMatch(/Pull the leftover chicken into fine shreds/)
  expect(recipe).not.toMatch(/poach for 15–18 minutes/)
})

test('pak choi with dried shiitake is not greens in oyster sauce that leave the shiitake out', () => {
  const recipe = first('pak choi x4, dried shiitake 8, oyster sauce, garlic, cornflour, sesame oil')
  expect(recipe).not.toMatch(/^## Chinese Greens with Oyster Sauce$/m)
  expect(recipe).not.toMatch(/Not used: “dried shiitake/)
})

// Dishes that take what their cooks put in them.

test("lion's head meatballs take water chestnuts, chopped into the pork", () => {
  const recipe = first(
    '500g pork mince, napa cabbage, egg, ginger, spring onions, soy sauce, water chestnuts, shaoxing wine',
  )
  expectDish(recipe, "Lion's Head Meatballs", /water chestnuts/i)
  expect(recipe).toMatch(/water chestnuts, chopped small for crunch/)
})

test('takikomi gohan takes aburaage, rinsed of its oil, and soaks the dried shiitake', () => {
  const recipe = first(
    'japanese rice, dried shiitake, chicken thigh, carrot, burdock, aburaage, dashi, soy sauce',
  )
  expectDish(recipe, 'Takikomi Gohan', /aburaage/i)
  expect(recipe).toMatch(/soak for 20–30 minutes/)
})

test('arepas take any cheese and the mayo of a reina pepiada', () => {
  const recipe = first('harina pan, water, shredded chicken, avocado, mayo, cheese, black beans')
  expectDish(recipe, 'Arepas Rellenas', /harina pan/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('home-style tofu takes pork belly and wood ear, the wood ear soaked', () => {
  const recipe = first(
    'firm tofu, pork belly slices, doubanjiang, dried wood ear, green pepper, garlic, soy sauce',
  )
  expectDish(recipe, 'Home-Style Tofu', /pork belly/i)
  expect(recipe).toMatch(/Soak the wood ear in hot water for 20 minutes/)
})

test('bakwan sayur takes an egg in the batter', () => {
  const recipe = first('plain flour, cabbage, carrot, beansprouts, spring onions, egg, garlic')
  expectDish(recipe, 'Bakwan Sayur', /cabbage/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('modeum jeon fries the fish beside the courgette and patties', () => {
  const recipe = first(
    'white fish fillets, courgette, beef mince, tofu, eggs, flour, shiitake, peppers',
  )
  expectDish(recipe, 'Modeum Jeon', /fish/i)
  expect(recipe).toMatch(/the fish for 2–3 minutes a side, until it flakes/)
})

test('com ga Hoi An poaches the chicken in the stock on the list and colours the rice with turmeric', () => {
  const recipe = first(
    'chicken, jasmine rice, turmeric, onion, vietnamese coriander, chicken stock, fish sauce',
  )
  expectDish(recipe, 'Com Ga Hoi An', /turmeric/i)
  expect(recipe).toMatch(/cover with cold chicken stock/)
})

// Safety.

test('hijiki is soaked before any dish stirs it in', () => {
  for (const recipe of ideas('dried hijiki, carrot, aburaage, soy sauce, mirin, sugar, edamame')) {
    if (/Dried hijiki — /.test(recipe)) expect(recipe).toMatch(/[Ss]oak/)
  }
})

// Stars a first idea left out.

test('century egg and pork congee takes the pork loin a cook slices for it', () => {
  const recipe = first('rice, century eggs, pork loin, ginger, spring onions, white pepper')
  expectDish(recipe, 'Century Egg and Pork Congee', /pork loin/i)
  expect(recipe).toMatch(/until the pork is cooked through with no pink left/)
})

test('oden takes fish cakes beside chikuwa, and eggs boiled already are only peeled', () => {
  const recipe = first(
    'daikon, boiled eggs, fish cakes, chikuwa, konnyaku, dashi, soy sauce, mirin, kombu',
  )
  expectDish(recipe, 'Oden', /fish cakes/i)
  expect(recipe).toMatch(/Peel the boiled eggs\./)
  expect(recipe).not.toMatch(/Not used/)
})

test('shin ramyun is instant ramen: with rice cakes it is rabokki', () => {
  const recipe = first(
    'rice cakes, shin ramyun, gochujang, fish cakes, boiled egg, cabbage, spring onion',
  )
  expectDish(recipe, 'Rabokki', /shin ramyun/i)
})
