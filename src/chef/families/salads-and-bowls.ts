import { defineFamily } from './dish-types.ts'
import { allOf, anyOf, inCategory, named, not, tagged } from './dish-types.ts'
import { joinWords } from '../text/markdown-text.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import {
  MAIN_VEG,
  CHEESE,
  FRESH_HERB,
  OIL,
  NUTS,
  ACID,
  DRIED_FRUIT,
  BEANS,
} from './ingredient-predicates.ts'
import {
  doneness,
  joinParts,
  only,
  orElse,
  sentence,
  simmerRice,
  the,
  withJuice,
} from './method-phrases.ts'

// Salads and grain bowls.

/** A vegetable a salad can be made of, not only seasoned with (an onion is the seasoning). */
const SALAD_BASE_VEG = allOf(tagged('salad-veg'), not(inCategory('allium')))

export const salad = defineFamily({
  id: 'salad',
  name: 'Salad',
  course: 'salad',
  roles: [
    {
      id: 'leaves',
      accepts: anyOf(tagged('leaf-salad'), named('spinach', 'kale', 'cabbage')),
      max: 2,
      raw: true,
    },
    {
      id: 'veg',
      accepts: allOf(tagged('salad-veg'), not(tagged('leaf-salad'))),
      max: 5,
      raw: true,
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
          'boiled eggs',
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
      raw: true,
      scale: 0.6,
    },
    {
      // Boiled, then cooled: a niçoise's potatoes and beans.
      id: 'boil',
      accepts: named('potatoes', 'green beans', 'asparagus', 'broad beans'),
      max: 2,
      scale: 0.6,
    },
    {
      id: 'grain',
      accepts: named(
        'quinoa',
        'couscous',
        'bulgur wheat',
        'freekeh',
        'cooked rice',
        'orzo',
        'pearl barley',
      ),
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
  // A salad stands on leaves, a vegetable, beans or a grain: spring onions or a red onion alone
  // are its seasoning, not a salad (a cook's read found "three raw spring onions" one).
  fits: (a) =>
    a.count('leaves') + a.count('veg') >= 1 &&
    (a.has('leaves') || a.some(SALAD_BASE_VEG) || a.some(BEANS) || a.has('grain')) &&
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
    const eggs = only(toCook, (entry) => entry.id === 'egg')
    // Breasts, thighs and steaks cook whole and are sliced; prawns and halloumi just fry.
    const whole = only(
      toCook,
      (entry) =>
        (entry.category === 'poultry' || entry.category === 'meat') &&
        (entry.tags.has('fillet') || ['steak', 'chicken thigh', 'chicken'].includes(entry.id)),
    )
    const pan = toCook.filter((item) => !eggs.includes(item) && !whole.includes(item))
    const boiled = d.items('boil')
    const potatoes = d.where('boil', named('potatoes'))
    const greenBoiled = boiled.filter((item) => !potatoes.includes(item))
    // Beans drink the dressing: tossed in it, never set on top of the leaves dry.
    const beans = d.where('protein', BEANS)
    const topped = protein.filter((item) => !beans.includes(item))
    const dressingBits = d.where('dressing', named('olives', 'capers'))
    const dressing = d.items('dressing').filter((item) => !dressingBits.includes(item))
    const quickPan = only(pan, (entry) => entry.category === 'seafood')
    const slowPan = pan.filter((item) => !quickPan.includes(item))
    const steps: string[] = []
    if (toCook.length > 0 || d.has('grain') || boiled.length > 0) {
      steps.push(
        sentence(
          eggs.length > 0
            ? `Boil ${the(eggs)} for 8 minutes, then cool in cold water, peel and quarter.`
            : '',
          // Cut and trimmed before they boil; the times only for what is in the pan.
          potatoes.length > 0 ? `Cut ${the(potatoes)} into bite-sized chunks.` : '',
          greenBoiled.length > 0 ? `Trim ${the(greenBoiled)}.` : '',
          boiled.length === 0
            ? ''
            : potatoes.length > 0 && greenBoiled.length > 0
              ? `Boil ${the(potatoes)} in salted water for about 12 minutes, with ${the(greenBoiled)} in the pan for the last 3–4, until just tender, then drain and cool.`
              : `Boil ${the(boiled)} in salted water for ${potatoes.length > 0 ? 'about 12' : '3–4'} minutes, until just tender, then drain and cool.`,
          whole.length > 0
            ? `Season ${the(whole)} and cook in a hot pan with a little oil for 5–6 minutes a side until ${doneness(whole)}; rest for 5 minutes, then slice.`
            : '',
          slowPan.length > 0
            ? `Fry ${the(slowPan)} in a hot pan with a little oil for 3–4 minutes a side until ${doneness(slowPan)}.`
            : '',
          // Prawns and scallops turn to rubber in a steak's 3–4 minutes a side.
          quickPan.length > 0
            ? `Fry ${the(quickPan)} in a hot pan with a little oil for about 2 minutes a side until ${doneness(quickPan)}.`
            : '',
          d.has('grain')
            ? d.where('grain', tagged('cooked')).length > 0
              ? `Break up ${d.the('grain')} with a fork.`
              : `Cook ${d.the('grain')} as the packet says and leave to cool a little.`
            : '',
        ),
      )
    }
    steps.push(sentence(d.prep('salad', 'leaves', 'veg', 'fruit', 'cheese')))
    steps.push(
      sentence(
        `Whisk a dressing in the bottom of your salad bowl: ${joinParts(d.the('fat'), withJuice(dressing))} with ${d.list('season')}. ${d.where('dressing', ACID).length > 0 ? 'Taste — it should be bright and a little sharp.' : 'Taste, and season more if it needs it.'}`,
      ),
    )
    steps.push(
      sentence(
        `Add ${joinParts(the([...d.items('leaves'), ...d.items('veg'), ...boiled]), the(beans), d.the('grain'), d.the('fruit'), the(dressingBits))} and toss gently with your hands so everything is glossy.`,
      ),
    )
    const top = joinParts(the(topped), d.the('cheese'), d.the('crunch'), d.the('herb'))
    steps.push(
      sentence(
        top !== ''
          ? `Pile onto plates and top with ${top}.`
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
})

/** Vegetables a grain bowl blanches: frozen peas and corn, broad beans and edamame. */
const BOILED_FOR_BOWL = ['peas', 'sweetcorn', 'edamame', 'broad beans', 'mixed vegetables']

export const grainBowl = defineFamily({
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
          'freekeh',
          'brown rice',
          'pearl barley',
          'buckwheat',
          'rice',
          'basmati rice',
          'jasmine rice',
          'short grain rice',
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
      // A bowl's vegetables are roasted, blanched, or eaten raw as salad: a cook's read found
      // cold leftover mash and raw bitter gourd "arranged in little heaps".
      accepts: allOf(
        MAIN_VEG,
        anyOf(
          tagged('roast-veg', 'salad-veg'),
          inCategory('brassica', 'mushroom'),
          named(...BOILED_FOR_BOWL, 'spinach', 'kale', 'rocket', 'watercress'),
        ),
        not(named('potatoes', 'lettuce', 'salad leaves', 'water chestnuts', 'okra')),
      ),
      max: 4,
      scale: 0.7,
      least: '150 g',
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
        'chilli oil',
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
    [named('quinoa', 'couscous', 'bulgur wheat', 'freekeh', 'brown rice', 'pearl barley'), 2.5],
    [named('tahini', 'hummus', 'avocado', 'chickpeas', 'sweet potato', 'feta', 'halloumi'), 0.6],
  ],
  prior: 0,
  write(d) {
    const what = d.title(['protein', 'veg'], 2)
    const roast = d.where('veg', anyOf(tagged('roast-veg'), inCategory('brassica', 'mushroom')))
    // Frozen peas and sweetcorn are not eaten straight from the bag (listeria), nor broad beans
    // and edamame raw: a few minutes in boiling water.
    const boil = d.where('veg', named(...BOILED_FOR_BOWL)).filter((item) => !roast.includes(item))
    const fresh = d.items('veg').filter((item) => !roast.includes(item) && !boil.includes(item))
    const protein = d.items('protein')
    const cookProtein = protein.filter(
      (item) =>
        item.entry !== undefined &&
        !item.entry.tags.has('cooked') &&
        !item.entry.tags.has('tinned') &&
        // Tempeh is a legume that is always cooked: fried until golden, never eaten from the pack.
        (item.entry.category !== 'legume' || item.entry.id === 'tempeh') &&
        item.entry.id !== 'feta',
    )
    const readyProtein = protein.filter((item) => !cookProtein.includes(item))
    const steps = [
      // The oven heats while the knife work and the grain get going, not after.
      roast.length > 0 ? 'Heat the oven to 200°C / 180°C fan.' : '',
      sentence(d.prep('chunks', 'veg', 'protein')),
      sentence(
        d.where('grain', tagged('cooked')).length > 0
          ? `Warm ${d.the('grain')} until piping hot, fluff with a fork and season with ${d.list('season')}.`
          : d.where('grain', named('couscous')).length > 0
            ? `Cover ${d.the('grain')} with boiling water, put a plate on top for 5 minutes, then fluff with a fork and season with ${d.list('season')}.`
            : d.where('grain', inCategory('rice')).length > 0
              ? `${simmerRice(d.items('grain'))}, then fluff with a fork and season with ${d.list('season')}.`
              : `Cook ${d.the('grain')} as the packet says, then fluff with a fork and season with ${d.list('season')}.`,
      ),
    ]
    if (roast.length > 0)
      steps.push(
        sentence(
          `Meanwhile toss ${d.names(roast)} with ${d.the('fat')} and roast for 20–25 minutes until ${
            // Tomatoes soften and blister; they never turn golden.
            roast.every((item) => item.entry?.tags.has('tomato') === true)
              ? 'soft and blistered'
              : 'golden'
          }.`,
        ),
      )
    if (boil.length > 0)
      steps.push(
        sentence(
          `Cook ${d.names(boil)} in boiling salted water for 3–4 minutes until tender, then drain.`,
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
    // Raw cumin tastes dusty on top of a bowl: a minute in a dry pan wakes it up.
    const toast = d.where('extra', named('cumin'))
    if (toast.length > 0)
      steps.push(sentence(`Toast ${d.names(toast)} in a dry pan for a minute, until fragrant.`))
    steps.push(
      sentence(
        d.has('sauce')
          ? `Whisk ${withJuice(d.items('sauce'))} with a splash of water and a little oil to make a drizzly dressing.`
          : 'Whisk a little oil with salt and pepper for a simple dressing.',
      ),
    )
    steps.push(
      sentence(
        'Divide the grain between bowls and arrange',
        joinWords(
          [
            d.names(fresh),
            d.names(boil),
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
})
