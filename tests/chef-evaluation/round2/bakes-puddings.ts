import type { BlindCase } from '../blind-case.ts'

/** Round 2 of the blind set (issue 18): Bakes and puddings lists, written without reading the chef. */
export const BLIND_R2_BAKES_PUDDINGS: readonly BlindCase[] = [
  {
    list: [
      'overripe bananas x3',
      'plain flour',
      'bicarb',
      'butter',
      'brown sugar',
      'eggs 2',
      'walnuts',
    ],
    accept: ['banana bread', 'banana loaf', 'banana cake', 'banana walnut bread'],
    mustKeep: ['overripe bananas x3', 'bicarb'],
    cuisine: 'Bakes and puddings',
  },
  {
    list: [
      'self raising flour',
      'butter 225g',
      'caster sugar',
      'eggs 4',
      'strawberry jam',
      'icing sugar',
    ],
    accept: ['victoria sponge', 'victoria sandwich', 'victoria sponge cake', 'sponge cake'],
    mustKeep: ['self raising flour', 'strawberry jam'],
    cuisine: 'Bakes and puddings',
  },
  {
    list: ['bramley apples x4', 'plain flour', 'butter', 'demerara sugar', 'cinnamon', 'custard'],
    accept: ['apple crumble', 'apple crumble and custard', 'crumble'],
    mustKeep: ['bramley apples x4'],
    cuisine: 'Bakes and puddings',
  },
  {
    list: ['stale bread', 'milk', 'eggs', 'sugar', 'sultanas', 'butter', 'nutmeg'],
    accept: ['bread and butter pudding', 'bread pudding', 'bread & butter pudding'],
    mustKeep: ['stale bread'],
    cuisine: 'Bakes and puddings',
  },
  {
    list: [
      'dates 250g',
      'self raising flour',
      'bicarbonate of soda',
      'butter',
      'dark brown sugar',
      'double cream',
      'eggs',
    ],
    accept: ['sticky toffee pudding', 'sticky toffee', 'sticky date pudding'],
    mustKeep: ['dates 250g'],
    cuisine: 'Bakes and puddings',
  },
  {
    list: ['plain flour 500g', 'dried yeast', 'water', 'salt', 'olive oil'],
    accept: ['bread', 'white loaf', 'focaccia', 'pizza dough', 'white bread', 'loaf'],
    mustKeep: ['dried yeast', 'plain flour 500g'],
    cuisine: 'Bakes and puddings',
  },
  {
    list: ['lemons x3', 'caster sugar', 'eggs', 'butter', 'shortcrust pastry', 'cornflour'],
    accept: ['lemon tart', 'tarte au citron', 'lemon meringue pie', 'lemon curd tart'],
    mustKeep: ['lemons x3'],
    cuisine: 'Bakes and puddings',
  },
  {
    list: ['dark chocolate 200g', 'butter', 'sugar', 'eggs', 'plain flour', 'cocoa'],
    accept: ['brownies', 'chocolate brownies', 'fudge brownies'],
    mustKeep: ['dark chocolate 200g'],
    cuisine: 'Bakes and puddings',
  },
]
