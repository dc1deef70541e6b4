import { defineFamily } from './dish-types.ts'
import { allOf, anyOf, inCategory, named, not, tagged } from './dish-types.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import {
  QUICK_MEAT,
  SEAFOOD,
  CURED,
  EGG,
  OIL,
  ASIAN_SAUCE,
  SWEETENER,
} from './ingredient-predicates.ts'
import {
  citrus,
  doneness,
  hasRaw,
  joinParts,
  juiceOf,
  leafy,
  only,
  orElse,
  quickAromatics,
  reheatRice,
  sentence,
  slowAromatics,
  simmerRice,
  the,
} from './method-phrases.ts'

// Quick wok dishes: a stir-fry and fried rice.

export const stirFry = defineFamily({
  id: 'stir-fry',
  name: 'Stir-fry',
  course: 'main',
  roles: [
    {
      id: 'protein',
      // Not bone-in pieces: nobody cuts chicken wings "into thin strips" for a wok.
      accepts: allOf(
        anyOf(
          QUICK_MEAT,
          SEAFOOD,
          named('tofu', 'tofu puffs', 'tempeh', 'quorn', 'paneer', 'salmon', 'cashews'),
        ),
        not(named('chicken wing', 'chicken drumstick', 'pork ribs')),
      ),
      max: 2,
      scale: 0.9,
      fried: true,
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
      least: '150 g',
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
    // Sugar and honey balance a sauce, a spoon's worth at most: never three times the fish sauce.
    { id: 'sauce', accepts: ASIAN_SAUCE, max: 3, core: 'soy sauce', scales: [[SWEETENER, 0.4]] },
    // Star anise is a whole pod for a braise or a broth: it does not stir into a wok's sauce.
    {
      id: 'spice',
      accepts: allOf(inCategory('spice'), tagged('asian'), not(named('star anise'))),
      max: 1,
    },
    {
      id: 'base',
      // Arborio or bomba boiled and drained is a plain rice to serve a stir-fry over (simmerRice
      // gives it its own minutes): a cook's read found the visitor's arborio "not used" and rice
      // bought. Pudding rice boils to a mush, and a meal of it is a dessert.
      accepts: allOf(inCategory('rice', 'noodles'), not(named('pudding rice'))),
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
    // Toasted sesame oil burns in a hot wok: it is a seasoning, stirred in off the heat.
    fatRole(allOf(OIL, not(tagged('finishing-oil')))),
    { id: 'finish', accepts: named('sesame oil'), max: 1, amount: '1 tsp' },
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
    const isCookedRice = base?.entry?.tags.has('cooked') === true
    const protein = d.items('protein')
    const nuts = only(protein, (entry) => entry.category === 'nut-seed')
    const fish = only(protein, (entry) => entry.category === 'fish')
    const seafood = only(protein, (entry) => entry.category === 'seafood')
    const fried = protein.filter(
      (item) => !nuts.includes(item) && !fish.includes(item) && !seafood.includes(item),
    )
    const sauceCitrus = citrus(d.items('sauce'))
    const sauce = d.items('sauce').filter((item) => !sauceCitrus.includes(item))
    const aromatics = d.items('aromatic')
    const slow = slowAromatics(aromatics)
    const quick = quickAromatics(aromatics)
    const steps: string[] = []
    steps.push(sentence(d.prep('thin', 'protein', 'veg', 'aromatic')))
    if (base !== undefined) {
      steps.push(
        isNoodles
          ? sentence(
              `Cook ${d.the('base')} as the packet says, drain and toss with a few drops of ${d.list('fat')} so they don't stick.`,
            )
          : isCookedRice
            ? sentence(`Break up ${d.the('base')} with your fingers so there are no clumps.`)
            : sentence(
                `First ${simmerRice(d.items('base'))}, and keep it covered: it's ready when the stir-fry is.`,
              ),
      )
    }
    if (sauce.length > 0 || d.has('spice')) {
      steps.push(
        sentence(
          `Mix ${the(sauce)}${d.has('spice') ? `${sauce.length > 0 ? ' and' : ''} ${d.the('spice')}` : ''} with 2 tbsp water in a cup — that's your sauce.`,
        ),
      )
    }
    const firstPan = `Heat ${d.the('fat')} in a wok or your largest frying pan until shimmering.`
    const cooked: string[] = []
    if (nuts.length > 0) {
      cooked.push(
        `Toss ${the(nuts)} in the pan for 1–2 minutes until toasted, then tip onto a plate.`,
      )
    }
    if (fried.length > 0) {
      cooked.push(
        `Stir-fry ${the(fried)} for ${hasRaw(fried) ? `4–5 minutes until ${doneness(fried)}` : '2 minutes to heat through'}, then lift out onto a plate.`,
      )
    }
    if (seafood.length > 0) {
      cooked.push(
        `Stir-fry ${the(seafood)} for 2–3 minutes until ${doneness(seafood)}, then lift out onto the plate.`,
      )
    }
    if (fish.length > 0) {
      cooked.push(
        `Fry ${the(fish)} for 3–4 minutes, turning gently once, until ${doneness(fish)}, then lift out onto the plate.`,
      )
    }
    steps.push(sentence(firstPan, ...cooked))
    if (d.has('egg')) {
      steps.push(
        sentence(
          `Crack in ${d.the('egg')}, scramble for 30 seconds until just set, then lift onto ${cooked.length > 0 ? 'the' : 'a'} plate.`,
        ),
      )
    }
    const held = cooked.length > 0 || d.has('egg')
    // With no vegetables there is nothing to add after the aromatics (it said "then add the
    // vegetables" to a list without any).
    const hasVeg = d.has('veg')
    steps.push(
      sentence(
        slow.length > 0
          ? `Stir-fry ${the(slow)} for 2–3 minutes until starting to soften${quick.length > 0 ? `, add ${the(quick)} for 30 seconds until fragrant` : ''}${hasVeg ? ', then add' : '.'}`
          : quick.length > 0
            ? `Toss ${the(quick)} in the hot pan for 30 seconds until fragrant${hasVeg ? ', then add' : '.'}`
            : hasVeg
              ? 'Add'
              : '',
        hasVeg
          ? d.items('veg').some((item) => item.entry?.id === 'aubergine')
            ? // Aubergine is never eaten crisp: it fries until soft (a cook's read).
              `${d.the('veg')} and stir-fry for 6–8 minutes, until soft and golden.`
            : d.items('veg').every((item) => item.entry?.category === 'mushroom')
              ? // Mushrooms brown; they are never "still crisp" (a cook's read, of soaked shiitake).
                `${d.the('veg')} and stir-fry for 3–4 minutes, until browned and tender.`
              : leafy(d.items('veg')).length === d.items('veg').length
                ? // Spinach and its kind wilt in a minute: they are never "still crisp".
                  `${d.the('veg')} and stir-fry for 1–2 minutes, until just wilted.`
                : `${d.the('veg')} and stir-fry for 3–4 minutes until just tender but still crisp.`
          : '',
      ),
    )
    // Leftover rice under a stir-fry is never fried: it is reheated while the wok works (the
    // leftover-rice treatment would otherwise put the reheat after the sauce, while it cools).
    if (isCookedRice) steps.push(sentence(`Meanwhile ${reheatRice(d.items('base'))}.`))
    steps.push(
      sentence(
        `${held ? 'Tip everything from the plate back into the pan, pour in' : 'Pour in'} ${sauce.length > 0 || d.has('spice') ? 'the sauce' : 'a splash of water'}`,
        isNoodles
          ? 'and add the noodles, then toss for a minute until glossy and hot.'
          : 'and bubble for a minute until glossy.',
        sauceCitrus.length > 0 ? `Squeeze over ${juiceOf(sauceCitrus)}.` : '',
        d.has('finish') ? `Take off the heat and stir in ${d.the('finish')}.` : '',
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
        // No promise of speed a soak or a thaw could break (a cook's read found "fast" over 55
        // minutes with dried shiitake).
        'Bright and savoury, everything cooked hot in one pan.',
        'A quick wok supper that is ready in the time it takes to cook the rice.',
        'Glossy, savoury and on the table in twenty minutes.',
      ]),
      minutes: base !== undefined && !isNoodles && !isCookedRice ? 30 : 20,
      steps,
    }
  },
})

export const friedRice = defineFamily({
  id: 'fried-rice',
  name: 'Fried rice',
  course: 'main',
  roles: [
    {
      id: 'rice',
      // Sticky rice is steamed and eaten soft; fried, it turns to glue. Rice cakes (tteok) are
      // made of rice, but they are no grain to fry: they are simmered or fried whole.
      accepts: allOf(
        inCategory('rice'),
        not(named('pudding rice', 'risotto rice', 'paella rice', 'glutinous rice', 'tteok')),
      ),
      max: 1,
      scale: 1,
      leads: true,
    },
    { id: 'egg', accepts: EGG, max: 1, amount: '1' },
    {
      id: 'protein',
      accepts: anyOf(
        QUICK_MEAT,
        SEAFOOD,
        CURED,
        named('tofu', 'tofu puffs', 'quorn', 'tuna', 'salmon'),
      ),
      max: 2,
      scale: 0.7,
      fried: true,
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
          'gai lan',
          'bamboo shoots',
          'oyster mushrooms',
          'wood ear mushrooms',
        ),
      ),
      max: 4,
      scale: 0.7,
      // Rice is the meal: a fried rice of peas alone wants a handful each, not a bowlful.
      least: '100 g',
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
    // Star anise is a whole pod for a braise or a broth: it does not stir into a wok's sauce.
    {
      id: 'spice',
      accepts: allOf(inCategory('spice'), tagged('asian'), not(named('star anise'))),
      max: 1,
    },
    {
      id: 'garnish',
      accepts: named('sesame seeds', 'peanuts', 'cashews', 'coriander', 'chives'),
      max: 2,
    },
    // Toasted sesame oil burns in a hot wok: it is a seasoning, stirred in off the heat.
    fatRole(allOf(OIL, not(tagged('finishing-oil')))),
    { id: 'finish', accepts: named('sesame oil'), max: 1, amount: '1 tsp' },
    seasonRole(false),
  ],
  fits: (a) => a.has('rice'),
  optionalExtras: [
    { id: 'egg', role: 'egg', when: (a) => !a.has('egg') && !a.has('protein') },
    // Rice and peas already holds its peas (kidney beans): a second lot is not needed.
    { id: 'peas', role: 'veg', when: (a) => !a.has('veg') && !a.some(named('rice and peas')) },
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
    const isCooked = rice?.entry?.tags.has('cooked') === true
    const protein = d.items('protein')
    const seafood = only(protein, (entry) => entry.category === 'seafood')
    const fried = protein.filter((item) => !seafood.includes(item))
    const aromatics = d.items('aromatic')
    const slow = slowAromatics(aromatics)
    const quick = quickAromatics(aromatics)
    const sauceCitrus = citrus(d.items('sauce'))
    // A curry paste is fried with the aromatics until fragrant, never stirred in raw at the end
    // (a cook's read found 2 tbsp of green curry paste tossed into the finished rice).
    const pastes = d.items('sauce').filter((item) => /curry paste$/.test(item.entry?.id ?? ''))
    const sauce = d
      .items('sauce')
      .filter((item) => !sauceCitrus.includes(item) && !pastes.includes(item))
    const steps: string[] = []
    if (!isCooked) {
      steps.push(
        sentence(
          `${simmerRice(d.items('rice'))}, then spread it on a tray to cool and dry out — warm, wet rice turns sticky in the pan.`,
        ),
      )
    } else {
      steps.push(sentence(`Break up ${d.the('rice')} with your fingers so there are no clumps.`))
    }
    steps.push(sentence(d.prep('small', 'protein', 'veg', 'aromatic')))
    const fry: string[] = []
    if (fried.length > 0) {
      fry.push(
        `Stir-fry ${the(fried)} for ${hasRaw(fried) ? `3–4 minutes until ${doneness(fried)}` : '2 minutes to heat through'}.`,
      )
    }
    if (seafood.length > 0) {
      fry.push(`Stir-fry ${the(seafood)} for 2–3 minutes until ${doneness(seafood)}.`)
    }
    if (fry.length > 0) fry.push('Lift out onto a plate.')
    if (slow.length > 0) fry.push(`Stir-fry ${the(slow)} for 2–3 minutes until softening.`)
    if (quick.length > 0) fry.push(`Add ${the(quick)} for 30 seconds until fragrant.`)
    if (pastes.length > 0) fry.push(`Stir in ${the(pastes)} and fry for 1 minute until fragrant.`)
    steps.push(sentence(`Heat ${d.the('fat')} in a wok over a high heat.`, ...fry))
    steps.push(
      sentence(
        d.has('veg') ? `Add ${d.the('veg')} and toss for 2–3 minutes.` : '',
        `Tip in the rice and fry, pressing it against the hot pan, for 3–4 minutes until piping hot and a little toasty.`,
        protein.length > 0 ? 'Tip back in everything from the plate.' : '',
      ),
    )
    if (d.has('egg')) {
      steps.push(
        sentence(
          `Push the rice to one side, crack ${d.the('egg')} into the space and scramble until just set, then stir through.`,
        ),
      )
    }
    steps.push(
      sentence(
        `Season with ${orElse(joinParts(the(sauce), d.the('spice'), juiceOf(sauceCitrus)), 'a splash of water')}${d.has('season') ? `, plus ${d.list('season')}` : ''}, toss well${d.has('finish') ? `, take off the heat, stir in ${d.the('finish')}` : ''} and serve${d.has('garnish') ? ` topped with ${d.the('garnish')}` : ''}.`,
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
})
