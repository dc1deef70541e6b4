import type { DishFamily } from './dish-types.ts'
import { anyOf, inCategory, named } from './dish-types.ts'
import { joinWords } from '../text/markdown-text.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import { FISH, FRESH_FISH, HERB, FRESH_HERB, OIL, ACID } from './ingredient-predicates.ts'
import { doneness, sentence, orElse } from './method-phrases.ts'

// Fish: pan-fried or roasted fish and a crumb-topped fish bake.

export const fish: DishFamily = {
  id: 'fish',
  name: 'Pan-fried fish',
  course: 'main',
  roles: [
    {
      id: 'fish',
      accepts: anyOf(FRESH_FISH, named('prawns', 'scallops', 'squid')),
      max: 2,
      leads: true,
    },
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
    const what = d.title(['fish'], 2, 'noun')
    const sides = d.title(['side'], 2, 'noun')
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

export const fishBake: DishFamily = {
  id: 'fish-bake',
  name: 'Fish bake',
  course: 'main',
  roles: [
    { id: 'fish', accepts: anyOf(FRESH_FISH, named('prawns')), max: 2, leads: true },
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
    const what = d.title(['fish', 'veg'], 2, 'noun')
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
