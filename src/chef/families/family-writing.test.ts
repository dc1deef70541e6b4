import { describe, expect, test } from 'vitest'
import { renderRecipe } from '../compose-recipe.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import type { LexiconEntry } from '../lexicon/lexicon.ts'
import type { RecipePlan } from '../planning/plan-recipe.ts'
import { planFamilyDish } from '../planning/plan-recipe.ts'
import { methodText, unmentioned } from '../../../tests/chef-evaluation/recipe-checks.ts'
import { DISH_FAMILIES } from './dish-families.ts'
import { MAIN_VEG } from './ingredient-predicates.ts'

// Every family's writing, read the way a cook would read it: realistic lists for each family
// (meat, fish and vegetarian, with and without aromatics), written for one, two and four.

const LISTS: Readonly<Record<string, ReadonlyArray<readonly string[]>>> = {
  'stir-fry': [
    ['chicken breast', 'broccoli', 'soy sauce', 'garlic', 'ginger'],
    ['tofu', 'peppers', 'mangetout', 'soy sauce', 'rice'],
    ['prawns', 'pak choi', 'noodles', 'chilli', 'spring onions'],
    ['beef steak', 'onion', 'peppers', 'oyster sauce', 'rice'],
    ['pork fillet', 'carrots', 'cabbage', 'hoisin sauce', 'egg noodles', 'garlic'],
    ['mushrooms', 'courgette', 'broccoli', 'soy sauce', 'cashews'],
    ['chicken thighs', 'green beans', 'cooked rice', 'sweet chilli sauce'],
    ['salmon', 'asparagus', 'spring onions', 'ginger', 'honey', 'soy sauce'],
    ['eggs', 'beansprouts', 'carrots', 'rice noodles', 'lime'],
    ['squid', 'peppers', 'garlic', 'chilli'],
  ],
  pasta: [
    ['spaghetti', 'tinned tomatoes', 'garlic', 'basil', 'parmesan'],
    ['beef mince', 'spaghetti', 'tinned tomatoes', 'onion', 'carrot', 'garlic'],
    ['penne', 'aubergine', 'courgette', 'peppers', 'mozzarella'],
    ['pasta', 'tuna', 'sweetcorn', 'mayonnaise'],
    ['tagliatelle', 'mushrooms', 'cream', 'garlic', 'parsley'],
    ['pasta', 'bacon', 'peas', 'cream', 'parmesan'],
    ['penne', 'chicken breast', 'spinach', 'pesto'],
    ['spaghetti', 'prawns', 'chilli', 'garlic', 'lemon', 'parsley'],
    ['pasta', 'sausages', 'broccoli', 'chilli flakes'],
    ['fusilli', 'cherry tomatoes', 'feta', 'olives', 'red onion'],
  ],
  curry: [
    ['red lentils', 'coconut milk', 'curry powder', 'onion', 'spinach'],
    ['chicken', 'coconut milk', 'thai green curry paste', 'green beans', 'jasmine rice'],
    ['cauliflower', 'chickpeas', 'garam masala', 'tinned tomatoes', 'onion'],
    ['eggs', 'onion', 'tinned tomatoes', 'garam masala', 'garlic', 'ginger'],
    ['lamb', 'onion', 'garlic', 'ginger', 'curry paste', 'yogurt'],
    ['prawns', 'coconut milk', 'red curry paste', 'peppers', 'lime'],
    ['potatoes', 'spinach', 'cumin', 'turmeric', 'onion'],
    ['paneer', 'peas', 'tinned tomatoes', 'garam masala', 'cream'],
    ['white fish', 'coconut milk', 'curry powder', 'tomatoes', 'coriander'],
    ['chicken thighs', 'sweet potato', 'curry powder', 'basmati rice'],
    ['tofu', 'aubergine', 'curry paste', 'coconut milk'],
  ],
  'tray-bake': [
    ['chicken thighs', 'potatoes', 'carrots', 'rosemary', 'garlic'],
    ['sausages', 'onions', 'potatoes', 'peppers'],
    ['pork chops', 'apples', 'sage', 'potatoes'],
    ['salmon', 'cherry tomatoes', 'courgette', 'lemon'],
    ['halloumi', 'peppers', 'red onion', 'courgette', 'aubergine'],
    ['chickpeas', 'sweet potato', 'red onion', 'cumin'],
    ['prawns', 'peppers', 'chorizo', 'potatoes'],
    ['chicken breast', 'broccoli', 'butternut squash', 'honey', 'mustard'],
    ['butternut squash', 'beetroot', 'parsnips', 'thyme', 'feta'],
    ['cod', 'potatoes', 'cherry tomatoes', 'olives'],
    ['lamb chops', 'potatoes', 'garlic', 'rosemary'],
    ['chicken drumsticks', 'sweet potato', 'red onion', 'smoked paprika'],
  ],
  omelette: [
    ['eggs', 'cheese'],
    ['eggs', 'mushrooms', 'spinach', 'butter'],
    ['eggs', 'ham', 'cheddar'],
    ['eggs', 'smoked salmon', 'chives'],
    ['eggs', 'peppers', 'onion', 'chilli flakes'],
    ['eggs', 'tomatoes', 'feta', 'basil'],
    ['eggs', 'bacon', 'spring onions'],
    ['eggs', 'milk', 'cheddar', 'parsley'],
    ['eggs'],
  ],
  fish: [
    ['salmon', 'potatoes', 'green beans', 'lemon'],
    ['cod', 'peas', 'butter', 'parsley'],
    ['prawns', 'garlic', 'chilli', 'rice', 'lime'],
    ['sea bass', 'fennel', 'lemon', 'dill'],
    ['mackerel', 'new potatoes', 'mustard'],
    ['trout', 'asparagus', 'capers', 'lemon'],
    ['scallops', 'peas', 'bacon'],
    ['white fish', 'spinach', 'cherry tomatoes', 'garlic'],
    ['salmon', 'pak choi', 'soy sauce', 'ginger', 'rice'],
    ['haddock', 'potatoes', 'cream', 'chives'],
  ],
  soup: [
    ['leek', 'potatoes', 'vegetable stock', 'cream'],
    ['butternut squash', 'onion', 'ginger', 'coconut milk'],
    ['carrots', 'red lentils', 'cumin', 'onion'],
    ['tomatoes', 'onion', 'garlic', 'basil'],
    ['mushrooms', 'onion', 'garlic', 'thyme', 'cream'],
    ['chicken', 'carrots', 'celery', 'onion', 'chicken stock'],
    ['peas', 'mint', 'onion', 'stock'],
    ['broccoli', 'stilton', 'onion', 'potatoes'],
    ['cannellini beans', 'kale', 'bacon', 'garlic', 'stock'],
    ['parsnips', 'apples', 'curry powder', 'onion'],
    ['onion', 'garlic', 'stock'],
    ['sweet potato', 'red pepper', 'chilli', 'coconut milk'],
  ],
  salad: [
    ['lettuce', 'tomatoes', 'cucumber', 'red onion', 'olive oil'],
    ['rocket', 'pears', 'blue cheese', 'walnuts'],
    ['salad leaves', 'chicken breast', 'avocado', 'lemon', 'bacon'],
    ['spinach', 'beetroot', 'goats cheese', 'walnuts'],
    ['tomatoes', 'cucumber', 'feta', 'olives', 'red onion'],
    ['lettuce', 'tuna', 'eggs', 'green beans', 'potatoes'],
    ['kale', 'quinoa', 'apples', 'feta', 'almonds'],
    ['cabbage', 'carrots', 'spring onions', 'peanuts', 'lime'],
    ['salad leaves', 'halloumi', 'peppers', 'pomegranate'],
    ['lettuce', 'prawns', 'avocado', 'mango', 'coriander'],
  ],
  'fried-rice': [
    ['cooked rice', 'eggs', 'peas', 'spring onions', 'soy sauce'],
    ['rice', 'chicken breast', 'carrots', 'sweetcorn'],
    ['leftover rice', 'prawns', 'peas', 'garlic', 'egg'],
    ['rice', 'bacon', 'eggs', 'cabbage'],
    ['cooked rice', 'kimchi', 'egg', 'spring onions'],
    ['basmati rice', 'tofu', 'broccoli', 'ginger', 'soy sauce'],
    ['cooked rice', 'ham', 'pineapple', 'peppers'],
    ['rice', 'mushrooms', 'onion', 'egg'],
  ],
  risotto: [
    ['arborio rice', 'mushrooms', 'parmesan', 'vegetable stock', 'onion'],
    ['risotto rice', 'peas', 'bacon', 'parmesan'],
    ['risotto rice', 'butternut squash', 'sage', 'onion'],
    ['risotto rice', 'asparagus', 'lemon', 'parmesan', 'white wine'],
    ['risotto rice', 'chicken breast', 'leek', 'chicken stock'],
    ['risotto rice', 'prawns', 'garlic', 'peas'],
    ['risotto rice', 'tomatoes', 'mozzarella', 'basil'],
    ['pearl barley', 'mushrooms', 'thyme', 'onion'],
    ['risotto rice', 'beetroot', 'goats cheese'],
  ],
  stew: [
    ['lamb', 'onion', 'carrots', 'potatoes', 'stock', 'rosemary'],
    ['stewing beef', 'red wine', 'mushrooms', 'carrots', 'onion', 'thyme'],
    ['sausages', 'butter beans', 'tinned tomatoes', 'onion', 'smoked paprika'],
    ['chicken thighs', 'leek', 'potatoes', 'white wine', 'thyme'],
    ['chickpeas', 'sweet potato', 'tinned tomatoes', 'cumin', 'onion'],
    ['pork shoulder', 'apples', 'onion', 'cider', 'sage'],
    ['carrots', 'parsnips', 'potatoes', 'leek', 'stock'],
    ['chorizo', 'cannellini beans', 'peppers', 'garlic'],
    ['beef', 'beer', 'onion', 'carrots'],
    ['chicken drumsticks', 'peppers', 'tinned tomatoes', 'olives'],
  ],
  chilli: [
    ['beef mince', 'kidney beans', 'chopped tomatoes', 'onion', 'chilli powder'],
    ['black beans', 'sweet potato', 'tinned tomatoes', 'cumin', 'onion'],
    ['turkey mince', 'kidney beans', 'peppers', 'rice'],
    ['beef mince', 'tinned tomatoes', 'garlic', 'cheddar', 'sour cream'],
    ['kidney beans', 'black beans', 'sweetcorn', 'peppers', 'tortilla chips'],
    ['pork mince', 'chipotle', 'tinned tomatoes', 'red onion', 'jalapenos'],
    ['red lentils', 'carrots', 'tinned tomatoes', 'chilli powder', 'garlic'],
    ['stewing beef', 'kidney beans', 'tinned tomatoes', 'cumin', 'onion'],
    ['beef mince', 'kidney beans', 'baking potatoes', 'cheddar'],
  ],
  tacos: [
    ['tortillas', 'chicken', 'peppers', 'onion', 'cumin', 'sour cream'],
    ['scallions', 'shrimp', 'cilantro', 'lime', 'tortillas'],
    ['taco shells', 'beef mince', 'lettuce', 'cheddar', 'salsa'],
    ['tortillas', 'black beans', 'sweetcorn', 'avocado', 'lime'],
    ['tortillas', 'white fish', 'cabbage', 'lime', 'sour cream'],
    ['wraps', 'halloumi', 'peppers', 'hummus'],
    ['tortillas', 'pork shoulder', 'pineapple', 'red onion'],
    ['tortillas', 'eggs', 'tomatoes', 'cheese', 'chilli'],
    ['pitta', 'lamb mince', 'cucumber', 'tzatziki'],
  ],
  shakshuka: [
    ['eggs', 'tinned tomatoes', 'peppers', 'onion', 'cumin'],
    ['eggs', 'tomatoes', 'feta', 'paprika'],
    ['eggs', 'passata', 'chorizo', 'peppers'],
    ['eggs', 'tinned tomatoes', 'spinach', 'garlic', 'yogurt'],
    ['eggs', 'peppers', 'onion', 'harissa', 'bread'],
    ['eggs', 'tinned tomatoes', 'chickpeas', 'smoked paprika'],
    // Its sauce is built on garlic, onion, pepper or chilli: courgette and coriander alone are not one.
    ['eggs', 'cherry tomatoes', 'courgette', 'garlic', 'coriander'],
    ['eggs', 'tinned tomatoes', 'lamb mince', 'onion', 'cumin'],
  ],
  frittata: [
    ['eggs', 'potatoes', 'onion', 'cheddar'],
    ['eggs', 'spinach', 'feta', 'red onion'],
    ['eggs', 'courgette', 'peas', 'goats cheese', 'mint'],
    ['eggs', 'bacon', 'mushrooms', 'parsley'],
    ['eggs', 'peppers', 'chorizo', 'potatoes'],
    ['eggs', 'broccoli', 'leek', 'parmesan'],
    ['eggs', 'cooked pasta', 'tomatoes', 'basil'],
    ['eggs', 'asparagus', 'smoked salmon', 'dill'],
    ['eggs', 'sweet potato', 'kale', 'chilli flakes'],
  ],
  toastie: [
    ['bread', 'cheddar', 'ham'],
    ['sourdough', 'mozzarella', 'tomatoes', 'pesto'],
    ['bread', 'cheese', 'onion', 'mango chutney'],
    ['bread', 'tuna', 'cheddar', 'sweetcorn'],
    ['bread', 'gruyere', 'mushrooms', 'mustard'],
    ['bread', 'bacon', 'eggs', 'ketchup'],
    ['bread', 'brie', 'apples'],
    ['tortillas', 'cheddar', 'kimchi'],
    ['bread', 'baked beans', 'cheese'],
  ],
  'grain-bowl': [
    ['quinoa', 'chickpeas', 'sweet potato', 'tahini', 'spinach'],
    ['couscous', 'halloumi', 'peppers', 'courgette', 'lemon'],
    ['brown rice', 'salmon', 'avocado', 'cucumber', 'soy sauce'],
    ['bulgur wheat', 'feta', 'tomatoes', 'cucumber', 'mint'],
    ['rice', 'tofu', 'broccoli', 'carrots', 'peanut butter'],
    ['quinoa', 'chicken breast', 'kale', 'avocado'],
    ['pearl barley', 'beetroot', 'goats cheese', 'walnuts', 'rocket'],
    ['couscous', 'eggs', 'asparagus', 'peas'],
    ['brown rice', 'black beans', 'sweetcorn', 'avocado', 'lime'],
    ['rice', 'plantain', 'black beans', 'lime'],
  ],
  'noodle-soup': [
    ['noodles', 'chicken breast', 'pak choi', 'ginger', 'stock'],
    ['rice noodles', 'prawns', 'coconut milk', 'red curry paste', 'lime'],
    ['ramen noodles', 'eggs', 'mushrooms', 'spring onions', 'soy sauce'],
    ['udon noodles', 'tofu', 'spinach', 'miso'],
    ['egg noodles', 'pork fillet', 'beansprouts', 'chilli', 'chicken stock'],
    ['soba noodles', 'salmon', 'pak choi', 'ginger'],
    ['rice noodles', 'beef steak', 'beansprouts', 'coriander', 'fish sauce'],
    ['noodles', 'cooked chicken', 'sweetcorn', 'spring onions'],
  ],
  pizza: [
    ['pitta', 'mozzarella', 'passata', 'pepperoni'],
    ['pizza base', 'tomato puree', 'mozzarella', 'mushrooms', 'ham'],
    ['naan', 'cheddar', 'onion', 'peppers', 'bbq sauce'],
    ['tortillas', 'mozzarella', 'cherry tomatoes', 'basil'],
    ['bread flour', 'yeast', 'passata', 'mozzarella', 'olives'],
    ['pitta', 'goats cheese', 'red onion', 'rocket'],
    ['plain flour', 'yogurt', 'tinned tomatoes', 'cheddar', 'sweetcorn'],
    ['pizza base', 'pesto', 'mozzarella', 'courgette', 'spinach'],
    ['flatbread', 'passata', 'mozzarella', 'chorizo', 'peppers'],
  ],
  'fish-bake': [
    ['cod', 'cherry tomatoes', 'olives', 'breadcrumbs'],
    ['salmon', 'potatoes', 'leek', 'cream'],
    ['haddock', 'spinach', 'cheddar', 'milk'],
    ['white fish', 'tinned tomatoes', 'peppers', 'parsley'],
    ['salmon', 'asparagus', 'pesto', 'parmesan'],
    ['prawns', 'tomatoes', 'feta', 'oregano'],
    ['trout', 'fennel', 'lemon', 'butter'],
    ['cod', 'potatoes', 'courgette', 'creme fraiche'],
  ],
  hash: [
    ['potatoes', 'bacon', 'onion', 'eggs'],
    ['sweet potato', 'black beans', 'peppers', 'eggs'],
    ['potatoes', 'corned beef', 'onion'],
    ['potatoes', 'sausages', 'peppers', 'onion'],
    ['potatoes', 'kale', 'chorizo', 'eggs'],
    ['potatoes', 'cabbage', 'brussels sprouts', 'bacon'],
    ['sweet potato', 'spinach', 'feta', 'eggs'],
    ['potatoes', 'smoked salmon', 'spring onions', 'eggs'],
    ['potatoes', 'mushrooms', 'onion', 'cheddar'],
  ],
  pancakes: [
    ['flour', 'eggs', 'milk'],
    ['bananas', 'eggs'],
    ['flour', 'eggs', 'milk', 'blueberries', 'maple syrup'],
    ['self raising flour', 'milk', 'eggs', 'baking powder', 'lemon', 'sugar'],
    ['oats', 'bananas', 'eggs', 'cinnamon'],
    ['flour', 'eggs', 'milk', 'chocolate chips', 'strawberries'],
    ['buttermilk', 'flour', 'eggs', 'honey'],
    ['flour', 'eggs', 'oat milk', 'peanut butter', 'bananas'],
  ],
  'french-toast': [
    ['bread', 'eggs', 'milk', 'cinnamon'],
    ['brioche', 'eggs', 'strawberries', 'maple syrup'],
    ['bread', 'eggs', 'bacon', 'maple syrup'],
    ['sourdough', 'eggs', 'milk', 'blueberries', 'yogurt'],
    ['bread', 'eggs', 'bananas', 'honey', 'butter'],
    ['brioche', 'eggs', 'cream', 'nutmeg'],
    ['bread', 'eggs', 'oat milk', 'raspberries'],
    ['bread', 'eggs', 'milk', 'chocolate spread'],
  ],
  porridge: [
    ['oats', 'milk', 'bananas', 'honey'],
    ['oats', 'blueberries', 'maple syrup'],
    ['oats', 'oat milk', 'apples', 'cinnamon'],
    ['oats', 'milk', 'raisins', 'walnuts', 'brown sugar'],
    ['oats', 'peanut butter', 'bananas'],
    ['oats', 'milk', 'strawberries', 'yogurt'],
    ['oats', 'coconut milk', 'mango', 'coconut'],
    ['oats', 'milk', 'dark chocolate', 'raspberries'],
  ],
  'yogurt-bowl': [
    ['yogurt', 'berries', 'granola', 'honey'],
    ['greek yogurt', 'bananas', 'walnuts'],
    ['yogurt', 'mango', 'coconut'],
    ['yogurt', 'strawberries', 'oats'],
    ['yogurt', 'apples', 'cinnamon', 'almonds'],
    ['cottage cheese', 'peaches', 'honey'],
    ['yogurt', 'dates', 'pistachios'],
    ['yogurt'],
  ],
  smoothie: [
    ['bananas', 'milk', 'peanut butter'],
    ['strawberries', 'bananas', 'yogurt'],
    ['mango', 'pineapple', 'orange juice'],
    ['spinach', 'bananas', 'oat milk', 'oats'],
    ['blueberries', 'yogurt', 'honey'],
    ['berries', 'oat milk', 'chia seeds'],
    ['avocado', 'bananas', 'milk', 'honey'],
    ['kale', 'apples', 'ginger', 'lemon'],
  ],
  crumble: [
    ['apples', 'flour', 'butter', 'sugar'],
    ['rhubarb', 'oats', 'butter', 'brown sugar'],
    ['plums', 'cinnamon', 'flour', 'butter'],
    ['berries', 'apples', 'oats', 'custard'],
    ['pears', 'ginger', 'flour', 'butter', 'sugar'],
    ['blackberries', 'apples'],
    ['peaches', 'almonds', 'flour', 'butter', 'ice cream'],
    ['apples', 'raisins', 'cinnamon', 'cream'],
  ],
  cake: [
    ['self raising flour', 'butter', 'sugar', 'eggs'],
    ['flour', 'eggs', 'sugar', 'butter', 'lemon'],
    ['bananas', 'flour', 'eggs', 'sugar', 'butter'],
    ['flour', 'eggs', 'sugar', 'cocoa powder', 'butter'],
    ['flour', 'carrots', 'eggs', 'brown sugar', 'cinnamon', 'cream cheese'],
    ['self raising flour', 'blueberries', 'eggs', 'sugar', 'oil'],
    ['ground almonds', 'eggs', 'sugar', 'oranges'],
    ['flour', 'eggs', 'sugar', 'butter', 'chocolate chips', 'milk'],
  ],
  fritters: [
    ['courgettes', 'feta', 'eggs', 'flour'],
    ['sweetcorn', 'flour', 'eggs', 'spring onions'],
    ['potatoes', 'onion', 'egg', 'flour'],
    ['carrots', 'cumin', 'gram flour', 'coriander'],
    ['courgette', 'carrots', 'parmesan', 'egg'],
    ['sweet potato', 'chilli', 'flour', 'yogurt'],
    ['cauliflower', 'cheddar', 'eggs', 'flour'],
    ['peas', 'mint', 'feta', 'eggs', 'flour'],
  ],
  dips: [
    ['chickpeas', 'tahini', 'lemon', 'garlic'],
    ['avocado', 'lime', 'red onion', 'coriander', 'tortilla chips'],
    ['yogurt', 'cucumber', 'garlic', 'mint'],
    ['aubergine', 'tahini', 'garlic', 'lemon', 'pitta'],
    ['feta', 'yogurt', 'lemon', 'chilli flakes'],
    ['beetroot', 'yogurt', 'garlic', 'dill'],
    ['cannellini beans', 'garlic', 'rosemary', 'olive oil'],
    ['black beans', 'lime', 'cumin', 'tortilla chips'],
    ['cream cheese', 'chives', 'garlic', 'crackers'],
  ],
  'rocky-road': [
    ['dark chocolate', 'marshmallows', 'biscuits', 'butter', 'golden syrup'],
    ['milk chocolate', 'raisins', 'biscuits'],
    ['chocolate', 'nuts', 'dried cranberries'],
    ['white chocolate', 'pistachios', 'dried cranberries'],
    ['dark chocolate', 'marshmallows', 'cherries'],
    ['chocolate', 'biscuits', 'butter', 'honey'],
    ['marshmallows', 'biscuits', 'raisins'],
    ['milk chocolate', 'crisps', 'peanuts'],
  ],
  'hot-chocolate': [
    ['dark chocolate', 'milk'],
    ['cocoa powder', 'milk', 'sugar'],
    ['milk chocolate', 'oat milk', 'marshmallows'],
    ['dark chocolate', 'milk', 'cinnamon', 'chilli powder'],
    ['chocolate', 'milk', 'cream'],
    ['cocoa powder', 'coconut milk', 'maple syrup'],
    ['white chocolate', 'milk', 'nutmeg'],
    ['dark chocolate', 'milk', 'oranges', 'honey'],
  ],
  lemonade: [
    ['lemons', 'sugar'],
    ['lemons', 'honey', 'mint'],
    ['limes', 'sugar', 'sparkling water'],
    ['lemons', 'strawberries', 'sugar'],
    ['lemons', 'ginger', 'honey'],
    ['oranges', 'lemons', 'sugar'],
    ['limes', 'mint', 'cucumber', 'sugar'],
    ['lemon juice', 'sugar', 'sparkling water'],
  ],
  'spiced-chickpeas': [
    ['chickpeas', 'smoked paprika', 'cumin'],
    ['chickpeas', 'garam masala'],
    ['almonds', 'smoked paprika', 'honey'],
    ['chickpeas', 'rosemary', 'parmesan'],
    ['cashews', 'curry powder', 'lime'],
    ['butter beans', 'cumin', 'chilli powder'],
    ['peanuts', 'chilli flakes', 'sugar'],
    ['chickpeas', "za'atar", 'lemon'],
  ],
}

const SERVINGS = [1, 2, 4] as const

interface Written {
  label: string
  plan: RecipePlan
  markdown: string
  method: string
}

function writeAll(): Written[] {
  const written: Written[] = []
  for (const [family, lists] of Object.entries(LISTS)) {
    for (const list of lists) {
      for (const servings of SERVINGS) {
        const plan = planFamilyDish(family, list, { servings })
        if (plan === undefined) continue
        const markdown = renderRecipe(plan)
        written.push({
          label: `${family} [${list.join(', ')}] for ${servings}`,
          plan,
          markdown,
          method: methodText(markdown),
        })
      }
    }
  }
  return written
}

const WRITTEN = writeAll()

function entryOf(canonical: string | undefined): LexiconEntry | undefined {
  return canonical === undefined ? undefined : lexiconEntry(canonical)
}

/** The method's sentences, split on full stops (decimal points never appear in it). */
function sentences(method: string): string[] {
  return method
    .split(/(?<=[.!?])\s+|\n/)
    .map((text) => text.trim())
    .filter((text) => text !== '')
}

/** The longest time, in minutes, a piece of text mentions ("6–8 minutes" is 8). */
function longestMinutes(text: string): number {
  let most = 0
  for (const match of text.matchAll(/(\d+)(?:–(\d+))?\s*minutes?/g)) {
    most = Math.max(most, Number(match[2] ?? match[1]))
  }
  if (/\b(?:a|1) minute\b/.test(text)) most = Math.max(most, 1)
  if (/\bhours?\b/.test(text)) most = Math.max(most, 60)
  return most
}

const ADD_VERB = /\b(?:add|adding|tip|toss in|stir in|nestle|slip|lay in|crack in|put)\b/g
const SEGMENT_END =
  /[.;]| for |,? then | and (?:cook|fry|stir-fry|simmer|toss|roast|bubble|stir|bring|scramble)\b|\b(?:add|tip|toss in|stir in|nestle|slip|lay in|crack in|put)\b/

/** How many times each listed ingredient is put into the pan, pot or tin. */
function additions(method: string, names: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const match of method.matchAll(ADD_VERB)) {
    const rest = method.slice((match.index ?? 0) + match[0].length)
    const end = rest.search(SEGMENT_END)
    const segment = end === -1 ? rest : rest.slice(0, end)
    for (const name of names) {
      const pattern = new RegExp(`\\bthe (?:[\\w-]+, |[\\w-]+ and )*${name}\\b`)
      if (pattern.test(` ${segment}`) && !segment.includes('rest of')) {
        counts.set(name, (counts.get(name) ?? 0) + 1)
      }
    }
  }
  return counts
}

const PIECE_GRAMS: Readonly<Record<string, number>> = {
  'cherry tomatoes': 15,
  asparagus: 20,
  radishes: 10,
  'spring onions': 15,
  'portobello mushrooms': 80,
  artichokes: 40,
  'pak choi': 120,
  lettuce: 250,
}

function quantityOf(text: string): number {
  const match = /^(\d*)([½¼¾]?)/.exec(text.trim())
  const whole = match?.[1] === undefined || match[1] === '' ? 0 : Number(match[1])
  const fraction = { '½': 0.5, '¼': 0.25, '¾': 0.75 }[match?.[2] ?? ''] ?? 0
  return whole + fraction
}

/** About how many grams an ingredient line's amount is, for a vegetable. */
function gramsOf(entry: LexiconEntry, amount: string): number {
  const quantity = quantityOf(amount)
  if (/\bkg\b/.test(amount)) return quantity * 1000
  if (/\bg\b/.test(amount)) return quantity
  if (/handful/.test(amount)) return quantity * 30
  if (/stalk/.test(amount)) return quantity * 40
  if (/^[\d½¼¾]+$/.test(amount.trim())) return quantity * (PIECE_GRAMS[entry.id] ?? 150)
  return 0
}

// Onions and leeks count as vegetables here; garlic, ginger and chillies do not.
const ONIONS = new Set(['onion', 'red onion', 'leek', 'shallot'])

function isBulkVeg(entry: LexiconEntry | undefined): entry is LexiconEntry {
  if (entry === undefined) return false
  if (ONIONS.has(entry.id)) return true
  return MAIN_VEG(entry) && entry.id !== 'chilli' && entry.id !== 'jalapenos'
}

function problemsIn(item: Written): string[] {
  const { plan, markdown, method } = item
  const problems: string[] = []
  const steps = plan.steps.join(' ')
  if (/\. and\b/.test(steps)) problems.push('". and"')
  if (/,\s*[.,]/.test(steps) || / ,/.test(steps)) problems.push('stray comma')
  const doubled = /\b(\w+) \1\b/i.exec(steps)
  if (doubled !== null) problems.push(`doubled word "${doubled[0]}"`)
  if (/\bmelt (?:\w+ ){0,4}oil\b/.test(method) && !/coconut oil/.test(method)) {
    problems.push('melts oil')
  }
  if (/\bcooked (?:\w+ ){0,2}as the packet/.test(method)) problems.push('cooks cooked food')
  if (/over the top to serve\.|on the side, to add as you eat\./.test(method)) {
    problems.push('an ingredient the method forgot (added at the end)')
  }
  const fishRole = plan.ingredients.filter((line) => line.role === 'fish')
  const hasFillet = fishRole.some((line) => {
    const entry = entryOf(line.canonical)
    return entry?.category === 'fish' && entry.tags.has('fillet')
  })
  if (/skin-side/.test(method) && !hasFillet) problems.push('skin-side for something with no skin')
  // An oven used before anyone turned it on: the food waits, or goes into a cold oven.
  const firstOvenUse = method.search(/\b(?:roast|bake)s? (?:for|until|at)\b/)
  if (firstOvenUse >= 0 && !/\boven\b/.test(method.slice(0, firstOvenUse))) {
    problems.push('oven used before it is heated')
  }
  for (const text of sentences(method)) {
    // Garlic burns: a minute or two in the pan, never the onions' eight.
    for (const clause of text.split(/, then |;|, and /)) {
      if (!/\bgarlic\b/.test(clause) || /roast|bake|oven|simmer|stew|blend/.test(clause)) continue
      if (!/\b(?:cook|fry|soften|sweat|sizzle|stir|toss)\b/.test(clause)) continue
      if (longestMinutes(clause) > 2) problems.push(`garlic cooked too long: "${clause}"`)
      if (/golden/.test(clause) && longestMinutes(clause) >= 6) problems.push('golden garlic')
    }
    if (
      /simmer|into the sauce|in the sauce|broth|poach/.test(text) &&
      /golden(?! syrup)/.test(text)
    ) {
      problems.push(`golden in a sauce: "${text}"`)
    }
  }
  const names = plan.ingredients
    .filter((line) => line.source !== 'pantry')
    .map((line) => line.mention.toLowerCase())
  for (const [name, count] of additions(method, names)) {
    if (count > 1) problems.push(`"${name}" is added ${count} times`)
  }
  const missing = unmentioned(markdown)
  if (missing.length > 0) problems.push(`not in the method: ${missing.join(', ')}`)
  for (const line of plan.ingredients) {
    const entry = entryOf(line.canonical)
    if (entry === undefined) continue
    const wholeThing = entry.category === 'bread' || entry.category === 'egg'
    if (wholeThing && /^[\d]*[½¼¾]$/.test(line.amount.trim())) {
      problems.push(`part of a whole thing: ${line.name} — ${line.amount}`)
    }
  }
  // Meat that must be cooked through says how to tell, with a thermometer reading.
  const raw = plan.ingredients
    .map((line) => entryOf(line.canonical))
    .filter((entry): entry is LexiconEntry => entry !== undefined && !entry.tags.has('cooked'))
  if (raw.some((entry) => entry.category === 'poultry') && !/75°c/.test(method)) {
    problems.push('raw poultry without 75°C')
  }
  const pork = raw.some(
    (entry) =>
      entry.category === 'meat' && (entry.id.startsWith('pork') || /mince|sausage/.test(entry.id)),
  )
  if (pork && !/7[01]°c|no pink/.test(method))
    problems.push('pork or mince without a safe doneness')
  // A main course carries a proper amount of vegetables.
  const veg = plan.ingredients.filter((line) => {
    const entry = entryOf(line.canonical)
    return isBulkVeg(entry) && !ONIONS.has(entry.id)
  })
  const allVeg = plan.ingredients.filter((line) => isBulkVeg(entryOf(line.canonical)))
  // (Rice dishes and pizza are built on their rice and bread, so they are left out.)
  const builtOnVeg = !['pizza', 'risotto', 'fried-rice'].includes(plan.family.id)
  if (plan.family.course === 'main' && builtOnVeg && veg.length > 0) {
    const grams = allVeg.reduce((sum, line) => {
      const entry = entryOf(line.canonical)
      return isBulkVeg(entry) ? sum + gramsOf(entry, line.amount) : sum
    }, 0)
    if (grams < 140 * plan.servings) {
      problems.push(`only about ${Math.round(grams)} g of vegetables for ${plan.servings}`)
    }
  }
  return problems
}

describe('every family is read', () => {
  test.each(DISH_FAMILIES.map((family) => family.id))('%s fits at least eight lists', (id) => {
    const fits = (LISTS[id] ?? []).filter((list) => planFamilyDish(id, list) !== undefined)
    expect(fits.length).toBeGreaterThanOrEqual(8)
  })
})

describe('family templates read like a cook wrote them', () => {
  test.each(WRITTEN.map((item) => [item.label, item] as const))('%s', (_label, item) => {
    expect(problemsIn(item)).toEqual([])
  })
})

describe('the checks catch the faults they are for', () => {
  const sample = WRITTEN.find((item) => item.plan.family.id === 'soup')
  test.each([
    ['Melt the oil in a large pan.', 'melts oil'],
    ['Blend until smooth. and season well with salt and pepper.', '". and"'],
    ['Cook the cooked rice as the packet says.', 'cooks cooked food'],
    ['Cook the onion and garlic for 6–8 minutes until soft and golden.', 'garlic cooked too long'],
    ['Add the eggs for the last 5 minutes, until golden at the edges, simmering.', 'golden in'],
    ['Lay in the fish skin-side down (if it has skin).', 'skin-side'],
    ['Toss the carrots with oil and roast for 25 minutes.', 'oven used before it is heated'],
  ])('"%s" is caught', (step, problem) => {
    if (sample === undefined) throw new Error('no soup written')
    const plan = { ...sample.plan, steps: [...sample.plan.steps, step] }
    const markdown = renderRecipe(plan)
    const found = problemsIn({ ...sample, plan, markdown, method: methodText(markdown) })
    expect(found.some((text) => text.includes(problem))).toBe(true)
  })

  test('an ingredient added to the pan a second time is caught', () => {
    if (sample === undefined) throw new Error('no soup written')
    const veg = sample.plan.ingredients.find((line) => line.role === 'veg')
    if (veg === undefined) throw new Error('no vegetable in the soup')
    const plan = { ...sample.plan, steps: [...sample.plan.steps, `Add the ${veg.mention} again.`] }
    const markdown = renderRecipe(plan)
    const found = problemsIn({ ...sample, plan, markdown, method: methodText(markdown) })
    expect(found).toContain(`"${veg.mention.toLowerCase()}" is added 2 times`)
  })
})

test('chicken livers are cooked through, never "to your liking"', () => {
  const plan = planFamilyDish('stir-fry', ['chicken livers', 'eggs', 'onions', 'peppers'])
  const method = plan === undefined ? '' : methodText(renderRecipe(plan))
  expect(method).toMatch(/livers[^.]*cooked through with no pink in the middle \(70°c/i)
  expect(method).not.toMatch(/to your liking/)
})

test('wine and stock in a pasta are boiled down in the pan, a splash each, not stirred in at the end', () => {
  const plan = planFamilyDish('pasta', [
    'pasta',
    'mushrooms',
    'white wine',
    'chicken stock',
    'parmesan',
  ])
  expect(plan).toBeDefined()
  const markdown = plan === undefined ? '' : renderRecipe(plan)
  expect(methodText(markdown)).toMatch(
    /pour in the white wine and chicken stock[^.]*reduced by half/i,
  )
  expect(markdown).toMatch(/Chicken stock — 100 ml/)
})

test('frozen peas in a grain bowl are cooked, and half a chicken breast stays half', () => {
  const plan = planFamilyDish('grain-bowl', [
    'cooked rice',
    'frozen peas',
    'half a chicken breast',
    'eggs',
    'soy sauce',
  ])
  const markdown = plan === undefined ? '' : renderRecipe(plan)
  expect(methodText(markdown)).toMatch(/cook the frozen peas in boiling salted water/)
  expect(markdown).toMatch(/Chicken breast — ½/)
})

test('cinnamon and star anise alone do not make a curry', () => {
  expect(
    planFamilyDish('curry', ['beef sirloin', 'cinnamon stick', 'star anise', 'tinned tomatoes']),
  ).toBeUndefined()
  expect(
    planFamilyDish('curry', ['beef sirloin', 'cinnamon stick', 'garam masala', 'tinned tomatoes']),
  ).toBeDefined()
})

test('tempeh in a grain bowl is fried, never served from the pack', () => {
  const plan = planFamilyDish('grain-bowl', ['tempeh', 'rice', 'cucumber', 'peanuts'])
  const method = plan === undefined ? '' : methodText(renderRecipe(plan))
  expect(method).toMatch(/cook the tempeh in a hot pan/)
})

test.each([
  ['soup', ['red lentils', 'onion', 'mustard seeds', 'carrots', 'coconut milk'], 'mustard seeds'],
  ['curry', ['chickpeas', 'onion', 'cumin seeds', 'turmeric', 'spinach'], 'cumin seeds'],
  ['stew', ['lamb shoulder', 'onion', 'carrots', 'cumin seeds', 'ground coriander'], 'cumin seeds'],
  [
    'chilli',
    ['beef mince', 'kidney beans', 'onion', 'cumin seeds', 'tinned tomatoes'],
    'cumin seeds',
  ],
  ['shakshuka', ['eggs', 'tinned tomatoes', 'onion', 'cumin seeds', 'peppers'], 'cumin seeds'],
])(
  '%s: whole seeds sizzle in the hot fat before the onion, ground spices after it',
  (id, list, seeds) => {
    const plan = planFamilyDish(id, list)
    expect(plan).toBeDefined()
    const method = plan === undefined ? '' : methodText(renderRecipe(plan))
    const sizzle = method.indexOf(`the ${seeds} and let them sizzle`)
    expect(sizzle).toBeGreaterThan(-1)
    // Before the onion goes into the hot fat (it is chopped before, in the first step).
    expect(sizzle).toBeLessThan(method.indexOf('onion', method.search(/\b(?:heat|melt) the\b/)))
    expect(method).not.toMatch(new RegExp(`stir in[^.]*${seeds}`))
    if (list.includes('ground coriander')) {
      expect(method).toMatch(/onion[^]*stir in the ground coriander/)
    }
  },
)
