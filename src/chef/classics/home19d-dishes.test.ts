import { expect, test } from 'vitest'
import { expectDish, firstIdea as first, ideas } from '../../../tests/support/first-idea.ts'

// A regional sweep of the dishes families cook beside the main one, or as the meal (issue 18,
// s19d): dals, bean pots, vegetable stews, soups, salads and sides, typed blind. What a cook saw
// go wrong: beans weighed as a bag is weighed read as a tin and never soaked; "crayfish" beside
// black-eyed beans stir-fried as shellfish; cicoria and elote not read; and a dozen home dishes
// the library lacked.

const SOAK = /soak for 8–12 hours/
const BOIL_HARD = /boil hard for at least 10 minutes/

test('kidney beans weighed by the pound are the dry bag: soaked, then boiled hard', () => {
  const recipe = first(
    'red kidney beans 1lb, andouille, onion, celery, green bell pepper, garlic, bay leaves, rice',
  )
  expectDish(recipe, 'Red Beans and Rice', /kidney beans/i)
  expect(recipe).toMatch(SOAK)
  expect(recipe).toMatch(BOIL_HARD)
})

test('chickpeas measured in cups are dry chickpeas, soaked overnight', () => {
  const recipe = first('kabuli chana 2 cups, tea bags, chole masala, onion, tomato, amchur, ginger')
  expectDish(recipe, 'Chana Masala', /chana/i)
  expect(recipe).toMatch(SOAK)
})

test('a tin’s weight of chickpeas stays a tin: nothing to soak', () => {
  const recipe = first('chickpeas 400g, onion, garlic, garam masala, tinned tomatoes, ginger')
  expect(recipe).not.toMatch(/overnight/)
})

test('every idea that uses gigantes soaks them: Greek giant beans are sold dry', () => {
  for (const recipe of ideas('gigantes beans, tomatoes, onion, garlic, dill, parsley, olive oil')) {
    if (/gigantes/i.test(recipe.split('### Method')[0] ?? '')) expect(recipe).toMatch(/soak/)
  }
})

test('crayfish beside black-eyed beans is the ground dried crayfish of moi moi', () => {
  const recipe = first(
    'black eyed beans peeled 2 cups, red bell pepper, onions, scotch bonnet, crayfish, eggs, vegetable oil',
  )
  expectDish(recipe, 'Moi-Moi', /black eyed beans/i)
  expect(recipe).not.toMatch(/Not used: “crayfish/)
  expect(recipe).toMatch(/soak/)
})

test('cicoria is wild chicory, elote sweetcorn, nasu aubergine and mayonesa mayonnaise', () => {
  const recipe = first('dried fava beans peeled 300g, cicoria, garlic, olive oil, chilli')
  expectDish(recipe, 'Fave e Cicoria', /cicoria/i)
  const recipe2 = first('calabacitas 4, elote, tomatoes, onion, jalapeño, queso fresco')
  expect(recipe2).toMatch(/elote/i)
  expect(recipe2).not.toMatch(/Not used: “elote/)
  expectDish(first('2 nasu, miso, mirin, sugar, sesame seeds, sake'), 'Nasu Dengaku', /nasu/i)
  expectDish(
    first('potatoes, carrots, peas, tuna tin, mayonesa, eggs, olives'),
    'Ensaladilla Rusa',
    /mayonesa/i,
  )
})

test('toor dal, wheat flour, jaggery and kokum make dal dhokli, the dough cooked through', () => {
  const recipe = first(
    'toor dal 1 cup, wheat flour, jaggery, kokum, peanuts, ajwain, turmeric, ghee',
  )
  expectDish(recipe, 'Dal Dhokli', /toor dal/i)
  expect(recipe).toMatch(/no raw dough in the middle/)
})

test('black chana with coconut roasted brown and curry leaves is kadala curry, the chana soaked', () => {
  const recipe = first(
    'black chana 1 cup, coconut, shallots, coconut oil, curry leaves, garam masala, tomato',
  )
  expectDish(recipe, 'Kadala Curry', /chana/i)
  expect(recipe).toMatch(SOAK)
  expect(recipe).toMatch(/even deep brown/)
  const recipe2 = first('tinned chickpeas, desiccated coconut, shallots, curry leaves, coconut oil')
  expectDish(recipe2, 'Kadala Curry', /chickpeas/i)
  expect(recipe2).not.toMatch(/overnight/)
})

test('green papaya with rau ram and fish sauce is the Vietnamese salad, tossed not pounded', () => {
  const recipe = first(
    'green papaya, carrot, rau ram, roasted peanuts, fish sauce, lime, sugar, chilli',
  )
  expectDish(recipe, 'Vietnamese Green Papaya Salad', /papaya/i)
  expect(recipe).not.toMatch(/Not used: “chilli/)
})

test('aubergines with spring onions, fish sauce and peanuts are grilled with spring onion oil', () => {
  const recipe = first(
    '2 aubergines, spring onions, fish sauce, roasted peanuts, garlic, lime, chilli',
  )
  expectDish(recipe, 'Ca Tim Nuong Mo Hanh', /aubergine/i)
  expect(recipe).toMatch(/sizzle and turn bright green/)
})

test('couve with garlic is couve a mineira, cut fine and tossed for two minutes', () => {
  const recipe = first('couve 2 bunches, garlic, olive oil, bacon bits')
  expectDish(recipe, 'Couve a Mineira', /couve/i)
  expect(recipe).toMatch(/toss constantly for 1–2 minutes/)
})

test('a Brazilian bag of feijão is feijão caseiro, soaked and boiled first', () => {
  const recipe = first('feijão carioca 500g, garlic, onion, bacon, bay leaves, salt')
  expectDish(recipe, 'Feijao Caseiro', /feijao/i)
  expect(recipe).toMatch(SOAK)
  expectDish(first('feijão, rice, garlic, onion, bay leaves'), 'Arroz e Feijao', /feijao/i)
})

test('beans mashed with manioc flour and bacon make tutu de feijão', () => {
  const titles = ideas(
    'cooked beans leftover, farinha de mandioca, bacon, onion, garlic, eggs',
  ).map((recipe) => recipe.split('\n')[0])
  expect(titles).toContain('## Tutu de Feijao')
})

test('nopales with tomato, onion and lime are a nopales salad, rinsed of their slime', () => {
  const recipe = first('nopales 500g, tomato, onion, cilantro, jalapeño, queso fresco, lime')
  expectDish(recipe, 'Ensalada de Nopales', /nopales/i)
  expect(recipe).toMatch(/wash off the slime/)
  expect(recipe).not.toMatch(/Not used: “jalape/)
})

test('dried marrowfat peas and bicarbonate make mushy peas, soaked overnight', () => {
  const recipe = first('marrowfat peas dried, bicarbonate of soda, butter, mint')
  expectDish(recipe, 'Mushy Peas', /marrowfat peas/i)
  expect(recipe).toMatch(/soak for 12 hours/)
  expect(recipe).toMatch(/boil (?:hard )?for 10 minutes/)
})

test('white beans beaten with garlic under fried onions and paprika are fasole bătută', () => {
  const recipe = first('white beans dried 500g, garlic, onions, paprika, sunflower oil')
  expectDish(recipe, 'Fasole Batuta', /white beans/i)
  expect(recipe).toMatch(SOAK)
  expect(recipe).not.toMatch(/take out the bay/)
})

test('potatoes, aubergine and peppers stewed with tomato and basil are ciambotta', () => {
  const recipe = first('potatoes, peppers, aubergine, courgettes, tomatoes, onion, basil')
  expectDish(recipe, 'Ciambotta', /aubergine/i)
  const recipe2 = first(
    'potatoes, courgettes, aubergine, red peppers, tomatoes, red onion, garlic, parsley',
  )
  expectDish(recipe2, 'Briam', /aubergine/i)
})

test('Toulouse sausages on Puy lentils with thyme and bay are saucisses aux lentilles', () => {
  const recipe = first('puy lentils 300g, saucisses de toulouse, carrots, onion, thyme, bay leaf')
  expectDish(recipe, 'Saucisses aux Lentilles', /lentils/i)
  expect(recipe).toMatch(/71 °C/)
  const recipe2 = first('salt pork, puy lentils, carrots, onion, smoked sausage, bay leaf, thyme')
  expect(recipe2).toMatch(/^## Petit Sal/m)
})

test('pease pudding no longer needs the ham on the list: it is bought', () => {
  const titles = ideas('yellow split peas 500g, ham stock, onion, butter, black pepper').map(
    (recipe) => recipe.split('\n')[0],
  )
  expect(titles).toContain('## Pease Pudding and Ham Stottie')
})

test('Filipino chop suey takes the chicken livers and quail eggs a family adds, the livers cooked through', () => {
  const recipe = first(
    'cauliflower, broccoli, carrot, snow peas, quail eggs, chicken liver, oyster sauce, cornstarch',
  )
  expectDish(recipe, 'Filipino Chop Suey', /chicken liver/i)
  expect(recipe).toMatch(/no pink juice \(70 °C\)/)
})

test('mushrooms in coconut milk with galangal and lemongrass are tom kha het', () => {
  const recipe = first(
    'oyster mushrooms, coconut milk 2 tins, galangal, lemongrass, kaffir lime leaves, lime, fish sauce, chillies',
  )
  expectDish(recipe, 'Tom Kha Het', /mushrooms/i)
  expect(recipe).toMatch(/do not let it boil hard/)
})

test('tomatoes, cucumbers and green peppers with sumac and lemon are çoban salatası', () => {
  const recipe = first(
    'tomatoes, cucumbers, green peppers, onion, parsley, lemon, olive oil, sumac',
  )
  expectDish(recipe, 'Coban Salatasi', /cucumber/i)
})

test('tomato, onion and green pepper in vinegar is Brazil’s vinagrete, not a cooked peperonata', () => {
  expectDish(
    first('tomatoes, onion, green pepper, vinegar, olive oil, parsley'),
    'Molho Vinagrete',
    /tomatoes/i,
  )
})

test('parsnips and carrots with honey are honey-roast, glazed only at the end', () => {
  const recipe = first('parsnips, carrots, honey, thyme, olive oil')
  expectDish(recipe, 'Honey-Roast Carrots and Parsnips', /parsnips/i)
  expect(recipe).toMatch(/Roast for 5–10 minutes more/)
})

test('spinach, dill and chana dal make sai bhaji, the dal soaked and simmered soft in the pot', () => {
  const recipe = first('spinach, chana dal, dill, tomatoes, potato, onion, garlic, brinjal')
  expectDish(recipe, 'Sai Bhaji', /chana dal/i)
  expect(recipe).toMatch(/simmer gently for 45–50 minutes/)
  expect(recipe).not.toMatch(/simmer for 45–60 minutes, topping up/)
})

test('gram flour and yogurt make gatte ki sabzi, the gatte boiled through', () => {
  const recipe = first(
    'besan 1 cup, yogurt, ajwain, kasuri methi, red chilli powder, ghee, turmeric',
  )
  expectDish(recipe, 'Gatte ki Sabzi', /besan/i)
  expect(recipe).toMatch(/until they float and are firm and cooked through/)
})

test('avial takes the long beans and the drumsticks (moringa) of a Kerala family', () => {
  const recipe = first(
    'drumsticks (moringa), raw banana, elephant yam, carrots, long beans, grated coconut, thick curd, coconut oil, curry leaves',
  )
  expectDish(recipe, 'Avial', /drumsticks/i)
  expect(recipe).toMatch(/Long beans/)
  expect(recipe).not.toMatch(/chicken/i)
})

test('caldo gallego takes the stock and garlic a family adds', () => {
  expectDish(
    first('kale, white beans tin, chorizo, garlic, chicken stock, potatoes'),
    'Caldo Gallego',
    /kale/i,
  )
})

test('potatoes, butter and milk are mash, steamed dry; spinach with cream is creamed spinach', () => {
  const recipe = first('potatoes 1kg, butter, milk, salt')
  expectDish(recipe, 'Mashed Potatoes', /potatoes/i)
  expect(recipe).toMatch(/steam off the last of the water/)
  expectDish(
    first('spinach 1kg, onion, garlic, cream, nutmeg, butter, flour'),
    'Creamed Spinach',
    /spinach/i,
  )
})

test('green beans with two tins of beans in vinegar and sugar are a three-bean salad', () => {
  expectDish(
    first('green beans, kidney beans tin, chickpeas tin, red onion, vinegar, sugar, oil'),
    'Three-Bean Salad',
    /green beans/i,
  )
})

test('toor dal with spinach is dal palak, simmered soft in its own pot with no extra boil', () => {
  const recipe = first('toor dal, spinach, garlic, tomato, cumin, ghee, red chilli')
  expectDish(recipe, 'Dal Palak', /toor dal/i)
  expect(recipe).not.toMatch(/simmer for 45–60 minutes, topping up/)
})

test('potatoes pounded with a lot of garlic, oil and vinegar are skordalia', () => {
  expectDish(first('potatoes, garlic lots, olive oil, vinegar, almonds'), 'Skordalia', /potatoes/i)
})

test('potatoes, carrots, peas and egg in mayonnaise are a salada de maionese; with tuna, ensaladilla', () => {
  expectDish(
    first('potatoes, carrots, peas, mayonnaise, eggs, parsley, onion'),
    'Salada de Maionese',
    /potatoes/i,
  )
  expectDish(
    first('potatoes, carrots, peas, tuna tin, mayonesa, eggs, olives'),
    'Ensaladilla Rusa',
    /tuna/i,
  )
})

test('borș is read, and a ciorbă de legume is soured with it, boiled first', () => {
  const recipe = first(
    'potatoes, carrots, celery root, peppers, tomatoes, borș, lovage, green beans',
  )
  // The visitor's own spelling, as typed: borș.
  expectDish(recipe, 'Ciorba de Legume', /borș/i)
  expect(recipe).toMatch(/Bring the borș to the boil in a separate small pan/)
})

test('soaked moong dal salad, Texas caviar, German green bean stew and carrot raita are offered', () => {
  expectDish(
    first('moong dal, cucumber, carrot, grated coconut, lemon, green chilli, coriander'),
    'Kosambari',
    /moong dal/i,
  )
  expectDish(
    first(
      'black eyed peas 2 cans, corn, red pepper, red onion, jalapeño, italian dressing, cilantro',
    ),
    'Texas Caviar',
    /black eyed peas/i,
  )
  expectDish(
    first('green beans 500g, potatoes, bacon, onion, savory, stock'),
    'Gruene Bohnen Eintopf',
    /green beans/i,
  )
  expectDish(first('cucumber, yoghurt, roasted cumin, mint, carrot'), 'Cucumber Raita', /carrot/i)
})
