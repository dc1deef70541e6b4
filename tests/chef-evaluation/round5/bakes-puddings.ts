import type { BlindCase } from '../blind-case.ts'

/** Round 5 of the blind set, Bakes and puddings: lists written from the issue alone, held out from tuning. */
export const BLIND_R5_BAKES_PUDDINGS: readonly BlindCase[] = [
  {
    cuisine: 'Bakes and puddings',
    list: [
      'leftover brioche (bit stale)',
      'butter',
      'eggs 3',
      'milk',
      'cream',
      'sugar',
      'sultanas',
      'nutmeg',
    ],
    accept: [
      'bread and butter pudding',
      'bread & butter pudding',
      'bread pudding',
      'brioche bread and butter pudding',
      'brioche pudding',
    ],
    mustKeep: ['leftover brioche (bit stale)'],
  },
  {
    cuisine: 'Bakes and puddings',
    list: ['3 black bananas', 'plain flour', 'bicarb', 'eggs', 'brown sugar', 'butter', 'walnuts'],
    accept: [
      'banana bread',
      'banana loaf',
      'banana cake',
      'banana walnut bread',
      'banana nut bread',
    ],
    mustKeep: ['3 black bananas', 'bicarb'],
  },
  {
    cuisine: 'Bakes and puddings',
    list: [
      'bramley apples x4',
      'plain flour',
      'butter',
      'demerara',
      'cinnamon',
      "bird's custard powder",
    ],
    accept: [
      'apple crumble',
      'crumble',
      'apple crisp',
      'apple crumble and custard',
      'apple and cinnamon crumble',
    ],
    mustKeep: ['bramley apples x4'],
  },
  {
    cuisine: 'Bakes and puddings',
    list: [
      'medjool dates 200g',
      'self raising flour',
      'dark muscovado',
      'butter',
      'eggs',
      'bicarbonate',
      'double cream',
    ],
    accept: [
      'sticky toffee pudding',
      'sticky toffee',
      'sticky date pudding',
      'sticky toffee puddings',
    ],
    mustKeep: ['medjool dates 200g'],
  },
  {
    cuisine: 'Bakes and puddings',
    list: [
      'self-raising flour 450g',
      'baking powder',
      'butter',
      'milk',
      'caster sugar',
      'jam',
      'clotted cream',
    ],
    accept: ['scones', 'scone', 'cream tea', 'plain scones', 'fruit scones'],
    mustKeep: ['self-raising flour 450g', 'baking powder'],
  },
  {
    cuisine: 'Bakes and puddings',
    list: ['lemons x2', 'caster sugar', 'self raising', 'butter', 'eggs x4', 'icing sugar'],
    accept: [
      'lemon drizzle cake',
      'lemon drizzle',
      'lemon drizzle loaf',
      'lemon loaf',
      'lemon cake',
    ],
    mustKeep: ['lemons x2'],
  },
  {
    cuisine: 'Bakes and puddings',
    list: ['pudding rice 100g', 'whole milk 1L', 'sugar', 'butter', 'nutmeg', 'vanilla', 'jam'],
    accept: ['rice pudding', 'baked rice pudding', 'creamy rice pudding', 'rice pudding with jam'],
    mustKeep: ['pudding rice 100g', 'whole milk 1L'],
  },
  {
    cuisine: 'Bakes and puddings',
    list: ['porridge oats 250g', 'golden syrup', 'butter', 'light brown sugar', 'raisins'],
    accept: ['flapjacks', 'flapjack', 'oat bars', 'oat flapjacks', 'fruity flapjacks'],
    mustKeep: ['porridge oats 250g', 'golden syrup'],
  },
]
