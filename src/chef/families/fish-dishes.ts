import { defineFamily } from './dish-types.ts'
import { allOf, anyOf, inCategory, named, not } from './dish-types.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import { FISH, FRESH_FISH, HERB, FRESH_HERB, OIL, ACID } from './ingredient-predicates.ts'
import {
  citrus,
  doneness,
  heatVerb,
  joinParts,
  juiceOf,
  leafy,
  only,
  orElse,
  sentence,
  slowAromatics,
  simmerRice,
  the,
} from './method-phrases.ts'

// Fish: pan-fried or roasted fish and a crumb-topped fish bake.

const SOFT_HERBS = ['parsley', 'coriander', 'dill', 'basil', 'chives', 'mint', 'tarragon']

/**
 * Fish a cook buys in steaks cut across the backbone, never in skin-on fillets: a cook's read found
 * hilsa fried "skin-side down" like a fillet, for the boniest fish there is.
 */
const BONE_STEAK_FISH: ReadonlySet<string> = new Set(['hilsa', 'carp'])

export const fish = defineFamily({
  id: 'fish',
  name: 'Pan-fried fish',
  course: 'main',
  roles: [
    {
      id: 'fish',
      // Salt cod, soaked, is flaked into a pan of onions and tomatoes (buljol, ackee and saltfish,
      // bacalhau à brás), never fried as a skin-on fillet: a cook's read laughed at its "crisp skin".
      accepts: anyOf(
        allOf(FRESH_FISH, not(named('salt cod'))),
        named('prawns', 'scallops', 'squid'),
      ),
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
          'short grain rice',
          'couscous',
          'cannellini beans',
          'butter beans',
          'chickpeas',
          'green lentils',
        ),
      ),
      max: 3,
      scale: 0.8,
      least: '150 g',
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
          // Fish rubbed with turmeric and salt before it fries is the South Asian way (ilish
          // bhaja, meen varuval): a cook's read found turmeric turned away from fried hilsa.
          'turmeric',
          'chilli powder',
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
    const fish = d.items('fish')
    const fillets = only(fish, (entry) => entry.category === 'fish' && entry.tags.has('fillet'))
    const shellfish = fish.filter((item) => !fillets.includes(item))
    const starch = d.where(
      'side',
      anyOf(named('potatoes', 'sweet potato'), inCategory('rice', 'grain')),
    )
    const beans = d.where('side', inCategory('legume'))
    const side = d.items('side').filter((item) => !starch.includes(item) && !beans.includes(item))
    const panSide = only(side, (entry) =>
      [
        'spinach',
        'tomatoes',
        'cherry tomatoes',
        'courgettes',
        'bell peppers',
        'fennel',
        'leek',
        'chard',
        'kale',
      ].includes(entry.id),
    )
    const boilSide = side.filter((item) => !panSide.includes(item))
    const butter = d.where('sauce', named('butter'))
    const fat = d.has('fat')
      ? d.the('fat')
      : butter.length > 0
        ? 'a knob of the butter'
        : 'a little oil'
    const sauceCitrus = citrus(d.items('sauce'))
    const sauce = d.items('sauce').filter((item) => !sauceCitrus.includes(item))
    const steps = [sentence(d.prep('small', 'side', 'aromatic'))]
    if (starch.length > 0) {
      const isRice = (item: (typeof starch)[number]) =>
        item.entry?.category === 'rice' && !item.entry.tags.has('cooked')
      const rice = starch.filter(isRice)
      const others = starch.filter((item) => !isRice(item))
      if (rice.length > 0) steps.push(sentence(simmerRice(rice)))
      if (others.length > 0) {
        steps.push(
          sentence(
            `Cook ${the(others)} ${others.some((item) => item.entry?.category === 'root-veg') ? 'in boiling salted water for 10–12 minutes until tender, then drain' : others.some((item) => item.entry?.tags.has('cooked') === true) ? 'until piping hot all the way through' : 'as the packet says'}.`,
          ),
        )
      }
    }
    // Smoked haddock comes out of its cure salty: never salted again.
    const smoked = d.where('fish', named('smoked haddock')).length > 0
    steps.push(
      sentence(
        `Pat ${d.the('fish')} dry with kitchen paper and season with ${smoked ? 'pepper only (smoked fish is salty already)' : d.list('season')}${d.has('spice') ? ` and ${d.the('spice')}` : ''}.`,
        fillets.length > 0
          ? 'Dry fish means crisp skin and no sticking.'
          : 'Dry seafood browns instead of stewing.',
      ),
    )
    if (boilSide.length > 0) {
      steps.push(
        sentence(
          `Boil ${the(boilSide)} in salted water for 3–4 minutes until just tender, then drain.`,
        ),
      )
    }
    if (panSide.length > 0 || beans.length > 0) {
      // In the fat the recipe lists: the butter, when the fish is cooked in butter alone.
      const butter = d.where('sauce', named('butter'))
      const fat = d.the('fat') !== '' ? d.the('fat') : the(butter)
      const sideFat = fat !== '' ? `a little of ${fat}` : 'a little oil'
      steps.push(
        sentence(
          `In a separate pan, soften ${joinParts(the(panSide), the(beans))} in ${sideFat} for ${panSide.length > 0 ? '4–5' : '2–3'} minutes${leafy(panSide).length > 0 ? ', until the leaves wilt' : ''}${beans.length > 0 ? ' and the beans are hot' : ''}.`,
        ),
      )
    }
    // An onion needs its 6–8 minutes before the fish goes in; garlic and chilli only the last one.
    const slowAromatic = slowAromatics(d.items('aromatic'))
    const quickAromatic = d.items('aromatic').filter((item) => !slowAromatic.includes(item))
    steps.push(
      sentence(
        `${d.has('fat') ? heatVerb(d.items('fat')) : butter.length > 0 ? 'Melt' : 'Heat'} ${fat} in a frying pan over a ${slowAromatic.length > 0 ? 'medium' : 'medium-high'} heat.`,
        slowAromatic.length > 0
          ? `Cook ${the(slowAromatic)} for 6–8 minutes, stirring now and then, until soft, then push to the edge of the pan and turn the heat up a little.`
          : '',
        fillets.length > 0 && fillets.every((item) => BONE_STEAK_FISH.has(item.entry?.id ?? ''))
          ? `Lay in ${the(fillets)}, cut in steaks across the bone, and fry without moving for 3–4 minutes until golden, then turn and fry for 3–4 minutes more, until ${doneness(fillets)} at the bone.`
          : fillets.length > 0
            ? `Lay in ${the(fillets)} skin-side down (if it has skin) and cook without moving for 3–4 minutes until golden, then turn and cook for 1–2 minutes more, until ${doneness(fillets)}.`
            : '',
        shellfish.length > 0
          ? `Add ${the(shellfish)} in one layer and cook for 1–2 minutes a side until ${doneness(shellfish)}.`
          : '',
        quickAromatic.length > 0 ? `Add ${the(quickAromatic)} to the pan for the last minute.` : '',
      ),
    )
    const pan = joinParts(
      the(sauce.filter((item) => !butter.includes(item) || d.has('fat'))),
      butter.length > 0 && !d.has('fat') ? 'the rest of the butter' : '',
      d.the('herb'),
    )
    steps.push(
      sentence(
        pan !== ''
          ? `Lift ${d.the('fish')} onto plates, then add ${pan} to the hot pan, swirl for 30 seconds and spoon over.`
          : `Lift ${d.the('fish')} onto warm plates.`,
        sauceCitrus.length > 0 ? `Squeeze over ${juiceOf(sauceCitrus)}.` : '',
        d.has('side') ? `Serve with ${d.the('side')}.` : '',
      ),
    )
    return {
      title: `Pan-Fried ${orElse(what, 'Fish')}${sides === '' ? '' : ` with ${sides}`}`,
      // Without a sauce there is no pan sauce: the description promises none then. Prawns,
      // scallops and squid are not "fish" and have no skin to crisp.
      description:
        fillets.length === 0 && fish.every((item) => item.entry?.category === 'seafood')
          ? 'Seafood at its best: cooked fast, dressed simply.'
          : pan === ''
            ? 'Fish at its best: cooked fast, dressed simply.'
            : d.pick([
                'Crisp-skinned fish with a quick pan sauce — restaurant-simple, ready in twenty minutes.',
                'Fish at its best: cooked fast, dressed simply.',
              ]),
      minutes: starch.length > 0 ? 30 : 20,
      steps,
    }
  },
})

export const fishBake = defineFamily({
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
        'mushrooms',
      ),
      max: 4,
      scale: 0.8,
      least: '150 g',
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
          'olives',
        ),
      ),
      max: 2,
    },
    {
      id: 'topping',
      accepts: anyOf(
        named(
          'breadcrumbs',
          'parmesan',
          'cheddar',
          'cheese',
          'gruyere',
          'emmental',
          'crackers',
          'mozzarella',
        ),
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
    const fish = d.items('fish')
    const prawns = only(fish, (entry) => entry.category === 'seafood')
    const fillets = fish.filter((item) => !prawns.includes(item))
    const potatoes = d.where('veg', named('potatoes'))
    const greens = leafy(d.items('veg'))
    const veg = d.items('veg').filter((item) => !potatoes.includes(item) && !greens.includes(item))
    const butter = d.where('sauce', named('butter'))
    const sauceCitrus = citrus(d.items('sauce'))
    const sauce = d
      .items('sauce')
      .filter((item) => !sauceCitrus.includes(item) && !(butter.includes(item) && !d.has('fat')))
    const fat = d.has('fat') ? d.the('fat') : butter.length > 0 ? 'half the butter' : 'a little oil'
    // Soft herbs go on at the end: parsley roasted for half an hour is burnt grass.
    const softHerbs = d.where('herb', named(...SOFT_HERBS))
    const herbs = joinParts(
      d.list('season'),
      the(d.items('herb').filter((item) => !softHerbs.includes(item))),
    )
    // The butter is shared out: potatoes, then vegetables, then dotted over the fish ("a little
    // of half the butter" read as nonsense).
    const splitButter = !d.has('fat') && butter.length > 0
    const steps = [
      sentence('Heat the oven to 200°C / 180°C fan / gas 6.', d.prep('roast', 'veg', 'topping')),
    ]
    if (potatoes.length > 0) {
      steps.push(
        sentence(
          `Toss ${the(potatoes)} with ${splitButter ? 'a third of the butter' : `a little of ${fat}`} in a baking dish and roast for 20 minutes first.`,
        ),
      )
    }
    steps.push(
      sentence(
        `${potatoes.length > 0 ? 'Add' : 'Toss'} ${orElse(the(veg), 'nothing more')}`.replace(
          /^(Add|Toss) nothing more$/,
          '',
        ),
        veg.length > 0
          ? `${potatoes.length > 0 ? 'to the dish with' : `in a baking dish with`} ${potatoes.length > 0 ? (splitButter ? 'another third of the butter' : 'the rest of the fat') : fat} and ${herbs}, then roast for 10 minutes.`
          : potatoes.length > 0
            ? `Season the potatoes with ${herbs}.`
            : `Grease a baking dish with ${fat} and season it with ${herbs}.`,
      ),
    )
    steps.push(
      sentence(
        `Nestle ${the(fillets.length > 0 ? fillets : prawns)} ${veg.length + potatoes.length > 0 ? 'among the vegetables' : 'in the dish'}${greens.length > 0 ? ` on a bed of ${the(greens)}` : ''}.`,
        sauce.length > 0 ? `Spoon over ${the(sauce)}.` : '',
        butter.length > 0 && !d.has('fat') ? 'Dot with the rest of the butter.' : '',
        sauceCitrus.length > 0 ? `Squeeze over ${juiceOf(sauceCitrus)}.` : '',
        d.has('topping') ? `Scatter ${d.the('topping')} over the top.` : '',
      ),
    )
    steps.push(
      sentence(
        fillets.length > 0
          ? `Bake for 12–15 minutes until the fish is ${doneness(fillets)}${prawns.length > 0 ? `, adding ${the(prawns)} for the last 6 minutes` : ''}${d.has('topping') ? ' and the top is golden and crisp' : ''}.`
          : `Bake for 6–8 minutes, until the prawns are ${doneness(prawns)}${d.has('topping') ? ' and the top is golden' : ''}.`,
        softHerbs.length > 0
          ? `Scatter over ${the(softHerbs)} and serve from the dish.`
          : 'Serve from the dish.',
      ),
    )
    return {
      title: `Baked ${orElse(what, 'Fish')}`,
      // The words follow the dish: prawns alone are not "fish", and a bake of fish under a sauce
      // or a crumb alone has no bed of vegetables.
      description:
        veg.length + potatoes.length + greens.length === 0
          ? `${fillets.length > 0 ? 'Fish' : 'Prawns'} baked in a hot oven — gentle, juicy and very little fuss.`
          : d.pick([
              `${fillets.length > 0 ? 'Fish' : 'Prawns'} baked on a bed of vegetables — gentle, juicy and very little fuss.`,
              `An easy oven dinner: the ${fillets.length > 0 ? 'fish steams' : 'prawns steam'} in the juices of the vegetables.`,
            ]),
      minutes: potatoes.length > 0 ? 50 : 35,
      steps,
    }
  },
})
