import type { ClassicDish } from '../classic-types.ts'

// German dishes.

// prettier-ignore
export const GERMAN_CLASSICS: readonly ClassicDish[] = [
      {
    id: 'schnitzel',
    title: 'Schnitzel',
    cuisine: 'german',
    course: 'main',
    description: 'Schnitzel (the German and Austrian breaded escalope): pork, veal or chicken beaten thin, dipped in flour, egg and crumbs and shallow-fried until the crust puffs golden; with lemon and warm potatoes dressed with mustard.',
    minutes: 45,
    ingredients: [
      { key: 'meat', accepts: ['pork fillet', 'veal', 'chicken breast', 'turkey', 'pork chop'], need: 'essential', amount: '150 g' },
      { key: 'crumbs', accepts: ['breadcrumbs'], need: 'essential', amount: '30 g' },
      { key: 'egg', accepts: ['egg'], need: 'essential', amount: '0.5' },
      { key: 'flour', accepts: ['plain flour', 'gluten free flour'], need: 'usual', amount: '1 tbsp' },
      { key: 'lemon', accepts: ['lemon'], need: 'usual', amount: '0.5' },
      { key: 'potatoes', accepts: ['potatoes'], need: 'usual', amount: '200 g' },
      { key: 'mustard', accepts: ['mustard'], need: 'optional', amount: '1 tsp' },
      { key: 'onion', accepts: ['red onion', 'onion', 'shallot', 'spring onions'], need: 'optional', amount: '0.25' },
      { key: 'herbs', accepts: ['parsley', 'chives', 'dill'], need: 'optional', amount: 'a pinch' },
      { key: 'butter', accepts: ['butter', 'lard'], need: 'optional', amount: '10 g' },
      { key: 'oil', accepts: ['cooking oil', 'lard'], need: 'pantry', amount: 'for frying' },
      { key: 'water', accepts: ['water'], need: 'pantry', amount: 'for boiling' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'a pinch' },
      { key: 'pepper', accepts: ['black pepper'], need: 'pantry', amount: 'a pinch' },
    ],
    method: [
      'Boil the {potatoes} in their skins in salted {water} for 15–20 minutes, until tender. Drain, peel while warm if you like and slice thickly.[ Whisk the {mustard} with 1 tbsp of the {oil}, a squeeze of the {lemon} and a pinch of {salt}, and turn the warm potatoes in it so they drink it in.][ Stir in the {onion}, very finely chopped.][ Scatter with the chopped {herbs}.]',
      'Lay the {meat} between two sheets of baking paper, a piece at a time (cut a thick piece through the middle first), and beat each piece with a rolling pin to an even 4–5 mm. Season with {salt} and {pepper}.',
      'Put the {flour}, the beaten {egg} and the {crumbs} in three shallow dishes. Dip each escalope in the flour, shake off the excess, then in the egg, then lay it in the crumbs and coat it lightly without pressing.',
      'Heat 1 cm of {oil}[ with the {butter}] in a large frying pan over a medium-high heat until a crumb sizzles at once. Fry the schnitzels one or two at a time for 2–3 minutes a side, swirling the pan so the fat washes over the top and the crust puffs, until deep golden and cooked through with no pink in the middle (75 °C for chicken and turkey). Drain on kitchen paper.',
      'Serve at once with the {lemon} cut into wedges and the potatoes.',
    ],
    tips: ['Coat the escalopes just before frying and do not press the crumbs on: a loose crust is what puffs up away from the meat.'],
  },
  {
    id: 'bauernfruhstuck',
    title: 'Bauernfruhstuck',
    cuisine: 'german',
    course: 'main',
    description: 'Bauernfrühstück (German farmer\'s breakfast): boiled potatoes fried crisp with onion and bacon, then set with beaten eggs in the pan; a supper from what is in the larder, with a gherkin on the side.',
    minutes: 40,
    ingredients: [
      { key: 'potatoes', accepts: ['potatoes'], need: 'essential', amount: '200 g' },
      { key: 'egg', accepts: ['egg'], need: 'essential', amount: '2' },
      { key: 'onion', accepts: ['onion', 'red onion', 'shallot'], need: 'usual', amount: '0.5' },
      { key: 'bacon', accepts: ['bacon', 'pancetta', 'ham', 'sausage', 'chorizo'], need: 'optional', amount: '50 g' },
      { key: 'herbs', accepts: ['chives', 'parsley', 'spring onions'], need: 'optional', amount: 'a pinch' },
      { key: 'pickles', accepts: ['gherkins', 'sauerkraut', 'beetroot'], need: 'optional', amount: 'to serve' },
      { key: 'butter', accepts: ['butter', 'lard'], need: 'optional', amount: '10 g' },
      { key: 'oil', accepts: ['cooking oil', 'lard'], need: 'pantry', amount: '1 tbsp' },
      { key: 'water', accepts: ['water'], need: 'pantry', amount: 'for boiling' },
      { key: 'salt', accepts: ['salt'], need: 'pantry', amount: 'a pinch' },
      { key: 'pepper', accepts: ['black pepper'], need: 'pantry', amount: 'a pinch' },
    ],
    method: [
      'Boil the {potatoes} in their skins in salted {water} for 15–20 minutes, until just tender. Drain, cool a little, peel and slice about 5 mm thick.',
      'Peel and slice the {onion}.[ Cut the {bacon} into strips.]',
      'Heat the {oil}[ with the {butter}] in a large frying pan over a medium-high heat and fry the potatoes, turning only now and then, for 10–12 minutes, until crisp and golden.[ Add the bacon for the last 5 minutes, frying until crisp (sausage until cooked through, no pink).] Add the onion for the last 4 minutes, until soft.',
      'Beat the {egg} with {salt} and {pepper}[ and half the chopped {herbs}], pour over the potatoes, turn the heat to low and cook for 3–4 minutes without stirring, until just set.',
      'Slide onto plates[, scatter with the rest of the herbs] and serve hot[ with the {pickles} on the side].',
    ],
  },
]
