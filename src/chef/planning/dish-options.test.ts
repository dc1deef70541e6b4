import { expect, test } from 'vitest'
import { renderRecipe } from '../compose-recipe.ts'
import { EVERYDAY_BUYS } from './dish-options.ts'
import { planRecipe } from './plan-recipe.ts'
import { lexiconEntryOrUndefined } from '../lexicon/lexicon.ts'
import type { RecipePlan } from '../model/recipe-plan.ts'

function ideas(list: readonly string[], count = 3): RecipePlan[] {
  return Array.from({ length: count }, (_, variant) => planRecipe(list, { variant }))
}

const POTS = new Set(['stew', 'curry', 'chilli'])

test.each([
  // Real dishes on the star before the list is put in a tin: roast chicken before a tray bake.
  ['chicken drumsticks x8', 'buttermilk', 'flour', 'paprika', 'garlic powder', 'oil for frying'],
  ['pork shoulder', 'soy sauce', 'white vinegar', 'a whole bulb of garlic', 'bay leaves'],
  ['beef shin', '500g shallots', 'red wine', 'tomato puree', 'cinnamon stick', 'cloves', 'bay'],
  ['1kg mussels', 'white wine', 'shallots', 'garlic', 'parsley', 'butter', 'crusty bread'],
  ['6 apples', 'puff pastry', 'butter', 'sugar', 'cinnamon'],
])('%s… gives three different dishes, never two pots', (...list) => {
  const plans = ideas(list)
  expect(plans.map((plan) => plan.kind)).toEqual(['recipe', 'recipe', 'recipe'])
  expect(new Set(plans.map((plan) => plan.family.id)).size).toBe(3)
  expect(new Set(plans.map((plan) => plan.title.toLowerCase())).size).toBe(3)
  const pots = plans.filter((plan) => POTS.has(plan.family.id) || plan.family.id === 'stew')
  expect(pots.length).toBeLessThanOrEqual(1)
})

test('a real dish comes before a composed tray bake or grain bowl', () => {
  const plans = ideas(['chicken drumsticks', 'buttermilk', 'flour', 'paprika', 'garlic powder'])
  expect(plans[1]?.source).toBe('classic')
  const list = ['cube steak', 'flour', 'eggs', 'milk', 'crisco', 'black peper', 'mashed potatos']
  const titles = ideas(list).map((plan) => plan.title)
  expect(titles.join(' | ')).not.toMatch(/Grain Bowl|Traybake/)
})

test('a dish built on the star with one everyday thing bought marks it as an extra', () => {
  const [, second] = ideas([
    'chicken drumsticks',
    'buttermilk',
    'flour',
    'paprika',
    'garlic powder',
  ])
  expect(second?.title).toBe('Roast Chicken and Potatoes')
  expect(second?.extras.map((item) => item.canonical)).toContain('potatoes')
  expect(renderRecipe(second as RecipePlan)).toMatch(/- Potatoes — .* \*\(extra\)\*/)
})

test('a signature is never what is bought: no jerk or berbere dish on a list without it', () => {
  const list = [
    'beef shin',
    '500g shallots',
    'red wine',
    'tomato puree',
    'cinnamon stick',
    'cloves',
  ]
  for (const plan of ideas(list, 4)) {
    const bought = plan.extras.map((item) => item.canonical ?? '')
    expect(bought).not.toContain('jerk seasoning')
    expect(bought).not.toContain('berbere')
  }
})

test('the same breaded cutlet is not offered twice under two names', () => {
  const list = [
    'pork loin chops',
    'eggs',
    'breadcrumbs',
    'plain flour',
    'potatoes',
    'cucumber',
    'sour cream',
    'dill',
  ]
  const titles = ideas(list, 4).map((plan) => plan.title)
  expect(titles[0]).toBe('Kotlet Schabowy')
  expect(titles).not.toContain('Tonkatsu')
})

test('a sweet list’s further ideas stay sweet, and a kit for one dish may run dry', () => {
  const tart = ideas(['lemons x3', 'caster sugar', 'eggs', 'butter', 'shortcrust pastry'], 4)
  for (const plan of tart.slice(1)) expect(plan.title).not.toMatch(/Eggs on Toast|Omelette/)
  const mango = ideas(['glutinous rice', '2 ripe mangoes', 'coconut milk', 'sugar', 'salt'])
  expect(mango[0]?.title).toBe('Mango Sticky Rice')
  for (const plan of mango.slice(1)) expect(plan.title).not.toMatch(/Fried Rice/)
})

test('"Out of New Ideas" names no item on the list and no dish already given, nor one retold', () => {
  const lists = [
    ['pudding rice', 'whole milk', 'sugar', 'nutmeg', 'butter', 'strawberry jam'],
    ['kimchi', 'cooked rice', 'eggs', 'spring onions', 'sesame oil'],
    ['glutinous rice', '2 ripe mangoes', 'coconut milk', 'sugar', 'salt', 'sesame seeds'],
    ['macaroni', 'mature cheddar', 'whole milk', 'butter', 'plain flour', 'breadcrumbs'],
  ]
  for (const list of lists) {
    const plans = ideas(list, 6)
    const out = plans.find((plan) => plan.kind === 'out-of-ideas')
    expect(out, list.join(', ')).toBeDefined()
    const given = plans.filter((plan) => plan.kind === 'recipe')
    for (const addition of out?.additions ?? []) {
      for (const item of list) expect(item).not.toContain(addition.add.toLowerCase())
      for (const plan of given) {
        expect(addition.dish).not.toBe(plan.title)
        // Another of a kind already given is no new idea (Thai fried rice after egg fried rice).
        expect(addition.dish.toLowerCase()).not.toContain(
          plan.family.id === 'fried-rice' || plan.title.endsWith('Fried Rice')
            ? 'fried rice'
            : '\u0000',
        )
      }
    }
  }
  const pudding = ideas(['pudding rice', 'whole milk', 'sugar', 'nutmeg', 'butter', 'jam'], 2)[1]
  expect(pudding?.suggestions?.join('\n')).not.toMatch(/Arroz con Leche/)
})

test('every everyday buy is a food the lexicon knows', () => {
  for (const id of EVERYDAY_BUYS) expect(lexiconEntryOrUndefined(id), id).toBeDefined()
})

test('a list that carries a dish’s signature gets that dish first, not the list in a wok', () => {
  const list = [
    '300g pork mince',
    'firm tofu',
    'Pixian doubanjiang',
    'sichuan peppercorns',
    'spring onions',
    'garlic',
    '6 dried shiitake',
    'green beans',
  ]
  const titles = ideas(list).map((plan) => plan.title)
  expect(titles[0]).toBe('Mapo Tofu')
  // The kitchen's own next dish on the pork, before anything composed.
  expect(titles[1]).toBe('Sichuan Dry-Fried Green Beans')
})

test('after the first idea, a cook of its kitchen names that kitchen’s dishes', () => {
  const titles = ideas(['300g spaghetti', 'guanciale', '3 eggs', 'pecorino', 'black pepper']).map(
    (plan) => plan.title,
  )
  expect(titles).toEqual(['Spaghetti Carbonara', 'Pasta alla Gricia', 'Cacio e Pepe'])
})

test('one dish told twice under a longer name is not another idea', () => {
  const list = ['stale corn tortillas 10', 'salsa roja', 'eggs', 'queso fresco', 'crema', 'onion']
  const titles = ideas(list).map((plan) => plan.title)
  expect(titles.filter((title) => /^Chilaquiles/.test(title))).toHaveLength(1)
})

test('rice cakes are never fried as rice, and tteokbokki has two more Korean ideas', () => {
  const titles = ideas(['rice cakes', 'gochujang', 'fish cakes']).map((plan) => plan.title)
  expect(titles).toEqual(['Tteokbokki', 'Rabokki', 'Eomuk-Guk'])
})

test('an American wings list gets more wings, and a pulled pork list a roast before a pancake', () => {
  const wings = ideas([
    'chicken wings 1kg',
    'honey',
    'sriracha',
    'garlic',
    'spring onions',
    'sesame seeds',
  ]).map((plan) => plan.title)
  expect(wings).toEqual([
    'Sticky Honey Garlic Chicken Wings',
    'Salt and Pepper Chicken Wings',
    'Garlic Parmesan Wings',
  ])
  const list = ['pork shoulder 1.5kg', 'bbq sauce', 'brioche buns', 'cabbage', 'carrots', 'mayo']
  const [pulled, second] = ideas(list)
  expect(pulled?.title).toBe('BBQ Pulled Pork')
  expect(pulled?.unused).toEqual([])
  expect(second?.title).toBe('Slow-Roast Pork with Crackling')
})

test('a list that also carries a bake’s makings reaches the bake among its three ideas', () => {
  const list = [
    'leeks',
    '4 rashers bacon',
    'caerphilly cheese',
    'potatoes',
    'butter',
    'self raising flour',
    'currants',
  ]
  const titles = ideas(list).map((plan) => plan.title)
  expect(titles[0]).toBe('Cawl')
  expect(titles[2]).toBe('Welsh Cakes')
})

test('brigadeiros’ list has a second Brazilian sweet, and teff beside a wot is for injera', () => {
  const sweets = ideas(['condensed milk', 'cocoa', 'butter', 'sprinkles']).map((plan) => plan.title)
  expect(sweets.slice(0, 2)).toEqual(['Brigadeiros', 'Brigadeirao'])
  const wot = ideas(['teff flour', 'berbere', 'red lentils', 'onion']).map((plan) => plan.title)
  expect(wot[0]).toBe('Misir Wot')
  expect(wot).toContain('Quick Injera')
})

test('a Portuguese salt-cod list keeps to its own kitchen: bacalhau à brás before a Spanish tortilla', () => {
  const titles = ideas(['salt cod', 'potatoes', 'eggs', 'onion', 'olives', 'parsley']).map(
    (plan) => plan.title,
  )
  // Salt cod, potatoes, eggs, olives and parsley is bacalhau à Gomes de Sá to a Porto cook, so it
  // comes first now that the library has it; the Portuguese dishes still come before the tortilla.
  expect(titles[0]).toBe('Bacalhau a Gomes de Sa')
  expect(titles.slice(0, 3)).toContain('Bacalhau a Bras')
  expect(titles.slice(0, 3)).not.toContain('Tortilla de Patatas')
})

test('crêpes and pancakes with lemon and sugar are one dish: never two of the three ideas', () => {
  const titles = ideas(['plain flour', 'eggs', 'milk', 'butter', 'lemons', 'caster sugar']).map(
    (plan) => plan.title,
  )
  expect(titles).toHaveLength(3)
  expect(titles.filter((title) => /Crepes|Pancakes with Lemon/.test(title))).toHaveLength(1)
  // American pancakes buy a raising agent: a thick risen batter, still another idea.
  const risen = ideas(['plain flour', 'eggs', 'milk', 'baking powder', 'maple syrup']).map(
    (plan) => plan.title,
  )
  expect(risen).toContain('American Pancakes')
})

test('after the salmon traybake, a composed baked salmon and potatoes is not another idea', () => {
  const plans = ideas(['salmon fillets', 'new potatoes', 'lemon', 'dill', 'butter', 'asparagus'])
  expect(plans[0]?.title).toBe('Salmon and New Potato Traybake')
  expect(plans.map((plan) => plan.title).join(' | ')).not.toMatch(/Baked Salmon/)
  expect(plans.filter((plan) => plan.family.id === 'fish-bake')).toEqual([])
})

test('a further idea that must buy its own main item comes after those that use the list', () => {
  // Sinigang's list makes other pork dishes before a ginisang repolyo that buys its cabbage.
  const sinigang = ideas([
    'pork belly 500g',
    'tamarind soup mix',
    'daikon radish',
    'kangkong',
    '2 tomatoes',
    'onion',
    'long green chilli',
    'fish sauce',
  ])
  expect(sinigang[0]?.title).toBe('Sinigang na Baboy')
  expect(sinigang.map((plan) => plan.title)).not.toContain('Ginisang Repolyo')
  // With nothing else to name, such a dish is still an idea.
  const beans = ideas(['tin of baked beans', 'bread', 'butter', 'cheddar'])
  expect(beans[2]?.title).toBe('Jacket Potato with Beans and Cheese')
})

test('a composed dish that stirs leftover rice in gives way to one built on it', () => {
  const [first] = ideas([
    'half an onion',
    '2 eggs',
    'leftover rice',
    'a carrot',
    'some ham',
    'bit of cheese',
    'half a red pepper',
  ])
  expect(first?.family.id).toBe('fried-rice')
  // Nor does rice served under a curry of the list's paste and coconut milk turn into fried rice.
  const [curry] = ideas(['chicken breast', 'onion', 'curry paste', 'coconut milk', 'leftover rice'])
  expect(curry?.family.id).toBe('curry')
})

test('after the first idea, a named dish on the star comes before one that leaves it out', () => {
  // Moussaka, then a lamb-and-aubergine dish, before a vegetable bake without the lamb.
  const titles = ideas([
    'lamb mince 500g',
    'aubergines 2',
    'potatoes',
    'tinned tomatoes',
    'cinnamon',
    'milk',
    'butter',
    'flour',
  ]).map((plan) => plan.title)
  expect(titles[0]).toBe('Moussaka')
  expect(titles[1]).toMatch(/Begendili/)
})

test('a named dish that leaves out one of the vegetables comes before the list put in a pot', () => {
  const plans = ideas(['pork mince 500g', 'white cabbage', 'rice', 'onion', 'passata', 'carrot'])
  expect(plans[0]?.title).toBe('Golabki')
  // A starchy vegetable is what the pot is built on: it is not left out for a light soup.
  const goat = ideas(['cassava 1kg', 'goat meat', 'onion', 'scotch bonnet', 'tomatoes'], 1)
  expect(goat[0]?.title).toMatch(/Cassava/)
})

test('a raw egg is not the first idea from a general list, only with a signature of its own', () => {
  const [first, ...later] = ideas(['eggs', 'rice', 'soy sauce', 'spring onions'], 3)
  expect(first?.title).not.toMatch(/Tamago Kake Gohan/)
  // Where it is offered (after egg fried rice, the cooked dish a cook sees first), it says the
  // eggs must be very fresh.
  const raw = later.find((plan) => plan?.title === 'Tamago Kake Gohan')
  expect(raw).toBeDefined()
  expect(renderRecipe(raw as RecipePlan)).toMatch(/eaten raw: use very fresh/)
  expect(planRecipe(['eggs', 'rice', 'soy sauce', 'nori']).title).toBe('Tamago Kake Gohan')
})
