import { expect, test } from 'vitest'
import { composeRecipe } from '../compose-recipe.ts'
import { matchIngredient } from './match-ingredient.ts'
import { planRecipe } from '../planning/plan-recipe.ts'
import {
  listedIngredients,
  methodText,
  structureProblems,
} from '../../../tests/chef-evaluation/recipe-checks.ts'

const UNSAFE = [
  'bleach',
  'Bleach!',
  'a bottle of bleach',
  'washing-up liquid',
  'dish soap',
  'laundry detergent',
  'glue',
  'AA batteries',
  'lamp oil',
  'paint',
  'shampoo',
  'antifreeze',
  'death cap mushrooms',
  'rat poison',
  'ammonia',
  'drain cleaner',
  'hand sanitiser',
  'mouldy bread',
  'paracetamol',
  'rocks',
  'dog food',
  // packaging a list might carry, which must not be read as the food inside a word of it
  'bubble wrap',
  'freezer bags',
  'cocktail sticks',
  'paracetamol tablets',
]

test.each(UNSAFE)('%s is refused as unsafe', (text) => {
  expect(matchIngredient(text).kind).toBe('unsafe')
})

test.each([
  'kidney beans',
  'soapwort',
  'sponge cake',
  'stone fruit',
  'Polish sausage',
  'bacon grease',
  'lemon',
  'bay leaves',
  'rhubarb',
  // Foods sold as tablets are not medicine.
  'tablea (cacao tablets)',
  'chocolate tablets',
])('%s is food, not a hazard', (text) => {
  expect(matchIngredient(text).kind).not.toBe('unsafe')
})

// Spoiled, past its use-by, left out, foraged, damaged tins: each with its own plain reason.
test.each([
  ['chicken that smells off', /smells off|spoil/],
  ['milk that’s gone sour', /gone sour|spoil/],
  ['milk that’s gone off', /spoil/],
  ['the milk’s off', /spoil/],
  ['milk on the turn', /spoil/],
  ['slimy ham', /slimy/],
  ['mince that’s gone grey', /spoil/],
  ['prawns that smell a bit funny', /spoil/],
  ['fish that smells', /spoil/],
  ['salmon that stinks', /spoil/],
  ['meat that tastes funny', /spoil/],
  ['turkey that smells like eggs', /spoil/],
  ['sausages that have turned', /spoil/],
  ['dodgy looking prawns', /spoil/],
  ['cheese with mould on it', /spoil/],
  ['bread with a bit of mould', /spoil/],
  ['out of date and smells funny', /spoil/],
  ['yoghurt past its use-by', /use-by/],
  ['ham past the use by date', /use-by/],
  ['use by date was last week', /use-by/],
  ['chicken left out overnight', /out of the fridge/],
  ['raw mince left out all day', /out of the fridge/],
  ['rice left out overnight', /cooked rice/],
  ['leftover curry left out all night', /out of the fridge/],
  ['chicken out of the fridge all day', /out of the fridge/],
  ['wild mushrooms I picked', /wild-picked/],
  ['mushrooms from the garden', /wild-picked/],
  ['mushrooms from the woods', /wild-picked/],
  ['mushrooms I found in the park', /wild-picked/],
  ['foraged berries', /wild-picked/],
  ['berries I picked on a walk', /wild-picked/],
  ['nettles I picked', /wild-picked/],
  ['wild garlic picked on a walk', /wild-picked/],
  ['chicken of the woods', /wild-picked/],
  ['roadkill', /found dead|hit on the road/],
  ['pheasant I found dead', /found dead/],
  ['bulging tin of beans', /botulism/],
  ['blown can of tomatoes', /botulism/],
  ['green potatoes', /solanine/],
  ['sprouting green potatoes', /solanine/],
  ['flour with weevils', /contaminated/],
  ['rice reheated twice', /reheated only once/],
  ['eggs that float', /floats/],
  ['elderberries', /elderberries/],
  ['unripe ackee', /poisonous/],
])('%s is left out for safety, saying why', (text, reason) => {
  const match = matchIngredient(text)
  expect(match.kind).toBe('unsafe')
  expect(match.unsafe?.reason).toMatch(reason)
  expect(match.unsafe?.reason).not.toMatch(/\.$/)
})

test.each([
  'wild rice',
  'wild salmon',
  'wild garlic pesto',
  'wild garlic',
  'shop-bought wild mushrooms',
  'mixed wild mushrooms',
  'dried wild mushrooms',
  'wild blueberries',
  'wild boar sausages',
  'wild rocket',
  'sour cream',
  'soured cream',
  'sour milk',
  'sourdough',
  'bacon off-cuts',
  'smoked salmon',
  'blue cheese',
  'smelly cheese',
  'stinking bishop',
  'cheese that smells amazing',
  'aged parmesan',
  'dry aged steak',
  'hung game',
  'pheasant',
  'kimchi',
  'sauerkraut',
  'fermented black beans',
  'black garlic',
  'buttermilk',
  'kefir',
  'raw kidney beans',
  'dried kidney beans',
  'raw chicken',
  'frozen chicken',
  'leftover chicken',
  'cooked rice from yesterday',
  'day old rice',
  'butter left out to soften',
  'stale bread',
  'overripe bananas',
  'blackberries',
  'strawberries from the garden',
  'apples from our tree',
  'herbs from the garden',
  'hand picked crab meat',
  'field mushrooms',
  'pickled onions',
  'jelly mould',
  'dented tin of beans',
  'freezer burnt peas',
  'elderflower cordial',
  'sweet potatoes',
  'purple sprouting broccoli',
])('%s is real food, not a hazard', (text) => {
  expect(matchIngredient(text).kind).not.toBe('unsafe')
})

test('unsafe items never reach the ingredients or the method, and the notes say why', () => {
  const markdown = composeRecipe(['chicken breast', 'bleach', 'broccoli', 'soy sauce', 'dish soap'])
  const names = listedIngredients(markdown).map((item) => item.name.toLowerCase())
  expect(names.some((name) => name.includes('bleach') || name.includes('soap'))).toBe(false)
  expect(methodText(markdown)).not.toMatch(/bleach|soap/)
  expect(markdown).toMatch(/Left out for safety:\*\* “bleach”/)
  expect(markdown).toMatch(/Left out for safety:\*\* “dish soap”/)
})

test('a list of only unsafe things gets an honest answer with every section', () => {
  const markdown = composeRecipe(['bleach', 'glue', 'batteries', 'paint'])
  expect(structureProblems(markdown)).toEqual([])
  expect(markdown).toContain('## Nothing Safe to Cook Here')
  expect(planRecipe(['bleach', 'glue']).unsafe).toHaveLength(2)
})
