import { defineFamily } from './dish-types.ts'
import { allOf, anyOf, inCategory, named, not, tagged } from './dish-types.ts'
import { fatRole, seasonRole } from './common-roles.ts'
import {
  MAIN_VEG,
  QUICK_MEAT,
  FRESH_FISH,
  SEAFOOD,
  EGG,
  CHEESE,
  CHEESE_RIND,
  COOK_IN_HERB,
  FRESH_HERB,
  OIL,
  NUTS,
  STOCK,
  BEANS,
  SAVOURY_SPICE,
} from './ingredient-predicates.ts'
import {
  doneness,
  heatVerb,
  isWholeSeed,
  joinParts,
  only,
  orElse,
  quickAromatics,
  sentence,
  sizzleSeeds,
  slowAromatics,
  softenAromatics,
  the,
  withJuice,
} from './method-phrases.ts'

// Soups: a blended or chunky soup and a noodle soup.

/**
 * Vegetables no cook purées: leafy greens (but spinach and watercress, blended with a potato in
 * a European kitchen), bitter gourd and long beans. Leaves wilt into a brothy soup; a cook's read
 * found pak choi, morning glory and ampalaya soups "blended until smooth".
 */
const NEVER_BLENDED = anyOf(
  allOf(inCategory('leafy-veg'), not(named('spinach', 'watercress'))),
  named('bitter gourd', 'long beans'),
)

export const soup = defineFamily({
  id: 'soup',
  name: 'Soup',
  course: 'soup',
  roles: [
    {
      id: 'veg',
      accepts: anyOf(
        allOf(
          MAIN_VEG,
          not(tagged('leaf-salad')),
          not(
            named(
              'cucumber',
              'radishes',
              'beansprouts',
              'avocado',
              'water chestnuts',
              // Ready-made mash is served alongside, never simmered in the pot as a vegetable.
              'mashed potato',
              'okra',
              'jalapenos',
            ),
          ),
        ),
        named('leek'),
      ),
      max: 5,
      scale: 1,
    },
    {
      id: 'legume',
      accepts: anyOf(BEANS, named('red lentils', 'green lentils', 'pearl barley', 'freekeh')),
      max: 2,
      // The pulses are the soup's body, at a cook's measure: about 75 g dry lentils or 60–75 g
      // dried beans (⅔ of a tin) a bowl; pearl barley and freekeh (the Levant's shorbet freekeh)
      // swell to fill the pot from a little.
      scale: 0.6,
      scales: [[anyOf(BEANS, named('red lentils', 'green lentils')), 1.25]],
    },
    {
      id: 'protein',
      accepts: anyOf(
        named(
          'cooked chicken',
          // Leftover roast turkey makes the soup of the days after a feast, as roast chicken does.
          'roast turkey',
          'chicken',
          'chicken thigh',
          'chicken breast',
          'bacon',
          'chorizo',
          'ham',
          'pancetta',
          'sausage',
        ),
        // A smoked sausage (linguiça, kielbasa) is what a bean soup is built on, and it goes in
        // beside the bacon: both are fried first, then simmer in the broth.
        allOf(inCategory('cured-meat'), tagged('sausage')),
      ),
      max: 2,
      scale: 0.6,
    },
    {
      id: 'aromatic',
      accepts: named(
        'onion',
        'red onion',
        'shallot',
        'garlic',
        'leek',
        'celery',
        'ginger',
        'chilli',
      ),
      max: 4,
    },
    // Coconut milk enriches a soup's stock; a whole pot of it is too rich and out of proportion
    // to a handful of lentils (600 ml for 70 g), so it has a place of its own at a cook's measure.
    { id: 'rich', accepts: named('coconut milk'), max: 1, amount: '100 ml' },
    { id: 'rind', accepts: CHEESE_RIND, max: 1, amount: '0.5' },
    // A tin of tomatoes flavours the broth; it is never the whole of a soup's liquid (a cook's
    // read found 600 ml of chopped tomatoes and no stock: a stew, not a soup).
    { id: 'tomato', accepts: named('canned tomatoes', 'passata'), max: 1, amount: '0.5 tin' },
    {
      id: 'liquid',
      accepts: STOCK,
      max: 2,
      amount: '300 ml',
      shared: true,
      core: 'vegetable stock',
      coreUnless: ['rich'],
      pantry: ['water'],
    },
    {
      id: 'creamy',
      accepts: named(
        'cream',
        'creme fraiche',
        'milk',
        'yogurt',
        'cream cheese',
        'sour cream',
        'oat milk',
      ),
      max: 1,
      amount: '2 tbsp',
    },
    {
      id: 'flavour',
      accepts: anyOf(
        tagged('hardy-herb'),
        SAVOURY_SPICE,
        named(
          'nutmeg',
          'curry paste',
          'thai curry paste',
          'indian curry paste',
          'pesto',
          'harissa',
          'miso',
          'lemon',
          'lime',
          'soy sauce',
          'worcestershire sauce',
          'mustard',
          // Fried a minute with the onions, it deepens a soup's broth, as every home cook does.
          'tomato puree',
        ),
      ),
      max: 3,
    },
    { id: 'garnish', accepts: anyOf(FRESH_HERB, CHEESE, NUTS, named('chilli flakes')), max: 2 },
    {
      id: 'bread',
      accepts: anyOf(tagged('sliced-bread'), named('naan', 'pitta', 'crackers')),
      max: 1,
    },
    fatRole(anyOf(OIL, named('butter', 'ghee'))),
    seasonRole(),
  ],
  fits: (a) =>
    a.count('veg') + a.count('legume') >= 1 ||
    a.some(named('onion', 'red onion', 'shallot')) ||
    (a.has('aromatic') && (a.has('liquid') || a.has('tomato') || a.has('rich'))),
  signature: [
    [STOCK, 1.5],
    [
      named(
        'leek',
        'potatoes',
        'butternut squash',
        'red lentils',
        'carrots',
        'tomatoes',
        'celery',
        'parsnips',
      ),
      0.6,
    ],
  ],
  prior: 0.3,
  write(d) {
    const isChunky =
      d.take % 2 === 1 ||
      d.has('protein') ||
      d.where('legume', not(named('red lentils'))).length > 0 ||
      d.where('veg', NEVER_BLENDED).length > 0
    // Lentils or beans are the body of the soup, so the name starts with them: "Red Lentil & Carrot Soup".
    // Meat or fish comes next, before the vegetables: a cook calls a soup of leftover turkey,
    // potatoes and mixed veg "Turkey & Potato Soup". Ham or bacon only season a soup, so a leek
    // and potato soup with ham keeps its vegetables' name.
    // Four or more vegetables and nothing else is what a cook calls a vegetable soup: a fridge
    // clearing of potatoes, carrots, swede and leeks is not a "Potato & Carrot Soup". A bag of
    // frozen mixed veg is several vegetables in itself.
    const vegCount = d
      .items('veg')
      .filter((item) => item.source === 'visitor')
      .reduce((count, item) => count + (item.entry?.id === 'mixed vegetables' ? 3 : 1), 0)
    const manyVeg =
      d.items('legume').length === 0 && d.items('protein').length === 0 && vegCount >= 4
    const meatFirst = d.items('protein').some((item) => item.entry?.category !== 'cured-meat')
    const what = manyVeg
      ? ''
      : d.title(meatFirst ? ['legume', 'protein', 'veg'] : ['legume', 'veg', 'protein'], 2) ||
        d.title(['aromatic'], 1)
    const protein = d.items('protein')
    const fried = only(
      protein,
      (entry) => entry.category === 'cured-meat' || entry.tags.has('sausage'),
    )
    const cooked = only(
      protein,
      (entry) => entry.tags.has('cooked') && !fried.some((item) => item.entry === entry),
    )
    const simmered = protein.filter((item) => !fried.includes(item) && !cooked.includes(item))
    const veg = d.items('veg')
    // Leeks, onions, celery and fennel soften first with the aromatics; greens and peas go in at
    // the end so they stay green.
    const softVeg = slowAromatics(veg)
    const late = only(
      veg,
      (entry) =>
        entry.category === 'leafy-veg' || ['peas', 'sweetcorn', 'broad beans'].includes(entry.id),
    )
    const potVeg = veg.filter((item) => !softVeg.includes(item) && !late.includes(item))
    const aromatics = [...softVeg, ...d.items('aromatic')]
    const soften = softenAromatics(aromatics, '8–10')
    // Only starch thickens a broth when mashed: potatoes and beans, never mushrooms or carrots.
    const mashable = [...only(potVeg, (entry) => entry.tags.has('starchy')), ...d.items('legume')]
    const onionOnly = potVeg.length + late.length + d.items('legume').length + protein.length === 0
    // Only greens (or peas) to wilt in at the end: the stock is a broth flavoured by the
    // aromatics, not simmered "until everything is very tender" with nothing in it.
    const brothOnly = !onionOnly && potVeg.length + d.items('legume').length + simmered.length === 0
    // A chunky soup with no beans, starch or meat is a light broth, not "practically a stew".
    const hearty = mashable.length + protein.length > 0
    const steps = [sentence(d.prep(isChunky ? 'small' : 'chunks', 'aromatic', 'veg', 'protein'))]
    // Whole seeds sizzle in the fat first; the rest of the flavourings go in after the onion.
    const seeds = d.items('flavour').filter(isWholeSeed)
    const flavour = d.items('flavour').filter((item) => !seeds.includes(item))
    steps.push(
      sentence(
        `${heatVerb(d.items('fat'))} ${d.the('fat')} in a large pan over a medium heat.`,
        sizzleSeeds(seeds),
        fried.length > 0 ? `Fry ${the(fried)} until ${doneness(fried)}.` : '',
        soften === ''
          ? potVeg.length > 0
            ? `Add ${the(potVeg)} with a pinch of salt and cook gently for 5 minutes, stirring, to start softening.`
            : ''
          : onionOnly && slowAromatics(aromatics).length > 0
            ? `Cook ${the(slowAromatics(aromatics))} very gently with a pinch of salt for 25 minutes, stirring often, until soft, sweet and deep golden.${quickAromatics(aromatics).length > 0 ? ` Stir in ${the(quickAromatics(aromatics))} for 1 minute more.` : ''}`
            : `${soften.charAt(0).toUpperCase()}${soften.slice(1)}.`,
      ),
    )
    const addNow = joinParts(soften === '' ? '' : the(potVeg), d.the('legume'), the(simmered))
    steps.push(
      sentence(
        flavour.length > 0 ? `Stir in ${withJuice(flavour)},` : '',
        addNow === ''
          ? `${flavour.length > 0 ? 'then pour' : 'Pour'} in ${joinParts(d.the('tomato'), d.the('liquid'), d.the('rich'))}${d.has('rind') ? ` and drop in ${d.the('rind')}` : ''}.`
          : `${flavour.length > 0 ? 'then add' : 'Add'} ${joinParts(soften === '' ? '' : the(potVeg), d.the('legume'), the(simmered), d.the('tomato'), d.the('liquid'), d.the('rich'), d.the('rind'))}.`,
        brothOnly
          ? 'Bring to the boil, then simmer for 10 minutes to flavour the broth.'
          : `Bring to the boil, then simmer for ${onionOnly || addNow === '' ? '15' : '20–25'} minutes until everything is very tender${simmered.length > 0 ? ` and the meat is ${doneness(simmered, true)}` : ''}.`,
        late.length + cooked.length > 0
          ? `Add ${joinParts(the(late), the(cooked))} for the last 5 minutes.`
          : '',
      ),
    )
    steps.push(
      sentence(
        // Bay leaves and a bouquet garni flavour the pot and come out before it is blended or served.
        d.has('rind') || d.where('flavour', COOK_IN_HERB).length > 0
          ? `Fish out and discard ${joinParts(the(d.where('flavour', COOK_IN_HERB)), d.the('rind'))}.`
          : '',
        isChunky || onionOnly
          ? // Only vegetables and beans are mashed to thicken: never the chicken.
            mashable.length > 0
            ? `Mash a few pieces of ${the(mashable)} against the side of the pan to thicken the broth, leaving plenty of texture.`
            : onionOnly
              ? 'Mash a few pieces against the side of the pan to thicken the broth, leaving plenty of texture.'
              : ''
          : 'Blend until smooth with a stick blender (or in batches in a blender), adding a splash of water if it is too thick.',
        d.has('creamy') ? `Stir in ${d.the('creamy')} and season` : 'Season',
        `well with ${d.list('season')}.`,
      ),
    )
    steps.push(
      sentence(
        'Ladle into warm bowls',
        d.has('garnish') ? `and finish with ${d.the('garnish')}` : '',
        d.has('bread') ? `with ${d.the('bread')} on the side.` : '.',
      ).replace(/\s\./g, '.'),
    )
    return {
      title: `${orElse(what, 'Vegetable')} Soup`,
      description: isChunky
        ? !hearty
          ? d.pick([
              'A light, brothy soup, full of tender vegetables.',
              'A clear, fragrant broth with tender vegetables, light and quick.',
            ])
          : d.pick([
              'A chunky, filling soup that is practically a stew.',
              'A hearty bowl of soup, full of good things.',
            ])
        : d.pick([
            'A silky, warming soup made from a few humble ingredients.',
            'Smooth, soothing and very good for lunch with bread.',
          ]),
      minutes: 40,
      steps,
    }
  },
})

export const noodleSoup = defineFamily({
  id: 'noodle-soup',
  name: 'Noodle soup',
  course: 'soup',
  roles: [
    { id: 'noodles', accepts: inCategory('noodles'), max: 1, core: 'egg noodles', leads: true },
    { id: 'broth', accepts: STOCK, max: 1, amount: '400 ml', core: 'vegetable stock' },
    {
      id: 'protein',
      accepts: anyOf(
        QUICK_MEAT,
        SEAFOOD,
        FRESH_FISH,
        EGG,
        named('tofu', 'tofu puffs', 'cooked chicken', 'boiled eggs'),
      ),
      max: 2,
      scale: 0.8,
      // A halved egg a bowl tops a noodle soup: never three eggs for two beside the meat.
      scales: [[EGG, 0.6]],
    },
    {
      id: 'greens',
      accepts: anyOf(
        named(
          'pak choi',
          'gai lan',
          'spinach',
          'kale',
          'mushrooms',
          'shiitake mushrooms',
          'oyster mushrooms',
          'wood ear mushrooms',
          'beansprouts',
          'cabbage',
          'carrots',
          'mangetout',
          'broccoli',
          'sweetcorn',
          'peas',
          'bell peppers',
          'edamame',
          'courgettes',
          'chard',
        ),
      ),
      max: 3,
      scale: 0.7,
    },
    {
      id: 'aromatic',
      // An onion simmers in a noodle broth as in any (pho chars one): never "doesn't belong".
      accepts: named(
        'ginger',
        'garlic',
        'chilli',
        'spring onions',
        'lemongrass',
        'shallot',
        'onion',
      ),
      max: 3,
    },
    {
      id: 'flavour',
      accepts: anyOf(
        allOf(inCategory('sauce'), tagged('asian')),
        named(
          'coconut milk',
          'lime',
          'kimchi',
          'star anise',
          'five spice',
          'kaffir lime leaves',
          'sriracha',
          'chilli oil',
        ),
      ),
      max: 3,
      core: 'soy sauce',
    },
    {
      id: 'garnish',
      accepts: named(
        'coriander',
        'mint',
        'basil',
        'sesame seeds',
        'peanuts',
        'chilli flakes',
        'sesame oil',
      ),
      max: 2,
    },
    seasonRole(false),
  ],
  fits: (a) =>
    a.has('noodles') ||
    (a.has('broth') &&
      a.count('flavour') + a.count('aromatic') >= 1 &&
      a.count('protein') + a.count('greens') >= 1),
  signature: [
    [inCategory('noodles'), 2],
    [STOCK, 1.5],
    [tagged('asian'), 0.6],
  ],
  prior: 0.1,
  write(d) {
    const what = d.title(['protein', 'greens'], 2)
    const raw = d.where(
      'protein',
      (entry) =>
        ['meat', 'poultry', 'fish', 'seafood'].includes(entry.category) &&
        !entry.tags.has('cooked'),
    )
    const eggs = d.where('protein', EGG)
    // Eggs boiled already are peeled and halved onto the bowl, never simmered or boiled again.
    const boiledEggs = d.where('protein', named('boiled eggs'))
    const topEggs = [...eggs, ...boiledEggs]
    const other = d
      .items('protein')
      .filter((item) => !raw.includes(item) && !topEggs.includes(item))
    const beef = only(raw, (entry) => entry.category === 'meat' && !entry.id.startsWith('pork'))
    const steps = [
      sentence(d.prep('thin', 'aromatic', 'protein', 'greens')),
      sentence(
        `Bring ${d.the('broth')} to a simmer with ${orElse(d.the('aromatic'), 'a slice or two of whatever aromatics you have')} and ${d.the('flavour')}; let it bubble gently for 5 minutes to take on the flavours.`,
      ),
    ]
    if (eggs.length > 0)
      steps.push(
        sentence(
          `Meanwhile boil ${d.names(eggs)} for 6½ minutes, cool in cold water, then peel and halve.`,
        ),
      )
    if (boiledEggs.length > 0) steps.push(sentence(`Peel and halve ${d.names(boiledEggs)}.`))
    steps.push(
      sentence(
        raw.length > 0
          ? `Slip ${d.names(raw)} into the broth and poach for ${beef.length === raw.length ? '1–2' : '4–5'} minutes until ${doneness(raw, true)}.`
          : '',
        other.length > 0 ? `Add ${d.names(other)} and simmer for 2–3 minutes to warm through.` : '',
        d.has('greens') ? `Add ${d.the('greens')} for the last 2 minutes.` : '',
      ),
    )
    steps.push(
      sentence(`Cook ${d.the('noodles')} as the packet says, drain and divide between deep bowls.`),
    )
    steps.push(
      sentence(
        `Taste the broth${d.has('season') ? ` and season with ${d.list('season')}` : ' and add a splash more sauce if it needs it'}, then ladle it over the noodles`,
        topEggs.length > 0 || d.has('garnish')
          ? `and top with ${joinParts(topEggs.length > 0 ? `the halved ${topEggs.map((item) => item.mention).join(' and ')}` : '', d.the('garnish'))}.`
          : '.',
      ).replace(/\s\./g, '.'),
    )
    return {
      title: `${what === '' ? '' : `${what} `}Noodle Soup`,
      description: d.pick([
        'A steaming bowl of fragrant broth and slippery noodles.',
        'Light, restoring and ready in twenty minutes.',
      ]),
      minutes: 25,
      steps,
    }
  },
})
