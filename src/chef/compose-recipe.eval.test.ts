import { describe, expect, test } from 'vitest'
import { composeRecipe } from './compose-recipe.ts'
import { planRecipe } from './planning/plan-recipe.ts'
import { listedIngredients, structureProblems, unmentioned } from './recipe-checks.ts'

// Realistic fridge-and-cupboard lists, each with the dishes a cook would happily accept.
const CASES: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  // weeknight mains
  [
    ['chicken breast', 'broccoli', 'soy sauce', 'garlic', 'ginger'],
    ['stir-fry', 'fried-rice', 'noodle-soup'],
  ],
  [
    ['tofu', 'broccoli', 'peppers', 'soy sauce', 'sesame oil', 'rice'],
    ['stir-fry', 'fried-rice'],
  ],
  [['spaghetti', 'tinned tomatoes', 'garlic', 'basil', 'parmesan'], ['pasta']],
  [['mince', 'spaghetti', 'tinned tomatoes', 'onion', 'carrot', 'garlic'], ['pasta']],
  [['eggplant', 'zucchini', 'bell pepper', 'mozzarella', 'basil', 'penne'], ['pasta']],
  [['tuna', 'pasta', 'sweetcorn', 'mayonnaise'], ['pasta']],
  [['arborio rice', 'mushrooms', 'parmesan', 'vegetable stock', 'onion'], ['risotto']],
  [
    ['red lentils', 'coconut milk', 'curry powder', 'onion', 'spinach'],
    ['curry', 'soup'],
  ],
  [['chicken', 'coconut milk', 'thai green curry paste', 'green beans', 'jasmine rice'], ['curry']],
  [
    ['cauliflower', 'chickpeas', 'garam masala', 'tinned tomatoes', 'onion'],
    ['curry', 'tray-bake'],
  ],
  [
    ['beef mince', 'kidney beans', 'chopped tomatoes', 'onion', 'chilli powder'],
    ['chilli', 'stew', 'tacos'],
  ],
  [
    ['lamb', 'onion', 'carrots', 'potatoes', 'stock', 'rosemary'],
    ['stew', 'tray-bake'],
  ],
  [
    ['chicken thighs', 'potatoes', 'carrots', 'rosemary', 'garlic'],
    ['tray-bake', 'stew'],
  ],
  [
    ['sausages', 'onions', 'potatoes', 'peppers'],
    ['tray-bake', 'hash', 'stew'],
  ],
  [['pork chops', 'apples', 'sage', 'potatoes'], ['tray-bake']],
  [['tortillas', 'chicken', 'peppers', 'onion', 'cumin', 'sour cream'], ['tacos']],
  [['scallions', 'shrimp', 'cilantro', 'lime', 'tortillas'], ['tacos']],
  [['pitta', 'mozzarella', 'passata', 'pepperoni'], ['pizza']],
  // British and American names, with quantities
  [
    ['Courgettes', 'Aubergines', 'coriander', 'prawns', 'spring onion'],
    ['stir-fry', 'curry', 'noodle-soup', 'fried-rice', 'grain-bowl'],
  ],
  [
    ['500g chicken breast', '1 tbsp olive oil', 'a handful of spinach', '2 cloves garlic', 'cream'],
    ['pasta', 'curry', 'tray-bake', 'stir-fry', 'risotto'],
  ],
  [
    ['aubergine', 'courgette', 'red pepper', 'onion', 'tinned tomatoes', 'garlic'],
    ['stew', 'tray-bake', 'pasta', 'curry', 'soup', 'shakshuka'],
  ],
  [
    ['egg noodles', 'chicken stock', 'pak choi', 'ginger', 'soy sauce', 'chicken breast'],
    ['noodle-soup', 'stir-fry'],
  ],
  // fish
  [
    ['salmon fillets', 'lemon', 'dill', 'new potatoes', 'asparagus'],
    ['fish', 'fish-bake', 'tray-bake'],
  ],
  [
    ['cod', 'breadcrumbs', 'parmesan', 'cherry tomatoes'],
    ['fish-bake', 'fish', 'tray-bake'],
  ],
  [
    ['mackerel', 'rice', 'soy sauce', 'ginger', 'spring onions'],
    ['fish', 'stir-fry', 'fried-rice', 'grain-bowl'],
  ],
  // vegetarian, soups and salads
  [['leeks', 'potatoes', 'vegetable stock', 'cream'], ['soup']],
  [
    ['butternut squash', 'onion', 'vegetable stock', 'ginger'],
    ['soup', 'curry'],
  ],
  [['broccoli', 'stilton', 'potato', 'onion', 'vegetable stock'], ['soup']],
  [['lettuce', 'tomatoes', 'cucumber', 'feta', 'olives'], ['salad']],
  [['steak', 'rocket', 'parmesan', 'balsamic vinegar'], ['salad']],
  [
    ['quinoa', 'chickpeas', 'avocado', 'tahini', 'cucumber'],
    ['grain-bowl', 'salad'],
  ],
  [
    ['halloumi', 'couscous', 'red onion', 'peppers', 'mint'],
    ['grain-bowl', 'tray-bake', 'salad'],
  ],
  [
    ['kale', 'sweet potato', 'black beans', 'feta', 'lime'],
    ['tacos', 'grain-bowl', 'salad', 'tray-bake', 'chilli'],
  ],
  [['chickpeas', 'tahini', 'lemon', 'garlic'], ['dips']],
  [
    ['carrots', 'courgette', 'eggs', 'flour', 'feta'],
    ['fritters', 'frittata', 'cake'],
  ],
  // breakfast and eggs
  [
    ['2 eggs', 'spinach', 'cheddar', 'onion'],
    ['omelette', 'frittata'],
  ],
  [['eggs', 'tinned tomatoes', 'red pepper', 'cumin', 'feta'], ['shakshuka']],
  [
    ['potatoes', 'eggs', 'bacon', 'onion'],
    ['hash', 'frittata'],
  ],
  [['porridge oats', 'milk', 'blueberries', 'honey'], ['porridge']],
  [
    ['oats', 'banana', 'peanut butter', 'milk', 'honey'],
    ['porridge', 'smoothie', 'yogurt-bowl'],
  ],
  [
    ['banana', 'frozen berries', 'yoghurt', 'milk'],
    ['smoothie', 'yogurt-bowl'],
  ],
  [['brioche', 'eggs', 'milk', 'cinnamon', 'maple syrup'], ['french-toast']],
  [['plain flour', 'eggs', 'milk', 'butter', 'maple syrup'], ['pancakes']],
  [
    ['bananas', 'flour', 'eggs', 'milk'],
    ['pancakes', 'cake'],
  ],
  // leftovers and lunches
  [['leftover rice', 'eggs', 'frozen peas', 'spring onions', 'soy sauce'], ['fried-rice']],
  [['bread', 'cheddar', 'ham', 'mustard'], ['toastie']],
  [
    ['cooked chicken', 'mayonnaise', 'lettuce', 'bread'],
    ['toastie', 'salad'],
  ],
  [
    ['smoked salmon', 'cream cheese', 'bagel', 'chives'],
    ['toastie', 'salad'],
  ],
  [
    ['mushrooms', 'garlic', 'butter', 'bread', 'parsley'],
    ['toastie', 'pasta', 'soup'],
  ],
  // the visitor's own amounts, which the recipe never exceeds
  [['3 eggs', 'tinned tomatoes', 'red pepper', 'cumin'], ['shakshuka']],
  [['200g spaghetti', 'tinned tomatoes', 'garlic', 'basil'], ['pasta']],
  [
    ['1 salmon fillet', 'lemon', 'dill', 'new potatoes'],
    ['fish', 'fish-bake', 'tray-bake'],
  ],
  [['2 tortillas', '300g chicken', 'peppers', 'onion', '1 tsp cumin'], ['tacos']],
  // baking, desserts and drinks
  [
    ['apples', 'flour', 'butter', 'sugar', 'cinnamon'],
    ['crumble', 'cake'],
  ],
  [['rhubarb', 'oats', 'brown sugar', 'butter'], ['crumble']],
  [['self-raising flour', 'caster sugar', 'butter', 'eggs', 'lemon'], ['cake']],
  [['dark chocolate', 'marshmallows', 'digestive biscuits', 'butter'], ['rocky-road']],
  [['lemons', 'sugar', 'mint', 'water'], ['lemonade']],
  [['milk', 'cocoa powder', 'sugar', 'marshmallows'], ['hot-chocolate']],
]

describe.each(CASES)('%j', (ingredients, acceptable) => {
  const plan = planRecipe(ingredients)
  const markdown = composeRecipe(ingredients)

  test('chooses a dish a cook would accept', () => {
    expect(acceptable).toContain(plan.family.id)
  })

  test('uses most of the ingredients', () => {
    expect(plan.used.length).toBeGreaterThanOrEqual(Math.ceil(ingredients.length * 0.75))
  })

  test('adds at most four extras, each marked', () => {
    expect(plan.extras.length).toBeLessThanOrEqual(4)
    expect(listedIngredients(markdown).filter((item) => item.isExtra)).toHaveLength(
      plan.extras.length,
    )
  })

  test('mentions every listed ingredient in the method', () => {
    expect(unmentioned(markdown)).toEqual([])
  })

  test('is well-formed markdown with the sections', () => {
    expect(structureProblems(markdown)).toEqual([])
  })
})

test('the evaluation covers at least forty lists and every kind of course', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(40)
  const courses = new Set(CASES.map(([ingredients]) => planRecipe(ingredients).family.course))
  for (const course of [
    'breakfast',
    'main',
    'soup',
    'salad',
    'baking',
    'dessert',
    'drink',
    'snack',
  ]) {
    expect(courses).toContain(course)
  }
})

test('every family the chef knows is chosen by at least one list here or in its variants', () => {
  const chosen = new Set<string>()
  for (const [ingredients] of CASES) {
    for (let variant = 0; variant < 3; variant++)
      chosen.add(planRecipe(ingredients, { variant }).family.id)
  }
  expect(chosen.size).toBeGreaterThanOrEqual(25)
})

test.each([
  [['2 eggs', 'spinach', 'cheddar', 'onion'], 'Eggs — 2', 'Serves 1'],
  [['3 eggs', 'tinned tomatoes', 'red pepper', 'cumin'], 'Eggs — 3', 'Serves 2'],
  [['150g spaghetti', 'tinned tomatoes', 'garlic', 'basil'], 'Spaghetti — 150 g', 'Serves 2'],
  [['2 tortillas', '300g chicken', 'peppers', 'onion', '1 tsp cumin'], 'Tortillas — 2', 'Serves 1'],
])('%j uses what the visitor has', (ingredients, line, serves) => {
  const markdown = composeRecipe(ingredients)
  expect(markdown).toContain(`\n- ${line}\n`)
  expect(markdown).toContain(`**${serves} ·`)
})
