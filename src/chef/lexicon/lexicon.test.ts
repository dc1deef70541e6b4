import { expect, test } from 'vitest'
import { matchIngredient, normaliseWords } from '../reading/match-ingredient.ts'
import { LEXICON, lexiconEntry } from './lexicon.ts'

test('the lexicon knows at least 600 ingredients, each under its own name', () => {
  expect(LEXICON.length).toBeGreaterThanOrEqual(600)
  const ids = LEXICON.map((entry) => entry.id)
  expect(new Set(ids).size).toBe(ids.length)
})

test('no name is claimed by two entries, once normalised the way visitors’ words are', () => {
  const owners = new Map<string, string>()
  const clashes: string[] = []
  for (const entry of LEXICON) {
    for (const alias of entry.aliases) {
      const key = normaliseWords(alias).join(' ')
      const owner = owners.get(key)
      if (owner !== undefined && owner !== entry.id) clashes.push(`${key}: ${owner} / ${entry.id}`)
      owners.set(key, entry.id)
    }
  }
  expect(clashes).toEqual([])
})

test('every amount per serving parses to a positive, finite quantity', () => {
  for (const entry of LEXICON) {
    expect(Number.isFinite(entry.perServing.quantity), entry.id).toBe(true)
    expect(entry.perServing.quantity, entry.id).toBeGreaterThan(0)
  }
})

test.each([
  // [id, vegetarian, vegan, gluten free, dairy free]
  ['seitan', true, true, false, true],
  ['soya mince', true, true, true, true],
  ['quorn', true, false, true, true],
  ['puff pastry', true, true, false, true],
  ['suet', false, false, false, true],
  ['vegetable suet', true, true, false, true],
  ['marmite', true, true, false, true],
  ['bovril', false, false, true, true],
  ['bonito flakes', false, false, true, true],
  ['caesar dressing', false, false, true, false],
  ['coleslaw', true, false, true, true],
  ['labneh', true, false, true, false],
  ['plant yogurt', true, true, true, true],
  ['gluten free flour', true, true, true, true],
  ['agar agar', true, true, true, true],
  ['gelatine', false, false, true, true],
  ['jelly cubes', false, false, true, true],
  ['vegan mayo', true, true, true, true],
  ['mayonnaise', true, false, true, true],
  ['papadums', true, true, true, true],
  ['jackfruit', true, true, true, true],
  ['condensed soup', false, false, false, false],
  ['honey', true, false, true, true],
  ['spam', false, false, true, true],
] as const)('%s has the right diet flags', (id, vegetarian, vegan, glutenFree, dairyFree) => {
  expect(lexiconEntry(id).diet).toEqual({ vegetarian, vegan, glutenFree, dairyFree })
})

// What visitors really type: regional names, brands used as generic names, plurals, quantities.
test.each([
  ['labneh', 'labneh'],
  ['a tin of jackfruit', 'jackfruit'],
  ['coleslaw', 'coleslaw'],
  ['2 ripe plantains', 'plantain'],
  ['cassava', 'cassava'],
  ['yuca', 'cassava'],
  ['tinned ackee', 'ackee'],
  ['callaloo', 'callaloo'],
  ['quark', 'quark'],
  ['skyr', 'yogurt'],
  ['seitan', 'seitan'],
  ['nori sheets', 'nori'],
  ['wakame', 'wakame'],
  ['limu', 'wakame'],
  ['matzoon', 'yogurt'],
  ['ptitim', 'couscous'],
  ['timur', 'sichuan peppercorns'],
  ['lamb ribs', 'lamb'],
  ['wheat berries', 'wheat berries'],
  ['roasted curry powder', 'curry powder'],
  ['shan noodles', 'rice noodles'],
  ['bonito flakes', 'bonito flakes'],
  ['doenjang', 'doenjang'],
  ['tamarind paste', 'tamarind'],
  ['amchur', 'amchur'],
  ['chaat masala', 'chaat masala'],
  ['kohlrabi', 'kohlrabi'],
  ['samphire', 'samphire'],
  ['purple sprouting', 'broccoli'],
  ['cavolo nero', 'kale'],
  ['chestnuts', 'chestnuts'],
  ['sweet chestnut puree', 'chestnut puree'],
  ['filo pastry', 'filo pastry'],
  ['suet', 'suet'],
  // Black treacle is molasses, not golden syrup (issue 18, third read); plain treacle stays.
  ['black treacle', 'molasses'],
  ['treacle', 'golden syrup'],
  ['capsicum', 'bell peppers'],
  ['maida', 'plain flour'],
  ['5 kg atta', 'atta'],
  ['dhania', 'ground coriander'],
  ['jeera', 'cumin'],
  ['zucchini', 'courgettes'],
  ['eggplant', 'aubergine'],
  ['rutabaga', 'turnip'],
  ['heavy cream', 'cream'],
  ['bicarb', 'bicarbonate of soda'],
  ['500g ground beef', 'beef mince'],
  ['Philadelphia', 'cream cheese'],
  ['Quorn mince', 'quorn'],
  ['Marmite', 'marmite'],
  ['Vegemite', 'marmite'],
  ['Bisto', 'beef stock'],
  ['an Oxo cube', 'beef stock'],
  ['Nutella', 'chocolate spread'],
  ['4 Weetabix', 'breakfast cereal'],
  ['Hellmann’s', 'mayonnaise'],
  ['Tabasco', 'hot sauce'],
  ['Sriracha', 'sriracha'],
  ['Lurpak', 'butter'],
  ['Flora', 'margarine'],
  ['Bovril', 'bovril'],
  ['Cheerios', 'breakfast cereal'],
  ['cabbage leaves', 'cabbage'],
  ['a tin of Heinz beans', 'baked beans'],
  ['Frank’s', 'hot sauce'],
  ['Cathedral City', 'cheddar'],
  ['Dairylea', 'cheese spread'],
  ['6 Babybels', 'gouda'],
  ['a Pot Noodle', 'ramen noodles'],
  ['Uncle Ben’s rice', 'cooked rice'],
  ['mielie meal', 'polenta'],
  ['boerewors', 'sausage'],
  ['biltong', 'biltong'],
  ['kumara', 'sweet potato'],
  ['1 puna yam', 'yam'],
  ['pepper soup spice', 'pepper soup spice'],
  ['instant vanilla pudding mix', 'custard powder'],
  ['nilla wafers', 'biscuits'],
  ['rockmelon', 'melon'],
  ['aloo', 'potatoes'],
  ['palak', 'spinach'],
  ['chillies', 'chilli'],
  ['2 x 400g tins chopped tomatoes', 'canned tomatoes'],
  ['half a bag of frozen peas', 'peas'],
  ['leftover turkey', 'roast turkey'],
  ['left over chicken', 'cooked chicken'],
  ['the rest of the parmesan', 'parmesan'],
  ['vegan sausages', 'vegan sausages'],
  ['veggie burgers', 'veggie burger'],
  ['vegan chicken pieces', 'vegan chicken'],
  ['gluten free flour', 'gluten free flour'],
  ['orange squash', 'cola'],
  ['Dr Pepper', 'cola'],
  ['lemon pepper', 'lemon pepper'],
  ['juniper berries', 'juniper berries'],
  ['pork ribs', 'pork ribs'],
  ['2 lamb shanks', 'lamb shank'],
  ['salt fish', 'salt cod'],
  ['half and half', 'half and half'],
])('%s is read as %s', (typed, id) => {
  const match = matchIngredient(typed)
  expect(match.kind).toBe('known')
  expect(match.entry?.id).toBe(id)
})
