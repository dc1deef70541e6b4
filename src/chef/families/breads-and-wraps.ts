import { defineFamily } from './dish-types.ts'
import { allOf, anyOf, inCategory, named, not, tagged } from './dish-types.ts'
import { joinWords } from '../text/markdown-text.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import {
  MEAT,
  FISH,
  SEAFOOD,
  CURED,
  EGG,
  CHEESE,
  MELTING,
  OIL,
  ACID,
  BEANS,
} from './ingredient-predicates.ts'
import {
  doneness,
  leafy,
  joinParts,
  only,
  orElse,
  quickAromatics,
  sentence,
  the,
} from './method-phrases.ts'

// Dishes built on bread: tacos, a toastie and pizza.

/** Items only a Mexican-minded list holds (unlike chilli, lime, cumin or coriander). */
const MEXICAN_SIGNATURE = named(
  'salsa',
  'green salsa',
  'guacamole',
  'refried beans',
  'jalapenos',
  'fajita seasoning',
  'chilli powder',
  'enchilada sauce',
  'mole sauce',
  'chipotles in adobo',
  'queso fresco',
  'tortilla chips',
  'tomatillos',
  'nopales',
  'achiote',
  'adobo seasoning',
  'tajin',
  'hominy',
  'tostadas',
  'masa harina',
)

export const tacos = defineFamily({
  id: 'tacos',
  name: 'Tacos',
  course: 'main',
  roles: [
    { id: 'wrap', accepts: tagged('wrap'), max: 1, core: 'tortillas', leads: true },
    {
      id: 'filling',
      // Not bone-in pieces, which are not cut into strips for a tortilla.
      accepts: allOf(
        anyOf(
          MEAT,
          FISH,
          SEAFOOD,
          BEANS,
          named('tofu', 'halloumi', 'paneer', 'quorn', 'egg', 'chorizo', 'refried beans'),
        ),
        not(named('chicken wing', 'chicken drumstick', 'pork ribs', 'lamb shank', 'oxtail')),
      ),
      max: 2,
      fried: true,
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
      least: '150 g',
    },
    {
      id: 'spice',
      accepts: anyOf(
        allOf(inCategory('spice'), tagged('mexican')),
        named('spice blend', 'garlic powder', 'oregano', 'chipotles in adobo'),
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
          'green salsa',
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
          // a chickpea or falafel pitta is dressed with tahini
          'tahini',
          'mint',
          'sweet chilli sauce',
        ),
      ),
      max: 4,
    },
    fatRole(anyOf(OIL)),
    seasonRole(),
  ],
  // Without tortillas on the list, only a list that is plainly Mexican asks for tacos: chilli,
  // lime, cumin or coriander are in every kitchen's cooking, and a cook shown pork ribs, radish
  // and chilli does not reach for tortillas ("Pork Rib & Radish Tacos" was a cook's laugh).
  fits: (a) =>
    (a.has('wrap') && a.count('filling') + a.count('veg') >= 1) ||
    (a.has('filling') &&
      (a.some(MEXICAN_SIGNATURE) || (a.some(tagged('mexican')) && a.count('topping') >= 2))),
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
    // Garlic, chilli and leaves want a minute; a courgette or a pepper wants frying.
    const quick = quickAromatics(
      d
        .items('veg')
        .filter(
          (item) =>
            !fresh.includes(item) &&
            (item.entry?.category === 'allium' ||
              item.entry?.category === 'leafy-veg' ||
              item.entry?.id === 'chilli'),
        ),
    )
    const cookVeg = d.items('veg').filter((item) => !fresh.includes(item) && !quick.includes(item))
    const eggs = only(raw, (entry) => entry.id === 'egg')
    // Only beans are squashed into a filling (a cook's read found it said of leftover chicken).
    const beans = only(cooked, (entry) => entry.category === 'legume')
    const rawMeat = raw.filter((item) => !eggs.includes(item))
    const steps = [sentence(d.prep('thin', 'filling', 'veg'))]
    const meatStep =
      rawMeat.length > 0
        ? `Add ${d.names(rawMeat)}${d.has('spice') ? ` with ${d.the('spice')}` : ''} and cook until ${doneness(rawMeat)}.`
        : ''
    const vegStep =
      cookVeg.length > 0
        ? `Add ${d.names(cookVeg)} and fry for 5 minutes until softened and charred in places.`
        : ''
    // Fish and prawns cook in minutes and break up in a pan of frying vegetables: they go in last.
    const delicate = rawMeat.some(
      (item) => item.entry?.category === 'fish' || item.entry?.category === 'seafood',
    )
    steps.push(
      sentence(
        `Heat ${d.the('fat')} in a large frying pan over a high heat.`,
        ...(delicate ? [vegStep, meatStep] : [meatStep, vegStep]),
        quick.length > 0
          ? rawMeat.length + cookVeg.length > 0
            ? `Stir in ${the(quick)} for the last minute.`
            : `Stir in ${the(quick)} for a minute${leafy(quick).length > 0 ? ', until the leaves wilt' : ''}.`
          : '',
        eggs.length > 0
          ? `Beat ${the(eggs)}, pour into the pan and scramble gently until just set.`
          : '',
        cooked.length > 0
          ? `Stir in ${d.names(cooked)}${raw.length === 0 && d.has('spice') ? ` with ${d.the('spice')}` : ''} with a splash of water and heat through${beans.length > 0 ? `, squashing a few of ${the(beans)}` : ''}.`
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
      // "Spiced" only when a spice is in it.
      description: d.pick([
        'Build-your-own, messy and bright — everyone fills their own.',
        d.has('spice')
          ? 'Hot, spiced filling with cool, fresh toppings.'
          : 'Hot filling with cool, fresh toppings.',
      ]),
      minutes: 25,
      steps,
    }
  },
})

export const toastie = defineFamily({
  id: 'toastie',
  name: 'Toastie',
  course: 'snack',
  roles: [
    {
      id: 'bread',
      accepts: anyOf(tagged('sliced-bread'), named('tortillas', 'pitta', 'naan')),
      max: 1,
      core: 'bread',
      leads: true,
    },
    { id: 'cheese', accepts: CHEESE, max: 2, scale: 1 },
    {
      // Not raw eggs: eggs and bread with cheese are an omelette or scrambled eggs on toast.
      id: 'filling',
      accepts: anyOf(
        CURED,
        named(
          'cooked chicken',
          'tuna',
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
        'green salsa',
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
    [
      named('bread', 'sourdough', 'ham', 'cheddar', 'cheese', 'mustard', 'gruyere', 'emmental'),
      0.8,
    ],
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
          raw.length > 0 ? `Fry ${d.names(raw)} in a dry frying pan until ${doneness(raw)}.` : '',
          eggs.length > 0 ? `Fry or scramble ${d.names(eggs)} until just set.` : '',
        ),
      )
    }
    const bread = d.items('bread')[0]
    const piece =
      bread?.entry?.tags.has('sliced-bread') === true
        ? `slice of ${bread.mention}`
        : `piece of ${bread?.mention ?? 'bread'}`
    const spread = d.where('fat', named('butter', 'margarine', 'mayonnaise')).length > 0
    steps.push(
      sentence(
        `${spread ? 'Spread' : 'Brush'} the outside of each ${piece} with ${d.the('fat')}.`,
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
        // Only butter makes the bread buttery and only cheese makes the middle molten.
        `Crisp, ${d.where('fat', named('butter')).length > 0 ? 'buttery' : 'golden'} bread and ${hasCheese ? 'a molten middle' : 'a hot filling'} — ten minutes from fridge to plate.`,
        `The ultimate quick lunch: golden, crunchy${hasCheese ? ' and oozing' : ' and hot through'}.`,
      ]),
      minutes: 10,
      steps,
    }
  },
})

export const pizza = defineFamily({
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
      leads: true,
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
  // Bread with toppings and neither cheese nor anything tomato is not a pizza (a cook's read found
  // tuna and an egg on a bare baguette, and salt beef and scotch bonnet on a flour dough).
  fits: (a) =>
    (a.has('base') &&
      (a.has('cheese') ||
        a.has('sauce') ||
        (a.count('topping') >= 2 && a.some(tagged('tomato'))))) ||
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
          `Knead for 2 minutes, ${d.where('rise', named('yeast')).length > 0 ? 'cover and leave somewhere warm for 45 minutes,' : ''} then roll out thinly into rounds.`,
        ),
      )
    }
    steps.push(sentence(d.prep('thin', 'topping', 'cheese')))
    // Raw sausage does not cook through in a pizza's 8–12 minutes: it is fried first (a cook's
    // read found raw pork rounds baked on a flatbread).
    const sausages = d.where('topping', named('sausage'))
    if (sausages.length > 0) {
      steps.push(
        sentence(
          `Fry ${d.names(sausages)} in a dry frying pan for 5–6 minutes, turning, until ${doneness(sausages)}.`,
        ),
      )
    }
    const leaves = d.where('topping', named('rocket'))
    // Raw eggs cannot be scattered: each is cracked into a hollow once the base has crisped.
    const eggs = d.where('topping', named('egg'))
    const baked = d
      .items('topping')
      .filter((item) => !leaves.includes(item) && !eggs.includes(item))
    // A loaf (a baguette, crusty bread, a bagel) is split and topped on its cut sides, as for a
    // French bread pizza, never topped whole.
    const loaf = base?.entry !== undefined && ['baguette', 'bagel'].includes(base.entry.id)
    const sauce = d.has('sauce')
      ? d.the('sauce')
      : d.where('topping', tagged('tomato')).length > 0
        ? ''
        : ''
    steps.push(
      sentence(
        loaf
          ? `Split ${d.the('base')} in half ${base?.entry?.id === 'baguette' ? 'lengthwise' : 'across'} and lay the halves cut side up on a sheet of baking paper.`
          : `Lay ${isDough ? 'the dough rounds' : d.the('base')} on a sheet of baking paper.`,
        sauce !== ''
          ? `Spread thinly with ${sauce}, leaving a narrow border.`
          : `Brush with a little of ${d.the('fat')}.`,
        `Scatter over ${joinParts(the(baked), d.the('cheese')) || 'the toppings'}${d.has('herb') ? `, then ${d.the('herb')}` : ''}, and season with ${d.list('season')}.`,
      ),
    )
    steps.push(
      sentence(
        eggs.length > 0
          ? loaf || isDough
            ? `Slide onto the hot sheet and bake for ${isDough ? '6' : '4'} minutes, then press a hollow into the middle of each ${loaf ? 'half' : 'one'} with the back of a spoon, crack in ${the(eggs)}, sharing them out, and bake for 5–6 minutes more, until the whites are set and the edges are crisp.`
            : // A whole egg runs off a flat tortilla or pitta, and there may be fewer eggs than
              // bases: a cook's read found 2 eggs "one to each" of 4 tortillas.
              `Slide onto the hot sheet and bake for 4 minutes. Beat ${the(eggs)} with a pinch of salt and spoon the beaten egg over the middle of each, inside the toppings, and bake for 4–5 minutes more, until the egg is set and the edges are crisp.`
          : `Slide onto the hot sheet and bake for ${isDough ? '10–12' : '8–10'} minutes until the edges are crisp and the ${d.has('cheese') ? 'cheese is bubbling' : 'toppings are sizzling'}.`,
        leaves.length > 0 ? `Pile ${the(leaves)} on top.` : '',
        sauce !== ''
          ? `Drizzle with ${d.the('fat')}, cut into slices and eat hot.`
          : 'Cut into slices and eat hot.',
      ),
    )
    return {
      title: `${orElse(what, 'Margherita')} ${isDough ? 'Pizza' : loaf ? (base?.entry?.id === 'baguette' ? 'French Bread Pizza' : 'Bagel Pizza') : 'Flatbread Pizza'}`,
      description: d.pick([
        'Crisp, blistered and bubbling — pizza night without the wait.',
        'Quick pizzas on a crisp base, topped with what you have.',
      ]),
      minutes:
        (isDough ? (d.where('rise', named('yeast')).length > 0 ? 75 : 35) : 20) +
        (sausages.length > 0 ? 5 : 0) +
        (eggs.length > 0 ? 5 : 0),
      steps,
    }
  },
})
