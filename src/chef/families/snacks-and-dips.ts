import { defineFamily } from './dish-types.ts'
import { allOf, anyOf, inCategory, named, not, tagged } from './dish-types.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import { VEG, HERB, FRESH_HERB, OIL } from './ingredient-predicates.ts'
import { joinParts, orElse, sentence } from './method-phrases.ts'

// Snacks: dips and spiced roast chickpeas.

const CHUNKY = named(
  'tomatoes',
  'cherry tomatoes',
  'cucumber',
  'olives',
  'spring onions',
  'red onion',
  'bell peppers',
  'jalapenos',
  'sun dried tomatoes',
  'peas',
)

export const dips = defineFamily({
  id: 'dips',
  name: 'Dips and snacks',
  course: 'snack',
  roles: [
    { id: 'base', accepts: tagged('dip-base'), max: 2 },
    {
      id: 'flavour',
      accepts: anyOf(
        named(
          'garlic',
          'lemon',
          'lime',
          'tahini',
          'chilli',
          'spring onions',
          'red onion',
          'tomatoes',
          'cherry tomatoes',
          'cumin',
          'smoked paprika',
          'paprika',
          'chilli flakes',
          'sumac',
          'zaatar',
          'harissa',
          'lemon juice',
          'jalapenos',
          'cucumber',
          'olives',
          'pine nuts',
          'honey',
          'peas',
          'bell peppers',
          'walnuts',
          'sun dried tomatoes',
          'pesto',
          'hot sauce',
        ),
        FRESH_HERB,
      ),
      max: 4,
    },
    {
      id: 'dippers',
      accepts: anyOf(tagged('dipper'), named('naan', 'tortillas', 'radishes')),
      max: 3,
    },
    fatRole(anyOf(named('olive oil', 'cooking oil', 'sesame oil'))),
    seasonRole(),
  ],
  fits: (a) => a.has('base'),
  optionalExtras: [{ id: 'lemon', role: 'flavour', when: (a) => !a.has('flavour') }],
  signature: [
    [
      named(
        'chickpeas',
        'tahini',
        'avocado',
        'yogurt',
        'cucumber',
        'garlic',
        'lemon',
        'lime',
        'feta',
        'aubergine',
      ),
      1,
    ],
    [tagged('dipper'), 1],
  ],
  prior: 0,
  write(d) {
    const base = d.items('base')
    const first = base[0]?.entry?.id ?? ''
    const dipName: Record<string, string> = {
      // Hummus is chickpeas with tahini: without it, a cook calls it a chickpea dip.
      chickpeas: d.where('flavour', named('tahini')).length > 0 ? 'Hummus' : 'Chickpea Dip',
      avocado: 'Guacamole',
      yogurt: d.where('flavour', named('cucumber')).length > 0 ? 'Tzatziki' : 'Garlic Yogurt Dip',
      aubergine: 'Smoky Aubergine Dip',
      feta: 'Whipped Feta',
      beetroot: 'Beetroot Dip',
      'black beans': 'Black Bean Dip',
      'cannellini beans': 'White Bean Dip',
      'butter beans': 'Butter Bean Dip',
      'cream cheese': 'Herby Cream Cheese Dip',
    }
    const name = dipName[first] ?? `${d.title(['base'], 1)} Dip`
    // Salad vegetables go in chopped, for texture: blended, tomato and cucumber only make it thin.
    const chunky = d.where('flavour', CHUNKY)
    const blended = d.items('flavour').filter((item) => !chunky.includes(item))
    const needsCooking = base.some(
      (item) => item.entry?.id === 'aubergine' || item.entry?.id === 'beetroot',
    )
    const dippers = d.has('dippers') ? d.title(['dippers'], 2, 'noun') : ''
    return {
      title: dippers === '' ? name : `${name} with ${dippers}`,
      description: d.pick([
        'A bowl of something good to dip into — snack, starter or lunch.',
        'Five-minute dip, far better than shop-bought.',
      ]),
      minutes: needsCooking ? 45 : 10,
      steps: [
        sentence(
          needsCooking
            ? `Roast ${d.names(base.filter((item) => item.entry?.id === 'aubergine' || item.entry?.id === 'beetroot'))} whole at 220°C / 200°C fan for 35–40 minutes until collapsing and soft, then scoop out the flesh.`
            : '',
          d.prep('small', 'flavour'),
        ),
        sentence(
          first === 'avocado'
            ? `Mash ${d.the('base')} with a fork, leaving it a little chunky, then stir in ${orElse(d.the('flavour'), 'a squeeze of lemon')}.`
            : `Blend or mash ${d.the('base')} with ${orElse(d.names(blended), 'a squeeze of lemon')}${first === 'chickpeas' ? ' and 2–3 tbsp cold water until very smooth and fluffy' : ' until smooth'}.`,
          first === 'avocado' || chunky.length === 0
            ? ''
            : `Stir in ${d.names(chunky)} so the dip keeps some crunch.`,
        ),
        sentence(
          `Season with ${d.list('season')}, spoon into a bowl, swirl the top and drizzle with ${d.the('fat')}.`,
        ),
        sentence(
          d.has('dippers')
            ? `Serve with ${d.the('dippers')} for dipping${d.where('dippers', anyOf(VEG, named('radishes'))).length > 0 ? ' (cut the vegetables into sticks)' : ''}.`
            : 'Serve with crackers, bread or vegetable sticks.',
        ),
      ],
    }
  },
})

export const spicedChickpeas = defineFamily({
  id: 'spiced-chickpeas',
  name: 'Crispy spiced chickpeas',
  course: 'snack',
  roles: [
    {
      id: 'base',
      accepts: named(
        'chickpeas',
        'butter beans',
        'mixed nuts',
        'almonds',
        'cashews',
        'peanuts',
        'edamame',
        'pumpkin seeds',
        'cannellini beans',
      ),
      max: 1,
      core: 'chickpeas',
    },
    { id: 'spice', accepts: allOf(inCategory('spice'), not(tagged('pantry'))), max: 4 },
    { id: 'herb', accepts: allOf(HERB, tagged('hardy-herb')), max: 2 },
    {
      id: 'finish',
      accepts: named('lemon', 'lime', 'honey', 'maple syrup', 'parmesan', 'sugar'),
      max: 1,
    },
    fatRole(anyOf(OIL)),
    seasonRole(),
  ],
  fits: (a) => a.has('spice') || (a.has('base') && a.has('herb')),
  signature: [[inCategory('spice'), 1]],
  prior: -0.5,
  write(d) {
    const spice = d.title(['spice', 'herb'], 2)
    const base = d.items('base')[0]
    const isTinned = base?.entry?.category === 'legume'
    return {
      title: `Crispy ${orElse(spice, 'Spiced')} ${isTinned ? d.title(['base'], 1, 'noun') || 'Chickpeas' : 'Nuts'}`,
      description: 'A crunchy, moreish snack that makes the most of the spice rack.',
      minutes: isTinned ? 40 : 15,
      steps: [
        sentence(
          'Heat the oven to 200°C / 180°C fan / gas 6.',
          isTinned
            ? `Drain and rinse ${d.the('base')}, then dry them really well on a clean tea towel (rub off any loose skins).`
            : '',
        ),
        sentence(
          `Spread ${isTinned ? 'them' : d.the('base')} out on a baking tray and toss with ${joinParts(d.the('fat'), d.the('spice'), d.the('herb'))}; season with ${d.list('season')}.`,
        ),
        sentence(
          `Roast for ${isTinned ? '25–30' : '8–10'} minutes, shaking the tray halfway, until ${isTinned ? 'crisp and rattling' : 'toasted and fragrant'}.`,
        ),
        sentence(
          d.has('finish') ? `Toss with ${d.the('finish')} while hot.` : '',
          'Cool for a few minutes so they crisp up further, then snack away.',
        ),
      ],
    }
  },
})
