import type { DishFamily } from './dish-types.ts'
import { allOf, anyOf, named, not, tagged } from './dish-types.ts'
import { joinWords } from '../text/markdown-text.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import {
  MAIN_VEG,
  CURED,
  EGG,
  CHEESE,
  HERB,
  FRESH_HERB,
  OIL,
  TOMATO_BASE,
} from './ingredient-predicates.ts'
import { sentence } from './method-phrases.ts'

// Egg dishes: an omelette, a frittata and shakshuka.

export const omelette: DishFamily = {
  id: 'omelette',
  name: 'Omelette',
  course: 'breakfast',
  roles: [
    { id: 'eggs', accepts: EGG, max: 1, amount: '2', leads: true },
    { id: 'cheese', accepts: CHEESE, max: 2, scale: 0.6 },
    {
      id: 'filling',
      accepts: anyOf(
        allOf(MAIN_VEG, tagged('quick-veg', 'salad-veg')),
        named('spring onions', 'onion', 'red onion', 'chilli', 'leek', 'shallot'),
        CURED,
        named('cooked chicken', 'smoked salmon', 'crab', 'prawns', 'sun dried tomatoes', 'olives'),
      ),
      max: 3,
      scale: 0.5,
    },
    { id: 'herb', accepts: HERB, max: 2 },
    {
      id: 'spice',
      accepts: named('chilli flakes', 'paprika', 'smoked paprika', 'cayenne pepper'),
      max: 1,
    },
    { id: 'milk', accepts: named('milk', 'cream', 'oat milk'), max: 1, amount: '1 tbsp' },
    fatRole(named('butter', 'olive oil', 'cooking oil', 'margarine', 'ghee', 'coconut oil')),
    seasonRole(),
  ],
  fits: (a) => a.has('eggs') && a.count('filling') <= 3,
  prior: 0.6,
  write(d) {
    const what = d.title(['filling', 'cheese', 'herb'], 2)
    const steps = [
      sentence(
        `Beat ${d.the('eggs')}`,
        d.has('milk') ? `with ${d.the('milk')},` : 'with',
        `a good pinch of ${d.list('season')}${d.has('spice') ? ` and ${d.the('spice')}` : ''}.`,
      ),
    ]
    if (d.has('filling')) {
      const prep = d.prep('small', 'filling')
      steps.push(
        sentence(
          prep,
          `Warm half ${d.the('fat')} in a non-stick frying pan over a medium heat and cook ${d.the('filling')} for 3–4 minutes until soft${d.where('filling', CURED).length > 0 ? ' and the edges crisp' : ''}; tip onto a plate.`,
        ),
      )
    }
    steps.push(
      sentence(
        d.has('filling')
          ? `Add the rest of ${d.the('fat')} to the pan.`
          : `Melt ${d.the('fat')} in a non-stick frying pan over a medium heat.`,
        d.pick([
          'Pour in the eggs and, as they set, draw the edges into the middle with a spatula so the runny egg fills the gaps.',
          'Pour in the eggs, swirl to cover the base, then push the set edges inwards a few times.',
        ]),
      ),
    )
    const scatter = [
      d.has('filling') ? 'the filling' : '',
      d.has('cheese') ? d.the('cheese') : '',
      d.has('herb') ? d.the('herb') : '',
    ].filter((part) => part !== '')
    steps.push(
      sentence(
        scatter.length > 0
          ? `While the top is still a little soft, scatter over ${joinWords(scatter)},`
          : 'While the top is still a little soft,',
        'fold the omelette in half and slide it onto a warm plate.',
        d.servings > 1
          ? `Make ${d.servings === 2 ? 'the second' : 'the others'} the same way.`
          : '',
      ),
    )
    return {
      title: what === '' ? 'Classic Omelette' : `${what} Omelette`,
      description: d.pick([
        'A soft, folded omelette that is on the table in ten minutes.',
        'Quick, comforting and ready before the toast is.',
      ]),
      minutes: d.has('filling') ? 15 : 10,
      steps,
      tips: [
        'One omelette per person is easier than one giant one: beat all the eggs together and pour in a share at a time.',
      ],
    }
  },
}

export const frittata: DishFamily = {
  id: 'frittata',
  name: 'Frittata',
  course: 'main',
  roles: [
    { id: 'eggs', accepts: EGG, max: 1, amount: '2.5', leads: true },
    {
      id: 'potato',
      accepts: named('potatoes', 'sweet potato', 'cooked rice', 'pasta', 'spaghetti', 'penne'),
      max: 1,
      scale: 0.6,
    },
    {
      id: 'veg',
      accepts: anyOf(
        allOf(
          MAIN_VEG,
          not(tagged('leaf-salad')),
          not(named('cucumber', 'radishes', 'potatoes', 'sweet potato')),
        ),
        named('onion', 'red onion', 'leek', 'spring onions', 'chilli', 'garlic'),
      ),
      max: 5,
      scale: 0.6,
    },
    {
      id: 'meat',
      accepts: anyOf(CURED, named('cooked chicken', 'smoked salmon', 'sausage', 'tuna')),
      max: 1,
      scale: 0.7,
    },
    { id: 'cheese', accepts: CHEESE, max: 2, scale: 0.7 },
    { id: 'herb', accepts: HERB, max: 2 },
    { id: 'spice', accepts: named('chilli flakes', 'paprika', 'smoked paprika', 'cumin'), max: 1 },
    {
      id: 'milk',
      accepts: named('milk', 'cream', 'creme fraiche', 'oat milk'),
      max: 1,
      amount: '1 tbsp',
    },
    fatRole(named('butter', 'olive oil', 'cooking oil', 'margarine')),
    seasonRole(),
  ],
  fits: (a) => a.has('eggs') && a.count('veg') + a.count('potato') + a.count('meat') >= 2,
  signature: [[named('potatoes', 'feta', 'goats cheese', 'spinach', 'courgettes'), 0.6]],
  prior: 0.4,
  write(d) {
    const what = d.title(['potato', 'veg', 'meat', 'cheese'], 2)
    const steps: string[] = []
    steps.push(sentence(d.prep('small', 'potato', 'veg', 'meat'), 'Heat the grill to high.'))
    if (d.has('potato')) {
      const potato = d.items('potato')[0]
      steps.push(
        potato?.entry?.category === 'root-veg' && !/cooked|leftover/i.test(potato.mention)
          ? sentence(
              `Boil ${d.the('potato')} in salted water for 8–10 minutes until just tender, then drain well.`,
            )
          : sentence(`Have ${d.the('potato')} ready to go in with the vegetables.`),
      )
    }
    steps.push(
      sentence(
        `Heat ${d.the('fat')} in an ovenproof frying pan, about 20 cm across, and cook`,
        joinWords([d.the('veg'), d.the('meat'), d.the('potato')].filter((part) => part !== '')),
        'over a medium heat for 6–8 minutes, stirring now and then, until soft and lightly coloured.',
      ),
    )
    steps.push(
      sentence(
        `Beat ${d.the('eggs')}`,
        d.has('milk') ? `with ${d.the('milk')},` : 'with',
        `${d.list('season')}${d.has('spice') ? `, ${d.list('spice')}` : ''}${d.has('herb') ? ` and most of ${d.the('herb')}` : ''}, then pour over the pan and stir once so everything is evenly spread.`,
      ),
    )
    steps.push(
      sentence(
        d.has('cheese') ? `Scatter over ${d.the('cheese')} and cook` : 'Cook',
        'on a low heat for 8–10 minutes until the edges are set, then slide under the grill for 3–4 minutes until puffed and golden.',
      ),
    )
    steps.push(
      sentence(
        'Leave to settle for a couple of minutes, loosen the edges and cut into wedges',
        d.has('herb')
          ? `with the last of ${d.the('herb')} on top.`
          : '— it is as good cold as hot.',
      ),
    )
    return {
      title: what === '' ? 'Golden Frittata' : `${what} Frittata`,
      description: d.pick([
        'A thick, golden frittata that gathers up whatever is in the fridge.',
        'Eggs set around a panful of good things — lunch today, lunchbox tomorrow.',
      ]),
      minutes: d.has('potato') ? 35 : 25,
      steps,
    }
  },
}

export const shakshuka: DishFamily = {
  id: 'shakshuka',
  name: 'Shakshuka',
  course: 'breakfast',
  roles: [
    { id: 'eggs', accepts: EGG, max: 1, amount: '2', leads: true },
    {
      id: 'tomato',
      accepts: allOf(TOMATO_BASE, not(named('sun dried tomatoes'))),
      max: 2,
      core: 'canned tomatoes',
    },
    {
      id: 'veg',
      accepts: named(
        'bell peppers',
        'onion',
        'red onion',
        'spinach',
        'courgettes',
        'chard',
        'kale',
        'aubergine',
        'chilli',
        'garlic',
        'jalapenos',
        'shallot',
      ),
      max: 4,
      scale: 0.8,
    },
    {
      id: 'meat',
      accepts: named('chorizo', 'sausage', 'bacon', 'beef mince', 'lamb mince'),
      max: 1,
      scale: 0.6,
    },
    {
      id: 'beans',
      accepts: named('chickpeas', 'cannellini beans', 'butter beans', 'black beans'),
      max: 1,
      scale: 0.6,
    },
    {
      id: 'spice',
      accepts: anyOf(
        named(
          'cumin',
          'paprika',
          'smoked paprika',
          'chilli flakes',
          'chilli powder',
          'harissa',
          'ras el hanout',
          'cayenne pepper',
          'zaatar',
          'ground coriander',
          'sumac',
          'spice blend',
          'fajita seasoning',
        ),
      ),
      max: 3,
    },
    {
      id: 'cheese',
      accepts: anyOf(
        named('feta', 'goats cheese', 'halloumi', 'parmesan', 'cheddar', 'cheese', 'mozzarella'),
      ),
      max: 1,
      scale: 0.6,
    },
    {
      id: 'topping',
      accepts: anyOf(
        FRESH_HERB,
        named('yogurt', 'avocado', 'sour cream', 'spring onions', 'tahini'),
      ),
      max: 2,
    },
    {
      id: 'bread',
      accepts: anyOf(tagged('sliced-bread'), named('pitta', 'naan', 'tortillas')),
      max: 1,
    },
    fatRole(anyOf(OIL, named('butter'))),
    seasonRole(),
  ],
  fits: (a) => a.has('eggs') && (a.has('tomato') || a.some(named('bell peppers'))),
  signature: [
    [named('cumin', 'paprika', 'smoked paprika', 'feta', 'harissa', 'bell peppers'), 1],
    [tagged('tomato'), 1.5],
  ],
  prior: 0.5,
  write(d) {
    const what = d.title(['veg', 'meat', 'cheese'], 2)
    const steps: string[] = [
      sentence(
        d.prep('thin', 'veg', 'meat'),
        `Heat ${d.the('fat')} in a wide frying pan with a lid and cook`,
        joinWords([d.the('veg'), d.the('meat')].filter((part) => part !== '')) || 'a pinch of salt',
        'over a medium heat for 8 minutes until soft and sweet.',
      ),
      sentence(
        d.has('spice')
          ? `Stir in ${d.the('spice')} for a minute, then add ${d.the('tomato')}`
          : `Add ${d.the('tomato')}`,
        d.has('beans') ? `and ${d.the('beans')},` : ',',
        `season with ${d.list('season')} and simmer for 10 minutes until thick enough to hold a hollow.`,
      ),
      sentence(
        `Make a little well for each egg with the back of a spoon and crack ${d.the('eggs')} into them.`,
        'Cover and cook gently for 6–8 minutes, until the whites are set but the yolks still wobble.',
      ),
      sentence(
        d.has('cheese') || d.has('topping')
          ? `Scatter over ${joinWords([d.the('cheese'), d.the('topping')].filter((part) => part !== ''))}`
          : 'Grind over a little more pepper',
        d.has('bread')
          ? `and bring the pan to the table with ${d.the('bread')} for mopping up.`
          : 'and eat straight from the pan.',
      ),
    ]
    return {
      title: what === '' ? 'Shakshuka' : `${what} Shakshuka`,
      description: d.pick([
        'Eggs gently poached in a spiced, sweet tomato sauce — breakfast, lunch or supper.',
        'A pan of smoky tomatoes with eggs nestled in; bring bread.',
      ]),
      minutes: 30,
      steps,
    }
  },
}
