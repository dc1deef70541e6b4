import type { BlindCase } from './blind-case.ts'

const cuisine = 'Breakfast'

export const BLIND_BREAKFAST: readonly BlindCase[] = [
  {
    list: ['Weetabix', 'milk', '3 bananas', 'honey', 'blueberries'],
    accept: [
      'weetabix with banana',
      'weetabix and banana',
      'weetabix with banana and honey',
      'weetabix with berries',
      'weetabix',
    ],
    mustKeep: ['Weetabix'],
    cuisine,
    reject: ['granola'],
  },
  {
    list: [
      'pork sausages',
      'back bacon',
      'eggs',
      'Heinz beans',
      'mushrooms',
      'tomatoes',
      'black pudding',
      'bread',
    ],
    accept: ['full english', 'full english breakfast', 'fry up', 'fry-up', 'full breakfast'],
    mustKeep: ['pork sausages', 'back bacon'],
    cuisine,
  },
  {
    list: ['porridge oats', 'milk', 'golden syrup', 'banana', 'cinnamon', 'frozen sweetcorn'],
    accept: ['porridge', 'banana porridge', 'oatmeal', 'porridge with golden syrup'],
    mustKeep: ['porridge oats'],
    cuisine,
  },
  {
    list: ['plain flour', 'baking powder', '1 egg', 'milk', 'maple syrup', 'blueberries', 'butter'],
    accept: ['pancakes', 'american pancakes', 'blueberry pancakes', 'fluffy pancakes'],
    mustKeep: ['plain flour', 'baking powder'],
    cuisine,
  },
  {
    list: ['4 eggs', 'english muffins', 'ham', 'butter', 'lemon', 'white wine vinegar'],
    accept: ['eggs benedict', 'eggs benny'],
    mustKeep: ['4 eggs', 'english muffins'],
    cuisine,
  },
  {
    list: ['brioche', '2 eggs', 'milk', 'cinnamon', 'maple syrup', 'strawberries'],
    accept: ['french toast', 'eggy bread', 'pain perdu', 'brioche french toast'],
    mustKeep: ['brioche', '2 eggs'],
    cuisine,
  },
  {
    list: ['rolled oats', 'greek yoghurt', 'milk', 'chia seeds', 'raspberries', 'honey'],
    accept: ['overnight oats', 'bircher muesli', 'bircher'],
    mustKeep: ['rolled oats'],
    cuisine,
  },
  {
    list: [
      'smoked haddock',
      'basmati rice',
      '4 eggs',
      'curry powder',
      'onion',
      'parsley',
      'butter',
    ],
    accept: ['kedgeree'],
    mustKeep: ['smoked haddock', 'basmati rice'],
    cuisine,
    safety: { item: 'basmati rice', mustMention: ['boil/simmer/steam'] },
  },
  {
    list: ['3 eggs', 'cheddar', 'ham', 'mushrooms', 'chives', 'butter'],
    accept: [
      'omelette',
      'omelet',
      'ham and cheese omelette',
      'cheese and ham omelette',
      'ham, cheese and mushroom omelette',
    ],
    mustKeep: ['3 eggs'],
    cuisine,
  },
  {
    list: ['flour tortillas', 'eggs', 'chorizo', 'potatoes', 'cheddar', 'salsa', 'avocado'],
    accept: ['breakfast burrito', 'breakfast burritos', 'chorizo breakfast burrito'],
    mustKeep: ['flour tortillas', 'eggs'],
    cuisine,
  },
  {
    list: ['bacon rashers', 'white bap', 'buter', 'hp sauce'],
    accept: ['bacon sandwich', 'bacon butty', 'bacon roll', 'bacon bap', 'bacon sarnie'],
    mustKeep: ['bacon rashers'],
    cuisine,
  },
  {
    list: ['2 avocados', 'sourdough', 'eggs', 'chilli flakes', 'lime', 'feta', 'fish sauce'],
    accept: [
      'avocado toast',
      'smashed avocado on toast',
      'smashed avo',
      'avocado toast with poached egg',
    ],
    mustKeep: ['2 avocados'],
    cuisine,
  },
  {
    list: ['jumbo oats', 'honey', 'coconut oil', 'almonds', 'pumpkin seeds', 'dried cranberries'],
    accept: ['granola', 'homemade granola', 'honey granola', 'baked granola'],
    mustKeep: ['jumbo oats'],
    cuisine,
  },
  {
    list: ['frozen berries', 'banana', 'greek yoghurt', 'oat milk', 'peanut butter'],
    accept: ['smoothie', 'berry smoothie', 'banana berry smoothie', 'smoothie bowl'],
    mustKeep: ['frozen berries'],
    cuisine,
  },
  {
    list: ['2 Eggs', 'white bread', 'butter', 'salt'],
    accept: [
      'boiled eggs and soldiers',
      'dippy eggs',
      'egg and soldiers',
      'soft boiled eggs with soldiers',
    ],
    mustKeep: ['2 Eggs'],
    cuisine,
  },
  {
    list: ['smoked salmon', '4 eggs', 'butter', 'bagels', 'chives', 'cream cheese'],
    accept: [
      'scrambled eggs with smoked salmon',
      'smoked salmon and scrambled eggs',
      'bagels with smoked salmon and cream cheese',
      'salmon bagels',
    ],
    mustKeep: ['smoked salmon'],
    cuisine,
  },
]
