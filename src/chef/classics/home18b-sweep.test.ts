import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Regional home cooking (issue 18, session 18 sweep b): the dishes a family of Sicily, Romagna,
// the Basque Country, Alsace, Cyprus, Bosnia, Georgia, Tunisia or Liverpool cooks on a weeknight,
// and the names they type for what is in their fridge. Each list here is a cook's list; each
// dish was missing, or lost to a neighbour that left the family's own addition out.

test('leftover spaghetti is cooked pasta, so eggs and Parmesan make a frittata di maccheroni', () => {
  expectDish(first('eggs, leftover spaghetti, parmesan, butter'), 'Frittata di Pasta', /spaghetti/i)
})

test('malloreddus and fregola are read as the pasta they are', () => {
  expectDish(
    first('malloreddus, sausage, saffron, passata, pecorino sardo'),
    'Malloreddus alla Campidanese',
    /malloreddus/i,
  )
  const fregola = first('fregola, clams 1kg, cherry tomatoes, garlic, parsley, white wine')
  expectDish(fregola, 'Fregola con Arselle', /fregola/i)
  expect(fregola).toMatch(/throw away any that stay shut/i)
})

test('Swedish ansjovis are anchovies: potatoes, onions and cream make Janssons frestelse', () => {
  expectDish(
    first('potatoes, onions, tin of ansjovis, cream, breadcrumbs, butter'),
    "Jansson's Temptation",
    /ansjovis/i,
  )
})

test('brik pastry is thin pastry like filo, never shortcrust: egg and tuna make a brik', () => {
  const recipe = first('brik pastry, eggs, tuna tin, capers, parsley')
  expectDish(recipe, "Brik a l'Oeuf", /brik pastry/i)
  expect(recipe).not.toMatch(/shortcrust/i)
})

test('frik is freekeh: lamb, frik and chickpeas make chorba frik', () => {
  expectDish(
    first('lamb, frik, onion, tomato paste, chickpeas tin, coriander, mint'),
    'Chorba Frik',
    /frik/i,
  )
})

test('lepinja and kajmak are read, and beef and lamb mince with them make ćevapi', () => {
  const recipe = first(
    'beef mince 500g, lamb mince, garlic, bicarbonate, lepinja, onion, ajvar, kajmak',
  )
  expectDish(recipe, 'Cevapi', /lepinja/i)
  expect(recipe).toMatch(/kajmak/i)
  expect(recipe).toMatch(/no pink in the middle/)
})

test('sulguni is a melting cheese: with bread flour, yeast and eggs it is adjaruli khachapuri', () => {
  expectDish(
    first('bread flour, yeast, sulguni, feta, eggs, butter'),
    'Adjaruli Khachapuri',
    /sulguni/i,
  )
})

test('lacón and grelos are the Galician names for cured pork and turnip tops', () => {
  expectDish(first('lacon, grelos, potatoes, chorizo, paprika'), 'Lacon con Grelos', /lacon/i)
})

test('ali nazik cooks the lamb with tomato, so the Gaziantep list is ali nazik, not karnıyarık', () => {
  const recipe = first('aubergines, yoghurt, garlic, lamb mince, butter, tomato, green pepper')
  expectDish(recipe, 'Ali Nazik', /tomato/i)
})

test('sarmale layer the pot with smoked ribs, so a Serbian sarma list is sarmale', () => {
  const recipe = first('sour cabbage head, pork and beef mince, rice, smoked ribs, onion, paprika')
  expectDish(recipe, 'Sarmale', /smoked ribs/i)
})

test('Venetian pasta e fagioli takes a potato, so it beats minestrone for beans, pasta and potato', () => {
  const recipe = first('dried borlotti beans, pasta, potato, onion, celery, carrot, rosemary')
  expectDish(recipe, 'Pasta e Fagioli', /potato/i)
  expect(recipe).toMatch(/soak/i)
})

test('fesenjan takes duck legs, and gives them the longer simmer', () => {
  const recipe = first('duck legs, walnuts, pomegranate molasses, onion, sugar')
  expectDish(recipe, 'Fesenjan', /duck legs/i)
  expect(recipe).toMatch(/duck legs 1–1¼ hours/)
})

test('calves liver with a heap of onions and polenta is fegato alla veneziana, the liver just pink', () => {
  const recipe = first('calves liver, 3 white onions, butter, olive oil, parsley, polenta')
  expectDish(recipe, 'Fegato alla Veneziana', /liver/i)
  expect(recipe).toMatch(/just pink in the middle/)
  expect(recipe).toMatch(/polenta/i)
})

test('breadcrumbs, Parmesan, egg and stock make passatelli in brodo', () => {
  expectDish(
    first('breadcrumbs, parmigiano, eggs, nutmeg, lemon zest, chicken stock'),
    'Passatelli in Brodo',
    /breadcrumbs/i,
  )
})

test('piadina is made with lard and filled with prosciutto and soft cheese', () => {
  const recipe = first('00 flour, lard, milk, baking soda, prosciutto, squacquerone, rocket')
  expectDish(recipe, 'Piadina Romagnola', /squacquerone/i)
  expect(recipe).toMatch(/lard/i)
})

test('beef shin, chianti and peppercorns make peposo, cooked for hours', () => {
  const recipe = first('beef shin 1kg, chianti, black peppercorns, garlic')
  expectDish(recipe, 'Peposo', /chianti/i)
  expect(recipe).toMatch(/3½–4 hours/)
})

test('dried split fava beans and chicory make fave e cicoria, the beans soaked first', () => {
  const recipe = first('dried split fava beans, chicory, olive oil, garlic, bay leaf')
  expectDish(recipe, 'Fave e Cicoria', /fava/i)
  expect(recipe).toMatch(/soak/i)
})

test('salt cod, garlic and oil make bacalao al pil-pil, the cod soaked for days', () => {
  const recipe = first('salt cod, garlic, olive oil, guindilla')
  expectDish(recipe, 'Bacalao al Pil-Pil', /salt cod/i)
  expect(recipe).toMatch(/soak the salt (cod|fish)[^.]*36–48 hours/i)
})

test('a Portuguese seafood list makes arroz de marisco, the frozen prawns thawed first', () => {
  const recipe = first('rice, frozen prawns, clams, mussels, tomatoes, onion, corriander')
  expectDish(recipe, 'Arroz de Marisco', /prawns/i)
  expect(recipe).toMatch(/thaw/i)
})

test('three meats, potatoes and white wine make baeckeoffe, marinated overnight', () => {
  const recipe = first(
    'pork shoulder, lamb shoulder, beef chuck, potatoes, leeks, white wine, onions',
  )
  expectDish(recipe, 'Baeckeoffe', /lamb/i)
  expect(recipe).toMatch(/overnight/)
})

test('duck confit, cabbage and dried haricot beans make garbure, the beans soaked and boiled', () => {
  const recipe = first(
    'duck confit, cabbage, dried haricot beans, potatoes, carrots, leek, ham hock',
  )
  expectDish(recipe, 'Garbure', /duck/i)
  expect(recipe).toMatch(/soak/i)
  expect(recipe).toMatch(/boil/i)
})

test('veal with green peppers and piment d’Espelette is axoa', () => {
  expectDish(
    first("diced veal 800g, green peppers, onions, piment d'espelette, garlic"),
    'Axoa',
    /veal/i,
  )
})

test('chicken with Calvados, apples and cream is poulet vallée d’Auge, flamed with care', () => {
  const recipe = first('chicken pieces, calvados, apples, cream, mushrooms, shallots')
  expectDish(recipe, "Poulet Vallee d'Auge", /calvados/i)
  expect(recipe).toMatch(/75 °C/)
})

test('chicken with olives and herbes de Provence is poulet à la provençale; red wine and rosemary stay a cacciatore', () => {
  expectDish(
    first(
      'chicken thighs 8, tomatoes, peppers red & green, black olives, garlic, herbes de provence, white wine, onion',
    ),
    'Poulet a la Provencale',
    /olives/i,
  )
  expectDish(
    first(
      'Chicken Thighs, tin chopped tomatoes, black olives, rosemary, garlic, red wine, peppers',
    ),
    'Chicken Cacciatore',
    /rosemary/i,
  )
})

test('pork in red wine with coriander seeds is afelia; pork mince in vine leaves is koupepia', () => {
  expectDish(
    first('pork shoulder, red wine, coriander seeds, potatoes'),
    'Afelia',
    /pork shoulder/i,
  )
  expectDish(
    first('vine leaves, pork mince, rice, onion, tomatoes, lemon, mint'),
    'Koupepia',
    /vine leaves/i,
  )
})

test('Bulgarian lists: sirene salad is shopska, filo with yogurt and bicarb is banitsa, cold yogurt and cucumber is tarator', () => {
  expectDish(
    first('tomatoes, cucumbers, roasted peppers, onion, sirene, parsley'),
    'Shopska Salad',
    /sirene/i,
  )
  expectDish(first('filo pastry, eggs, feta, yoghurt, butter, bicarb'), 'Banitsa', /filo/i)
  expectDish(first('yoghurt, cucumber, dill, walnuts, garlic'), 'Tarator', /cucumber/i)
})

test('Serbian pasulj soaks its dried beans and simmers the smoked hock for hours', () => {
  const recipe = first('dried white beans, smoked ham hock, onion, paprika, bay leaves, carrot')
  expectDish(recipe, 'Pasulj', /beans/i)
  expect(recipe).toMatch(/soak/i)
})

test('Georgian lists: chicken in tomatoes is chakhokhbili; aubergine with walnuts is badrijani', () => {
  expectDish(
    first('chicken thighs, tomatoes, onions, garlic, coriander, khmeli suneli, chilli'),
    'Chakhokhbili',
    /chicken/i,
  )
  expectDish(
    first('aubergines, walnuts, garlic, coriander, pomegranate seeds, khmeli suneli, vinegar'),
    'Badrijani Nigvzit',
    /walnuts/i,
  )
})

test('Maghreb lists: kefta tagine poaches its eggs, zaalouk is cooked down, lablabi soaks dried chickpeas', () => {
  expectDish(
    first('beef mince 500g, cumin, paprika, tinned tomatoes, eggs, coriander, onion'),
    'Kefta Tagine',
    /beef mince/i,
  )
  expectDish(
    first('aubergines, tomatoes, garlic, cumin, paprika, coriander, olive oil'),
    'Zaalouk',
    /aubergine/i,
  )
  const lablabi = first('dried chickpeas, garlic, cumin, harissa, stale bread, eggs, olive oil')
  expectDish(lablabi, 'Lablabi', /chickpeas/i)
  expect(lablabi).toMatch(/soak/i)
})

test('semolina, yeast and honey make baghrir; puff pastry, milk and nuts make om Ali', () => {
  expectDish(
    first('fine semolina, flour, yeast, baking powder, warm water, honey, butter'),
    'Baghrir',
    /semolina/i,
  )
  expectDish(
    first('puff pastry, milk, cream, mixed nuts, raisins, sugar, desiccated coconut'),
    'Om Ali',
    /puff pastry/i,
  )
})

test('Black Sea collard greens with beans and cornflour make karalahana çorbası', () => {
  expectDish(
    first('collard greens, kidney beans tin, corn flour, onion, rice'),
    'Karalahana Corbasi',
    /collard greens/i,
  )
})

test('beef and lamb with potatoes and pickled beetroot is scouse; bacon joint and cabbage is bacon and cabbage', () => {
  expectDish(
    first('lamb neck, beef skirt, potatoes, onions, carrots, pickled beetroot'),
    'Scouse',
    /beef skirt/i,
  )
  const bacon = first('bacon joint, cabbage, potatoes, parsley, milk, butter, flour')
  expectDish(bacon, 'Bacon and Cabbage', /cabbage/i)
  expect(bacon).toMatch(/70 °C/)
})

test('carp, onions and paprika make halászlé; potatoes, roots and frankfurters make Kartoffelsuppe', () => {
  expectDish(first('carp, onions, paprika, green pepper, tomato'), 'Halaszle', /carp/i)
  expectDish(
    first('potatoes, carrots, celeriac, leek, frankfurters, marjoram, stock'),
    'Kartoffelsuppe',
    /frankfurters/i,
  )
})

test('rabbit makes its regions’ dishes, always cooked through to the bone', () => {
  const ligure = first('rabbit, white wine, olives, garlic, rosemary, pine nuts')
  expectDish(ligure, 'Coniglio alla Ligure', /rabbit/i)
  expect(ligure).toMatch(/no pink at the bone/)
  const ajillo = first('rabbit, garlic, white wine, thyme, olive oil')
  expectDish(ajillo, 'Conejo al Ajillo', /rabbit/i)
  expect(ajillo).toMatch(/no pink at the bone/)
})

test('German home lists: mince with a soaked roll is Frikadellen, kale with smoked sausage is Grünkohl', () => {
  const frikadellen = first('pork mince, beef mince, stale roll, egg, onion, mustard')
  expectDish(frikadellen, 'Frikadellen', /mince/i)
  expect(frikadellen).toMatch(/71 °C/)
  expectDish(
    first('kale, smoked sausages, pork belly, onion, oats, potatoes, mustard'),
    'Gruenkohl mit Pinkel',
    /kale/i,
  )
})

test('a vinegar-marinated beef with prunes is pašticada; with gingerbread and juniper, Sauerbraten', () => {
  const pasticada = first('beef, prunes, red wine, vinegar, onion, carrots, bacon, gnocchi')
  expectDish(pasticada, 'Pasticada', /prunes/i)
  expect(pasticada).toMatch(/overnight/)
  const sauerbraten = first(
    'beef topside, red wine vinegar, red wine, onion, juniper berries, bay leaves, gingernut biscuits, raisins',
  )
  expectDish(sauerbraten, 'Sauerbraten', /juniper/i)
  expect(sauerbraten).toMatch(/leave to cool completely/)
  expect(sauerbraten).toMatch(/keep in the fridge/)
})

test('chicken, filo, almonds and cinnamon make a pastilla; saffron fish and shellfish make bouillabaisse', () => {
  expectDish(
    first('chicken thighs, filo pastry, almonds, eggs, onions, cinnamon, icing sugar, saffron'),
    'Chicken Pastilla',
    /almonds/i,
  )
  const bouillabaisse = first(
    'white fish, mussels, prawns, saffron, tomatoes, fennel, orange, garlic, potatoes',
  )
  expectDish(bouillabaisse, 'Bouillabaisse', /saffron/i)
  expect(bouillabaisse).toMatch(/throw away any that stay shut/)
})

test('new dishes leave their neighbours’ lists alone', () => {
  expectDish(
    first('3 eggplants, eggs, garlic, onion, ground pork, half a courgette'),
    'Tortang Talong',
    /eggplant/i,
  )
  expectDish(
    first('neck of lamb, potatoes, onions, carrots, lamb stock, worcestershire sauce'),
    'Lancashire Hotpot',
    /lamb/i,
  )
  expectDish(first('sucuk, 3 eggs, butter, bread, cheddar'), 'Sucuklu Yumurta', /sucuk/i)
  expectDish(first('filo, feta, eggs, greek yogurt, butter, ham'), 'Tiropita', /feta/i)
})
