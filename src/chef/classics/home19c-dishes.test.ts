import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// What a family bakes, fries and pours at the weekend, for a festival or for breakfast, in kitchens
// the library reached only in part (issue 18, s19c): drinks of dried hibiscus the list reader took
// for salad leaves, regional words it did not read (malagkit rice, yaourt, strutto, zwetschgen,
// pisang, brunost, Paneangeli), and the sweets and breads a cook of each region expects.

test('dried hibiscus is read as hibiscus, never as salad leaves or the sorrel herb, and makes its kitchen’s drink', () => {
  const zobo = first('dried hibiscus leaves, pineapple, ginger, cloves, sugar, water')
  expectDish(zobo, 'Zobo', /dried hibiscus leaves/i)
  expect(zobo).toMatch(/simmer for 20 minutes/)
  expectDish(
    first('dried sorrel, ginger root, pimento, orange peel, sugar, rum'),
    'Jamaican Sorrel',
    /dried sorrel/i,
  )
  expectDish(first('jamaica flowers, sugar, lime, water'), 'Agua de Jamaica', /jamaica flowers/i)
})

test('Caribbean bakes: frozen grated cassava thawed and baked right through in a cassava pone; bammy; pine tarts', () => {
  {
    const recipe = first(
      'frozen grated cassava, grated coconut, pumpkin, evaporated milk, sugar, nutmeg, butter',
    )
    expectDish(recipe, 'Cassava Pone', /cassava/i)
    expect(recipe).toMatch(/thaw it fully/)
    expect(recipe).toMatch(/cooked right through, never eaten raw/)
  }
  expectDish(first('cassava, coconut milk, salt'), 'Bammy', /cassava/i)
  expectDish(
    first('pineapple, sugar, flour, butter, shortening, cinnamon, egg'),
    'Guyanese Pine Tarts',
    /pineapple/i,
  )
})

test('regional words a family types are read: malagkit rice, strutto, yaourt, zwetschgen, vanilla sauce, brunost, shokupan, Paneangeli', () => {
  expectDish(
    first('malagkit rice, coconut milk, muscovado sugar, pandan leaves'),
    'Biko',
    /malagkit/i,
  )
  expectDish(
    first('flour, strutto, milk, bicarb, salt, squacquerone, prosciutto, rocket'),
    'Piadina Romagnola',
    /strutto/i,
  )
  {
    const recipe = first('1 pot yaourt nature, sugar, flour, oil, eggs, baking powder, lemon')
    expectDish(recipe, 'Gateau au Yaourt', /yaourt nature/i)
    expect(recipe).toMatch(/- Yaourt nature —/)
  }
  expectDish(
    first('zwetschgen, flour, yeast, milk, butter, sugar, cinnamon'),
    'Zwetschgenkuchen',
    /zwetschgen/i,
  )
  expectDish(
    first('flour, yeast, milk, butter, sugar, egg, vanilla sauce'),
    'Dampfnudeln',
    /vanilla sauce/i,
  )
  expectDish(
    first('flour, milk, eggs, sugar, melted butter, cardamom, sour cream, brunost, jam'),
    'Vafler',
    /brunost/i,
  )
  expectDish(first('eggs, kewpie mayo, shokupan, salt, pepper'), 'Egg Mayo Sandwich', /shokupan/i)
  expectDish(
    first('flour, sugar, eggs, seed oil, milk, lemon zest, lievito pane degli angeli'),
    'Ciambellone',
    /pane degli angeli/i,
  )
})

test('chickpea flour, icing sugar, cardamom and ghee are nan-e nokhodchi; walnuts in a yeasted yogurt dough, koloocheh', () => {
  expectDish(
    first('chickpea flour, icing sugar, cardamom, ghee, pistachios, rosewater'),
    'Nan-e Nokhodchi',
    /chickpea flour/i,
  )
  expectDish(
    first('flour, butter, yogurt, yeast, walnuts, sugar, cardamom'),
    'Koloocheh',
    /walnuts/i,
  )
})

test('family sweets: egg noodles baked in a sweet cheese custard are lokshen kugel; bananas with queijo coalho, cartola', () => {
  expectDish(
    first('egg noodles, cottage cheese, sour cream, eggs, sugar, cinnamon, raisins, butter'),
    'Lokshen Kugel',
    /egg noodles/i,
  )
  expectDish(first('bananas, queijo coalho, butter, sugar, cinnamon'), 'Cartola', /queijo coalho/i)
})

test('the Turkish breakfast breads: pişi from a yeasted yogurt dough, poğaça with white cheese, gözleme on bought yufka', () => {
  expectDish(
    first('flour, yeast, yogurt, salt, oil for frying, white cheese, olives'),
    'Pisi',
    /yeast/i,
  )
  expectDish(
    first('flour, yogurt, butter, oil, baking powder, feta, parsley, egg, nigella seeds'),
    'Pogaca',
    /feta/i,
  )
  expectDish(
    first('yufka sheets, spinach, white cheese, onion, butter, parsley'),
    'Gozleme with Yufka',
    /yufka/i,
  )
})

test('salep powder is read and makes salep; cornflour alone stays with the custards', () => {
  expectDish(first('milk, salep powder, sugar, cinnamon'), 'Salep', /salep/i)
  expect(first('milk, cornflour, sugar, cinnamon, egg yolks')).not.toMatch(/^## Salep$/m)
})

test('bananas in coconut milk with tapioca are chè chuối; with bread and condensed milk, a baked bánh chuối nướng', () => {
  expectDish(
    first('bananas, coconut milk, tapioca pearls, sugar, roasted peanuts'),
    'Che Chuoi',
    /bananas/i,
  )
  expectDish(
    first('ripe bananas, sliced white bread, coconut milk, condensed milk, eggs, sugar, butter'),
    'Banh Chuoi Nuong',
    /bread/i,
  )
})

test('xôi soaks its sticky rice and split mung beans and steams them together, never boiling the beans first', () => {
  const recipe = first('sticky rice, split mung beans, shallots, coconut, sugar, sesame seeds')
  expectDish(recipe, 'Xoi Dau Xanh', /mung beans/i)
  expect(recipe).toMatch(/soak each in plenty of cold water/)
  expect(recipe).not.toMatch(/simmer for 15–25 minutes/)
})

test('adzuki: dried beans are simmered soft for zenzai; sweet red bean paste is a cooked filling, never boiled, for dorayaki', () => {
  {
    const recipe = first('dried adzuki beans, sugar, mochi, salt')
    expectDish(recipe, 'Zenzai', /adzuki/i)
    expect(recipe).toMatch(/simmer, half covered, for 60–90 minutes/)
  }
  {
    const recipe = first('eggs, sugar, honey, flour, baking soda, anko sweet red bean paste')
    expectDish(recipe, 'Dorayaki', /red bean paste/i)
    expect(recipe).not.toMatch(/soak|simmer/i)
  }
})

test('horchata blends its rice raw, with no side of boiled rice; corn kernels with condensed milk make pan de elote', () => {
  {
    const recipe = first('white rice, cinnamon stick, sugar, water, vanilla extract')
    expectDish(recipe, 'Horchata', /rice/i)
    expect(recipe).not.toMatch(/Cook the white rice to be ready/)
  }
  expectDish(
    first('corn kernels, condensed milk, eggs, butter, flour, baking powder'),
    'Pan de Elote',
    /corn kernels/i,
  )
})

test('glutinous rice flour and black sesame are tang yuan; banana roti and khanom krok are Thai street sweets made at home', () => {
  expectDish(
    first('glutinous rice flour, black sesame, sugar, lard, ginger'),
    'Tang Yuan',
    /sesame/i,
  )
  expectDish(first('flour, bananas, egg, condensed milk, butter, sugar'), 'Roti Kluay', /bananas/i)
  expectDish(
    first('rice flour, coconut cream, sugar, salt, spring onion, sweetcorn'),
    'Khanom Krok',
    /coconut cream/i,
  )
})

test('chestnut flour is its own flour: castagnaccio, not a wheat traybake', () => {
  expectDish(
    first('chestnut flour, water, pine nuts, raisins, rosemary, olive oil'),
    'Castagnaccio',
    /chestnut flour/i,
  )
})

test('Italian grandmothers’ sweets: migliaccio, torta della nonna, chiacchiere, zabaione cooked to 70 °C', () => {
  expectDish(
    first('semolina, ricotta, milk, eggs, sugar, orange, butter'),
    'Migliaccio',
    /ricotta/i,
  )
  expectDish(
    first('shortcrust pastry, milk, eggs, sugar, flour, lemon, pine nuts'),
    'Torta della Nonna',
    /pine nuts/i,
  )
  expectDish(
    first('flour, eggs, sugar, butter, white wine, icing sugar, oil for frying'),
    'Chiacchiere',
    /white wine/i,
  )
  {
    const recipe = first('egg yolks, sugar, marsala, savoiardi')
    expectDish(recipe, 'Zabaione', /marsala/i)
    expect(recipe).toMatch(/feels hot to the finger \(70 °C\): this cooks the yolks/)
  }
})

test('a custard set in a pastry case is flan pâtissier; orange blossom in a fried dough, bugnes', () => {
  expectDish(
    first('milk, eggs, maizena, sugar, vanilla pod, pate brisee'),
    'Flan Patissier',
    /brisee|pastry/i,
  )
  expectDish(
    first('flour, eggs, butter, sugar, orange blossom water, yeast, rum, oil'),
    'Bugnes',
    /orange blossom/i,
  )
})

test('anise seeds are aniseed, never sunflower seeds: rosquillas; a set cornflour custard fried, leche frita', () => {
  const rosquillas = first('flour, eggs, sugar, anise seeds, olive oil, baking powder, lemon')
  expectDish(rosquillas, 'Rosquillas de Anis', /anise seeds/i)
  expect(rosquillas).not.toMatch(/sunflower/i)
  expectDish(
    first('milk, cornflour, sugar, egg yolks, lemon peel, cinnamon, flour, oil'),
    'Leche Frita',
    /cornflour/i,
  )
})

test('festival bakes: koulourakia, kladdkaka, tarta de Santiago, challah, kanelbullar', () => {
  expectDish(
    first('butter, sugar, eggs, flour, baking powder, orange juice, sesame seeds'),
    'Koulourakia',
    /orange juice/i,
  )
  expectDish(
    first('butter, sugar, eggs, flour, cocoa, vanilla sugar, whipped cream'),
    'Kladdkaka',
    /cocoa/i,
  )
  expectDish(
    first('ground almonds, sugar, eggs, lemon zest, cinnamon, icing sugar'),
    'Tarta de Santiago',
    /ground almonds/i,
  )
  expectDish(first('bread flour, eggs, honey, oil, yeast, salt, sesame seeds'), 'Challah', /honey/i)
  expectDish(
    first('flour, yeast, milk, butter, sugar, cardamom, cinnamon, pearl sugar'),
    'Kanelbullar',
    /cinnamon/i,
  )
})

test('semolina rubbed with butter and griddled is harcha; pisang are bananas, fried in batter', () => {
  expectDish(first('semolina, butter, milk, baking powder, sugar, honey'), 'Harcha', /semolina/i)
  expectDish(
    first('pisang raja, rice flour, plain flour, baking powder, salt, water'),
    'Pisang Goreng',
    /pisang/i,
  )
})

test('street sweets: martabak manis with sprinkles, cheese and peanuts; qatayef folded round walnuts and akkawi', () => {
  expectDish(
    first(
      'flour, sugar, egg, baking soda, yeast, margarine, chocolate sprinkles, grated cheese, condensed milk, peanuts',
    ),
    'Martabak Manis',
    /sprinkles/i,
  )
  expectDish(
    first('flour, semolina, yeast, sugar, walnuts, cinnamon, akkawi cheese, rose water'),
    'Qatayef',
    /walnuts/i,
  )
})

test('idli soaks, grinds and steams its rice and urad dal: no dal boiled for an hour, no side of rice', () => {
  const recipe = first('idli rice, urad dal, fenugreek seeds, salt, coconut chutney')
  expectDish(recipe, 'Idli', /urad dal/i)
  expect(recipe).toMatch(/Soak them in separate bowls/)
  expect(recipe).not.toMatch(/simmer for 45–60 minutes|Cook the idli rice to be ready/)
})

test('dried soybeans make soy milk: soaked, ground and the milk boiled through, the beans never boiled whole', () => {
  const recipe = first('dried soybeans, sugar, water')
  expectDish(recipe, 'Homemade Soy Milk', /soybeans/i)
  expect(recipe).toMatch(/soak them in plenty of cold water for 8–12 hours/)
  expect(recipe).toMatch(/simmer for 15–20 minutes/)
  expect(recipe).not.toMatch(/simmer for 45–90 minutes/)
})

test('sweet potato in a yeast dough is Madeira’s bolo do caco; with squash and anise, Peru’s picarones', () => {
  expectDish(
    first('flour, sweet potato, yeast, water, salt, garlic butter'),
    'Bolo do Caco',
    /sweet potato/i,
  )
  expectDish(
    first('sweet potato, zapallo squash, flour, yeast, anise, chancaca syrup, oil'),
    'Picarones',
    /squash/i,
  )
})

test('Egyptian ta’ameya: dried split fava beans with dill, leek and sesame are falafel, not a soup', () => {
  const recipe = first(
    'dried split fava beans, parsley, dill, coriander, garlic, cumin, sesame seeds, leek',
  )
  expectDish(recipe, 'Falafel', /fava beans/i)
  expect(recipe).toMatch(/press both sides into the sesame seeds/)
})

test('a typo’d flour still reads as flour beside the new hibiscus names', () => {
  expectDish(
    first('pork and beef mince, plain flor, egg, onion, sour cream, black pepper'),
    'Pelmeni',
    /mince/i,
  )
})

test('the drinks a family makes at home: masala chai, mango lassi, Thai iced tea, cà phê sữa đá, mint tea, sweet tea, doogh, frappé, kompot', () => {
  expectDish(first('assam tea, milk, ginger, cardamom, cloves, sugar'), 'Masala Chai', /tea/i)
  expectDish(first('mango pulp, yoghurt, milk, sugar, cardamom'), 'Mango Lassi', /mango pulp/i)
  expectDish(
    first('thai tea mix, condensed milk, evaporated milk, sugar'),
    'Thai Iced Tea',
    /thai tea mix/i,
  )
  expectDish(first('ground coffee, condensed milk, ice'), 'Ca Phe Sua Da', /ground coffee/i)
  expectDish(
    first('gunpowder green tea, fresh mint, sugar, water'),
    'Moroccan Mint Tea',
    /gunpowder green tea/i,
  )
  expectDish(first('black tea bags, sugar, water, lemon, mint'), 'Southern Sweet Tea', /tea bags/i)
  expectDish(first('plain yogurt, dried mint, sparkling water, salt'), 'Doogh', /yogurt/i)
  expectDish(first('nescafe, sugar, cold water, evaporated milk'), 'Greek Frappe', /nescafe/i)
  expectDish(
    first('frozen mixed berries, apples, sugar, water, cinnamon stick'),
    'Kompot',
    /mixed berries/i,
  )
})

test('matzo is its own bread, fried with egg into matzo brei; crackers and eggs are not', () => {
  expectDish(first('matzos, eggs, butter, salt'), 'Matzo Brei', /matzos/i)
  expect(first('cream crackers, eggs, butter, salt')).not.toMatch(/^## Matzo Brei$/m)
})

test('milk rolls coated in breadcrumbs are pandesal; cardamom and coconut milk fried dough, mandazi; dulce de leche sandwiches, alfajores', () => {
  expectDish(
    first('bread flour, yeast, sugar, milk, butter, egg, breadcrumbs'),
    'Pandesal',
    /breadcrumbs/i,
  )
  expectDish(
    first('flour, coconut milk, sugar, cardamom, yeast, oil for frying'),
    'Mandazi',
    /coconut milk/i,
  )
  expectDish(
    first('cornstarch, flour, butter, sugar, egg yolks, dulce de leche, desiccated coconut'),
    'Alfajores de Maicena',
    /dulce de leche/i,
  )
})

test('milchreis and riz rond are pudding rice, vanilla sugar is the vanilla: a rice pudding, not a fruit drink', () => {
  const recipe = first('milchreis rice, milk, sugar, vanilla sugar, cinnamon sugar, cherries')
  expect(recipe).toMatch(/^## (Rice Pudding|Arroz con Leche)$/m)
  expect(recipe).toMatch(/milchreis rice/i)
  expect(recipe).not.toMatch(/Not used: “vanilla sugar/)
})

test('millet flour is read as millet flour, not coconut flour: Hausa koko; peanut butter shaken with milk, peanut punch', () => {
  expectDish(
    first('millet flour, ginger, cloves, sugar, evaporated milk'),
    'Hausa Koko',
    /millet flour/i,
  )
  expectDish(
    first('peanut butter, milk, condensed milk, nutmeg, vanilla, oats'),
    'Peanut Punch',
    /peanut butter/i,
  )
})

test('the Dutch kitchen: buckwheat yeast batter makes poffertjes, a raisin batter fried oliebollen, bacon and apple pannenkoeken', () => {
  expectDish(
    first('buckwheat flour, plain flour, yeast, milk, egg, butter, icing sugar'),
    'Poffertjes',
    /buckwheat/i,
  )
  const oliebollen = first(
    'flour, yeast, milk, egg, raisins, currants, apple, oil for deep frying, icing sugar',
  )
  expectDish(oliebollen, 'Oliebollen', /raisins/i)
  expect(oliebollen).toMatch(/cooked right through/)
  expectDish(
    first('flour, milk, eggs, bacon strips, apple, stroop, powdered sugar'),
    'Pannenkoeken',
    /bacon/i,
  )
})

test('a plain milk and yeast dough stays bread rolls: pişi asks for its yogurt, dampfnudeln for their sauce or fruit', () => {
  expectDish(first('bread flour, yeast, milk, sugar, salt'), 'Crusty Bread Rolls', /milk/i)
  expect(first('flour, yeast, milk, sugar, butter, egg')).not.toMatch(/^## (Dampfnudeln|Pisi)$/m)
})

test('prawns on sweet potato in a turmeric batter, with fish sauce and lettuce, are bánh tôm, the frozen prawns thawed first', () => {
  const recipe = first(
    'frozen prawns, sweet potato, flour, rice flour, turmeric, spring onion, fish sauce, lettuce',
  )
  expectDish(recipe, 'Banh Tom', /prawns/i)
  expect(recipe).toMatch(/Thaw the frozen prawns completely first/)
  expectDish(first('prawns, sweet potato, flour, egg, vinegar, garlic'), 'Ukoy', /prawns/i)
})
