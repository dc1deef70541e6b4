import type { DishFamily, DishItem, Predicate, RoleSpec } from './dish-types.ts'
import { allOf, anyOf, inCategory, named, not, tagged } from './dish-types.ts'
import { capitalise, joinWords } from './markdown-text.ts'

// What a cook reaches for, by kind.
const VEG = inCategory(
  'allium',
  'root-veg',
  'leafy-veg',
  'brassica',
  'fruiting-veg',
  'pod-veg',
  'mushroom',
  'stalk-veg',
)
const MAIN_VEG = allOf(VEG, not(tagged('aromatic')))
const MEAT = inCategory('meat', 'poultry')
const QUICK_MEAT = allOf(MEAT, not(tagged('slow')), not(named('burger', 'meatballs')))
const FISH = inCategory('fish')
const FRESH_FISH = allOf(
  FISH,
  not(tagged('tinned')),
  not(tagged('cooked')),
  not(named('anchovies')),
)
const SEAFOOD = inCategory('seafood')
const CURED = inCategory('cured-meat')
const EGG = named('egg')
const CHEESE = inCategory('cheese')
const MELTING = tagged('melting')
const HERB = allOf(
  inCategory('herb'),
  not(named('curry leaves', 'kaffir lime leaves', 'lemongrass')),
)
const FRESH_HERB = tagged('garnish-herb')
const SALT_PEPPER = named('salt', 'black pepper')
const FAT = inCategory('oil-fat')
const OIL = allOf(FAT, not(named('butter', 'margarine', 'lard', 'ghee')))
const NUTS = allOf(inCategory('nut-seed'), not(tagged('nut-butter')), not(named('coconut')))
const ACID = tagged('acid')
const SWEETENER = inCategory('sweetener')
const FRUIT = allOf(inCategory('fruit'), not(named('avocado')))
const SOFT_FRUIT = allOf(FRUIT, not(ACID))
const DRIED_FRUIT = inCategory('dried-fruit')
const SWEET_SPICE = tagged('sweet-spice')
const STOCK = allOf(tagged('stock'), not(named('water')))
const MILK = tagged('milk')
const TOMATO_BASE = allOf(tagged('tomato'), not(named('ketchup')))
const LEGUME = inCategory('legume')
const BEANS = allOf(LEGUME, not(named('tofu', 'tempeh', 'quorn', 'edamame', 'baked beans')))
const SAVOURY_SPICE = allOf(inCategory('spice'), not(tagged('pantry')))
const FLOUR = tagged('flour')
const CHOCOLATE = tagged('chocolate')
const ASIAN_SAUCE = anyOf(
  allOf(inCategory('sauce'), tagged('asian')),
  named(
    'rice vinegar',
    'honey',
    'maple syrup',
    'brown sugar',
    'sauce',
    'peanut butter',
    'lime',
    'lemon juice',
    'orange juice',
    'kimchi',
  ),
)

// Roles most savoury dishes share.
function fatRole(accepts: Predicate = FAT): RoleSpec {
  return { id: 'fat', accepts, max: 1, amount: '0.5 tbsp', pantry: ['oil'] }
}

function seasonRole(pantry = true): RoleSpec {
  return {
    id: 'season',
    accepts: SALT_PEPPER,
    max: 2,
    amountText: 'to taste',
    pantry: pantry ? ['salt', 'pepper'] : [],
  }
}

function waterRole(amount: string): RoleSpec {
  return { id: 'water', accepts: named('water'), max: 1, amount, pantry: ['water'] }
}

function entries(items: readonly DishItem[]): Array<NonNullable<DishItem['entry']>> {
  return items.flatMap((item) => (item.entry === undefined ? [] : [item.entry]))
}

/** How to tell the protein is cooked, in the words a cook would use. */
function doneness(items: readonly DishItem[]): string {
  const found = entries(items)
  const raw = found.filter((entry) => !entry.tags.has('cooked'))
  if (
    raw.some(
      (entry) => entry.category === 'poultry' || /pork|sausage|burger|meatball/.test(entry.id),
    )
  ) {
    return 'cooked through with no pink left'
  }
  if (raw.some((entry) => entry.category === 'seafood')) return 'just opaque'
  if (raw.some((entry) => entry.tags.has('mince'))) return 'browned all over'
  if (raw.some((entry) => entry.category === 'meat')) return 'browned but still juicy'
  if (raw.some((entry) => entry.category === 'fish')) return 'just flaking'
  return 'golden at the edges'
}

function hasRaw(items: readonly DishItem[]): boolean {
  return entries(items).some((entry) => !entry.tags.has('cooked') && !entry.tags.has('tinned'))
}

function sentence(...parts: readonly string[]): string {
  return capitalise(
    parts
      .filter((part) => part !== '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.;])/g, '$1')
      .trim(),
  )
}

function orElse(text: string, fallback: string): string {
  return text === '' ? fallback : text
}

// --- Breakfast and eggs --------------------------------------------------------------------

const omelette: DishFamily = {
  id: 'omelette',
  name: 'Omelette',
  course: 'breakfast',
  roles: [
    { id: 'eggs', accepts: EGG, max: 1, amount: '2' },
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

const frittata: DishFamily = {
  id: 'frittata',
  name: 'Frittata',
  course: 'main',
  roles: [
    { id: 'eggs', accepts: EGG, max: 1, amount: '2.5' },
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

const shakshuka: DishFamily = {
  id: 'shakshuka',
  name: 'Shakshuka',
  course: 'breakfast',
  roles: [
    { id: 'eggs', accepts: EGG, max: 1, amount: '2' },
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
        `Make ${d.servings * 2} little wells with the back of a spoon and crack ${d.the('eggs')} into them.`,
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

const hash: DishFamily = {
  id: 'hash',
  name: 'Potato hash',
  course: 'breakfast',
  roles: [
    { id: 'potato', accepts: named('potatoes', 'sweet potato'), max: 2 },
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
    const steps = [
      sentence(
        d.prep('small', 'potato', 'veg', 'meat'),
        `Boil ${d.the('potato')} in salted water for 5 minutes, then drain and leave to steam dry.`,
      ),
      sentence(
        `Heat ${d.the('fat')} in a large frying pan over a medium-high heat.`,
        d.has('meat') ? `Fry ${d.the('meat')} until ${doneness(d.items('meat'))}, then add` : 'Add',
        `the potatoes and press them down; leave for 5 minutes to crisp before turning.`,
      ),
      sentence(
        d.has('veg') ? `Stir in ${d.the('veg')}` : 'Keep turning the potatoes',
        d.has('flavour') ? `with ${d.the('flavour')}` : '',
        `and cook for 8–10 minutes more, turning now and then, until everything is crisp at the edges. Season with ${d.list('season')}.`,
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
}

const pancakes: DishFamily = {
  id: 'pancakes',
  name: 'Pancakes',
  course: 'breakfast',
  roles: [
    {
      id: 'flour',
      accepts: anyOf(
        named('plain flour', 'self raising flour', 'buckwheat', 'oats', 'ground almonds'),
      ),
      max: 1,
      amount: '60 g',
      core: 'plain flour',
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
      coreUnless: ['banana'],
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
    const toppings = d.title(['topping', 'banana'], 2)
    const isBanana = d.has('banana') && !d.has('flour')
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
            `Make a well, add ${d.the('eggs')}${d.has('banana') ? ` and the mashed ${d.list('banana')}` : ''}, then whisk in ${d.the('milk')} a little at a time to a smooth batter${d.has('rise') ? ' that drops thickly from the spoon' : ' like single cream'}.`,
          ),
          sentence(
            `Rest the batter for 10 minutes if you can. Heat a frying pan over a medium heat and wipe it with a little of ${d.the('fat')}.`,
          ),
          sentence(
            d.has('rise')
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
          ? 'Fluffy Pancakes'
          : `Pancakes with ${toppings}`,
      description: d.pick([
        'Golden pancakes, made from scratch in minutes.',
        'A stack of homemade pancakes — easier than the packet kind.',
      ]),
      minutes: 25,
      steps,
    }
  },
}

const frenchToast: DishFamily = {
  id: 'french-toast',
  name: 'French toast',
  course: 'breakfast',
  roles: [
    { id: 'bread', accepts: allOf(tagged('sliced-bread')), max: 1 },
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
    const toppings = d.title(['topping'], 2)
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
          `Melt ${d.the('fat')} in a frying pan over a medium heat and fry the bread for 2–3 minutes a side until deep golden.`,
        ),
        sentence(
          d.has('topping')
            ? `Serve hot with ${d.the('topping')}.`
            : 'Serve hot, dusted with a little sugar.',
        ),
      ],
    }
  },
}

const porridge: DishFamily = {
  id: 'porridge',
  name: 'Porridge',
  course: 'breakfast',
  roles: [
    { id: 'oats', accepts: named('oats', 'granola', 'quinoa', 'buckwheat'), max: 1 },
    { id: 'milk', accepts: anyOf(MILK, named('coconut milk')), max: 1, amount: '150 ml' },
    { id: 'fruit', accepts: anyOf(SOFT_FRUIT, DRIED_FRUIT), max: 3, scale: 0.6 },
    { id: 'crunch', accepts: anyOf(NUTS, named('coconut'), tagged('nut-butter')), max: 2 },
    { id: 'sweet', accepts: anyOf(SWEETENER, CHOCOLATE, named('cocoa powder')), max: 2 },
    { id: 'spice', accepts: SWEET_SPICE, max: 2 },
    { id: 'creamy', accepts: named('yogurt', 'cream', 'creme fraiche', 'peanut butter'), max: 1 },
    waterRole('100 ml'),
    { id: 'salt', accepts: named('salt'), max: 1, amountText: 'a pinch', pantry: ['salt'] },
  ],
  fits: (a) => a.has('oats'),
  signature: [[named('oats'), 3]],
  prior: 0.4,
  write(d) {
    const what = d.title(['fruit', 'crunch', 'sweet'], 2)
    const isOvernight = d.take % 2 === 1
    const liquid = joinWords([d.the('milk'), d.the('water')].filter((part) => part !== ''))
    const steps = isOvernight
      ? [
          sentence(
            `Stir ${d.the('oats')} with ${liquid}, ${d.the('salt')}${d.has('spice') ? ` and ${d.the('spice')}` : ''} in a jar or bowl.`,
          ),
          sentence(
            'Cover and leave in the fridge overnight (or at least 2 hours) until thick and creamy.',
          ),
        ]
      : [
          sentence(
            `Put ${d.the('oats')} in a small pan with ${liquid} and ${d.the('salt')}${d.has('spice') ? `, plus ${d.the('spice')}` : ''}.`,
          ),
          sentence(
            'Bring to a simmer and cook for 4–5 minutes, stirring often, until thick and creamy; add a splash more liquid if it tightens too much.',
          ),
        ]
    const toppings = [d.the('fruit'), d.the('crunch'), d.the('creamy'), d.the('sweet')].filter(
      (part) => part !== '',
    )
    steps.push(
      sentence(
        d.prep('salad', 'fruit'),
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
}

const yogurtBowl: DishFamily = {
  id: 'yogurt-bowl',
  name: 'Yogurt bowl',
  course: 'breakfast',
  roles: [
    {
      id: 'yogurt',
      accepts: named('yogurt', 'cottage cheese', 'creme fraiche', 'ricotta'),
      max: 1,
      amount: '150 g',
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
}

const smoothie: DishFamily = {
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
}

// --- Mains -------------------------------------------------------------------------------

const stirFry: DishFamily = {
  id: 'stir-fry',
  name: 'Stir-fry',
  course: 'main',
  roles: [
    {
      id: 'protein',
      accepts: anyOf(
        QUICK_MEAT,
        SEAFOOD,
        named('tofu', 'tempeh', 'quorn', 'paneer', 'salmon', 'cashews'),
      ),
      max: 2,
      scale: 0.9,
    },
    { id: 'egg', accepts: EGG, max: 1, amount: '1' },
    {
      id: 'veg',
      accepts: allOf(
        tagged('quick-veg'),
        not(tagged('aromatic')),
        not(named('peas', 'sweetcorn')),
        not(tagged('leaf-salad')),
      ),
      max: 5,
      scale: 0.9,
    },
    {
      id: 'aromatic',
      accepts: anyOf(
        named(
          'garlic',
          'ginger',
          'chilli',
          'spring onions',
          'onion',
          'red onion',
          'shallot',
          'lemongrass',
        ),
      ),
      max: 4,
    },
    { id: 'sauce', accepts: ASIAN_SAUCE, max: 3, core: 'soy sauce' },
    { id: 'spice', accepts: allOf(inCategory('spice'), tagged('asian')), max: 1 },
    {
      id: 'base',
      accepts: allOf(inCategory('rice', 'noodles'), not(named('pudding rice', 'risotto rice'))),
      max: 1,
    },
    {
      id: 'garnish',
      accepts: anyOf(
        named(
          'peanuts',
          'cashews',
          'sesame seeds',
          'coriander',
          'basil',
          'mint',
          'chives',
          'kimchi',
        ),
      ),
      max: 2,
    },
    fatRole(anyOf(OIL)),
    seasonRole(false),
  ],
  fits: (a) =>
    a.count('protein') + a.count('veg') + a.count('egg') >= 2 &&
    a.count('veg') + a.count('aromatic') >= 1,
  signature: [
    [tagged('asian'), 0.7],
    [inCategory('noodles'), 1],
  ],
  prior: 0.6,
  optionalExtras: [
    { id: 'rice', role: 'base', when: (a) => !a.has('base') },
    { id: 'garlic', role: 'aromatic', when: (a) => !a.has('aromatic') },
  ],
  write(d) {
    const what = d.title(['protein', 'veg', 'egg'], 3)
    const base = d.items('base')[0]
    const isNoodles = base?.entry?.category === 'noodles'
    const isCookedRice = base?.entry?.id === 'cooked rice'
    const steps: string[] = []
    steps.push(sentence(d.prep('thin', 'protein', 'veg', 'aromatic')))
    if (base !== undefined) {
      steps.push(
        isNoodles
          ? sentence(
              `Cook ${d.the('base')} as the packet says, drain and toss with a few drops of ${d.list('fat')} so they don't stick.`,
            )
          : isCookedRice
            ? sentence(
                `Break up ${d.the('base')} with your fingers so it can heat through quickly.`,
              )
            : sentence(
                `Put ${d.the('base')} on to cook first (about 12 minutes), so it's ready when the stir-fry is.`,
              ),
      )
    }
    steps.push(
      sentence(
        `Mix ${d.the('sauce')}${d.has('spice') ? ` and ${d.the('spice')}` : ''} with 2 tbsp water in a cup — that's your sauce.`,
      ),
    )
    if (d.has('protein')) {
      steps.push(
        sentence(
          `Heat ${d.the('fat')} in a wok or your largest frying pan until shimmering. Stir-fry ${d.the('protein')} for`,
          hasRaw(d.items('protein'))
            ? `4–5 minutes until ${doneness(d.items('protein'))},`
            : '2 minutes to heat through,',
          'then lift out onto a plate.',
        ),
      )
    } else {
      steps.push(
        sentence(`Heat ${d.the('fat')} in a wok or your largest frying pan until shimmering.`),
      )
    }
    if (d.has('egg')) {
      steps.push(
        sentence(
          `Crack in ${d.the('egg')}, scramble for 30 seconds until just set, then add to the plate.`,
        ),
      )
    }
    steps.push(
      sentence(
        d.has('aromatic')
          ? `Toss ${d.the('aromatic')} in the hot pan for 30 seconds until fragrant, then add`
          : 'Add',
        `${orElse(d.the('veg'), 'the vegetables')} and stir-fry for 3–4 minutes so they stay bright and crisp.`,
      ),
    )
    steps.push(
      sentence(
        d.has('protein') || d.has('egg')
          ? 'Return everything on the plate, pour in the sauce'
          : 'Pour in the sauce',
        isNoodles
          ? 'and the noodles, and toss for a minute until glossy and hot.'
          : 'and bubble for a minute until glossy.',
        d.has('season') ? `Taste and season with ${d.list('season')}.` : '',
      ),
    )
    steps.push(
      sentence(
        base !== undefined && !isNoodles ? `Serve over ${d.the('base')}` : 'Serve at once',
        d.has('garnish')
          ? `scattered with ${d.the('garnish')}.`
          : 'while everything is still sizzling.',
      ),
    )
    return {
      title: `${orElse(what, 'Vegetable')} Stir-Fry`,
      description: d.pick([
        'Fast, bright and crunchy — everything cooked hot and quick in one pan.',
        'A quick wok supper that is ready in the time it takes to cook the rice.',
        'Glossy, savoury and on the table in twenty minutes.',
      ]),
      minutes: base !== undefined && !isNoodles && !isCookedRice ? 30 : 20,
      steps,
    }
  },
}

const friedRice: DishFamily = {
  id: 'fried-rice',
  name: 'Fried rice',
  course: 'main',
  roles: [
    {
      id: 'rice',
      accepts: allOf(inCategory('rice'), not(named('pudding rice'))),
      max: 1,
      scale: 1,
    },
    { id: 'egg', accepts: EGG, max: 1, amount: '1' },
    {
      id: 'protein',
      accepts: anyOf(QUICK_MEAT, SEAFOOD, CURED, named('tofu', 'quorn', 'tuna', 'salmon')),
      max: 2,
      scale: 0.7,
    },
    {
      id: 'veg',
      accepts: anyOf(
        named(
          'peas',
          'sweetcorn',
          'carrots',
          'bell peppers',
          'cabbage',
          'beansprouts',
          'mushrooms',
          'broccoli',
          'green beans',
          'edamame',
          'pak choi',
          'courgettes',
          'kale',
          'spinach',
          'mangetout',
          'pineapple',
          'kimchi',
          'water chestnuts',
          'shiitake mushrooms',
        ),
      ),
      max: 4,
      scale: 0.7,
    },
    {
      id: 'aromatic',
      accepts: named(
        'garlic',
        'ginger',
        'spring onions',
        'onion',
        'chilli',
        'shallot',
        'red onion',
      ),
      max: 3,
    },
    { id: 'sauce', accepts: ASIAN_SAUCE, max: 2, core: 'soy sauce' },
    { id: 'spice', accepts: allOf(inCategory('spice'), tagged('asian')), max: 1 },
    {
      id: 'garnish',
      accepts: named('sesame seeds', 'peanuts', 'cashews', 'coriander', 'chives'),
      max: 2,
    },
    fatRole(anyOf(OIL)),
    seasonRole(false),
  ],
  fits: (a) => a.has('rice'),
  optionalExtras: [
    { id: 'egg', role: 'egg', when: (a) => !a.has('egg') && !a.has('protein') },
    { id: 'peas', role: 'veg', when: (a) => !a.has('veg') },
    { id: 'spring onions', role: 'aromatic', when: (a) => !a.has('aromatic') },
  ],
  signature: [
    [named('cooked rice'), 3],
    [named('egg', 'peas', 'spring onions', 'soy sauce'), 0.8],
  ],
  prior: 0.3,
  write(d) {
    const what = d.title(['protein', 'veg', 'egg'], 2)
    const rice = d.items('rice')[0]
    const isCooked =
      rice?.entry?.tags.has('cooked') === true || /cooked|leftover/i.test(rice?.mention ?? '')
    const steps: string[] = []
    if (!isCooked) {
      steps.push(
        sentence(
          `Cook ${d.the('rice')} as the packet says, then spread it on a tray to cool and dry out — warm, wet rice turns sticky in the pan.`,
        ),
      )
    } else {
      steps.push(sentence(`Break up ${d.the('rice')} with your fingers so there are no clumps.`))
    }
    steps.push(sentence(d.prep('small', 'protein', 'veg', 'aromatic')))
    steps.push(
      sentence(
        `Heat ${d.the('fat')} in a wok over a high heat.`,
        d.has('protein')
          ? `Stir-fry ${d.the('protein')} for ${hasRaw(d.items('protein')) ? `3–4 minutes until ${doneness(d.items('protein'))}` : '2 minutes'},`
          : '',
        d.has('aromatic')
          ? `${d.has('protein') ? 'then add' : 'Add'} ${d.the('aromatic')} for 30 seconds.`
          : '',
      ),
    )
    steps.push(
      sentence(
        d.has('veg') ? `Add ${d.the('veg')} and toss for 2–3 minutes.` : '',
        `Tip in the rice and fry, pressing it against the hot pan, for 3–4 minutes until piping hot and a little toasty.`,
      ),
    )
    if (d.has('egg')) {
      steps.push(
        sentence(
          `Push the rice to one side, crack ${d.the('egg')} into the space and scramble, then stir it through.`,
        ),
      )
    }
    steps.push(
      sentence(
        `Season with ${d.the('sauce')}${d.has('spice') ? ` and ${d.the('spice')}` : ''}${d.has('season') ? `, plus ${d.list('season')}` : ''}, toss well and serve${d.has('garnish') ? ` topped with ${d.the('garnish')}` : ''}.`,
      ),
    )
    return {
      title: `${orElse(what, 'Egg')} Fried Rice`,
      description: d.pick([
        'The best thing that can happen to a bowl of rice: smoky, savoury and quick.',
        'Takeaway-style fried rice from what you have.',
      ]),
      minutes: isCooked ? 15 : 35,
      steps,
      tips: isCooked
        ? ['Make sure leftover rice has been kept in the fridge and is heated until piping hot.']
        : [],
    }
  },
}

const pasta: DishFamily = {
  id: 'pasta',
  name: 'Pasta',
  course: 'main',
  roles: [
    {
      id: 'pasta',
      accepts: allOf(inCategory('pasta'), not(named('lasagne sheets'))),
      max: 1,
      core: 'pasta',
    },
    {
      id: 'sauce',
      accepts: anyOf(
        TOMATO_BASE,
        named('pesto', 'cream', 'creme fraiche', 'mascarpone', 'cream cheese', 'ricotta'),
      ),
      max: 2,
    },
    {
      id: 'protein',
      accepts: anyOf(
        allOf(MEAT, not(tagged('slow'))),
        CURED,
        SEAFOOD,
        named(
          'tuna',
          'salmon',
          'smoked salmon',
          'anchovies',
          'sardines',
          'tinned salmon',
          'cannellini beans',
          'chickpeas',
          'quorn',
        ),
      ),
      max: 2,
      scale: 0.8,
    },
    {
      id: 'veg',
      accepts: allOf(
        MAIN_VEG,
        not(tagged('starchy')),
        not(
          named(
            'cucumber',
            'radishes',
            'beetroot',
            'lettuce',
            'salad leaves',
            'beansprouts',
            'water chestnuts',
            'pak choi',
            'okra',
            'cabbage',
            'turnip',
            'celeriac',
            'parsnips',
          ),
        ),
      ),
      max: 4,
      scale: 0.7,
    },
    {
      id: 'aromatic',
      accepts: named('garlic', 'onion', 'red onion', 'shallot', 'chilli', 'leek'),
      max: 3,
    },
    { id: 'cheese', accepts: CHEESE, max: 2, scale: 0.8 },
    { id: 'herb', accepts: allOf(HERB, not(named('coriander', 'dill', 'curry leaves'))), max: 2 },
    {
      id: 'extra',
      accepts: anyOf(
        named(
          'olives',
          'capers',
          'sun dried tomatoes',
          'pine nuts',
          'walnuts',
          'lemon',
          'chilli flakes',
          'nutmeg',
          'white wine',
          'artichokes',
          'balsamic vinegar',
          'fennel seeds',
          'smoked paprika',
          'breadcrumbs',
          'spinach',
          'rocket',
          'vegetable stock',
          'chicken stock',
          'mustard',
          'mayonnaise',
        ),
      ),
      max: 3,
    },
    fatRole(anyOf(OIL, named('butter'))),
    seasonRole(),
  ],
  fits: (a) =>
    a.has('pasta') ||
    ((a.has('sauce') || a.has('cheese')) &&
      a.count('aromatic') + a.count('veg') + a.count('protein') + a.count('herb') >= 1) ||
    a.some(
      named(
        'tuna',
        'beef mince',
        'pork mince',
        'sausage',
        'bacon',
        'pancetta',
        'chorizo',
        'prawns',
      ),
    ),
  optionalExtras: [
    { id: 'garlic', role: 'aromatic', when: (a) => !a.has('aromatic') },
    {
      id: 'canned tomatoes',
      role: 'sauce',
      when: (a) => !a.has('sauce') && !a.has('cheese') && a.has('protein'),
    },
  ],
  signature: [
    [tagged('italian'), 0.6],
    [inCategory('pasta'), 2],
  ],
  prior: 0.8,
  write(d) {
    const what = d.title(['protein', 'veg', 'sauce', 'cheese'], 3)
    const sauceIsTomato = d.where('sauce', tagged('tomato')).length > 0
    const creamy = d.where('sauce', anyOf(tagged('cream'), named('ricotta'))).length > 0
    const steps: string[] = [
      sentence(
        `Bring a large pan of well-salted water to the boil for ${d.the('pasta')}.`,
        d.prep('small', 'aromatic', 'veg', 'protein', 'cheese', 'herb'),
      ),
    ]
    steps.push(
      sentence(
        `Heat ${d.the('fat')} in a wide frying pan over a medium heat.`,
        d.has('protein')
          ? `Add ${d.the('protein')} and cook${hasRaw(d.items('protein')) ? ` until ${doneness(d.items('protein'))}` : ' for a couple of minutes'}, then`
          : '',
        d.has('aromatic')
          ? `${d.has('protein') ? 'stir in' : 'Cook'} ${d.the('aromatic')} gently for 3–4 minutes until soft but not brown.`
          : '',
      ),
    )
    if (d.has('veg'))
      steps.push(
        sentence(
          `Add ${d.the('veg')} and cook for 5–6 minutes until tender and starting to colour.`,
        ),
      )
    steps.push(
      sentence(
        `Meanwhile, cook ${d.the('pasta')} in the boiling water until al dente (about a minute less than the packet says). Scoop out a mugful of the cooking water, then drain.`,
      ),
    )
    steps.push(
      sentence(
        d.has('sauce')
          ? sauceIsTomato
            ? `Stir ${d.the('sauce')} into the frying pan and simmer for 8–10 minutes until rich and thick.`
            : creamy
              ? `Stir ${d.the('sauce')} into the frying pan with a splash of the pasta water to make a silky sauce.`
              : `Take the frying pan off the heat and stir in ${d.the('sauce')}.`
          : 'Splash a little pasta water into the frying pan and swirl to make a light, glossy sauce.',
        d.has('extra') ? `Add ${d.the('extra')}.` : '',
      ),
    )
    steps.push(
      sentence(
        `Toss the pasta into the sauce with a splash of the cooking water until every piece is coated, and season with ${d.list('season')}.`,
        d.has('cheese') || d.has('herb')
          ? `Serve with ${joinWords([d.the('cheese'), d.the('herb')].filter((part) => part !== ''))} on top.`
          : 'Serve straight away.',
      ),
    )
    return {
      title: `${orElse(what, 'Garlic')} Pasta`,
      description: d.pick([
        'Weeknight pasta with a proper sauce, cooked while the water boils.',
        'A big bowl of pasta, glossy with its sauce, in about 25 minutes.',
        'Simple, generous pasta — the kind that empties the pan.',
      ]),
      minutes: sauceIsTomato ? 30 : 25,
      steps,
    }
  },
}

const risotto: DishFamily = {
  id: 'risotto',
  name: 'Risotto',
  course: 'main',
  roles: [
    {
      id: 'rice',
      accepts: named('risotto rice', 'rice', 'pearl barley', 'orzo'),
      max: 1,
      core: 'risotto rice',
    },
    { id: 'stock', accepts: STOCK, max: 1, amount: '300 ml', core: 'vegetable stock' },
    {
      id: 'aromatic',
      accepts: named('onion', 'shallot', 'leek', 'garlic', 'celery', 'red onion'),
      max: 3,
    },
    {
      id: 'main',
      accepts: anyOf(
        named(
          'mushrooms',
          'shiitake mushrooms',
          'portobello mushrooms',
          'peas',
          'asparagus',
          'butternut squash',
          'courgettes',
          'spinach',
          'beetroot',
          'broad beans',
          'kale',
          'cooked chicken',
          'chicken breast',
          'chicken thigh',
          'chicken',
          'prawns',
          'bacon',
          'pancetta',
          'chorizo',
          'sausage',
          'smoked salmon',
          'haddock',
          'tomatoes',
          'cherry tomatoes',
          'fennel',
          'green beans',
          'sun dried tomatoes',
          'leek',
          'artichokes',
        ),
      ),
      max: 3,
      scale: 0.8,
    },
    { id: 'wine', accepts: named('white wine', 'red wine'), max: 1, amount: '50 ml' },
    {
      id: 'cheese',
      accepts: anyOf(
        named(
          'parmesan',
          'mascarpone',
          'goats cheese',
          'blue cheese',
          'cheddar',
          'gruyere',
          'cheese',
          'cream cheese',
          'feta',
        ),
      ),
      max: 2,
      scale: 0.8,
    },
    { id: 'herb', accepts: anyOf(HERB, named('lemon', 'saffron', 'pesto', 'nutmeg')), max: 2 },
    fatRole(named('butter', 'olive oil', 'cooking oil')),
    seasonRole(),
  ],
  fits: (a) =>
    (a.has('rice') || (a.has('stock') && a.has('cheese'))) &&
    a.count('main') + a.count('cheese') >= 1,
  signature: [
    [named('risotto rice'), 5],
    [named('mushrooms', 'parmesan', 'peas', 'asparagus', 'white wine', 'butternut squash'), 0.8],
    [STOCK, 1],
  ],
  prior: 0.2,
  write(d) {
    const what = d.title(['main', 'cheese'], 2)
    const rice = d.items('rice')[0]?.entry?.id
    const steps = [
      sentence(
        `Heat ${d.the('stock')} in a saucepan and keep it at a bare simmer.`,
        d.prep('small', 'aromatic', 'main'),
      ),
      sentence(
        `In a wide, heavy pan, warm ${d.the('fat')}`,
        d.has('aromatic')
          ? `and cook ${d.the('aromatic')} gently for 5 minutes until soft.`
          : 'over a medium heat.',
        d.where(
          'main',
          anyOf(
            MEAT,
            SEAFOOD,
            CURED,
            named('mushrooms', 'shiitake mushrooms', 'portobello mushrooms', 'butternut squash'),
          ),
        ).length > 0
          ? `Add ${d.names(d.where('main', anyOf(MEAT, SEAFOOD, CURED, named('mushrooms', 'shiitake mushrooms', 'portobello mushrooms', 'butternut squash'))))} and cook until golden.`
          : '',
      ),
      sentence(
        `Stir in ${d.the('rice')} for a minute until the grains turn glassy at the edges.`,
        d.has('wine') ? `Pour in ${d.the('wine')} and let it bubble away.` : '',
      ),
      sentence(
        'Add the hot stock a ladleful at a time, stirring often and waiting until each is almost absorbed before adding the next. After 18–20 minutes the rice should be creamy and just tender with a little bite.',
        d.where(
          'main',
          not(
            anyOf(
              MEAT,
              SEAFOOD,
              CURED,
              named('mushrooms', 'shiitake mushrooms', 'portobello mushrooms', 'butternut squash'),
            ),
          ),
        ).length > 0
          ? `Stir in ${d.names(d.where('main', not(anyOf(MEAT, SEAFOOD, CURED, named('mushrooms', 'shiitake mushrooms', 'portobello mushrooms', 'butternut squash')))))} for the last 4–5 minutes.`
          : '',
      ),
      sentence(
        'Take off the heat and beat in',
        d.has('cheese') ? `${d.the('cheese')}` : 'a last knob of butter or splash of oil',
        d.has('herb') ? `and ${d.the('herb')},` : ',',
        `season with ${d.list('season')}, cover and rest for 2 minutes so it turns silky. It should flow gently on the plate.`,
      ),
    ]
    return {
      title: `${orElse(what, 'Creamy')} Risotto`,
      description: d.pick([
        'Slow-stirred, creamy risotto — twenty minutes of gentle, rewarding cooking.',
        'Comfort in a bowl: creamy rice, savoury and rich.',
      ]),
      minutes: 40,
      steps,
      tips:
        rice !== undefined && rice !== 'risotto rice'
          ? [
              'A risotto rice such as arborio gives the creamiest result; other rice works, but stays more separate.',
            ]
          : [],
    }
  },
}

const curry: DishFamily = {
  id: 'curry',
  name: 'Curry',
  course: 'main',
  roles: [
    {
      id: 'protein',
      accepts: anyOf(
        MEAT,
        FISH,
        SEAFOOD,
        EGG,
        named('paneer', 'tofu', 'quorn', 'halloumi'),
        LEGUME,
      ),
      max: 2,
      scale: 0.9,
    },
    {
      id: 'veg',
      accepts: allOf(
        MAIN_VEG,
        not(tagged('leaf-salad')),
        not(named('cucumber', 'radishes', 'beansprouts', 'celery', 'water chestnuts')),
      ),
      max: 4,
      scale: 0.7,
    },
    {
      id: 'aromatic',
      accepts: named(
        'onion',
        'red onion',
        'shallot',
        'garlic',
        'ginger',
        'chilli',
        'lemongrass',
        'spring onions',
        'jalapenos',
      ),
      max: 4,
    },
    {
      id: 'spice',
      accepts: anyOf(
        allOf(inCategory('spice'), tagged('indian')),
        tagged('curry-paste'),
        named(
          'paprika',
          'chilli powder',
          'cayenne pepper',
          'ras el hanout',
          'spice blend',
          'five spice',
          'star anise',
          'curry leaves',
          'kaffir lime leaves',
        ),
      ),
      max: 4,
      core: 'curry powder',
    },
    {
      id: 'sauce',
      accepts: anyOf(
        named(
          'coconut milk',
          'canned tomatoes',
          'tomatoes',
          'passata',
          'tomato puree',
          'yogurt',
          'cream',
          'peanut butter',
          'creme fraiche',
          'cherry tomatoes',
          'ground almonds',
        ),
      ),
      max: 2,
      core: 'canned tomatoes',
    },
    { id: 'stock', accepts: STOCK, max: 1, amount: '100 ml' },
    {
      id: 'base',
      accepts: anyOf(
        allOf(inCategory('rice'), not(named('pudding rice', 'risotto rice'))),
        named('naan', 'pitta', 'tortillas', 'rice noodles', 'egg noodles'),
      ),
      max: 1,
    },
    {
      id: 'finish',
      accepts: anyOf(
        named(
          'coriander',
          'mint',
          'lime',
          'lemon',
          'mango chutney',
          'cashews',
          'peanuts',
          'almonds',
          'fish sauce',
          'brown sugar',
          'honey',
          'sugar',
          'soy sauce',
          'basil',
        ),
      ),
      max: 3,
    },
    fatRole(anyOf(OIL, named('ghee', 'butter'))),
    seasonRole(),
  ],
  fits: (a) =>
    a.count('protein') + a.count('veg') >= 2 ||
    (a.has('protein') && (a.has('spice') || a.has('sauce'))) ||
    (a.count('veg') >= 1 && a.has('spice')),
  signature: [
    [tagged('indian'), 0.8],
    [tagged('curry-paste'), 3],
    [named('coconut milk'), 1.5],
  ],
  prior: 0.5,
  optionalExtras: [{ id: 'rice', role: 'base', when: (a) => !a.has('base') }],
  write(d) {
    const what = d.title(['protein', 'veg'], 2)
    const hasPaste = d.where('spice', tagged('curry-paste')).length > 0
    const isCoconut = d.where('sauce', named('coconut milk')).length > 0
    const protein = d.items('protein')
    const slowProtein = protein.filter(
      (item) =>
        item.entry?.tags.has('slow') === true ||
        item.entry?.id === 'red lentils' ||
        item.entry?.id === 'green lentils',
    )
    const quickProtein = protein.filter((item) => !slowProtein.includes(item))
    const rawQuick = quickProtein.filter(
      (item) =>
        item.entry !== undefined &&
        (MEAT(item.entry) || FISH(item.entry) || SEAFOOD(item.entry)) &&
        !item.entry.tags.has('cooked') &&
        !item.entry.tags.has('tinned'),
    )
    const lateProtein = quickProtein.filter((item) => !rawQuick.includes(item))
    const base = d.items('base')[0]
    const steps: string[] = [sentence(d.prep('small', 'aromatic', 'veg', 'protein'))]
    if (base !== undefined && base.entry?.category === 'rice' && base.entry.id !== 'cooked rice') {
      steps.push(sentence(`Rinse ${d.the('base')} and put it on to cook while you make the curry.`))
    }
    steps.push(
      sentence(
        `Heat ${d.the('fat')} in a large pan over a medium heat.`,
        d.has('aromatic')
          ? `Cook ${d.the('aromatic')} for 6–8 minutes, stirring, until soft and golden.`
          : '',
        `Stir in ${d.the('spice')} and fry for a minute until fragrant${hasPaste ? ' and the oil turns red' : ''}.`,
      ),
    )
    if (rawQuick.some((item) => item.entry !== undefined && MEAT(item.entry))) {
      steps.push(
        sentence(
          `Add ${d.names(rawQuick.filter((item) => item.entry !== undefined && MEAT(item.entry)))} and turn in the spices for 3–4 minutes until sealed.`,
        ),
      )
    }
    steps.push(
      sentence(
        `Add ${joinWords([d.the('sauce'), d.the('stock'), d.names(slowProtein), d.the('veg')].filter((part) => part !== ''))}`,
        d.has('stock') ? '' : 'with a splash of water,',
        `bring to a simmer and cook gently for ${slowProtein.some((item) => item.entry?.tags.has('slow')) ? '1 hour 15 minutes, lid on, until the meat is tender' : '15–20 minutes until everything is tender'}.`,
      ),
    )
    const late = [
      ...rawQuick.filter((item) => item.entry !== undefined && !MEAT(item.entry)),
      ...lateProtein,
    ]
    if (late.length > 0) {
      steps.push(
        sentence(
          `Add ${d.names(late)} for the last ${late.some((item) => item.entry?.category === 'fish' || item.entry?.category === 'seafood') ? '4–5' : '5'} minutes, until ${doneness(late)}${late.some((item) => item.entry?.id === 'egg') ? ' (hard-boil the eggs first, peel and halve)' : ''}.`,
        ),
      )
    }
    steps.push(
      sentence(
        `Taste and season with ${d.list('season')}${d.has('finish') ? `, then finish with ${d.the('finish')}` : ''}.`,
        base !== undefined ? `Serve with ${d.the('base')}.` : 'Serve with rice or warm bread.',
      ),
    )
    return {
      title: `${orElse(what, 'Vegetable')} ${isCoconut ? 'Coconut Curry' : 'Curry'}`,
      description: d.pick([
        'A fragrant, warming curry built from a good base of softened onions and toasted spices.',
        'Properly spiced and saucy — better than a takeaway and ready in well under an hour.',
      ]),
      minutes: slowProtein.some((item) => item.entry?.tags.has('slow')) ? 105 : 40,
      steps,
    }
  },
}

const stew: DishFamily = {
  id: 'stew',
  name: 'Stew',
  course: 'main',
  roles: [
    {
      id: 'protein',
      accepts: anyOf(MEAT, named('chorizo', 'bacon', 'pancetta', 'ham'), BEANS, named('quorn')),
      max: 2,
    },
    {
      id: 'veg',
      accepts: allOf(
        MAIN_VEG,
        not(tagged('leaf-salad')),
        not(
          named(
            'cucumber',
            'radishes',
            'beansprouts',
            'avocado',
            'water chestnuts',
            'mangetout',
            'asparagus',
            'okra',
          ),
        ),
      ),
      max: 5,
      scale: 0.8,
    },
    {
      id: 'aromatic',
      accepts: named('onion', 'red onion', 'shallot', 'garlic', 'leek', 'celery', 'chilli'),
      max: 4,
    },
    {
      id: 'liquid',
      accepts: anyOf(STOCK, tagged('wine'), named('canned tomatoes', 'passata', 'tomato puree')),
      max: 3,
      amount: '200 ml',
      core: 'vegetable stock',
      coreUnless: [],
    },
    { id: 'herb', accepts: anyOf(tagged('hardy-herb'), named('parsley')), max: 2 },
    {
      id: 'spice',
      accepts: named(
        'paprika',
        'smoked paprika',
        'cumin',
        'cinnamon',
        'ras el hanout',
        'chilli flakes',
        'cayenne pepper',
        'mustard',
        'worcestershire sauce',
        'soy sauce',
        'harissa',
        'spice blend',
        'ground coriander',
        'balsamic vinegar',
        'dried apricots',
        'raisins',
        'brown sugar',
        'honey',
      ),
      max: 3,
    },
    { id: 'thicken', accepts: named('plain flour', 'cornflour'), max: 1, amount: '1 tbsp' },
    {
      id: 'side',
      accepts: anyOf(
        tagged('sliced-bread'),
        named('couscous', 'rice', 'polenta', 'pearl barley', 'pasta'),
      ),
      max: 1,
    },
    fatRole(anyOf(OIL, named('butter', 'lard'))),
    seasonRole(),
  ],
  fits: (a) =>
    (a.has('protein') && a.count('veg') + a.count('aromatic') + a.count('liquid') >= 1) ||
    a.count('veg') >= 3,
  signature: [
    [tagged('slow'), 3],
    [
      anyOf(
        tagged('wine'),
        named(
          'canned tomatoes',
          'beef stock',
          'thyme',
          'bay leaves',
          'rosemary',
          'carrots',
          'potatoes',
          'celery',
        ),
      ),
      0.7,
    ],
  ],
  prior: 0.3,
  write(d) {
    const protein = d.items('protein')
    const isSlow = protein.some((item) => item.entry?.tags.has('slow') === true)
    const isMeaty = protein.some(
      (item) => item.entry !== undefined && (MEAT(item.entry) || CURED(item.entry)),
    )
    const what = d.title(['protein', 'veg'], 2)
    const steps: string[] = [sentence(d.prep('chunks', 'protein', 'veg', 'aromatic'))]
    if (isMeaty) {
      steps.push(
        sentence(
          `Heat ${d.the('fat')} in a large casserole or heavy pan over a high heat.`,
          `Brown ${d.names(protein.filter((item) => item.entry !== undefined && (MEAT(item.entry) || CURED(item.entry))))} in batches${d.has('thicken') ? ` (tossed first in ${d.the('thicken')})` : ''} until deep brown on all sides — don't crowd the pan — then lift out.`,
        ),
      )
    } else {
      steps.push(
        sentence(`Heat ${d.the('fat')} in a large casserole or heavy pan over a medium heat.`),
      )
    }
    steps.push(
      sentence(
        d.has('aromatic') ? `Lower the heat and soften ${d.the('aromatic')} for 8 minutes.` : '',
        d.has('spice') ? `Stir in ${d.the('spice')} for a minute.` : '',
        !isMeaty && d.has('thicken') ? `Sprinkle in ${d.the('thicken')} and stir.` : '',
      ),
    )
    const beans = protein.filter(
      (item) => item.entry !== undefined && !(MEAT(item.entry) || CURED(item.entry)),
    )
    steps.push(
      sentence(
        `Add ${orElse(d.the('veg'), 'the vegetables')}${isMeaty ? ', return the meat' : ''}, then pour in ${d.the('liquid')}${d.has('herb') ? ` with ${d.the('herb')}` : ''}.`,
        'Top up with water just to cover and bring to a simmer.',
      ),
    )
    steps.push(
      sentence(
        isSlow
          ? 'Cover and cook very gently for 2 hours (or in the oven at 160°C / 140°C fan / gas 3) until the meat falls apart when pressed.'
          : `Cover and simmer gently for ${isMeaty ? '40' : '30'} minutes until everything is tender.`,
        beans.length > 0 ? `Add ${d.names(beans)} for the last 15 minutes.` : '',
      ),
    )
    steps.push(
      sentence(
        `Take off the lid and let the sauce thicken for a few minutes if it needs it. Season with ${d.list('season')}`,
        d.has('side')
          ? `and serve with ${d.the('side')}.`
          : 'and serve in deep bowls with bread or mash.',
      ),
    )
    return {
      title: `${orElse(what, 'Vegetable')} ${d.pick(['Stew', 'Casserole'])}`,
      description: d.pick([
        'A slow, savoury pot of comfort that tastes even better tomorrow.',
        'Hearty, rich and gently simmered — the kind of dinner that fills the kitchen with good smells.',
      ]),
      minutes: isSlow ? 150 : isMeaty ? 70 : 50,
      steps,
    }
  },
}

const chilli: DishFamily = {
  id: 'chilli',
  name: 'Chilli',
  course: 'main',
  roles: [
    {
      id: 'protein',
      accepts: anyOf(
        tagged('mince'),
        named('stewing beef', 'pork shoulder', 'chorizo', 'sausage', 'turkey'),
      ),
      max: 1,
    },
    { id: 'beans', accepts: anyOf(BEANS, named('red lentils')), max: 2, scale: 0.8 },
    {
      id: 'tomato',
      accepts: allOf(TOMATO_BASE, not(named('sun dried tomatoes'))),
      max: 2,
      core: 'canned tomatoes',
    },
    {
      id: 'aromatic',
      accepts: named('onion', 'red onion', 'garlic', 'chilli', 'jalapenos', 'shallot'),
      max: 3,
    },
    {
      id: 'veg',
      accepts: named(
        'bell peppers',
        'sweetcorn',
        'carrots',
        'courgettes',
        'mushrooms',
        'sweet potato',
        'butternut squash',
        'celery',
        'aubergine',
      ),
      max: 3,
      scale: 0.7,
    },
    {
      id: 'spice',
      accepts: anyOf(
        allOf(inCategory('spice'), tagged('mexican')),
        named(
          'cinnamon',
          'cocoa powder',
          'dark chocolate',
          'oregano',
          'hot sauce',
          'worcestershire sauce',
          'spice blend',
        ),
      ),
      max: 4,
      core: 'chilli powder',
    },
    { id: 'liquid', accepts: anyOf(STOCK, named('beer', 'red wine')), max: 1, amount: '100 ml' },
    {
      id: 'base',
      accepts: anyOf(
        named(
          'rice',
          'basmati rice',
          'brown rice',
          'cooked rice',
          'tortilla chips',
          'tortillas',
          'potatoes',
          'sweet potato',
          'baguette',
          'bread',
        ),
      ),
      max: 1,
    },
    {
      id: 'topping',
      accepts: anyOf(
        named(
          'cheddar',
          'cheese',
          'gouda',
          'sour cream',
          'yogurt',
          'avocado',
          'coriander',
          'lime',
          'spring onions',
          'guacamole',
          'salsa',
          'creme fraiche',
        ),
      ),
      max: 3,
    },
    fatRole(anyOf(OIL)),
    seasonRole(),
  ],
  fits: (a) => a.has('protein') || a.has('beans'),
  optionalExtras: [{ id: 'onion', role: 'aromatic', when: (a) => !a.has('aromatic') }],
  signature: [
    [tagged('mexican'), 0.9],
    [named('kidney beans', 'beef mince', 'chilli powder', 'black beans'), 1.2],
  ],
  prior: 0.3,
  write(d) {
    const meatless = !d.has('protein')
    const what = meatless ? d.title(['beans', 'veg'], 2) : d.title(['protein', 'beans'], 2)
    const steps = [
      sentence(d.prep('small', 'aromatic', 'veg')),
      sentence(
        `Heat ${d.the('fat')} in a large pan.`,
        d.has('protein')
          ? `Brown ${d.the('protein')} over a high heat, breaking it up, until ${doneness(d.items('protein'))}; push to one side.`
          : '',
        d.has('aromatic') ? `Add ${d.the('aromatic')} and cook for 5 minutes until soft.` : '',
        d.has('veg') ? `Stir in ${d.the('veg')} for a few minutes more.` : '',
      ),
      sentence(
        `Stir in ${d.the('spice')} for a minute, then add ${d.the('tomato')}${d.has('liquid') ? ` and ${d.the('liquid')}` : ' with a splash of water'}.`,
      ),
      sentence(
        `Add ${orElse(d.the('beans'), 'a good splash of water')}, bring to a simmer and cook, stirring now and then, for 25–30 minutes until thick and rich. Season with ${d.list('season')}.`,
      ),
    ]
    const base = d.items('base')[0]
    steps.push(
      sentence(
        base !== undefined
          ? base.entry?.category === 'root-veg'
            ? `Meanwhile bake ${d.the('base')} until soft (about 45 minutes at 200°C / 180°C fan, or 8–10 minutes in the microwave), split open and spoon the chilli over.`
            : `Serve with ${d.the('base')}`
          : 'Serve in bowls',
        d.has('topping')
          ? `${base !== undefined && base.entry?.category === 'root-veg' ? 'Top' : 'topped'} with ${d.the('topping')}.`
          : '.',
      ).replace(/\s\./g, '.'),
    )
    return {
      title: meatless ? `${orElse(what, 'Bean')} Chilli` : `${orElse(what, 'Beef')} Chilli`,
      description: d.pick([
        'A big, smoky pot of chilli — mild or fiery, your call.',
        'Rich, spiced and even better the next day.',
      ]),
      minutes: 45,
      steps,
    }
  },
}

const soup: DishFamily = {
  id: 'soup',
  name: 'Soup',
  course: 'soup',
  roles: [
    {
      id: 'veg',
      accepts: anyOf(
        allOf(
          MAIN_VEG,
          not(tagged('leaf-salad')),
          not(
            named(
              'cucumber',
              'radishes',
              'beansprouts',
              'avocado',
              'water chestnuts',
              'okra',
              'jalapenos',
            ),
          ),
        ),
        named('leek'),
      ),
      max: 5,
      scale: 1,
    },
    {
      id: 'legume',
      accepts: anyOf(BEANS, named('red lentils', 'green lentils', 'pearl barley')),
      max: 2,
      scale: 0.6,
    },
    {
      id: 'protein',
      accepts: anyOf(
        named(
          'cooked chicken',
          'chicken',
          'chicken thigh',
          'chicken breast',
          'bacon',
          'chorizo',
          'ham',
          'pancetta',
          'sausage',
        ),
      ),
      max: 1,
      scale: 0.6,
    },
    {
      id: 'aromatic',
      accepts: named(
        'onion',
        'red onion',
        'shallot',
        'garlic',
        'leek',
        'celery',
        'ginger',
        'chilli',
      ),
      max: 4,
    },
    {
      id: 'liquid',
      accepts: anyOf(STOCK, named('coconut milk', 'canned tomatoes', 'passata')),
      max: 2,
      amount: '300 ml',
      core: 'vegetable stock',
    },
    {
      id: 'creamy',
      accepts: named(
        'cream',
        'creme fraiche',
        'milk',
        'yogurt',
        'cream cheese',
        'sour cream',
        'oat milk',
      ),
      max: 1,
      amount: '2 tbsp',
    },
    {
      id: 'flavour',
      accepts: anyOf(
        tagged('hardy-herb'),
        SAVOURY_SPICE,
        named(
          'nutmeg',
          'curry paste',
          'pesto',
          'harissa',
          'miso',
          'lemon',
          'lime',
          'soy sauce',
          'worcestershire sauce',
          'mustard',
        ),
      ),
      max: 3,
    },
    { id: 'garnish', accepts: anyOf(FRESH_HERB, CHEESE, NUTS, named('chilli flakes')), max: 2 },
    {
      id: 'bread',
      accepts: anyOf(tagged('sliced-bread'), named('naan', 'pitta', 'crackers')),
      max: 1,
    },
    fatRole(anyOf(OIL, named('butter'))),
    seasonRole(),
  ],
  fits: (a) =>
    a.count('veg') + a.count('legume') >= 1 ||
    a.some(named('onion', 'red onion', 'shallot')) ||
    (a.has('aromatic') && a.has('liquid')),
  signature: [
    [STOCK, 1.5],
    [
      named(
        'leek',
        'potatoes',
        'butternut squash',
        'red lentils',
        'carrots',
        'tomatoes',
        'celery',
        'parsnips',
      ),
      0.6,
    ],
  ],
  prior: 0.3,
  write(d) {
    const isChunky =
      d.take % 2 === 1 ||
      d.has('protein') ||
      d.where('legume', not(named('red lentils'))).length > 0
    const what = d.title(['veg', 'legume', 'protein'], 2) || d.title(['aromatic'], 1)
    const steps = [
      sentence(d.prep(isChunky ? 'small' : 'chunks', 'aromatic', 'veg', 'protein')),
      sentence(
        `Melt ${d.the('fat')} in a large pan over a medium heat.`,
        d.has('protein')
          ? `Cook ${d.the('protein')} until ${doneness(d.items('protein'))}, then add`
          : 'Add',
        `${orElse(d.the('aromatic'), 'a pinch of salt')}${d.has('aromatic') ? ' with a pinch of salt' : ''} and cook gently for 8–10 minutes until soft and sweet.`,
      ),
      sentence(
        d.has('flavour') ? `Stir in ${d.the('flavour')},` : '',
        `${d.has('flavour') ? 'then add' : 'Add'} ${joinWords([d.the('veg'), d.the('legume')].filter((part) => part !== '')) || 'the vegetables'} and ${d.the('liquid')}.`,
        'Bring to the boil, then simmer for 20–25 minutes until everything is very tender.',
      ),
      sentence(
        isChunky
          ? 'Mash a few pieces against the side of the pan to thicken the broth, leaving plenty of texture.'
          : 'Blend until smooth with a stick blender (or in batches in a blender), adding a splash of water if it is too thick.',
        d.has('creamy') ? `Stir in ${d.the('creamy')}` : '',
        `and season well with ${d.list('season')}.`,
      ),
      sentence(
        'Ladle into warm bowls',
        d.has('garnish') ? `and finish with ${d.the('garnish')}` : '',
        d.has('bread') ? `with ${d.the('bread')} on the side.` : '.',
      ).replace(/\s\./g, '.'),
    ]
    return {
      title: `${orElse(what, 'Vegetable')} Soup`,
      description: isChunky
        ? d.pick([
            'A chunky, filling soup that is practically a stew.',
            'A hearty bowl of soup, full of good things.',
          ])
        : d.pick([
            'A silky, warming soup made from a few humble ingredients.',
            'Smooth, soothing and very good for lunch with bread.',
          ]),
      minutes: 40,
      steps,
    }
  },
}

const noodleSoup: DishFamily = {
  id: 'noodle-soup',
  name: 'Noodle soup',
  course: 'soup',
  roles: [
    { id: 'noodles', accepts: inCategory('noodles'), max: 1, core: 'egg noodles' },
    { id: 'broth', accepts: STOCK, max: 1, amount: '400 ml', core: 'vegetable stock' },
    {
      id: 'protein',
      accepts: anyOf(QUICK_MEAT, SEAFOOD, FRESH_FISH, EGG, named('tofu', 'cooked chicken')),
      max: 2,
      scale: 0.8,
    },
    {
      id: 'greens',
      accepts: anyOf(
        named(
          'pak choi',
          'spinach',
          'kale',
          'mushrooms',
          'shiitake mushrooms',
          'beansprouts',
          'cabbage',
          'carrots',
          'mangetout',
          'broccoli',
          'sweetcorn',
          'peas',
          'bell peppers',
          'edamame',
          'courgettes',
          'chard',
        ),
      ),
      max: 3,
      scale: 0.7,
    },
    {
      id: 'aromatic',
      accepts: named('ginger', 'garlic', 'chilli', 'spring onions', 'lemongrass', 'shallot'),
      max: 3,
    },
    {
      id: 'flavour',
      accepts: anyOf(
        allOf(inCategory('sauce'), tagged('asian')),
        named(
          'coconut milk',
          'lime',
          'kimchi',
          'star anise',
          'five spice',
          'kaffir lime leaves',
          'sriracha',
        ),
      ),
      max: 3,
      core: 'soy sauce',
    },
    {
      id: 'garnish',
      accepts: named(
        'coriander',
        'mint',
        'basil',
        'sesame seeds',
        'peanuts',
        'chilli flakes',
        'sesame oil',
      ),
      max: 2,
    },
    seasonRole(false),
  ],
  fits: (a) =>
    a.has('noodles') ||
    (a.has('broth') &&
      a.count('flavour') + a.count('aromatic') >= 1 &&
      a.count('protein') + a.count('greens') >= 1),
  signature: [
    [inCategory('noodles'), 2],
    [STOCK, 1.5],
    [tagged('asian'), 0.6],
  ],
  prior: 0.1,
  write(d) {
    const what = d.title(['protein', 'greens'], 2)
    const raw = d.where('protein', (entry) => entry.id !== 'egg' && !entry.tags.has('cooked'))
    const eggs = d.where('protein', EGG)
    const other = d.where('protein', (entry) => entry.id !== 'egg' && entry.tags.has('cooked'))
    const steps = [
      sentence(d.prep('thin', 'aromatic', 'protein', 'greens')),
      sentence(
        `Bring ${d.the('broth')} to a simmer with ${orElse(d.the('aromatic'), 'a slice or two of whatever aromatics you have')} and ${d.the('flavour')}; let it bubble gently for 5 minutes to take on the flavours.`,
      ),
    ]
    if (eggs.length > 0)
      steps.push(
        sentence(
          `Meanwhile boil ${d.names(eggs)} for 6½ minutes, cool in cold water, then peel and halve.`,
        ),
      )
    steps.push(
      sentence(
        raw.length > 0
          ? `Slip ${d.names(raw)} into the broth and poach for 4–5 minutes until ${doneness(raw)}.`
          : '',
        other.length > 0 ? `Add ${d.names(other)} to warm through.` : '',
        d.has('greens') ? `Add ${d.the('greens')} for the last 2 minutes.` : '',
      ),
    )
    steps.push(
      sentence(`Cook ${d.the('noodles')} as the packet says, drain and divide between deep bowls.`),
    )
    steps.push(
      sentence(
        `Taste the broth${d.has('season') ? ` and season with ${d.list('season')}` : ' and add a splash more sauce if it needs it'}, then ladle it over the noodles`,
        d.has('garnish') ? `and top with ${d.the('garnish')}.` : '.',
      ).replace(/\s\./g, '.'),
    )
    return {
      title: `${what === '' ? '' : `${what} `}Noodle Soup`,
      description: d.pick([
        'A steaming bowl of fragrant broth and slippery noodles.',
        'Light, restoring and ready in twenty minutes.',
      ]),
      minutes: 25,
      steps,
    }
  },
}

const trayBake: DishFamily = {
  id: 'tray-bake',
  name: 'Tray bake',
  course: 'main',
  roles: [
    {
      id: 'protein',
      accepts: anyOf(
        allOf(MEAT, not(tagged('mince')), not(named('meatballs'))),
        named(
          'chorizo',
          'bacon',
          'salmon',
          'cod',
          'white fish',
          'trout',
          'mackerel',
          'haddock',
          'halloumi',
          'paneer',
          'tofu',
          'chickpeas',
          'butter beans',
          'cannellini beans',
          'feta',
        ),
      ),
      max: 2,
    },
    { id: 'veg', accepts: allOf(tagged('roast-veg'), not(tagged('aromatic'))), max: 5, scale: 0.9 },
    {
      id: 'aromatic',
      accepts: named('garlic', 'onion', 'red onion', 'shallot', 'chilli', 'leek'),
      max: 3,
    },
    { id: 'herb', accepts: allOf(HERB, tagged('hardy-herb')), max: 2 },
    { id: 'spice', accepts: allOf(SAVOURY_SPICE, not(tagged('sweet-spice'))), max: 2 },
    {
      id: 'glaze',
      accepts: named(
        'honey',
        'maple syrup',
        'mustard',
        'balsamic vinegar',
        'soy sauce',
        'harissa',
        'pesto',
        'sweet chilli sauce',
        'bbq sauce',
        'lemon',
        'lime',
        'orange juice',
        'sauce',
        'teriyaki sauce',
        'miso',
        'gochujang',
        'tomato puree',
      ),
      max: 2,
    },
    {
      id: 'finish',
      accepts: anyOf(
        FRESH_HERB,
        named(
          'yogurt',
          'olives',
          'capers',
          'pine nuts',
          'almonds',
          'walnuts',
          'pumpkin seeds',
          'goats cheese',
          'parmesan',
          'rocket',
          'apples',
          'pears',
          'grapes',
          'plums',
        ),
      ),
      max: 2,
    },
    fatRole(anyOf(OIL, named('butter', 'lard'))),
    seasonRole(),
  ],
  fits: (a) => a.has('protein') || a.count('veg') >= 2 || a.some(tagged('starchy')),
  optionalExtras: [
    { id: 'potatoes', role: 'veg', when: (a) => !a.has('veg') },
    { id: 'red onion', role: 'aromatic', when: (a) => !a.has('aromatic') && !a.has('veg') },
  ],
  signature: [
    [
      named(
        'potatoes',
        'sweet potato',
        'chicken thigh',
        'chicken drumstick',
        'sausage',
        'rosemary',
        'thyme',
        'red onion',
        'butternut squash',
      ),
      0.9,
    ],
    [tagged('hardy-herb'), 0.5],
  ],
  prior: 0.5,
  write(d) {
    const what = d.title(['protein', 'veg'], 3)
    const protein = d.items('protein')
    const fishy = protein.filter(
      (item) =>
        item.entry?.category === 'fish' ||
        item.entry?.category === 'cheese' ||
        item.entry?.id === 'tofu',
    )
    const early = protein.filter((item) => !fishy.includes(item))
    const slowVeg = d.where('veg', anyOf(tagged('starchy'), inCategory('root-veg')))
    const quickVeg = d.items('veg').filter((item) => !slowVeg.includes(item))
    const steps = [
      sentence(
        'Heat the oven to 200°C / 180°C fan / gas 6.',
        d.prep('chunks', 'veg', 'aromatic', 'protein'),
      ),
      sentence(
        `Tip ${joinWords([d.names(slowVeg), d.names(early)].filter((part) => part !== '')) || d.the('veg')} into a large roasting tin.`,
        `Toss with ${d.the('fat')}, ${d.list('season')}${d.has('spice') ? `, ${d.list('spice')}` : ''}${d.has('herb') ? ` and ${d.the('herb')}` : ''}, and spread out in one layer — crowded veg steams instead of roasting.`,
      ),
      sentence(
        `Roast for 20 minutes, then add ${joinWords([d.names(quickVeg), d.the('aromatic')].filter((part) => part !== '')) || 'a good stir'}${fishy.length > 0 ? ` and nestle in ${d.names(fishy)}` : ''}.`,
        d.has('glaze') ? `Spoon over ${d.the('glaze')}.` : '',
      ),
      sentence(
        `Roast for another ${fishy.length > 0 ? '12–15' : '20–25'} minutes until everything is golden and ${early.length > 0 || fishy.length > 0 ? doneness([...early, ...fishy]) : 'tender'}.`,
      ),
      sentence(
        d.has('finish')
          ? `Scatter over ${d.the('finish')} and serve from the tin.`
          : 'Serve straight from the tin, spooning over the juices.',
      ),
    ]
    return {
      title: `${orElse(what, 'Roast Vegetable')} Tray Bake`,
      description: d.pick([
        'Everything roasted together in one tin: crisp edges, sticky juices, hardly any washing-up.',
        'A one-tin dinner — the oven does the work.',
      ]),
      minutes: 55,
      steps,
    }
  },
}

const tacos: DishFamily = {
  id: 'tacos',
  name: 'Tacos',
  course: 'main',
  roles: [
    { id: 'wrap', accepts: tagged('wrap'), max: 1, core: 'tortillas' },
    {
      id: 'filling',
      accepts: anyOf(
        MEAT,
        FISH,
        SEAFOOD,
        BEANS,
        named('tofu', 'halloumi', 'paneer', 'quorn', 'egg', 'chorizo', 'refried beans'),
      ),
      max: 2,
      scale: 0.9,
    },
    {
      id: 'veg',
      accepts: named(
        'bell peppers',
        'onion',
        'red onion',
        'sweetcorn',
        'tomatoes',
        'cherry tomatoes',
        'avocado',
        'lettuce',
        'cabbage',
        'courgettes',
        'mushrooms',
        'sweet potato',
        'cucumber',
        'radishes',
        'spinach',
        'jalapenos',
        'chilli',
        'garlic',
        'spring onions',
        'salad leaves',
        'carrots',
        'butternut squash',
        'cauliflower',
      ),
      max: 4,
      scale: 0.8,
    },
    {
      id: 'spice',
      accepts: anyOf(
        allOf(inCategory('spice'), tagged('mexican')),
        named('spice blend', 'garlic powder', 'oregano'),
      ),
      max: 3,
    },
    {
      id: 'topping',
      accepts: anyOf(
        CHEESE,
        named(
          'sour cream',
          'yogurt',
          'salsa',
          'guacamole',
          'hot sauce',
          'sriracha',
          'coriander',
          'lime',
          'lemon',
          'mango',
          'pineapple',
          'gherkins',
          'kimchi',
          'mayonnaise',
          'creme fraiche',
          'tzatziki',
          'hummus',
          'mint',
          'sweet chilli sauce',
        ),
      ),
      max: 4,
    },
    fatRole(anyOf(OIL)),
    seasonRole(),
  ],
  fits: (a) =>
    (a.has('wrap') && a.count('filling') + a.count('veg') >= 1) ||
    (a.has('filling') && (a.some(tagged('mexican')) || a.count('topping') >= 2)),
  signature: [
    [tagged('mexican'), 1],
    [tagged('wrap'), 2],
  ],
  prior: 0.3,
  optionalExtras: [{ id: 'lime', role: 'topping', when: (a) => !a.some(ACID) }],
  write(d) {
    const wrap = d.items('wrap')[0]
    const wrapName =
      wrap?.entry?.id === 'taco shells'
        ? 'Tacos'
        : wrap?.entry?.id === 'pitta' || wrap?.entry?.id === 'naan'
          ? 'Stuffed Flatbreads'
          : d.pick(['Tacos', 'Wraps'])
    const what = d.title(['filling', 'veg'], 2)
    const filling = d.items('filling')
    const cooked = filling.filter(
      (item) =>
        item.entry?.tags.has('cooked') === true ||
        item.entry?.tags.has('tinned') === true ||
        item.entry?.category === 'legume',
    )
    const raw = filling.filter((item) => !cooked.includes(item))
    const fresh = d.where(
      'veg',
      anyOf(
        named(
          'avocado',
          'lettuce',
          'tomatoes',
          'cherry tomatoes',
          'cucumber',
          'radishes',
          'salad leaves',
          'spring onions',
          'cabbage',
        ),
      ),
    )
    const cookVeg = d.items('veg').filter((item) => !fresh.includes(item))
    const steps = [sentence(d.prep('thin', 'filling', 'veg'))]
    steps.push(
      sentence(
        `Heat ${d.the('fat')} in a large frying pan over a high heat.`,
        raw.length > 0
          ? `Add ${d.names(raw)}${d.has('spice') ? ` with ${d.the('spice')}` : ''} and cook until ${doneness(raw)}.`
          : '',
        cookVeg.length > 0
          ? `Add ${d.names(cookVeg)} and fry for 5 minutes until softened and charred in places.`
          : '',
        cooked.length > 0
          ? `Stir in ${d.names(cooked)}${raw.length === 0 && d.has('spice') ? ` with ${d.the('spice')}` : ''} with a splash of water and heat through, squashing a few beans if you have them.`
          : '',
        `Season with ${d.list('season')}.`,
      ),
    )
    steps.push(
      sentence(
        `Warm ${d.the('wrap')} in a dry pan or the oven for a minute so they are soft and pliable.`,
      ),
    )
    steps.push(
      sentence(
        `Pile the filling into the ${wrapName.toLowerCase()}`,
        fresh.length > 0 || d.has('topping')
          ? `with ${joinWords([d.names(fresh), d.the('topping')].filter((part) => part !== ''))},`
          : '',
        'fold and eat straight away.',
      ),
    )
    return {
      title: `${orElse(what, 'Spiced Vegetable')} ${wrapName}`,
      description: d.pick([
        'Build-your-own, messy and bright — everyone fills their own.',
        'Hot, spiced filling with cool, fresh toppings.',
      ]),
      minutes: 25,
      steps,
    }
  },
}

const salad: DishFamily = {
  id: 'salad',
  name: 'Salad',
  course: 'salad',
  roles: [
    {
      id: 'leaves',
      accepts: anyOf(tagged('leaf-salad'), named('spinach', 'kale', 'cabbage')),
      max: 2,
    },
    {
      id: 'veg',
      accepts: allOf(tagged('salad-veg'), not(tagged('leaf-salad'))),
      max: 5,
      scale: 0.8,
    },
    {
      id: 'protein',
      accepts: anyOf(
        named(
          'cooked chicken',
          'chicken breast',
          'chicken',
          'tuna',
          'smoked salmon',
          'tinned salmon',
          'salmon',
          'prawns',
          'egg',
          'ham',
          'prosciutto',
          'bacon',
          'halloumi',
          'tofu',
          'steak',
          'mackerel',
          'crab',
          'sardines',
        ),
        BEANS,
      ),
      max: 2,
      scale: 0.8,
    },
    { id: 'cheese', accepts: CHEESE, max: 2, scale: 0.8 },
    {
      id: 'fruit',
      accepts: anyOf(
        named(
          'apples',
          'pears',
          'oranges',
          'grapes',
          'mango',
          'pomegranate',
          'figs',
          'peaches',
          'strawberries',
          'melon',
          'blueberries',
          'grapefruit',
        ),
        DRIED_FRUIT,
      ),
      max: 2,
      scale: 0.6,
    },
    {
      id: 'grain',
      accepts: named('quinoa', 'couscous', 'bulgur wheat', 'cooked rice', 'orzo', 'pearl barley'),
      max: 1,
      scale: 0.5,
    },
    {
      id: 'crunch',
      accepts: anyOf(NUTS, named('crackers', 'breadcrumbs', 'tortilla chips')),
      max: 2,
    },
    { id: 'herb', accepts: FRESH_HERB, max: 2 },
    {
      id: 'dressing',
      accepts: anyOf(
        ACID,
        named(
          'mustard',
          'honey',
          'maple syrup',
          'yogurt',
          'tahini',
          'pesto',
          'mayonnaise',
          'soy sauce',
          'olive oil',
          'sesame oil',
          'sumac',
          'zaatar',
          'sauce',
          'capers',
          'olives',
          'sweet chilli sauce',
        ),
      ),
      max: 3,
    },
    fatRole(anyOf(OIL)),
    seasonRole(),
  ],
  fits: (a) =>
    a.count('leaves') + a.count('veg') >= 1 &&
    a.count('leaves') +
      a.count('veg') +
      a.count('cheese') +
      a.count('fruit') +
      a.count('protein') >=
      3,
  signature: [
    [tagged('leaf-salad'), 1.5],
    [
      named(
        'cucumber',
        'feta',
        'tomatoes',
        'cherry tomatoes',
        'avocado',
        'red onion',
        'olives',
        'goats cheese',
        'radishes',
        'lemon',
        'balsamic vinegar',
      ),
      0.6,
    ],
  ],
  prior: 0.1,
  optionalExtras: [{ id: 'lemon', role: 'dressing', when: (a) => !a.some(ACID) }],
  write(d) {
    const what = d.title(['protein', 'cheese', 'veg', 'fruit', 'leaves'], 3)
    const protein = d.items('protein')
    const toCook = protein.filter(
      (item) =>
        item.entry !== undefined &&
        !item.entry.tags.has('cooked') &&
        !item.entry.tags.has('tinned') &&
        item.entry.category !== 'legume' &&
        item.entry.id !== 'tofu',
    )
    const steps: string[] = []
    if (toCook.length > 0 || d.has('grain')) {
      steps.push(
        sentence(
          toCook.some((item) => item.entry?.id === 'egg')
            ? `Boil ${d.names(toCook.filter((item) => item.entry?.id === 'egg'))} for 8 minutes, then cool in cold water, peel and quarter.`
            : '',
          toCook.some((item) => item.entry?.id !== 'egg')
            ? `Season ${d.names(toCook.filter((item) => item.entry?.id !== 'egg'))} and cook in a hot pan with a little oil until ${doneness(toCook.filter((item) => item.entry?.id !== 'egg'))}; rest, then slice.`
            : '',
          d.has('grain')
            ? `Cook ${d.the('grain')} as the packet says and leave to cool a little.`
            : '',
        ),
      )
    }
    steps.push(sentence(d.prep('salad', 'leaves', 'veg', 'fruit', 'cheese')))
    steps.push(
      sentence(
        `Whisk a dressing in the bottom of your salad bowl: ${joinWords([d.the('fat'), d.the('dressing')].filter((part) => part !== ''))} with ${d.list('season')}. Taste — it should be bright and a little sharp.`,
      ),
    )
    steps.push(
      sentence(
        `Add ${joinWords([d.the('leaves'), d.the('veg'), d.the('grain'), d.the('fruit')].filter((part) => part !== ''))} and toss gently with your hands so everything is glossy.`,
      ),
    )
    const top = [d.names(protein), d.the('cheese'), d.the('crunch'), d.the('herb')].filter(
      (part) => part !== '',
    )
    steps.push(
      sentence(
        top.length > 0
          ? `Pile onto plates and top with ${joinWords(top)}.`
          : 'Pile onto plates and eat straight away.',
      ),
    )
    return {
      title: `${orElse(what, 'Garden')} Salad`,
      description: d.pick([
        'Crisp, fresh and properly dressed — a salad that is a meal.',
        'Bright and crunchy, with a sharp little dressing to pull it together.',
      ]),
      minutes: toCook.length > 0 || d.has('grain') ? 25 : 15,
      steps,
    }
  },
}

const grainBowl: DishFamily = {
  id: 'grain-bowl',
  name: 'Grain bowl',
  course: 'main',
  roles: [
    {
      id: 'grain',
      accepts: anyOf(
        named(
          'quinoa',
          'couscous',
          'bulgur wheat',
          'brown rice',
          'pearl barley',
          'buckwheat',
          'rice',
          'basmati rice',
          'jasmine rice',
          'cooked rice',
          'soba noodles',
        ),
      ),
      max: 1,
      core: 'couscous',
    },
    {
      id: 'protein',
      accepts: anyOf(
        named(
          'cooked chicken',
          'chicken breast',
          'chicken thigh',
          'salmon',
          'tofu',
          'egg',
          'halloumi',
          'prawns',
          'tuna',
          'steak',
          'smoked salmon',
          'tempeh',
          'feta',
          'paneer',
          'mackerel',
        ),
        BEANS,
      ),
      max: 2,
      scale: 0.9,
    },
    {
      id: 'veg',
      accepts: allOf(
        MAIN_VEG,
        not(named('potatoes', 'lettuce', 'salad leaves', 'water chestnuts', 'okra')),
      ),
      max: 4,
      scale: 0.7,
    },
    {
      id: 'sauce',
      accepts: named(
        'tahini',
        'yogurt',
        'soy sauce',
        'pesto',
        'hummus',
        'sriracha',
        'lemon',
        'lime',
        'miso',
        'sweet chilli sauce',
        'peanut butter',
        'hot sauce',
        'mayonnaise',
        'honey',
        'tzatziki',
        'harissa',
        'teriyaki sauce',
        'sauce',
        'balsamic vinegar',
        'vinegar',
        'lemon juice',
        'rice vinegar',
      ),
      max: 3,
    },
    { id: 'crunch', accepts: NUTS, max: 1 },
    {
      id: 'extra',
      accepts: anyOf(
        FRESH_HERB,
        named(
          'kimchi',
          'gherkins',
          'olives',
          'pomegranate',
          'sun dried tomatoes',
          'spring onions',
          'chilli flakes',
          'sumac',
          'zaatar',
          'cumin',
          'smoked paprika',
        ),
      ),
      max: 2,
    },
    fatRole(anyOf(OIL)),
    seasonRole(),
  ],
  fits: (a) => a.count('protein') + a.count('veg') >= 2,
  signature: [
    [named('quinoa', 'couscous', 'bulgur wheat', 'brown rice', 'pearl barley'), 2.5],
    [named('tahini', 'hummus', 'avocado', 'chickpeas', 'sweet potato', 'feta', 'halloumi'), 0.6],
  ],
  prior: 0,
  write(d) {
    const what = d.title(['protein', 'veg'], 2)
    const roast = d.where('veg', anyOf(tagged('roast-veg'), inCategory('brassica', 'mushroom')))
    const fresh = d.items('veg').filter((item) => !roast.includes(item))
    const protein = d.items('protein')
    const cookProtein = protein.filter(
      (item) =>
        item.entry !== undefined &&
        !item.entry.tags.has('cooked') &&
        !item.entry.tags.has('tinned') &&
        item.entry.category !== 'legume' &&
        item.entry.id !== 'feta',
    )
    const readyProtein = protein.filter((item) => !cookProtein.includes(item))
    const steps = [
      sentence(d.prep('chunks', 'veg', 'protein')),
      sentence(
        `Cook ${d.the('grain')} as the packet says (couscous just needs covering with boiling water for 5 minutes), then fluff with a fork and season with ${d.list('season')}.`,
      ),
    ]
    if (roast.length > 0)
      steps.push(
        sentence(
          `Meanwhile toss ${d.names(roast)} with ${d.the('fat')} and roast at 200°C / 180°C fan for 20–25 minutes until golden.`,
        ),
      )
    if (cookProtein.length > 0) {
      steps.push(
        sentence(
          cookProtein.some((item) => item.entry?.id === 'egg')
            ? `Boil ${d.names(cookProtein.filter((item) => item.entry?.id === 'egg'))} for 7 minutes, cool, peel and halve.`
            : '',
          cookProtein.some((item) => item.entry?.id !== 'egg')
            ? `Cook ${d.names(cookProtein.filter((item) => item.entry?.id !== 'egg'))} in a hot pan${roast.length > 0 ? ' with a little oil' : ` with ${d.the('fat')}`} until ${doneness(cookProtein.filter((item) => item.entry?.id !== 'egg'))}.`
            : '',
        ),
      )
    }
    if (roast.length === 0 && cookProtein.length === 0)
      steps.push(sentence(`Drizzle ${d.the('fat')} over the grain.`))
    steps.push(
      sentence(
        d.has('sauce')
          ? `Loosen ${d.the('sauce')} with a splash of water to make a drizzly dressing.`
          : 'Whisk a little oil with salt and pepper for a simple dressing.',
      ),
    )
    steps.push(
      sentence(
        'Divide the grain between bowls and arrange',
        joinWords(
          [
            d.names(fresh),
            d.names(roast),
            d.names(readyProtein),
            cookProtein.length > 0 ? d.names(cookProtein) : '',
          ].filter((part) => part !== ''),
        ) || 'everything',
        `on top in little heaps. Drizzle with the dressing${d.has('crunch') || d.has('extra') ? ` and finish with ${joinWords([d.the('crunch'), d.the('extra')].filter((part) => part !== ''))}` : ''}.`,
      ),
    )
    return {
      title: `${orElse(what, 'Rainbow')} Grain Bowl`,
      description: d.pick([
        'A colourful bowl of grains, veg and something satisfying on top.',
        'Nourishing, pick-and-mix and great for lunch the next day.',
      ]),
      minutes: roast.length > 0 ? 35 : 25,
      steps,
    }
  },
}

const toastie: DishFamily = {
  id: 'toastie',
  name: 'Toastie',
  course: 'snack',
  roles: [
    {
      id: 'bread',
      accepts: anyOf(tagged('sliced-bread'), named('tortillas', 'pitta', 'naan')),
      max: 1,
      core: 'bread',
    },
    { id: 'cheese', accepts: CHEESE, max: 2, scale: 1 },
    {
      id: 'filling',
      accepts: anyOf(
        CURED,
        named(
          'cooked chicken',
          'tuna',
          'egg',
          'tomatoes',
          'cherry tomatoes',
          'red onion',
          'onion',
          'spring onions',
          'spinach',
          'mushrooms',
          'bell peppers',
          'avocado',
          'jalapenos',
          'kimchi',
          'apples',
          'pears',
          'rocket',
          'baked beans',
          'sweetcorn',
          'smoked salmon',
          'sausage',
          'gherkins',
          'lettuce',
          'cucumber',
          'salad leaves',
        ),
      ),
      max: 3,
      scale: 0.7,
    },
    {
      id: 'condiment',
      accepts: named(
        'mustard',
        'mayonnaise',
        'mango chutney',
        'pesto',
        'ketchup',
        'hot sauce',
        'sriracha',
        'bbq sauce',
        'sauce',
        'worcestershire sauce',
        'jam',
        'honey',
        'hummus',
        'sweet chilli sauce',
        'salsa',
      ),
      max: 2,
    },
    fatRole(named('butter', 'margarine', 'olive oil', 'cooking oil', 'mayonnaise')),
  ],
  fits: (a) => a.has('bread') || a.has('cheese'),
  optionalExtras: [
    { id: 'cheddar', role: 'cheese', when: (a) => !a.has('cheese') && !a.has('filling') },
  ],
  signature: [
    [named('bread', 'sourdough', 'ham', 'cheddar', 'cheese', 'mustard', 'gruyere'), 0.8],
    [MELTING, 0.8],
  ],
  prior: 0.2,
  write(d) {
    const what = d.title(['cheese', 'filling'], 3)
    const hasCheese = d.has('cheese')
    const eggs = d.where('filling', EGG)
    const raw = d.where('filling', anyOf(named('bacon', 'sausage', 'mushrooms')))
    const steps: string[] = [sentence(d.prep('thin', 'filling', 'cheese'))]
    if (eggs.length > 0 || raw.length > 0) {
      steps.push(
        sentence(
          raw.length > 0 ? `Fry ${d.names(raw)} in a dry pan until ${doneness(raw)}.` : '',
          eggs.length > 0 ? `Fry or scramble ${d.names(eggs)} until just set.` : '',
        ),
      )
    }
    steps.push(
      sentence(
        `Spread the outside of each piece of ${d.list('bread')} with ${d.the('fat')}.`,
        d.has('condiment') ? `Spread the inside with ${d.the('condiment')}.` : '',
      ),
    )
    const layers = [
      d.the('cheese'),
      d.names(d.items('filling').filter((item) => !eggs.includes(item) && !raw.includes(item))),
      d.names(raw),
      d.names(eggs),
    ].filter((part) => part !== '')
    steps.push(
      sentence(
        `Layer ${joinWords(layers)} on half the bread${hasCheese ? ', cheese nearest the bread so it glues everything together' : ''}, and close the sandwiches.`,
      ),
    )
    steps.push(
      sentence(
        'Cook in a frying pan over a medium-low heat, pressing down with a spatula, for 3–4 minutes a side until deep golden',
        hasCheese ? 'and the cheese has melted.' : 'and hot through.',
        'Cut in half and eat while hot.',
      ),
    )
    return {
      title: `${orElse(what, 'Loaded')} ${hasCheese ? 'Toastie' : 'Toasted Sandwich'}`,
      description: d.pick([
        'Crisp, buttery bread and a molten middle — ten minutes from fridge to plate.',
        'The ultimate quick lunch: golden, crunchy and oozing.',
      ]),
      minutes: 10,
      steps,
    }
  },
}

const fish: DishFamily = {
  id: 'fish',
  name: 'Pan-fried fish',
  course: 'main',
  roles: [
    { id: 'fish', accepts: anyOf(FRESH_FISH, named('prawns', 'scallops', 'squid')), max: 2 },
    {
      id: 'side',
      accepts: anyOf(
        named(
          'potatoes',
          'sweet potato',
          'green beans',
          'asparagus',
          'broccoli',
          'spinach',
          'peas',
          'tomatoes',
          'cherry tomatoes',
          'courgettes',
          'fennel',
          'bell peppers',
          'kale',
          'leek',
          'pak choi',
          'mangetout',
          'chard',
          'cabbage',
          'broad beans',
          'sweetcorn',
          'rice',
          'basmati rice',
          'jasmine rice',
          'couscous',
          'cannellini beans',
          'butter beans',
          'chickpeas',
          'green lentils',
        ),
      ),
      max: 3,
      scale: 0.8,
    },
    {
      id: 'aromatic',
      accepts: named(
        'garlic',
        'spring onions',
        'chilli',
        'ginger',
        'shallot',
        'red onion',
        'onion',
      ),
      max: 2,
    },
    {
      id: 'herb',
      accepts: anyOf(FRESH_HERB, named('thyme', 'rosemary', 'oregano', 'mixed herbs')),
      max: 2,
    },
    {
      id: 'sauce',
      accepts: anyOf(
        named(
          'lemon',
          'lime',
          'capers',
          'butter',
          'cream',
          'creme fraiche',
          'soy sauce',
          'pesto',
          'mustard',
          'olives',
          'white wine',
          'miso',
          'honey',
          'sweet chilli sauce',
          'lemon juice',
          'yogurt',
          'teriyaki sauce',
          'sun dried tomatoes',
          'tomato puree',
          'vinegar',
          'balsamic vinegar',
          'mayonnaise',
        ),
      ),
      max: 3,
    },
    {
      id: 'spice',
      accepts: anyOf(
        named(
          'paprika',
          'smoked paprika',
          'cajun seasoning',
          'chilli flakes',
          'curry powder',
          'cumin',
          'five spice',
          'garlic powder',
          'spice blend',
          'fennel seeds',
          'sesame seeds',
        ),
      ),
      max: 1,
    },
    fatRole(anyOf(OIL)),
    seasonRole(),
  ],
  fits: (a) => a.has('fish'),
  signature: [
    [FRESH_FISH, 3],
    [named('lemon', 'dill', 'capers', 'parsley', 'potatoes', 'asparagus', 'butter'), 0.6],
  ],
  prior: 0.5,
  optionalExtras: [{ id: 'lemon', role: 'sauce', when: (a) => !a.some(ACID) }],
  write(d) {
    const what = d.title(['fish'], 2)
    const sides = d.title(['side'], 2)
    const starch = d.where(
      'side',
      anyOf(named('potatoes', 'sweet potato'), inCategory('rice', 'grain')),
    )
    const greens = d.items('side').filter((item) => !starch.includes(item))
    const steps = [sentence(d.prep('small', 'side', 'aromatic'))]
    if (starch.length > 0) {
      steps.push(
        sentence(
          `Cook ${d.names(starch)} ${starch.some((item) => item.entry?.category === 'root-veg') ? 'in boiling salted water for 12–15 minutes until tender, then drain' : 'as the packet says'}.`,
        ),
      )
    }
    steps.push(
      sentence(
        `Pat ${d.the('fish')} dry with kitchen paper and season with ${d.list('season')}${d.has('spice') ? ` and ${d.the('spice')}` : ''}.`,
        'Dry fish means crisp skin and no sticking.',
      ),
    )
    if (greens.length > 0) {
      steps.push(
        sentence(
          `Steam or boil ${d.names(greens)} for 3–4 minutes until just tender${d.has('aromatic') ? `, then toss in a pan with ${d.the('aromatic')} for a minute` : ''}.`,
        ),
      )
    }
    steps.push(
      sentence(
        `Heat ${d.the('fat')} in a frying pan over a medium-high heat. Lay in the fish skin-side down (if it has skin) and cook without moving for 3–4 minutes until golden, then turn and cook for 1–2 minutes more, until ${doneness(d.items('fish'))}.`,
        greens.length === 0 && d.has('aromatic')
          ? `Add ${d.the('aromatic')} to the pan for the last minute.`
          : '',
      ),
    )
    steps.push(
      sentence(
        d.has('sauce') || d.has('herb')
          ? `Lift the fish onto plates, then add ${joinWords([d.the('sauce'), d.the('herb')].filter((part) => part !== ''))} to the hot pan, swirl for 30 seconds and spoon over.`
          : 'Lift the fish onto warm plates.',
        d.has('side') ? `Serve with ${d.the('side')}.` : '',
      ),
    )
    return {
      title: `Pan-Fried ${orElse(what, 'Fish')}${sides === '' ? '' : ` with ${sides}`}`,
      description: d.pick([
        'Crisp-skinned fish with a quick pan sauce — restaurant-simple, ready in twenty minutes.',
        'Fish at its best: cooked fast, dressed simply.',
      ]),
      minutes: starch.length > 0 ? 30 : 20,
      steps,
    }
  },
}

const fishBake: DishFamily = {
  id: 'fish-bake',
  name: 'Fish bake',
  course: 'main',
  roles: [
    { id: 'fish', accepts: anyOf(FRESH_FISH, named('prawns')), max: 2 },
    {
      id: 'veg',
      accepts: named(
        'tomatoes',
        'cherry tomatoes',
        'potatoes',
        'courgettes',
        'bell peppers',
        'fennel',
        'leek',
        'spinach',
        'red onion',
        'onion',
        'asparagus',
        'green beans',
        'peas',
        'sweetcorn',
        'broccoli',
        'olives',
        'mushrooms',
      ),
      max: 4,
      scale: 0.8,
    },
    {
      id: 'sauce',
      accepts: anyOf(
        named(
          'cream',
          'creme fraiche',
          'canned tomatoes',
          'passata',
          'pesto',
          'white wine',
          'lemon',
          'capers',
          'mustard',
          'milk',
          'cream cheese',
          'coconut milk',
          'butter',
        ),
      ),
      max: 2,
    },
    {
      id: 'topping',
      accepts: anyOf(
        named('breadcrumbs', 'parmesan', 'cheddar', 'cheese', 'gruyere', 'crackers', 'mozzarella'),
      ),
      max: 2,
      scale: 0.7,
    },
    {
      id: 'herb',
      accepts: anyOf(HERB, named('garlic', 'chilli flakes', 'paprika', 'smoked paprika')),
      max: 2,
    },
    fatRole(anyOf(OIL, named('butter'))),
    seasonRole(),
  ],
  fits: (a) => a.has('fish') && a.count('veg') + a.count('sauce') + a.count('topping') >= 1,
  signature: [
    [FISH, 2],
    [named('breadcrumbs', 'parmesan', 'cheddar', 'cream', 'tomatoes', 'cherry tomatoes'), 0.8],
  ],
  prior: 0.1,
  write(d) {
    const what = d.title(['fish', 'veg'], 2)
    const potatoes = d.where('veg', named('potatoes'))
    const steps = [
      sentence('Heat the oven to 200°C / 180°C fan / gas 6.', d.prep('chunks', 'veg', 'topping')),
      sentence(
        potatoes.length > 0
          ? `Slice ${d.names(potatoes)} thinly and roast in a baking dish with half ${d.the('fat')} for 20 minutes first.`
          : '',
        `Toss ${orElse(d.names(d.items('veg').filter((item) => !potatoes.includes(item))), 'the vegetables')} with ${potatoes.length > 0 ? 'the rest of the oil' : d.the('fat')}${d.has('herb') ? ` and ${d.the('herb')}` : ''} in ${potatoes.length > 0 ? 'the dish' : 'a baking dish'}; roast for 10 minutes.`,
      ),
      sentence(
        `Nestle ${d.the('fish')} among the vegetables and season with ${d.list('season')}.`,
        d.has('sauce') ? `Spoon over ${d.the('sauce')}.` : '',
        d.has('topping') ? `Scatter ${d.the('topping')} over the fish.` : '',
      ),
      sentence(
        `Bake for 12–15 minutes until the fish is ${doneness(d.items('fish'))}${d.has('topping') ? ' and the top is golden and crisp' : ''}. Serve from the dish.`,
      ),
    ]
    return {
      title: `Baked ${orElse(what, 'Fish')}`,
      description: d.pick([
        'Fish baked on a bed of vegetables — gentle, juicy and very little fuss.',
        'An easy oven dinner: the fish steams in the juices of the vegetables.',
      ]),
      minutes: potatoes.length > 0 ? 50 : 35,
      steps,
    }
  },
}

const pizza: DishFamily = {
  id: 'pizza',
  name: 'Flatbread pizza',
  course: 'main',
  roles: [
    {
      id: 'base',
      accepts: anyOf(
        tagged('pizza-base'),
        named('bread flour', 'self raising flour', 'plain flour'),
      ),
      max: 1,
      core: 'pitta',
    },
    {
      id: 'sauce',
      accepts: anyOf(
        named(
          'passata',
          'canned tomatoes',
          'tomato puree',
          'pesto',
          'bbq sauce',
          'cream cheese',
          'creme fraiche',
          'ketchup',
        ),
      ),
      max: 1,
      amount: '2 tbsp',
    },
    { id: 'cheese', accepts: CHEESE, max: 2, core: 'mozzarella', coreUnless: ['topping'] },
    {
      id: 'topping',
      accepts: anyOf(
        CURED,
        named(
          'cooked chicken',
          'mushrooms',
          'bell peppers',
          'red onion',
          'onion',
          'olives',
          'sweetcorn',
          'spinach',
          'tomatoes',
          'cherry tomatoes',
          'courgettes',
          'pineapple',
          'jalapenos',
          'rocket',
          'artichokes',
          'anchovies',
          'tuna',
          'prawns',
          'egg',
          'sausage',
          'aubergine',
          'chilli',
          'sun dried tomatoes',
          'capers',
          'butternut squash',
          'pears',
          'figs',
          'kale',
        ),
      ),
      max: 4,
      scale: 0.6,
    },
    {
      id: 'herb',
      accepts: named(
        'basil',
        'oregano',
        'chilli flakes',
        'mixed herbs',
        'rosemary',
        'garlic',
        'thyme',
      ),
      max: 2,
    },
    { id: 'rise', accepts: named('yeast', 'baking powder', 'yogurt'), max: 1, amount: '0.5 tsp' },
    fatRole(anyOf(OIL)),
    seasonRole(),
  ],
  fits: (a) =>
    (a.has('base') && (a.has('cheese') || a.has('sauce') || a.count('topping') >= 2)) ||
    (a.has('cheese') && a.has('sauce')) ||
    (a.has('cheese') && a.some(tagged('tomato')) && a.count('topping') >= 1),
  signature: [
    [named('mozzarella', 'passata', 'pizza base', 'salami', 'basil', 'oregano', 'tomato puree'), 1],
    [tagged('pizza-base'), 1.5],
  ],
  prior: 0.2,
  write(d) {
    const what = d.title(['topping', 'cheese'], 2)
    const base = d.items('base')[0]
    const isDough = base?.entry?.tags.has('flour') === true
    const steps: string[] = [
      sentence(
        'Heat the oven as hot as it goes (at least 220°C / 200°C fan / gas 7) with a baking sheet inside.',
      ),
    ]
    if (isDough) {
      steps.push(
        sentence(
          `Mix ${d.the('base')}${d.has('rise') ? ` with ${d.the('rise')}` : ''}, a pinch of salt, 1 tbsp oil and enough warm water (about 100 ml per 150 g flour) to make a soft dough.`,
          `Knead for 2 minutes, ${d.where('rise', named('yeast')).length > 0 ? 'cover and leave somewhere warm for 45 minutes, then' : ''} roll out thinly into rounds.`,
        ),
      )
    }
    steps.push(sentence(d.prep('thin', 'topping', 'cheese')))
    const sauce = d.has('sauce')
      ? d.the('sauce')
      : d.where('topping', tagged('tomato')).length > 0
        ? ''
        : ''
    steps.push(
      sentence(
        `Lay ${isDough ? 'the dough rounds' : d.the('base')} on a sheet of baking paper.`,
        sauce !== ''
          ? `Spread thinly with ${sauce}, leaving a narrow border.`
          : `Brush with a little of ${d.the('fat')}.`,
        `Scatter over ${joinWords([d.the('topping'), d.the('cheese')].filter((part) => part !== '')) || 'the toppings'}${d.has('herb') ? `, then ${d.the('herb')}` : ''}, and season with ${d.list('season')}.`,
      ),
    )
    steps.push(
      sentence(
        `Slide onto the hot sheet and bake for ${isDough ? '10–12' : '8–10'} minutes until the edges are crisp and the ${d.has('cheese') ? 'cheese is bubbling' : 'toppings are sizzling'}.`,
        sauce !== ''
          ? `Drizzle with ${d.the('fat')}, cut into slices and eat hot.`
          : 'Cut into slices and eat hot.',
      ),
    )
    return {
      title: `${orElse(what, 'Margherita')} ${isDough ? 'Pizza' : 'Flatbread Pizza'}`,
      description: d.pick([
        'Crisp, blistered and bubbling — pizza night without the wait.',
        'Quick pizzas on a crisp base, topped with what you have.',
      ]),
      minutes: isDough ? (d.where('rise', named('yeast')).length > 0 ? 75 : 35) : 20,
      steps,
    }
  },
}

const fritters: DishFamily = {
  id: 'fritters',
  name: 'Fritters',
  course: 'main',
  roles: [
    { id: 'veg', accepts: allOf(tagged('grate-veg'), not(named('onion'))), max: 3, scale: 0.8 },
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
        named('feta', 'parmesan', 'cheddar', 'halloumi', 'cheese', 'goats cheese', 'gruyere'),
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
}

// --- Baking and sweet things ----------------------------------------------------------------

const crumble: DishFamily = {
  id: 'crumble',
  name: 'Crumble',
  course: 'dessert',
  roles: [
    {
      id: 'fruit',
      accepts: anyOf(tagged('bake-fruit'), named('dried apricots', 'raisins', 'dates', 'oranges')),
      max: 3,
      scale: 1.4,
    },
    {
      id: 'flour',
      accepts: anyOf(named('plain flour', 'self raising flour', 'ground almonds')),
      max: 1,
      amount: '45 g',
      core: 'plain flour',
    },
    { id: 'oats', accepts: named('oats', 'granola'), max: 1, amount: '20 g' },
    {
      id: 'butter',
      accepts: named('butter', 'margarine', 'coconut oil'),
      max: 1,
      amount: '35 g',
      core: 'butter',
    },
    {
      id: 'sugar',
      accepts: anyOf(named('sugar', 'brown sugar', 'honey', 'maple syrup', 'golden syrup')),
      max: 2,
      amount: '1.5 tbsp',
      core: 'sugar',
    },
    { id: 'spice', accepts: anyOf(SWEET_SPICE, named('lemon', 'oranges', 'ginger')), max: 2 },
    { id: 'nuts', accepts: anyOf(NUTS, named('coconut')), max: 1 },
    {
      id: 'serve',
      accepts: named('cream', 'custard', 'ice cream', 'yogurt', 'creme fraiche'),
      max: 1,
    },
  ],
  fits: (a) => a.has('fruit') && !a.some(anyOf(MEAT, FISH, SEAFOOD, CURED)),
  signature: [
    [
      named(
        'apples',
        'rhubarb',
        'plums',
        'blackberries',
        'pears',
        'oats',
        'butter',
        'brown sugar',
        'cinnamon',
        'custard',
        'mixed berries',
      ),
      1,
    ],
    [tagged('bake-fruit'), 1],
  ],
  prior: 0.2,
  write(d) {
    const what = d.title(['fruit'], 2)
    return {
      title: `${orElse(what, 'Fruit')} Crumble`,
      description: d.pick([
        'Soft, jammy fruit under a buttery, golden crumble.',
        'The great British pudding: bubbling fruit and a crunchy top.',
      ]),
      minutes: 50,
      steps: [
        sentence('Heat the oven to 190°C / 170°C fan / gas 5.', d.prep('bake', 'fruit')),
        sentence(
          `Tip ${d.the('fruit')} into a baking dish, toss with a spoonful of ${d.list('sugar')}${d.has('spice') ? ` and ${d.the('spice')}` : ''} and a splash of water.`,
        ),
        sentence(
          `Rub ${d.the('butter')} into ${d.the('flour')} with your fingertips until it looks like rough breadcrumbs, then stir in the rest of the sweetener${d.has('oats') || d.has('nuts') ? ` and ${joinWords([d.the('oats'), d.the('nuts')].filter((part) => part !== ''))}` : ''}.`,
        ),
        sentence('Scatter the crumble evenly over the fruit without pressing it down.'),
        sentence(
          `Bake for 30–35 minutes until golden and bubbling at the edges. Leave for 5 minutes, then serve${d.has('serve') ? ` with ${d.the('serve')}` : ' warm'}.`,
        ),
      ],
    }
  },
}

const cake: DishFamily = {
  id: 'cake',
  name: 'Cake',
  course: 'baking',
  roles: [
    {
      id: 'flour',
      accepts: anyOf(named('self raising flour', 'plain flour', 'ground almonds', 'oats')),
      max: 2,
      amount: '75 g',
      core: 'self raising flour',
    },
    {
      id: 'sugar',
      accepts: named('sugar', 'brown sugar', 'honey', 'maple syrup', 'golden syrup'),
      max: 1,
      amount: '60 g',
      core: 'sugar',
    },
    { id: 'eggs', accepts: EGG, max: 1, amount: '1', core: 'egg' },
    {
      id: 'fat',
      accepts: named('butter', 'margarine', 'cooking oil', 'coconut oil', 'olive oil'),
      max: 1,
      amount: '60 g',
      core: 'butter',
    },
    {
      id: 'wet',
      accepts: anyOf(MILK, named('yogurt', 'sour cream', 'orange juice')),
      max: 1,
      amount: '2 tbsp',
    },
    {
      id: 'flavour',
      accepts: anyOf(
        SOFT_FRUIT,
        named('lemon', 'lime', 'oranges', 'carrots', 'courgettes', 'beetroot'),
        CHOCOLATE,
        DRIED_FRUIT,
        NUTS,
        named('coconut', 'peanut butter', 'jam', 'coffee', 'chocolate spread'),
      ),
      max: 3,
      scale: 1,
    },
    { id: 'spice', accepts: SWEET_SPICE, max: 2 },
    {
      id: 'rise',
      accepts: named('baking powder', 'bicarbonate of soda'),
      max: 1,
      amount: '0.25 tsp',
    },
    {
      id: 'icing',
      accepts: named('icing sugar', 'cream cheese', 'mascarpone', 'sprinkles'),
      max: 2,
    },
    { id: 'salt', accepts: named('salt'), max: 1, amountText: 'a pinch', pantry: ['salt'] },
  ],
  fits: (a) =>
    (a.has('flour') || a.count('eggs') + a.count('sugar') + a.count('fat') >= 2) &&
    !a.some(anyOf(MEAT, FISH, SEAFOOD, CURED, inCategory('allium'))),
  signature: [
    [
      named(
        'self raising flour',
        'plain flour',
        'butter',
        'sugar',
        'egg',
        'baking powder',
        'vanilla extract',
        'cocoa powder',
        'icing sugar',
      ),
      1,
    ],
    [named('bananas', 'carrots', 'lemon', 'dark chocolate', 'chocolate chips', 'blueberries'), 0.8],
  ],
  prior: 0.2,
  write(d) {
    const what = d.title(['flavour'], 2)
    const banana = d.where('flavour', named('bananas')).length > 0
    const kind = banana ? 'Loaf' : d.pick(['Muffins', 'Traybake', 'Loaf Cake'])
    const pieces =
      kind === 'Muffins'
        ? `${Math.max(4, d.servings * 3)} muffins`
        : kind === 'Traybake'
          ? `${Math.max(6, d.servings * 3)} squares`
          : 'a loaf'
    const tin =
      kind === 'Muffins'
        ? 'a muffin tin with paper cases'
        : kind === 'Traybake'
          ? 'a small square tin (about 20 cm) with baking paper'
          : 'a loaf tin (about 900 g / 2 lb) with baking paper'
    const steps = [
      sentence(
        `Heat the oven to 180°C / 160°C fan / gas 4 and line ${tin}.`,
        d.prep('bake', 'flavour'),
      ),
      sentence(
        d.where('fat', named('butter', 'margarine')).length > 0
          ? `Beat ${d.the('fat')} and ${d.the('sugar')} together until pale and fluffy, then beat in ${d.the('eggs')} one at a time.`
          : `Whisk ${d.the('fat')}, ${d.the('sugar')} and ${d.the('eggs')} together until smooth.`,
        d.has('wet') ? `Stir in ${d.the('wet')}.` : '',
      ),
      sentence(
        `Fold in ${d.the('flour')}${d.has('rise') ? `, ${d.the('rise')}` : ''}${d.has('spice') ? `, ${d.the('spice')}` : ''} and ${d.the('salt')} until just combined — stop as soon as there are no dry streaks.`,
        d.has('flavour') ? `Fold through ${d.the('flavour')}.` : '',
      ),
      sentence(
        `Spoon into the ${kind === 'Muffins' ? 'cases' : 'tin'} and bake for ${kind === 'Muffins' ? '20–22' : kind === 'Traybake' ? '25–30' : '45–55'} minutes, until risen and a skewer pushed into the middle comes out clean.`,
      ),
      sentence(
        'Cool in the tin for 10 minutes, then on a rack.',
        d.has('icing') ? `Finish with ${d.the('icing')} once completely cool.` : '',
      ),
    ]
    return {
      title: `${orElse(what, 'Vanilla')} ${kind}`,
      description: `${d.pick(['Easy, tender and very hard to stop at one slice.', 'A simple bake with a soft crumb — kitchen smells included.'])} Makes ${pieces}.`,
      minutes: kind === 'Muffins' ? 35 : kind === 'Traybake' ? 45 : 70,
      steps,
    }
  },
}

const rockyRoad: DishFamily = {
  id: 'rocky-road',
  name: 'Rocky road',
  course: 'dessert',
  roles: [
    {
      id: 'chocolate',
      accepts: anyOf(
        named(
          'dark chocolate',
          'milk chocolate',
          'white chocolate',
          'chocolate chips',
          'chocolate spread',
        ),
      ),
      max: 2,
      amount: '50 g',
      core: 'dark chocolate',
    },
    { id: 'butter', accepts: named('butter', 'margarine', 'coconut oil'), max: 1, amount: '20 g' },
    {
      id: 'syrup',
      accepts: named('golden syrup', 'honey', 'maple syrup', 'condensed milk', 'peanut butter'),
      max: 1,
      amount: '1 tbsp',
    },
    {
      id: 'mix',
      accepts: anyOf(
        named('biscuits', 'marshmallows', 'sweets', 'crisps', 'crackers', 'granola', 'cake'),
        NUTS,
        DRIED_FRUIT,
        named('coconut', 'cherries', 'cranberries', 'raisins'),
      ),
      max: 4,
      amount: '20 g',
    },
    { id: 'top', accepts: named('sprinkles', 'icing sugar', 'cocoa powder'), max: 1 },
    { id: 'salt', accepts: named('salt'), max: 1, amountText: 'a pinch', pantry: ['salt'] },
  ],
  fits: (a) => a.has('chocolate') || a.count('mix') >= 2,
  signature: [
    [inCategory('sweet-treat'), 1.5],
    [named('marshmallows', 'biscuits', 'golden syrup'), 1],
  ],
  prior: 0,
  write(d) {
    const what = d.title(['mix'], 2)
    return {
      title: what === '' ? 'Chocolate Bark' : `${what} Rocky Road`,
      description: d.pick([
        'No oven, no fuss: melted chocolate packed with crunchy, chewy bits.',
        'A fridge-set treat that turns odds and ends into something special.',
      ]),
      minutes: 15,
      steps: [
        sentence('Line a small tin or tray with baking paper.'),
        sentence(
          `Melt ${d.the('chocolate')}${d.has('butter') ? ` with ${d.the('butter')}` : ''}${d.has('syrup') ? ` and ${d.the('syrup')}` : ''} in a bowl set over a pan of barely simmering water (or in short bursts in the microwave), stirring until smooth. Stir in ${d.the('salt')}.`,
        ),
        sentence(
          d.has('mix')
            ? `Break ${d.the('mix')} into bite-sized pieces and stir into the chocolate until coated.`
            : 'Let the chocolate cool for a minute so it thickens slightly.',
        ),
        sentence(
          `Spread into the tin${d.has('top') ? `, scatter with ${d.the('top')}` : ''} and chill for at least 2 hours until firm, then cut into squares.`,
        ),
      ],
      tips: ['Chill for at least 2 hours before cutting.'],
    }
  },
}

const hotChocolate: DishFamily = {
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
}

const lemonade: DishFamily = {
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
          d.has('flavour') ? `Crush ${d.the('flavour')} lightly in a jug.` : '',
          `Add the juice, the syrup and the rest of ${d.the('water', 'fizz')}.`,
        ),
        sentence('Taste, add more juice or sweetness to balance, and serve over ice.'),
      ],
    }
  },
}

const dips: DishFamily = {
  id: 'dips',
  name: 'Dips and snacks',
  course: 'snack',
  roles: [
    { id: 'base', accepts: tagged('dip-base'), max: 2 },
    {
      id: 'flavour',
      accepts: anyOf(
        named(
          'garlic',
          'lemon',
          'lime',
          'tahini',
          'chilli',
          'spring onions',
          'red onion',
          'tomatoes',
          'cherry tomatoes',
          'cumin',
          'smoked paprika',
          'paprika',
          'chilli flakes',
          'sumac',
          'zaatar',
          'harissa',
          'lemon juice',
          'jalapenos',
          'cucumber',
          'olives',
          'pine nuts',
          'honey',
          'peas',
          'bell peppers',
          'walnuts',
          'sun dried tomatoes',
          'pesto',
          'hot sauce',
        ),
        FRESH_HERB,
      ),
      max: 4,
    },
    {
      id: 'dippers',
      accepts: anyOf(tagged('dipper'), named('naan', 'tortillas', 'radishes')),
      max: 3,
    },
    fatRole(anyOf(named('olive oil', 'cooking oil', 'sesame oil'))),
    seasonRole(),
  ],
  fits: (a) => a.has('base'),
  optionalExtras: [{ id: 'lemon', role: 'flavour', when: (a) => !a.has('flavour') }],
  signature: [
    [
      named(
        'chickpeas',
        'tahini',
        'avocado',
        'yogurt',
        'cucumber',
        'garlic',
        'lemon',
        'lime',
        'feta',
        'aubergine',
      ),
      1,
    ],
    [tagged('dipper'), 1],
  ],
  prior: 0,
  write(d) {
    const base = d.items('base')
    const first = base[0]?.entry?.id ?? ''
    const dipName: Record<string, string> = {
      chickpeas: 'Hummus',
      avocado: 'Guacamole',
      yogurt: d.where('flavour', named('cucumber')).length > 0 ? 'Tzatziki' : 'Garlic Yogurt Dip',
      aubergine: 'Smoky Aubergine Dip',
      feta: 'Whipped Feta',
      beetroot: 'Beetroot Dip',
      'black beans': 'Black Bean Dip',
      'cannellini beans': 'White Bean Dip',
      'butter beans': 'Butter Bean Dip',
      'cream cheese': 'Herby Cream Cheese Dip',
    }
    const name = dipName[first] ?? `${d.title(['base'], 1)} Dip`
    const needsCooking = base.some(
      (item) => item.entry?.id === 'aubergine' || item.entry?.id === 'beetroot',
    )
    const dippers = d.has('dippers') ? d.title(['dippers'], 2) : ''
    return {
      title: dippers === '' ? name : `${name} with ${dippers}`,
      description: d.pick([
        'A bowl of something good to dip into — snack, starter or lunch.',
        'Five-minute dip, far better than shop-bought.',
      ]),
      minutes: needsCooking ? 45 : 10,
      steps: [
        sentence(
          needsCooking
            ? `Roast ${d.names(base.filter((item) => item.entry?.id === 'aubergine' || item.entry?.id === 'beetroot'))} whole at 220°C / 200°C fan for 35–40 minutes until collapsing and soft, then scoop out the flesh.`
            : '',
          d.prep('small', 'flavour'),
        ),
        sentence(
          first === 'avocado'
            ? `Mash ${d.the('base')} with a fork, leaving it a little chunky, then stir in ${orElse(d.the('flavour'), 'a squeeze of lemon')}.`
            : `Blend or mash ${d.the('base')} with ${orElse(d.the('flavour'), 'a squeeze of lemon')}${first === 'chickpeas' ? ' and 2–3 tbsp cold water until very smooth and fluffy' : ' until smooth'}.`,
        ),
        sentence(
          `Season with ${d.list('season')}, spoon into a bowl, swirl the top and drizzle with ${d.the('fat')}.`,
        ),
        sentence(
          d.has('dippers')
            ? `Serve with ${d.the('dippers')} for dipping${d.where('dippers', anyOf(VEG, named('radishes'))).length > 0 ? ' (cut the vegetables into sticks)' : ''}.`
            : 'Serve with crackers, bread or vegetable sticks.',
        ),
      ],
    }
  },
}

const spicedChickpeas: DishFamily = {
  id: 'spiced-chickpeas',
  name: 'Crispy spiced chickpeas',
  course: 'snack',
  roles: [
    {
      id: 'base',
      accepts: named(
        'chickpeas',
        'butter beans',
        'mixed nuts',
        'almonds',
        'cashews',
        'peanuts',
        'edamame',
        'pumpkin seeds',
        'cannellini beans',
      ),
      max: 1,
      core: 'chickpeas',
    },
    { id: 'spice', accepts: allOf(inCategory('spice'), not(tagged('pantry'))), max: 4 },
    { id: 'herb', accepts: allOf(HERB, tagged('hardy-herb')), max: 2 },
    {
      id: 'finish',
      accepts: named('lemon', 'lime', 'honey', 'maple syrup', 'parmesan', 'sugar'),
      max: 1,
    },
    fatRole(anyOf(OIL)),
    seasonRole(),
  ],
  fits: (a) => a.has('spice') || (a.has('base') && a.has('herb')),
  signature: [[inCategory('spice'), 1]],
  prior: -0.5,
  write(d) {
    const spice = d.title(['spice', 'herb'], 2)
    const base = d.items('base')[0]
    const isTinned = base?.entry?.category === 'legume'
    return {
      title: `Crispy ${orElse(spice, 'Spiced')} ${isTinned ? d.title(['base'], 1) || 'Chickpeas' : 'Nuts'}`,
      description: 'A crunchy, moreish snack that makes the most of the spice rack.',
      minutes: isTinned ? 40 : 15,
      steps: [
        sentence(
          'Heat the oven to 200°C / 180°C fan / gas 6.',
          isTinned
            ? `Drain and rinse ${d.the('base')}, then dry them really well on a clean tea towel (rub off any loose skins).`
            : '',
        ),
        sentence(
          `Spread out on a baking tray and toss with ${d.the('fat')}, ${d.the('spice')}${d.has('herb') ? `, ${d.the('herb')}` : ''}; season with ${d.list('season')}.`,
        ),
        sentence(
          `Roast for ${isTinned ? '25–30' : '8–10'} minutes, shaking the tray halfway, until ${isTinned ? 'crisp and rattling' : 'toasted and fragrant'}.`,
        ),
        sentence(
          d.has('finish') ? `Toss with ${d.the('finish')} while hot.` : '',
          'Cool for a few minutes so they crisp up further, then snack away.',
        ),
      ],
    }
  },
}

/** Every dish the offline chef can write, most everyday first (the order breaks ties). */
export const DISH_FAMILIES: readonly DishFamily[] = [
  stirFry,
  pasta,
  curry,
  trayBake,
  omelette,
  fish,
  soup,
  salad,
  friedRice,
  risotto,
  stew,
  chilli,
  tacos,
  shakshuka,
  frittata,
  toastie,
  grainBowl,
  noodleSoup,
  pizza,
  fishBake,
  hash,
  pancakes,
  frenchToast,
  porridge,
  yogurtBowl,
  smoothie,
  crumble,
  cake,
  fritters,
  dips,
  rockyRoad,
  hotChocolate,
  lemonade,
  spicedChickpeas,
]
