import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): Breakfast lists, written without reading the chef. */
export const BLIND_R2_BREAKFAST: readonly BlindCase[] = [
  {
    list: [
      'eggs',
      'bacon (smoked back)',
      'sausages x 4',
      'baked beans',
      'mushrooms',
      'tomatoes',
      'black pudding',
      'bread',
    ],
    accept: ['full english', 'full english breakfast', 'fry up', 'fry-up', 'full breakfast'],
    mustKeep: ['bacon (smoked back)', 'sausages x 4'],
    cuisine: 'Breakfast',
  },
  {
    list: ['plain flour', 'milk', 'eggs', 'butter', 'blueberries', 'maple syrup', 'baking powder'],
    accept: ['pancakes', 'blueberry pancakes', 'american pancakes', 'buttermilk pancakes'],
    mustKeep: ['blueberries', 'baking powder'],
    cuisine: 'Breakfast',
  },
  {
    list: ['porridge oats', 'milk', 'banana', 'honey', 'cinnamon'],
    accept: ['porridge', 'oatmeal', 'banana porridge'],
    mustKeep: ['porridge oats'],
    cuisine: 'Breakfast',
  },
  {
    list: ['eggs 2', 'avocado', 'sourdough', 'chilli flakes', 'lemon', 'feta'],
    accept: [
      'avocado toast',
      'avo toast',
      'smashed avocado on toast',
      'avocado toast with eggs',
      'eggs on avocado toast',
    ],
    mustKeep: ['avocado'],
    cuisine: 'Breakfast',
  },
  {
    list: ['bread (brioche)', 'eggs', 'milk', 'cinnamon', 'butter', 'berries', 'maple syrup'],
    accept: ['french toast', 'eggy bread', 'pain perdu'],
    mustKeep: ['bread (brioche)', 'eggs'],
    cuisine: 'Breakfast',
  },
  {
    list: ['eggs 3', 'cheddar', 'ham', 'mushrooms', 'spring onions', 'butter'],
    accept: ['omelette', 'ham and cheese omelette', 'cheese omelette', 'omelet'],
    mustKeep: ['eggs 3'],
    cuisine: 'Breakfast',
  },
  {
    list: ['english muffins', 'eggs', 'ham', 'butter', 'lemon', 'white wine vinegar'],
    accept: ['eggs benedict', 'eggs benny', 'egg mcmuffin', 'breakfast muffins'],
    mustKeep: ['english muffins', 'eggs'],
    cuisine: 'Breakfast',
  },
  {
    list: ['greek yoghurt', 'granola', 'frozen berries', 'honey', 'chia seeds'],
    accept: [
      'yoghurt parfait',
      'granola bowl',
      'yogurt parfait',
      'yoghurt bowl',
      'overnight oats',
      'smoothie bowl',
    ],
    mustKeep: ['greek yoghurt'],
    cuisine: 'Breakfast',
  },
]
