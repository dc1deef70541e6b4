import type { BlindCase } from './blind-case.ts'

const cuisine = 'Bakes and puddings'

export const BLIND_BAKES_PUDDINGS: readonly BlindCase[] = [
  {
    list: ['3 Bananas', 'bicarb', 'plain flour', '2 eggs', 'butter', 'brown sugar', 'walnuts'],
    accept: ['banana bread', 'banana loaf', 'banana and walnut bread', 'banana walnut loaf'],
    mustKeep: ['3 Bananas', 'bicarb'],
    cuisine,
  },
  {
    list: ['self raising flour', 'butter', 'milk', 'caster sugar', 'sultanas', 'baking powder'],
    accept: ['scones', 'fruit scones', 'sultana scones'],
    mustKeep: ['self raising flour', 'sultanas'],
    cuisine,
  },
  {
    list: [
      '225g butter',
      '225g caster sugar',
      '4 eggs',
      '225g self raising flour',
      'raspberry jam',
      'double cream',
    ],
    accept: ['victoria sponge', 'victoria sandwich', 'victoria sponge cake'],
    mustKeep: ['225g self raising flour', 'raspberry jam'],
    cuisine,
  },
  {
    list: [
      '200g dark chocolate',
      'butter',
      '3 eggs',
      'caster sugar',
      'plain flour',
      'cocoa powder',
      'leftover curry',
    ],
    accept: ['brownies', 'chocolate brownies', 'fudgy brownies'],
    mustKeep: ['200g dark chocolate'],
    cuisine,
  },
  {
    list: ['porridge oats', 'Lyles golden syrup', 'butter', 'light brown sugar', 'raisins'],
    accept: ['flapjacks', 'flapjack', 'fruity flapjacks'],
    mustKeep: ['porridge oats', 'Lyles golden syrup'],
    cuisine,
  },
  {
    list: ['bramley apples', 'blackberries', 'plain flour', 'butter', 'demerara sugar', 'custard'],
    accept: [
      'apple and blackberry crumble',
      'blackberry and apple crumble',
      'apple crumble',
      'crumble',
    ],
    mustKeep: ['bramley apples', 'blackberries'],
    cuisine,
  },
  {
    list: ['stale white bread', 'butter', 'sultanas', '3 eggs', 'milk', 'double cream', 'nutmeg'],
    accept: ['bread and butter pudding', 'bread & butter pudding', 'bread pudding'],
    mustKeep: ['stale white bread'],
    cuisine,
  },
  {
    list: [
      'medjool dates',
      'bicarbonate of soda',
      'self raising flour',
      'dark muscovado',
      'eggs',
      'double cream',
      'butter',
    ],
    accept: ['sticky toffee pudding', 'sticky toffee puddings'],
    mustKeep: ['medjool dates', 'bicarbonate of soda'],
    cuisine,
  },
  {
    list: ['pudding rice', 'whole milk', 'sugar', 'nutmeg', 'butter', 'strawberry jam'],
    accept: ['rice pudding', 'baked rice pudding', 'creamy rice pudding'],
    mustKeep: ['pudding rice', 'whole milk'],
    cuisine,
  },
  {
    list: ['butter', 'caster sugar', 'plain flour', 'rice flour'],
    accept: ['shortbread', 'shortbread biscuits', 'scottish shortbread', 'shortbread fingers'],
    mustKeep: ['butter'],
    cuisine,
  },
  {
    list: ['2 lemons', 'self-raising flour', 'butter', 'caster sugar', '4 eggs', 'icing sugar'],
    accept: ['lemon drizzle cake', 'lemon drizzle', 'lemon drizzle loaf'],
    mustKeep: ['2 lemons', 'self-raising flour'],
    cuisine,
  },
  {
    list: ['butter', 'brown suger', '1 egg', 'plain flour', 'bicarb', 'chocolate chips', 'vanila'],
    accept: ['chocolate chip cookies', 'choc chip cookies', 'cookies'],
    mustKeep: ['chocolate chips', 'bicarb'],
    cuisine,
  },
  {
    list: ['wholemeal flour', 'plain flour', 'bicarbonate of soda', 'buttermilk', 'salt'],
    accept: ['soda bread', 'irish soda bread', 'brown soda bread', 'wheaten bread'],
    mustKeep: ['bicarbonate of soda', 'buttermilk'],
    cuisine,
  },
  {
    list: [
      '4 carrots',
      'self raising flour',
      'eggs',
      'vegetable oil',
      'brown sugar',
      'cinnamon',
      'cream cheese',
      'tinned sardines',
    ],
    accept: ['carrot cake', 'carrot cake with cream cheese frosting'],
    mustKeep: ['4 carrots'],
    cuisine,
  },
  {
    list: ['self raising flour', 'butter', 'caster sugar', 'currants', '1 egg', 'mixed spice'],
    accept: ['welsh cakes', 'welshcakes', 'bakestones', 'picau ar y maen'],
    mustKeep: ['currants', 'self raising flour'],
    cuisine,
  },
  {
    list: ['self raising flour', 'suet', 'raspberry jam', 'milk', 'custard powder'],
    accept: ['jam roly-poly', 'jam roly poly', 'roly-poly pudding'],
    mustKeep: ['suet', 'raspberry jam'],
    cuisine,
  },
]
