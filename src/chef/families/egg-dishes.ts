import { defineFamily } from './dish-types.ts'
import { allOf, anyOf, named, not, tagged } from './dish-types.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import {
  MAIN_VEG,
  CURED,
  EGG,
  CHEESE,
  HERB,
  FRESH_HERB,
  OIL,
  TOMATO_BASE,
} from './ingredient-predicates.ts'
import {
  doneness,
  hasRaw,
  isCookedMeat,
  isWholeSeed,
  heatVerb,
  joinParts,
  leafy,
  only,
  sentence,
  sizzleSeeds,
  slowAromatics,
  softenAromatics,
  the,
} from './method-phrases.ts'

// Egg dishes: an omelette, a frittata and shakshuka.

export const omelette = defineFamily({
  id: 'omelette',
  name: 'Omelette',
  course: 'breakfast',
  roles: [
    { id: 'eggs', accepts: EGG, max: 1, amount: '2', leads: true },
    { id: 'cheese', accepts: CHEESE, max: 2, scale: 0.6 },
    {
      id: 'filling',
      accepts: anyOf(
        allOf(MAIN_VEG, tagged('quick-veg', 'salad-veg')),
        named('spring onions', 'onion', 'red onion', 'chilli', 'leek', 'shallot'),
        CURED,
        named('cooked chicken', 'smoked salmon', 'crab', 'prawns', 'sun dried tomatoes', 'olives'),
      ),
      max: 3,
      scale: 0.5,
    },
    { id: 'herb', accepts: HERB, max: 2 },
    {
      id: 'spice',
      accepts: named('chilli flakes', 'paprika', 'smoked paprika', 'cayenne pepper'),
      max: 1,
    },
    { id: 'milk', accepts: named('milk', 'cream', 'oat milk'), max: 1, amount: '1 tbsp' },
    fatRole(named('butter', 'olive oil', 'cooking oil', 'margarine', 'ghee', 'coconut oil')),
    seasonRole(),
  ],
  fits: (a) => a.has('eggs') && a.count('filling') <= 3,
  prior: 0.6,
  write(d) {
    const what = d.title(['filling', 'cheese', 'herb'], 2)
    const filling = d.items('filling')
    // Ham, smoked salmon and olives go in as they are; only raw things are cooked first.
    // Leftover roast chicken or meat is the exception: it is reheated in the pan until steaming hot.
    const reheated = filling.filter((item) => isCookedMeat(item))
    const ready = filling.filter(
      (item) =>
        !reheated.includes(item) &&
        (!hasRaw([item]) || ['olives', 'sun dried tomatoes'].includes(item.entry?.id ?? '')),
    )
    const meat = only(
      filling.filter((item) => !ready.includes(item)),
      (entry) => entry.category === 'cured-meat' || entry.category === 'seafood',
    )
    const veg = filling.filter(
      (item) => !ready.includes(item) && !meat.includes(item) && !reheated.includes(item),
    )
    const cooked = meat.length + veg.length + reheated.length > 0
    const many = d.servings > 1
    const fat = d.the('fat')
    const steps = [
      sentence(
        `Beat ${d.the('eggs')}`,
        d.has('milk') ? `with ${d.the('milk')} and` : 'with',
        `a good pinch of ${d.list('season')}${d.has('spice') ? ` and ${d.the('spice')}` : ''}.`,
      ),
    ]
    if (cooked) {
      // Prawns toughen past 2–3 minutes in all: they go in after the vegetables have softened,
      // never fried first and then cooked on with them.
      const seafood = only(meat, (entry) => entry.category === 'seafood')
      const cured = meat.filter((item) => !seafood.includes(item))
      const cook = [
        cured.length > 0 ? `fry ${the(cured)} for 3–4 minutes until ${doneness(cured)}` : '',
        veg.length > 0
          ? `${cured.length > 0 ? 'add' : 'cook'} ${the(veg)} for ${slowAromatics(veg).length > 0 ? '5' : '3–4'} minutes until soft${leafy(veg).length > 0 ? ' and any leaves have wilted' : ''}`
          : '',
        seafood.length > 0
          ? `${cured.length + veg.length > 0 ? 'add' : 'fry'} ${the(seafood)} for 2–3 minutes until ${doneness(seafood)}`
          : '',
        reheated.length > 0
          ? `${meat.length + veg.length > 0 ? 'add' : 'heat'} ${the(reheated)}${meat.length + veg.length > 0 ? ' and heat' : ''}, stirring, for 4–5 minutes until steaming hot throughout`
          : '',
      ].filter((part) => part !== '')
      steps.push(
        sentence(
          d.prep('small', 'filling'),
          `${heatVerb(d.items('fat'))} a little of ${fat} in a non-stick frying pan over a medium heat, ${cook.join(', then ')}; tip onto a plate.`,
        ),
      )
    }
    steps.push(
      sentence(
        `${heatVerb(d.items('fat'))} ${cooked ? 'a little more of' : many ? 'a little of' : ''} ${fat} in ${cooked ? 'the pan' : 'a non-stick frying pan over a medium heat'}.`,
        many ? `Pour in a ${d.servings === 2 ? 'half' : 'share'} of the eggs` : 'Pour in the eggs',
        d.pick([
          'and, as they set, draw the edges into the middle with a spatula so the runny egg fills the gaps.',
          ', swirl to cover the base, then push the set edges inwards a few times.',
        ]),
      ),
    )
    const scatter = joinParts(
      cooked ? 'the hot filling' : '',
      the(ready),
      d.the('cheese'),
      d.the('herb'),
    )
    steps.push(
      sentence(
        scatter !== ''
          ? `While the top is still a little soft, scatter over ${many ? 'a share of ' : ''}${scatter},`
          : 'While the top is still a little soft,',
        'fold the omelette in half and slide it onto a warm plate.',
        many ? `Make ${d.servings === 2 ? 'the second' : 'the others'} the same way.` : '',
      ),
    )
    return {
      title: what === '' ? 'Classic Omelette' : `${what} Omelette`,
      description: d.pick([
        'A soft, folded omelette that is on the table in ten minutes.',
        'Quick, comforting and ready before the toast is.',
      ]),
      minutes: d.has('filling') ? 15 : 10,
      steps,
      tips: [
        'One omelette per person is easier than one giant one: beat all the eggs together and pour in a share at a time.',
      ],
    }
  },
})

export const frittata = defineFamily({
  id: 'frittata',
  name: 'Frittata',
  course: 'main',
  roles: [
    { id: 'eggs', accepts: EGG, max: 1, amount: '2', leads: true },
    {
      id: 'potato',
      accepts: named('potatoes', 'sweet potato', 'cooked rice', 'pasta', 'spaghetti', 'penne'),
      max: 1,
      scale: 0.6,
    },
    {
      id: 'veg',
      accepts: anyOf(
        allOf(
          MAIN_VEG,
          not(tagged('leaf-salad')),
          not(named('cucumber', 'radishes', 'potatoes', 'sweet potato')),
        ),
        named('onion', 'red onion', 'leek', 'spring onions', 'chilli', 'garlic'),
      ),
      max: 5,
      scale: 0.6,
      least: '150 g',
    },
    {
      id: 'meat',
      accepts: anyOf(CURED, named('cooked chicken', 'smoked salmon', 'sausage', 'tuna')),
      max: 1,
      scale: 0.7,
    },
    { id: 'cheese', accepts: CHEESE, max: 2, scale: 0.7 },
    { id: 'herb', accepts: HERB, max: 2 },
    { id: 'spice', accepts: named('chilli flakes', 'paprika', 'smoked paprika', 'cumin'), max: 1 },
    {
      id: 'milk',
      accepts: named('milk', 'cream', 'creme fraiche', 'oat milk'),
      max: 1,
      amount: '1 tbsp',
    },
    fatRole(named('butter', 'olive oil', 'cooking oil', 'margarine')),
    seasonRole(),
  ],
  fits: (a) => a.has('eggs') && a.count('veg') + a.count('potato') + a.count('meat') >= 2,
  signature: [[named('potatoes', 'feta', 'goats cheese', 'spinach', 'courgettes'), 0.6]],
  prior: 0.4,
  write(d) {
    const what = d.title(['potato', 'veg', 'meat', 'cheese'], 2)
    const steps: string[] = []
    steps.push(sentence(d.prep('small', 'potato', 'veg', 'meat'), 'Heat the grill to high.'))
    if (d.has('potato')) {
      const potato = d.items('potato')[0]
      const cooked = potato !== undefined && /cooked|leftover/i.test(potato.mention)
      // Dry pasta goes in boiled, as for a Neapolitan frittata di pasta: a cook's read found dry
      // penne "ready to go in with the vegetables".
      steps.push(
        potato?.entry?.category === 'root-veg' && !cooked
          ? sentence(
              `Boil ${d.the('potato')} in salted water for 8–10 minutes until just tender, then drain well.`,
            )
          : potato?.entry?.category === 'pasta' && !cooked
            ? sentence(
                `Cook ${d.the('potato')} in plenty of boiling salted water until just al dente, drain well and toss with a drop of oil.`,
              )
            : sentence(`Have ${d.the('potato')} ready to go in with the vegetables.`),
      )
    }
    const meat = d.items('meat')
    const rawMeat = meat.filter((item) => hasRaw([item]))
    const readyMeat = meat.filter((item) => !rawMeat.includes(item))
    const veg = d.items('veg')
    const aromatics = only(veg, (entry) => entry.tags.has('aromatic'))
    const greens = leafy(veg)
    const panVeg = veg.filter((item) => !aromatics.includes(item) && !greens.includes(item))
    const soften = softenAromatics(aromatics, '5')
    // Leftover rice (or pasta, or potatoes) fried in with the vegetables is reheated there, once,
    // until steaming hot: a second reheat in the microwave is one too many.
    const leftover = d
      .items('potato')
      .filter(
        (item) => item.entry?.tags.has('cooked') === true || /cooked|leftover/i.test(item.mention),
      )
    const pan = [
      rawMeat.length > 0 ? `fry ${the(rawMeat)} until ${doneness(rawMeat)}` : '',
      soften,
      panVeg.length > 0 || d.has('potato')
        ? `add ${joinParts(the(panVeg), d.the('potato'))} and cook for 6–8 minutes, stirring now and then, until ${panVeg.length > 0 ? 'soft and lightly coloured' : 'lightly coloured'}${leftover.length > 0 ? `, with ${the(leftover)} steaming hot throughout` : ''}`
        : '',
      greens.length > 0 ? `stir in ${the(greens)} until wilted` : '',
    ].filter((part) => part !== '')
    steps.push(
      sentence(
        `${heatVerb(d.items('fat'))} ${d.the('fat')} in an ovenproof frying pan, about 20 cm across, over a medium heat,`,
        `${pan.join(', then ')}.`,
        readyMeat.length > 0
          ? `Stir in ${the(readyMeat)}${readyMeat.some(isCookedMeat) ? ' and heat, stirring, for 3–4 minutes until steaming hot throughout' : ''}.`
          : '',
      ),
    )
    steps.push(
      sentence(
        `Beat ${d.the('eggs')}`,
        d.has('milk') ? `with ${d.the('milk')} and` : 'with',
        `${joinParts(d.list('season'), d.list('spice'), d.has('herb') ? `most of ${d.the('herb')}` : '')}, then pour over the pan and stir once so everything is evenly spread.`,
      ),
    )
    steps.push(
      sentence(
        d.has('cheese') ? `Scatter over ${d.the('cheese')} and cook` : 'Cook',
        'on a low heat for 8–10 minutes until the edges are set, then slide under the grill for 3–4 minutes until puffed and golden.',
      ),
    )
    steps.push(
      sentence(
        'Leave to settle for a couple of minutes, loosen the edges and cut into wedges',
        d.has('herb')
          ? `with the last of ${d.the('herb')} on top.`
          : '— it is as good cold as hot.',
      ),
    )
    return {
      title: what === '' ? 'Golden Frittata' : `${what} Frittata`,
      description: d.pick([
        'A thick, golden frittata that gathers up whatever is in the fridge.',
        'Eggs set around a panful of good things — lunch today, lunchbox tomorrow.',
      ]),
      minutes: d.has('potato') ? 35 : 25,
      steps,
    }
  },
})

/** What a shakshuka's sauce is built on, beside its tomatoes. */
const SAUCE_BASE = named(
  'bell peppers',
  'onion',
  'red onion',
  'chilli',
  'garlic',
  'jalapenos',
  'shallot',
)

export const shakshuka = defineFamily({
  id: 'shakshuka',
  name: 'Shakshuka',
  course: 'breakfast',
  roles: [
    { id: 'eggs', accepts: EGG, max: 1, amount: '2', leads: true },
    {
      id: 'tomato',
      accepts: allOf(TOMATO_BASE, not(named('sun dried tomatoes'))),
      max: 2,
      core: 'canned tomatoes',
    },
    {
      id: 'veg',
      accepts: named(
        'bell peppers',
        'onion',
        'red onion',
        'spinach',
        'courgettes',
        'chard',
        'kale',
        'aubergine',
        'chilli',
        'garlic',
        'jalapenos',
        'shallot',
      ),
      max: 4,
      scale: 0.8,
    },
    {
      id: 'meat',
      accepts: named('chorizo', 'sausage', 'bacon', 'beef mince', 'lamb mince'),
      max: 1,
      scale: 0.6,
    },
    {
      id: 'beans',
      accepts: named('chickpeas', 'cannellini beans', 'butter beans', 'black beans'),
      max: 1,
      scale: 0.6,
    },
    {
      id: 'spice',
      accepts: anyOf(
        named(
          'cumin',
          'paprika',
          'smoked paprika',
          'chilli flakes',
          'chilli powder',
          'harissa',
          'ras el hanout',
          'cayenne pepper',
          'zaatar',
          'ground coriander',
          'sumac',
          'spice blend',
          'fajita seasoning',
        ),
      ),
      max: 3,
    },
    {
      id: 'cheese',
      accepts: anyOf(
        named('feta', 'goats cheese', 'halloumi', 'parmesan', 'cheddar', 'cheese', 'mozzarella'),
      ),
      max: 1,
      scale: 0.6,
    },
    {
      id: 'topping',
      accepts: anyOf(
        FRESH_HERB,
        named('yogurt', 'avocado', 'sour cream', 'spring onions', 'tahini'),
      ),
      max: 2,
    },
    {
      id: 'bread',
      accepts: anyOf(tagged('sliced-bread'), named('pitta', 'naan', 'tortillas')),
      max: 1,
    },
    fatRole(anyOf(OIL, named('butter'))),
    seasonRole(),
  ],
  // Eggs poached in plain tomatoes are not a shakshuka: its sauce is built on onion, pepper or
  // chilli, or its spices (a blind read laughed at one made of two tomatoes and bacon, and at one
  // of cherry tomatoes and spinach for a list that asked for eggs with spinach on toast).
  fits: (a) =>
    a.has('eggs') &&
    (a.has('tomato') || a.some(named('bell peppers'))) &&
    (a.some(SAUCE_BASE) || a.has('spice')),
  signature: [
    [named('cumin', 'paprika', 'smoked paprika', 'feta', 'harissa', 'bell peppers'), 1],
    [tagged('tomato'), 1.5],
  ],
  prior: 0.5,
  write(d) {
    const what = d.title(['veg', 'meat', 'cheese'], 2)
    const veg = d.items('veg')
    const aromatics = only(veg, (entry) => entry.tags.has('aromatic') && entry.id !== 'jalapenos')
    const greens = leafy(veg)
    const panVeg = veg.filter((item) => !aromatics.includes(item) && !greens.includes(item))
    const meat = d.items('meat')
    const soften = softenAromatics(aromatics, '8')
    const seeds = d.items('spice').filter(isWholeSeed)
    const spices = d.items('spice').filter((item) => !seeds.includes(item))
    const pan = [
      meat.length > 0 ? `fry ${the(meat)}, breaking it up, until ${doneness(meat)}` : '',
      slowAromatics(aromatics).length > 0 ? soften : '',
      panVeg.length > 0 ? `add ${the(panVeg)} and cook for 8 minutes until soft and sweet` : '',
      slowAromatics(aromatics).length === 0 ? soften : '',
    ].filter((part) => part !== '')
    const steps: string[] = [
      sentence(d.prep('thin', 'veg', 'meat', 'tomato')),
      sentence(
        `${heatVerb(d.items('fat'))} ${d.the('fat')} in a wide frying pan with a lid over a medium heat${pan.length > 0 && seeds.length === 0 ? ',' : '.'}`,
        sizzleSeeds(seeds),
        pan.length > 0 ? `${seeds.length > 0 ? 'Then ' : ''}${pan.join(', then ')}.` : '',
      ),
      sentence(
        spices.length > 0
          ? `Stir in ${the(spices)} for a minute, then add ${d.the('tomato')}`
          : `Add ${d.the('tomato')}`,
        d.has('beans') ? `and ${d.the('beans')},` : ',',
        `season with ${d.list('season')} and simmer for 10 minutes until thick enough to hold a hollow.`,
        greens.length > 0 ? `Stir in ${the(greens)} until wilted.` : '',
      ),
      sentence(
        `Make a little well for each egg with the back of a spoon and crack ${d.the('eggs')} into them.`,
        'Cover and cook gently for 6–8 minutes, until the whites are set but the yolks still wobble.',
      ),
      sentence(
        d.has('cheese') || d.has('topping')
          ? `Scatter over ${joinParts(d.the('cheese'), d.the('topping'))}`
          : 'Grind over a little more pepper',
        d.has('bread')
          ? `and bring the pan to the table with ${d.the('bread')} for mopping up.`
          : 'and eat straight from the pan.',
      ),
    ]
    return {
      title: what === '' ? 'Shakshuka' : `${what} Shakshuka`,
      // "Spiced" and "smoky" only with a spice in the pan; "bring bread" only when it is listed.
      description: d.has('spice')
        ? d.pick([
            'Eggs gently poached in a spiced, sweet tomato sauce — breakfast, lunch or supper.',
            `A pan of warmly spiced tomatoes with eggs nestled in${d.has('bread') ? '; bring the bread' : ''}.`,
          ])
        : 'Eggs gently poached in a sweet, slow-cooked tomato sauce — breakfast, lunch or supper.',
      minutes: 30,
      steps,
    }
  },
})
