import { expect, test } from 'vitest'
import { LEXICON } from '../lexicon/lexicon.ts'
import { displayName, matchIngredient, normaliseWords } from './match-ingredient.ts'

function idOf(text: string): string | undefined {
  return matchIngredient(text).entry?.id
}

test('the lexicon knows at least 250 ingredients, each with a sensible amount', () => {
  expect(LEXICON.length).toBeGreaterThanOrEqual(250)
  for (const entry of LEXICON) {
    expect(entry.perServing.quantity).toBeGreaterThan(0)
    expect(entry.aliases[0]).toBe(entry.id)
  }
})

test('every lexicon name and alias is recognised as its own entry or a same-kind one', () => {
  for (const entry of LEXICON) {
    for (const alias of entry.aliases) {
      const match = matchIngredient(alias)
      expect(match.kind, alias).toBe('known')
      expect(match.entry?.category, alias).toBe(entry.category)
    }
  }
})

test('case, quantities and units are ignored', () => {
  expect(idOf('2 eggs')).toBe('egg')
  expect(idOf('EGGS')).toBe('egg')
  expect(idOf('500g chicken breast')).toBe('chicken breast')
  expect(idOf('500 g Chicken Breasts')).toBe('chicken breast')
  expect(idOf('a handful of spinach')).toBe('spinach')
  expect(idOf('1 tbsp olive oil')).toBe('olive oil')
  expect(idOf('2 cloves garlic')).toBe('garlic')
  expect(idOf('garlic, 2 cloves')).toBe('garlic')
  expect(idOf('garlic 6 cloves')).toBe('garlic')
  expect(idOf('peppers red & green x4')).toBe('bell peppers')
  expect(idOf('celery leaves')).toBe('celery')
  expect(idOf('pork escalopes x4')).toBe('pork fillet')
  expect(idOf('leftover braised beef (pot-au-feu)')).toBe('roast beef')
  expect(idOf('piment d’espelette')).toBe('paprika')
  expect(idOf('½ lemon')).toBe('lemon')
  expect(idOf('3 x 400g tins of chickpeas')).toBe('chickpeas')
  expect(idOf('a dozen eggs')).toBe('egg')
})

test('descriptors are ignored', () => {
  expect(idOf('fresh basil')).toBe('basil')
  expect(idOf('chopped onion')).toBe('onion')
  expect(idOf('frozen peas')).toBe('peas')
  expect(idOf('ripe bananas')).toBe('bananas')
  expect(idOf('diced chicken')).toBe('chicken')
  expect(idOf('canned sweetcorn')).toBe('sweetcorn')
})

test('British and American names meet in one entry', () => {
  expect(idOf('aubergine')).toBe(idOf('eggplant'))
  expect(idOf('courgettes')).toBe(idOf('zucchini'))
  expect(idOf('coriander')).toBe(idOf('cilantro'))
  expect(idOf('spring onions')).toBe(idOf('scallions'))
  expect(idOf('prawns')).toBe(idOf('shrimp'))
  expect(idOf('rocket')).toBe(idOf('arugula'))
  expect(idOf('beef mince')).toBe(idOf('ground beef'))
  expect(idOf('plain flour')).toBe(idOf('all-purpose flour'))
  expect(idOf('double cream')).toBe(idOf('heavy cream'))
  expect(idOf('icing sugar')).toBe(idOf('powdered sugar'))
})

test('longer names win over the words inside them', () => {
  expect(idOf('peanut butter')).toBe('peanut butter')
  expect(idOf('sweet potatoes')).toBe('sweet potato')
  expect(idOf('coconut milk')).toBe('coconut milk')
  expect(idOf('chicken stock cube')).toBe('chicken stock')
  expect(idOf('cream cheese')).toBe('cream cheese')
  expect(idOf('tin of tomatoes')).toBe('canned tomatoes')
  expect(idOf('red pepper flakes')).toBe('chilli flakes')
  expect(idOf('peppers')).toBe('bell peppers')
  expect(idOf('pepper')).toBe('black pepper')
})

test('accents, emoji and punctuation are understood', () => {
  expect(idOf('crème fraîche')).toBe('creme fraiche')
  expect(idOf('jalapeño')).toBe('jalapenos')
  expect(idOf('🥚')).toBe('egg')
  expect(idOf('🍅🍅')).toBe('tomatoes')
  expect(idOf('eggs!!!')).toBe('egg')
  expect(normaliseWords('Goat’s Cheese (200g)')).toEqual(['goats', 'cheese', '200', 'g'])
})

test('the recipe keeps the visitor’s words but drops their quantity', () => {
  expect(displayName('Courgettes')).toBe('Courgettes')
  expect(displayName('500g chicken breast')).toBe('chicken breast')
  expect(displayName('a handful of spinach')).toBe('spinach')
  expect(displayName('1 tbsp olive oil')).toBe('olive oil')
  expect(displayName('eggs x 6')).toBe('eggs')
  expect(displayName('chicken (about 500g)')).toBe('chicken')
  expect(displayName('apples')).toBe('apples')
  expect(displayName('an onion')).toBe('onion')
  expect(displayName('2')).toBe('2')
})

test('unknown items are guessed from their words', () => {
  const cheese = matchIngredient('Wensleydale cheese')
  expect(cheese.entry?.category).toBe('cheese')
  expect(matchIngredient('lingonberries')).toMatchObject({ kind: 'guessed' })
  expect(matchIngredient('lingonberries').entry?.category).toBe('fruit')
  expect(matchIngredient('grandma’s secret sauce').entry?.category).toBe('sauce')
  expect(matchIngredient('teff flour').entry?.category).toBe('baking')
  expect(matchIngredient('walnut oil').entry?.category).toBe('oil-fat')
})

test('finished dishes and nonsense are recognised as such', () => {
  expect(matchIngredient('chicken soup').kind).toBe('prepared')
  expect(matchIngredient('shepherd’s pie').kind).toBe('prepared')
  expect(matchIngredient('blorp').kind).toBe('unknown')
  expect(matchIngredient('!!!').kind).toBe('unknown')
  expect(matchIngredient('42').kind).toBe('unknown')
})

test.each([
  ['vegan', 'vegan'],
  ['Vegan!', 'vegan'],
  ['I’m vegan', 'vegan'],
  ['plant-based', 'vegan'],
  ['vegetarian', 'vegetarian'],
  ['no meat', 'vegetarian'],
  ['pescatarian', 'pescatarian'],
  ['gluten free', 'gluten-free'],
  ['gluten-free please', 'gluten-free'],
  ['must be GF', 'gluten-free'],
  ['coeliac', 'gluten-free'],
  ['no nuts', 'nut-free'],
  ['nut allergy', 'nut-free'],
  ['dairy-free', 'dairy-free'],
  ['lactose intolerant', 'dairy-free'],
  ['no eggs', 'egg-free'],
  ['halal', 'halal'],
  ['no pork', 'halal'],
  ['kosher', 'kosher'],
  ['keto', 'keto'],
  ['low carb', 'low-carb'],
  ['low-fat', 'low-fat'],
  ['sugar free', 'sugar-free'],
  ['high protein', 'high-protein'],
  ['healthy', 'healthy'],
])('%j is how the visitor eats, not an ingredient', (typed, preference) => {
  const match = matchIngredient(typed)
  expect(match).toMatchObject({ kind: 'preference', preference, entry: undefined })
})

test.each([
  ['vegan cheese', 'vegan cheese'],
  ['vegan sausages', 'vegan sausages'],
  ['gluten free flour', 'gluten free flour'],
  ['dairy free yogurt', 'plant yogurt'],
  ['mixed nuts', 'mixed nuts'],
  ['diet coke', 'cola'],
  ['nut butter', 'almond butter'],
])('%j names a diet word and an ingredient, and is the ingredient', (typed, id) => {
  expect(matchIngredient(typed)).toMatchObject({ kind: 'known', preference: undefined })
  expect(idOf(typed)).toBe(id)
})

test.each([
  ['leftover chicken', 'cooked chicken', 'leftover chicken', undefined],
  ['left over chicken', 'cooked chicken', 'left over chicken', undefined],
  ['leftover pasta', 'cooked pasta', 'leftover pasta', undefined],
  ['leftover rice', 'cooked rice', 'leftover rice', undefined],
  ['half a bag of spinach', 'spinach', 'spinach', undefined],
  ['half a bag of frozen peas', 'peas', 'frozen peas', undefined],
  [
    '2 x 400g tins chopped tomatoes',
    'canned tomatoes',
    'chopped tomatoes',
    { quantity: 800, unit: 'g' },
  ],
  ['two 400g tins of chickpeas', 'chickpeas', 'chickpeas', { quantity: 800, unit: 'g' }],
  [
    'a big tub of full-fat greek yoghurt from the corner shop',
    'yogurt',
    'full-fat greek yoghurt',
    undefined,
  ],
  ['the rest of the parmesan', 'parmesan', 'parmesan', undefined],
  ['what’s left of the ham', 'ham', 'ham', undefined],
  ['some cold roast chicken from sunday', 'cooked chicken', 'cold roast chicken', undefined],
  [
    'chicken breasts in the fridge that need using up',
    'chicken breast',
    'chicken breasts',
    undefined,
  ],
  ['a 500g pack of mince', 'beef mince', 'mince', { quantity: 500, unit: 'g' }],
  ['half a dozen eggs', 'egg', 'eggs', { quantity: 6, unit: '' }],
  ['a pint of milk', 'milk', 'milk', { quantity: 568, unit: 'ml' }],
])('%j is %s, called %j, with the stated amount', (typed, id, display, stated) => {
  const match = matchIngredient(typed)
  expect(match.kind).toBe('known')
  expect(match.entry?.id).toBe(id)
  expect(match.display).toBe(display)
  expect(match.stated).toEqual(stated)
})

test('the lexicon name the visitor used is kept as theirs, unless it is a brand or a concentrate', () => {
  const named = (text: string) => matchIngredient(text).named
  expect(named('2 scotch bonnets')).toBe('scotch bonnet')
  expect(named('sultanas')).toBe('sultanas')
  expect(named('greek yoghurt')).toBe('greek yoghurt')
  expect(named('saltfish')).toBe('saltfish')
  // the entry's own name, in either number, is not a name of their own
  expect(named('chillies')).toBeUndefined()
  expect(named('cod fillets')).toBeUndefined()
  // a brand is listed as the food it is, a stock cube as the stock it makes
  expect(named('Lurpak')).toBeUndefined()
  expect(named('Lea & Perrins')).toBeUndefined()
  expect(named('beef stock cube')).toBeUndefined()
  // Branston is a brown pickle of its own: listed as "mango chutney" it was a silent swap. It is
  // now its own entry, so the recipe lists it by that entry's name.
  expect(matchIngredient('branston pickle').entry?.id).toBe('branston pickle')
  expect(named('branston pickle')).toBeUndefined()
  // Saltines are crackers: the typo reader once made sardines of them.
  expect(matchIngredient('saltines').entry?.id).toBe('crackers')
  // Gravy made up from granules is gravy in the pan: "beef stock" would be a swap.
  // Granules keep their name so the recipe says how to make them up (weighed-pieces.ts).
  expect(named('gravy granules')).toBe('gravy granules')
  expect(named('bisto')).toBe('gravy granules')
  expect(named('leftover gravy')).toBe('gravy')
  // never the visitor's free text, only the alias inside it
  expect(named('the chicken that smells a bit off')).toBeUndefined()
  expect(named('mayo from the corner shop')).toBe('mayo')
  // a shop list's order, kind last, is written the way a recipe writes it
  expect(named('tofu firm')).toBe('firm tofu')
  // packaging is not a name a recipe writes (shorthand such as 'toms' stays the visitor's word)
  expect(named('bag of spinach')).toBeUndefined()
  expect(named('bag of baby spinach')).toBe('baby spinach')
  expect(named('toms')).toBe('toms')
  expect(named('Tofu silken 300g')).toBe('silken tofu')
})

test('a slip next to a shorter name is read when it makes a longer one', () => {
  expect(matchIngredient('cocunut milk').entry?.id).toBe('coconut milk')
  expect(matchIngredient('cocunut milk').typos).toEqual([{ typed: 'cocunut', read: 'coconut' }])
  // a generated plural is never the visitor's name for it: "tomatos" is not written
  expect(matchIngredient('chopped tomatos').named ?? '').not.toMatch(/tomatos/)
  expect(matchIngredient('chopped tomatos').entry?.id).toBe('canned tomatoes')
  expect(matchIngredient('2 scotch bonnets').named).toBe('scotch bonnet')
})

test('a slip the neighbours settle, a gloss in brackets, and the names people shorten', () => {
  // "bonet" could be bonnet or bones; only bonnet makes a name with "scotch"
  expect(matchIngredient('scotch bonet').entry?.id).toBe('chilli')
  expect(matchIngredient('scotch bonet').named).toBe('scotch bonnet')
  // a tie with no neighbour to settle it is still no reading
  expect(matchIngredient('pean').kind).toBe('unknown')
  expect(matchIngredient('japanese curry roux (golden curry)').kind).toBe('known')
  expect(matchIngredient('cheddar (mature)').kind).toBe('known')
  expect(matchIngredient('dark soy').entry?.id).toBe('soy sauce')
  expect(matchIngredient('niter kibbeh').entry?.id).toBe('ghee')
})

test('a steak of something else is that thing: catfish steaks are catfish, cauliflower steaks cauliflower', () => {
  expect(matchIngredient('catfish steaks').entry?.id).toBe('catfish')
  expect(matchIngredient('cauliflower steaks').entry?.id).toBe('cauliflower')
  expect(matchIngredient('rump steak').entry?.id).toBe('steak')
  expect(matchIngredient('steak').entry?.id).toBe('steak')
})

test('an unqualified tin of beans is baked beans; a tin of black beans stays black beans', () => {
  expect(matchIngredient('tin of beans').entry?.id).toBe('baked beans')
  expect(matchIngredient('can of beans').entry?.id).toBe('baked beans')
  expect(matchIngredient('black beans tin').entry?.id).toBe('black beans')
})

test('a tin of beans of a kind the lexicon does not know is not baked beans', () => {
  expect(matchIngredient('carioca beans tin').entry?.id).not.toBe('baked beans')
})

test('rice the visitor says is cooked is cooked rice, named as they said it', () => {
  expect(matchIngredient('day old jasmine rice')).toMatchObject({
    entry: { id: 'cooked rice' },
    named: 'cooked jasmine rice',
  })
  expect(matchIngredient('leftover basmati')).toMatchObject({
    entry: { id: 'cooked rice' },
    named: 'cooked basmati',
  })
  expect(matchIngredient('basmati rice').entry?.id).toBe('basmati rice')
  expect(matchIngredient('2 cups jasmine rice').entry?.id).toBe('jasmine rice')
})

test('a cut of meat the visitor minced is that meat’s mince', () => {
  expect(matchIngredient('chicken thighs (minced)').entry?.id).toBe('chicken mince')
  expect(matchIngredient('pork shoulder, minced').entry?.id).toBe('pork mince')
  // No lamb-shank mince: a meat without a mince entry stays what it is.
  expect(matchIngredient('minced garlic').entry?.id).toBe('garlic')
})

test('names read as the food they are, not a look-alike', () => {
  const read = (text: string) => matchIngredient(text).entry?.id
  expect(read('cannellini')).toBe('cannellini beans')
  expect(read('borlotti')).toBe('borlotti beans')
  expect(read('kimchi juice')).toBe('kimchi')
  expect(read('dried fenugreek leaves')).toBe('fenugreek')
  expect(read('hing')).toBe('asafoetida')
  // Split peas are their own pulse, slower than moong dal (issue 18, third read).
  expect(read('yellow split peas')).toBe('split peas')
  expect(read('reshteh noodles (or linguine)')).toBe('reshteh')
  expect(read('tamarind sauce')).toBe('tamarind')
  // The filling is about the tuna: the mayo is what holds it.
  expect(read('tuna mayo')).toBe('tuna')
  // Ready to eat, never cooked as a fresh fillet; a fresh fillet never goes raw into a pâté.
  expect(read('smoked fish')).toBe('smoked mackerel')
  expect(read('smoked mackerel')).toBe('smoked mackerel')
  expect(read('mackerel')).toBe('mackerel')
  expect(read('sardines fresh 6')).toBe('fresh sardines')
  expect(read('tin of sardines')).toBe('sardines')
  expect(read('chilli crisp')).toBe('chilli oil')
  expect(read('smetana')).toBe('sour cream')
  expect(read('cornbread mix')).toBe('cornbread mix')
  expect(read('bubble wrap')).not.toBe('tortilla wraps')
  expect(read('lao gan ma')).toBe('chilli oil')
  expect(read('sriracha')).toBe('sriracha')
  expect(read('black bean sauce')).toBe('black bean sauce')
  expect(read('hoisin')).toBe('hoisin sauce')
})

test('letters without a decomposition keep their word whole', () => {
  expect(normaliseWords('biber salçası')).toEqual(['biber', 'salcasi'])
  expect(normaliseWords('biała kiełbasa')).toEqual(['biala', 'kielbasa'])
  expect(normaliseWords('rødkål')).toEqual(['rodkal'])
})

test.each([
  // the gloss names the food the outer English could be mistaken for
  ['rice cakes (tteok)', 'tteok'],
  ['cassava flour (farofa)', 'manioc flour'],
  // a gloss that only restates or describes the item changes nothing
  ['paella rice (bomba)', 'paella rice'],
  ['cheddar (mature)', 'cheddar'],
  // a gloss that says what the food is made of: mung bean noodles are the glass noodles (their
  // own entry since the fourth read: they are no rice noodles)
  ['glass noodles (mung bean)', 'glass noodles'],
  ['herbs (parsley, coriander, fenugreek)', 'mixed herbs'],
  ['pork shoulder mince', 'pork mince'],
  ['vermicelli noodles', 'rice noodles'],
])('%s is read as %s', (typed, id) => {
  const match = matchIngredient(typed)
  expect(match.entry?.id).toBe(id)
  expect(match.kind).toBe('known')
})

test.each([
  // a brand in brackets says whose stock cube it is, not that it is another food
  ['chicken stock cubes (maggi)', 'chicken stock', undefined],
  // a list's shorthand for yogurt, written out in the recipe
  ['greek yog', 'yogurt', 'greek yogurt'],
  ['nat yog', 'yogurt', 'natural yogurt'],
  ['yog', 'yogurt', undefined],
  // what follows "for" is the item's use, not a finished dish it already is
  ['flour for dumplings', 'plain flour', 'flour'],
  ['stock for soup', 'vegetable stock', 'stock'],
  // its state after the name does not make it a guess
  ['red lentils dry 300g', 'red lentils', undefined],
])('%s is known as %s (named %s)', (typed, id, named) => {
  const match = matchIngredient(typed)
  expect(match.kind).toBe('known')
  expect(match.entry?.id).toBe(id)
  expect(match.named).toBe(named)
})

test('Scots names for the roots of haggis night are read as what they are', () => {
  expect(idOf('tatties')).toBe('potatoes')
  expect(idOf('neeps')).toBeDefined()
})

test('foods once folded into a neighbour are read as themselves', () => {
  // Kombu is for broth (wiped, never boiled hard); wakame is eaten as a vegetable.
  expect(idOf('kombu')).toBe('kombu')
  expect(idOf('kelp')).toBe('kombu')
  expect(idOf('dried wakame')).toBe('wakame')
  expect(idOf('laksa paste')).toBe('laksa paste')
  expect(idOf('tau pok')).toBe('tofu puffs')
  expect(idOf('fried tofu puffs')).toBe('tofu puffs')
  expect(idOf('teff flour')).toBe('teff flour')
  expect(idOf('prunes')).toBe('prunes')
  expect(idOf('mulato chillies')).toBe('dried red chillies')
})

test('palm nut concentrate is palm fruit, never nuts or dairy cream; dried soybeans are not edamame', () => {
  expect(matchIngredient('palm nut concentrate tin')?.entry?.id).toBe('palm nut concentrate')
  expect(matchIngredient('palm nut cream')?.entry?.id).toBe('palm nut concentrate')
  expect(matchIngredient('dried soybeans')?.entry?.id).toBe('dried soybeans')
  expect(matchIngredient('soya beans')?.entry?.id).toBe('edamame')
  expect(matchIngredient('perilla seed powder')?.entry?.id).toBe('perilla seed powder')
  expect(matchIngredient('pork neck bones')?.entry?.id).toBe('pork neck bones')
})

test('an Oxo cube is beef, but a chicken or vegetable Oxo is that stock', () => {
  expect(matchIngredient('chicken oxo cube')?.entry?.id).toBe('chicken stock')
  expect(matchIngredient('oxo chicken cube')?.entry?.id).toBe('chicken stock')
  expect(matchIngredient('veg oxo cube')?.entry?.id).toBe('vegetable stock')
  expect(matchIngredient('oxo cube')?.entry?.id).toBe('beef stock')
})

test('a counting word that is the food itself stays in the name: ground cloves are not "Ground"', () => {
  expect(matchIngredient('ground cloves').named).toBe('ground cloves')
  expect(matchIngredient('whole cloves').named).toBe('whole cloves')
  // A counting word after the food still goes: the amount says "2 fillets" already.
  expect(matchIngredient('2 salmon fillets').named).toBeUndefined()
  expect(matchIngredient('garlic cloves').named).toBeUndefined()
  expect(matchIngredient('smoked mackerel fillets').named).toBeUndefined()
})

test('American biscuits are a quick bread, not sweet biscuits; a British biscuit is still one', () => {
  for (const item of ['biscuits and gravy', 'buttermilk biscuits', 'sausage gravy and biscuits']) {
    const entry = matchIngredient(item).entry
    expect(entry?.id, item).toBe('buttermilk biscuits')
    expect(entry?.category, item).toBe('bread')
  }
  expect(matchIngredient('biscuits and gravy').named).not.toBe('gravy')
  expect(matchIngredient('digestive biscuits').entry?.category).toBe('sweet-treat')
  expect(matchIngredient('gravy granules').named).toBe('gravy granules')
})

test("a bought seasoning goes by its brand: Tony Chachere's is Creole seasoning, Shan masala keeps its name", () => {
  // A cook's read found Tony Chachere's "not recognised" in a maque choux, and Shan masala shown as
  // "Spice blend" while garam masala was bought; "Shan bhindi gosht masala" was read as okra.
  for (const item of ["Tony Chachere's", "tony's creole seasoning", 'slap ya mama']) {
    expect(matchIngredient(item).entry?.id, item).toBe('cajun seasoning')
    expect(matchIngredient(item).named, item).toBeUndefined()
  }
  for (const item of ['Shan masala', 'shan bhindi gosht masala', 'everest meat masala']) {
    expect(matchIngredient(item).entry?.id, item).toBe('spice blend')
    expect(matchIngredient(item).named, item).toBe(item.toLowerCase())
  }
})
