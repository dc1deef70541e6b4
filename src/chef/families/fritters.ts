import { defineFamily } from './dish-types.ts'
import { allOf, anyOf, named, not, tagged } from './dish-types.ts'
import { joinWords } from '../text/markdown-text.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import { EGG, HERB, OIL, FLOUR } from './ingredient-predicates.ts'
import { sentence, orElse } from './method-phrases.ts'

// Vegetable fritters.

export const fritters = defineFamily({
  id: 'fritters',
  name: 'Fritters',
  course: 'main',
  roles: [
    {
      id: 'veg',
      accepts: allOf(tagged('grate-veg'), not(named('onion'))),
      max: 3,
      scale: 0.8,
      least: '150 g',
    },
    {
      id: 'extra-veg',
      accepts: named('onion', 'spring onions', 'chilli', 'garlic', 'spinach', 'kale', 'red onion'),
      max: 2,
    },
    { id: 'eggs', accepts: EGG, max: 1, amount: '0.5', core: 'egg' },
    {
      id: 'flour',
      accepts: anyOf(FLOUR, named('breadcrumbs', 'oats', 'cornflour')),
      max: 1,
      amount: '30 g',
      core: 'plain flour',
    },
    {
      id: 'cheese',
      accepts: anyOf(
        named(
          'feta',
          'parmesan',
          'cheddar',
          'halloumi',
          'cheese',
          'goats cheese',
          'gruyere',
          'emmental',
        ),
      ),
      max: 1,
      scale: 0.6,
    },
    {
      id: 'flavour',
      accepts: anyOf(
        HERB,
        named(
          'cumin',
          'paprika',
          'smoked paprika',
          'chilli flakes',
          'curry powder',
          'garam masala',
          'ground coriander',
          'turmeric',
          'spice blend',
          'baking powder',
        ),
      ),
      max: 3,
    },
    {
      id: 'dip',
      accepts: named(
        'yogurt',
        'sour cream',
        'sweet chilli sauce',
        'mayonnaise',
        'hot sauce',
        'ketchup',
        'salsa',
        'green salsa',
        'tzatziki',
        'creme fraiche',
        'lemon',
        'lime',
        'mango chutney',
        'guacamole',
      ),
      max: 2,
    },
    fatRole(anyOf(OIL)),
    seasonRole(),
  ],
  fits: (a) => a.has('veg') && (a.has('eggs') || a.has('flour') || a.has('cheese')),
  signature: [
    [named('courgettes', 'sweetcorn', 'feta', 'gram flour'), 1],
    [EGG, 0.5],
  ],
  prior: 0,
  write(d) {
    const what = d.title(['veg', 'cheese'], 2)
    return {
      title: `${orElse(what, 'Vegetable')} Fritters`,
      description: d.pick([
        'Crisp little fritters, golden outside and tender within.',
        'Crunchy, savoury fritters — a great way to use up veg.',
      ]),
      minutes: 30,
      steps: [
        sentence(
          d.prep('grate', 'veg', 'extra-veg', 'cheese'),
          'The drier the mixture, the crisper the fritters.',
        ),
        sentence(
          `Mix ${joinWords([d.the('veg'), d.the('extra-veg'), d.the('cheese')].filter((part) => part !== ''))} in a bowl with ${joinWords([d.the('eggs'), d.the('flour'), d.the('flavour')].filter((part) => part !== ''))} to a thick, clumpy batter, seasoning well with ${d.list('season')}.`,
        ),
        sentence(
          `Heat ${d.the('fat')} in a large frying pan over a medium heat. Drop in heaped spoonfuls, flatten slightly and fry for 3 minutes a side until deep golden and crisp.`,
        ),
        sentence(
          'Drain on kitchen paper and keep warm while you cook the rest.',
          d.has('dip') ? `Serve hot with ${d.the('dip')} for dipping.` : 'Serve hot.',
        ),
      ],
    }
  },
})
