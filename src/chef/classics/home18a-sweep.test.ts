import { expect, test } from 'vitest'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Home and regional dishes of the Asian kitchens (issue 18, sweep A): words regional cooks type
// that the list reader did not know or misread, family versions the library's dishes were too
// strict for, and the dishes a cook of each region expects that the library lacked.

// ---- words

test('fennel powder is ground fennel seed, not the bulb, and dry ginger is ground ginger: a Pandit rogan josh', () => {
  const recipe = first(
    'lamb, kashmiri chillies, fennel powder, dry ginger powder, yoghurt, asafoetida',
  )
  expectDish(recipe, 'Lamb Rogan Josh', /lamb/i)
  expect(recipe).toMatch(/asafoetida/i)
  expect(recipe).not.toMatch(/Not used: “[^”]*fennel/i)
})

test('jowar flour is sorghum, a gluten-free flour, never wheat: pithla with bhakri', () => {
  const recipe = first('besan, onion, green chillies, garlic, mustard seeds, jowar flour')
  expectDish(recipe, 'Pithla', /gram flour/i)
  expect(recipe).toMatch(/bhakri/)
  expect(recipe).not.toMatch(/plain flour/i)
})

test('Eno fruit salt raises a khaman dhokla; it is not table salt', () => {
  const recipe = first(
    'besan, yoghurt, eno fruit salt, mustard seeds, curry leaves, green chillies, sugar',
  )
  expectDish(recipe, 'Khaman Dhokla', /gram flour/i)
  expect(recipe).toMatch(/Steam over boiling water, covered, for 15–20 minutes/)
})

test('goraka is the sour fruit of a Sri Lankan ambul thiyal', () => {
  expectDish(
    first('tuna, goraka, black pepper, curry leaves, pandan, garlic, ginger'),
    'Fish Ambul Thiyal',
    /tuna/i,
  )
})

test('bagoong isda is fermented fish, not a fillet: pinakbet', () => {
  expectDish(
    first(
      'bitter melon, aubergine, okra, squash, string beans, bagoong isda, pork belly, tomatoes',
    ),
    'Pinakbet',
    /okra/i,
  )
})

test('duo jiao, Hunan chopped salted chillies, makes the steamed fish head, not a Cantonese steamed fish', () => {
  const recipe = first('salmon head, pickled chopped chillies, ginger, garlic, spring onion')
  expectDish(recipe, 'Steamed Fish Head with Chopped Chillies', /chopped chillies/i)
  expect(recipe).toMatch(/opaque right through/)
})

test('frozen mandu are dumplings: tteok mandu guk cooks them until piping hot', () => {
  const recipe = first('frozen mandu, beef stock, egg, spring onion, garlic, tteok')
  expectDish(recipe, 'Tteok Mandu Guk', /mandu/i)
  expect(recipe).toMatch(/piping hot right through/)
})

test('gula melaka is palm sugar and taucu the fermented soybean paste of ayam pongteh', () => {
  expect(matchIngredient('gula melaka').entry?.id).toBe('brown sugar')
  expectDish(
    first('chicken thighs, taucu, potatoes, shallots, garlic, gula melaka'),
    'Ayam Pongteh',
    /chicken/i,
  )
})

// ---- family versions

test('a dashimaki of eggs, dashi, sugar and soy is tamagoyaki, with no mirin in the list', () => {
  expectDish(first('eggs, dashi, sugar, soy sauce, oil'), 'Tamagoyaki', /egg/i)
})

test('a southern gaeng som pounds its own paste of chilli, garlic, turmeric and shrimp paste, with bamboo shoots', () => {
  const recipe = first(
    'white fish, bamboo shoots, turmeric, shrimp paste, tamarind, chillies, garlic',
  )
  expectDish(recipe, 'Gaeng Som', /fish/i)
  expect(recipe).toMatch(/Pound the chillies/)
  expect(recipe).toMatch(/gaeng leung/)
})

test('ayam masak merah reddened with tomato puree instead of fresh tomatoes', () => {
  expectDish(
    first(
      'chicken pieces, tomato puree, dried chillies, onions, garlic, ginger, lemongrass, star anise',
    ),
    'Ayam Masak Merah',
    /chicken/i,
  )
})

test("a clear-stewed lion's head needs no soy in the list", () => {
  expectDish(
    first('pork mince, napa cabbage, ginger, spring onion, shaoxing wine, egg, cornflour'),
    "Lion's Head Meatballs",
    /pork mince/i,
  )
})

test('mustard oil makes a mutton curry kosha mangsho', () => {
  expectDish(
    first('mutton, onions, yoghurt, mustard oil, ginger garlic paste, garam masala, potatoes'),
    'Kosha Mangsho',
    /mutton/i,
  )
})

// ---- Indian and Pakistani regional dishes

test('fennel, curry leaves and coconut with chicken make Chettinad chicken, cooked through', () => {
  const recipe = first(
    'chicken, fennel seeds, black pepper, dried red chillies, grated coconut, shallots, curry leaves',
  )
  expectDish(recipe, 'Chettinad Chicken', /chicken/i)
  expect(recipe).toMatch(/75 °C/)
})

test('rohu and mustard seeds make shorshe maach', () => {
  expectDish(
    first('rohu fish, mustard seeds, green chillies, mustard oil, turmeric'),
    'Shorshe Maach',
    /rohu/i,
  )
})

test('mutton and cracked wheat make haleem, the wheat and dal soaked and simmered soft', () => {
  const recipe = first('mutton, cracked wheat, chana dal, ghee, fried onions, garam masala, mint')
  expectDish(recipe, 'Haleem', /mutton/i)
  expect(recipe).toMatch(/soak them together/)
  expect(recipe).toMatch(/simmer, covered, for 60–70 minutes/)
})

test('Hyderabadi bagara baingan and Goan chicken xacuti', () => {
  expectDish(
    first(
      'small aubergines, peanuts, sesame seeds, desiccated coconut, tamarind, curry leaves, onion',
    ),
    'Bagara Baingan',
    /aubergine/i,
  )
  expectDish(
    first('chicken, grated coconut, poppy seeds, kashmiri chillies, star anise, nutmeg, onion'),
    'Chicken Xacuti',
    /chicken/i,
  )
})

test('Kerala beef fry, and a Kottayam fish curry with kudampuli and no coconut', () => {
  expectDish(
    first(
      'beef, coconut slices, curry leaves, garam masala, shallots, ginger, garlic, coconut oil',
    ),
    'Kerala Beef Fry',
    /beef/i,
  )
  expectDish(
    first(
      'kingfish steaks, kudampuli, coconut oil, curry leaves, shallots, kashmiri chilli powder, ginger',
    ),
    'Kerala Red Fish Curry',
    /kingfish/i,
  )
})

test('Kashmiri dum aloo is cooked without onion in a yogurt, fennel and dry ginger gravy', () => {
  const recipe = first(
    'baby potatoes, yoghurt, kashmiri chilli powder, fennel powder, dry ginger, mustard oil',
  )
  expectDish(recipe, 'Kashmiri Dum Aloo', /potatoes/i)
  expect(recipe).not.toMatch(/^- Onion/m)
  expect(recipe).not.toMatch(/Not used/)
})

test('Pakistani shami kebab soaks and simmers its chana dal once, in its own steps', () => {
  const recipe = first('beef mince, chana dal, egg, onion, whole spices, mint')
  expectDish(recipe, 'Shami Kebab', /beef mince/i)
  expect(recipe.match(/simmer for 4[05]/g)?.length).toBe(1)
  expect(recipe).not.toMatch(/45–60 minutes/)
})

test('kara kuzhambu, nihari and misal pav', () => {
  expectDish(
    first('tamarind, shallots, sambar powder, sesame oil, jaggery, curry leaves, garlic'),
    'Kara Kuzhambu',
    /tamarind/i,
  )
  expectDish(
    first('beef shank, shan nihari masala, atta, ginger, ghee, onions, lemon'),
    'Nihari',
    /beef/i,
  )
  expectDish(
    first('sprouted moth beans, onion, tomatoes, goda masala, pav, lemon'),
    'Misal Pav',
    /moth beans/i,
  )
})

test('chana pulao with dried chickpeas soaks and boils them first', () => {
  const recipe = first('dried chickpeas, basmati rice, onion, cumin, bay leaves, yoghurt')
  expectDish(recipe, 'Chana Pulao', /chickpeas/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).toMatch(/boil (?:hard )?for 10 minutes/)
})

test('Sri Lankan kottu roti and kiribath', () => {
  expectDish(
    first('paratha, chicken, leeks, carrots, eggs, cabbage, curry leaves'),
    'Kottu Roti',
    /paratha/i,
  )
  expectDish(
    first('rice, thick coconut milk, salt, red onion, chilli flakes, lime'),
    'Kiribath',
    /coconut milk/i,
  )
})

// ---- Chinese regional dishes

test('Cantonese beef chow fun, Fujian oyster omelette, Dongbei suan cai bai rou, Hakka mei cai kou rou', () => {
  expectDish(
    first(
      'fresh flat rice noodles, beef flank, beansprouts, spring onions, dark soy sauce, oyster sauce',
    ),
    'Beef Chow Fun',
    /rice noodles/i,
  )
  expectDish(
    first('oysters, sweet potato starch, eggs, spring onion, chilli sauce'),
    'Oyster Omelette',
    /oysters/i,
  )
  expectDish(
    first('pork belly, suan cai, glass noodles, ginger, spring onion'),
    'Suan Cai Bai Rou',
    /pork belly/i,
  )
  expectDish(
    first('pork belly, mei cai, dark soy, five spice, shaoxing, sugar'),
    'Mei Cai Kou Rou',
    /pork belly/i,
  )
})

test('Hakka yong tau foo soaks its salted fish', () => {
  const recipe = first('firm tofu, pork mince, salted fish, spring onion, chicken stock')
  expectDish(recipe, 'Yong Tau Foo', /tofu/i)
  expect(recipe).toMatch(/Soak the salted fish/)
})

test('Shanghai fried rice cakes soak their dried shiitake', () => {
  const recipe = first('nian gao, pork loin, napa cabbage, dried shiitake, soy sauce')
  expectDish(recipe, 'Shanghai Fried Rice Cakes', /nian gao/i)
  expect(recipe).toMatch(/soak/i)
})

test('white cut chicken, lo bak go, kou shui ji, shui zhu yu and lotus root soup', () => {
  expectDish(
    first('whole chicken, ginger, spring onions, sesame oil'),
    'White Cut Chicken',
    /chicken/i,
  )
  expectDish(
    first('daikon, rice flour, chinese sausage, dried shrimp, spring onions'),
    'Lo Bak Go',
    /daikon/i,
  )
  expectDish(
    first(
      'chicken thighs, chilli oil, sichuan peppercorns, soy sauce, black vinegar, garlic, sugar',
    ),
    'Kou Shui Ji',
    /chicken/i,
  )
  expectDish(
    first('cod fillets, doubanjiang, dried chillies, sichuan peppercorns, beansprouts, garlic'),
    'Shui Zhu Yu',
    /cod/i,
  )
  expectDish(
    first('pork ribs, lotus root, ginger, peanuts, red dates'),
    'Lotus Root and Pork Rib Soup',
    /lotus root/i,
  )
})

// ---- Malaysian and Indonesian

test('Penang asam laksa, sambal sotong, nasi tomato, ayam percik and chap chye', () => {
  expectDish(
    first(
      'basmati rice, tomato puree, evaporated milk, star anise, cinnamon, cloves, cardamom, onion, raisins',
    ),
    'Nasi Tomato',
    /basmati/i,
  )
  expectDish(
    first('chicken thighs, coconut milk, lemongrass, dried chillies, shallots, turmeric, garlic'),
    'Ayam Percik',
    /chicken/i,
  )
  expectDish(
    first(
      'mackerel, tamarind, rice noodles, pineapple, cucumber, mint, red onion, dried chillies, lemongrass, belacan',
    ),
    'Penang Asam Laksa',
    /mackerel/i,
  )
  expectDish(
    first('squid, dried chillies, shallots, belacan, tamarind, sugar'),
    'Sambal Sotong',
    /squid/i,
  )
  expectDish(
    first('cabbage, glass noodles, dried shiitake, dried shrimp, garlic, fermented bean curd'),
    'Chap Chye',
    /cabbage/i,
  )
})

test('Indonesian mie ayam, bakso, cap cay, nasi kuning and ikan bakar', () => {
  expectDish(
    first('egg noodles, chicken thigh, kecap manis, pak choi, garlic, shallots'),
    'Mie Ayam',
    /chicken/i,
  )
  expectDish(
    first('beef mince, tapioca flour, rice vermicelli, beef stock, garlic, pak choi'),
    'Bakso',
    /beef mince/i,
  )
  expectDish(
    first('cabbage, carrots, cauliflower, broccoli, prawns, oyster sauce, garlic, cornflour'),
    'Cap Cay',
    /cauliflower/i,
  )
  expectDish(
    first('rice, coconut milk, turmeric, lemongrass, lime leaves, salam leaves'),
    'Nasi Kuning',
    /turmeric/i,
  )
  expectDish(
    first('whole fish, kecap manis, shallots, garlic, chillies, lime'),
    'Ikan Bakar',
    /fish/i,
  )
})

// ---- Japanese, Korean, Vietnamese

test('yakitori, tempura, sunomono, kitsune udon and buri daikon', () => {
  expectDish(
    first('chicken thighs, soy sauce, mirin, sake, sugar, spring onions'),
    'Yakitori',
    /chicken/i,
  )
  expectDish(
    first('prawns, sweet potato, aubergine, plain flour, egg, soy sauce'),
    'Tempura',
    /prawns/i,
  )
  expectDish(first('cucumber, rice vinegar, sugar, wakame, sesame seeds'), 'Sunomono', /cucumber/i)
  expectDish(
    first('udon, aburaage, dashi, soy sauce, mirin, sugar, spring onions'),
    'Kitsune Udon',
    /udon/i,
  )
  expectDish(
    first('yellowtail, daikon, soy sauce, mirin, sake, ginger, sugar'),
    'Buri Daikon',
    /yellowtail/i,
  )
})

test('a teriyaki list stays teriyaki: yakitori is the skewer with spring onion', () => {
  expectDish(first('chicken thighs, soy sauce, mirin, sugar, rice'), 'Chicken Teriyaki', /chicken/i)
})

test('bossam, dwaeji gukbap, sujebi and bindaetteok (its mung beans soaked), and mi quang', () => {
  expectDish(
    first('pork shoulder, rice, garlic, spring onions, salted shrimp, gochujang'),
    'Dwaeji Gukbap',
    /pork/i,
  )
  expectDish(first('pork belly, lettuce, kimchi, doenjang, garlic'), 'Bossam', /pork belly/i)
  expectDish(
    first('plain flour, dried anchovies, potato, courgette, garlic, soy sauce'),
    'Sujebi',
    /flour/i,
  )
  const bindaetteok = first('dried mung beans, kimchi, beansprouts, spring onions, pork mince')
  expectDish(bindaetteok, 'Bindaetteok', /mung beans/i)
  expect(bindaetteok).toMatch(/Soak the (dried )?mung beans/)
  expectDish(
    first(
      'turmeric rice noodles, pork belly, prawns, peanuts, rice crackers, herbs, fish sauce, shallots',
    ),
    'Mi Quang',
    /rice noodles/i,
  )
})

test('Pakistani and Parsi meat dishes: saag gosht, chapli kebab (anardana read as pomegranate), dhansak, chicken 65', () => {
  expectDish(
    first('lamb, spinach, onion, ginger, garlic, garam masala, tomatoes'),
    'Saag Gosht',
    /lamb/i,
  )
  expectDish(
    first('beef mince, anardana, onion, tomatoes, coriander seeds, green chilli, maize flour'),
    'Chapli Kebab',
    /beef mince/i,
  )
  expectDish(
    first('lamb, toor dal, red lentils, butternut squash, aubergine, onion, dhansak masala'),
    'Dhansak',
    /lamb/i,
  )
  expectDish(
    first('chicken thighs, curry leaves, chilli powder, ginger garlic paste, rice flour, yoghurt'),
    'Chicken 65',
    /chicken/i,
  )
})

test('Kerala fish fry, begun bhaja and the Sri Lankan table: gotu kola mallung, polos, pol roti, fish cutlets', () => {
  expectDish(
    first(
      'mackerel, chilli powder, turmeric, ginger garlic paste, lemon, curry leaves, coconut oil',
    ),
    'Meen Varuval',
    /mackerel/i,
  )
  expectDish(
    first('aubergine, turmeric, mustard oil, chilli powder, sugar'),
    'Begun Bhaja',
    /aubergine/i,
  )
  expectDish(
    first('gotu kola, grated coconut, red onion, green chilli, lime'),
    'Gotu Kola Mallung',
    /gotu kola/i,
  )
  expectDish(
    first('young jackfruit, curry powder, coconut milk, onion, garlic, curry leaves, cinnamon'),
    'Polos Curry',
    /jackfruit/i,
  )
  expectDish(first('plain flour, grated coconut, red onion, green chilli'), 'Pol Roti', /coconut/i)
  expectDish(
    first('tinned mackerel, potatoes, onion, curry leaves, egg, breadcrumbs'),
    'Sri Lankan Fish Cutlets',
    /mackerel/i,
  )
  // a British fishcake list stays British
  expectDish(
    first('potatoes, tinned tuna, eggs, breadcrumbs, parsley, lemon'),
    'Fishcakes',
    /tuna/i,
  )
})

test('la zi ji, xiao ji dun mo gu, Hong Kong macaroni soup and French toast, menchi katsu, harusame salad, gai tod', () => {
  expectDish(
    first(
      'chicken thighs, dried chillies, sichuan peppercorns, garlic, ginger, soy sauce, cornflour, sesame seeds',
    ),
    'La Zi Ji',
    /chicken/i,
  )
  expectDish(
    first('chicken, dried shiitake, glass noodles, star anise, soy sauce, ginger'),
    'Xiao Ji Dun Mo Gu',
    /chicken/i,
  )
  expectDish(
    first('macaroni, ham, chicken stock, egg, frozen peas'),
    'Hong Kong Macaroni Soup',
    /macaroni/i,
  )
  expectDish(
    first('white bread, peanut butter, eggs, golden syrup, butter'),
    'Hong Kong French Toast',
    /peanut butter/i,
  )
  expectDish(
    first('pork mince, beef mince, onion, panko, egg, cabbage, tonkatsu sauce'),
    'Menchi Katsu',
    /mince/i,
  )
  expectDish(
    first('glass noodles, cucumber, ham, egg, rice vinegar, soy sauce, sugar, sesame oil'),
    'Harusame Salad',
    /glass noodles/i,
  )
  expectDish(
    first(
      'chicken thighs, garlic, coriander, white pepper, fish sauce, rice flour, shallots, sticky rice',
    ),
    'Gai Tod Hat Yai',
    /chicken/i,
  )
  // a kung pao list keeps its peanuts and sauce: not la zi ji
  expectDish(
    first(
      'chicken thighs, dried chillies, sichuan peppercorns, peanuts, garlic, ginger, soy sauce, rice vinegar, sugar, spring onions',
    ),
    'Kung Pao Chicken',
    /chicken/i,
  )
})
