import type { DishFamily } from './dish-types.ts'
import { allOf, anyOf, inCategory, named, not, tagged } from './dish-types.ts'
import { joinWords } from '../text/markdown-text.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import {
  MAIN_VEG,
  MEAT,
  FISH,
  SEAFOOD,
  CURED,
  EGG,
  OIL,
  STOCK,
  TOMATO_BASE,
  LEGUME,
  BEANS,
} from './ingredient-predicates.ts'
import { doneness, sentence, orElse } from './method-phrases.ts'

// Slow pots: a curry, a stew and a chilli.

export const curry: DishFamily = {
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

export const stew: DishFamily = {
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

export const chilli: DishFamily = {
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
