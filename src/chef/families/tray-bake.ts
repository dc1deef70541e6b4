import type { DishFamily } from './dish-types.ts'
import { allOf, anyOf, inCategory, named, not, tagged } from './dish-types.ts'
import { joinWords } from '../text/markdown-text.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import { MEAT, HERB, FRESH_HERB, OIL, SAVOURY_SPICE } from './ingredient-predicates.ts'
import { doneness, sentence, orElse } from './method-phrases.ts'

// A tray bake: everything roasted together in one tin.

export const trayBake: DishFamily = {
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
