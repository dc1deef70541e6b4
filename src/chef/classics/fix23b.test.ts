import { expect, test } from 'vitest'
import { idea } from '../../../tests/support/first-idea.ts'
import { planClassicDish } from '../planning/plan-recipe.ts'
import { renderRecipe } from '../compose-recipe.ts'
import { ALL_CLASSICS } from './all-classics.ts'
import { breaks, withoutMissingFoods } from './described-foods.ts'
import { withoutAbsentAsides } from './absent-asides.ts'
import { lexiconEntryOrUndefined } from '../lexicon/lexicon.ts'

// What two blind cook's reads (read23, read24) found: method and description text for foods the
// list lacks, or for the alternatives the dish was not made with.

const MASTAVA = 'beef, rice, carrots, onion, potatoes, tomato paste, cumin, qatiq, dill'
const LU_ROU = 'pork belly, soy sauce, rice wine, rock sugar, star anise, shallots, eggs, rice'
const SHAKRIYEH =
  'lamb shoulder chunks, 1 kg plain yogurt, cornstarch, egg, onions, garlic, dried mint, rice'
const GOULASH =
  'beef chuck 1kg, onions, paprika, caraway seeds, marjoram, lemon zest, tomato paste, potatoes'
const BEAN_SALAD =
  'dried black eyed peas, 2 cans tuna in olive oil, red onion, garlic, parsley, eggs, white wine vinegar'
const LODEH =
  'young jackfruit, long beans, eggplant, tempeh, coconut milk, galangal, salam leaves, terasi, tofu'

/** The recipe's method alone: a tip may compare the forms ("tinned ones make a softer version"). */
function method(recipe: string): string {
  return recipe.split('### Method')[1]?.split('### Notes')[0] ?? ''
}

function written(dishId: string, list: string): string {
  const plan = planClassicDish(dishId, list.split(', '))
  expect(plan, `${dishId} fits`).toBeDefined()
  return plan === undefined ? '' : renderRecipe(plan)
}

/** The names a description may use for a food: its id and its plain English aliases. */
function spoken(id: string): string[] {
  const aliases = lexiconEntryOrUndefined(id)?.aliases ?? []
  return [id, ...aliases.filter((alias) => /^[a-z][a-z -]{2,}$/.test(alias))]
}

test('over every dish, a food named in a description list comes out cleanly when the recipe lacks it', () => {
  const kept: string[] = []
  const broken: string[] = []
  for (const dish of ALL_CLASSICS) {
    const description = dish.description.replace(/\[[^\]]*\]/g, '')
    if (/\{/.test(description)) continue
    const foods = new Set(
      dish.ingredients.flatMap((place) =>
        place.accepts.filter((id) => !/^[#@]/.test(id)).flatMap(spoken),
      ),
    )
    const lower = description.toLowerCase()
    for (const food of foods) {
      if (!lower.includes(food) || !new RegExp(`\\b${food}\\b`, 'i').test(description)) continue
      const out = withoutMissingFoods(description, [food])
      if (breaks(out) > breaks(description)) broken.push(`${dish.id}: ${out}`)
      // Between two commas it is a plain list item: it always comes out.
      if (new RegExp(`, ${food},`, 'i').test(out)) kept.push(`${dish.id}: ${food}`)
    }
  }
  expect(broken).toEqual([])
  expect(kept).toEqual([])
}, 300_000)

test('a description names foods by their everyday names: yuca, corn and plantain leave olla de carne', () => {
  const recipe = written('olla-de-carne', MASTAVA)
  expect(recipe).not.toMatch(/yuca|plantain|corn|chayote/i)
  const rich = written('olla-de-carne', 'beef shank, yuca, corn, plantain, carrots')
  expect(rich).toMatch(/cut the woody core out of yuca/)
  expect(rich).toMatch(/green plantain goes in with them/)
})

test('rou jia mo made with star anise promises no cinnamon, bay or green pepper', () => {
  const description = withoutMissingFoods(
    "Rou jia mo: pork belly braised in soy with star anise, cinnamon, bay and ginger, chopped with its juices and green pepper and stuffed into flatbreads; the street food of Xi'an, made at home.",
    ['cinnamon', 'bay', 'green pepper'],
  )
  expect(description).not.toMatch(/cinnamon|bay|green pepper/)
  expect(description).toMatch(/star anise and ginger/)
  // With rice wine and rock sugar the list's second idea is red-braised pork, which leaves no
  // room for kai palo; with garlic and coriander instead it is kai palo's own list.
  expect(idea(LU_ROU, /Red-Braised Pork/)).toMatch(/star anise/)
  expect(
    idea(
      'pork belly, soy sauce, rock sugar, star anise, eggs, garlic, coriander, rice',
      /Kai Palo/,
    ),
  ).not.toMatch(/five-spice/)
})

test('a list\'s last food leaves without breaking the sentence: no "bread or often"', () => {
  const silsi =
    'Silsi: tomatoes cooked down with onion and berbere, scooped up with bread or injera, often with eggs cracked in.'
  const out = withoutMissingFoods(silsi, ['injera'])
  expect(out).not.toMatch(/injera|or often/)
  expect(out).toMatch(/with bread, often with eggs/)
})

test('pörkölt adds the peppers and tomato it has, and cooks its side as that side needs', () => {
  const recipe = written('pork-porkolt', GOULASH)
  expect(recipe).not.toMatch(/peppers and tomatoes|noodles|gnocchi/)
  expect(recipe).toMatch(/the tomato paste and simmer/)
  const noodles = written('pork-porkolt', 'pork shoulder, onion, paprika, egg noodles')
  expect(noodles).toMatch(/noodles as the packet says/)
  expect(noodles).not.toMatch(/potatoes peeled|gnocchi/)
})

test("spas simmers its grain for that grain's time", () => {
  const rice = idea(SHAKRIYEH, /Spas/, 4)
  expect(rice).not.toMatch(/wheat berries|barley|bulgur/)
  expect(rice).toMatch(/until tender, about 15 minutes/)
  expect(written('spas', 'yogurt, wheat berries, egg')).toMatch(/until tender, 50–60 minutes/)
})

test('starch asides go when the dish has another starch', () => {
  const step =
    'Cook the side (potatoes peeled and boiled for 15 minutes; noodles as the packet says; gnocchi as the packet says).'
  expect(withoutAbsentAsides(step, 'potatoes')).toBe(
    'Cook the side (potatoes peeled and boiled for 15 minutes).',
  )
  expect(withoutAbsentAsides(step, 'tagliatelle')).toBe(
    'Cook the side (noodles as the packet says).',
  )
})

test("dried beans are told only the dried beans' way, tinned only the tinned", () => {
  const moi = written('moi-moi', BEAN_SALAD)
  expect(moi).toMatch(/Soak them in cold water/)
  expect(method(moi)).not.toMatch(/[Tt]inned|Drain and rinse them/)
  // Plain black eyed beans are the dry bag in moi-moi (a place that grinds its beans raw): the
  // tinned way is for beans the visitor says are tinned.
  expect(written('moi-moi', 'tinned black eyed beans, tuna, red onion, eggs')).not.toMatch(/Soak/)
  const ful = written(
    'ful-medames',
    'dried split fava beans, garlic, cumin, paprika, olive oil, lemon',
  )
  expect(method(ful)).not.toMatch(/[Tt]inned|[Ff]rozen/)
})

test("a rundown of smoked mackerel has no tin's sauce to lay in", () => {
  const smoked = written('mackerel-rundown', 'smoked mackerel, coconut milk, onion, thyme')
  expect(smoked).not.toMatch(/with its sauce/)
  expect(written('mackerel-rundown', 'tinned mackerel, coconut milk, onion')).toMatch(
    /tinned mackerel with its sauce/,
  )
})

test('the eggplant a classic calls aubergine goes into the pot, not on the side', () => {
  const lodeh = written('sayur-lodeh', LODEH)
  expect(lodeh).toMatch(/aubergine in chunks/)
  expect(lodeh).not.toMatch(/on the side, to add as you eat/)
})

test('no butter asides over olive oil, no chicken or prawn over a plain custard', () => {
  const tiropita = written('tiropita', 'feta, eggs, filo pastry, olive oil')
  expect(tiropita).not.toMatch(/if it is butter|with the fat\b/)
  expect(written('tiropita', 'feta, eggs, filo pastry, butter')).toMatch(
    /butter ready for brushing, melted/,
  )
  const custard = written('chawanmushi', 'eggs, dashi, soy sauce')
  expect(custard).not.toMatch(/chicken|prawn|treasures/)
  expect(written('chawanmushi', 'eggs, dashi, prawns')).toMatch(/prawns inside should be pink/)
})

test('a list item that belongs with the dish is used, not turned away', () => {
  const lentejas = written(
    'lentejas-con-chorizo',
    'lentils, chorizo colorado, panceta, onion, red pepper, batata, pimenton, beef stock',
  )
  expect(lentejas).toMatch(/pour in the beef stock/)
  const lodeh = written('sayur-lodeh', LODEH)
  expect(lodeh).toMatch(/with the turmeric and the terasi to a paste/)
  const kangkung = written(
    'kangkung-belacan',
    'kangkung, ikan bilis, belacan, garlic, red chilies, shallots, rice',
  )
  expect(kangkung).toMatch(/Serve at once, scattered with the crisp ikan bilis, with the rice/)
  expect(kangkung).not.toMatch(/dried shrimp|Not used/)
})

test('pickled beets and kefir make the cold beet soup, with hot potatoes beside it', () => {
  const list = 'pickled beets, kefir, 2 cucumbers, dill, green onions, hard boiled eggs, potatoes'
  const soup = written('chlodnik', list)
  expect(soup).toMatch(/Drain the pickled beets/)
  expect(soup).toMatch(/hot potatoes beside it/)
  expect(soup).not.toMatch(/Simmer it in the water|Not used/)
})
