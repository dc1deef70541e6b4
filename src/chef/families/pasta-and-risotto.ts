import { defineFamily } from './dish-types.ts'
import { allOf, anyOf, inCategory, named, not, tagged } from './dish-types.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import {
  MAIN_VEG,
  MEAT,
  SEAFOOD,
  CURED,
  CHEESE,
  HERB,
  OIL,
  STOCK,
  TOMATO_BASE,
} from './ingredient-predicates.ts'
import {
  citrus,
  doneness,
  hasRaw,
  isCookedMeat,
  heatVerb,
  joinParts,
  juiceOf,
  leafy,
  only,
  orElse,
  sentence,
  softenAromatics,
  the,
} from './method-phrases.ts'

// Pasta and risotto.

export const pasta = defineFamily({
  id: 'pasta',
  name: 'Pasta',
  course: 'main',
  roles: [
    {
      id: 'pasta',
      // Lasagne sheets are layered and pierogi are dumplings to boil and fry: neither is tossed in a sauce.
      accepts: allOf(inCategory('pasta'), not(named('lasagne sheets', 'pierogi'))),
      max: 1,
      core: 'pasta',
      leads: true,
    },
    {
      id: 'sauce',
      accepts: anyOf(
        TOMATO_BASE,
        named(
          'pesto',
          'cream',
          'creme fraiche',
          'mascarpone',
          'cream cheese',
          'ricotta',
          'mayonnaise',
        ),
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
      least: '150 g',
    },
    {
      id: 'aromatic',
      accepts: named('garlic', 'onion', 'red onion', 'shallot', 'chilli', 'leek'),
      max: 3,
    },
    { id: 'cheese', accepts: CHEESE, max: 2, scale: 0.8 },
    { id: 'herb', accepts: allOf(HERB, not(named('coriander', 'dill', 'curry leaves'))), max: 2 },
    // Wine and stock go into the pan and are boiled down: a splash each, not a soup's worth.
    {
      id: 'liquid',
      accepts: named('white wine', 'vegetable stock', 'chicken stock'),
      max: 2,
      amount: '50 ml',
    },
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
          'artichokes',
          'balsamic vinegar',
          'fennel seeds',
          'smoked paprika',
          'breadcrumbs',
          'spinach',
          'rocket',
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
    // A spoonful or two of tomato purée is a concentrate, not a sauce: loosened with the pasta
    // water it coats the pasta; "simmered until rich and thick" it is a dry smear (a cook's read).
    const concentrate = d.where('sauce', not(named('tomato puree'))).length === 0
    const creams = d.where('sauce', anyOf(tagged('cream'), named('ricotta')))
    const creamy = creams.length > 0
    // Ricotta or cream beside the tomatoes goes in off the heat at the end: simmered for 10
    // minutes with them it splits and turns grainy (a cook's read).
    const tomatoSauce = d.where('sauce', not(anyOf(tagged('cream'), named('ricotta'))))
    const protein = d.items('protein')
    // Tinned fish, cooked meats and beans only want warming through in the sauce at the end.
    const ready = protein.filter((item) => !hasRaw([item]))
    // Leftover roast chicken or meat is reheated until steaming hot, not just warmed for a minute.
    const reheated = ready.filter((item) => isCookedMeat(item))
    const warmed = ready.filter((item) => !reheated.includes(item))
    // Leftover cooked pasta is reheated in the sauce; it is never boiled a second time.
    const pastaCooked = d.items('pasta').every((item) => item.entry?.tags.has('cooked') === true)
    const water = pastaCooked ? 'a splash of water' : 'a splash of the pasta water'
    const seafood = only(
      protein.filter((item) => !ready.includes(item)),
      (entry) => entry.category === 'seafood' || entry.category === 'fish',
    )
    const fried = protein.filter((item) => !ready.includes(item) && !seafood.includes(item))
    const veg = d.items('veg')
    const greens = leafy(veg)
    const quickVeg = only(veg, (entry) => ['peas', 'sweetcorn', 'broad beans'].includes(entry.id))
    const panVeg = veg.filter((item) => !greens.includes(item) && !quickVeg.includes(item))
    const extraCitrus = citrus(d.items('extra'))
    const extraGreens = leafy(d.items('extra'))
    const extras = d
      .items('extra')
      .filter((item) => !extraCitrus.includes(item) && !extraGreens.includes(item))
    const aromatics = d.items('aromatic')
    const steps: string[] = [
      sentence(
        pastaCooked
          ? ''
          : `Bring a large pan of well-salted water to the boil for ${d.the('pasta')}.`,
        d.prep('small', 'aromatic', 'veg', 'protein', 'cheese', 'herb'),
      ),
    ].filter((step) => step !== '')
    const soften = softenAromatics(aromatics)
    steps.push(
      sentence(
        `${heatVerb(d.items('fat'))} ${d.the('fat')} in a wide frying pan over a medium heat.`,
        fried.length > 0
          ? `Add ${the(fried)} and fry until ${doneness(fried)}${seafood.length > 0 || soften !== '' ? ',' : '.'}`
          : '',
        seafood.length > 0
          ? `${fried.length > 0 ? 'then add' : 'Add'} ${the(seafood)} and fry for 2–3 minutes until ${doneness(seafood)}, then lift out onto a plate.`
          : '',
        soften === ''
          ? ''
          : fried.length > 0 && seafood.length === 0
            ? `then ${soften}.`
            : `${soften.charAt(0).toUpperCase()}${soften.slice(1)}.`,
      ),
    )
    if (panVeg.length > 0) {
      steps.push(
        sentence(
          `Add ${the(panVeg)} and cook for 5–6 minutes until tender and starting to colour.`,
        ),
      )
    }
    if (d.has('liquid')) {
      steps.push(
        sentence(
          `Pour in ${d.the('liquid')} and let it bubble for 3–4 minutes, until reduced by half.`,
        ),
      )
    }
    if (!pastaCooked) {
      steps.push(
        sentence(
          `Meanwhile, cook ${d.the('pasta')} in the boiling water until al dente (about a minute less than the packet says).`,
          quickVeg.length > 0
            ? `Add ${the(quickVeg)} to the pasta pan for the last 3 minutes.`
            : '',
          'Scoop out a mugful of the cooking water, then drain.',
        ),
      )
    } else if (quickVeg.length > 0) {
      steps.push(sentence(`Add ${the(quickVeg)} to the frying pan and cook for 3 minutes.`))
    }
    const late = joinParts(the(warmed), the([...greens, ...extraGreens]))
    steps.push(
      sentence(
        d.has('sauce')
          ? sauceIsTomato
            ? concentrate
              ? `Stir ${d.the('sauce')} into the frying pan and fry for 1 minute, then stir in ${pastaCooked ? 'a mugful of water' : 'most of the pasta water'} and simmer for 3–4 minutes, until it is a glossy sauce.`
              : creamy && tomatoSauce.length > 0
                ? `Stir ${the(tomatoSauce)} into the frying pan and simmer for 8–10 minutes until rich and thick, then take it off the heat and stir in ${the(creams)} with ${water} to make a silky sauce.`
                : `Stir ${d.the('sauce')} into the frying pan and simmer for 8–10 minutes until rich and thick.`
            : creamy
              ? `Stir ${d.the('sauce')} into the frying pan with ${water} to make a silky sauce.`
              : `Take the frying pan off the heat and stir in ${d.the('sauce')}.`
          : `Splash ${pastaCooked ? 'a little water' : 'a little pasta water'} into the frying pan and swirl to make a light, glossy sauce.`,
        extras.length > 0 ? `Stir in ${the(extras)}.` : '',
        reheated.length > 0
          ? `Stir in ${the(reheated)} and let it bubble gently for 4–5 minutes, stirring, until steaming hot throughout.`
          : '',
        late === ''
          ? ''
          : `Stir in ${late} and warm through for a minute${greens.length + extraGreens.length > 0 ? ', until the leaves wilt' : ''}.`,
        seafood.length > 0 ? `Return ${the(seafood)} to the pan for a minute to warm through.` : '',
      ),
    )
    const topping = joinParts(d.the('cheese'), d.the('herb'))
    steps.push(
      sentence(
        `${
          pastaCooked
            ? `Tip ${d.the('pasta')} into the pan with a splash of water and toss over a medium heat for 3–4 minutes, until every piece is coated and steaming hot throughout`
            : 'Toss the drained pasta into the sauce with a splash of the cooking water until every piece is coated'
        }, and season with ${d.list('season')}${extraCitrus.length > 0 ? ` and ${juiceOf(extraCitrus)}` : ''}.`,
        topping !== '' ? `Serve with ${topping} on top.` : 'Serve straight away.',
      ),
    )
    return {
      title: `${orElse(what, 'Garlic')} Pasta`,
      // Cooked pasta boils in no water: a cook's read found "a proper sauce, cooked while the
      // water boils" over leftover pasta tossed in a pan.
      description: pastaCooked
        ? d.pick([
            'Yesterday’s pasta tossed hot in a pan with what the fridge holds: dinner in minutes.',
            'Simple, generous pasta — the kind that empties the pan.',
          ])
        : d.pick([
            'Weeknight pasta with a proper sauce, cooked while the water boils.',
            'A big bowl of pasta, glossy with its sauce, in about 25 minutes.',
            'Simple, generous pasta — the kind that empties the pan.',
          ]),
      minutes: sauceIsTomato ? 30 : 25,
      steps,
    }
  },
})

export const risotto = defineFamily({
  id: 'risotto',
  name: 'Risotto',
  course: 'main',
  roles: [
    {
      id: 'rice',
      accepts: named('risotto rice', 'rice', 'pearl barley', 'orzo'),
      max: 1,
      core: 'risotto rice',
      leads: true,
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
          'oyster mushrooms',
          'chanterelles',
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
      least: '150 g',
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
          'emmental',
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
    const main = d.items('main')
    const ready = main.filter((item) => item.entry?.tags.has('cooked') === true)
    const seafood = only(
      main.filter((item) => !ready.includes(item)),
      (entry) => entry.category === 'seafood' || entry.category === 'fish',
    )
    const meat = only(
      main.filter((item) => !ready.includes(item)),
      (entry) => MEAT(entry) || CURED(entry),
    )
    // Quick vegetables go in near the end; the rest soften with the onions and cook with the rice.
    const late = only(
      main.filter((item) => !ready.includes(item)),
      (entry) =>
        [
          'peas',
          'asparagus',
          'spinach',
          'kale',
          'broad beans',
          'tomatoes',
          'cherry tomatoes',
          'sun dried tomatoes',
          'artichokes',
          'green beans',
        ].includes(entry.id),
    )
    const early = main.filter(
      (item) =>
        !ready.includes(item) &&
        !seafood.includes(item) &&
        !meat.includes(item) &&
        !late.includes(item),
    )
    const herbs = d.items('herb')
    const hardy = only(herbs, (entry) => entry.tags.has('hardy-herb') || entry.id === 'saffron')
    const herbCitrus = citrus(herbs)
    const finish = herbs.filter((item) => !hardy.includes(item) && !herbCitrus.includes(item))
    const soften = softenAromatics(d.items('aromatic'), '5')
    const steps = [
      sentence(
        `Heat ${d.the('stock')} in a saucepan and keep it at a bare simmer.`,
        d.prep('small', 'aromatic', 'main'),
      ),
      sentence(
        `In a wide, heavy pan, ${heatVerb(d.items('fat')).toLowerCase()} ${d.the('fat')} over a medium heat.`,
        meat.length > 0
          ? `Fry ${the(meat)} until ${doneness(meat)}, then lift out onto a plate.`
          : '',
        seafood.length > 0
          ? `Fry ${the(seafood)} for 2–3 minutes until ${doneness(seafood)}, then lift out onto a plate.`
          : '',
        soften === '' ? '' : `${soften.charAt(0).toUpperCase()}${soften.slice(1)}.`,
        early.length > 0
          ? `Add ${the(early)} and cook for 5 minutes until starting to soften.`
          : '',
        hardy.length > 0 ? `Stir in ${the(hardy)}.` : '',
      ),
      sentence(
        `Stir in ${d.the('rice')} for a minute until the grains turn glassy at the edges.`,
        d.has('wine') ? `Pour in ${d.the('wine')} and let it bubble away.` : '',
        meat.length > 0 ? 'Tip the meat back in.' : '',
      ),
      sentence(
        'Add the hot stock a ladleful at a time, stirring often and waiting until each is almost absorbed before adding the next. After 18–20 minutes the rice should be creamy and just tender with a little bite.',
        late.length > 0 ? `Stir in ${the(late)} for the last 4–5 minutes.` : '',
        ready.length + seafood.length > 0
          ? `Stir ${joinParts(the(ready), the(seafood))} back in for the last 2 minutes to heat through.`.replace(
              ' back in',
              seafood.length > 0 ? ' back in' : '',
            )
          : '',
      ),
      sentence(
        'Take off the heat and beat in',
        d.has('cheese') ? `${d.the('cheese')}` : 'a last splash of oil',
        finish.length > 0 ? `and ${the(finish)},` : ',',
        herbCitrus.length > 0 ? `add ${juiceOf(herbCitrus)},` : '',
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
})
