import { defineFamily } from './dish-types.ts'
import { isStapleStarch } from '../lexicon/staple-starches.ts'
import { allOf, anyOf, inCategory, named, not, tagged } from './dish-types.ts'
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
  COOK_IN_HERB,
} from './ingredient-predicates.ts'
import {
  doneness,
  heatVerb,
  isWholeSeed,
  joinParts,
  leafy,
  only,
  orElse,
  sentence,
  simmerRice,
  sizzleSeeds,
  softenAromatics,
  the,
  withJuice,
} from './method-phrases.ts'

// Slow pots: a curry, a stew and a chilli.

/**
 * The spices of a curry. Not saffron: it perfumes a biryani or a paella, but alone it does not
 * make a pot a curry (a "properly spiced" curry of saffron and yoghurt was laughed at).
 */
const CURRY_SPICE = allOf(inCategory('spice'), tagged('indian'), not(named('saffron')))

/** What on a list says curry: its spices or a paste, coconut milk, curry leaves. */
// Cinnamon, cloves, cardamom and ground ginger go into a curry, but on their own they say a pho,
// a bake or a mulled wine: a curry needs one of the spices that make one.
const CURRY_NOTE = anyOf(
  allOf(CURRY_SPICE, not(named('cinnamon', 'cloves', 'cardamom', 'ground ginger'))),
  tagged('curry-paste'),
  named('coconut milk', 'curry leaves', 'kaffir lime leaves', 'paneer', 'curry sauce'),
)

export const curry = defineFamily({
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
        named('paneer', 'tofu', 'tofu puffs', 'quorn', 'halloumi'),
        LEGUME,
      ),
      max: 2,
      scale: 0.9,
      fried: true,
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
      least: '150 g',
    },
    {
      id: 'aromatic',
      accepts: named(
        'onion',
        'red onion',
        'shallot',
        'garlic',
        'ginger',
        'ginger garlic paste',
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
        CURRY_SPICE,
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
          // a jar of curry sauce is simmered with the meat, not fried like a paste
          'curry sauce',
        ),
      ),
      max: 2,
      core: 'canned tomatoes',
    },
    { id: 'stock', accepts: STOCK, max: 1, amount: '100 ml' },
    // Kokum and tamarind sour a Goan, Keralan or Bengali curry as it simmers: a cook's read found
    // a pomfret curry turn both away ("doesn't suit a curry").
    { id: 'sour', accepts: named('tamarind', 'kokum'), max: 2 },
    {
      id: 'base',
      accepts: anyOf(
        allOf(inCategory('rice'), not(named('pudding rice', 'risotto rice', 'tteok'))),
        named('naan', 'pitta', 'tortillas', 'rice noodles', 'egg noodles'),
      ),
      max: 1,
    },
    {
      id: 'finish',
      accepts: anyOf(
        named(
          'coriander',
          // Chadon beni: a Trinidadian curry's coriander.
          'culantro',
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
          // Grated or desiccated coconut: scattered over, as South Indian and Thai cooks do;
          // simmered alone it makes no sauce, and turning it away read as "no coconut in a curry".
          'coconut',
        ),
      ),
      max: 3,
    },
    fatRole(anyOf(OIL, named('ghee', 'butter'))),
    seasonRole(),
  ],
  // A curry is what a cook suggests when the list says curry (its spices, a paste, coconut
  // milk), not for any meat and vegetable: ackee, adobo or mole lists are not a "curry".
  fits: (a) =>
    a.some(CURRY_NOTE) &&
    (a.count('protein') + a.count('veg') >= 2 ||
      (a.has('protein') && (a.has('spice') || a.has('sauce'))) ||
      (a.count('veg') >= 1 && a.has('spice'))),
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
    const lentils = only(
      protein,
      (entry) => entry.id === 'red lentils' || entry.id === 'green lentils',
    )
    const slowMeat = only(protein, (entry) => entry.tags.has('slow') && !LEGUME(entry))
    const isSlow = slowMeat.length > 0
    const eggs = only(protein, (entry) => entry.id === 'egg')
    const fried = only(protein, (entry) =>
      ['paneer', 'tofu', 'tofu puffs', 'halloumi', 'quorn'].includes(entry.id),
    )
    const rawMeat = only(
      protein,
      (entry) => MEAT(entry) && !entry.tags.has('slow') && !entry.tags.has('cooked'),
    )
    const rawFish = only(
      protein,
      (entry) =>
        (FISH(entry) || SEAFOOD(entry)) && !entry.tags.has('cooked') && !entry.tags.has('tinned'),
    )
    const warm = protein.filter(
      (item) =>
        !lentils.includes(item) &&
        !slowMeat.includes(item) &&
        !eggs.includes(item) &&
        !fried.includes(item) &&
        !rawMeat.includes(item) &&
        !rawFish.includes(item),
    )
    const veg = d.items('veg')
    const greens = leafy(veg)
    const simmerVeg = veg.filter((item) => !greens.includes(item))
    const base = d.items('base')[0]
    const steps: string[] = [sentence(d.prep('small', 'aromatic', 'veg', 'protein'))]
    const rawRice =
      base !== undefined && base.entry?.category === 'rice' && !base.entry.tags.has('cooked')
    // Rice cooked at the start of a slow curry would sit warm for over an hour, which is how
    // cooked rice makes people ill: it is cooked while the curry finishes.
    if (rawRice && !isSlow) {
      steps.push(
        sentence(`While you make the curry, ${simmerRice(d.items('base'))} and keep it covered.`),
      )
    }
    if (eggs.length > 0) {
      steps.push(
        sentence(`Boil ${the(eggs)} for 9 minutes, cool them in cold water, then peel and halve.`),
      )
    }
    const soften = softenAromatics(d.items('aromatic'))
    const seeds = d.items('spice').filter(isWholeSeed)
    const spices = d.items('spice').filter((item) => !seeds.includes(item))
    steps.push(
      sentence(
        `${heatVerb(d.items('fat'))} ${d.the('fat')} in a large pan over a medium heat.`,
        fried.length > 0
          ? `Fry ${the(fried)} for 4–5 minutes until golden on a few sides, then lift out onto a plate.`
          : '',
        sizzleSeeds(seeds),
        soften === '' ? '' : `${soften.charAt(0).toUpperCase()}${soften.slice(1)}.`,
        spices.length > 0
          ? `Stir in ${the(spices)} and fry for a minute until it smells toasty${hasPaste ? ' and the oil turns red' : ''}.`
          : '',
      ),
    )
    if (rawMeat.length + slowMeat.length > 0) {
      steps.push(
        sentence(
          `Add ${joinParts(the(rawMeat), the(slowMeat))} and turn in the spices for 3–4 minutes until browned on all sides.`,
        ),
      )
    }
    const water = isSlow
      ? 'with enough water to just cover,'
      : lentils.length > 0
        ? `with 300 ml water per 100 g of lentils,`
        : d.has('stock')
          ? ''
          : 'with a splash of water,'
    const cookedThrough = [...rawMeat, ...slowMeat].some(
      (item) =>
        item.entry?.category === 'poultry' || /pork|mince|sausage/.test(item.entry?.id ?? ''),
    )
      ? ` — ${doneness([...rawMeat, ...slowMeat])}`
      : ''
    // Vegetables simmered the meat's hour and a quarter turn to mush (a cook's read found green
    // papaya, long beans and pumpkin stewed 75 minutes with pork shoulder): they go in for the
    // last half hour.
    const vegLater = isSlow && simmerVeg.length > 0
    const added = joinParts(
      d.the('sauce'),
      d.the('stock'),
      d.the('sour'),
      the(lentils),
      vegLater ? '' : the(simmerVeg),
    )
    steps.push(
      sentence(
        added === '' ? 'Pour in' : `Add ${added}`,
        added === '' && isSlow ? 'enough water to just cover the meat,' : water,
        `bring to a simmer and cook gently for ${vegLater ? '45 minutes, lid on' : isSlow ? `1 hour 15 minutes, lid on, until the meat is tender${cookedThrough}` : `${lentils.length > 0 ? '20–25' : '15–20'} minutes until everything is tender${cookedThrough}`}.`,
        vegLater
          ? `Add ${the(simmerVeg)} and cook for 25–30 minutes more, until the vegetables and the meat are tender${cookedThrough}.`
          : '',
      ),
    )
    const late: string[] = []
    if (rawFish.length > 0) {
      late.push(
        `Lay ${the(rawFish)} in the sauce, cover and simmer gently for 4–5 minutes until ${doneness(rawFish, true)}.`,
      )
    }
    const warmThrough = [...fried, ...eggs, ...warm]
    if (warmThrough.length > 0) {
      late.push(`Stir ${the(warmThrough)} into the sauce and simmer for 5 minutes to heat through.`)
    }
    if (greens.length > 0) late.push(`Stir in ${the(greens)} for the last 2 minutes until wilted.`)
    if (late.length > 0) steps.push(sentence(...late))
    if (rawRice && isSlow) {
      steps.push(
        sentence(
          `Half an hour before the curry is ready, ${simmerRice(d.items('base'))} and keep it covered.`,
        ),
      )
    }
    steps.push(
      sentence(
        `Taste and season with ${d.list('season')}${d.has('finish') ? `, then finish with ${withJuice(d.items('finish'))}` : ''}.`,
        base !== undefined
          ? `Serve with ${d.the('base')}.`
          : veg.some((item) => item.entry !== undefined && isStapleStarch(item.entry.id))
            ? 'Serve hot.'
            : 'Serve with rice or warm bread.',
      ),
    )
    // Curry or lime leaves perfume a pot but do not spice it: turmeric and curry leaves are not
    // "properly spiced".
    const wellSpiced =
      d.where('spice', not(named('curry leaves', 'kaffir lime leaves'))).length >= 2 ||
      d.where(
        'spice',
        anyOf(
          tagged('curry-paste'),
          named('curry powder', 'garam masala', 'ras el hanout', 'spice blend', 'five spice'),
        ),
      ).length > 0
    return {
      title: `${orElse(what, 'Vegetable')} ${isCoconut ? 'Coconut Curry' : 'Curry'}`,
      // Only what is there: onions when it has them, "under an hour" when it is.
      description: d.pick([
        d.has('aromatic')
          ? 'A fragrant, warming curry built from a good base of softened aromatics and toasted spices.'
          : 'A fragrant, warming curry: the spices toasted in the pan, then simmered until rich.',
        // "Properly spiced" only when it is: a blend or paste, or several spices, not ½ tsp turmeric.
        wellSpiced
          ? isSlow
            ? 'Properly spiced and saucy, simmered slowly until the meat is meltingly tender.'
            : 'Properly spiced and saucy — better than a takeaway and ready in well under an hour.'
          : isSlow
            ? 'Saucy and comforting, simmered slowly until the meat is meltingly tender.'
            : 'Saucy and comforting, and ready in well under an hour.',
      ]),
      minutes: isSlow ? 105 : 40,
      steps,
    }
  },
})

// How a grain served beside a stew is cooked, timed to be ready with it.
const SIDE_COOKING: ReadonlyMap<string, string> = new Map([
  [
    'pearl barley',
    'About 40 minutes before the stew is ready, rinse {side} and simmer it in plenty of salted water for 35–40 minutes, until tender; drain.',
  ],
  [
    'couscous',
    'Just before serving, pour enough just-boiled salted water over {side} to cover it by 1 cm, cover for 5 minutes and fluff it up with a fork.',
  ],
  [
    'polenta',
    'About 10 minutes before the stew is ready, whisk {side} into four times its volume of simmering salted water and cook, stirring, until thick (as the packet says).',
  ],
  [
    'pasta',
    'About 15 minutes before the stew is ready, boil {side} in plenty of salted water as the packet says; drain.',
  ],
])

/** Lean cuts that cook in minutes and dry out in a long simmer. */
const LEAN_QUICK = named('pork fillet', 'chicken breast', 'steak')

export const stew = defineFamily({
  id: 'stew',
  name: 'Stew',
  course: 'main',
  roles: [
    {
      id: 'protein',
      accepts: anyOf(MEAT, named('chorizo', 'bacon', 'pancetta', 'ham'), BEANS, named('quorn')),
      max: 2,
      // Beans in a stew are a main course's helping (¾ of a tin, 75 g dried, a plate), not a
      // side's half tin.
      scales: [[BEANS, 1.5]],
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
            // Ready-made mash is served alongside, never simmered in the pot as a vegetable.
            'mashed potato',
            'mangetout',
            'asparagus',
            'okra',
          ),
        ),
      ),
      max: 5,
      scale: 0.8,
      least: '150 g',
    },
    {
      id: 'aromatic',
      accepts: named('onion', 'red onion', 'shallot', 'garlic', 'leek', 'celery', 'chilli'),
      max: 4,
    },
    {
      id: 'liquid',
      // Not tomato purée: a spoonful of it seasons the pot (it goes with the sauces below); poured
      // in as the liquid it was "Tomato paste — 400 ml" (a cook's read).
      accepts: anyOf(STOCK, tagged('wine'), named('canned tomatoes', 'passata')),
      max: 3,
      amount: '200 ml',
      shared: true,
      // Wine is a glass for the pot, topped up with water, never the whole liquid: a cook's read
      // found 400 ml of white wine stewing pork for two.
      scales: [[tagged('wine'), 0.4]],
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
        'tomato puree',
        'harissa',
        'spice blend',
        'ground coriander',
        'balsamic vinegar',
        'dried apricots',
        'prunes',
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
    const allMeat = only(protein, (entry) => MEAT(entry) || CURED(entry))
    // Leftover roast meat is warmed through at the end, never browned as if raw; mince is broken
    // up as it browns, not floured and browned in batches like chunks.
    const cooked = allMeat.filter((item) => item.entry?.tags.has('cooked') === true)
    const meat = allMeat.filter((item) => !cooked.includes(item))
    const mince = meat.filter((item) => /\bmince\b/.test(item.entry?.id ?? ''))
    const chunks = meat.filter((item) => !mince.includes(item))
    const isSlow = meat.some((item) => item.entry?.tags.has('slow') === true)
    const isMeaty = meat.length > 0
    // Pork loin, chicken breast and steak are lean and quick: seared, then returned to the pot
    // only for its last minutes. A cook's read found pork loin stewed 40 minutes, dry and tough.
    const isLean =
      !isSlow &&
      mince.length === 0 &&
      chunks.length > 0 &&
      chunks.every((item) => item.entry !== undefined && LEAN_QUICK(item.entry))
    const needsDoneness = meat.some(
      (item) =>
        item.entry !== undefined &&
        !item.entry.tags.has('cooked') &&
        (item.entry.category === 'poultry' || /pork|mince|sausage/.test(item.entry.id)),
    )
    const what = d.title(['protein', 'veg'], 2)
    const veg = d.items('veg')
    const greens = leafy(veg)
    // Peas, sweetcorn and green beans turn to mush in a long simmer: they go in near the end.
    const late = veg.filter((item) => item.entry?.category === 'pod-veg')
    const potVeg = veg.filter((item) => !greens.includes(item) && !late.includes(item))
    const beans = protein.filter((item) => !allMeat.includes(item))
    const soften = softenAromatics(d.items('aromatic'), '8')
    // Dry spices are fried for a minute in the fat; sugar, honey, sauces and dried fruit would
    // only scorch in a hot, empty pan, so they go in with the liquid.
    const spiced = only(d.items('spice'), (entry) => entry.category === 'spice')
    const seeds = spiced.filter(isWholeSeed)
    const drySpices = spiced.filter((item) => !seeds.includes(item))
    const wetSpices = d.items('spice').filter((item) => !spiced.includes(item))
    const steps: string[] = [sentence(d.prep('chunks', 'protein', 'veg', 'aromatic'))]
    steps.push(
      sentence(
        `${heatVerb(d.items('fat'))} ${d.the('fat')} in a large casserole or heavy pan over a ${isMeaty ? 'high' : 'medium'} heat.`,
        chunks.length > 0
          ? isLean
            ? `Sear ${the(chunks)}${d.has('thicken') ? ` (tossed first in ${d.the('thicken')})` : ''} for 2–3 minutes, until browned outside but not cooked through, then lift out.`
            : `Brown ${the(chunks)} in batches${d.has('thicken') ? ` (tossed first in ${d.the('thicken')})` : ''} until deep brown on all sides — don't crowd the pan — then lift out.`
          : '',
        mince.length > 0
          ? `${chunks.length > 0 ? 'Then brown' : 'Brown'} ${the(mince)}, breaking it up with a spoon, for 6–8 minutes until no pink remains, then lift out.`
          : '',
      ),
    )
    steps.push(
      sentence(
        isMeaty && seeds.length > 0 ? 'Lower the heat.' : '',
        sizzleSeeds(seeds),
        soften === ''
          ? ''
          : `${isMeaty && seeds.length === 0 ? 'Lower the heat, ' : ''}${isMeaty && seeds.length === 0 ? soften : `${soften.charAt(0).toUpperCase()}${soften.slice(1)}`}.`,
        drySpices.length > 0 ? `Stir in ${the(drySpices)} for a minute.` : '',
        (!isMeaty || chunks.length === 0) && d.has('thicken')
          ? `Sprinkle in ${d.the('thicken')} and stir.`
          : '',
      ),
    )
    steps.push(
      sentence(
        potVeg.length > 0
          ? `Add ${the(potVeg)}${isMeaty && !isLean ? ' and return the meat' : ''},`
          : isMeaty && !isLean
            ? 'Return the meat to the pan,'
            : '',
        `${potVeg.length > 0 || (isMeaty && !isLean) ? 'then pour' : 'Pour'} in ${d.the('liquid')}${d.has('herb') || wetSpices.length > 0 ? ` with ${joinParts(d.the('herb'), the(wetSpices))}` : ''}.`,
        'Top up with water just to cover and bring to a simmer.',
      ),
    )
    steps.push(
      sentence(
        isSlow
          ? `Cover and cook very gently for 2 hours (or in the oven at 160°C / 140°C fan / gas 3) until the meat falls apart when pressed${needsDoneness ? ` and is ${doneness(meat)}` : ''}.`
          : isLean
            ? `Cover and simmer gently for 25 minutes, until ${potVeg.length > 0 ? 'the vegetables are' : 'the sauce is'} tender. Return the meat and simmer for 8–10 minutes more, until it is ${doneness(meat)}: no longer, or it dries out.`
            : `Cover and simmer gently for ${isMeaty ? '40' : '30'} minutes until everything is tender${needsDoneness ? ` and the meat is ${doneness(meat)}` : ''}.`,
        beans.length > 0 ? `Add ${the(beans)} for the last 15 minutes.` : '',
        late.length > 0 ? `Add ${the(late)} for the last 8 minutes, until cooked through.` : '',
        greens.length > 0 ? `Stir in ${the(greens)} for the last 2 minutes.` : '',
        cooked.length > 0
          ? `Stir in ${the(cooked)} for the last 10 minutes, until piping hot all through.`
          : '',
      ),
    )
    // A grain served beside it is cooked by a step of its own (rice bought dry has its treatment):
    // a cook's read found "serve with the pearl barley" and no step that cooked it.
    const sideSteps = d
      .items('side')
      .map((item) => (item.entry === undefined ? undefined : SIDE_COOKING.get(item.entry.id)))
      .filter((text): text is string => text !== undefined)
    for (const text of sideSteps) steps.push(sentence(text.replace('{side}', d.the('side'))))
    steps.push(
      sentence(
        `Take off the lid and let the sauce thicken for a few minutes if it needs it.`,
        d.where('herb', COOK_IN_HERB).length > 0
          ? `Fish out ${the(d.where('herb', COOK_IN_HERB))}.`
          : '',
        `Season with ${d.list('season')}`,
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
      minutes: isSlow ? 150 : isMeaty && !isLean ? 70 : isLean ? 60 : 50,
      steps,
    }
  },
})

/** What makes a pot a chilli rather than a stew: heat, or the Mexican cupboard it comes from. */
const CHILLI_HEAT = named(
  'chilli',
  'jalapenos',
  'chilli powder',
  'cumin',
  'cayenne pepper',
  'dried red chillies',
  'chipotles in adobo',
  'hot sauce',
  'fajita seasoning',
  'adobo seasoning',
  'enchilada sauce',
  'mole sauce',
  'salsa',
  'green salsa',
)

export const chilli = defineFamily({
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
      least: '150 g',
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
          'monterey jack',
          'sour cream',
          'yogurt',
          'avocado',
          'coriander',
          'lime',
          'spring onions',
          'guacamole',
          'salsa',
          'green salsa',
          'creme fraiche',
        ),
      ),
      max: 3,
    },
    fatRole(anyOf(OIL)),
    seasonRole(),
  ],
  // A cook calls a pot a chilli for its beans, its tomatoes or its heat: pork with paprika,
  // mushrooms and soured cream is a pörkölt or a goulash, not a chilli bought into being.
  fits: (a) =>
    (a.has('protein') || a.has('beans')) &&
    (a.has('beans') || a.has('tomato') || a.some(CHILLI_HEAT)),
  optionalExtras: [{ id: 'onion', role: 'aromatic', when: (a) => !a.has('aromatic') }],
  signature: [
    [tagged('mexican'), 0.9],
    [named('kidney beans', 'beef mince', 'chilli powder', 'black beans'), 1.2],
  ],
  prior: 0.3,
  write(d) {
    const meatless = !d.has('protein')
    const what = meatless ? d.title(['beans', 'veg'], 2) : d.title(['protein', 'beans'], 2)
    const protein = d.items('protein')
    const isSlow = protein.some((item) => item.entry?.tags.has('slow') === true)
    const isMince = protein.some((item) => item.entry?.tags.has('mince') === true)
    const soften = softenAromatics(d.items('aromatic'), '5')
    const seeds = d.items('spice').filter(isWholeSeed)
    const spices = d.items('spice').filter((item) => !seeds.includes(item))
    const steps = [
      sentence(d.prep('small', 'aromatic', 'veg', 'protein')),
      sentence(
        `Heat ${d.the('fat')} in a large pan.`,
        sizzleSeeds(seeds),
        d.has('protein')
          ? isMince
            ? `Fry ${d.the('protein')} over a high heat, breaking it up, until ${doneness(protein)}; push to one side.`
            : `Brown ${d.the('protein')} over a high heat${isSlow ? '' : `, until ${doneness(protein)}`}; push to one side.`
          : '',
        soften === '' ? '' : `${soften.charAt(0).toUpperCase()}${soften.slice(1)}.`,
        d.has('veg') ? `Stir in ${d.the('veg')} for a few minutes more.` : '',
      ),
      sentence(
        spices.length > 0
          ? `Stir in ${the(spices)} for a minute, then add ${d.the('tomato')}`
          : `Add ${d.the('tomato')}`,
        d.has('liquid') ? `and ${d.the('liquid')}.` : 'with a splash of water.',
      ),
      sentence(
        isSlow
          ? 'Cover and simmer very gently for 2 hours, stirring now and then and topping up with water if it gets dry, until the meat falls apart.'
          : '',
        d.has('beans')
          ? `Add ${d.the('beans')}${d.where('beans', named('red lentils', 'green lentils', 'moong dal', 'chana dal', 'toor dal', 'urad dal')).length > 0 ? ' with 300 ml water per 100 g of lentils' : ''}${isSlow ? ' for the last 30 minutes.' : ','}`
          : isSlow
            ? ''
            : 'Add a good splash of water,',
        isSlow
          ? ''
          : 'bring to a simmer and cook, stirring now and then, for 25–30 minutes until thick and rich.',
        `Season with ${d.list('season')}.`,
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
        'A big pot of chilli — mild or fiery, your call.',
        'Rich, spiced and even better the next day.',
      ]),
      minutes: 45,
      steps,
    }
  },
})
