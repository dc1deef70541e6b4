import type { DishFamily } from './dish-types.ts'
import { allOf, anyOf, inCategory, named, not, tagged } from './dish-types.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import { QUICK_MEAT, SEAFOOD, CURED, EGG, OIL, ASIAN_SAUCE } from './ingredient-predicates.ts'
import { doneness, hasRaw, sentence, orElse } from './method-phrases.ts'

// Quick wok dishes: a stir-fry and fried rice.

export const stirFry: DishFamily = {
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

export const friedRice: DishFamily = {
  id: 'fried-rice',
  name: 'Fried rice',
  course: 'main',
  roles: [
    {
      id: 'rice',
      accepts: allOf(inCategory('rice'), not(named('pudding rice'))),
      max: 1,
      scale: 1,
      leads: true,
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
