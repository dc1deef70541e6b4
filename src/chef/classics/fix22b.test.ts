import { expect, test } from 'vitest'
import { firstIdea, idea } from '../../../tests/support/first-idea.ts'
import { planClassicDish } from '../planning/plan-recipe.ts'
import { renderRecipe } from '../compose-recipe.ts'
import { withoutAbsentAsides, withoutAbsentTips } from './absent-asides.ts'
import { withoutCutAlready } from './write-classic.ts'
import { withoutTipsOnMissing } from './described-foods.ts'

// What a blind cook's read (read22) found: notes about a food the dish does not hold, the list's
// own item turned away from its own dish, and words that say a thing twice.

const HUNGARIAN =
  'pork shoulder, sauerkraut, sour cream, onion, paprika, caraway seeds, rice, bacon'
const GOAN = 'pomfret, coconut, kokum, red chillies, turmeric, tamarind, onion, curry leaves'
const BANGLA = 'hilsa fish, mustard seeds, turmeric, green chilies, mustard oil, rice'

function written(dishId: string, list: string): string {
  const plan = planClassicDish(dishId, list.split(', '))
  expect(plan, `${dishId} fits`).toBeDefined()
  return plan === undefined ? '' : renderRecipe(plan)
}

test('a poultry doneness aside goes from a pork recipe, and stays for a bird', () => {
  const step = 'Roast until cooked through (75 °C at the bone for poultry).'
  expect(withoutAbsentAsides(step, 'pork shoulder')).toBe('Roast until cooked through.')
  expect(withoutAbsentAsides(step, 'duck legs, duck')).toBe(step)
  const recipe = idea(HUNGARIAN, /Podvarak/)
  expect(recipe).not.toMatch(/poultry/)
})

test('a mustard-oil aside goes when the oil is not mustard oil', () => {
  const step =
    'Heat the oil until it just smokes (mustard oil is always heated this far, to mellow it).'
  expect(withoutAbsentAsides(step, 'pomfret, oil, cooking oil')).not.toMatch(/mustard/)
  expect(withoutAbsentAsides(step, 'hilsa, mustard oil')).toBe(step)
  expect(written('mach-bhaja', GOAN)).not.toMatch(/mustard oil is always/)
})

test('a bone note about rohu and katla is not given for pomfret or hilsa', () => {
  const tips = ['Rohu has fine bones: eat it slowly.', 'Swap the chicken for tofu if you like.']
  expect(withoutAbsentTips(tips, 'hilsa fish, hilsa')).toEqual([tips[1]])
  expect(withoutAbsentTips(tips, 'rui fish, carp')).toEqual(tips)
  expect(written('mach-bhaja', GOAN)).not.toMatch(/rohu|katla/i)
  const tenga = idea(BANGLA, /Masor Tenga/)
  expect(tenga).toMatch(/hilsa have many fine bones/)
  expect(tenga).not.toMatch(/Rohu has/)
})

test('hilsa in a composed pan-fry is fried in steaks to the bone, never skin-side down', () => {
  const recipe = idea(BANGLA, /Pan-Fried/)
  expect(recipe).not.toMatch(/skin-side down/)
  expect(recipe).toMatch(/at the bone/)
})

test('bought caramel fills the caramel of Ca Kho To: no "doesn\'t suit", no caramel made of extra sugar', () => {
  const recipe = firstIdea(
    'fish sauce, caramel, catfish steaks, shallots, garlic, chilli, black pepper, coconut water',
  )
  expect(recipe).toMatch(/^## Ca Kho To/)
  expect(recipe).toMatch(/Warm the caramel/)
  expect(recipe).not.toMatch(/Sugar|doesn't suit|amber caramel/)
  // Counted as the steaks the cook named, and never cut into steaks again.
  expect(recipe).toMatch(/Catfish steaks — 2\n/)
  expect(
    withoutCutAlready('Cut the catfish steaks into steaks about 4 cm thick. Put them in a bowl.'),
  ).toBe('Put them in a bowl.')
})

test('an Iraqi bamia takes the dried limes of the list', () => {
  const recipe = idea('okra, lamb chunks, tomato paste, garlic, dried limes, rice', /Bamia/)
  expect(recipe).toMatch(/dried limes?, pierced/)
  expect(recipe).not.toMatch(/dried limes” — doesn't/)
})

test('molokhia takes its vermicelli rice, goes in from frozen unsqueezed and is called frozen once', () => {
  const recipe = idea(
    'frozen molokhia, chicken thighs, garlic, ground coriander, ghee, rice, vermicelli',
    /Mulukhiyah/,
  )
  expect(recipe).toMatch(/fry the vermicelli/)
  expect(recipe).not.toMatch(/frozen frozen|squeeze out|vermicelli” — doesn't/i)
})

test('blueberry muffins use the butter of the list, with the baking powder their note asks', () => {
  const recipe = idea(
    'flour, butter, sugar, eggs, baking powder, milk, vanilla, blueberries',
    /Blueberry Muffins/,
  )
  expect(recipe).toMatch(/Butter — \d+ g/)
  expect(recipe).toMatch(/Baking powder — 1 tbsp/)
  expect(recipe).not.toMatch(/Oil —|butter” — doesn't/)
})

test('edikang ikong takes the stockfish and the onga cube of the list', () => {
  const recipe = idea(
    'cocoyam, palm oil, ugu leaves, stockfish, dried crayfish, beef, pepper, onga cube',
    /Edikang Ikong/,
  )
  expect(recipe).toMatch(/flaked stockfish/)
  expect(recipe).not.toMatch(/stockfish” — doesn't|onga cube”|chicken 25/)
})

test('a list item after a lead-in ("chakalaka ingredients: baked beans") is read as the item', () => {
  const recipes = [1, 2, 3].map((n) =>
    idea(
      'chakalaka ingredients: baked beans, carrots, green pepper, onion, curry powder, chilli, tomatoes',
      n === 1 ? /Chakalaka/ : n === 2 ? /Salad/ : /Stir-Fry/,
    ),
  )
  for (const recipe of recipes) expect(recipe).not.toMatch(/ingredients:/)
})

test('a description promises none of the dish’s foods the recipe lacks', () => {
  const bariis = idea(
    'okra, lamb chunks, tomato paste, garlic, dried limes, rice',
    /Bariis Iskukaris/,
  )
  expect(bariis).not.toMatch(/cardamom|cinnamon|raisins|banana/)
  const fritada = idea(
    'pork shoulder, achiote paste, sour oranges, red onion, habanero, banana leaves, tortillas',
    /Fritada/,
  )
  expect(fritada).not.toMatch(/mote|plantain|potatoes/)
  expect(idea(BANGLA, /Masor Tenga/)).not.toMatch(/fenugreek/)
  const podvarak = idea(HUNGARIAN, /Podvarak/)
  expect(podvarak).not.toMatch(/turkey|duck/)
  const vepro = idea(HUNGARIAN, /Vepro Knedlo Zelo/)
  expect(vepro).not.toMatch(/sweet-sour|served with dumplings/)
  const soup = idea(
    'black beans dried, white rice, green pepper, onion, garlic, cumin, oregano, bay leaf, olive oil',
    /Black Bean Soup/,
  )
  expect(soup).not.toMatch(/smoky|toppings/)
})

test('leftover pasta is not promised a sauce cooked while the water boils', () => {
  const pasta = idea(
    'leftover roast chicken, half a courgette, wilting spinach, 2 eggs, cheddar, tortillas, some cooked pasta, a lemon',
    /Pasta/,
  )
  expect(pasta).not.toMatch(/while the water boils/)
})

test('beans for congrí and frijoles negros keep all their liquid: drained once, if at all', () => {
  const list =
    'black beans dried, white rice, green pepper, onion, garlic, cumin, oregano, bay leaf, olive oil'
  for (const title of [/Congri/, /Frijoles Negros/]) {
    const recipe = idea(list, title)
    expect(recipe).not.toMatch(/mugful/)
    expect(recipe).not.toMatch(/soaked overnight, then simmered/)
    expect(recipe).not.toMatch(/on the side, to add as you eat/)
  }
})

test('mămăligă’s eggs are fried in a pan of their own, and kofta’s yogurt is served', () => {
  const mamaliga = firstIdea('cornmeal, feta cheese, eggs, sour cream, butter, salt')
  expect(mamaliga).toMatch(/Meanwhile heat the oil in a frying pan and fry the eggs/)
  expect(mamaliga).not.toMatch(/same pan/)
  const kofta = idea('bulgur, ground lamb, onions, pine nuts, yogurt, allspice, cinnamon', /Kofta/)
  expect(kofta).toMatch(/Spoon the herbed yogurt alongside/)
  expect(kofta).not.toMatch(/allspice” — doesn't/)
})

test('zosui says its rice weight is cooked rice, and joins its broth in sentences', () => {
  const zosui = idea('chicken thighs, onion, eggs, rice, dashi, soy sauce, mirin, sugar', /Zosui/)
  expect(zosui).toMatch(/weight given is for cooked rice/)
  expect(zosui).not.toMatch(/the mirin and add/)
})

test('words read right: "Serve hot with the spring onions", "one of the chillies", Shorshe Ilish', () => {
  const wings = idea(
    'chicken wings, soy sauce, rock sugar, ginger, spring onions, shaoxing wine',
    /Sticky Honey Garlic/,
  )
  expect(wings).toMatch(/Serve hot with the spring onions/)
  const shorshe = firstIdea(BANGLA)
  expect(shorshe).toMatch(/^## Shorshe Ilish/)
  expect(shorshe).not.toMatch(/\b1 chilis?\b/)
})

test('eggs on a flat tortilla pizza are beaten and spooned over, never "one to each"', () => {
  const pizza = idea(
    'leftover roast chicken, half a courgette, wilting spinach, 2 eggs, cheddar, tortillas, some cooked pasta, a lemon',
    /Pizza/,
  )
  expect(pizza).toMatch(/spoon the beaten egg over/)
  expect(pizza).not.toMatch(/one to each/)
})

test('a tip about one of the dish’s foods the recipe lacks goes; a swap it offers stays', () => {
  const tips = [
    'Carne seca must first be covered with cold water and brought to the boil.',
    'Sparkling water makes a good alcohol-free batter.',
    'Serve at once.',
  ]
  expect(withoutTipsOnMissing(tips, ['carne seca', 'sparkling water'])).toEqual(tips.slice(1))
})

test('mach bhaja heats mustard oil to smoking, any other oil only until it shimmers', () => {
  const pomfret = written('mach-bhaja', GOAN)
  expect(pomfret).toMatch(/until hot and shimmering/)
  expect(pomfret).not.toMatch(/just smokes|the turmeric, the salt/)
  const rohu = written('mach-bhaja', 'rohu fish, turmeric, mustard oil')
  expect(rohu).toMatch(/until it just smokes \(mustard oil is always heated this far/)
})
