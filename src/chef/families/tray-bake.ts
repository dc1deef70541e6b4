import { defineFamily } from './dish-types.ts'
import { allOf, anyOf, inCategory, named, not, tagged } from './dish-types.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import { MEAT, HERB, FRESH_HERB, OIL, SAVOURY_SPICE } from './ingredient-predicates.ts'
import { doneness, joinParts, only, orElse, sentence, the, withJuice } from './method-phrases.ts'

// A tray bake: everything roasted together in one tin.

export const trayBake = defineFamily({
  id: 'tray-bake',
  name: 'Tray bake',
  course: 'main',
  roles: [
    {
      id: 'protein',
      accepts: anyOf(
        // Stewing cuts want hours under a lid, not 45 minutes in a hot oven.
        allOf(
          MEAT,
          not(tagged('mince')),
          // Meatballs and thin stir-fry strips dry out in a hot oven long before the vegetables cook;
          // so does meat already cooked (leftover roast chicken), which a cook never roasts again.
          not(named('meatballs', 'beef strips')),
          not(tagged('cooked')),
          anyOf(not(tagged('slow')), inCategory('poultry')),
        ),
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
      fried: true,
    },
    {
      id: 'veg',
      accepts: allOf(tagged('roast-veg'), not(tagged('aromatic'))),
      max: 5,
      scale: 0.9,
      least: '200 g',
    },
    {
      id: 'aromatic',
      accepts: named('garlic', 'onion', 'red onion', 'shallot', 'chilli', 'leek'),
      max: 3,
    },
    { id: 'herb', accepts: allOf(HERB, tagged('hardy-herb')), max: 2 },
    // Whole dried chillies and Sichuan peppercorns scorch bitter in 45 minutes at 200°C: they are
    // fried for seconds in a wok's oil, never roasted in a tin.
    {
      id: 'spice',
      accepts: allOf(
        SAVOURY_SPICE,
        not(tagged('sweet-spice')),
        not(named('dried red chillies', 'sichuan peppercorns')),
      ),
      max: 2,
    },
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
    // Roasting times at 200°C: chicken on the bone and sausages 40–45 minutes, breasts, chops and
    // halloumi about 20, fish fillets 12–15, lamb chops and steak about 12.
    const long = only(
      protein,
      (entry) =>
        (entry.category === 'poultry' && !entry.tags.has('fillet') && !entry.tags.has('cooked')) ||
        entry.tags.has('sausage') ||
        entry.category === 'legume',
    )
    const short = only(
      protein,
      (entry) =>
        entry.category === 'fish' ||
        entry.category === 'cheese' ||
        ['lamb chop', 'steak', 'duck breast', 'tofu'].includes(entry.id),
    )
    const medium = protein.filter((item) => !long.includes(item) && !short.includes(item))
    const slowVeg = d.where('veg', anyOf(tagged('starchy'), inCategory('root-veg')))
    const quickVeg = d.items('veg').filter((item) => !slowVeg.includes(item))
    const fruit = d.where('finish', inCategory('fruit'))
    const finish = d.items('finish').filter((item) => !fruit.includes(item))
    const first = [...slowVeg, ...long]
    const second = [...quickVeg, ...d.items('aromatic'), ...medium, ...fruit]
    const tinStart = first.length > 0 ? first : second
    const later = first.length > 0 ? second : []
    const needsTemp = protein.some(
      (item) =>
        item.entry !== undefined &&
        (item.entry.category === 'poultry' || /pork|sausage/.test(item.entry.id)),
    )
    const cooked = only(protein, (entry) =>
      ['meat', 'poultry', 'fish', 'cured-meat'].includes(entry.category),
    )
    const fishOnly = cooked.every((item) => item.entry?.category === 'fish')
    const steps = [
      sentence(
        'Heat the oven to 200°C / 180°C fan / gas 6.',
        d.prep('roast', 'veg', 'aromatic', 'protein'),
      ),
      sentence(
        `Tip ${orElse(the(tinStart), 'the vegetables')} into a large roasting tin.`,
        `Toss with ${joinParts(d.the('fat'), d.list('season'), d.list('spice'), d.the('herb'))}, and spread out in one layer — crowded veg steams instead of roasting.`,
      ),
    ]
    if (later.length > 0) {
      steps.push(
        sentence(
          `Roast for ${long.length > 0 ? '20–25' : '20'} minutes, then add ${the(later)} to the tin, turn everything in the oil and roast for 10 minutes more.`,
        ),
      )
    } else {
      steps.push(sentence('Roast for 25 minutes, turning everything halfway.'))
    }
    steps.push(
      sentence(
        short.length > 0
          ? `Nestle ${the(short)} among the vegetables${d.has('glaze') ? ` and spoon over ${withJuice(d.items('glaze'))}` : ''}.`
          : d.has('glaze')
            ? `Spoon ${withJuice(d.items('glaze'))} over everything in the tin.`
            : '',
        `Roast for another ${short.length > 0 ? '12–15' : '15–20'} minutes until everything is tender and golden${cooked.length > 0 ? ` and the ${fishOnly && !needsTemp ? 'fish is' : 'meat is'} ${doneness(cooked)}` : ''}.`,
      ),
    )
    steps.push(
      sentence(
        finish.length > 0
          ? `Scatter over ${the(finish)} and serve from the tin.`
          : 'Serve straight from the tin, spooning over the juices.',
      ),
    )
    return {
      // One word, as the library's own traybakes and British cooks write it ("chicken and chorizo
      // traybake"): "Tray Bake" never matched the name a family asked for.
      title: `${orElse(what, 'Roast Vegetable')} Traybake`,
      description: d.pick([
        'Everything roasted together in one tin: crisp edges, sticky juices, hardly any washing-up.',
        'A one-tin dinner — the oven does the work.',
      ]),
      minutes: 55,
      steps,
    }
  },
})
