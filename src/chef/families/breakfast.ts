import { defineFamily } from './dish-types.ts'
import { allOf, anyOf, named, tagged } from './dish-types.ts'
import { joinWords } from '../text/markdown-text.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import {
  VEG,
  MEAT,
  FISH,
  SEAFOOD,
  CURED,
  EGG,
  CHEESE,
  OIL,
  NUTS,
  SWEETENER,
  SOFT_FRUIT,
  DRIED_FRUIT,
  SWEET_SPICE,
  MILK,
  CHOCOLATE,
} from './ingredient-predicates.ts'
import { doneness, heatVerb, joinParts, leafy, only, sentence, the } from './method-phrases.ts'

// Breakfast: a potato hash, pancakes, French toast, porridge and a yogurt bowl.

export const hash = defineFamily({
  id: 'hash',
  name: 'Potato hash',
  course: 'breakfast',
  roles: [
    { id: 'potato', accepts: named('potatoes', 'sweet potato'), max: 2, leads: true },
    {
      id: 'meat',
      accepts: anyOf(
        CURED,
        named('sausage', 'cooked chicken', 'beef mince', 'smoked salmon', 'haddock'),
      ),
      max: 2,
      scale: 0.7,
    },
    {
      id: 'veg',
      accepts: anyOf(
        named(
          'onion',
          'red onion',
          'bell peppers',
          'kale',
          'spinach',
          'mushrooms',
          'brussels sprouts',
          'cabbage',
          'courgettes',
          'spring onions',
          'chilli',
          'garlic',
          'sweetcorn',
          'leek',
          'chard',
          'peas',
          'beetroot',
          'parsnips',
          'carrots',
        ),
      ),
      max: 4,
      scale: 0.7,
    },
    { id: 'eggs', accepts: EGG, max: 1, amount: '1' },
    { id: 'cheese', accepts: CHEESE, max: 1, scale: 0.6 },
    {
      id: 'flavour',
      accepts: anyOf(
        named(
          'paprika',
          'smoked paprika',
          'chilli flakes',
          'cajun seasoning',
          'thyme',
          'rosemary',
          'parsley',
          'chives',
          'hot sauce',
          'worcestershire sauce',
          'mustard',
          'cumin',
          'spice blend',
        ),
      ),
      max: 3,
    },
    fatRole(anyOf(OIL, named('butter', 'lard'))),
    seasonRole(),
  ],
  fits: (a) => a.has('potato') && a.count('meat') + a.count('veg') + a.count('eggs') >= 1,
  signature: [[anyOf(CURED, named('sausage', 'egg')), 0.8]],
  write(d) {
    const what = d.title(['potato', 'meat', 'veg'], 3)
    const meat = d.items('meat')
    const ready = only(
      meat,
      (entry) => entry.id === 'smoked salmon' || entry.id === 'cooked chicken',
    )
    const fried = meat.filter((item) => !ready.includes(item))
    const greens = leafy(d.items('veg'))
    const veg = d.items('veg').filter((item) => !greens.includes(item))
    const late = joinParts(the(greens), the(ready))
    const steps = [
      sentence(
        d.prep('small', 'potato', 'veg', 'meat'),
        `Boil ${d.the('potato')} in salted water for 5 minutes, then drain and leave to steam dry.`,
      ),
      sentence(
        `${heatVerb(d.items('fat'))} ${d.the('fat')} in a large frying pan over a medium-high heat.`,
        fried.length > 0 ? `Fry ${the(fried)} until ${doneness(fried)}, then add` : 'Add',
        `${d.the('potato')} and press them down; leave for 5 minutes to crisp before turning.`,
      ),
      sentence(
        veg.length > 0 ? `Stir in ${the(veg)}` : 'Keep turning the potatoes',
        d.has('flavour') ? `with ${d.the('flavour')}` : '',
        `and cook for 8–10 minutes more, turning now and then, until everything is crisp at the edges.`,
        late !== '' ? `Fold in ${late} for the last minute.` : '',
        `Season with ${d.list('season')}.`,
      ),
    ]
    if (d.has('eggs') || d.has('cheese')) {
      steps.push(
        sentence(
          d.has('eggs')
            ? `Make a few hollows, crack in ${d.the('eggs')}, cover and cook for 4 minutes until the whites set.`
            : '',
          d.has('cheese') ? `Scatter over ${d.the('cheese')} to melt.` : '',
        ),
      )
    }
    steps.push(
      sentence(d.pick(['Serve straight from the pan.', 'Spoon onto warm plates and eat at once.'])),
    )
    return {
      title: `${what} Hash`,
      description: d.pick([
        'Crisp-edged potatoes fried with good things — a proper weekend breakfast.',
        'A panful of crunchy potatoes and whatever needs using up.',
      ]),
      minutes: 35,
      steps,
    }
  },
})

export const pancakes = defineFamily({
  id: 'pancakes',
  name: 'Pancakes',
  course: 'breakfast',
  roles: [
    {
      id: 'flour',
      accepts: anyOf(
        named(
          'plain flour',
          'self raising flour',
          'barley flour',
          'buckwheat',
          'oats',
          'ground almonds',
        ),
      ),
      max: 1,
      amount: '60 g',
      core: 'plain flour',
      leads: true,
      coreUnless: ['banana'],
    },
    { id: 'banana', accepts: named('bananas'), max: 1, amount: '1' },
    { id: 'eggs', accepts: EGG, max: 1, amount: '1', core: 'egg' },
    {
      id: 'milk',
      accepts: anyOf(MILK, named('yogurt')),
      max: 1,
      amount: '75 ml',
      core: 'milk',
      // The flour batter is whisked to single cream with it; only the flourless banana batter
      // (banana and eggs alone) goes without.
      coreWith: ['flour'],
    },
    {
      id: 'rise',
      accepts: named('baking powder', 'bicarbonate of soda'),
      max: 1,
      amount: '0.5 tsp',
    },
    { id: 'spice', accepts: anyOf(SWEET_SPICE), max: 2 },
    {
      id: 'topping',
      accepts: anyOf(
        SOFT_FRUIT,
        named('lemon', 'lime', 'oranges'),
        SWEETENER,
        CHOCOLATE,
        DRIED_FRUIT,
        NUTS,
        tagged('nut-butter'),
        named('yogurt', 'cream', 'creme fraiche', 'ice cream', 'coconut'),
      ),
      max: 4,
      scale: 0.7,
    },
    fatRole(named('butter', 'cooking oil', 'coconut oil', 'margarine')),
    { id: 'salt', accepts: named('salt'), max: 1, amountText: 'a pinch', pantry: ['salt'] },
  ],
  fits: (a) =>
    a.has('flour') ||
    a.has('banana') ||
    (a.has('milk') && !a.some(anyOf(MEAT, FISH, SEAFOOD, CURED, VEG))),
  signature: [
    [
      named(
        'plain flour',
        'self raising flour',
        'egg',
        'milk',
        'bananas',
        'maple syrup',
        'blueberries',
        'lemon',
        'baking powder',
        'buttermilk',
      ),
      1,
    ],
  ],
  prior: 0.3,
  write(d) {
    const toppings = d.title(['topping', 'banana'], 2, 'noun')
    const isBanana = d.has('banana') && !d.has('flour')
    // Self-raising flour rises like a batter with baking powder: thick, not swirled thin.
    const risen = d.has('rise') || d.where('flour', named('self raising flour')).length > 0
    const steps = isBanana
      ? [
          sentence(
            `Mash ${d.the('banana')} in a bowl until smooth, then beat in ${d.the('eggs')}${d.has('milk') ? ` and ${d.the('milk')}` : ''}${d.has('spice') ? ` with ${d.the('spice')}` : ''}, ${d.the('salt')}${d.has('rise') ? ` and ${d.the('rise')}` : ''}.`,
          ),
          sentence(
            `Heat a little of ${d.the('fat')} in a non-stick frying pan over a medium-low heat and drop in tablespoons of the batter.`,
          ),
          sentence(
            'Cook for 1–2 minutes until set underneath, flip carefully and give them another minute — they are delicate, so keep them small.',
          ),
        ]
      : [
          sentence(
            `Whisk ${d.the('flour')}${d.has('rise') ? `, ${d.the('rise')}` : ''}${d.has('spice') ? `, ${d.the('spice')}` : ''} and ${d.the('salt')} in a bowl.`,
            `Make a well, add ${d.the('eggs')}${d.has('banana') ? ` and the mashed ${d.list('banana')}` : ''}, then whisk in ${d.the('milk')} a little at a time to a smooth batter${risen ? ' that drops thickly from the spoon' : ' like single cream'}.`,
          ),
          sentence(
            `Rest the batter for 10 minutes if you can. Heat a frying pan over a medium heat and wipe it with a little of ${d.the('fat')}.`,
          ),
          sentence(
            risen
              ? 'Drop in ladlefuls of batter; when bubbles pop on the surface, flip and cook for another minute until golden and risen.'
              : 'Pour in a small ladleful and swirl it thin; cook for a minute until golden underneath, then flip and cook the other side.',
            'Keep them warm under a tea towel while you cook the rest.',
          ),
        ]
    steps.push(
      sentence(
        d.has('topping')
          ? `Stack and serve with ${d.the('topping')}.`
          : 'Serve warm, stacked high, with a squeeze of lemon and a sprinkle of sugar if you have them.',
      ),
    )
    return {
      title: isBanana
        ? 'Two-Ingredient Banana Pancakes'
        : toppings === ''
          ? // Only a batter with a raising agent rises: without one they are thin, like crêpes.
            risen
            ? 'Fluffy Pancakes'
            : 'Thin Pancakes'
          : `Pancakes with ${toppings}`,
      description: d.pick([
        'Golden pancakes, made from scratch in minutes.',
        'A stack of homemade pancakes — easier than the packet kind.',
      ]),
      minutes: 25,
      steps,
    }
  },
})

export const frenchToast = defineFamily({
  id: 'french-toast',
  name: 'French toast',
  course: 'breakfast',
  roles: [
    { id: 'bread', accepts: allOf(tagged('sliced-bread')), max: 1, leads: true },
    { id: 'eggs', accepts: EGG, max: 1, amount: '1' },
    { id: 'milk', accepts: anyOf(MILK, named('cream')), max: 1, amount: '50 ml' },
    { id: 'spice', accepts: SWEET_SPICE, max: 2 },
    {
      id: 'topping',
      accepts: anyOf(
        SOFT_FRUIT,
        SWEETENER,
        CHOCOLATE,
        NUTS,
        named('yogurt', 'creme fraiche', 'cream', 'ice cream', 'bacon', 'lemon'),
      ),
      max: 4,
      scale: 0.7,
    },
    fatRole(named('butter', 'cooking oil', 'coconut oil', 'margarine')),
  ],
  fits: (a) =>
    a.has('bread') && a.has('eggs') && a.count('topping') + a.count('spice') + a.count('milk') >= 1,
  signature: [[anyOf(SWEET_SPICE, named('maple syrup', 'brioche', 'honey', 'milk')), 1]],
  write(d) {
    const toppings = d.title(['topping'], 2, 'noun')
    return {
      title: toppings === '' ? 'Cinnamon French Toast' : `French Toast with ${toppings}`,
      description: d.pick([
        'Eggy bread, crisp outside and custardy within.',
        'Day-old bread turned into the best breakfast of the week.',
      ]),
      minutes: 15,
      steps: [
        sentence(
          `Beat ${d.the('eggs')}${d.has('milk') ? ` with ${d.the('milk')}` : ''}${d.has('spice') ? ` and ${d.the('spice')}` : ''} in a shallow dish.`,
        ),
        sentence(
          `Soak the slices of ${d.list('bread')} in the mixture for 20 seconds a side so they drink it up.`,
        ),
        sentence(
          `${heatVerb(d.items('fat'))} ${d.the('fat')} in a frying pan over a medium heat and fry the bread for 2–3 minutes a side until deep golden.`,
        ),
        sentence(
          d.has('topping')
            ? `Serve hot with ${d.the('topping')}.`
            : 'Serve hot, dusted with a little sugar.',
        ),
      ],
    }
  },
})

/** Fruit a cook stews before it tops a bowl, never eats raw. */
const STEWED_FRUIT = ['rhubarb', 'blackcurrants', 'cranberries', 'quince'] as const

export const porridge = defineFamily({
  id: 'porridge',
  name: 'Porridge',
  course: 'breakfast',
  roles: [
    // Granola is toasted to be eaten crisp and cold: cooked in milk it is a sweet mush.
    { id: 'oats', accepts: named('oats', 'quinoa', 'buckwheat'), max: 1, leads: true },
    { id: 'milk', accepts: anyOf(MILK, named('coconut milk')), max: 1, amount: '150 ml' },
    { id: 'fruit', accepts: anyOf(SOFT_FRUIT, DRIED_FRUIT), max: 3, scale: 0.6 },
    { id: 'crunch', accepts: anyOf(NUTS, named('coconut'), tagged('nut-butter')), max: 2 },
    { id: 'sweet', accepts: anyOf(SWEETENER, CHOCOLATE, named('cocoa powder')), max: 2 },
    { id: 'spice', accepts: SWEET_SPICE, max: 2 },
    { id: 'creamy', accepts: named('yogurt', 'cream', 'creme fraiche', 'peanut butter'), max: 1 },
    {
      id: 'water',
      accepts: named('water'),
      max: 1,
      amount: '100 ml',
      pantry: ['water'],
      pantryAlone: { role: 'milk', amount: '250 ml' },
    },
    { id: 'salt', accepts: named('salt'), max: 1, amountText: 'a pinch', pantry: ['salt'] },
  ],
  fits: (a) => a.has('oats'),
  signature: [[named('oats'), 3]],
  prior: 0.4,
  write(d) {
    const what = d.title(['fruit', 'crunch', 'sweet'], 2, 'noun')
    const isOvernight = d.take % 2 === 1
    const steps = isOvernight
      ? [
          sentence(
            `Stir ${d.the('oats')} with ${joinParts(d.the('milk'), d.the('water'), d.the('salt'), d.the('spice'))} in a jar or bowl.`,
          ),
          sentence(
            'Cover and leave in the fridge overnight (or at least 2 hours) until thick and creamy.',
          ),
        ]
      : [
          sentence(
            `Put ${d.the('oats')} in a small pan with ${joinParts(d.the('milk'), d.the('water'), d.the('salt'), d.the('spice'))}.`,
          ),
          sentence(
            'Bring to a simmer and cook for 4–5 minutes, stirring often, until thick and creamy; add a splash more liquid if it tightens too much.',
          ),
        ]
    // Rhubarb, gooseberries, blackcurrants and cranberries are too sour and hard to eat raw: a
    // cook stews them first, with half the sugar.
    const stewed = d.where('fruit', named(...STEWED_FRUIT))
    const sweet =
      stewed.length > 0 && d.has('sweet') ? `the rest of ${d.the('sweet')}` : d.the('sweet')
    if (stewed.length > 0)
      steps.unshift(
        sentence(
          d.prep('salad', 'fruit'),
          `Simmer ${joinWords(stewed.map((item) => `the ${item.mention}`))} with 2 tbsp water${d.has('sweet') ? ` and half ${d.the('sweet')}` : ''} for 5–8 minutes, until soft; set aside.`,
        ),
      )
    const toppings = [d.the('fruit'), d.the('crunch'), d.the('creamy'), sweet].filter(
      (part) => part !== '',
    )
    steps.push(
      sentence(
        stewed.length > 0 ? '' : d.prep('salad', 'fruit'),
        toppings.length > 0
          ? `Spoon into bowls and top with ${joinWords(toppings)}.`
          : 'Spoon into bowls and eat while hot.',
      ),
    )
    return {
      title: `${isOvernight ? 'Overnight Oats' : 'Porridge'}${what === '' ? '' : ` with ${what}`}`,
      description: d.pick([
        'A warm, creamy bowl that keeps you going until lunch.',
        'Creamy oats with good things on top.',
      ]),
      minutes: isOvernight ? 5 : 10,
      steps,
      tips: isOvernight ? ['Leave to soak overnight.'] : [],
    }
  },
})

export const yogurtBowl = defineFamily({
  id: 'yogurt-bowl',
  name: 'Yogurt bowl',
  course: 'breakfast',
  roles: [
    {
      id: 'yogurt',
      accepts: named('yogurt', 'cottage cheese', 'creme fraiche', 'ricotta'),
      max: 1,
      amount: '150 g',
      leads: true,
    },
    { id: 'fruit', accepts: anyOf(SOFT_FRUIT, DRIED_FRUIT), max: 3, scale: 0.8 },
    { id: 'crunch', accepts: anyOf(NUTS, named('granola', 'oats', 'coconut')), max: 2 },
    {
      id: 'sweet',
      accepts: anyOf(
        named(
          'honey',
          'maple syrup',
          'jam',
          'golden syrup',
          'chocolate chips',
          'dark chocolate',
          'brown sugar',
        ),
      ),
      max: 1,
    },
    { id: 'spice', accepts: SWEET_SPICE, max: 1 },
  ],
  fits: (a) => a.has('yogurt'),
  optionalExtras: [{ id: 'honey', role: 'sweet', when: (a) => !a.has('sweet') && !a.has('fruit') }],
  write(d) {
    const what = d.title(['fruit', 'crunch'], 2)
    return {
      title: what === '' ? 'Yogurt Breakfast Bowl' : `${what} Yogurt Bowl`,
      description: d.pick([
        'Five minutes, no cooking, and it looks like a café breakfast.',
        'A cool, crunchy, fruity bowl for busy mornings.',
      ]),
      minutes: 5,
      steps: [
        sentence(
          d.prep('salad', 'fruit'),
          `Spoon ${d.the('yogurt')} into bowls${d.has('spice') ? ` and dust with ${d.the('spice')}` : ''}.`,
        ),
        sentence(
          d.has('fruit') ? `Pile ${d.the('fruit')} on top` : 'Smooth the top',
          d.has('crunch') ? `and scatter with ${d.the('crunch')}.` : '.',
        ),
        sentence(
          d.has('sweet')
            ? `Finish with a trickle of ${d.list('sweet')} and eat straight away.`
            : 'Eat straight away, while the crunchy bits are still crunchy.',
        ),
      ],
    }
  },
})
