import type { EvalCase } from './eval-case.ts'

// Everyday fridge-and-cupboard lists from the chef's first evaluation, kept so that the classics
// never push out a composed dish a cook would have been happy with.
// prettier-ignore
export const EVERYDAY_LISTS: readonly EvalCase[] = [
  // weeknight mains
  { list: ['chicken breast', 'broccoli', 'soy sauce', 'garlic', 'ginger'], expect: ['stir-fry', 'fried-rice', 'noodle-soup', 'chicken-teriyaki'] },
  { list: ['tofu', 'broccoli', 'peppers', 'soy sauce', 'sesame oil', 'rice'], expect: ['stir-fry', 'fried-rice'] },
  { list: ['spaghetti', 'tinned tomatoes', 'garlic', 'basil', 'parmesan'], expect: ['pasta'] },
  { list: ['mince', 'spaghetti', 'tinned tomatoes', 'onion', 'carrot', 'garlic'], expect: ['pasta'] },
  { list: ['eggplant', 'zucchini', 'bell pepper', 'mozzarella', 'basil', 'penne'], expect: ['pasta'] },
  { list: ['tuna', 'pasta', 'sweetcorn', 'mayonnaise'], expect: ['pasta'] },
  { list: ['arborio rice', 'mushrooms', 'parmesan', 'vegetable stock', 'onion'], expect: ['risotto'] },
  { list: ['red lentils', 'coconut milk', 'curry powder', 'onion', 'spinach'], expect: ['curry', 'soup'] },
  { list: ['chicken', 'coconut milk', 'thai green curry paste', 'green beans', 'jasmine rice'], expect: ['curry'] },
  { list: ['cauliflower', 'chickpeas', 'garam masala', 'tinned tomatoes', 'onion'], expect: ['curry', 'tray-bake'] },
  { list: ['beef mince', 'kidney beans', 'chopped tomatoes', 'onion', 'chilli powder'], expect: ['chilli', 'stew', 'tacos'] },
  { list: ['lamb', 'onion', 'carrots', 'potatoes', 'stock', 'rosemary'], expect: ['stew', 'tray-bake'] },
  { list: ['chicken thighs', 'potatoes', 'carrots', 'rosemary', 'garlic'], expect: ['tray-bake', 'stew'] },
  { list: ['sausages', 'onions', 'potatoes', 'peppers'], expect: ['tray-bake', 'hash', 'stew'] },
  { list: ['pork chops', 'apples', 'sage', 'potatoes'], expect: ['tray-bake'] },
  { list: ['tortillas', 'chicken', 'peppers', 'onion', 'cumin', 'sour cream'], expect: ['tacos'] },
  { list: ['scallions', 'shrimp', 'cilantro', 'lime', 'tortillas'], expect: ['tacos'] },
  { list: ['pitta', 'mozzarella', 'passata', 'pepperoni'], expect: ['pizza'] },
  // British and American names, with quantities
  { list: ['Courgettes', 'Aubergines', 'coriander', 'prawns', 'spring onion'], expect: ['stir-fry', 'curry', 'noodle-soup', 'fried-rice', 'grain-bowl'] },
  { list: ['500g chicken breast', '1 tbsp olive oil', 'a handful of spinach', '2 cloves garlic', 'cream'], expect: ['pasta', 'curry', 'tray-bake', 'stir-fry', 'risotto'] },
  { list: ['aubergine', 'courgette', 'red pepper', 'onion', 'tinned tomatoes', 'garlic'], expect: ['stew', 'tray-bake', 'pasta', 'curry', 'soup', 'shakshuka'] },
  { list: ['egg noodles', 'chicken stock', 'pak choi', 'ginger', 'soy sauce', 'chicken breast'], expect: ['noodle-soup', 'stir-fry'] },
  // fish
  { list: ['salmon fillets', 'lemon', 'dill', 'new potatoes', 'asparagus'], expect: ['fish', 'fish-bake', 'tray-bake'] },
  { list: ['cod', 'breadcrumbs', 'parmesan', 'cherry tomatoes'], expect: ['fish-bake', 'fish', 'tray-bake'] },
  { list: ['mackerel', 'rice', 'soy sauce', 'ginger', 'spring onions'], expect: ['fish', 'stir-fry', 'fried-rice', 'grain-bowl'] },
  // vegetarian, soups and salads
  { list: ['leeks', 'potatoes', 'vegetable stock', 'cream'], expect: ['soup'] },
  { list: ['butternut squash', 'onion', 'vegetable stock', 'ginger'], expect: ['soup', 'curry'] },
  { list: ['broccoli', 'stilton', 'potato', 'onion', 'vegetable stock'], expect: ['soup'] },
  { list: ['lettuce', 'tomatoes', 'cucumber', 'feta', 'olives'], expect: ['salad'] },
  { list: ['steak', 'rocket', 'parmesan', 'balsamic vinegar'], expect: ['salad'] },
  { list: ['quinoa', 'chickpeas', 'avocado', 'tahini', 'cucumber'], expect: ['grain-bowl', 'salad'] },
  { list: ['halloumi', 'couscous', 'red onion', 'peppers', 'mint'], expect: ['grain-bowl', 'tray-bake', 'salad'] },
  { list: ['kale', 'sweet potato', 'black beans', 'feta', 'lime'], expect: ['tacos', 'grain-bowl', 'salad', 'tray-bake', 'chilli'] },
  { list: ['chickpeas', 'tahini', 'lemon', 'garlic'], expect: ['dips'] },
  { list: ['carrots', 'courgette', 'eggs', 'flour', 'feta'], expect: ['fritters', 'frittata', 'cake'] },
  // breakfast and eggs
  { list: ['2 eggs', 'spinach', 'cheddar', 'onion'], expect: ['omelette', 'frittata'] },
  { list: ['eggs', 'tinned tomatoes', 'red pepper', 'cumin', 'feta'], expect: ['shakshuka'] },
  { list: ['potatoes', 'eggs', 'bacon', 'onion'], expect: ['hash', 'frittata'] },
  { list: ['porridge oats', 'milk', 'blueberries', 'honey'], expect: ['porridge'] },
  { list: ['oats', 'banana', 'peanut butter', 'milk', 'honey'], expect: ['porridge', 'smoothie', 'yogurt-bowl'] },
  { list: ['banana', 'frozen berries', 'yoghurt', 'milk'], expect: ['smoothie', 'yogurt-bowl'] },
  { list: ['brioche', 'eggs', 'milk', 'cinnamon', 'maple syrup'], expect: ['french-toast'] },
  { list: ['plain flour', 'eggs', 'milk', 'butter', 'maple syrup'], expect: ['pancakes'] },
  { list: ['bananas', 'flour', 'eggs', 'milk'], expect: ['pancakes', 'cake'] },
  // leftovers and lunches
  { list: ['leftover rice', 'eggs', 'frozen peas', 'spring onions', 'soy sauce'], expect: ['fried-rice'] },
  { list: ['bread', 'cheddar', 'ham', 'mustard'], expect: ['toastie'] },
  { list: ['cooked chicken', 'mayonnaise', 'lettuce', 'bread'], expect: ['toastie', 'salad'] },
  { list: ['smoked salmon', 'cream cheese', 'bagel', 'chives'], expect: ['toastie', 'salad'] },
  { list: ['mushrooms', 'garlic', 'butter', 'bread', 'parsley'], expect: ['toastie', 'pasta', 'soup'] },
  // the visitor's own amounts, which the recipe never exceeds
  { list: ['3 eggs', 'tinned tomatoes', 'red pepper', 'cumin'], expect: ['shakshuka'] },
  { list: ['200g spaghetti', 'tinned tomatoes', 'garlic', 'basil'], expect: ['pasta'] },
  { list: ['1 salmon fillet', 'lemon', 'dill', 'new potatoes'], expect: ['fish', 'fish-bake', 'tray-bake'] },
  { list: ['2 tortillas', '300g chicken', 'peppers', 'onion', '1 tsp cumin'], expect: ['tacos'] },
  // baking, desserts and drinks
  { list: ['apples', 'flour', 'butter', 'sugar', 'cinnamon'], expect: ['crumble', 'cake'] },
  { list: ['rhubarb', 'oats', 'brown sugar', 'butter'], expect: ['crumble'] },
  { list: ['self-raising flour', 'caster sugar', 'butter', 'eggs', 'lemon'], expect: ['cake'] },
  { list: ['dark chocolate', 'marshmallows', 'digestive biscuits', 'butter'], expect: ['rocky-road'] },
  { list: ['lemons', 'sugar', 'mint', 'water'], expect: ['lemonade'] },
  { list: ['milk', 'cocoa powder', 'sugar', 'marshmallows'], expect: ['hot-chocolate'] },
]
