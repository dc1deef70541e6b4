import { defineFamily } from './dish-types.ts'
import { anyOf, named, tagged } from './dish-types.ts'
import { joinWords } from '../text/markdown-text.ts'
import { waterRole } from './common-roles.ts'
import { SOFT_FRUIT, SWEET_SPICE, MILK, CHOCOLATE } from './ingredient-predicates.ts'
import { orElse, sentence, the } from './method-phrases.ts'

// Drinks: a smoothie, hot chocolate and lemonade.

export const smoothie = defineFamily({
  id: 'smoothie',
  name: 'Smoothie',
  course: 'drink',
  roles: [
    { id: 'fruit', accepts: anyOf(SOFT_FRUIT, named('avocado', 'dates')), max: 4, scale: 0.8 },
    {
      id: 'green',
      accepts: named('spinach', 'kale', 'cucumber', 'carrots', 'mint', 'ginger', 'beetroot'),
      max: 2,
      scale: 0.5,
    },
    {
      id: 'base',
      accepts: anyOf(MILK, named('yogurt', 'orange juice', 'coconut milk')),
      max: 2,
      amount: '150 ml',
      core: 'milk',
    },
    {
      id: 'body',
      accepts: anyOf(
        named('oats', 'chia seeds', 'flaxseed'),
        tagged('nut-butter'),
        named('cocoa powder', 'coffee'),
      ),
      max: 2,
      // A spoonful or two thickens a glass: a bowl's worth of oats (50 g) makes it porridge.
      amount: '1.5 tbsp',
    },
    { id: 'sweet', accepts: named('honey', 'maple syrup', 'dates'), max: 1 },
    { id: 'zing', accepts: anyOf(named('lemon', 'lime', 'lemon juice'), SWEET_SPICE), max: 2 },
    waterRole('50 ml'),
  ],
  fits: (a) => a.has('fruit') || (a.has('green') && a.has('base')),
  signature: [
    [
      named(
        'bananas',
        'mixed berries',
        'strawberries',
        'blueberries',
        'mango',
        'yogurt',
        'spinach',
        'pineapple',
      ),
      0.8,
    ],
  ],
  prior: 0.2,
  write(d) {
    const what = d.title(['fruit', 'green', 'body'], 3)
    return {
      title: `${orElse(what, 'Green')} Smoothie`,
      description: d.pick([
        'Thick, cold and ready in five minutes.',
        'A glassful of fruit that tastes like a treat.',
      ]),
      minutes: 5,
      steps: [
        sentence(d.prep('salad', 'fruit'), `Put ${d.the('fruit', 'green')} in a blender.`),
        sentence(
          `Add ${joinWords([d.the('base'), d.the('body'), d.the('sweet'), d.the('zing')].filter((part) => part !== ''))} with ${d.the('water')} (or a handful of ice).`,
        ),
        sentence(
          'Blend until completely smooth, adding a splash more liquid if it is too thick to pour. Taste, adjust and pour into cold glasses.',
        ),
      ],
      tips: ['Frozen fruit makes it thicker and colder with no ice needed.'],
    }
  },
})

export const hotChocolate = defineFamily({
  id: 'hot-chocolate',
  name: 'Hot chocolate',
  course: 'drink',
  roles: [
    {
      id: 'chocolate',
      accepts: anyOf(CHOCOLATE, named('chocolate spread')),
      max: 2,
      amount: '25 g',
    },
    {
      id: 'milk',
      accepts: anyOf(MILK, named('coconut milk', 'cream')),
      max: 1,
      amount: '250 ml',
      core: 'milk',
    },
    {
      id: 'sweet',
      accepts: named('sugar', 'brown sugar', 'honey', 'maple syrup', 'condensed milk'),
      max: 1,
      amount: '1 tsp',
    },
    {
      id: 'spice',
      accepts: anyOf(SWEET_SPICE, named('chilli powder', 'coffee', 'oranges')),
      max: 2,
    },
    { id: 'topping', accepts: named('marshmallows', 'cream', 'ice cream', 'sprinkles'), max: 2 },
  ],
  fits: (a) =>
    a.has('chocolate') &&
    (a.has('milk') || a.count('spice') + a.count('topping') + a.count('sweet') >= 1),
  signature: [[named('milk', 'cocoa powder', 'marshmallows', 'cream'), 1]],
  write(d) {
    return {
      title: `${d.has('spice') ? `${d.title(['spice'], 1)} ` : ''}Hot Chocolate`,
      description: 'Thick, proper hot chocolate made from scratch.',
      minutes: 10,
      steps: [
        sentence(`Warm ${d.the('milk')} in a small pan until steaming but not boiling.`),
        sentence(
          `Whisk in ${d.the('chocolate')}${d.has('sweet') ? ` and ${d.the('sweet')}` : ''}${d.has('spice') ? ` with ${d.the('spice')}` : ''} until melted, smooth and frothy.`,
        ),
        sentence(`Pour into mugs${d.has('topping') ? ` and top with ${d.the('topping')}` : ''}.`),
      ],
    }
  },
})

export const lemonade = defineFamily({
  id: 'lemonade',
  name: 'Homemade lemonade',
  course: 'drink',
  roles: [
    {
      id: 'citrus',
      accepts: anyOf(named('lemon', 'lime', 'oranges', 'grapefruit', 'lemon juice')),
      max: 2,
      amount: '0.75',
    },
    {
      id: 'sweet',
      accepts: named('sugar', 'honey', 'maple syrup', 'brown sugar'),
      max: 1,
      amount: '1.5 tbsp',
      core: 'sugar',
    },
    {
      id: 'flavour',
      accepts: anyOf(
        named('mint', 'ginger', 'basil', 'rosemary', 'cucumber', 'thyme'),
        tagged('berry'),
        named('melon', 'pineapple', 'mango', 'peaches'),
      ),
      max: 2,
      scale: 0.4,
    },
    { id: 'fizz', accepts: named('sparkling water'), max: 1, amount: '150 ml' },
    waterRole('200 ml'),
  ],
  fits: (a) => a.has('citrus'),
  signature: [[named('lemon', 'lime', 'sugar', 'mint', 'sparkling water', 'water'), 1]],
  write(d) {
    const what = d.title(['citrus', 'flavour'], 2)
    return {
      title: `${orElse(what, 'Citrus')} Lemonade`,
      description: 'Fresh, sharp and sweet — better than anything from a bottle.',
      minutes: 15,
      steps: [
        sentence(`Finely zest one of ${d.the('citrus')}, then squeeze the juice from all of them.`),
        sentence(
          `Warm the zest with ${d.the('sweet')} and a splash of ${d.list('water')} in a small pan, stirring until dissolved; let this syrup cool.`,
        ),
        sentence(
          d.has('flavour')
            ? `${d.where('flavour', named('ginger')).length > 0 ? 'Grate or thinly slice the ginger into a jug and crush' : 'Crush'} ${the(d.items('flavour').filter((item) => item.entry?.id !== 'ginger')) || 'it'} lightly${d.where('flavour', named('ginger')).length > 0 ? '' : ' in a jug'}.`
            : '',
          `Add the juice, the syrup, the rest of ${d.the('water')}${d.has('fizz') ? ` and ${d.the('fizz')}` : ''}.`,
        ),
        sentence('Taste, add more juice or sweetness to balance, and serve over ice.'),
      ],
    }
  },
})
